/**
 * Look-ups and adjacency on a map: which space is which, and where an army, a fleet or a
 * character may go in one move. Pure functions over the data; an index is built once per map
 * object and cached.
 *
 * Who crosses what (per ruleset):
 * - armies: `land` borders (not across a lake) and `citadel` borders — province to province,
 *   citadel to its province and back (`diadoques §9a.6`, `diadokhoi §6.3.20`);
 * - fleets in `diadoques`: `sea` and `access` borders only — sea to sea, port citadel to sea
 *   (`diadoques §9a.8`); fleets never stand in a land province (`diadoques §6a.3`);
 * - fleets in `diadokhoi`: also `coast` and `shore` borders (fleets stand in coastal
 *   provinces, on one coast of a multi-coast province, `diadokhoi §3.1.6`, `§4.2.2`), and a
 *   port citadel's `citadel` border (a port garrison converts into a fleet in its province,
 *   `diadokhoi §7.4.1`);
 * - characters: either way, as a land or as a sea unit (`diadoques §9a.9`, `diadokhoi §4.3.2`).
 * Nobody enters an unnavigable sea (`diadokhoi §7.1.2`) or, by default, an off-board space.
 */
import type { Border, Citadel, GameMap, Province, Sea, Space, SpaceId } from './types.ts';

export type Mover = 'army' | 'fleet' | 'character';

/** Where a unit stands: a space, and for a fleet in a multi-coast province, its coast. */
export interface Position {
  space: SpaceId;
  coast?: string;
}

/** One possible move: where to, on which coast, by which border. */
export interface Step {
  to: SpaceId;
  coast?: string;
  border: Border;
}

export interface NeighbourOptions {
  /** Include special routes (canal, tow path, rounding Arabia). Default true. */
  specials?: boolean;
  /** Include off-board spaces (Rome, for the Romans). Default false. */
  offboard?: boolean;
}

export interface MapIndex {
  map: GameMap;
  spaces: Map<SpaceId, Space>;
  /** Borders touching each space. */
  bordersOf: Map<SpaceId, Border[]>;
  /** `neighbours` already listed, by `stepsKey` (issue 22: the bots and the rules ask the same ones over and over). */
  steps: Map<string, readonly Step[]>;
  /** Fewest moves from a space to every space it reaches, by `stepsKey` of the start. */
  distances: Map<string, Map<SpaceId, number>>;
}

const cache = new WeakMap<GameMap, MapIndex>();

export function indexMap(map: GameMap): MapIndex {
  const hit = cache.get(map);
  if (hit) return hit;
  const spaces = new Map<SpaceId, Space>();
  for (const s of [...map.provinces, ...map.seas, ...map.citadels]) spaces.set(s.id, s);
  const bordersOf = new Map<SpaceId, Border[]>();
  for (const b of map.borders) {
    for (const id of [b.a, b.b]) {
      const list = bordersOf.get(id) ?? [];
      list.push(b);
      bordersOf.set(id, list);
    }
  }
  const index: MapIndex = { map, spaces, bordersOf, steps: new Map(), distances: new Map() };
  cache.set(map, index);
  return index;
}

export function space(map: GameMap, id: SpaceId): Space | undefined {
  return indexMap(map).spaces.get(id);
}

export function province(map: GameMap, id: SpaceId): Province | undefined {
  const s = space(map, id);
  return s?.kind === 'land' ? s : undefined;
}

export function sea(map: GameMap, id: SpaceId): Sea | undefined {
  const s = space(map, id);
  return s?.kind === 'sea' ? s : undefined;
}

export function citadel(map: GameMap, id: SpaceId): Citadel | undefined {
  const s = space(map, id);
  return s?.kind === 'citadel' ? s : undefined;
}

export function bordersOf(map: GameMap, id: SpaceId): Border[] {
  return indexMap(map).bordersOf.get(id) ?? [];
}

