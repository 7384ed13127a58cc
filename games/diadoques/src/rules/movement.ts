/**
 * The military orders of one season handed to the Diplomacy adjudication core
 * (`diadoques §9a.13`–`§9a.16`, `diadokhoi §6.3.19`–`§6.3.29`): each unit with its combat
 * value, each order translated (siege and resupply are holds; a resupply is cut like a
 * support), and the Diadochi hooks — supports refused across mountains, floods, storms;
 * retreats only into one's own citadels and out of bad weather.
 *
 * Diadoques resolves retreats with the other orders, and "a unit that must retreat loses
 * its order" (`diadoques §9a.38`, `§9a.39`): its move cuts, blocks and supports nothing. The
 * core is run again with the orders of the dislodged units cancelled until the set of
 * dislodged units no longer grows (the referee's "sure retreats first").
 */
import { adjudicate, checkOrders } from '../core/index.ts';
import type { Adjudication, AdjudicationRules, Geography, IllegalCode, Order as CoreOrder, Unit as CoreUnit } from '../core/index.ts';
import { bordersBetween, kindAllows, mountainBlocksSupport, space as spaceOfMap } from '../map/graph.ts';
import type { SpaceId } from '../map/types.ts';
import { refusal } from './checks.ts';
import type { CheckContext, Refusal } from './checks.ts';
import type { UnitIntent } from './interpret.ts';
import type { UnitOrder } from '../vocabulary/military/types.ts';
import { coreKind, unitStrength } from './units.ts';
import { barred, supportBarred } from './weather.ts';
import { rulebook } from '../rulebook/index.ts';
import { coreBoardOf } from './board.ts';
import type { Board } from './board.ts';

export interface Movement {
  geo: Geography;
  /** Per intent: the region its unit stands in for the core (a `MAC~2` clone on the first turn). */
  regions: string[];
  units: CoreUnit[];
  orders: CoreOrder[];
  refused: (Refusal | undefined)[];
  adjudication: Adjudication;
  /** Intents whose order was cancelled because the unit had to retreat (diadoques). */
  cancelled: Set<number>;
  /** Clone region → real region. */
  clones: Map<string, string>;
  /** Core unit → intent index. */
  intentOf: Map<CoreUnit, number>;
}

/** A refused support is reported by the core as `forbidden` with this encoded detail. */
export const encodeRefusal = (r: Refusal) => `${r.reason}|${r.rule}|${r.at ?? ''}|${r.message}`;
export function decodeRefusal(detail: string | undefined): Refusal | undefined {
  if (!detail) return undefined;
  const [reason, rule, at, ...rest] = detail.split('|');
  return { reason: reason!, rule: rule!, message: rest.join('|'), ...(at ? { at } : {}) };
}

/**
 * The board and the orders as the core sees them: one region per unit, the Diadochi refusals, the
 * hooks. `leaving` null: the units' strengths are not needed (the legality checks never read them).
 */
function setUp(ctx: CheckContext, intents: UnitIntent[], leaving: ReadonlySet<string> | null) {
  const { regions, clones } = placeUnits(ctx, intents);
  const geo = withClones(ctx.map, clones);
  const refused = intents.map((i) => (i.order ? refusal(ctx, i.unit, i.order) : undefined));
  const units = intents.map((i, k): CoreUnit => ({ power: i.unit.power, kind: coreKind(ctx.map.map, i.unit), region: regions[k]!, strength: leaving ? unitStrength(ctx.state, i.unit, leaving) : 0 }));
  return { regions, clones, geo, refused, units, rules: hooks(ctx, clones) };
}

/**
 * `setUp` for the validator from the position's shared board (`./board.ts`): the same regions and
 * core units (no clones: no two units share a space, else undefined and `setUp` places them by
 * their orders), the refusals and hooks of this reading. `intents` are the board's standing
 * units in its order (`interpret` given the same board).
 */
function sharedSetUp(ctx: CheckContext, intents: UnitIntent[], board: Board) {
  const core = coreBoardOf(ctx.state, ctx.map);
  if (!core || core.units.length !== intents.length || intents.some((i, k) => i.unit !== board.standing[k])) return undefined;
  const refused = intents.map((i) => (i.order ? refusal(ctx, i.unit, i.order) : undefined));
  return { regions: core.regions as string[], geo: ctx.map, refused, units: core.units, rules: hooks(ctx, new Map()) };
}

