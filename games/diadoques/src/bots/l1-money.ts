/**
 * L1's money weighed by odds and price (issue 20 item 2), as options of `L1Variant.money`; L1
 * plays its ruleset's `L1_MONEY` unless told (`money: {}`: as the baseline spends, `./politics.ts`). From its own view only:
 * the others' treasuries and the counter-corruption they paid are secret (`game/view.ts`).
 * One currency, the ruleset's (T in Les Diadoques, talents in Diadokhoi): a unit is worth its
 * purchase price (what the gold would otherwise buy, `diadoques §10.15`), a victory point
 * `VP_ARMIES` purchase prices of an army, a citadel its victory points and its year's income
 * (`diadoques §3.3`, `§10.2`).
 * - `guard`: counter-corruption (`diadoques §9b.13`, `diadokhoi §6.3.6`) on an own unit an enemy
 *   could bribe (the rules' `bribeProblem` from the enemy's side) when the loss it expects —
 *   odds of an attempt × odds it succeeds against the offer it expects × the unit's worth —
 *   exceeds the price of blocking that offer: in Les Diadoques a bribe under the level is void
 *   (`§9b.5`), so a counter-corruption above the attacker's margin blocks it for the year;
 *   in Diadokhoi a bribe not above the threshold is lost (`§6.3.8`). Its diadochus's unit first:
 *   in the short game his death by corruption eliminates the power (`diadoques §9b.9`, `§7a.1`).
 * - `leaders`: it bribes the unit a rival diadochus commands, with its whole treasury if need be
 *   (L2's `leaderBribe`, `./l2-leaders.ts`); `chest`: its winters keep L2's war chest for it
 *   (`./l2-winter.ts`).
 * - `royals` (Diadokhoi): the royals travelling alone, a victory point each (L2's `royalBribes`,
 *   `./l2-royals.ts`, `diadokhoi §6.3.13`, `§4.4.1`).
 * - `weighed`: its bribes of units by expected gain — chance × worth − price — rather than the
 *   weakest unit in reach; the chance from the level it sees (`diadoques §9b.6`: 75 % + what it
 *   pays above the level, at most 95 %; `diadokhoi §6.3.8`: sure above the threshold).
 * - `bids`: auction bids up to the lot's worth (its purchase price, its citadel's worth for a
 *   garrison, `diadoques §11b.4`, `§11b.6`), not a fixed one and a half prices.
 */
import { citadel } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import { costOf } from '../economy/costs.ts';
import { citadelIncome } from '../economy/income.ts';
import { DOWNGRADE } from '../economy/costs.ts';
import { bribeProblem, corruptionLevel } from '../politics/corruption.ts';
import { bidProblem } from '../politics/auctions.ts';
import type { AuctionLot } from '../politics/auctions.ts';
import { victoryPointsOf } from '../politics/victory.ts';
import { profileOf, rulebook } from '../rulebook/index.ts';
import type { GameState, PowerId, RulesetId, SpaceId, UnitState, UnitType } from '../rules/state.ts';
import { printMoneyOrder } from '../vocabulary/money.ts';
import { asState } from './baseline.ts';
import type { BotView } from './baseline.ts';
import { compareIds } from './ids.ts';
import { leaderBribeLine, TOP_MARGIN } from './l2-leaders.ts';
import { royalBribes } from './l2-royals.ts';
import { LEADER } from './l2-worth.ts';
import { offerFor, reserveOf } from './politics.ts';
import type { LotView } from './politics.ts';

/** The options of L1's money (`L1Variant.money`; `L1_MONEY` when not given). */
export interface L1Money {
  /** `true`: out of what a year's upkeep leaves; `all`: its diadochus's unit out of the whole treasury. */
  guard?: boolean | 'all';
  leaders?: boolean;
  chest?: boolean;
  royals?: boolean;
  weighed?: boolean;
  bids?: boolean;
}

/**
 * L1's money by default (issue 20 item 2), by ruleset. Diadokhoi: `royals` and `guard` — in one
 * seat against five L1 of before, on the fresh seeds lp1 and lp2, 34 of 120 (28.3 %, Wilson
 * 21.0–37.0 %; fair 16.7 %). Les Diadoques: none (the money of before). There `leaders` with
 * `chest`, `royals` and `guard` won 34 of 120 on lp1, lp2 (28.3 %), but in self-play the diadochi
 * bribe one another and Cassandre, whose diadochus in Macedonia nobody reaches, won 91 of 240
 * (37.9 %, seeds lp3–lp6; with `guard: 'all'` and the partial guard 47 of 120, 39.2 %, lp3–lp4)
 * against the balance goal of 30 %. `weighed` and `bids` showed nothing on the tuning seeds
 * (lpt1: leaders + chest 16 of 60, with weighed 15; all six 12): off in both.
 */
