/**
 * Auctions of neutral units (`diadoques ch. 11b`; the optional rebel sale of `diadokhoi §3.1.12`).
 *
 * Three sources, each with its start price and its fate when unsold:
 * - elimination of a player (`diadoques §11b.1`, `§7c.3`): the next turn at the purchase
 *   price, then every turn at 1 T; at the end of autumn, garrisons, units in the province of a
 *   neutral major citadel and fleets with access to one stay neutral for good, the others go;
 * - revolt for want of winter supply (`diadoques §11b.2`, `§11a.3`): in spring, at half the
 *   purchase price rounded down; unsold, removed before the movements;
 * - disbanding (`diadoques §11b.3`, `§10.13`): in spring at the purchase price, then at the
 *   start of summer at 1 T; unsold, removed at the end of summer;
 * - diadokhoi rebels (option, `diadokhoi §3.1.12`): spring at half price at least, summer at
 *   100 at least, else disbanded.
 * While unsold a unit is neutral, its own power `auction:<unit>`, with a field of action
 * (`diadoques §11b.4`): a garrison, a unit in the province of a neutral major citadel, a fleet
 * with access to one: that citadel and its province (armies) or its access seas (fleets);
 * any other unit: its own space.
 * Bidding (`diadoques §11b.5`–`§11b.7`): no former owner; a unit or free diadochus/epigone
 * within two spaces; each bidder writes a series of bids, each at most his treasury; the
 * highest series wins and pays its lowest bid above every other bidder's best (`§11b.6`
 * example: 10…14 against 11, 15, 16 → 15); only that sum is public; a tie or no bid: the unit
 * stays neutral. Units are examined in a random order.
 */
import { accessSeas, bordersOf, citadel, portsOnSea, province } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import type { GameState, PowerId, SpaceId, UnitId, UnitState } from '../rules/state.ts';
import { charactersWith, removeUnit, unitById } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import { stuck, weatherOf } from '../rules/weather.ts';
import { ev, extOf, isLivePlayer, mapFor, money, nowIndex, seasonOfIndex, treasuryOf, whyText } from '../economy/common.ts';
import { because } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';
import type { LayerContext, LayerEvent } from '../economy/common.ts';
import { costOf } from '../economy/costs.ts';
import { freeLeaders, handOver, holderOf } from './characters.ts';
import { controlFollowsUnit } from './control.ts';
import { rulebook } from '../rulebook/index.ts';
import type { AuctionLot, LotSource } from '../rules/ext.ts';

export type { AuctionLot, LotSource } from '../rules/ext.ts';

export function auctionLots(state: GameState): AuctionLot[] {
  return extOf(state, 'auctions', () => ({ lots: [] })).lots;
}

export const lotPower = (unit: UnitId): PowerId => `auction:${unit}`;

/** The next military season's index after `index` (winter is skipped). */
function nextMilitary(index: number): number {
  let i = index + 1;
  while (seasonOfIndex(i).season === 'winter') i++;
  return i;
}

function neutralMajor(state: GameState, id: SpaceId): boolean {
  const c = citadel(mapFor(state), id);
  return !!c && c.rank !== 'minor' && state.control[id] === undefined;
}

/** The field of action of an unsold unit (`diadoques §11b.4`). */
export function auctionField(state: GameState, u: UnitState): SpaceId[] {
  const map = mapFor(state);
  const sea = isSeaType(u.type);
  const around = (cit: SpaceId) => (sea ? [cit, ...accessSeas(map, cit)] : [cit, citadel(map, cit)!.province]);
  if (citadel(map, u.space)) return around(u.space);
  if (!sea) {
    const major = province(map, u.space)?.citadels.find((c) => neutralMajor(state, c));
    if (major) return around(major);
  } else {
    const major = portsOnSea(map, u.space).find((c) => neutralMajor(state, c));
    if (major) return around(major);
  }
  return [u.space];
}

function startPrice(state: GameState, u: UnitState, source: LotSource): number {
  const buy = costOf(state, u.type).buy;
  if (source === 'revolt' || source === 'rebel') return Math.floor(buy / 2);
  return buy;
}

/**
 * Puts a unit up for sale: it turns neutral now, with its field of action, to be offered at
 * the next military season (`opensAt`, default: the next one). A garrison's citadel turns
 * neutral with it (decisions.md).
 */
