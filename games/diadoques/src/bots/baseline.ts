/**
 * A baseline bot for Les Diadoques and Diadokhoi: a player like any other, it reads only its
 * own view and writes orders in the ruleset's notation. It is deliberately simple and
 * legal-minded:
 * - on the first turn it spreads the units of the start province (`diadoques §12.6`,
 *   `diadokhoi §6.3.53`);
 * - a unit held by the weather holds; a besieger goes on (A2/Bsg2);
 * - a unit next to a citadel it does not hold besieges it, unless the garrison is stronger
 *   (`diadoques §9a.24`) or it would begin in autumn where it has no supply (`diadoques §11a.3`);
 * - a unit next to its own besieged port citadel resupplies it (`diadoques §9a.33`);
 * - the others march on the nearest major citadel (`diadoques §3.3`), attacking only weaker
 *   units or with support, never into storms or floods, never ending autumn without supply
 *   (`diadoques §11a.3`);
 * - idle units support attacks; diadoques units carry retreat lists (`diadoques §9a.43`);
 * - in the diadokhoi retreat step it retreats towards its targets — in autumn where it can
 *   winter first — else disbands.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import { accessSeas, bordersBetween, citadel, mountainBlocksSupport, neighbours, portsOnSea, province, space as spaceOf } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import { rulebook } from '../rulebook/index.ts';
import type { GameMap } from '../map/types.ts';
import { orderMark } from '../rules/marks.ts';
import { printOrder } from '../vocabulary/military/print.ts';
import type { UnitOrder, UnitOrderBody } from '../vocabulary/military/types.ts';
import { frozenUnitIndex } from '../rules/state.ts';
import type { GameState, PowerId, SpaceId, UnitState } from '../rules/state.ts';
import { isSeaType, unitStrength } from '../rules/units.ts';
import { barred, stuck, supportBarred, weatherOf } from '../rules/weather.ts';
import type { WeatherView } from '../rules/weather.ts';
import { compareIds } from './ids.ts';

/**
 * What the bot reads: the parts of a player's view it needs. The game definition's
 * `view(state, power)` returns at least these (other players' treasuries may be hidden).
 */
export type BotView = Pick<GameState, 'ruleset' | 'year' | 'season' | 'firstTurn' | 'units' | 'characters' | 'control' | 'sieges' | 'weather' | 'neutralForces' | 'powers'> &
  Partial<Pick<GameState, 'phase' | 'retreats' | 'treasury' | 'ext' | 'counterCorruption' | 'treasures' | 'nextUnit'>>;

export interface Ctx {
  map: GameMap;
  view: BotView;
  state: GameState;
  power: PowerId;
  w: WeatherView;
  dice: Dice;
}

/**
 * The bot's own dice, seeded by `seed`, made when first read (issue 22: seeding hashes the seed
 * with sha256, a fiftieth of a whole six-bot game, for orders that mostly roll nothing).
 */
export function withDice(c: Omit<Ctx, 'dice'>, seed: string): Ctx {
  let dice: Dice | undefined;
  return Object.defineProperty(c, 'dice', { get: () => (dice ??= new Dice(rngFromSeed(seed))), enumerable: true }) as Ctx;
}

export interface Plan {
  unit: UnitState;
  body: UnitOrderBody;
}

export const moverOf = (u: Pick<UnitState, 'type'>) => (isSeaType(u.type) ? 'fleet' : 'army');

/** The view completed into a state-shaped object, for the shared helpers (strength, weather). */
export function asState(view: BotView): GameState {
  return { phase: 'orders', retreats: [], treasury: {}, treasures: {}, counterCorruption: {}, nextUnit: 1, ext: {}, ...view } as GameState;
}

/** The first unit standing (not under way) in `s`, in the view's order. */
export function unitAt(c: Ctx, s: SpaceId): UnitState | undefined {
  const units = c.view.units;
  // Issue 22: looked up for every step of every unit the bot plans; a frozen view (the whole
  // game's) is indexed once, shared by the bots of a step.
  const index = frozenUnitIndex(units, standing, (u) => (u.transit ? undefined : u.space));
  return index ? index.get(s) : units.find((u) => u.space === s && !u.transit);
}