/**
 * Each order's legality alone, as `runMovement` finds it before resolving anything: refused by
 * the Diadochi checks (`./checks.ts`), or illegal for the core (`checkOrders`, the same check its
 * adjudication starts with, DATC 4.E.1). For the validator (`./void-orders.ts`), which reads only
 * the intents with an order: the others' entries are left undefined. Issue 22: each player's
 * validation translated and checked the hold of every unit on the board; now only what the
 * player wrote is translated and checked, against the whole board (each check reads the board,
 * never another order: `judge` of `../core/prepare.ts`).
 */
export function judgeMovement(ctx: CheckContext, intents: UnitIntent[], board?: Board): { refused: (Refusal | undefined)[]; orders: (CoreOrder | undefined)[]; illegal: ({ illegal?: IllegalCode; detail?: string } | undefined)[] } {
  const { regions, geo, refused, units, rules } = (board && sharedSetUp(ctx, intents, board)) || setUp(ctx, intents, null);
  const ordered: number[] = [];
  for (let k = 0; k < intents.length; k++) if (intents[k]!.order) ordered.push(k);
  const orders = new Array<CoreOrder | undefined>(intents.length);
  const none = new Set<number>();
  for (const k of ordered) orders[k] = translateIntent(ctx, intents, regions, refused, none, k);
  const verdicts = checkOrders({ geography: geo, units, orders: ordered.map((k) => orders[k]!), rules });
  const illegal = new Array<{ illegal?: IllegalCode; detail?: string } | undefined>(intents.length);
  ordered.forEach((k, j) => (illegal[k] = verdicts[j]));
  return { refused, orders, illegal };
}

export function runMovement(ctx: CheckContext, intents: UnitIntent[], leaving: ReadonlySet<string>): Movement {
  const { regions, clones, geo, refused, units, rules } = setUp(ctx, intents, leaving);
  const intentOf = new Map(units.map((u, k) => [u, k]));
  let cancelled = new Set<number>();
  let orders = translate(ctx, intents, regions, refused, cancelled);
  let adjudication = adjudicate({ geography: geo, units, orders, rules });
  if (rulebook(ctx.map.map).policies.military.dislodgedLoseOrders) {
    for (let round = 0; round < intents.length; round++) {
      const dislodged = adjudication.dislodged.map((d) => intentOf.get(d.unit)!).filter((k) => !cancelled.has(k));
      if (dislodged.length === 0) break;
      cancelled = new Set([...cancelled, ...dislodged]);
      orders = translate(ctx, intents, regions, refused, cancelled);
      adjudication = adjudicate({ geography: geo, units, orders, rules });
    }
  }
  return { geo, regions, units, orders, refused, adjudication, cancelled, clones, intentOf };
}

/**
 * One region per unit. On the first turn several units may share their start province
 * (`diadoques §12.6`, `diadokhoi §6.3.53`): the one that does not move (else the first) stands
 * in the province, each other in a clone of it with the same borders.
 */
function placeUnits(ctx: CheckContext, intents: UnitIntent[]): { regions: string[]; clones: Map<string, string> } {
  const clones = new Map<string, string>();
  const regions: string[] = [];
  const bySpace = new Map<string, number[]>();
  intents.forEach((i, k) => {
    const list = bySpace.get(i.unit.space);
    if (list) list.push(k);
    else bySpace.set(i.unit.space, [k]);
  });
  const primary = new Map<string, number>();
  for (const [, list] of bySpace) {
    const stays = list.find((k) => intents[k]!.order?.kind !== 'move');
    primary.set(intents[list[0]!]!.unit.space, stays ?? list[0]!);
  }
  const count = new Map<string, number>();
  intents.forEach((i, k) => {
    const base = ctx.map.regionOf(i.unit.space, i.unit.coast);
    if (primary.get(i.unit.space) === k) {
      regions.push(base);
      return;
    }
    const n = (count.get(i.unit.space) ?? 1) + 1;
    count.set(i.unit.space, n);
    const clone = `${base}~${n}`;
    clones.set(clone, base);
    regions.push(clone);
  });
  return { regions, clones };
}

function withClones(base: Geography, clones: Map<string, string>): Geography {
  if (clones.size === 0) return base;
  const real = (r: string) => clones.get(r) ?? r;
  return {
    spaceOf: (r) => (clones.has(r) ? r : base.spaceOf(r)),
    regionsOf: (s) => (clones.has(s) ? [s] : base.regionsOf(s)),
    neighbours: (r) => base.neighbours(real(r)),
    adjacent: (k, f, t) => !clones.has(t) && base.adjacent(k, real(f), t),
    canConvoy: (k, r) => base.canConvoy(k, real(r)),
    canBeConvoyed: (k) => base.canBeConvoyed(k),
  };
}