export const L1_MONEY: Record<RulesetId, L1Money> = { diadoques: {}, diadokhoi: { royals: true, guard: true } };

/** A victory point in army purchase prices: 3 (30 T, 3000 talents) — a guess, not measured alone. */
export const VP_ARMIES = 3;

/**
 * The odds it gives an enemy who can reach a unit of trying to bribe it this season: the unit its
 * diadochus commands, a half (every L2 and L1 with `leaders` aims at it, `./l2-leaders.ts`); any
 * other, a tenth (L1 bribes about once a game, docs/bots.md). Guesses, not measured alone.
 */
export const ATTEMPT_LEADER = 0.5;
export const ATTEMPT_OTHER = 0.1;

/** The most of its bribes of units a season (`weighed`): a treasury seldom pays more. */
export const WEIGHED_BRIBES = 2;

const stepOf = (view: BotView) => profileOf(view.ruleset).amounts.giftStep;
const chanceRule = (view: BotView) => profileOf(view.ruleset).policies.corruption.bribes === 'chance';
const armyPrice = (state: GameState) => costOf(state, 'A').buy;
const ref = (u: UnitState) => ({ type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}) });
const livePlayers = (view: BotView) => view.powers.filter((p) => p.kind === 'player' && !p.eliminated).map((p) => p.id);

/** What a citadel is worth to `power` were it its own: its victory points and a year's income (`diadoques §3.3`, `§10.2`). */
export function citadelWorth(state: GameState, id: SpaceId, power: PowerId): number {
  const after = { ...state, control: { ...state.control, [id]: power } } as GameState;
  const vp = victoryPointsOf(after, power) - victoryPointsOf(state, power);
  return vp * VP_ARMIES * armyPrice(state) + citadelIncome(after, id, power).amount;
}

/** Does this unit carry its power's diadochus in command (`diadoques §9b.9`: he dies with its corruption)? */
export function carriesDiadochus(view: BotView, u: UnitState): boolean {
  const leader = view.powers.find((p) => p.id === u.power)?.diadochus;
  return leader !== undefined && u.commander === leader && view.characters.some((c) => c.id === leader && c.with === u.id && !c.dead && !c.prisonerOf);
}

/** Is the diadochus's death the end of his power now (`diadoques §7a.1`: before the epigones' year)? */
export function leaderLossEliminates(view: BotView): boolean {
  const r = rulebook(asState(view));
  return r.policies.victory.otherwise === 'prestige' && view.year < r.policies.succession.epigoneFrom;
}

/** What its own unit is worth to it: its price, its citadel when a garrison, the game when it carries the diadochus in the short game. */
export function ownUnitWorth(view: BotView, u: UnitState): number {
  const state = asState(view);
  const x = citadel(mapOf(view.ruleset)!, u.space);
  let worth = costOf(state, u.type).buy;
  if (x && view.control[x.id] === u.power) worth += citadelWorth({ ...state, control: { ...state.control, [x.id]: '' } } as GameState, x.id, u.power);
  if (carriesDiadochus(view, u)) worth += leaderLossEliminates(view) ? LEADER * VP_ARMIES * armyPrice(state) : costOf(state, u.type).buy;
  return worth;
}

/**
 * The chance a bribe of `offer` succeeds against a target of true level `level`
 * (`diadoques §9b.5`–`§9b.7`: void under the level, else 75 % + the excess, at most 95 %;
 * `diadokhoi §6.3.8`: sure above the threshold, lost at or under it).
 */
export function bribeChance(view: BotView, offer: number, level: number): number {
  if (chanceRule(view)) return offer < level ? 0 : Math.min(95, 75 + offer - level) / 100;
  return offer > level ? 1 : 0;
}

/** The offer an enemy is expected to make on a unit whose level he sees: L2's 20 T above on a diadochus's unit, else L1's (`offerFor`). */
function expectedOffer(view: BotView, u: UnitState, seen: number): number {
  if (chanceRule(view) && carriesDiadochus(view, u)) return seen + TOP_MARGIN;
  return offerFor(view.ruleset, seen);
}

/** One counter-corruption it pays: the unit and the sum. */
export interface Guard {
  unit: UnitState;
  amount: number;
}

/**
 * `guard`: the counter-corruption it pays this season, within `budget` (its diadochus's unit
 * first, the largest expected loss first). For each own unit an enemy could bribe: the offer it
 * expects on the level the enemy sees (without its counter-corruption, secret), the sum that
 * makes that offer fail (void under the level in Les Diadoques, lost at the threshold in
 * Diadokhoi), paid when the expected loss it removes is larger.
 */
