/**
 * The baseline bot's money in a military season, in the players' notation
 * (`src/politics/secondary-parse.ts`), from its own view only:
 * - one bribe a season on the weakest unit it may reach — a garrison first, since a bribed
 *   garrison hands over its citadel (`diadoques §9b.12`) — when it can pay it and still keep
 *   its army (`diadoques §9b.1`–`§9b.6`, `diadokhoi §6.3.2`–`§6.3.8`);
 * - counter-corruption on its diadochus's unit and its garrisons with enemies next door
 *   (`diadoques §9b.13`, `diadokhoi §6.3.6`);
 * - bids for units on sale within reach, at most half as much again as their purchase price
 *   (`diadoques §11b.5`, `§11b.6`);
 * - gold gifts: none of its own accord; `giftLine` writes one when asked (`diadoques §9c.9`).
 * Who may bribe what, a target's level and who may bid come from the rules' own functions.
 * The level it sees leaves out the counter-corruption others paid (secret): it adds a margin.
 */
import { citadel, neighbours } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import { costOf, upkeepOf } from '../economy/costs.ts';
import { bribeProblem, corruptionLevel } from '../politics/corruption.ts';
import { bidProblem } from '../politics/auctions.ts';
import type { AuctionLot } from '../politics/auctions.ts';
import { printMoneyOrder } from '../vocabulary/money.ts';
import { profileOf } from '../rulebook/index.ts';
import type { GameState, PowerId, RulesetId, UnitState } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import type { BotView } from './baseline.ts';
import { winterMoney } from './winter.ts';
import { compareIds } from './ids.ts';

/** A unit on sale as the view shows it (`WholeView.ext.auctions`). */
export interface LotView {
  unit: string;
  price: number;
  formerOwner: PowerId;
  source: AuctionLot['source'];
}

const asState = (view: BotView): GameState => ({ phase: 'orders', retreats: [], treasury: {}, treasures: {}, counterCorruption: {}, nextUnit: 1, ext: {}, ...view }) as GameState;

/** The smallest sum of the ruleset, the step gold travels in: 1 T in Les Diadoques, 100 talents in Diadokhoi (`diadokhoi §6.3.57`). */
const stepOf = (ruleset: RulesetId) => profileOf(ruleset).amounts.giftStep;

const ref = (u: UnitState) => ({ type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}) });

/**
 * Money it does not spend on bribes and bids: what its army costs to keep a year, less the
 * three quarters of its income it counts on — income comes in before the upkeep
 * (`diadoques §10.4`), but a citadel lost before winter pays nothing.
 */
export function reserveOf(view: BotView, power: PowerId): number {
  const state = asState(view);
  const upkeep = view.units.filter((u) => u.power === power).reduce((a, u) => a + upkeepOf(state, u), 0);
  return Math.max(0, upkeep - Math.floor((winterMoney({ ...view, treasury: {} }, power, []) * 3) / 4));
}

/**
 * The reserve asked once for a decision's bribe, counter-corruption and bids (issue 22: each
 * worked out the same income sheet again); `undefined` works it out here.
 */
export type Reserve = (() => number) | undefined;

/** `reserveOf` asked at most once, when first needed. */
export function reserveOnce(view: BotView, power: PowerId): () => number {
  let value: number | undefined;
  return () => (value ??= reserveOf(view, power));
}

const spare = (view: BotView, power: PowerId, reserve: Reserve) => Math.max(0, (view.treasury?.[power] ?? 0) - (reserve ? reserve() : reserveOf(view, power)));

/**
 * The bribe it offers for a level it sees: in Les Diadoques a third more (75 % + what it pays
 * above the level, `diadoques §9b.6`, and room for hidden counter-corruption); in Diadokhoi
 * half as much again, since a bribe not above the threshold is lost (`diadokhoi §6.3.8`).
 */
export function offerFor(ruleset: RulesetId, level: number): number {
  const step = stepOf(ruleset);
  const raw = profileOf(ruleset).policies.corruption.bribes === 'chance' ? level + Math.max(10, Math.ceil(level / 3)) : level * 1.5;
  return Math.ceil(raw / step) * step;
}

