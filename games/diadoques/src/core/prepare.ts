import { chainExists, necessaryFleets, reachesSpace, routeLinks, spaceOfRef } from './geography.ts';
import type { ConvoyFleet, Geography } from './geography.ts';
import type { AdjudicationRules, IllegalCode, Order, RegionId, SpaceId, Unit } from './types.ts';

/**
 * Before resolution every order is checked once, knowing the board but not the other orders
 * (DATC 4.E.1): an illegal order is ignored and its unit holds. Then each unit gets the ONE
 * thing it does this season (an "act"), and supports and convoys are matched to what they help.
 */

/** How a move travels: over land, by convoy, or (1971) by convoy only if the convoy gets through. */
export type Travel = 'land' | 'convoy' | 'either';

export interface Act {
  unit: Unit;
  space: SpaceId;
  kind: 'hold' | 'move' | 'support' | 'convoy';
  /** Index of the submitted order this act carries out; -1 for an implicit hold. */
  orderIndex: number;
  cuttable?: boolean;
  // move
  dest?: SpaceId;
  destRegion?: RegionId;
  travel?: Travel;
  /** Explicit route: act indexes of the fleets, in order. */
  route?: number[];
  // support
  /** Act index of the supported unit. */
  target?: number;
  into?: SpaceId;
  /** The support (or convoy) matches what its target does. */
  matched?: boolean;
  // convoy
  from?: SpaceId;
}

export interface Verdict {
  illegal?: IllegalCode;
  detail?: string;
  /** Act index of the ordered unit, when found. */
  act?: number;
}

export interface Prepared {
  geo: Geography;
  rules: AdjudicationRules;
  orders: readonly Order[];
  acts: Act[];
  verdicts: Verdict[];
  occupant: Map<SpaceId, number>;
  /** Legal moves into each space. */
  movesInto: Map<SpaceId, number[]>;
  /** Matched supports of each act. */
  supportsOf: number[][];
  /** Matched convoys of each move. */
  convoysOf: number[][];
}

export function prepare(geo: Geography, units: readonly Unit[], orders: readonly Order[], rules: AdjudicationRules): Prepared {
  const ctx = context(geo, units, rules);
  const verdicts = orders.map((o) => check(ctx, o));
  chooseActs(ctx, orders, verdicts);
  decideTravel(ctx, orders);
  return link(ctx, orders, verdicts);
}

/** The legality of each order on its own (DATC 4.E.1), without choosing or matching anything. */
export function judge(geo: Geography, units: readonly Unit[], orders: readonly Order[], rules: AdjudicationRules): Verdict[] {
  const ctx = boardContext(geo, units, rules);
  return orders.map((o) => check(ctx, o));
}

/**
 * The checks' context: the board half kept for a frozen list of frozen units on one geography,
 * which cannot change (issue 22: the Diadochi validator checks each player's orders against the
 * same units, shared frozen by `rules/board.ts`). The checks only read the acts, and the
 * necessary fleets they remember depend on the board alone; the rules are the caller's.
 */
function boardContext(geo: Geography, units: readonly Unit[], rules: AdjudicationRules): Ctx {
  if (!Object.isFrozen(units) || !units.every((u) => Object.isFrozen(u))) return context(geo, units, rules);
  let base = contexts.get(units);
  if (base?.geo !== geo) contexts.set(units, (base = context(geo, units, {})));
  return { geo, rules, acts: base.acts, occupant: base.occupant, fleets: base.fleets, routes: base.routes };
}

const contexts = new WeakMap<readonly Unit[], Ctx>();

function context(geo: Geography, units: readonly Unit[], rules: AdjudicationRules): Ctx {
  const acts: Act[] = [];
  const occupant = new Map<SpaceId, number>();
  for (const unit of units) {
    const space = geo.spaceOf(unit.region);
    if (space === undefined) throw new Error(`unit in unknown region ${unit.region}`);
    if (occupant.has(space)) throw new Error(`two units in space ${space}`);
    occupant.set(space, acts.length);
    acts.push({ unit, space, kind: 'hold', orderIndex: -1 });
  }
  const fleets: ConvoyFleet[] = units.filter((u) => geo.canConvoy(u.kind, u.region)).map((u) => ({ region: u.region, kind: u.kind }));
  return { geo, rules, acts, occupant, fleets, routes: new Map() };
}