const standing = new WeakMap<readonly UnitState[], Map<SpaceId, UnitState>>();

/**
 * The spaces a unit may step to (each once, its first coast), by map, mover and position: the
 * map's data alone decides them, so they are listed once (issue 22: asked for every own unit
 * again for each move the bot weighs). Read only.
 */
export function steps(c: Ctx, u: UnitState): readonly { to: SpaceId; coast?: string }[] {
  let byPosition = stepLists.get(c.map);
  if (!byPosition) stepLists.set(c.map, (byPosition = new Map()));
  const mover = moverOf(u);
  const key = `${mover}|${u.space}|${u.coast ?? ''}`;
  let list = byPosition.get(key);
  if (!list) {
    const from = u.coast ? { space: u.space, coast: u.coast } : u.space;
    const out = new Map<string, { to: SpaceId; coast?: string }>();
    for (const s of neighbours(c.map, from, mover)) {
      const key = s.to;
      if (!out.has(key)) out.set(key, Object.freeze({ to: s.to, ...(s.coast ? { coast: s.coast } : {}) }));
    }
    byPosition.set(key, (list = Object.freeze([...out.values()])));
  }
  return list;
}

const stepLists = new WeakMap<GameMap, Map<string, readonly { to: SpaceId; coast?: string }[]>>();

export function supplied(c: Ctx, space: SpaceId): boolean {
  const p = province(c.map, space);
  if (!p) return true;
  return p.supply === 'yes' || (p.supply === 'citadel' && p.citadels.some((x) => c.view.control[x] === c.power));
}

/** May the unit step there this season (weather, citadels it does not hold, off-board, neutral-only spaces)? */
export function enterable(c: Ctx, u: UnitState, to: SpaceId): boolean {
  const s = spaceOf(c.map, to);
  if (!s) return false;
  if (s.kind === 'land' && s.offboard) return false;
  if (s.kind === 'citadel' && c.view.control[to] !== c.power) return false;
  if (barred(c.map, c.w, u.space, to, moverOf(u))) return false;
  if ((c.view.weather.blocked ?? []).includes(to)) return false;
  if (c.view.season === 'autumn' && !isSeaType(u.type) && s.kind === 'land' && !supplied(c, to)) return false;
  return true;
}

/** The map's citadels, majors then minors, each by name: sorted once per map (issue 22). */
const citadelOrder = new WeakMap<GameMap, GameMap['citadels']>();

/** Citadels worth taking, best first: enemy and neutral majors, then minors (filtering the sorted list keeps its order). */
export function targets(c: Ctx): SpaceId[] {
  let order = citadelOrder.get(c.map);
  if (!order) citadelOrder.set(c.map, (order = [...c.map.citadels].sort((a, b) => Number(a.rank === 'minor') - Number(b.rank === 'minor') || a.id.localeCompare(b.id))));
  return order.filter((x) => c.view.control[x.id] !== c.power).map((x) => x.id);
}

export function siegePositions(c: Ctx, citadelId: SpaceId, sea: boolean): SpaceId[] {
  const cit = citadel(c.map, citadelId);
  if (!cit) return [];
  if (!sea) return [cit.province];
  if (!cit.port) return [];
  // A fleet besieges from the citadel's own province (`diadokhoi §6.3.31`) or from the seas of its access arrows (`diadoques §9a.22`).
  if (rulebook(c.map).policies.military.fleetSiegeFrom === 'own-province') return [cit.province];
  return accessSeas(c.map, citadelId);
}

export function besiegeable(c: Ctx, u: UnitState): SpaceId[] {
  const s = spaceOf(c.map, u.space);
  if (!s) return [];
  const sea = isSeaType(u.type);
  const fromProvince = rulebook(c.map).policies.military.fleetSiegeFrom === 'own-province';
  if (s.kind === 'land') return sea ? (fromProvince ? s.citadels.filter((x) => citadel(c.map, x)?.port) : []) : [...s.citadels];
  if (s.kind === 'sea' && sea && !fromProvince) return portsOnSea(c.map, s.id);
  return [];
}