/** One bribe line, or '' (`diadoques §9b.1`, `diadokhoi §6.3.2`). */
export function botBribe(view: BotView, power: PowerId, reserve?: Reserve): string {
  if (view.season === 'winter' || view.firstTurn) return '';
  const map = mapOf(view.ruleset)!;
  const state = asState(view);
  const budget = spare(view, power, reserve);
  // Issue 22: the offers it cannot pay are left out before the rules' check of each bribe (its
  // reach, a search around every unit of its own), the dearest part; the same bribes remain.
  if (!(budget > 0)) return '';
  const options = view.units
    .filter((u) => u.power !== power && !u.transit)
    .map((u) => ({ u, offer: offerFor(view.ruleset, corruptionLevel(state, { unit: u.id })), garrison: citadel(map, u.space) !== undefined }))
    .filter((x) => Number.isFinite(x.offer) && x.offer > 0 && x.offer <= budget)
    .filter((x) => bribeProblem(state, power, { unit: x.u.id }) === undefined)
    .sort((a, b) => Number(b.garrison) - Number(a.garrison) || a.offer - b.offer || compareIds(a.u.id, b.u.id));
  const pick = options[0];
  if (!pick) return '';
  return printMoneyOrder(view.ruleset, { kind: 'bribe', target: { unit: ref(pick.u) }, amount: pick.offer });
}

/** Is an enemy unit next to this space (a unit that could bribe it, `diadoques §9b.1`)? */
function threatened(view: BotView, power: PowerId, u: UnitState): boolean {
  const map = mapOf(view.ruleset)!;
  const near = new Set([u.space, ...neighbours(map, u.space, 'character').map((n) => n.to)]);
  const c = citadel(map, u.space);
  if (c) near.add(c.province);
  return view.units.some((x) => x.power !== power && !x.transit && near.has(x.space));
}

/**
 * Counter-corruption (`diadoques §9b.13`, `diadokhoi §6.3.6`): a tenth of what it can spare,
 * on its diadochus's unit and on its garrisons of major citadels, at most three, when an enemy
 * unit stands next door (one that could bribe them, `diadoques §9b.1`).
 */
export function botCounterCorruption(view: BotView, power: PowerId, reserve?: Reserve): string {
  if (view.season === 'winter') return '';
  const map = mapOf(view.ruleset)!;
  const step = stepOf(view.ruleset);
  const leader = view.powers.find((p) => p.id === power)?.diadochus;
  const own = view.units.filter((u) => u.power === power && !u.transit);
  const guarded = own.filter((u) => ((leader !== undefined && u.commander === leader && !isSeaType(u.type)) || (citadel(map, u.space)?.rank !== 'minor' && citadel(map, u.space) !== undefined)) && threatened(view, power, u));
  const chosen = guarded.slice(0, 3);
  if (chosen.length === 0) return '';
  const each = Math.floor(spare(view, power, reserve) / 10 / chosen.length / step) * step;
  if (each < step) return '';
  return chosen.map((u) => printMoneyOrder(view.ruleset, { kind: 'counter', target: { unit: { type: u.type, space: u.space } }, amount: each })).join('\n');
}

/**
 * Bids for the units on sale it may bid for (`diadoques §11b.5`): from the start price up by
 * three steps, never above one and a half purchase prices nor what it can spare (`§11b.6`).
 */
export function botBids(view: BotView, lots: readonly LotView[], power: PowerId, reserve?: Reserve): string {
  const state = asState(view);
  const step = stepOf(view.ruleset);
  if (lots.length === 0) return '';
  let budget = spare(view, power, reserve);
  const lines: string[] = [];
  for (const lot of lots) {
    const u = view.units.find((x) => x.id === lot.unit);
    if (!u) continue;
    const full: AuctionLot = { ...lot, opensAt: 0, offered: 0 };
    if (bidProblem(state, power, u, full)) continue;
    // A unit bought stands on the board at once: worth up to half as much again as a new one.
    const top = Math.min(budget, Math.floor(costOf(state, u.type).buy * 1.5));
    const amounts = [lot.price, lot.price + step, lot.price + 2 * step].filter((a, i) => a <= top && (i === 0 || a > lot.price));
    if (amounts.length === 0) continue;
    budget -= amounts[amounts.length - 1]!;
    lines.push(printMoneyOrder(view.ruleset, { kind: 'bid', unit: ref(u), amounts }));
  }
  return lines.join('\n');
}

/**
 * A gift of gold (`diadoques §9c.9`, `diadokhoi §6.3.55`), written as a player writes it: the
 * bot gives nothing of its own accord; the line is for the cases a rule would force.
 */
export function giftLine(ruleset: RulesetId, to: PowerId, amount: number, announced = false): string {
  return printMoneyOrder(ruleset, { kind: 'gold', to, amount, announced });
}