interface Ctx {
  geo: Geography;
  rules: AdjudicationRules;
  acts: Act[];
  occupant: Map<SpaceId, number>;
  fleets: ConvoyFleet[];
  /** Necessary fleets by `from>to`, computed once per pair. */
  routes: Map<string, Set<RegionId>>;
}

/** Issue 22: fields set one by one (a literal of spreads costs about a microsecond in Node 20); the same fields in the same order. */
function illegal(code: IllegalCode, act?: number, detail?: string): Verdict {
  const v: Verdict = { illegal: code };
  if (act !== undefined) v.act = act;
  if (detail) v.detail = detail;
  return v;
}

function check(ctx: Ctx, order: Order): Verdict {
  const space = spaceOfRef(ctx.geo, order.unit);
  if (space === undefined) return illegal('unknown-region');
  const act = ctx.occupant.get(space);
  if (act === undefined) return illegal('no-unit');
  if (ctx.acts[act]!.unit.power !== order.power) return illegal('not-own-unit', act);
  const why = order.kind === 'move' ? checkMove(ctx, act, order) : order.kind === 'support' ? checkSupport(ctx, act, order) : order.kind === 'convoy' ? checkConvoy(ctx, act, order) : undefined;
  if (!why) return { act };
  // `{ ...why, act }` (`why` never has an `act`: `illegal` is called without one here).
  const v: Verdict = { illegal: why.illegal };
  if (why.detail !== undefined) v.detail = why.detail;
  v.act = act;
  return v;
}

/** The region a move aims at: the named region, or the only one of the named space the unit can reach. */
function destinationRegion(geo: Geography, unit: Unit, to: RegionId): RegionId {
  if (geo.spaceOf(to) !== undefined) return to;
  const regions = geo.regionsOf(to);
  return regions.find((r) => geo.adjacent(unit.kind, unit.region, r)) ?? regions[0] ?? to;
}

function checkMove(ctx: Ctx, act: number, order: Extract<Order, { kind: 'move' }>): Verdict | undefined {
  const { geo } = ctx;
  const { unit, space } = ctx.acts[act]!;
  const dest = spaceOfRef(geo, order.to);
  if (dest === undefined) return illegal('unknown-region');
  if (dest === space) return illegal('same-space');
  const direct = geo.adjacent(unit.kind, unit.region, destinationRegion(geo, unit, order.to));
  const wantsConvoy = order.viaConvoy === true || order.route !== undefined;
  if (!geo.canBeConvoyed(unit.kind)) return direct && !wantsConvoy ? undefined : illegal(wantsConvoy ? 'cannot-be-convoyed' : 'not-adjacent');
  if (order.route) return routeFleets(ctx, order.route, space, dest) ? undefined : illegal('no-convoy-route');
  if (direct && !wantsConvoy) return undefined;
  return chainExists(geo, ctx.fleets, space, dest) ? undefined : illegal(direct ? 'no-convoy-route' : 'not-adjacent');
}

/** Act indexes of an explicit route's fleets when they stand on the board and link the two spaces. */
function routeFleets(ctx: Ctx, route: readonly RegionId[], from: SpaceId, to: SpaceId): number[] | undefined {
  const idx = route.map((r) => {
    const s = ctx.geo.spaceOf(r);
    const a = s === undefined ? undefined : ctx.occupant.get(s);
    return a !== undefined && ctx.geo.canConvoy(ctx.acts[a]!.unit.kind, ctx.acts[a]!.unit.region) ? a : undefined;
  });
  if (idx.some((a) => a === undefined)) return undefined;
  const fleets = idx.map((a) => ctx.acts[a!]!.unit);
  return routeLinks(ctx.geo, fleets, from, to) ? (idx as number[]) : undefined;
}

