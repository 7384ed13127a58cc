/**
 * Control of provinces and citadels (`diadoques ch. 11e`; diadokhoi, which has no chapter on it,
 * follows the same rules with its own additions — decisions.md):
 * - a citadel stays its owner's even without a garrison (`diadoques §11e.1`); it changes hands
 *   only by siege, corruption, opened gates, events or elimination (other layers);
 * - a province without citadel belongs to the last player whose army, diadochus or epigone
 *   occupied it, unless he ordered not to take it (`diadoques §11e.2`, `§9c.10`); in diadokhoi
 *   fleets also take coastal provinces (`diadokhoi §4.2.2`, `§3.2.4`) and a personage may
 *   take the province he is in, but need not (`diadokhoi §7.6.3`);
 * - a province with citadel(s) belongs to their owner unless an enemy army stands in it; the
 *   owner gets it back once it is evacuated (`diadoques §11e.3`);
 * - a province with two citadels is neutral if they have different owners (barring an army);
 *   if one is neutral, it belongs to the other's owner (`diadoques §11e.4`).
 * A neutral (revolt, auction) army on a province makes it neutral (`diadoques §14d.10`).
 */
import { citadel, province } from '../map/graph.ts';
import type { GameState, PowerId, SpaceId, UnitState } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import { ev, isLivePlayer, mapFor, rid } from '../economy/common.ts';
import type { LayerEvent } from '../economy/common.ts';
import { freeLeaders } from './characters.ts';

export interface ControlOptions {
  /** Provinces each power ordered not to take (`diadoques §9c.10`). */
  noControl?: Record<PowerId, SpaceId[]>;
}

/** The unit standing on a province's open field (not in its citadels). */
function occupant(state: GameState, id: SpaceId): UnitState | undefined {
  return state.units.find((u) => u.space === id && !u.transit);
}

/** Does this unit take provinces? Armies; in diadokhoi also fleets on a coast (`diadokhoi §4.2.2`). */
function takesProvinces(state: GameState, u: UnitState): boolean {
  return !isSeaType(u.type) || state.ruleset === 'diadokhoi';
}

function ownerFromCitadels(state: GameState, citadels: SpaceId[]): PowerId | undefined {
  const owners = new Set(citadels.map((c) => state.control[c]).filter((p): p is PowerId => p !== undefined));
  return owners.size === 1 ? [...owners][0] : undefined;
}

/** Who controls a province now, given the occupants; `undefined`: neutral. */
export function provinceController(state: GameState, id: SpaceId, o: ControlOptions = {}): PowerId | undefined {
  const map = mapFor(state);
  const prov = province(map, id);
  if (!prov || prov.offboard) return state.control[id];
  const army = occupant(state, id);
  const refuses = (p: PowerId) => (o.noControl?.[p] ?? []).includes(id);
  if (prov.citadels.length > 0) {
    if (army && takesProvinces(state, army)) {
      if (!isLivePlayer(state, army.power)) return undefined;
      const owner = ownerFromCitadels(state, prov.citadels);
      if (army.power !== owner) return army.power;
    }
    return ownerFromCitadels(state, prov.citadels);
  }
  if (army && takesProvinces(state, army)) {
    if (!isLivePlayer(state, army.power)) return undefined;
    return refuses(army.power) ? state.control[id] : army.power;
  }
  const leaders = state.characters.filter((c) => c.space === id && !c.dead && !c.with && c.of && freeLeaders(state, c.of).includes(c));
  const powers = new Set(leaders.map((c) => c.of!).filter((p) => isLivePlayer(state, p) && !refuses(p)));
  if (powers.size === 1) return [...powers][0];
  return state.control[id];
}

/**
 * Recomputes the control of every province from the occupants (`diadoques ch. 11e`), after
 * moves, corruption, purchases, disbands or revolts; returns one event per change.
 */
export function updateControl(state: GameState, o: ControlOptions = {}): LayerEvent[] {
  const events: LayerEvent[] = [];
  const rule = rid(state, 'diadoques §11e.2', 'diadokhoi §3.2.4');
  for (const prov of mapFor(state).provinces) {
    const before = state.control[prov.id];
    const after = provinceController(state, prov.id, o);
    if (before === after) continue;
    if (after === undefined) delete state.control[prov.id];
    else state.control[prov.id] = after;
    const r = prov.citadels.length > 0 ? rid(state, prov.citadels.length > 1 ? 'diadoques §11e.4' : 'diadoques §11e.3', 'diadokhoi §3.2.4') : rule;
    events.push(ev('control', r, `${prov.id} passes from ${before ?? 'neutral'} to ${after ?? 'neutral'}.`, { space: prov.id, from: before ?? null, to: after ?? null }));
  }
  return events;
}

/** Sets a citadel's controller (siege, corruption, gates, auction, elimination), then its province's. */
export function setCitadelControl(state: GameState, id: SpaceId, to: PowerId | undefined, rule: string, why: string): LayerEvent[] {
  const before = state.control[id];
  if (before === to) return [];
  if (to === undefined) delete state.control[id];
  else state.control[id] = to;
  const events = [ev('control', rule, `${id} passes from ${before ?? 'neutral'} to ${to ?? 'neutral'} (${why}).`, { space: id, from: before ?? null, to: to ?? null })];
  const prov = citadel(mapFor(state), id)?.province;
  if (prov) {
    const p = provinceController(state, prov);
    if (p !== state.control[prov]) {
      const was = state.control[prov];
      if (p === undefined) delete state.control[prov];
      else state.control[prov] = p;
      events.push(ev('control', rid(state, 'diadoques §11e.3', 'diadokhoi §3.2.4'), `${prov} passes from ${was ?? 'neutral'} to ${p ?? 'neutral'}.`, { space: prov, from: was ?? null, to: p ?? null }));
    }
  }
  return events;
}

/**
 * A unit changes side (corruption, purchase): its citadel, and its province if the unit
 * stands on it, change side at once (`diadoques §9b.12`, `§11b.7`).
 */
export function controlFollowsUnit(state: GameState, u: UnitState, rule: string): LayerEvent[] {
  const map = mapFor(state);
  if (citadel(map, u.space)) return setCitadelControl(state, u.space, isLivePlayer(state, u.power) ? u.power : undefined, rule, `its garrison changed side`);
  const prov = province(map, u.space);
  if (!prov || !takesProvinces(state, u)) return [];
  const before = state.control[u.space];
  const after = isLivePlayer(state, u.power) ? u.power : prov.citadels.length > 0 ? provinceController(state, u.space) : undefined;
  if (before === after) return [];
  if (after === undefined) delete state.control[u.space];
  else state.control[u.space] = after;
  return [ev('control', rule, `${u.space} passes from ${before ?? 'neutral'} to ${after ?? 'neutral'}.`, { space: u.space, from: before ?? null, to: after ?? null })];
}
