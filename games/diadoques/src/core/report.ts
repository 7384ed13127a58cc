import type { Resolver } from './resolver.ts';
import type { Act } from './prepare.ts';
import type { Adjudication, Dislodgement, Order, OrderResult, RegionId, SpaceId, Unit } from './types.ts';

/**
 * Turns resolved decisions into what a result sheet needs: each order's outcome with its reason
 * and the units responsible, the units after movement, the dislodged units with their retreats,
 * and the spaces left empty by a stand-off.
 */
export function report(r: Resolver): Adjudication {
  const { acts, movesInto } = r.p;
  const moved = acts.map((act, a) => act.kind === 'move' && r.outcome(a));
  const dislodger = acts.map((act, a) => (moved[a] ? undefined : (movesInto.get(act.space) ?? []).find((m) => moved[m])));
  const units: Unit[] = [];
  acts.forEach((act, a) => {
    if (moved[a]) units.push({ ...act.unit, region: act.destRegion! });
    else if (dislodger[a] === undefined) units.push(act.unit);
  });
  const occupied = new Set<SpaceId>(units.map((u) => r.p.geo.spaceOf(u.region)!));
  const contested = [...movesInto.entries()]
    .filter(([space, moves]) => !occupied.has(space) && moves.some((k) => r.preventStrength(k) > 0))
    .map(([space]) => space)
    .sort();
  const ctx: Ctx = { r, moved, dislodger, occupied, contested: new Set(contested) };
  const dislodged = acts.flatMap((act, a) => (dislodger[a] === undefined ? [] : [dislodgement(ctx, a)]));
  return { results: results(ctx), units, dislodged, contested };
}

interface Ctx {
  r: Resolver;
  moved: boolean[];
  dislodger: (number | undefined)[];
  occupied: Set<SpaceId>;
  contested: Set<SpaceId>;
}

const regionOf = (r: Resolver, a: number): RegionId => r.p.acts[a]!.unit.region;

/** Retreats: an adjacent space empty after movement, not stood off, not the attacker's origin unless it came by sea (DATC 4.A.5). */
function dislodgement(ctx: Ctx, a: number): Dislodgement {
  const { r } = ctx;
  const { geo, rules } = r.p;
  const act = r.p.acts[a]!;
  const m = ctx.dislodger[a]!;
  const byConvoy = r.usesConvoy(m);
  const origin = r.p.acts[m]!.space;
  const retreats = geo.neighbours(act.unit.region).filter((to) => {
    const space = geo.spaceOf(to);
    if (space === undefined || ctx.occupied.has(space) || ctx.contested.has(space)) return false;
    if (space === origin && !(byConvoy && rules.retreatToConvoyOrigin !== false)) return false;
    return geo.adjacent(act.unit.kind, act.unit.region, to) && (rules.canRetreatTo?.(act.unit, to) ?? true);
  });
  return { unit: act.unit, by: regionOf(r, m), byConvoy, retreats: [...retreats].sort() };
}

function results(ctx: Ctx): OrderResult[] {
  const { r } = ctx;
  const { orders, verdicts, acts } = r.p;
  const out: OrderResult[] = [];
  const ordered = new Set<number>();
  orders.forEach((order, i) => {
    const v = verdicts[i]!;
    if (v.act !== undefined && v.illegal !== 'not-own-unit') ordered.add(v.act);
    if (v.illegal) {
      const base: OrderResult = { order, index: i, success: false, reason: 'illegal', illegal: v.illegal };
      if (v.detail) base.detail = v.detail;
      if (v.act !== undefined && v.illegal !== 'not-own-unit') Object.assign(base, { unit: acts[v.act]!.unit }, fate(ctx, v.act));
      out.push(base);
      return;
    }
    out.push(withOrder(actResult(ctx, v.act!), order, i));
  });
  acts.forEach((act, a) => {
    if (ordered.has(a)) return;
    out.push(withOrder(actResult(ctx, a), { kind: 'hold', power: act.unit.power, unit: act.unit.region }, -1));
  });
  return out;
}

/** Whether the unit of an act was dislodged, and by whom. */
function fate(ctx: Ctx, a: number): Pick<OrderResult, 'dislodgedBy'> {
  const m = ctx.dislodger[a];
  return m === undefined ? {} : { dislodgedBy: regionOf(ctx.r, m) };
}