/**
 * Distance maps already walked, by map, mover and goals (issue 22: six bots a season walk the
 * map from nearly the same citadels). Shared and read only; a few hundred kept per map.
 */
const walked = new WeakMap<GameMap, Map<string, Distances>>();
const WALKS_KEPT = 256;

/**
 * How far each space is from the places to besiege the bot's targets from, for armies and
 * fleets. Issue 22: the six bots of a step each listed their targets and looked their walks up
 * under a key naming every goal; a frozen view (the whole game's, `frozenBotViews`) cannot
 * change, so the answer is kept by its control table and power.
 */
export function targetDistances(c: Ctx): Record<'army' | 'fleet', Distances> {
  const control = c.view.control;
  const frozen = Object.isFrozen(control);
  const hit = frozen ? distancesByControl.get(control)?.get(c.power) : undefined;
  if (hit && hit.map === c.map) return hit.dists;
  const goals = targets(c);
  const dists = {
    army: distancesTo(c, goals.flatMap((t) => siegePositions(c, t, false)), 'army'),
    fleet: distancesTo(c, goals.flatMap((t) => siegePositions(c, t, true)), 'fleet'),
  };
  if (frozen) {
    let byPower = distancesByControl.get(control);
    if (!byPower) distancesByControl.set(control, (byPower = new Map()));
    byPower.set(c.power, { map: c.map, dists });
  }
  return dists;
}

const distancesByControl = new WeakMap<object, Map<PowerId, { map: GameMap; dists: Record<'army' | 'fleet', Distances> }>>();

/** Breadth-first distance map from a set of goal spaces, for the unit's kind (a map's data alone decides it). */
export function distancesTo(c: Ctx, goals: SpaceId[], mover: 'army' | 'fleet'): Distances {
  let kept = walked.get(c.map);
  if (!kept) walked.set(c.map, (kept = new Map()));
  const key = `${mover}:${goals.join(',')}`;
  let dist = kept.get(key);
  if (!dist) {
    if (kept.size >= WALKS_KEPT) kept.clear();
    kept.set(key, (dist = walk(c.map, goals, mover)));
  }
  return dist;
}

/**
 * The map as the walks see it, by mover: every space numbered, and from each the numbers of the
 * spaces a step leads to (never into a citadel), in `neighbours` order. Issue 22: each walk
 * looked every step up by its key and kept its distances in a map keyed by name, a thirtieth
 * of a Diadokhoi game; the walk over numbers gives the same distances.
 */
interface WalkGraph {
  number: ReadonlyMap<SpaceId, number>;
  next: readonly (readonly number[])[];
}

const walkGraphs = new WeakMap<GameMap, Partial<Record<'army' | 'fleet', WalkGraph>>>();

function walkGraph(map: GameMap, mover: 'army' | 'fleet'): WalkGraph {
  let byMover = walkGraphs.get(map);
  if (!byMover) walkGraphs.set(map, (byMover = {}));
  const hit = byMover[mover];
  if (hit) return hit;
  const ids = [...map.provinces, ...map.seas, ...map.citadels].map((x) => x.id);
  const number = new Map<SpaceId, number>();
  for (const id of ids) if (!number.has(id)) number.set(id, number.size);
  const next: number[][] = [...number.keys()].map((id) => {
    const out: number[] = [];
    for (const n of neighbours(map, id, mover)) {
      const k = number.get(n.to);
      if (k !== undefined && spaceOf(map, n.to)?.kind !== 'citadel') out.push(k);
    }
    return out;
  });
  return (byMover[mover] = { number, next });
}

/** Distances of a walk, by space (read only): `undefined` where the walk did not reach. */
export interface Distances {
  get(space: SpaceId): number | undefined;
}

