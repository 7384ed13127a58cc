/**
 * What a position is worth to a power, for the L2 search (`./l2.ts`): a heuristic where
 * SearchBot has a network. In victory points, the one currency the short game is ranked by
 * (`diadoques §3.3`, `diadokhoi §4.4`, `§4.5.3`):
 * - its victory points as the rules count them (`victoryPointsOf`: the Argeades and
 *   Kleopatra's husband too in Diadokhoi);
 * - a minor citadel held: `MINOR` (income, no VP);
 * - a siege of its under way: `SIEGE` of what the citadel would bring — a second season takes
 *   it (`diadoques §9a.26`); an enemy siege of one of its citadels: as much less;
 * - its units: `UNIT` per strength point (`diadoques §9a.5`), half for one waiting to retreat
 *   (the diadokhoi retreat step); after the autumn's moves none for an army without supply,
 *   which revolts or disbands (`diadoques §11a.3`, `diadokhoi §3.1.11`);
 * - its diadochus dead, or with such an army: `LEADER` lost (`diadoques §7c.1`: his death ends
 *   the power before −314);
 * - the promise of where its units stand: `PROMISE` × L1's value of their spaces over the best;
 * - less `RIVAL` × the victory points of the strongest other player: the short game is won by
 *   the most points (`diadoques §3`, `diadokhoi §4.5.3`), so a point taken from the leader counts
 *   as well as one won.
 */
import { citadel, portsOnSea, space as spaceOf } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import { mapOf } from '../map/index.ts';
import { prestigeOf, victoryPointsOf } from '../politics/victory.ts';
import { rulebook } from '../rulebook/index.ts';
import type { GameState, PowerId, Season, UnitState } from '../rules/state.ts';
import { isSeaType, unitStrength } from '../rules/units.ts';
import { isSupplied } from '../winter/supply.ts';
import type { SpaceValues } from './l1-values.ts';

export const MINOR = 0.2;
export const SIEGE = 0.4;
export const UNIT = 0.25;
export const LEADER = 10;
/**
 * 1 since stop 19 (0.25 before): weighed as much as a victory point, the promise of the places —
 * the one term that separates candidates beginning the same sieges — won 88 of 360 games
 * against 71 on the same seeds (docs/bots.md).
 */
export const PROMISE = 1;
export const RIVAL = 0.5;
export const WIN = 2;
export const EVE_SIEGE = 0.8;

/**
 * Where the valued position stands in the short game: `final` after its last season (only the
 * ranking counts), `eve` after the one before (the last summer), `open` otherwise.
 */
export type Stage = 'open' | 'eve' | 'final';

/** L1's values of the spaces for the searching power, and its best, to scale them. */
export interface Promise {
  values: SpaceValues;
  best: number;
  /** The weight of the promise (`PROMISE` unless told: the `promise` option of `L2Params`). */
  weight?: number;
  /** The weight of the sieges set up for the next season (`threatsOf`; 0 unless told: the `threat` option of `L2Params`). */
  threat?: number;
}

const mover = (u: UnitState) => (isSeaType(u.type) ? 'fleet' : 'army');

/**
 * The citadels a unit standing here could begin a siege of next season (`diadoques §9a.22`,
 * `§9a.24`, `diadokhoi §6.2`): an army those of its province, a fleet the ports on its sea (Les
 * Diadoques: `access-sea`) or the port of its province (Diadokhoi: `own-province`).
 */
export function siegeableFrom(map: GameMap, u: Pick<UnitState, 'type' | 'space'>): string[] {
  const s = spaceOf(map, u.space);
  if (!s) return [];
  const sea = isSeaType(u.type);
  const fromProvince = rulebook(map).policies.military.fleetSiegeFrom === 'own-province';
  if (s.kind === 'land') return sea ? (fromProvince ? s.citadels.filter((x) => citadel(map, x)?.port) : []) : [...s.citadels];
  if (s.kind === 'sea' && sea && !fromProvince) return portsOnSea(map, s.id);
  return [];
}

/**
 * The sieges set up for the next season (a citadel falls a season after its siege begins,
 * `diadoques §9a.26`, so the one-season search sees no gain in placing a unit where it may begin
 * one): for each citadel it does not hold, not under its siege already, next to one of its units
 * free of a siege — whose garrison, if any, is not stronger (`diadoques §9a.24`) — what the
 * citadel would bring (as `SIEGE`'s stake); less as much for each of its own citadels an enemy
 * unit stands ready to besiege. Each citadel counted once.
 */
export function threatsOf(s: GameState, power: PowerId): number {
  const map = mapOf(s.ruleset)!;
  const capital = s.powers.find((p) => p.id === power)?.capital;
  const besieging = new Set(s.sieges.map((x) => x.unit));
  const garrisonAt = new Map(s.units.filter((u) => !u.transit && citadel(map, u.space)).map((u) => [u.space, u]));
  const mine = new Set<string>();
  const against = new Set<string>();
  for (const u of s.units) {
    if (u.transit || besieging.has(u.id) || citadel(map, u.space)) continue;
    for (const x of siegeableFrom(map, u)) {
      const holder = s.control[x];
      const g = garrisonAt.get(x);
      if (g && g.power !== u.power && unitStrength(s, g) > unitStrength(s, u)) continue;
      if (u.power === power && holder !== power && !s.sieges.some((q) => q.citadel === x && q.power === power)) mine.add(x);
      else if (u.power !== power && holder === power && !s.sieges.some((q) => q.citadel === x && q.power === u.power)) against.add(x);
    }
  }
  const stake = (x: string) => (citadel(map, x)?.rank === 'minor' ? MINOR : x === capital ? 3 : 1);
  let t = 0;
  for (const x of mine) t += stake(x);
  for (const x of against) t -= stake(x);
  return t;
}

