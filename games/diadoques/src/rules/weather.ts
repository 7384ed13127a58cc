/**
 * Storms, floods and blocked spaces, as the state's `weather` flags say (events set them;
 * this layer only honours them):
 * - diadoques: units and characters in a storm (`diadoques §14b.1`) or in a flooded province
 *   (`diadoques §14c.2`) execute no order; nobody enters such a space (`diadoques §14b.2`,
 *   `§14c.2`); a border the flooded river runs end to end is closed to moves, supports and
 *   retreats (`diadoques §14c.1`, `§9a.7`);
 * - diadokhoi: a sea storm stops fleets' moves, supports and convoys from or into the sea
 *   (`diadokhoi §6.2.4`); a snow or sand storm stops armies' moves and supports from or into
 *   the province, characters still leave (`diadokhoi §6.2.5`); a flooded river closes its
 *   borders to armies, flooded provinces are blocked (`diadokhoi §6.2.6`); the two detour
 *   borders stay open but carry no support (`diadokhoi §3.1.4`).
 */
import { bordersClosedByFlood, bordersWithoutSupportInFlood, floodedBy, space as spaceOfMap } from '../map/graph.ts';
import type { Border, GameMap, SpaceId } from '../map/types.ts';
import type { GameState } from './state.ts';
import { rulebook } from '../rulebook/index.ts';

export interface WeatherView {
  /** Spaces in a storm. */
  storm: Set<SpaceId>;
  /** Provinces under water. */
  flooded: Set<SpaceId>;
  blocked: Set<SpaceId>;
  /** Borders closed to moves and supports (`a|b`, both ways). */
  closed: Set<string>;
  /** Borders crossed by moves but not by supports (diadokhoi detours). */
  noSupport: Set<string>;
}

const pair = (a: SpaceId, b: SpaceId) => `${a}|${b}`;

/**
 * The season's weather as sets, by map and by what the weather lists (issue 22: the bots and the
 * rules asked it again for every unit they looked at, each time walking the map's borders for
 * the floods). Shared: no reader changes the sets. A few kept per map.
 */
const weathers = new WeakMap<GameMap, Map<string, WeatherView>>();
const WEATHERS_KEPT = 64;

export function weatherOf(map: GameMap, state: GameState): WeatherView {
  const w = state.weather ?? { floods: [], storms: [], blocked: [] };
  const key = `${w.floods.join(',')}|${(w.storms ?? []).join(',')}|${(w.blocked ?? []).join(',')}`;
  let kept = weathers.get(map);
  if (!kept) weathers.set(map, (kept = new Map()));
  let view = kept.get(key);
  if (!view) {
    if (kept.size >= WEATHERS_KEPT) kept.clear();
    kept.set(key, (view = weatherSets(map, w)));
  }
  return view;
}

function weatherSets(map: GameMap, w: NonNullable<GameState['weather']>): WeatherView {
  const closed = new Set<string>();
  const noSupport = new Set<string>();
  const flooded = new Set<SpaceId>();
  const mark = (set: Set<string>, b: Border) => {
    set.add(pair(b.a, b.b));
    set.add(pair(b.b, b.a));
  };
  for (const river of w.floods) {
    for (const b of bordersClosedByFlood(map, river)) mark(closed, b);
    for (const b of bordersWithoutSupportInFlood(map, river)) mark(noSupport, b);
    for (const p of floodedBy(map, river)) flooded.add(p);
  }
  return { storm: new Set(w.storms), flooded, blocked: new Set(w.blocked), closed, noSupport };
}

export type Mobile = 'army' | 'fleet' | 'character';

/** Whether the storm of this space hits this kind of mover (diadokhoi storms hit armies or fleets only). */
export function stormHits(map: GameMap, w: WeatherView, space: SpaceId, mover: Mobile): boolean {
  if (!w.storm.has(space)) return false;
  if (rulebook(map).policies.weather.hits === 'every-mover') return true;
  const s = spaceOfMap(map, space);
  if (s?.kind === 'sea') return mover !== 'army';
  return mover === 'army';
}

/** Why this mover may not act where it stands this season (`undefined`: it may). */
export function stuck(map: GameMap, w: WeatherView, space: SpaceId, mover: Mobile): { reason: string; rule: string } | undefined {
  const book = rulebook(map);
  const everyMover = book.policies.weather.hits === 'every-mover';
  if (stormHits(map, w, space, mover) && (everyMover || mover !== 'character')) return { reason: 'storm', rule: spaceOfMap(map, space)?.kind === 'sea' ? book.rules.stormStuckSea : book.rules.stormStuck };
  if (w.flooded.has(space) && (everyMover || mover === 'army')) return { reason: 'flood', rule: book.rules.flood };
  if (w.blocked.has(space)) return { reason: 'blocked', rule: book.rules.stormStuck };
  return undefined;
}

/** Why this mover may not cross from `from` into `to` this season. */
export function barred(map: GameMap, w: WeatherView, from: SpaceId, to: SpaceId, mover: Mobile): { reason: string; rule: string } | undefined {
  const book = rulebook(map);
  const everyMover = book.policies.weather.hits === 'every-mover';
  if (stormHits(map, w, to, mover)) return { reason: 'storm', rule: spaceOfMap(map, to)?.kind === 'sea' ? book.rules.stormEnterSea : book.rules.stormEnter };
  if (w.flooded.has(to) && (everyMover || mover === 'army')) return { reason: 'flood', rule: book.rules.flood };
  if (w.closed.has(pair(from, to)) && (everyMover || mover === 'army')) return { reason: 'flood', rule: book.rules.floodCrossing };
  if (w.blocked.has(to)) return { reason: 'blocked', rule: book.rules.stormEnter };
  return undefined;
}

/** Why a support from `from` into `into` is refused by the weather. */
export function supportBarred(map: GameMap, w: WeatherView, from: SpaceId, into: SpaceId, mover: Mobile): { reason: string; rule: string } | undefined {
  const hit = barred(map, w, from, into, mover);
  if (hit) return hit;
  if (w.noSupport.has(pair(from, into))) return { reason: 'flood', rule: 'diadokhoi §3.1.4' };
  return undefined;
}