/** The borders joining `a` and `b` (several: a land border and a shore, say). */
export function bordersBetween(map: GameMap, a: SpaceId, b: SpaceId): Border[] {
  return bordersOf(map, a).filter((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
}

const FLEET_KINDS: Record<GameMap['ruleset'], Border['kind'][]> = {
  diadoques: ['sea', 'access'],
  diadokhoi: ['sea', 'access', 'coast', 'shore', 'citadel'],
};

/** May `mover` ever cross a border of this kind in this ruleset (before coasts, lakes, specials)? */
export function kindAllows(map: GameMap, kind: Border['kind'], mover: Mover): boolean {
  const army = kind === 'land' || kind === 'citadel';
  const fleet = FLEET_KINDS[map.ruleset].includes(kind);
  if (mover === 'army') return army;
  if (mover === 'fleet') return fleet;
  return army || fleet;
}

function far(b: Border, from: SpaceId): { to: SpaceId; fromCoast?: string; toCoast?: string } {
  if (b.a === from) return { to: b.b, fromCoast: b.aCoast, toCoast: b.bCoast };
  return { to: b.a, fromCoast: b.bCoast, toCoast: b.aCoast };
}

/** A fleet may use a port citadel's citadel border (diadokhoi), never a land citadel's. */
function fleetCitadelOk(map: GameMap, b: Border): boolean {
  if (b.kind !== 'citadel') return true;
  return citadel(map, b.a)?.port === true;
}

/** The coast(s) a fleet arrives on (none for armies, characters and single-coast spaces). */
function arrivalCoasts(map: GameMap, b: Border, from: SpaceId, toCoast: string | undefined, mover: Mover): string[] {
  if (mover !== 'fleet' || b.kind === 'land') return [];
  if (toCoast) return [toCoast];
  // A port garrison leaving a citadel of a multi-coast province may take any of its coasts.
  if (b.kind === 'citadel') return citadel(map, from)?.coasts ?? [];
  return [];
}

/** The key of a start and a way of moving in the index's memos: the options as a digit, the mover's initial, the space and coast. */
function stepsKey(space: SpaceId, coast: string | undefined, mover: Mover, o: NeighbourOptions): string {
  const flags = (o.specials === false ? 1 : 0) + (o.offboard ? 2 : 0);
  return coast ? `${flags}${mover[0]}${space}/${coast}` : `${flags}${mover[0]}${space}`;
}

/**
 * Every space `mover` may reach from `pos` in one move. For a fleet in a multi-coast province
 * `pos.coast` selects the coast; entering such a province by sea gives the coast reached.
 * The map is data that nothing changes, so each list is worked out once per map and shared:
 * frozen, so a caller cannot change what the next one reads.
 */
export function neighbours(map: GameMap, pos: Position | SpaceId, mover: Mover, o: NeighbourOptions = {}): readonly Step[] {
  const from = typeof pos === 'string' ? { space: pos } : pos;
  const index = indexMap(map);
  const key = stepsKey(from.space, from.coast, mover, o);
  let steps = index.steps.get(key);
  if (!steps) index.steps.set(key, (steps = Object.freeze(listNeighbours(map, from, mover, o).map((s) => Object.freeze(s)))));
  return steps;
}

function listNeighbours(map: GameMap, from: Position, mover: Mover, o: NeighbourOptions): Step[] {
  const out: Step[] = [];
  for (const b of bordersOf(map, from.space)) {
    if (!kindAllows(map, b.kind, mover)) continue;
    if (b.lake) continue;
    if (b.special && o.specials === false) continue;
    const { to, fromCoast, toCoast } = far(b, from.space);
    const target = space(map, to);
    if (!target) continue;
    if (target.kind === 'sea' && !target.navigable) continue;
    if (target.kind === 'land' && target.offboard && !o.offboard) continue;
    const seaward = b.kind !== 'land' && b.kind !== 'citadel';
    if (seaward || (b.kind === 'citadel' && mover !== 'army')) {
      if (mover === 'fleet' && !fleetCitadelOk(map, b)) continue;
      // A fleet on one coast only uses the borders of that coast.
      if (mover !== 'army' && from.coast && fromCoast && fromCoast !== from.coast) continue;
    }
    const coasts = arrivalCoasts(map, b, from.space, toCoast, mover);
    if (coasts.length === 0) out.push({ to, border: b });
    for (const coast of coasts) out.push({ to, coast, border: b });
  }
  return out;
}

/** Can `mover` go from `from` to `to` in one move (any coast of `to`)? */
export function adjacent(map: GameMap, from: Position | SpaceId, to: SpaceId, mover: Mover, o: NeighbourOptions = {}): boolean {
  return neighbours(map, from, mover, o).some((s) => s.to === to);
}

/**
 * Fewest moves from `from` to `to` for `mover` (Infinity when unreachable). Issue 22: the
 * bribe reach and the retreat choices ask it of the same starts every season, so the first
 * question from a start walks the whole map breadth first and keeps every distance.
 */
export function distance(map: GameMap, from: SpaceId, to: SpaceId, mover: Mover, o: NeighbourOptions = {}): number {
  if (from === to) return 0;
  return distancesFrom(map, from, mover, o).get(to) ?? Infinity;
}

function distancesFrom(map: GameMap, from: SpaceId, mover: Mover, o: NeighbourOptions): Map<SpaceId, number> {
  const index = indexMap(map);
  const key = stepsKey(from, undefined, mover, o);
  const hit = index.distances.get(key);
  if (hit) return hit;
  const found = new Map<SpaceId, number>([[from, 0]]);
  let frontier: SpaceId[] = [from];
  for (let d = 1; frontier.length > 0; d++) {
    const next: SpaceId[] = [];
    for (const id of frontier) {
      for (const s of neighbours(map, id, mover, o)) {
        if (found.has(s.to)) continue;
        found.set(s.to, d);
        next.push(s.to);
      }
    }
    frontier = next;
  }
  index.distances.set(key, found);
  return found;
}

/** The seas a province touches (its coasts), optionally only those of one coast. */
export function coastalSeas(map: GameMap, provinceId: SpaceId, coast?: string): SpaceId[] {
  return bordersOf(map, provinceId)
    .filter((b) => b.kind === 'coast')
    .filter((b) => !coast || (b.a === provinceId ? b.aCoast : b.bCoast) === coast)
    .map((b) => (b.a === provinceId ? b.b : b.a));
}

export function isCoastal(map: GameMap, provinceId: SpaceId): boolean {
  return coastalSeas(map, provinceId).length > 0;
}

/** The provinces a sea touches (storms cast characters onto one, `diadoques §14b.3`). */
export function shoresOf(map: GameMap, seaId: SpaceId): SpaceId[] {
  return bordersOf(map, seaId)
    .filter((b) => b.kind === 'coast')
    .map((b) => (b.a === seaId ? b.b : b.a));
}

/** The seas a port citadel's double arrows reach (besiege, resupply, build, `diadoques §9a.23`). */
export function accessSeas(map: GameMap, citadelId: SpaceId): SpaceId[] {
  return bordersOf(map, citadelId)
    .filter((b) => b.kind === 'access')
    .map((b) => (b.a === citadelId ? b.b : b.a));
}

/** The port citadels whose double arrows reach a sea. */
export function portsOnSea(map: GameMap, seaId: SpaceId): SpaceId[] {
  return bordersOf(map, seaId)
    .filter((b) => b.kind === 'access')
    .map((b) => (b.a === seaId ? b.b : b.a));
}

/** The province enclosing a citadel. */
export function provinceOf(map: GameMap, citadelId: SpaceId): SpaceId | undefined {
  return citadel(map, citadelId)?.province;
}

/**
 * The seas where mercenary fleets may be built from a province's ports: the dotted arrows of
 * its towns and the double arrows of its port citadels (`diadoques §10.19`).
 */
export function fleetBuildSeas(map: GameMap, provinceId: SpaceId): SpaceId[] {
  const p = province(map, provinceId);
  if (!p) return [];
  const out = new Set<SpaceId>();
  for (const t of p.towns) for (const s of t.fleetBuild ?? []) out.add(s);
  for (const c of p.citadels) if (citadel(map, c)?.port) for (const s of accessSeas(map, c)) out.add(s);
  return [...out];
}

/** Does a mountain (without a pass) lie on this border? Support across it is forbidden in diadokhoi (`diadokhoi §6.3.25`). */
export function mountainBlocksSupport(b: Border): boolean {
  return b.mountain !== undefined && b.mountain.pass === undefined;
}

/**
 * Borders closed to armies while `riverId` floods: those it runs the whole length of, except
 * those crossable through the mountains (`diadoques §14c.1`, `diadokhoi §3.1.4`, `§6.2.6`).
 */
export function bordersClosedByFlood(map: GameMap, riverId: string): Border[] {
  return map.borders.filter((b) => b.river?.river === riverId && b.river.whole && !b.floodDetour);
}

/** Borders that stay open to armies in a flood of `riverId`, but carry no support (`diadokhoi §3.1.4`). */
export function bordersWithoutSupportInFlood(map: GameMap, riverId: string): Border[] {
  return map.borders.filter((b) => b.river?.river === riverId && b.floodDetour === true);
}

/** Provinces flooded when `riverId` floods (the event tables' lists). */
export function floodedBy(map: GameMap, riverId: string): SpaceId[] {
  return map.rivers.find((r) => r.id === riverId)?.floods ?? [];
}

export function allSpaces(map: GameMap): Space[] {
  return [...map.provinces, ...map.seas, ...map.citadels];
}
