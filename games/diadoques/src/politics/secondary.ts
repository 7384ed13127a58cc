/**
 * Applying the secondary orders in the exact sequence of `diadoques ch. 9c` (and `§8a.2`,
 * `§8a.4`), and extracting from the same orders what other steps need: bids for the auction
 * step, bribes and counter-corruption for the corruption step, votes for the victory check,
 * and the inputs of the military resolution (`setAsideHanded`, `militaryInputs`).
 *
 * This module is the one owner of that sequence. Six orders take effect inside a military
 * season — passage (while units move), do-not-capture (when a capture would be rolled),
 * do-not-seize-treasure (when a citadel falls), dissociate, place in command and
 * do-not-take-control (when the season's characters and control are settled) — so in a season
 * `setAsideHanded` takes them out of the groups and `militaryInputs` hands them to
 * `resolveSeason` as data
 * (`SeasonSecondary`, `src/rules/secondary.ts`), with this season's broken alliances
 * (`diadokhoi §7.7.2`); the military layer applies them at those points and decides nothing
 * else about secondary orders. (The reverse — the military layer reading them itself — would
 * leave the orders written in the political reader's words to nobody, and the sequence in two
 * places.) Each of the six has that one implementation: `applySecondaryOrders` refuses to be
 * given them (a caller that forgot `setAsideHanded` would otherwise lose them in silence).
 *
 * Group `before` (after the events, before corruption): passage, gift of a character,
 * do-not-capture, murder (and the diadokhoi release), royal order.
 * Group `after` (after the military orders and the characters' retreats): opening gates, gold
 * gift (and diadokhoi deposits), do-not-take-control, capital transfer, do-not-seize-treasure,
 * seize a treasure, dissociate, place in command, marriage, Chandragupta; then the sums due at
 * the end of the turn (`diadoques §11c.7`).
 * Before both, at the very beginning of the season: breaking an alliance (`breakAlliances`).
 */
import type { UnitRef } from '../vocabulary/military/types.ts';
import type { GameState, PowerId, UnitState } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import { seasonReading } from '../rules/reading.ts';
import type { SeasonReading } from '../rules/reading.ts';
import { HANDED_KINDS, isHanded, SECONDARY_RULES, secondaryInputs } from '../rules/secondary.ts';
import type { SeasonSecondary } from '../rules/secondary.ts';
import type { SecondaryOrder as RulesSecondaryOrder } from '../vocabulary/military/types.ts';
import { printOrder } from '../vocabulary/military/print.ts';
import { ev, isLivePlayer, mapFor } from '../economy/common.ts';
import type { LayerContext, LayerEvent } from '../economy/common.ts';
import { resolveGoldGifts } from '../economy/gifts.ts';
import { depositTreasure, seizeTreasure } from '../economy/treasures.ts';
import { auctionLots } from './auctions.ts';
import type { AuctionBid } from './auctions.ts';
import { assassinate, giveCharacter, openGates, release } from './captives.ts';
import { breakAlliance, formerLeaders } from './characters.ts';
import { makeChandraguptaDeal } from './chandragupta.ts';
import type { Bribe, CorruptionOrders, CounterOrder, Target } from './corruption.ts';
import { announceMarriage, celebrateMarriage, resolveRoyalOrder, settleEndOfTurnCredits } from './royal.ts';
import { transferCapital } from './succession.ts';
import type { SecondaryOrder, TargetRef } from './secondary-types.ts';
import { AFTER, BEFORE } from './secondary-types.ts';
import { rulebook } from '../rulebook/index.ts';

export type OrdersByPower = Record<PowerId, readonly SecondaryOrder[]>;

type Of<K extends SecondaryOrder['kind']> = Extract<SecondaryOrder, { kind: K }>;

/** Every order of a kind, with its power, powers in a stable order. */
function each<K extends SecondaryOrder['kind']>(orders: OrdersByPower, kind: K): { power: PowerId; order: Of<K> }[] {
  const out: { power: PowerId; order: Of<K> }[] = [];
  for (const power of Object.keys(orders).sort()) {
    for (const o of orders[power] ?? []) if (o.kind === kind) out.push({ power, order: o as Of<K> });
  }
  return out;
}

/** The unit a reference names: the one in that space (of that power when given), its type a hint only (`diadoques §9a.2`). */
export function findUnit(state: GameState, ref: UnitRef, power?: PowerId): UnitState | undefined {
  const here = state.units.filter((u) => u.space === ref.space && (!power || u.power === power) && (!ref.coast || !u.coast || u.coast === ref.coast));
  return here.find((u) => u.type === ref.type || (ref.type === 'G' && !isSeaType(u.type))) ?? here[0];
}