/** A walk's distances, one number per space of its graph (−1: not reached). */
class WalkDistances implements Distances {
  constructor(
    private readonly graph: WalkGraph,
    private readonly d: Int16Array,
  ) {}

  get(space: SpaceId): number | undefined {
    const k = this.graph.number.get(space);
    if (k === undefined) return undefined;
    const d = this.d[k]!;
    return d < 0 ? undefined : d;
  }
}

/** Breadth-first from the goals, at most 39 steps: the distance of each space reached. */
function walk(map: GameMap, goals: SpaceId[], mover: 'army' | 'fleet'): Distances {
  const graph = walkGraph(map, mover);
  const dist = new Int16Array(graph.next.length).fill(-1);
  let frontier: number[] = [];
  for (const g of goals) {
    const k = graph.number.get(g);
    if (k === undefined) continue;
    dist[k] = 0;
    frontier.push(k);
  }
  for (let d = 1; frontier.length > 0 && d < 40; d++) {
    const next: number[] = [];
    for (const k of frontier) {
      for (const n of graph.next[k]!) {
        if (dist[n]! >= 0) continue;
        dist[n] = d;
        next.push(n);
      }
    }
    frontier = next;
  }
  return new WalkDistances(graph, dist);
}

export function strength(c: Ctx, u: UnitState): number {
  return unitStrength(c.state, u);
}

/** Own units that could support a move into `to` this season (idle candidates). */
export function helpersFor(c: Ctx, to: SpaceId, except: UnitState, units: UnitState[]): number {
  let n = 0;
  for (const h of units) {
    if (h.id === except.id || stuck(c.map, c.w, h.space, moverOf(h))) continue;
    if (steps(c, h).some((s) => s.to === to) && !supportBlocked(c, h, to)) n += strength(c, h);
  }
  return n;
}

function planUnit(c: Ctx, u: UnitState, units: UnitState[], busy: Set<SpaceId>, dest: Set<SpaceId>, dists: Record<'army' | 'fleet', Distances>): Plan {
  const hold: Plan = { unit: u, body: { kind: 'hold' } };
  if (stuck(c.map, c.w, u.space, moverOf(u))) return hold;
  const siege = c.view.sieges.find((s) => s.unit === u.id && s.seasons >= 1 && c.view.control[s.citadel] !== c.power);
  if (siege) {
    busy.add(siege.citadel);
    return { unit: u, body: { kind: 'siege', citadel: siege.citadel, round: 2 } };
  }
  const resupply = besiegeable(c, u).find((x) => c.view.control[x] === c.power && c.view.sieges.some((s) => s.citadel === x && s.power !== c.power && s.from !== u.space));
  if (resupply) return { unit: u, body: { kind: 'resupply', citadel: resupply } };
  if (spaceOf(c.map, u.space)?.kind === 'citadel') return hold;
  // A first siege season cannot take the citadel: begun in autumn where nothing feeds the
  // army, it ends the season unsupplied and revolts (`diadoques §11a.3`, `diadokhoi §3.1.11`).
  const starving = c.view.season === 'autumn' && !isSeaType(u.type) && !supplied(c, u.space);
  for (const x of starving ? [] : besiegeable(c, u)) {
    if (c.view.control[x] === c.power || busy.has(x)) continue;
    const garrison = unitAt(c, x);
    if (garrison && garrison.power !== c.power && strength(c, garrison) > strength(c, u)) continue;
    busy.add(x);
    return { unit: u, body: { kind: 'siege', citadel: x, round: 1 } };
  }
  const dist = dists[moverOf(u)];
  const here = dist.get(u.space) ?? Infinity;
  const options = steps(c, u)
    .filter((s) => enterable(c, u, s.to) && !dest.has(s.to) && spaceOf(c.map, s.to)?.kind !== 'citadel')
    .map((s) => ({ s, d: dist.get(s.to) ?? Infinity }))
    .filter((x) => x.d < here || (here === Infinity && x.d < Infinity))
    .sort((a, b) => a.d - b.d || a.s.to.localeCompare(b.s.to));
  for (const { s } of options) {
    const there = unitAt(c, s.to);
    if (there && there.power === c.power) continue;
    if (there && strength(c, u) + helpersFor(c, s.to, u, units) <= strength(c, there)) continue;
    dest.add(s.to);
    return { unit: u, body: { kind: 'move', to: s.to, ...(s.coast ? { coast: s.coast } : {}) } };
  }
  if (c.view.season === 'autumn' && !isSeaType(u.type) && !supplied(c, u.space)) {
    const out = steps(c, u).find((s) => enterable(c, u, s.to) && !dest.has(s.to) && !unitAt(c, s.to));
    if (out) {
      dest.add(out.to);
      return { unit: u, body: { kind: 'move', to: out.to } };
    }
  }
  return hold;
}

