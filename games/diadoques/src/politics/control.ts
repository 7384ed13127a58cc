/**
 * Control of provinces and citadels for the political layer (`diadoques ch. 11e`; diadokhoi,
 * which has no chapter on it, follows the same rules with its own additions — decisions.md).
 * Who controls a province is decided in one place, the military layer's `rules/control.ts`
 * (also run at the end of every military season); this module applies it after the political
 * steps (corruption, purchases, disbands, revolts, successions), as events, and changes the
 * hands of citadels (siege, corruption, opened gates, events, elimination: `setCitadelControl`).
 */
import { citadel, province } from '../map/graph.ts';
import { provinceController as controllerOf, controlRule, takesProvinces, updateControl as updateProvinces } from '../rules/control.ts';
import type { GameState, PowerId, SpaceId, UnitState } from '../rules/state.ts';
import { ev, isLivePlayer, mapFor } from '../economy/common.ts';
import type { LayerEvent } from '../economy/common.ts';

export interface ControlOptions {
  /** Provinces each power ordered not to take (`diadoques §9c.10`). */
  noControl?: Record<PowerId, SpaceId[]>;
}

const noControlOf = (o: ControlOptions) => new Map(Object.entries(o.noControl ?? {}).map(([p, spaces]) => [p, new Set(spaces)]));

/** Who controls a province now, given the occupants; `undefined`: neutral. */
export function provinceController(state: GameState, id: SpaceId, o: ControlOptions = {}): PowerId | undefined {
  return controllerOf(mapFor(state), state, id, noControlOf(o));
}

/**
 * Recomputes the control of every province from the occupants (`diadoques ch. 11e`), after
 * moves, corruption, purchases, disbands or revolts; returns one event per change.
 */
export function updateControl(state: GameState, o: ControlOptions = {}): LayerEvent[] {
  return updateProvinces(mapFor(state), state, noControlOf(o)).map((c) =>
    ev('control', c.rule, `${c.space} passes from ${c.from ?? 'neutral'} to ${c.to ?? 'neutral'}.`, { space: c.space, from: c.from ?? null, to: c.to ?? null }),
  );
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
      events.push(ev('control', controlRule(mapFor(state), prov), `${prov} passes from ${was ?? 'neutral'} to ${p ?? 'neutral'}.`, { space: prov, from: was ?? null, to: p ?? null }));
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
  if (!prov || !takesProvinces(map, u)) return [];
  const before = state.control[u.space];
  const after = isLivePlayer(state, u.power) ? u.power : prov.citadels.length > 0 ? provinceController(state, u.space) : undefined;
  if (before === after) return [];
  if (after === undefined) delete state.control[u.space];
  else state.control[u.space] = after;
  return [ev('control', rule, `${u.space} passes from ${before ?? 'neutral'} to ${after ?? 'neutral'}.`, { space: u.space, from: before ?? null, to: after ?? null })];
}