type Fields = Omit<OrderResult, 'order' | 'index'>;

/**
 * The result of an act, `order` and `index` last. Issue 22 (a tenth of a classic movement phase
 * went into copying these objects): the fields are added to the fresh object `actResult` made
 * rather than spread into another, in the same order, so the result is the same object.
 */
function withOrder(fields: Fields, order: Order, index: number): OrderResult {
  const out = fields as OrderResult;
  out.order = order;
  out.index = index;
  return out;
}

function actResult(ctx: Ctx, a: number): Fields {
  const act = ctx.r.p.acts[a]!;
  const base: Partial<Fields> = { unit: act.unit, ...fate(ctx, a) };
  switch (act.kind) {
    case 'move':
      return Object.assign(base, moveResult(ctx, a));
    case 'support':
      return Object.assign(base, supportResult(ctx, a, act));
    case 'convoy':
      return Object.assign(base, convoyResult(ctx, a, act));
    default:
      return Object.assign(base, holdResult(ctx, a, act));
  }
}

function holdResult(ctx: Ctx, a: number, act: Act): Fields {
  const { r } = ctx;
  const out: Fields = { success: ctx.dislodger[a] === undefined, reason: ctx.dislodger[a] === undefined ? 'held' : 'dislodged', strength: r.holdStrength(act.space) };
  if (act.cuttable) {
    const c = ctx.dislodger[a] ?? r.cutter(a);
    if (c !== undefined) out.cutBy = regionOf(r, c);
  }
  return out;
}

function supportResult(ctx: Ctx, a: number, act: Act): Fields {
  const { r } = ctx;
  const c = ctx.dislodger[a] ?? r.cutter(a);
  const cut = c === undefined ? {} : { cutBy: regionOf(r, c) };
  const strength = r.holdStrength(act.space);
  if (!act.matched) return { success: false, reason: 'void-support', strength, ...cut };
  if (r.outcome(a)) return { success: true, reason: 'supported', strength };
  return { success: false, reason: ctx.dislodger[a] !== undefined ? 'dislodged' : 'cut', strength, ...cut, by: [regionOf(r, c!)] };
}

function convoyResult(ctx: Ctx, a: number, act: Act): Fields {
  const { r } = ctx;
  const strength = r.holdStrength(act.space);
  if (!act.matched) return { success: false, reason: 'void-convoy', strength };
  if (r.paradox.has(a)) return { success: false, reason: 'paradox', strength };
  if (r.outcome(a)) return { success: true, reason: 'convoyed', strength };
  return { success: false, reason: 'dislodged', strength };
}

/**
 * Issue 22: each result is written as one literal, fields in the order the former
 * `{ ...base, success, reason, … }` spreads gave them (`convoyed`, `strength`, `success`,
 * `reason`, then `by` and `opposition`): the spreads were a tenth of a classic movement phase.
 */
function moveResult(ctx: Ctx, a: number): Fields {
  const { r, moved } = ctx;
  const act = r.p.acts[a]!;
  const convoyed = r.usesConvoy(a);
  const attack = r.attackStrength(a);
  if (moved[a]) return { convoyed, strength: attack, success: true, reason: 'moved' };
  if (!r.hasPath(a)) return { convoyed, strength: attack, success: false, reason: r.p.convoysOf[a]!.length === 0 ? 'no-path' : 'convoy-disrupted' };
  const o = r.p.occupant.get(act.dest!);
  const opponent = r.headToHead(a);
  if (o !== undefined && r.p.acts[o]!.unit.power === act.unit.power && !(r.p.acts[o]!.kind === 'move' && opponent === undefined && moved[o])) {
    return { convoyed, strength: attack, success: false, reason: 'own-unit', by: [regionOf(r, o)] };
  }
  const defence = opponent !== undefined ? r.defendStrength(opponent) : r.holdStrength(act.dest!);
  if (attack <= defence) return { convoyed, strength: attack, success: false, reason: 'bounced', by: [regionOf(r, o!)], opposition: defence };
  const rivals = (r.p.movesInto.get(act.dest!) ?? []).filter((k) => k !== a && r.preventStrength(k) >= attack);
  const opposition = Math.max(...rivals.map((k) => r.preventStrength(k)));
  return { convoyed, strength: attack, success: false, reason: 'stand-off', by: rivals.map((k) => regionOf(r, k)), opposition };
}
