/**
 * Where dislodged units go.
 *
 * Diadoques (`diadoques §9a.38`–`§9a.45`): retreats are resolved with the other orders. Each
 * unit tries its retreat list (`Re`) in order; `X` destroys it; with no list, or once the
 * list is spent without `X`, it follows the rulebook's preferences (`diadoques §9a.45`). Two
 * units wanting one space: the higher combat value gets it, on a tie the lot — "keeping a
 * retreat for each if the referee can": a unit with no other way out is preferred
 * (`diadoques §9a.44`).
 *
 * Diadokhoi (`diadokhoi §6.3.44`–`§6.3.46`): a retreat step; two units retreating to one
 * province are both annihilated; a unit without order follows the play-by-mail default
 * (`diadokhoi §7.11.6`): the province nearest the front, then nearest the capital, then a
 * friendly citadel in its province, ties by lot.
 */
import type { Dice } from '@diadochi/kernel';
import { bordersBetween, citadel, distance, province, space as spaceOfMap } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import type { MapGeography } from './geography.ts';
import type { GameState, PowerId, SpaceId, UnitState } from './state.ts';
import { isSeaType } from './units.ts';

export interface RetreatCase {
  unit: UnitState;
  from: SpaceId;
  /** Regions it may retreat to (spaces; `Att/wc` coasts). */
  options: string[];
  strength: number;
  /** Its `Re` list (diadoques), if given. */
  list?: (string | 'X')[];
  /** Citadels under a second siege season this turn: never a retreat (`diadoques §9a.45`). */
  by?: SpaceId;
  byPower?: PowerId;
}

export interface RetreatChoice {
  to?: string;
  reason: 'planned' | 'default' | 'chosen' | 'no-room' | 'collision' | 'ordered';
}

/** The unplanned-retreat order of preference (`diadoques §9a.45`), best first; equal ones in one tier. */
export function preferenceTiers(map: GameMap, state: GameState, unit: UnitState, options: string[], secondSiege: Set<SpaceId>, from?: SpaceId): string[][] {
  const rank = (region: string): number | undefined => {
    const id = region.split('/')[0]!;
    const s = spaceOfMap(map, id);
    if (!s) return undefined;
    const sea = isSeaType(unit.type);
    if (s.kind === 'citadel') {
      if (secondSiege.has(id)) return undefined;
      const besieged = state.sieges.some((x) => x.citadel === id) ? 4 : 0;
      const c = citadel(map, id)!;
      const major = c.rank === 'minor' ? 2 : 0;
      const port = c.port ? 0 : 1;
      return 10 + besieged + major + port;
    }
    // Rounding Arabia (`diadoques §9a.42`) reaches a sea, but after the seas reached at once: it takes the fleet off the board for seasons.
    if (sea) return s.kind === 'sea' ? (from !== undefined && isVoyage(map, from, id) ? 1 : 0) : undefined;
    const p = province(map, id);
    if (!p) return undefined;
    const supplied = p.supply === 'yes' || (p.supply === 'citadel' && p.citadels.some((c) => state.control[c] === unit.power));
    return supplied ? 0 : 20;
  };
  const tiers = new Map<number, string[]>();
  for (const o of options) {
    const r = rank(o);
    if (r !== undefined) tiers.set(r, [...(tiers.get(r) ?? []), o]);
  }
  return [...tiers.entries()].sort((a, b) => a[0] - b[0]).map(([, list]) => list.sort());
}

/** Is the way from `from` to `to` only the route round Arabia (a voyage of several seasons, `diadoques §9a.42`)? */
export function isVoyage(map: GameMap, from: SpaceId, to: SpaceId): boolean {
  const borders = bordersBetween(map, from, to);
  return borders.length > 0 && borders.every((b) => b.special?.kind === 'arabia');
}

