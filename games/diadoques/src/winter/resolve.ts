/**
 * The winter season (`diadoques ch. 8b`, `§10`; `diadokhoi §5.2`, `§5.3`, `§6.1.2`), resolved at
 * once for every player, in this order:
 * 1. the year's counter-corruption and bribes stop counting (`diadoques §9b.13`);
 * 2. diadokhoi only: units without winter supply disband or rebel (`diadokhoi §3.1.11`);
 *    in diadoques this happened at the end of autumn (`resolveWinterSupply`, `§8a.4`);
 * 3. income, with the treasures ordered seized (`diadoques §10.1`–`§10.3`);
 * 4. for each player, the simultaneous orders (`diadoques §10.4`): surplus elites downgraded
 *    (`§10.5`), surplus fleets and fleets without port disbanded (`§9b.11`, `§10.9`, `§10.10`),
 *    upkeep paid dearest first, armies before fleets, the rest disbanded (`§10.6`), disband
 *    fees (`§10.8`, `§10.11`, `§10.12`), promotions (`§10.21`–`§10.23`), builds
 *    (`§10.15`–`§10.20`);
 * 5. disbanded units go to the spring auction (`diadoques §10.13`) or vanish (diadokhoi);
 *    control and characters adjust (`§10.13`, `§6b.22`);
 * 6. deposits (`diadokhoi §5.1.6`), gold gifts at the end of the turn (`diadoques §9c.9`,
 *    `§10.4`), money in transit arriving (`diadokhoi §6.3.55`);
 * 7. epigones appear (`diadoques §8b.2`, `§7a.3`); diadokhoi civil disorder ends (`§4.6.4`).
 * The marginal victory vote (`diadoques §8b.2`) is the caller's (`victory`).
 */
import { citadel, portsOnSea, province, sea } from '../map/graph.ts';
import type { GameState, PowerId, SpaceId, UnitId, UnitState, UnitType } from '../rules/state.ts';
import { addUnit, charactersWith, removeUnit } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import { ev, livePlayers, mapFor, money, treasuryOf, whyText } from '../economy/common.ts';
import { because } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';
import type { EventData, EventType } from '../core/events.ts';
import type { LayerContext, LayerEvent } from '../economy/common.ts';
import { ARMY_RANKS, costOf, DOWNGRADE, FLEET_RANKS, limitOf, specialUnits, upkeepOf } from '../economy/costs.ts';
import { deliverTransfers, resolveGoldGifts } from '../economy/gifts.ts';
import type { GoldGift } from '../economy/gifts.ts';
import { collectIncome } from '../economy/income.ts';
import { depositTreasure } from '../economy/treasures.ts';
import { putUpForSale } from '../politics/auctions.ts';
import { detach, free } from '../politics/characters.ts';
import { isKept } from '../politics/captives.ts';
import { updateControl } from '../politics/control.ts';
import { endOfYearCorruption } from '../politics/corruption.ts';
import { endCivilDisorder, epigonesAppear } from '../politics/succession.ts';
import { majorCitadels } from '../politics/victory.ts';
import { buildProblem, citadelCap, mayStack, placeBuilds } from './builds.ts';
import type { BuildRequest } from './builds.ts';
import type { WinterOrder } from '../vocabulary/winter.ts';
import { resolveWinterSupply } from './supply.ts';
import { rulebook } from '../rulebook/index.ts';

export interface WinterContext extends LayerContext {
  /** Where each player's epigone should appear, if he is due (`diadoques §7a.3`). */
  heirs?: Record<PowerId, SpaceId>;
}

type Ref = { type?: string; space: SpaceId; coast?: string };

function findUnit(state: GameState, power: PowerId, ref: Ref): UnitState | undefined {
  const here = state.units.filter((u) => u.power === power && u.space === ref.space && (!ref.coast || !u.coast || u.coast === ref.coast));
  return here.find((u) => u.type === ref.type || (ref.type === 'G' && !isSeaType(u.type))) ?? here[0];
}

interface Disband {
  unit: UnitState;
  voluntary: boolean;
  rule: string;
  why: string;
}

interface Plan {
  power: PowerId;
  disbands: Map<UnitId, Disband>;
  promotions: { unit: UnitState; to: UnitType }[];
  builds: BuildRequest[];
  events: LayerEvent[];
}

/** Orders grouped by what they are. */
function split(orders: readonly WinterOrder[]) {
  const of = <K extends WinterOrder['kind']>(k: K) => orders.filter((o): o is Extract<WinterOrder, { kind: K }> => o.kind === k);
  return { seize: of('seize'), maintain: of('maintain'), disband: of('disband'), build: of('build'), promote: of('promote'), downgrade: of('downgrade'), gift: of('gift'), deposit: of('deposit') };
}

