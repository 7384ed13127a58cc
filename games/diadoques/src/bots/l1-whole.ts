/**
 * The L1 bot for the whole game (issue 20 item 2), from its player's view only: in a military
 * season its military orders (`./l1.ts`) with its money orders (`./politics.ts`, or `./l1-money.ts` with the option `money`); in the
 * diadokhoi retreat step its retreats; in winter the baseline's winter orders (`./winter.ts`; with
 * `money.chest` L2's war chest kept)
 * and, in Diadokhoi, its political-point bids; at the start purchases the game's default.
 */
import { botInfluenceBids } from '../politics/influence.ts';
import { rulebook } from '../rulebook/index.ts';
import type { PowerId } from '../rules/state.ts';
import { l1Orders } from './l1.ts';
import type { L1Variant } from './l1.ts';
import { botBids, botBribe, botCounterCorruption, reserveOnce } from './politics.ts';
import { botWinter } from './winter.ts';
import { L1_MONEY, l1MoneyLines } from './l1-money.ts';
import { spendingOf } from './l2-winter.ts';
import type { WholeBotView } from './whole.ts';

const joined = (lines: string[]) => lines.filter((x) => x !== '').join('\n');

/** The L1 decision text for `power`, or `undefined` to take the game's default. */
export function l1WholeGameOrders(view: WholeBotView, power: PowerId, seed: string, variant: L1Variant = {}): string | undefined {
  const board = view.state;
  if (board.phase === 'start') return undefined;
  if (board.phase === 'winter') {
    const influence = rulebook(board).policies.economy.politicalPoints ? botInfluenceBids({ ext: view.ext ?? {}, state: board }, power) : '';
    // `chest`: L2's winter, what is left above a war chest (`./l2-winter.ts`; Les Diadoques only).
    const winter = (variant.money ?? L1_MONEY[board.ruleset]).chest ? botWinter(board, power, spendingOf(board, 'chest')) : botWinter(board, power);
    return joined([winter, influence]);
  }
  const orders = l1Orders(board, power, seed, variant);
  if (board.phase === 'retreats') return orders;
  // One reserve for the three money lines: they read the same view.
  const reserve = reserveOnce(board, power);
  const lots = view.ext?.auctions ?? [];
  const options = variant.money ?? L1_MONEY[board.ruleset];
  if (Object.values(options).some((x) => x)) {
    const money = l1MoneyLines(board, lots, power, options, { bribe: (v) => botBribe(v, power), counter: (v) => botCounterCorruption(v, power), bids: (v) => botBids(v, lots, power) });
    return joined([orders, money]);
  }
  return joined([orders, botBribe(board, power, reserve), botCounterCorruption(board, power, reserve), botBids(board, view.ext?.auctions ?? [], power, reserve)]);
}
