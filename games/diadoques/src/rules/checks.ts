/**
 * What makes an order impossible under the Diadochi rules before the Diplomacy core judges
 * it (the core then checks reach, convoy routes and support targets). An impossible order is
 * ignored and its unit holds (`diadoques §9a.2`).
 */
import { accessSeas, bordersBetween, citadel, space as spaceOfMap } from '../map/graph.ts';
import type { SpaceId } from '../map/types.ts';
import type { MapGeography } from './geography.ts';
import type { UnitOrder } from '../vocabulary/military/types.ts';
import { seasonKey } from './state.ts';
import type { GameState, PowerId, UnitState } from './state.ts';
import { coreKind, isSeaType } from './units.ts';
import { barred, stuck } from './weather.ts';
import type { WeatherView } from './weather.ts';
import { rulebook } from '../rulebook/index.ts';

export interface Refusal {
  reason: string;
  message: string;
  rule: string;
  /** The space the reason names (where the weather struck). */
  at?: string;
}

export interface CheckContext {
  map: MapGeography;
  state: GameState;
  weather: WeatherView;
  /** Powers that granted passage to each power (`diadoques §9c.2`). */
  passages: Map<PowerId, Set<PowerId>>;
}

const book = (ctx: CheckContext) => rulebook(ctx.map.map);
const refuse = (reason: string, message: string, rule: string, at?: string): Refusal => ({ reason, message, rule, ...(at ? { at } : {}) });

/** Why this unit cannot carry out this order this season, or undefined. */
export function refusal(ctx: CheckContext, unit: UnitState, order: UnitOrder): Refusal | undefined {
  const map = ctx.map.map;
  const mover = isSeaType(unit.type) ? 'fleet' : 'army';
  const held = stuck(map, ctx.weather, unit.space, mover);
  if (held && order.kind !== 'hold') {
    // A diadokhoi storm stops moves, supports, convoys and supply, not a siege (`diadokhoi §6.2.4`, `§6.2.5`).
    const sieging = book(ctx).policies.weather.hits === 'by-mover' && order.kind === 'siege' && held.reason === 'storm';
    if (!sieging) return refuse(held.reason, `${unit.space} is hit by a ${held.reason === 'flood' ? 'flood' : held.reason === 'storm' ? 'storm' : 'blockade'}: the unit executes no order.`, held.rule, unit.space);
  }
  switch (order.kind) {
    case 'move':
      return moveRefusal(ctx, unit, order);
    case 'siege':
      return siegeRefusal(ctx, unit, order.citadel);
    case 'resupply':
      return resupplyRefusal(ctx, unit, order.citadel);
    default:
      return undefined;
  }
}

function moveRefusal(ctx: CheckContext, unit: UnitState, order: Extract<UnitOrder, { kind: 'move' }>): Refusal | undefined {
  const map = ctx.map.map;
  const dest = spaceOfMap(map, order.to);
  if (!dest) return undefined;
  const sea = isSeaType(unit.type);
  const kind = coreKind(map, unit);
  if (!book(ctx).policies.military.fleetsOnCoasts && sea && dest.kind === 'land') return refuse('fleet-on-land', 'A fleet never enters a land province: only sea zones and port citadels.', 'diadoques §6a.3');
  if (book(ctx).policies.military.garrisons) {
    const r = conversionRefusal(ctx, unit, order);
    if (r) return r;
    if (sea && spaceOfMap(map, unit.space)?.kind === 'sea' && dest.kind === 'citadel') {
      return refuse('no-fleet-into-port', 'A fleet at sea cannot become the garrison of a port citadel.', 'diadokhoi §7.4.3');
    }
  }
  if (dest.kind === 'citadel' && ctx.state.control[dest.id] !== unit.power) {
    return refuse('citadel-not-controlled', `${dest.names.en} is not ${unit.power}'s: a citadel is entered only by its owner; others must besiege it.`, book(ctx).rules.enterOwnCitadel);
  }
  const mover = kind === 'garrison' ? (order.as === 'F' || dest.kind === 'sea' ? 'fleet' : 'army') : sea ? 'fleet' : 'army';
  const w = barred(map, ctx.weather, unit.space, dest.id, mover);
  if (w) return refuse(w.reason, `${dest.id} cannot be entered this season (${w.reason}).`, w.rule, dest.id);
  if (order.route) {
    for (const s of order.route) {
      const hit = barred(map, ctx.weather, s, s, 'fleet');
      if (hit) return refuse(hit.reason, `The convoy route crosses ${s}, closed this season (${hit.reason}).`, hit.rule, s);
    }
  }
  return specialRefusal(ctx, unit, dest.id);
}

