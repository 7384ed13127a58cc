/**
 * What the forms offer, asked of the engine's own rules on the player's view: where a unit of
 * a type may be built (`diadoques §10.15`–`§10.19`, `diadokhoi §5.3.9`), which promotions a
 * unit may take (`diadoques §10.21`–`§10.23`), the treasures one may seize (`diadoques §10.3`),
 * the units for sale (`diadoques §11b.4`), the start purchases (`diadoques §12.4`,
 * `diadokhoi §5.3.1`). Nothing here decides a rule itself.
 */
import { buildProblem, COSTS, LIMITS, promotionProblem, seizableTreasures } from '@diadochi/diadoques';
import type { GameMap } from '@diadochi/diadoques/map';
import { SCENARIOS } from '@diadochi/diadoques/map';
import type { Ruleset, ViewState } from './lines.ts';

type UnitType = Parameters<typeof promotionProblem>[2];

/** The engine's state from the view's (`{ viewer, state }` or the state), with an empty `ext`. */
export function stateOf(raw: unknown): ViewState | null {
  const outer = (raw ?? {}) as { state?: unknown };
  const s = (outer.state && typeof outer.state === 'object' ? outer.state : raw) as Partial<ViewState> | null;
  if (!s || !Array.isArray(s.units) || !Array.isArray(s.powers) || typeof s.ruleset !== 'string') return null;
  return { ...(s as ViewState), ext: {} };
}

/** Unit types of the ruleset, cheapest first. */
export function unitTypes(ruleset: Ruleset): string[] {
  return Object.entries(COSTS[ruleset]).sort((a, b) => (a[1]?.buy ?? 0) - (b[1]?.buy ?? 0)).map(([t]) => t);
}

export const priceOf = (ruleset: Ruleset, type: string): number => (COSTS[ruleset] as Record<string, { buy: number } | undefined>)[type]?.buy ?? 0;

/** Spaces where a unit of this type may be built now (the engine's `buildProblem` says none). */
export function buildPlaces(map: GameMap, state: ViewState, me: string, type: string, firstTurn = state.firstTurn): string[] {
  const s = { ...state, firstTurn };
  const all = [...map.citadels, ...map.provinces, ...map.seas].map((x) => x.id);
  return all.filter((space) => {
    try {
      return buildProblem(s, { power: me, type: type as UnitType, space }) === undefined;
    } catch {
      return false;
    }
  });
}

/** Types this unit may be promoted to now. */
export function promotionsOf(state: ViewState, unitId: string): string[] {
  const u = state.units.find((x) => x.id === unitId);
  if (!u) return [];
  return unitTypes(state.ruleset).filter((to) => {
    try {
      return promotionProblem(state, u, to as UnitType) === undefined;
    } catch {
      return false;
    }
  });
}

export function seizable(state: ViewState, me: string): string[] {
  try {
    return seizableTreasures(state, me);
  } catch {
    return [];
  }
}

/** Units up for auction: their own neutral power `auction:<unit>` (`diadoques §11b.4`). */
export const unitsForSale = (state: ViewState) => state.units.filter((u) => u.power.startsWith('auction:'));

/** Living players other than me (gifts, passage, gates). */
export const otherPlayers = (state: ViewState, me: string | null) => state.powers.filter((p) => p.kind === 'player' && !p.eliminated && p.id !== me).map((p) => p.id);

export interface StartRule {
  /** The start province: armies appear there or in its citadels. */
  in: string;
  count: number;
  maxFleets: number;
}

/** The start purchase limits of the power in the game's set-up (`diadoques §12.4`). */
export function startRule(state: ViewState, me: string): StartRule | null {
  const scenario = (state as { options?: { scenario?: string } }).options?.scenario ?? 'standard';
  const sc = SCENARIOS[state.ruleset].find((x) => x.id === scenario) ?? SCENARIOS[state.ruleset][0];
  const b = sc?.powers.find((p) => p.power === me)?.build;
  return b ? { in: b.in, count: b.count, maxFleets: b.maxFleets } : null;
}

/** Where a start purchase of this type may stand: armies in the start province or its citadels, fleets where a build may. */
export function startPlaces(map: GameMap, state: ViewState, me: string, type: string): string[] {
  const rule = startRule(state, me);
  if (!rule) return [];
  const fleet = type === 'F' || type === 'Fe';
  if (fleet && rule.maxFleets === 0) return [];
  const places = buildPlaces(map, state, me, type, true);
  if (fleet) return places;
  return places.filter((id) => id === rule.in || map.citadels.find((c) => c.id === id)?.province === rule.in);
}

/** Most units of a type a power may keep (`diadoques §6a.2`); Infinity: no limit. */
export const limitOf = (ruleset: Ruleset, type: string): number => (LIMITS[ruleset] as Record<string, number | undefined>)[type] ?? Infinity;
