/**
 * The baseline bot for the whole game, from its player's view only (`WholeView`): in a
 * military season its military orders (`./baseline.ts`) with a bribe, counter-corruption and
 * auction bids (`./politics.ts`); in the diadokhoi retreat step its retreats; in winter its
 * winter orders (`./winter.ts`) and, in Diadokhoi, its political-point bids
 * (`botInfluenceBids`, `diadokhoi §8.6.1`). At the start purchases it leaves the choice to the
 * game's default (`undefined`).
 */
import { botInfluenceBids } from '../politics/influence.ts';
import { rulebook } from '../rulebook/index.ts';
import type { InfluenceView } from '../politics/influence.ts';
import type { PowerId } from '../rules/state.ts';
import { botOrders } from './baseline.ts';
import type { BotView } from './baseline.ts';
import { botBids, botBribe, botCounterCorruption, reserveOnce } from './politics.ts';
import type { LotView } from './politics.ts';
import { botWinter } from './winter.ts';

/** The parts of the whole game's view the bot reads. */
export interface WholeBotView {
  state: BotView;
  ext?: { auctions?: LotView[]; influence?: InfluenceView };
}

const joined = (lines: string[]) => lines.filter((x) => x !== '').join('\n');

/** The bot's decision text for `power`, or `undefined` to take the game's default. */
export function wholeGameOrders(view: WholeBotView, power: PowerId, seed: string): string | undefined {
  const board = view.state;
  if (board.phase === 'start') return undefined;
  if (board.phase === 'winter') {
    const influence = rulebook(board).policies.economy.politicalPoints ? botInfluenceBids({ ext: view.ext ?? {}, state: board }, power) : '';
    return joined([botWinter(board, power), influence]);
  }
  const orders = botOrders(board, power, seed);
  if (board.phase === 'retreats') return orders;
  // One reserve for the three money lines: they read the same view.
  const reserve = reserveOnce(board, power);
  return joined([orders, botBribe(board, power, reserve), botCounterCorruption(board, power, reserve), botBids(board, view.ext?.auctions ?? [], power, reserve)]);
}