/** Resolves the winter for every player. Mutates `state`; returns the events. */
export function resolveWinter(state: GameState, ordersByPower: Record<PowerId, readonly WinterOrder[]>, ctx: WinterContext): LayerEvent[] {
  const events: LayerEvent[] = [];
  endOfYearCorruption(state);
  const policies = rulebook(state).policies;
  if (policies.winter.supply === 'winter-disband') events.push(...resolveWinterSupply(state, ctx));
  const seize: Record<PowerId, SpaceId[]> = {};
  for (const [p, list] of Object.entries(ordersByPower)) seize[p] = split(list).seize.map((o) => o.citadel);
  events.push(...collectIncome(state, seize, ctx));
  const plans: Plan[] = [];
  for (const p of livePlayers(state)) plans.push(planPower(state, p.id, split(ordersByPower[p.id] ?? []), ctx));
  for (const plan of plans) events.push(...plan.events);
  const requests = plans.flatMap((p) => p.builds);
  const { placed, events: placing } = placeBuilds(state, requests);
  events.push(...placing);
  for (const plan of plans) events.push(...spend(state, plan, placed.filter((b) => b.power === plan.power), ctx));
  events.push(...updateControl(state));
  events.push(...releaseUnkept(state));
  for (const p of livePlayers(state)) {
    for (const o of split(ordersByPower[p.id] ?? []).deposit) events.push(...depositTreasure(state, p.id, o.citadel, o.amount));
  }
  const gifts: GoldGift[] = Object.entries(ordersByPower).flatMap(([from, list]) => split(list).gift.map((g) => ({ from, to: g.to, amount: g.amount, announced: g.announced })));
  events.push(...resolveGoldGifts(state, gifts));
  if (policies.economy.giftsTravel) events.push(...deliverTransfers(state));
  if (policies.succession.eliminated === 'civil-disorder') events.push(...endCivilDisorder(state));
  events.push(...epigonesAppear(state, ctx, ctx.heirs ?? {}));
  return events;
}

/** Characters no longer kept once their unit is gone are freed (`diadoques §6b.22`). */
function releaseUnkept(state: GameState): LayerEvent[] {
  const out: LayerEvent[] = [];
  for (const c of state.characters) {
    if (c.dead || c.waiting || !c.space || isKept(state, c)) continue;
    detach(state, c);
    out.push(...free(state, c, rulebook(state).rules.freed, because('unit-gone-in-winter')));
  }
  return out;
}

const isLeaderUnit = (state: GameState, u: UnitState) => {
  const c = u.commander ? state.characters.find((x) => x.id === u.commander) : undefined;
  return !!c && (c.kind === 'diadochus' || c.kind === 'epigone') && c.of === u.power;
};

/** Random order, the diadochus's or epigone's unit last (`diadoques §10.14`). */
function refereeOrder(state: GameState, units: UnitState[], ctx: LayerContext, what: string): UnitState[] {
  const shuffled = units.length > 1 ? ctx.dice.shuffle(units, what, rulebook(state).rules.surplusDrawOrder) : [...units];
  return [...shuffled.filter((u) => !isLeaderUnit(state, u)), ...shuffled.filter((u) => isLeaderUnit(state, u))];
}