/** First turn: every unit of the start province must end in a space of its own (`diadoques §12.6`). */
export function spreadOut(c: Ctx, units: UnitState[], plans: Plan[], dest: Set<SpaceId>, dists: Record<'army' | 'fleet', Distances>): void {
  const bySpace = new Map<SpaceId, Plan[]>();
  for (const p of plans) bySpace.set(p.unit.space, [...(bySpace.get(p.unit.space) ?? []), p]);
  for (const group of bySpace.values()) {
    const staying = group.filter((p) => p.body.kind !== 'move');
    for (const p of staying.slice(1)) {
      const u = p.unit;
      const dist = dists[moverOf(u)];
      const free = steps(c, u)
        .filter((s) => !dest.has(s.to) && !unitAt(c, s.to) && !barred(c.map, c.w, u.space, s.to, moverOf(u)))
        .filter((s) => spaceOf(c.map, s.to)?.kind !== 'citadel' || c.view.control[s.to] === c.power)
        .sort((a, b) => (dist.get(a.to) ?? 99) - (dist.get(b.to) ?? 99) || a.to.localeCompare(b.to));
      const s = free[0];
      if (!s) continue;
      dest.add(s.to);
      p.body = { kind: 'move', to: s.to, ...(s.coast ? { coast: s.coast } : {}) };
    }
  }
  void units;
}

/**
 * Whether the unit's support into `to` would be refused: across a mountain range without a pass
 * (`diadokhoi §6.3.25`; Les Diadoques too, issue 18 ruling), or by this season's weather — a storm
 * or a flood where it supports, or a border the flood closes to supports (`diadokhoi §6.2.4`,
 * `§3.1.4`; a unit stuck where it stands gives no support at all, `stuck`). The validation refuses
 * such a support, and with it the whole decision that holds it.
 */
export function supportBlocked(c: Ctx, u: UnitState, to: SpaceId): boolean {
  if (bordersBetween(c.map, u.space, to).some(mountainBlocksSupport)) return true;
  return supportBarred(c.map, c.w, u.space, to, moverOf(u)) !== undefined;
}

function addSupports(c: Ctx, plans: Plan[]): void {
  for (const p of plans) {
    if (p.body.kind !== 'hold' || stuck(c.map, c.w, p.unit.space, moverOf(p.unit))) continue;
    if (spaceOf(c.map, p.unit.space)?.kind === 'citadel') continue;
    const reach = new Set(steps(c, p.unit).map((s) => s.to).filter((to) => !supportBlocked(c, p.unit, to)));
    const attack = plans.find((q) => q !== p && q.body.kind === 'move' && reach.has(q.body.to) && unitAt(c, q.body.to) && spaceOf(c.map, q.body.to)?.kind !== 'citadel');
    if (attack && attack.body.kind === 'move') p.body = { kind: 'support', target: { type: attack.unit.type, space: attack.unit.space }, to: attack.body.to };
  }
}

export function retreatList(c: Ctx, u: UnitState): SpaceId[] {
  return steps(c, u)
    .map((s) => s.to)
    .filter((to, i, all) => all.indexOf(to) === i && enterable(c, u, to))
    .sort((a, b) => Number(spaceOf(c.map, b)?.kind === 'citadel') - Number(spaceOf(c.map, a)?.kind === 'citadel') || a.localeCompare(b))
    .slice(0, 4);
}