/** Is this the last year of the game (the short game's year limit, in the view's options)? */
export function inLastYear(view: Pick<GameState, 'year'>): boolean {
  const lastYear = (view as { options?: { lastYear?: number } }).options?.lastYear;
  return lastYear !== undefined && view.year >= lastYear;
}

/** Its victory points less the best of the others' (the short game's ranking, `diadokhoi §4.5.3`). */
export function leadOf(s: GameState, power: PowerId): number {
  const rivals = s.powers.filter((p) => p.kind === 'player' && !p.eliminated && p.id !== power).map((p) => victoryPointsOf(s, p.id));
  return victoryPointsOf(s, power) - Math.max(0, ...rivals);
}

/**
 * After the last season of the short game nothing but the ranking counts: sieges under way,
 * units and the promise of a position are worth nothing once it ends (`diadoques §3`,
 * `diadokhoi §4.5.3`). The margin over the best other, and `WIN` more for a lead (for a tie:
 * `tieWorth`).
 */
function finalWorth(s: GameState, power: PowerId): number {
  const m = leadOf(s, power);
  return m + (m > 0 ? WIN : m === 0 ? tieWorth(s, power) : 0);
}

/**
 * A tie for the most victory points at the end: in Les Diadoques the year limit ranks the tied
 * by prestige (`result.ts` `yearLimit`, `diadoques §3.6`), so it is a win when its prestige is
 * the highest of the tied (half when level again) and nothing when lower; in Diadokhoi a shared
 * win (`diadokhoi §4.5.3`), half a win.
 */
function tieWorth(s: GameState, power: PowerId): number {
  if (rulebook(s).policies.victory.otherwise !== 'prestige') return WIN / 2;
  const top = victoryPointsOf(s, power);
  const tied = s.powers.filter((p) => p.kind === 'player' && !p.eliminated && p.id !== power && victoryPointsOf(s, p.id) === top).map((p) => prestigeOf(s, p.id));
  const mine = prestigeOf(s, power);
  const best = Math.max(...tied);
  return mine > best ? WIN : mine === best ? WIN / 2 : 0;
}

/** The worth of `s` (the state after the season `season` was resolved) to `power`. */
export function worthOf(s: GameState, power: PowerId, season: Season, promise: Promise, stage: Stage = 'open'): number {
  if (stage === 'final') return finalWorth(s, power);
  // On the eve of the last season a siege under way falls in it (A2, `diadoques §9a.26`) unless
  // broken, and only the lead over the best other counts at the end.
  const siegeWeight = stage === 'eve' ? EVE_SIEGE : SIEGE;
  const rivalWeight = stage === 'eve' ? 1 : RIVAL;
  const map = mapOf(s.ruleset)!;
  const me = s.powers.find((p) => p.id === power);
  const capital = me?.capital;
  let worth = victoryPointsOf(s, power);
  for (const x of map.citadels) if (x.rank === 'minor' && s.control[x.id] === power) worth += MINOR;
  for (const siege of s.sieges) {
    const x = citadel(map, siege.citadel);
    const stake = x?.rank === 'minor' ? MINOR : siege.citadel === capital ? 3 : 1;
    if (siege.power === power && s.control[siege.citadel] !== power) worth += siegeWeight * stake;
    // An enemy siege of its own citadel: a second season takes it.
    else if (siege.power !== power && s.control[siege.citadel] === power) worth -= siegeWeight * stake;
  }
  const retreating = new Set((s.retreats ?? []).map((r) => r.unit));
  const leader = me?.diadochus !== undefined ? s.characters.find((c) => c.id === me.diadochus) : undefined;
  let leaderLost = leader?.dead === true;
  for (const u of s.units) {
    if (u.power !== power || u.transit) continue;
    const starves = season === 'autumn' && !isSeaType(u.type) && !isSupplied(s, u);
    if (starves) {
      if (leader && leader.with === u.id) leaderLost = true;
      continue;
    }
    worth += UNIT * unitStrength(s, u) * (retreating.has(u.id) ? 0.5 : 1);
    if (!retreating.has(u.id)) worth += ((promise.weight ?? PROMISE) * (promise.values.node[mover(u)].get(u.space) ?? 0)) / promise.best;
  }
  if (leaderLost) worth -= LEADER;
  if (promise.threat) worth += promise.threat * threatsOf(s, power);
  const rivals = s.powers.filter((p) => p.kind === 'player' && !p.eliminated && p.id !== power).map((p) => victoryPointsOf(s, p.id));
  return worth - rivalWeight * Math.max(0, ...rivals);
}
