/**
 * Who controls each province (`diadoques §11e`) — the one implementation: the military season
 * calls it at its end, and the political layer (`src/politics/control.ts`) after anything
 * else that moves units, leaders or citadels.
 * - a citadel stays its owner's, garrison or not (`diadoques §11e.1`); it changes hands by
 *   siege (or corruption, opened gates: other layers);
 * - a province without citadel belongs to the last player whose army, diadochus or epigone
 *   stood in it, unless he ordered not to take it (`diadoques §11e.2`, `§9c.10`); a free
 *   leader alone there takes it, two rival leaders alone change nothing (decisions.md);
 * - a province with citadels belongs to their owner unless an enemy army stands in it; with
 *   two citadels of different owners it is neutral, with one neutral the other's owner's
 *   (`diadoques §11e.3`, `§11e.4`);
 * - a neutral or rebel army makes the province neutral (`diadoques §14d.10`).
 * Diadokhoi has no such chapter: the same rules are used, except that a fleet standing in a
 * coastal province counts like an army (`diadokhoi §4.2.2`, `§3.2.4`) — see decisions.md.
 */
import { province } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import type { ControlChange } from './report.ts';
import type { CharacterState, GameState, PowerId, SpaceId, UnitState } from './state.ts';
import { isSeaType } from './units.ts';
import { rulebook } from '../rulebook/index.ts';

/** Provinces each power ordered not to take (`diadoques §9c.10`). */
export type NoControl = ReadonlyMap<PowerId, ReadonlySet<SpaceId>>;

/** A player still in the game: only players take provinces (`diadoques ch. 7c`, `§14d.10`). */
function isLivePlayer(state: GameState, power: PowerId): boolean {
  return state.powers.some((p) => p.id === power && p.kind === 'player' && !p.eliminated);
}

/** Does this unit take provinces? Armies; in diadokhoi also fleets on a coast (`diadokhoi §4.2.2`). */
export function takesProvinces(map: GameMap, u: UnitState): boolean {
  return rulebook(map).policies.military.fleetsOnCoasts || !isSeaType(u.type);
}

/** The unit holding a province's open field: not at sea in transit, not a beaten unit waiting to retreat. */
function holds(map: GameMap, state: GameState, u: UnitState): boolean {
  const retreats = state.retreats;
  return !u.transit && !(retreats !== undefined && retreats.some((r) => r.unit === u.id)) && takesProvinces(map, u);
}

function army(map: GameMap, state: GameState, id: SpaceId): UnitState | undefined {
  // Issue 22: asked for every province of the map; the retreats are read only for a unit standing there (no set built per province).
  return state.units.find((u) => u.space === id && holds(map, state, u));
}

/**
 * Who stands where, read once for every province of the map (issue 22: each province looked
 * through every unit and every character, a fortieth of a busy season): the first unit holding
 * each space, in the state's order as `army` finds it, and the characters by space.
 */
interface Standing {
  armies: Map<SpaceId, UnitState>;
  characters: Map<SpaceId, CharacterState[]>;
}

function standing(map: GameMap, state: GameState): Standing {
  const armies = new Map<SpaceId, UnitState>();
  for (const u of state.units) if (!armies.has(u.space) && holds(map, state, u)) armies.set(u.space, u);
  const characters = new Map<SpaceId, CharacterState[]>();
  for (const c of state.characters) {
    if (c.space === null) continue;
    const here = characters.get(c.space);
    if (here) here.push(c);
    else characters.set(c.space, [c]);
  }
  return { armies, characters };
}

/** The owner of a province's citadels: the one owner of those held (neutral ones do not count), else none. */
function citadelsOwner(state: GameState, citadels: readonly SpaceId[]): PowerId | undefined {
  const owners = new Set(citadels.map((c) => state.control[c]).filter((p): p is PowerId => p !== undefined));
  return owners.size === 1 ? [...owners][0] : undefined;
}

/** A player's own diadochus or epigone standing free and alone in `id` (in play, no prisoner, with no unit). */
function freeLeaderHere(state: GameState, c: CharacterState, id: SpaceId): boolean {
  if (c.space !== id || c.dead || c.waiting || c.prisonerOf || c.with || !c.of) return false;
  const power = state.powers.find((p) => p.id === c.of);
  return power?.diadochus === c.id || power?.epigone === c.id;
}

/** Who controls province `id` now, given who stands in it; `undefined`: neutral. */
export function provinceController(map: GameMap, state: GameState, id: SpaceId, noControl: NoControl = new Map(), here?: Standing): PowerId | undefined {
  const prov = province(map, id);
  if (!prov || prov.offboard) return state.control[id];
  const unit = here ? here.armies.get(id) : army(map, state, id);
  const takes = (p: PowerId) => isLivePlayer(state, p) && !noControl.get(p)?.has(id);
  if (prov.citadels.length > 0) {
    const owner = citadelsOwner(state, prov.citadels);
    if (!unit || unit.power === owner) return owner;
    return isLivePlayer(state, unit.power) ? unit.power : undefined;
  }
  if (unit) {
    if (!isLivePlayer(state, unit.power)) return undefined;
    return takes(unit.power) ? unit.power : state.control[id];
  }
  const sides = new Set((here ? here.characters.get(id) ?? [] : state.characters).filter((c) => freeLeaderHere(state, c, id)).map((c) => c.of!).filter(takes));
  return sides.size === 1 ? [...sides][0] : state.control[id];
}

/** The rule that decides a province's control, for the record. */
export function controlRule(map: GameMap, id: SpaceId): string {
  const citadels = province(map, id)?.citadels.length ?? 0;
  return rulebook(map).policies.military.controlRule(citadels);
}

/** Recomputes the control of every province from who stands in it; returns the changes. */
export function updateControl(map: GameMap, state: GameState, noControl: NoControl = new Map()): ControlChange[] {
  const changes: ControlChange[] = [];
  // Only `state.control` changes below: who stands where is read once.
  const here = standing(map, state);
  for (const p of map.provinces) {
    const before = state.control[p.id];
    const after = provinceController(map, state, p.id, noControl, here);
    if (after === before) continue;
    if (after === undefined) delete state.control[p.id];
    else state.control[p.id] = after;
    changes.push({ space: p.id, ...(before ? { from: before } : {}), ...(after ? { to: after } : {}), rule: controlRule(map, p.id) });
  }
  return changes;
}