export function guards(view: BotView, power: PowerId, budget: number, leaderBudget = budget): Guard[] {
  if (view.season === 'winter') return [];
  const state = asState(view);
  const step = stepOf(view);
  const enemies = livePlayers(view).filter((p) => p !== power);
  const options: (Guard & { loss: number; leader: boolean })[] = [];
  for (const u of view.units) {
    if (u.power !== power || u.transit) continue;
    if (!enemies.some((e) => bribeProblem(state, e, { unit: u.id }) === undefined)) continue;
    const level = corruptionLevel(state, { unit: u.id });
    const paid = view.counterCorruption?.[u.id] ?? 0;
    const seen = level - paid;
    const offer = expectedOffer(view, u, seen);
    const now = bribeChance(view, offer, level);
    if (now <= 0) continue;
    // The least total counter-corruption that makes the expected offer fail.
    const block = chanceRule(view) ? offer - seen + 1 : offer - seen;
    const amount = Math.ceil(Math.max(step, block - paid) / step) * step;
    const leader = carriesDiadochus(view, u);
    const loss = (leader ? ATTEMPT_LEADER : ATTEMPT_OTHER) * now * ownUnitWorth(view, u);
    if (loss > amount) options.push({ unit: u, amount, loss, leader });
  }
  options.sort((a, b) => Number(b.leader) - Number(a.leader) || b.loss - a.loss || compareIds(a.unit.id, b.unit.id));
  const out: Guard[] = [];
  let left = budget;
  let leaderLeft = leaderBudget;
  for (const o of options) {
    const room = o.leader ? leaderLeft : left;
    // Its diadochus in the short game, when the full block is beyond it: what it has. A rival
    // short of money offers the level itself or little more (`leaderBribe`: all it has down to
    // the level), which any counter-corruption above that excess voids (`diadoques §9b.5`).
    const amount = o.amount > room && o.leader && leaderLossEliminates(view) ? Math.floor(room / step) * step : o.amount;
    if (amount > room || amount < step) continue;
    leaderLeft -= amount;
    left -= amount;
    out.push({ unit: o.unit, amount });
  }
  return out;
}

/** What an enemy unit would be worth to it were it bribed: the unit (degraded, `diadoques §9b.10`), its citadel for a garrison, half the unit again taken from a rival player. */
export function bribeWorth(view: BotView, power: PowerId, u: UnitState): number {
  const state = asState(view);
  const type = (u.type === 'Am' || u.type === 'Ag' ? DOWNGRADE[u.type] : u.type) as UnitType;
  let worth = costOf(state, type).buy;
  const x = citadel(mapOf(view.ruleset)!, u.space);
  if (x) worth += citadelWorth(state, x.id, power);
  if (livePlayers(view).includes(u.power)) worth += costOf(state, u.type).buy / 2;
  return worth;
}

/** A bribe it would make: the unit, its offer, the gain it expects. */
export interface WeighedBribe {
  unit: UnitState;
  amount: number;
  gain: number;
}

/**
 * `weighed`: its bribes of units this season, within `budget`, the best expected gain first, at
 * most `WEIGHED_BRIBES`. In Les Diadoques the offer is the level it sees plus 0, 10 or 20 — a
 * margin raises the chance a point per T (`§9b.6`) and covers secret counter-corruption — the
 * one of best chance × worth − price; in Diadokhoi `offerFor`'s half again (lost at the threshold).
 * The price counts in full: gold not spent buys units at their price.
 */
export function weighedBribes(view: BotView, power: PowerId, budget: number): WeighedBribe[] {
  if (view.season === 'winter' || view.firstTurn) return [];
  const state = asState(view);
  const step = stepOf(view);
  const options: WeighedBribe[] = [];
  for (const u of view.units) {
    if (u.power === power || u.transit || bribeProblem(state, power, { unit: u.id }) !== undefined) continue;
    const level = corruptionLevel(state, { unit: u.id });
    if (!Number.isFinite(level)) continue;
    const worth = bribeWorth(view, power, u);
    const offers = chanceRule(view) ? [0, 10, 20].map((m) => Math.ceil((level + m) / step) * step) : [offerFor(view.ruleset, level)];
    let best: WeighedBribe | undefined;
    for (const amount of offers) {
      if (amount <= 0) continue;
      const gain = bribeChance(view, amount, level) * worth - amount;
      if (gain > 0 && (!best || gain > best.gain)) best = { unit: u, amount, gain };
    }
    if (best) options.push(best);
  }
  options.sort((a, b) => b.gain - a.gain || a.amount - b.amount || compareIds(a.unit.id, b.unit.id));
  const out: WeighedBribe[] = [];
  let left = budget;
  for (const o of options) {
    if (out.length >= WEIGHED_BRIBES) break;
    if (o.amount > left) continue;
    left -= o.amount;
    out.push(o);
  }
  return out;
}