function toTarget(state: GameState, t: TargetRef): Target | undefined {
  if ('character' in t) return { character: t.character };
  const u = findUnit(state, t.unit);
  return u ? { unit: u.id } : undefined;
}

/**
 * Applies one group of secondary orders, in the order of `diadoques ch. 9c` — the political
 * ones: the six a military season carries out must have been set aside (`setAsideHanded`).
 */
export function applySecondaryOrders(state: GameState, orders: OrdersByPower, group: 'before' | 'after', ctx: LayerContext): LayerEvent[] {
  refuseHanded(orders);
  const events: LayerEvent[] = [];
  const kinds = group === 'before' ? BEFORE : AFTER;
  const live = (p: PowerId) => isLivePlayer(state, p) || state.powers.some((x) => x.id === p && x.eliminated);
  for (const kind of kinds) {
    switch (kind) {
      case 'give-character':
        for (const { power, order } of each(orders, 'give-character')) events.push(...giveCharacter(state, power, order.character, order.to));
        break;
      case 'assassinate':
        for (const { power, order } of each(orders, 'assassinate')) if (live(power)) events.push(...assassinate(state, power, order.character, ctx.options));
        break;
      case 'release':
        for (const { power, order } of each(orders, 'release')) events.push(...release(state, power, order.character));
        break;
      case 'royal-order':
        events.push(...resolveRoyalOrder(state, each(orders, 'royal-order').map(({ power, order }) => ({ power, beneficiary: order.beneficiary })), ctx.options));
        break;
      case 'open-gates':
        for (const { power, order } of each(orders, 'open-gates')) events.push(...openGates(state, power, order.citadel, order.to));
        break;
      case 'gold':
        events.push(...resolveGoldGifts(state, each(orders, 'gold').map(({ power, order }) => ({ from: power, to: order.to, amount: order.amount, announced: order.announced }))));
        break;
      case 'deposit':
        for (const { power, order } of each(orders, 'deposit')) events.push(...depositTreasure(state, power, order.citadel, order.amount));
        break;
      case 'capital':
        for (const { power, order } of each(orders, 'capital')) events.push(...transferCapital(state, power, order.citadel, order.name));
        break;
      case 'seize':
        for (const { power, order } of each(orders, 'seize')) events.push(...seizeTreasure(state, power, order.citadel, ctx.options));
        break;
      case 'marriage':
        events.push(...celebrateMarriage(state, ctx.options));
        for (const { power } of each(orders, 'marriage')) events.push(...announceMarriage(state, power));
        break;
      case 'chandragupta':
        for (const { power, order } of each(orders, 'chandragupta')) events.push(...makeChandraguptaDeal(state, power, order.province));
        break;
      default:
        break;
    }
  }
  if (group === 'after') events.push(...settleEndOfTurnCredits(state));
  return events;
}

/** A handed order given to `applySecondaryOrders` is a caller's mistake: said where, not dropped. */
function refuseHanded(orders: OrdersByPower): void {
  for (const kind of HANDED_KINDS) {
    const stray = each(orders, kind)[0];
    if (stray) throw new Error(`applySecondaryOrders: ${stray.power}'s "${kind}" order is carried out by the military season; take it out with setAsideHanded and hand it to resolveSeason with militaryInputs.`);
  }
}

/** Breaking alliances, at the very beginning of a season, before any other order (`diadokhoi §7.7.2`). */
export function breakAlliances(state: GameState, orders: OrdersByPower): LayerEvent[] {
  return each(orders, 'break-alliance').flatMap(({ power, order }) => breakAlliance(state, power, order.ally));
}

/** A handed order (one the military season carries out), with its power. */
export type HandedOrder = { power: PowerId; order: Extract<SecondaryOrder, RulesSecondaryOrder> };

export interface SetAside {
  /** The handed orders this layer's reader read, for `militaryInputs`. */
  handed: HandedOrder[];
  /** The political orders left to this layer's groups: the handed kinds taken out. */
  political: OrdersByPower;
  /** A note for each of them (the handed orders read with the military orders are noted in the season's report). */
  events: LayerEvent[];
}

/**
 * Takes out of the political orders those a military season carries out (see the module
 * comment), before the groups are applied, so that nothing is applied twice.
 */