/** Diadoques retreat resolution: lists, preferences, conflicts by strength then lot. */
export function allocateRetreats(geo: MapGeography, state: GameState, cases: RetreatCase[], secondSiege: Set<SpaceId>, dice: Dice): Map<string, RetreatChoice> {
  const map = geo.map;
  const spaceOf = (r: string) => geo.parse(r).space;
  // Each unit's sequence of wishes: its list (legal entries, in order), then the rulebook's preferences by lot within a tier.
  const wishes = new Map<string, { seq: (string | 'X')[]; planned: Set<string> }>();
  for (const c of cases) {
    const seq: (string | 'X')[] = [];
    const planned = new Set<string>();
    for (const entry of c.list ?? []) {
      if (entry === 'X') {
        seq.push('X');
        break;
      }
      const hit = c.options.find((o) => o === entry || spaceOf(o) === entry);
      if (hit) {
        seq.push(hit);
        planned.add(hit);
      }
    }
    if (!seq.includes('X')) {
      for (const tier of preferenceTiers(map, state, c.unit, c.options, secondSiege, c.from)) {
        const rest = tier.filter((o) => !seq.includes(o));
        seq.push(...(rest.length > 1 ? dice.shuffle(rest, `retreat of ${c.unit.id}`, 'diadoques §9a.45') : rest));
      }
    }
    wishes.set(c.unit.id, { seq, planned });
  }
  const out = new Map<string, RetreatChoice>();
  const taken = new Set<string>();
  const strength = new Map(cases.map((c) => [c.unit.id, c.strength]));
  let pending = cases.map((c) => c.unit.id);
  for (let guard = 0; pending.length > 0 && guard < 1000; guard++) {
    const proposals = new Map<string, string[]>();
    for (const id of pending) {
      const w = wishes.get(id)!;
      while (w.seq.length > 0 && w.seq[0] !== 'X' && taken.has(spaceOf(w.seq[0]!))) w.seq.shift();
      const next = w.seq[0];
      if (next === undefined) out.set(id, { reason: 'no-room' });
      else if (next === 'X') out.set(id, { reason: 'chosen' });
      else proposals.set(spaceOf(next), [...(proposals.get(spaceOf(next)) ?? []), id]);
    }
    for (const [space, ids] of [...proposals.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      const winner = ids.length === 1 ? ids[0]! : settle(ids, strength, wishes, taken, spaceOf, dice);
      const w = wishes.get(winner)!;
      out.set(winner, { to: w.seq[0] as string, reason: w.planned.has(w.seq[0] as string) ? 'planned' : 'default' });
      taken.add(space);
      for (const id of ids) if (id !== winner) wishes.get(id)!.seq.shift();
    }
    pending = pending.filter((id) => !out.has(id));
  }
  return out;
}

function settle(ids: string[], strength: Map<string, number>, wishes: Map<string, { seq: (string | 'X')[] }>, taken: Set<string>, spaceOf: (r: string) => string, dice: Dice): string {
  const top = Math.max(...ids.map((id) => strength.get(id)!));
  const best = ids.filter((id) => strength.get(id) === top);
  if (best.length === 1) return best[0]!;
  // Keep a retreat for each if possible: those with nowhere else to go first (`diadoques §9a.44`).
  const here = spaceOf(wishes.get(best[0]!)!.seq[0] as string);
  const cornered = best.filter((id) => !wishes.get(id)!.seq.slice(1).some((o) => o === 'X' || (!taken.has(spaceOf(o)) && spaceOf(o) !== here)));
  const pool = cornered.length > 0 ? cornered : best;
  return pool.length === 1 ? pool[0]! : dice.pick([...pool].sort(), 'retreat conflict', 'diadoques §9a.44');
}

/**
 * The play-by-mail default retreat of diadokhoi (`diadokhoi §7.11.6`): provinces (or seas)
 * nearest an enemy unit, then nearest the capital, then a friendly citadel of the province it
 * was in; ties by lot. Returns the chosen region or undefined (disbanded).
 */
export function defaultRetreat(geo: MapGeography, state: GameState, c: RetreatCase, avoid: Set<string>, dice: Dice): string | undefined {
  const map = geo.map;
  const options = c.options.filter((o) => !avoid.has(geo.parse(o).space));
  if (options.length === 0) return undefined;
  const mover = isSeaType(c.unit.type) ? 'fleet' : 'army';
  const enemies = state.units.filter((u) => u.power !== c.unit.power && u.id !== c.unit.id).map((u) => u.space);
  const capital = state.powers.find((p) => p.id === c.unit.power)?.capital;
  const capitalProvince = capital ? citadel(map, capital)?.province : undefined;
  const score = (o: string): [number, number, number] => {
    const s = geo.parse(o).space;
    const isCitadel = spaceOfMap(map, s)?.kind === 'citadel' ? 1 : 0;
    const front = enemies.length > 0 ? Math.min(...enemies.map((e) => distance(map, s, e, mover === 'fleet' ? 'character' : 'army'))) : 0;
    const home = capitalProvince ? distance(map, s, capitalProvince, 'character') : 0;
    return [isCitadel, front, home];
  };
  const scored = options.map((o) => ({ o, k: score(o) }));
  scored.sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.k[2] - b.k[2] || (a.o < b.o ? -1 : 1));
  const best = scored.filter((x) => x.k.every((v, i) => v === scored[0]!.k[i]));
  return best.length === 1 ? best[0]!.o : dice.pick(best.map((x) => x.o), `default retreat of ${c.unit.id}`, 'diadokhoi §7.11.6');
}