/** The diadokhoi retreat step: the option nearest a target, else disband (`diadokhoi §6.3.44`, `§6.3.46`). */
export function retreatOrders(c: Ctx): string {
  const lines: string[] = [];
  const own = new Set(c.view.units.filter((u) => u.power === c.power).map((u) => u.id));
  for (const r of c.view.retreats ?? []) {
    if (!own.has(r.unit)) continue;
    const u = c.view.units.find((x) => x.id === r.unit)!;
    const unit = { type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}) };
    const dist = distancesTo(c, targets(c).flatMap((t) => siegePositions(c, t, isSeaType(u.type))), moverOf(u));
    // After autumn's moves a unit retreats where it can winter (`diadokhoi §3.1.11`), then towards its targets.
    const hungry = (o: string) => Number(c.view.season === 'autumn' && !isSeaType(u.type) && !supplied(c, o.split('/')[0]!));
    const near = (o: string) => dist.get(o.split('/')[0]!) ?? 99;
    const pick = [...r.options].sort((a, b) => hungry(a) - hungry(b) || near(a) - near(b) || a.localeCompare(b))[0];
    if (!pick) lines.push(printOrder(c.map, { unit, kind: 'disband' }));
    else {
      const [to, coast] = pick.split('/');
      lines.push(printOrder(c.map, { unit, kind: 'retreat', to: to!, ...(coast ? { coast } : {}) }));
    }
  }
  return lines.join('\n');
}

/**
 * The bot's orders for `power` in the current military season, or its retreat orders in the
 * diadokhoi retreat step. Deterministic for a given view and seed. Winter: see `botWinter`.
 */
export function botOrders(view: BotView, power: PowerId, seed: string): string {
  const map = mapOf(view.ruleset)!;
  const state = asState(view);
  const c = withDice({ map, view, state, power, w: weatherOf(map, state) }, `bot:${seed}:${power}:${view.year}:${view.season}`);
  if (view.phase === 'retreats') return retreatOrders(c);
  if (view.season === 'winter' || view.phase === 'winter' || view.phase === 'over') return '';
  const units = view.units.filter((u) => u.power === power && !u.transit).sort((a, b) => compareIds(a.id, b.id));
  const dists = targetDistances(c);
  const busy = new Set<SpaceId>();
  const dest = new Set<SpaceId>();
  // In autumn the units standing where nothing feeds them choose first: they must get out
  // before the others take the free spaces around them (`diadoques §11a.3`, `diadokhoi §3.1.11`).
  const starving = (u: UnitState) => view.season === 'autumn' && !isSeaType(u.type) && !supplied(c, u.space);
  const planned = new Map([...units.filter(starving), ...units.filter((u) => !starving(u))].map((u) => [u.id, planUnit(c, u, units, busy, dest, dists)]));
  const plans = units.map((u) => planned.get(u.id)!);
  if (view.firstTurn) spreadOut(c, units, plans, dest, dists);
  addSupports(c, plans);
  const lines: string[] = [];
  for (const p of plans) {
    // In a stack the unit is named by its mark too (`diadoques §9a.3`, issue 18 ruling).
    const mark = orderMark(view, p.unit);
    const unit = { type: p.unit.type, ...(mark ? { leader: mark } : {}), space: p.unit.space, ...(p.unit.coast ? { coast: p.unit.coast } : {}) };
    lines.push(printOrder(map, { unit, ...p.body } as UnitOrder));
    // Retreat lists go with the orders where retreats are made in the same resolution (`diadoques §9a.43`).
    if (rulebook(map).policies.military.retreats === 'lists' && !view.firstTurn) {
      const re = retreatList(c, p.unit);
      if (re.length > 0) lines.push(printOrder(map, { unit, kind: 'retreats', to: re }));
    }
  }
  return lines.join('\n');
}