export function putUpForSale(state: GameState, u: UnitState, source: LotSource, rule: string, opensAt?: number): LayerEvent[] {
  const formerOwner = u.power;
  const power = lotPower(u.id);
  u.power = power;
  delete u.freshCommand;
  const lot: AuctionLot = { unit: u.id, source, formerOwner, price: startPrice(state, u, source), opensAt: opensAt ?? nextMilitary(nowIndex(state)), offered: 0 };
  auctionLots(state).push(lot);
  const events: LayerEvent[] = [ev('auction-lot', rule, `${u.type} ${u.space} of ${formerOwner} turns neutral and will be auctioned from ${lot.price}.`, { ...lot, type: u.type, space: u.space })];
  events.push(...controlFollowsUnit(state, u, rule));
  state.neutralForces.push({ power, kind: 'auction', field: auctionField(state, u), note: `${source}: unit ${u.id} of ${formerOwner}` });
  return events;
}

export interface AuctionBid {
  power: PowerId;
  /** The unit on sale, by id or by its space. */
  unit: UnitId;
  /** The bidder's series (`diadoques §11b.6`). */
  amounts: number[];
}

/** May this power bid for this unit (`diadoques §11b.5`)? Explains why not. */
export function bidProblem(state: GameState, power: PowerId, u: UnitState, lot: AuctionLot): Reason | undefined {
  if (!isLivePlayer(state, power)) return because('bidder-out');
  if (power === lot.formerOwner) return because('former-owner');
  const map = mapFor(state);
  const w = weatherOf(map, state);
  if (stuck(map, w, u.space, isSeaType(u.type) ? 'fleet' : 'army')) return because('lot-weather');
  const spots = [...state.units.filter((x) => x.power === power).map((x) => x.space), ...freeLeaders(state, power).map((c) => c.space!)];
  if (!spots.some((s) => withinTwo(map, s, u.space))) return because('no-bidder-near');
  return undefined;
}

/**
 * "Dans un rayon de 2 espaces" (`diadoques §11b.5`): at most two borders apart, borders of any
 * kind (land, sea, citadel, coast) — a fleet off a coast is next to that province.
 */
function withinTwo(map: GameMap, from: SpaceId, to: SpaceId): boolean {
  const near = (id: SpaceId) => bordersOf(map, id).map((b) => (b.a === id ? b.b : b.a));
  return from === to || near(from).some((x) => x === to || near(x).includes(to));
}

/** The winner of one unit's bids and what he pays; `undefined`: no sale (`diadoques §11b.6`, `§11b.7`). */
export function auctionWinner(series: { power: PowerId; amounts: number[] }[], floor: number): { power: PowerId; pays: number } | undefined {
  const valid = series
    .map((s) => ({ power: s.power, amounts: s.amounts.filter((a) => Number.isFinite(a) && a >= floor).sort((a, b) => a - b) }))
    .filter((s) => s.amounts.length > 0);
  if (valid.length === 0) return undefined;
  const best = valid.map((s) => ({ power: s.power, max: s.amounts[s.amounts.length - 1]!, amounts: s.amounts })).sort((a, b) => b.max - a.max);
  if (best.length > 1 && best[0]!.max === best[1]!.max) return undefined;
  const second = best.length > 1 ? best[1]!.max : -Infinity;
  const pays = best[0]!.amounts.find((a) => a > second)!;
  return { power: best[0]!.power, pays };
}

function sell(state: GameState, lot: AuctionLot, u: UnitState, buyer: PowerId, pays: number, rule: string): LayerEvent[] {
  state.treasury[buyer] = treasuryOf(state, buyer) - pays;
  const power = lotPower(u.id);
  state.neutralForces = state.neutralForces.filter((f) => f.power !== power);
  u.power = buyer;
  const events: LayerEvent[] = [ev('auction-sold', rule, `${buyer} buys ${u.type} ${u.space} for ${money(state, pays)}.`, { unit: u.id, type: u.type, space: u.space, buyer, pays })];
  events.push(...controlFollowsUnit(state, u, rulebook(state).rules.auctionSold));
  for (const c of charactersWith(state, u)) {
    if (holderOf(c) !== power) continue;
    events.push(...handOver(state, c, buyer, rule, because('bought-with-unit')));
  }
  return events;
}

function removeLotUnit(state: GameState, u: UnitState, rule: string, why: string): LayerEvent[] {
  const power = lotPower(u.id);
  state.neutralForces = state.neutralForces.filter((f) => f.power !== power);
  const events: LayerEvent[] = [];
  removeUnit(state, u.id);
  events.push(ev('auction-removed', rule, `${u.type} ${u.space} is removed (${why}).`, { unit: u.id, type: u.type, space: u.space }));
  return events;
}