export function setAsideHanded(state: GameState, political: OrdersByPower): SetAside {
  const map = mapFor(state);
  const handed = Object.keys(political).sort().flatMap((power) => (political[power] ?? []).flatMap((order) => (isHanded(order) ? [{ power, order }] : [])));
  const rest = Object.fromEntries(Object.entries(political).map(([p, list]) => [p, list.filter((o) => !isHanded(o))]));
  const events = handed.map(({ power, order }) =>
    ev('secondary-noted', SECONDARY_RULES[order.kind][state.ruleset], `${power}: ${printOrder(map, order)} — handed to the military season.`, { power, kind: order.kind, order: printOrder(map, order) }));
  return { handed, political: rest, events };
}

/**
 * The military season's inputs (`resolveSeason`'s `secondary`): the handed orders among the
 * season's military lines — the players' (`splitOrders` leaves those lines to the military
 * reader) and the neutral referee's — and those set aside from the political orders, with the
 * alliances broken this season (`diadokhoi §7.7.2`). Call it just before the season, once
 * every order of it is written.
 */
export function militaryInputs(state: GameState, military: Record<PowerId, string>, handed: readonly HandedOrder[] = [], reading: SeasonReading = seasonReading(state)): SeasonSecondary {
  const read = Object.entries(military).flatMap(([power, text]) =>
    reading(power, text).orders.flatMap(({ order }) => (isHanded(order) ? [{ power, order }] : [])));
  return secondaryInputs([...read, ...handed], formerLeaders(state));
}

/** Leaders who dissociate from their unit this turn: their unit loses their corruption modifier (`diadoques §9b.3`). */
export function leavingFrom(orders: OrdersByPower): string[] {
  return each(orders, 'dissociate').map(({ order }) => order.character);
}

/**
 * Leaders the military orders take away from their unit this turn — dissociated, or moving on
 * their own (`diadoques §9b.3`: "a reçu l'ordre de quitter son unité"). `splitOrders` leaves
 * these lines to the military reader, so `leavingFrom` of the political orders never sees them.
 * Only a power's own leaders count: an order for another's character is ignored anyway.
 * Diadokhoi has no such rule: none there.
 */
export function leavingInMilitary(state: GameState, military: Record<PowerId, string>, reading: SeasonReading = seasonReading(state)): string[] {
  if (rulebook(state).policies.corruption.commander !== 'dies') return [];
  const out: string[] = [];
  for (const [power, text] of Object.entries(military)) {
    for (const { order } of reading(power, text).orders) {
      const leaves = order.kind === 'dissociate' || (order.kind === 'character' && order.to !== undefined && order.to !== order.from);
      const c = leaves ? state.characters.find((x) => x.id === order.character) : undefined;
      if (c && c.controlledBy === power && !c.prisonerOf) out.push(c.id);
    }
  }
  return out;
}

/** Bribes and counter-corruption for `resolveCorruption` (`diadoques ch. 9b`). */
export function corruptionOrdersFrom(state: GameState, orders: OrdersByPower, leaving: string[] = leavingFrom(orders)): CorruptionOrders {
  const bribes: Bribe[] = [];
  const counter: CounterOrder[] = [];
  for (const { power, order } of each(orders, 'bribe')) {
    const target = toTarget(state, order.target);
    if (target) bribes.push({ power, target, amount: order.amount, ...(order.spareLeader ? { spareLeader: true } : {}) });
  }
  for (const { power, order } of each(orders, 'counter')) {
    const target = toTarget(state, order.target);
    if (target) counter.push({ power, target, amount: order.amount });
  }
  return { bribes, counter, leaving };
}

/** Bids for `resolveAuctions` (`diadoques §11b.6`): each names a unit on sale by its space. */
export function auctionBidsFrom(state: GameState, orders: OrdersByPower): AuctionBid[] {
  const onSale = new Set(auctionLots(state).map((l) => l.unit));
  const out: AuctionBid[] = [];
  for (const { power, order } of each(orders, 'bid')) {
    const u = state.units.find((x) => x.space === order.unit.space && onSale.has(x.id));
    if (u) out.push({ power, unit: u.id, amounts: order.amounts });
  }
  return out;
}

/** Marginal victory votes (`diadoques §3.7`): voter → candidate → yes. */
export function marginalVotesFrom(orders: OrdersByPower): Record<PowerId, Record<PowerId, boolean>> {
  const out: Record<PowerId, Record<PowerId, boolean>> = {};
  for (const { power, order } of each(orders, 'vote')) (out[power] ??= {})[order.candidate] = order.yes;
  return out;
}

/** Diadokhoi draw votes (`diadokhoi §4.5.2`). */
export function drawVotesFrom(orders: OrdersByPower): PowerId[] {
  return each(orders, 'draw').filter(({ order }) => order.yes).map(({ power }) => power);
}