/** What a unit on sale is worth to it: its price, and the citadel it garrisons (it changes hands with it, `diadoques §11b.4`). */
export function lotWorth(view: BotView, power: PowerId, u: UnitState): number {
  const state = asState(view);
  const x = citadel(mapOf(view.ruleset)!, u.space);
  return costOf(state, u.type).buy + (x ? citadelWorth(state, x.id, power) : 0);
}

/**
 * `bids`: a series for each lot it may bid for (`diadoques §11b.5`), from the start price up
 * to its worth in four steps — the winner pays his lowest bid above every other bidder's best
 * (`§11b.6`), so the top of the series is what it would pay at most, the rest what it pays
 * against weaker bidders — within `budget` (the tops summed).
 */
export function worthBids(view: BotView, lots: readonly LotView[], power: PowerId, budget: number): { lines: string[]; spent: number } {
  const state = asState(view);
  const step = stepOf(view);
  const lines: string[] = [];
  let left = budget;
  for (const lot of lots) {
    const u = view.units.find((x) => x.id === lot.unit);
    if (!u) continue;
    const full: AuctionLot = { ...lot, opensAt: 0, offered: 0 };
    if (bidProblem(state, power, u, full)) continue;
    const top = Math.floor(Math.min(left, lotWorth(view, power, u)) / step) * step;
    if (top < lot.price) continue;
    const amounts = [...new Set([0, 1, 2, 3, 4].map((i) => Math.floor((lot.price + ((top - lot.price) * i) / 4) / step) * step))].filter((a) => a >= lot.price);
    left -= top;
    lines.push(printMoneyOrder(view.ruleset, { kind: 'bid', unit: ref(u), amounts }));
  }
  return { lines, spent: budget - left };
}

/** The sums of bribe or counter-corruption lines: each ends with its sum (`printMoneyOrder`). */
const sumOf = (text: string) => [...text.matchAll(/ (\d+)$/gm)].reduce((a, m) => a + Number(m[1]), 0);

/**
 * L1's money lines for a military season with `money`'s options (the baseline's for the
 * others): a rival diadochus's unit, counter-corruption, the royals, the bribes of units, the
 * bids — each out of what the ones before left. The money a year's upkeep needs (`reserveOf`)
 * stays but for `leaders`' bribe, which may spend all (L2's `all`) and comes first: on the
 * tuning seed lpt1 the guard paid first, from the whole treasury, left the bribes unpaid
 * (leaders + chest 16 of 60 games, with that guard 9 of 60).
 */
export function l1MoneyLines(view: BotView, lots: readonly LotView[], power: PowerId, money: L1Money, baseline: { bribe: (v: BotView) => string; counter: (v: BotView) => string; bids: (v: BotView) => string }): string {
  const treasury = view.treasury?.[power] ?? 0;
  const reserve = reserveOf(view, power);
  let spent = 0;
  const spare = () => Math.max(0, treasury - spent - reserve);
  const after = (): BotView => ({ ...view, treasury: { ...view.treasury, [power]: treasury - spent } });
  const lines: string[] = [];
  let leaderSpent = 0;
  if (money.leaders) {
    const l = leaderBribeLine(after(), power, 'all');
    if (l.spent > 0) {
      lines.push(l.text);
      spent += l.spent;
      leaderSpent = l.spent;
    }
  }
  if (money.guard) {
    const g = guards(view, power, spare(), money.guard === 'all' ? treasury - spent : spare());
    for (const x of g) {
      lines.push(printMoneyOrder(view.ruleset, { kind: 'counter', target: { unit: { type: x.unit.type, space: x.unit.space } }, amount: x.amount }));
      spent += x.amount;
    }
  } else {
    const text = baseline.counter(after());
    if (text !== '') {
      lines.push(text);
      spent += sumOf(text);
    }
  }
  if (money.royals) {
    for (const b of royalBribes(after(), power, spare())) {
      lines.push(printMoneyOrder(view.ruleset, { kind: 'bribe', target: { character: b.character }, amount: b.amount }));
      spent += b.amount;
    }
  }
  if (money.weighed) {
    for (const b of weighedBribes(after(), power, spare())) {
      lines.push(printMoneyOrder(view.ruleset, { kind: 'bribe', target: { unit: ref(b.unit) }, amount: b.amount }));
      spent += b.amount;
    }
  } else if (leaderSpent === 0) {
    const text = baseline.bribe(after());
    if (text !== '') {
      lines.push(text);
      spent += sumOf(text);
    }
  }
  if (money.bids) lines.push(...worthBids(after(), lots, power, spare()).lines);
  else lines.push(baseline.bids(after()));
  return lines.filter((x) => x !== '').join('\n');
}