/** What becomes of a lot offered unsold (`diadoques §11b.1`–`§11b.3`, `diadokhoi §3.1.12`). */
function unsold(state: GameState, lot: AuctionLot, u: UnitState): LayerEvent[] {
  lot.offered += 1;
  const season = state.season;
  if (lot.source === 'revolt') return removeLotUnit(state, u, 'diadoques §11b.2', 'unsold in spring');
  if (lot.source === 'disband' || lot.source === 'rebel') {
    if (lot.offered >= 2 || season !== 'spring') {
      lot.opensAt = Infinity;
      return [ev('auction-unsold', rulebook(state).rules.auctionUnsold, `${u.type} ${u.space} is still unsold: it goes at the end of ${season}.`, { unit: u.id, type: u.type, space: u.space, last: season })];
    }
    lot.price = lot.source === 'rebel' ? 100 : 1;
    lot.opensAt = nextMilitary(nowIndex(state));
    return [ev('auction-unsold', rulebook(state).rules.auctionUnsold, `${u.type} ${u.space} is unsold: offered again next season from ${money(state, lot.price)}.`, { unit: u.id, type: u.type, space: u.space, price: lot.price })];
  }
  lot.price = 1;
  lot.opensAt = nextMilitary(nowIndex(state));
  return [ev('auction-unsold', 'diadoques §11b.1', `${u.type} ${u.space} is unsold: offered again next turn from 1 T.`, { unit: u.id, type: u.type, space: u.space, price: 1 })];
}

/**
 * The auction step of a military season (`diadoques §8a.2`, before the events and orders):
 * every lot open now is examined, in a random order, against the bids written.
 */
export function resolveAuctions(state: GameState, bids: readonly AuctionBid[], ctx: LayerContext): LayerEvent[] {
  const events: LayerEvent[] = [];
  const now = nowIndex(state);
  const open = auctionLots(state).filter((l) => l.opensAt <= now);
  if (open.length === 0) return events;
  const rule = rulebook(state).rules.auctionBids;
  for (const lot of ctx.dice.shuffle(open, 'auction order', 'diadoques §11b.6')) {
    const u = unitById(state, lot.unit);
    if (!u) continue;
    const series: { power: PowerId; amounts: number[] }[] = [];
    for (const b of bids.filter((x) => x.unit === lot.unit)) {
      const why = bidProblem(state, b.power, u, lot);
      if (why) {
        events.push(ev('bid-refused', 'diadoques §11b.5', `${b.power}'s bids for ${u.type} ${u.space} do not count: ${whyText(state, why)}.`, { power: b.power, unit: u.id, type: u.type, space: u.space, why }, [b.power]));
        continue;
      }
      const cash = treasuryOf(state, b.power);
      series.push({ power: b.power, amounts: b.amounts.filter((a) => a <= cash) });
    }
    const win = auctionWinner(series, lot.price);
    if (win) {
      events.push(...sell(state, lot, u, win.power, win.pays, rule));
      auctionLots(state).splice(auctionLots(state).indexOf(lot), 1);
    } else events.push(...unsold(state, lot, u));
  }
  return events;
}

/**
 * End of a military season: disband lots still unsold at the end of summer go, and at the
 * end of autumn an eliminated player's unsold units either stay neutral for good or go
 * (`diadoques §11b.1`, `§11b.3`).
 */
export function endOfSeasonAuctions(state: GameState): LayerEvent[] {
  const events: LayerEvent[] = [];
  const lots = auctionLots(state);
  for (const lot of [...lots]) {
    const u = unitById(state, lot.unit);
    if (!u) {
      lots.splice(lots.indexOf(lot), 1);
      continue;
    }
    const gone = (rule: string, why: string) => {
      lots.splice(lots.indexOf(lot), 1);
      events.push(...removeLotUnit(state, u, rule, why));
    };
    if ((lot.source === 'disband' || lot.source === 'rebel') && lot.opensAt === Infinity && state.season !== 'spring') gone(rulebook(state).rules.auctionUnsold, 'never sold');
    else if (lot.source === 'elimination' && state.season === 'autumn' && lot.offered > 0) {
      lots.splice(lots.indexOf(lot), 1);
      const field = auctionField(state, u);
      if (field.length > 1) {
        const f = state.neutralForces.find((x) => x.power === lotPower(u.id));
        if (f) {
          f.kind = 'neutral';
          f.field = field;
        }
        events.push(ev('auction-neutral', 'diadoques §11b.1', `${u.type} ${u.space} stays neutral for good.`, { unit: u.id, type: u.type, space: u.space }));
      } else events.push(...removeLotUnit(state, u, 'diadoques §11b.1', 'unsold by the end of autumn'));
    }
  }
  return events;
}