function checkSupport(ctx: Ctx, act: number, order: Extract<Order, { kind: 'support' }>): Verdict | undefined {
  const { geo } = ctx;
  const { unit, space } = ctx.acts[act]!;
  const targetSpace = spaceOfRef(geo, order.target);
  const into = order.to === undefined ? targetSpace : spaceOfRef(geo, order.to);
  if (targetSpace === undefined || into === undefined) return illegal('unknown-region');
  const target = ctx.occupant.get(targetSpace);
  if (target === undefined) return illegal('no-target-unit');
  if (into === space || (order.to !== undefined && into === targetSpace)) return illegal('same-space');
  if (!reachesSpace(geo, unit.kind, unit.region, into)) return illegal('cannot-reach');
  const supported = ctx.acts[target]!.unit;
  if (order.to !== undefined && !canGo(ctx, supported, targetSpace, order.to, into, unit.region)) return illegal('target-cannot-reach');
  const forbidden = ctx.rules.forbidSupport?.({ supporter: unit, supported, into });
  return forbidden ? illegal('forbidden', undefined, forbidden) : undefined;
}

/** Could this unit move there (directly, or by a convoy that does not need the supporter, DATC 6.D.31)? */
function canGo(ctx: Ctx, unit: Unit, from: SpaceId, to: RegionId, into: SpaceId, supporter: RegionId): boolean {
  const { geo } = ctx;
  const direct = geo.spaceOf(to) !== undefined && to !== into ? geo.adjacent(unit.kind, unit.region, to) : reachesSpace(geo, unit.kind, unit.region, into);
  if (direct) return true;
  if (!geo.canBeConvoyed(unit.kind)) return false;
  return chainExists(geo, ctx.fleets.filter((f) => f.region !== supporter), from, into);
}

function checkConvoy(ctx: Ctx, act: number, order: Extract<Order, { kind: 'convoy' }>): Verdict | undefined {
  const { geo } = ctx;
  const { unit } = ctx.acts[act]!;
  if (!geo.canConvoy(unit.kind, unit.region)) return illegal('cannot-convoy');
  const from = spaceOfRef(geo, order.from);
  const to = spaceOfRef(geo, order.to);
  if (from === undefined || to === undefined) return illegal('unknown-region');
  const army = ctx.occupant.get(from);
  if (army === undefined || !geo.canBeConvoyed(ctx.acts[army]!.unit.kind)) return illegal('no-target-unit');
  if (from === to) return illegal('same-space');
  const key = `${from}>${to}`;
  if (!ctx.routes.has(key)) ctx.routes.set(key, necessaryFleets(geo, ctx.fleets, from, to));
  return ctx.routes.get(key)!.has(unit.region) ? undefined : illegal('not-on-convoy-route');
}

/** Whether the orders at `list` (two or more, for one unit) are not all the same. */
function severalOrders(orders: readonly Order[], list: readonly number[]): boolean {
  const first = JSON.stringify(orders[list[0]!]);
  return list.some((i) => JSON.stringify(orders[i]) !== first);
}

/**
 * One act per unit: its legal order, or a hold when it has none or several different ones
 * (DATC 4.D.3, choice c). Identical repeated orders count as one.
 */