/** Diadokhoi conversions (`diadokhoi §6.3.30`, `§7.4.1`): what the unit becomes must fit where it goes. */
function conversionRefusal(ctx: CheckContext, unit: UnitState, order: Extract<UnitOrder, { kind: 'move' }>): Refusal | undefined {
  const map = ctx.map.map;
  const dest = spaceOfMap(map, order.to)!;
  const from = citadel(map, unit.space);
  if (!order.as) return undefined;
  if (!from) {
    if ((order.as === 'F') === isSeaType(unit.type)) return undefined;
    return refuse('bad-conversion', 'Only a garrison converts into an army or a fleet.', 'diadokhoi §6.3.30');
  }
  if (order.as === 'F') {
    if (!from.port) return refuse('bad-conversion', `${from.names.en} is not a port: its garrison cannot become a fleet.`, 'diadokhoi §7.4.1');
    if (dest.kind === 'land' && from.province !== dest.id) return refuse('bad-conversion', 'A garrison becomes a fleet in its own province or in a sea with access.', 'diadokhoi §7.4.1');
    return undefined;
  }
  if (dest.kind !== 'land' || dest.id !== from.province) return refuse('bad-conversion', 'A garrison becomes an army only in its own province.', 'diadokhoi §7.4.1');
  return undefined;
}

/** Canal and tow path need the passage of whoever controls the land they cross (`diadoques §9c.2`). */
function specialRefusal(ctx: CheckContext, unit: UnitState, to: SpaceId): Refusal | undefined {
  const map = ctx.map.map;
  const border = bordersBetween(map, unit.space, to).find((b) => b.special);
  const special = border?.special;
  if (!special || bordersBetween(map, unit.space, to).some((b) => !b.special)) return undefined;
  for (const v of special.via ?? []) {
    const owner = ctx.state.control[v];
    if (owner && owner !== unit.power && !ctx.passages.get(unit.power)?.has(owner)) {
      return refuse('no-passage', `${v} is ${owner}'s: the ${special.kind} is used only with its passage.`, book(ctx).rules.passage);
    }
  }
  return undefined;
}

/** Where a unit may besiege from (`diadoques §9a.23`, `diadokhoi §6.3.31`, `§7.3.2`). */
export function siegeRefusal(ctx: CheckContext, unit: UnitState, citadelId: SpaceId): Refusal | undefined {
  const map = ctx.map.map;
  const c = citadel(map, citadelId);
  const rule = book(ctx).rules.siege;
  if (!c) return refuse('not-a-citadel', `${citadelId} is not a citadel.`, rule);
  if (ctx.state.control[c.id] === unit.power) return refuse('own-citadel', `${unit.power} cannot besiege its own citadel.`, rule);
  if (spaceOfMap(map, unit.space)?.kind === 'citadel') return refuse('not-in-position', 'A garrison cannot besiege.', rule);
  const sea = isSeaType(unit.type);
  if (!sea) return unit.space === c.province ? undefined : refuse('not-in-position', `An army besieges from the citadel's province (${c.province}).`, rule);
  if (!c.port) return refuse('not-a-port', `${c.names.en} is not a port: no fleet may besiege it.`, book(ctx).rules.siegePort);
  if (book(ctx).policies.military.fleetSiegeFrom === 'access-sea') return accessSeas(map, c.id).includes(unit.space) ? undefined : refuse('not-in-position', `A fleet besieges ${c.names.fr} from a sea with access (${accessSeas(map, c.id).join(', ')}).`, rule);
  return unit.space === c.province ? undefined : refuse('not-in-position', `A fleet besieges only the port citadel of its own province (${c.province}).`, 'diadokhoi §7.3.2');
}

/** Who may resupply a citadel (`diadoques §9a.33`, `§9a.35`; `diadokhoi §6.3.33`). */
export function resupplyRefusal(ctx: CheckContext, unit: UnitState, citadelId: SpaceId): Refusal | undefined {
  const map = ctx.map.map;
  const c = citadel(map, citadelId);
  const rule = book(ctx).rules.resupply;
  if (!c) return refuse('not-a-citadel', `${citadelId} is not a citadel.`, rule);
  if (unit.noResupplyIn === seasonKey(ctx.state.year, ctx.state.season)) {
    return refuse('ex-garrison', 'This unit left a besieged citadel last season: it cannot resupply this season.', book(ctx).rules.resupplyExGarrison);
  }
  const sea = isSeaType(unit.type);
  const fromSea = spaceOfMap(map, unit.space)?.kind === 'sea';
  if (sea && fromSea && accessSeas(map, c.id).includes(unit.space)) return undefined;
  if (book(ctx).policies.military.armiesResupply && !sea && unit.space === c.province) return undefined;
  return refuse('not-in-position', book(ctx).policies.military.armiesResupply ? 'A citadel is resupplied by an army in its province or a fleet in a sea with access.' : 'A citadel is supplied by a fleet in a sea with access to it.', rule);
}
