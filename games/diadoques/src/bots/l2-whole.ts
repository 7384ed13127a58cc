/**
 * The L2 bot for the whole game (issue 20 item 2), from its player's view only: in a military
 * season the searched military orders (`./l2.ts`) with L1's money orders (bribe,
 * counter-corruption, bids: `./politics.ts`); everything else — the diadokhoi retreat step,
 * winter, political-point bids, the start purchases — is L1's (`./l1-whole.ts`). The money
 * orders are not searched: both bots bribe about once a game (docs/bots.md), so a search over
 * them would weigh almost nothing.
 */
import type { PowerId } from '../rules/state.ts';
import { l1WholeGameOrders } from './l1-whole.ts';
import { l2Orders } from './l2.ts';
import type { L2Params } from './l2.ts';
import { botBids, botBribe, botCounterCorruption } from './politics.ts';
import type { WholeBotView } from './whole.ts';

const joined = (lines: string[]) => lines.filter((x) => x !== '').join('\n');

/** The L2 decision text for `power`, or `undefined` to take the game's default. */
export function l2WholeGameOrders(view: WholeBotView, power: PowerId, seed: string, params?: L2Params): string | undefined {
  const board = view.state;
  if (board.phase !== 'orders' && board.phase !== undefined) return l1WholeGameOrders(view, power, seed);
  const orders = l2Orders(board, power, seed, params);
  return joined([orders, botBribe(board, power), botCounterCorruption(board, power), botBids(board, view.ext?.auctions ?? [], power)]);
}