function chooseActs(ctx: Ctx, orders: readonly Order[], verdicts: Verdict[]): void {
  const legalByAct = new Map<number, number[]>();
  verdicts.forEach((v, i) => {
    if (v.illegal || v.act === undefined) return;
    legalByAct.set(v.act, [...(legalByAct.get(v.act) ?? []), i]);
  });
  for (const [a, list] of legalByAct) {
    // Issue 22: nearly every unit has one order, compared with nothing (the texts were a twentieth of a classic phase).
    if (list.length > 1 && severalOrders(orders, list)) {
      for (const i of list) verdicts[i] = { illegal: 'several-orders', act: a };
      continue;
    }
    const order = orders[list[0]!]!;
    const act = ctx.acts[a]!;
    act.orderIndex = list[0]!;
    act.kind = order.kind;
    if (order.kind === 'hold' && order.cuttable) act.cuttable = true;
    if (order.kind === 'move') {
      act.dest = spaceOfRef(ctx.geo, order.to)!;
      act.destRegion = destinationRegion(ctx.geo, act.unit, order.to);
    } else if (order.kind === 'support') {
      act.target = ctx.occupant.get(spaceOfRef(ctx.geo, order.target)!)!;
      act.into = order.to === undefined ? ctx.acts[act.target]!.space : spaceOfRef(ctx.geo, order.to)!;
    } else if (order.kind === 'convoy') {
      act.from = spaceOfRef(ctx.geo, order.from)!;
      act.into = spaceOfRef(ctx.geo, order.to)!;
    }
  }
}

/** Whether this convoy act would carry the move act if the move went by sea. */
function convoyFits(convoy: Act, move: Act): boolean {
  return convoy.kind === 'convoy' && move.kind === 'move' && convoy.from === move.space && convoy.into === move.dest;
}

/** Land or sea for every legal move (DATC 4.A.3). */
function decideTravel(ctx: Ctx, orders: readonly Order[]): void {
  const { geo, acts } = ctx;
  const rule = ctx.rules.adjacentConvoy ?? 'intent';
  acts.forEach((act, a) => {
    if (act.kind !== 'move') return;
    const order = orders[act.orderIndex] as Extract<Order, { kind: 'move' }>;
    if (order.route) {
      act.travel = 'convoy';
      act.route = routeFleets(ctx, order.route, act.space, act.dest!);
      return;
    }
    const direct = geo.adjacent(act.unit.kind, act.unit.region, act.destRegion!);
    if (!direct || order.viaConvoy) {
      act.travel = 'convoy';
      return;
    }
    const convoys = acts.filter((c) => convoyFits(c, act));
    if (rule === 'intent' && convoys.some((c) => c.unit.power === act.unit.power)) act.travel = 'convoy';
    else if (rule === 'opposite-move' && convoys.length > 0 && opposes(ctx, a)) act.travel = 'either';
    else act.travel = 'land';
  });
}

/** The unit in the destination moves to this unit's space. */
function opposes(ctx: Ctx, a: number): boolean {
  const act = ctx.acts[a]!;
  const other = ctx.occupant.get(act.dest!);
  return other !== undefined && ctx.acts[other]!.kind === 'move' && ctx.acts[other]!.dest === act.space;
}

function link(ctx: Ctx, orders: readonly Order[], verdicts: Verdict[]): Prepared {
  const { acts, geo } = ctx;
  const movesInto = new Map<SpaceId, number[]>();
  const supportsOf: number[][] = acts.map(() => []);
  const convoysOf: number[][] = acts.map(() => []);
  acts.forEach((act, a) => {
    if (act.kind === 'move') movesInto.set(act.dest!, [...(movesInto.get(act.dest!) ?? []), a]);
  });
  acts.forEach((act, a) => {
    if (act.kind === 'support') {
      const target = acts[act.target!]!;
      const order = orders[act.orderIndex] as Extract<Order, { kind: 'support' }>;
      act.matched =
        order.to === undefined
          ? target.kind !== 'move'
          : target.kind === 'move' && target.dest === act.into && (order.to === act.into || geo.spaceOf(order.to) === undefined || order.to === target.destRegion);
      if (act.matched) supportsOf[act.target!]!.push(a);
    } else if (act.kind === 'convoy') {
      const army = ctx.occupant.get(act.from!)!;
      const move = acts[army]!;
      act.matched = convoyFits(act, move) && move.travel !== 'land' && (move.route === undefined || move.route.includes(a));
      if (act.matched) convoysOf[army]!.push(a);
    }
  });
  return { geo, rules: ctx.rules, orders, acts, verdicts, occupant: ctx.occupant, movesInto, supportsOf, convoysOf };
}
