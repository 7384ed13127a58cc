/**
 * What the forms offer, as the engine lists it on the player's view (`winterChoices`,
 * `purchaseChoices`: issue 14 item 3, issue 17 item 6): the units one may build and where
 * (`diadoques §10.15`–`§10.19`, `diadokhoi §5.3.9`), the promotions of each unit
 * (`diadoques §10.21`–`§10.23`), which units may be disbanded (`diadoques §10.11`), the treasures
 * one may seize (`diadoques §10.3`), the units for sale (`diadoques §11b.4`), the start
 * purchases and their limits (`diadoques §12.4`, `diadokhoi §5.3.1`, `§5.3.3`). Nothing here
 * decides a rule itself.
 */
import type { Choice } from '@diadochi/kernel';
import { COSTS, purchaseChoices, seizableTreasures, startLimits, unitTypesOf, winterChoices } from '@diadochi/diadoques';
import { asState } from './model.ts';
import type { BoardView, Ruleset } from './model.ts';

/** Unit types of the ruleset, cheapest first. */
export const unitTypes = (ruleset: Ruleset): string[] => unitTypesOf({ ruleset });

export const priceOf = (ruleset: Ruleset, type: string): number => (COSTS[ruleset] as Record<string, { buy: number } | undefined>)[type]?.buy ?? 0;

/** The player's winter choices on his view (none when the engine cannot list them). */
export function winterChoicesOf(state: BoardView, me: string): Choice[] {
  try {
    return winterChoices(asState(state), me, state.options.extraFleets === true ? { extraFleets: true } : {}) ?? [];
  } catch {
    return [];
  }
}

const targetsOf = (choices: Choice[], verb: string, subject?: string) => choices.find((c) => c.verb === verb && (subject === undefined || c.subject === subject))?.targets ?? [];

/** Types that may be built this winter (each has a place), cheapest first. */
export const buildTypes = (choices: Choice[]): string[] => choices.filter((c) => c.verb === 'build').map((c) => c.subject!);

/** Where a unit of this type may be built this winter (`space` or `space/coast`). */
export const buildPlaces = (choices: Choice[], type: string): string[] => targetsOf(choices, 'build', type);

/** Types this unit (by its space) may be promoted to this winter. */
export const promotionsOf = (choices: Choice[], space: string): string[] => targetsOf(choices, 'promote', space);

/** May this unit (by its space) be disbanded at will (not the diadoques guard, `diadoques §10.11`)? */
export const mayDisband = (choices: Choice[], space: string): boolean => choices.some((c) => c.verb === 'disband' && c.subject === space);

export function seizable(state: BoardView, me: string): string[] {
  try {
    return seizableTreasures(asState(state), me);
  } catch {
    return [];
  }
}

/** Units up for auction: their own neutral power `auction:<unit>` (`diadoques §11b.4`). */
export const unitsForSale = (state: BoardView) => state.units.filter((u) => u.power.startsWith('auction:'));

/** Living players other than me (gifts, passage, gates). */
export const otherPlayers = (state: BoardView, me: string | null) => state.powers.filter((p) => p.kind === 'player' && !p.eliminated && p.id !== me).map((p) => p.id);

export interface StartRule {
  /** The start province: armies appear there or in its citadels. */
  in: string;
  /** Fewest and most units (diadokhoi: exactly 3, `diadokhoi §5.3.1`; diadoques 1 to 3, `diadoques §12.4`). */
  min: number;
  count: number;
  maxFleets: number;
}

const scenarioOf = (state: BoardView) => state.options.scenario ?? 'standard';

/** The start purchase limits of the power in the game's set-up, as the engine checks them. */
export function startRule(state: BoardView, me: string): StartRule | null {
  const lim = startLimits(state.ruleset, scenarioOf(state))[me];
  return lim ? { in: lim.in, min: lim.min ?? 1, count: lim.count, maxFleets: lim.maxFleets } : null;
}

/** The start purchases the engine lists: per type (`subject`, cheapest first) the places, the start province first. */
export function startChoices(state: BoardView, me: string): Choice[] {
  try {
    return purchaseChoices(asState(state), me, startLimits(state.ruleset, scenarioOf(state))[me]) ?? [];
  } catch {
    return [];
  }
}

/** Types that may be bought at the start. */
export const startTypes = (choices: Choice[]): string[] => choices.filter((c) => c.verb === 'buy').map((c) => c.subject!);

/** Where a start purchase of this type may stand. */
export const startPlaces = (choices: Choice[], type: string): string[] => targetsOf(choices, 'buy', type);

/**
 * Purchase lines to show as examples (`A EGY`, `Ae Alexandrie`, `F Alexandrie`): an army in
 * the start province, a better army where one may be bought, a fleet where fleets may be —
 * all listed by the engine for this player.
 */
export function startExamples(choices: Choice[]): { type: string; place: string }[] {
  const buys = choices.filter((c) => c.verb === 'buy' && (c.targets?.length ?? 0) > 0);
  const army = buys.find((c) => c.subject === 'A');
  const better = buys.find((c) => c.subject !== 'A' && !c.subject!.startsWith('F'));
  const fleet = buys.find((c) => c.subject!.startsWith('F'));
  const out: { type: string; place: string }[] = [];
  if (army) out.push({ type: 'A', place: army.targets![0]! });
  if (better) out.push({ type: better.subject!, place: better.targets![better.targets!.length > 1 ? 1 : 0]! });
  else if (army && army.targets!.length > 1) out.push({ type: 'A', place: army.targets![1]! });
  if (fleet) out.push({ type: fleet.subject!, place: fleet.targets![0]! });
  return out;
}