/** Validates one player's orders and decides downgrades and disbands (money comes later). */
function planPower(state: GameState, power: PowerId, o: ReturnType<typeof split>, ctx: LayerContext): Plan {
  const plan: Plan = { power, disbands: new Map(), promotions: [], builds: [], events: [] };
  const winter = rulebook(state).policies.winter;
  const say = <K extends EventType>(type: K, rule: string, text: string, data: EventData<K>) => plan.events.push(ev(type, rule, text, data, [power]));
  const units = () => state.units.filter((u) => u.power === power && !plan.disbands.has(u.id));
  for (const d of o.disband) {
    const u = findUnit(state, power, d.unit);
    if (!u) say('order-ignored', rulebook(state).rules.disband, `No unit of ${power} in ${d.unit.space} to disband.`, { ...d, why: because('no-unit-to-disband', { power, space: d.unit.space }) });
    else if (winter.guards && u.type === 'Ag') say('order-ignored', 'diadoques §10.11', `The guard may not be disbanded at will.`, { ...d, why: because('guard-stays') });
    else plan.disbands.set(u.id, { unit: u, voluntary: true, rule: rulebook(state).rules.disband, why: 'disbanded' });
  }
  const promoting = new Map<UnitId, UnitType>();
  for (const p of o.promote) {
    const u = findUnit(state, power, p.unit);
    const why = !u ? because('no-unit-of', { power, space: p.unit.space }) : plan.disbands.has(u.id) ? because('being-disbanded') : promotionProblem(state, u, p.to);
    if (why) say('order-ignored', rulebook(state).rules.promotion, `Promotion refused: ${whyText(state, why)}.`, { ...p, why });
    else if (u) {
      promoting.set(u.id, p.to);
      plan.promotions.push({ unit: u, to: p.to });
    }
  }
  // Surplus elites (`diadoques §10.5`, `§9b.11`): the player's downgrades, then the referee's.
  for (const d of o.downgrade) {
    const u = findUnit(state, power, d.unit);
    const target = u && DOWNGRADE[u.type];
    if (!u || !target || plan.disbands.has(u.id) || (u.type !== 'Ae' && u.type !== 'Fe')) {
      say('order-ignored', 'diadoques §10.5', `Nothing to downgrade in ${d.unit.space}.`, { ...d, why: because('nothing-to-downgrade', { space: d.unit.space }) });
      continue;
    }
    const surplus = units().filter((x) => x.type === u.type && !promoting.has(x.id)).length > limitOf(state, power, u.type);
    if (!surplus) say('order-ignored', 'diadoques §10.5', `${u.type} ${u.space} is not in surplus.`, { ...d, why: because('not-in-surplus', { type: u.type, space: u.space }) });
    else plan.events.push(...downgrade(state, u, 'diadoques §10.5', 'by order'));
  }
  for (const type of ['Ag', 'Ae', 'Fe'] as UnitType[]) {
    const limit = limitOf(state, power, type, false);
    const list = units().filter((x) => x.type === type && !promoting.has(x.id));
    if (list.length <= limit) continue;
    for (const u of refereeOrder(state, list, ctx, `surplus ${type} of ${power}`).slice(0, list.length - limit)) {
      plan.events.push(...downgrade(state, u, rulebook(state).rules.downgradeSurplus, 'surplus, by the referee'));
    }
  }
  const cities = majorCitadels(state).filter((id) => state.control[id] === power).length;
  for (const type of ['Am', 'F'] as UnitType[]) {
    const limit = limitOf(state, power, type, ctx.options?.extraFleets === true, cities);
    // A unit being promoted out of its rank no longer counts in it (`diadoques §10.9`).
    const list = units().filter((x) => x.type === type && !promoting.has(x.id));
    for (const u of refereeOrder(state, list, ctx, `surplus ${type} of ${power}`).slice(0, Math.max(0, list.length - limit))) {
      plan.disbands.set(u.id, { unit: u, voluntary: false, rule: rulebook(state).rules.disbandSurplus, why: `surplus ${type}` });
    }
  }
  if (winter.fleetsNeedPort && !hasPort(state, power)) {
    for (const u of units().filter((x) => isSeaType(x.type))) plan.disbands.set(u.id, { unit: u, voluntary: false, rule: 'diadoques §10.10', why: 'no port left' });
  }
  o.build.forEach((b, index) => {
    const why = buildProblem(state, { power, type: b.type, space: b.space, ...(b.coast ? { coast: b.coast } : {}) });
    if (why) say('order-ignored', rulebook(state).rules.buildPlace, `Build of ${b.type} in ${b.space} refused: ${whyText(state, why)}.`, { ...b, why });
    else if (!mayStack(state, b.type, b.space) && plan.builds.some((x) => x.space === b.space)) say('order-ignored', 'diadoques §6a.1', `Only one unit may be built in ${b.space}.`, { ...b, why: because('one-build-per-space', { space: b.space }) });
    else plan.builds.push({ power, type: b.type, space: b.space, ...(b.coast ? { coast: b.coast } : {}), index });
  });
  return plan;
}

/** Does the player hold a port or port citadel (`diadoques §10.10`)? */
function hasPort(state: GameState, power: PowerId): boolean {
  const map = mapFor(state);
  return map.citadels.some((c) => c.port && state.control[c.id] === power) || map.provinces.some((p) => state.control[p.id] === power && p.towns.some((t) => t.port));
}

function downgrade(state: GameState, u: UnitState, rule: string, why: string): LayerEvent[] {
  const to = DOWNGRADE[u.type];
  if (!to) return [];
  const from = u.type;
  u.type = to;
  return [ev('unit-degraded', rule, `${from} ${u.space} of ${u.power} becomes ${to} (${why}).`, { unit: u.id, from, to })];
}