/** The unit an order's target names: on the first turn, the one of that space whose order fits. */
function targetIntent(intents: UnitIntent[], space: SpaceId, to: SpaceId | undefined, regions: string[]): number | undefined {
  const here = intents.map((i, k) => ({ i, k })).filter(({ i }) => i.unit.space === space);
  if (here.length === 0) return undefined;
  const fits = here.find(({ i }) => (to === undefined ? i.order?.kind !== 'move' : i.order?.kind === 'move' && i.order.to === to));
  const primary = here.find(({ k }) => !regions[k]!.includes('~'));
  return (fits ?? primary ?? here[0]!).k;
}

function translate(ctx: CheckContext, intents: UnitIntent[], regions: string[], refused: (Refusal | undefined)[], cancelled: Set<number>): CoreOrder[] {
  return intents.map((_, k) => translateIntent(ctx, intents, regions, refused, cancelled, k));
}

/** The core order of intent `k`: a hold when it has no order, was refused or cancelled. */
function translateIntent(ctx: CheckContext, intents: UnitIntent[], regions: string[], refused: (Refusal | undefined)[], cancelled: Set<number>, k: number): CoreOrder {
  const intent = intents[k]!;
  const base = { power: intent.unit.power, unit: regions[k]! };
  const o = intent.order;
  if (!o || refused[k] || cancelled.has(k)) return hold(base);
  return translateOne(ctx, intents, regions, base, o, cancelled);
}

/**
 * A hold of the unit of `base`. Issue 22: the orders are written as literals, fields in the order
 * the former `{ ...base, kind, … }` gave them (`power`, `unit`, `kind`, then the rest): in this V8
 * a literal that starts with a spread takes about a microsecond, and every validation translates
 * the whole board (a twentieth of a Les Diadoques season).
 */
function hold(base: { power: string; unit: string }): CoreOrder {
  return { power: base.power, unit: base.unit, kind: 'hold' };
}

function translateOne(ctx: CheckContext, intents: UnitIntent[], regions: string[], base: { power: string; unit: string }, o: UnitOrder, cancelled: Set<number>): CoreOrder {
  const geo = ctx.map;
  switch (o.kind) {
    case 'move': {
      const move: Extract<CoreOrder, { kind: 'move' }> = { power: base.power, unit: base.unit, kind: 'move', to: aimed(ctx, intents, regions, base.unit, o) };
      if (o.route) move.route = o.route.map((s) => geo.regionOf(s));
      return move;
    }
    case 'support': {
      const t = targetIntent(intents, o.target.space, o.to, regions);
      const target = t === undefined ? geo.regionOf(o.target.space, o.target.coast) : regions[t]!;
      // A support to hold a unit whose move was cancelled (it must retreat) stays void, as it was.
      if (o.to === undefined && t !== undefined && cancelled.has(t) && intents[t]!.order?.kind === 'move') return hold(base);
      const support: Extract<CoreOrder, { kind: 'support' }> = { power: base.power, unit: base.unit, kind: 'support', target };
      if (o.to !== undefined) support.to = geo.regionOf(o.to, o.toCoast);
      return support;
    }
    case 'convoy': {
      // A fleet convoying a character (`diadokhoi §7.6.4`) is judged by the rules layer, not the core.
      if (isCharacterConvoy(intents, o)) return hold(base);
      const t = targetIntent(intents, o.target.space, o.to, regions);
      return { power: base.power, unit: base.unit, kind: 'convoy', from: t === undefined ? o.target.space : regions[t]!, to: o.to };
    }
    case 'siege':
      return { power: base.power, unit: base.unit, kind: 'hold', task: 'siege' };
    case 'resupply':
      return { power: base.power, unit: base.unit, kind: 'hold', task: 'resupply', cuttable: true };
    default:
      return hold(base);
  }
}

/**
 * The region a move aims at. A fleet entering a multi-coast province without naming the coast
 * goes to the one coast it can reach (`diadokhoi §3.1.6`); a garrison leaving as an army goes
 * to the province itself.
 */
function aimed(ctx: CheckContext, intents: UnitIntent[], regions: string[], from: string, o: Extract<UnitOrder, { kind: 'move' }>): string {
  const geo = ctx.map;
  if (o.coast) return geo.regionOf(o.to, o.coast);
  const coasts = geo.regionsOf(o.to).filter((r) => r.includes('/'));
  if (coasts.length === 0) return o.to;
  const k = regions.indexOf(from);
  const unit = intents[k]?.unit;
  if (!unit) return o.to;
  const kind = coreKind(geo.map, unit);
  if (kind === 'army' || (kind === 'garrison' && o.as !== 'F')) return o.to;
  const real = from.split('~')[0]!;
  const reach = coasts.filter((r) => geo.adjacent(kind, real, r));
  return reach.length === 1 ? reach[0]! : o.to;
}

function hooks(ctx: CheckContext, clones: Map<string, string>): AdjudicationRules {
  const map = ctx.map.map;
  const book = rulebook(map);
  const real = (r: string) => ctx.map.parse(clones.get(r) ?? r).space;
  const moverOf = (u: CoreUnit): 'army' | 'fleet' => (u.kind === 'fleet' ? 'fleet' : 'army');
  const kindOf = (p: string) => ctx.state.powers.find((x) => x.id === p)?.kind ?? 'player';
  return {
    retreatToConvoyOrigin: book.policies.military.retreatToConvoyOrigin,
    forbidSupport: ({ supporter, supported, into }) => {
      const from = real(supporter.region);
      const to = real(into);
      // A neutral power players control gives the supports they write (diadokhoi §8.6.2, §8.6.6); rebels never help players.
      const controlled = (ctx.state.orderedBy?.[supporter.power]?.length ?? 0) > 0;
      // Allied neutral forces help each other (diadoques §14d.5, diadokhoi §6.2.8, §8.1.8): the events layer lists them.
      const allied = (a: string, b: string) => ctx.state.neutralForces.some((f) => f.power === a && f.allies?.includes(b));
      const allies = allied(supporter.power, supported.power) || allied(supported.power, supporter.power);
      if (kindOf(supporter.power) !== 'player' && supporter.power !== supported.power && !controlled && !allies) {
        return encodeRefusal({ reason: 'neutral-support', message: 'Neutral and rebel units support only their own.', rule: book.rules.neutralSupport });
      }
      if (book.policies.military.garrisons && supporter.kind === 'garrison' && spaceOfMap(map, to)?.kind === 'sea') {
        return encodeRefusal({ reason: 'garrison-to-sea', message: 'A garrison cannot support into a sea.', rule: 'diadokhoi §7.4.6' });
      }
      // No support across a mountain border but through a pass (diadokhoi §6.3.25); in Les Diadoques
      // too (issue 18 ruling, decisions.md: the map's mountain borders and passes, diadoques §4b.2,
      // affect the orders, and movement they do not hinder, seed 000 line 672).
      {
        const mover = supporter.kind === 'fleet' ? 'fleet' : 'army';
        const crossed = bordersBetween(map, from, to).filter((b) => kindAllows(map, b.kind, mover));
        if (crossed.length > 0 && crossed.every(mountainBlocksSupport)) {
          return encodeRefusal({ reason: 'mountain', message: `No support across the mountains between ${from} and ${to}.`, rule: book.rules.mountainSupport });
        }
      }
      const w = supportBarred(map, ctx.weather, from, to, moverOf(supporter));
      if (w) return encodeRefusal({ reason: w.reason, message: `No support into ${to} this season (${w.reason}).`, rule: w.rule, at: to });
      return undefined;
    },
    canRetreatTo: (unit, region) => retreatAllowed(ctx, unit.power, unit.kind, real(unit.region), region),
  };
}

/**
 * May a dislodged unit retreat there (`diadoques §9a.40`, `§9a.42`, `diadokhoi §6.3.44`): a
 * citadel only of its own side, no fleet on land (diadoques), nowhere the weather closes, no
 * special movement but rounding Arabia in diadoques, and a neutral force stays in its field of action.
 */
export function retreatAllowed(ctx: CheckContext, power: string, kind: string, from: SpaceId, region: string): boolean {
  const map = ctx.map.map;
  const to = ctx.map.parse(region).space;
  const s = spaceOfMap(map, to);
  if (!s) return false;
  if (s.kind === 'citadel' && ctx.state.control[to] !== power) return false;
  if (!rulebook(map).policies.military.fleetsOnCoasts && kind === 'fleet' && s.kind === 'land') return false;
  if (barred(map, ctx.weather, from, to, kind === 'fleet' ? 'fleet' : 'army')) return false;
  const borders = bordersBetween(map, from, to);
  // Only a route marked for retreats (rounding Arabia, `diadoques §9a.42`) may be used; diadokhoi marks none.
  if (borders.length > 0 && borders.every((b) => b.special && !b.special.retreat)) return false;
  const force = ctx.state.neutralForces.find((f) => f.power === power);
  return !(force?.field && !force.field.includes(to));
}

/** A convoy order naming a character, or a place with no unit: it carries a lone character. */
export function isCharacterConvoy(intents: UnitIntent[], o: UnitOrder): boolean {
  if (o.kind !== 'convoy') return false;
  const named = o.target.type === undefined && o.target.leader !== undefined && o.target.leader !== '*' && o.target.leader !== '#';
  return named || !intents.some((i) => i.unit.space === o.target.space);
}