/** Why this unit may not be promoted to this type (`diadoques §10.21`–`§10.23`, `diadokhoi §5.3.10`). */
export function promotionProblem(state: GameState, u: UnitState, to: UnitType): Reason | undefined {
  const map = mapFor(state);
  if (specialUnits(state)[u.id]?.noPromotion) return because('elephants-never-promoted');
  const ladder = isSeaType(u.type) ? FLEET_RANKS : ARMY_RANKS;
  if (!ladder.includes(to) || ladder.indexOf(to) <= ladder.indexOf(u.type)) return because('not-above', { to, type: u.type });
  if (!costOf(state, to)) return because('type-not-here', { type: to });
  const mine = (id: SpaceId) => state.control[id] === u.power;
  if (!isSeaType(u.type)) {
    if (citadel(map, u.space)) return undefined;
    const p = province(map, u.space);
    if (!p) return because('not-on-land');
    const own = rulebook(state).policies.winter.armyPromotion === 'own-citadel-province';
    if (own ? p.citadels.some(mine) : p.citadels.length > 0) return undefined;
    return own ? because('army-promotion-own') : because('army-promotion-citadel');
  }
  if (!rulebook(state).policies.winter.fleetPromotion) return because('no-fleet-promotion');
  const c = citadel(map, u.space);
  if (c) return c.port ? undefined : because('not-a-port-citadel');
  if (sea(map, u.space) && portsOnSea(map, u.space).some((id) => mine(id) && mine(citadel(map, id)!.province))) return undefined;
  return because('fleet-promotion-place');
}

/** Pays upkeep, fees, promotions and builds in that order; carries out disbands (`diadoques §10.6`–`§10.23`). */
function spend(state: GameState, plan: Plan, builds: ReturnType<typeof placeBuilds>['placed'], ctx: LayerContext): LayerEvent[] {
  const { power } = plan;
  const guards = rulebook(state).policies.winter.guards;
  const events: LayerEvent[] = [];
  const secret = <K extends EventType>(type: K, rule: string, text: string, data: EventData<K>) => events.push(ev(type, rule, text, data, [power]));
  const kept = state.units.filter((u) => u.power === power && !plan.disbands.has(u.id));
  const due = kept.reduce((a, u) => a + upkeepOf(state, u), 0);
  // Only when the money runs short does the order among equals matter: then it is drawn.
  const byCost = due > treasuryOf(state, power) && kept.length > 1 ? ctx.dice.shuffle(kept, `upkeep order of ${power}`, rulebook(state).rules.upkeepDrawOrder) : [...kept];
  byCost.sort((a, b) => upkeepOf(state, b) - upkeepOf(state, a) || Number(isSeaType(a.type)) - Number(isSeaType(b.type)) || Number(isLeaderUnit(state, b)) - Number(isLeaderUnit(state, a)));
  let paid = 0;
  for (const u of byCost) {
    let cost = upkeepOf(state, u);
    if (treasuryOf(state, power) < cost && u.type === 'Ag' && guards) {
      events.push(...downgrade(state, u, 'diadoques §10.11', 'its pay could not be found'));
      cost = upkeepOf(state, u);
    }
    if (treasuryOf(state, power) >= cost) {
      state.treasury[power] = treasuryOf(state, power) - cost;
      paid += cost;
    } else plan.disbands.set(u.id, { unit: u, voluntary: false, rule: rulebook(state).rules.upkeep, why: 'unpaid' });
  }
  secret('upkeep', rulebook(state).rules.upkeep, `${power} pays ${money(state, paid)} of upkeep.`, { power, paid });
  for (const d of plan.disbands.values()) events.push(...disband(state, d));
  for (const p of plan.promotions) {
    if (plan.disbands.has(p.unit.id) || !state.units.includes(p.unit)) continue;
    const extra = costOf(state, p.to).upkeep - upkeepOf(state, p.unit);
    const owned = state.units.filter((u) => u.power === power && u.type === p.to).length;
    const cap = citadelCap(state, power, p.unit.space);
    if (owned + 1 > limitOf(state, power, p.to)) secret('order-ignored', 'diadoques §10.23', `Promotion of ${p.unit.type} ${p.unit.space} to ${p.to} refused: over the limit of ${p.to}.`, { ...p, why: because('over-limit', { type: p.to }) });
    else if (cap !== undefined && costOf(state, p.to).upkeep > cap) secret('order-ignored', 'diadoques §10.23', `Promotion in threatened ${p.unit.space} refused: it may not cost more than ${money(state, cap)}.`, { ...p, why: because('cost-cap', { cap }) });
    else if (treasuryOf(state, power) < extra) secret('order-ignored', 'diadoques §10.23', `Promotion of ${p.unit.type} ${p.unit.space} refused: not enough money.`, { ...p, why: because('not-enough-money') });
    else {
      state.treasury[power] = treasuryOf(state, power) - extra;
      events.push(ev('promoted', rulebook(state).rules.promotion, `${p.unit.type} ${p.unit.space} of ${power} is promoted to ${p.to}.`, { power, unit: p.unit.id, space: p.unit.space, from: p.unit.type, to: p.to, cost: extra }));
      p.unit.type = p.to;
    }
  }
  for (const type of ['Ae', 'Fe'] as UnitType[]) {
    const list = state.units.filter((u) => u.power === power && u.type === type);
    const limit = limitOf(state, power, type);
    for (const u of refereeOrder(state, list, ctx, `surplus ${type} of ${power}`).slice(0, Math.max(0, list.length - limit))) {
      events.push(...downgrade(state, u, rulebook(state).rules.downgradeSurplus, 'surplus, by the referee'));
    }
  }
  for (const b of builds) {
    const cost = costOf(state, b.type).buy;
    const owned = state.units.filter((u) => u.power === power && u.type === b.type).length;
    if (owned + 1 > limitOf(state, power, b.type, ctx.options?.extraFleets === true, majorCitadels(state).filter((id) => state.control[id] === power).length)) {
      secret('order-ignored', rulebook(state).rules.buildOverLimit, `Build of ${b.type} refused: over the limit of ${b.type}.`, { ...b, why: because('over-limit', { type: b.type }) });
    } else if (b.cap !== undefined && cost > b.cap) {
      secret('order-ignored', rulebook(state).rules.buildThreatenedCap, `Build in threatened ${b.at} refused: it may not cost more than ${money(state, b.cap)}.`, { ...b, why: because('cost-cap', { cap: b.cap }) });
    } else if (treasuryOf(state, power) < cost) secret('order-ignored', rulebook(state).rules.build, `Build of ${b.type} in ${b.at} refused: not enough money.`, { ...b, why: because('not-enough-money') });
    else if (!mayStack(state, b.type, b.at) && state.units.some((u) => u.space === b.at && (!sea(mapFor(state), b.at) || isSeaType(u.type)))) {
      secret('order-ignored', 'diadoques §6a.1', `Build of ${b.type} refused: ${b.at} is no longer free.`, { ...b, why: because('no-longer-free', { space: b.at }) });
    } else {
      state.treasury[power] = treasuryOf(state, power) - cost;
      // Diadokhoi §6.3.52: a second unit in a port or citadel; the next season spreads them.
      if (!state.firstTurn && state.units.some((x) => x.space === b.at)) state.stacked = true;
      const u = addUnit(state, { power, type: b.type, space: b.at, ...(b.atCoast ? { coast: b.atCoast } : {}) });
      events.push(ev('built', rulebook(state).rules.build, `${power} builds ${b.type} in ${b.at}.`, { power, unit: u.id, type: b.type, space: b.at, cost }));
    }
  }
  return events;
}

/** Disbands one unit: pays the fee or what is left, then the auction (diadoques) or nothing (`diadoques §10.8`, `§10.12`, `§10.13`). */
function disband(state: GameState, d: Disband): LayerEvent[] {
  const u = d.unit;
  const power = u.power;
  if (!state.units.includes(u)) return [];
  const events: LayerEvent[] = [];
  const fee = costOf(state, u.type).disband ?? costOf(state, DOWNGRADE[u.type] ?? u.type).disband ?? 0;
  const paidFee = Math.min(fee, treasuryOf(state, power));
  state.treasury[power] = treasuryOf(state, power) - paidFee;
  for (const c of charactersWith(state, u)) detach(state, c);
  events.push(ev('disbanded', d.rule, `${u.type} ${u.space} of ${power} is disbanded (${d.why}).`, { power, unit: u.id, type: u.type, space: u.space, fee: paidFee, voluntary: d.voluntary }));
  if (fee > 0) events.push(ev('disband-fee', rulebook(state).rules.disbandFee, `${power} pays ${money(state, paidFee)} to disband ${u.type} ${u.space}.`, { power, unit: u.id, type: u.type, space: u.space, fee, paid: paidFee }, [power]));
  if (rulebook(state).policies.winter.disbandedUnitsAuctioned && u.type !== 'Am') events.push(...putUpForSale(state, u, 'disband', 'diadoques §10.13'));
  else removeUnit(state, u.id);
  return events;
}
