/**
 * The L2 bot for the whole game (issue 20 item 2), from its player's view only: in a military
 * season the searched military orders (`./l2.ts`) with L1's money orders (bribe,
 * counter-corruption, bids: `./politics.ts`); everything else — the diadokhoi retreat step,
 * winter, political-point bids, the start purchases — is L1's (`./l1-whole.ts`), but for what its
 * winters spend with `winter` (`./l2-winter.ts`). The money
 * orders are not searched: both bots bribe about once a game (docs/bots.md), so a search over
 * them would weigh almost nothing; with `endgame`, in the last year, when no winter's upkeep
 * follows, it spends its whole treasury on the garrisons of citadels that count (`./l2-money.ts`).
 * In Diadokhoi (`royals`, the default since stop 20) it first bribes the royals travelling alone,
 * each a victory point (`./l2-royals.ts`; with `royalGuard` it first guards those it holds, with
 * `royalMargin` it outbids L1's offer); with `leaders` (Les Diadoques) it first bribes the unit
 * a rival diadochus commands, who dies with it and whose player is eliminated (`./l2-leaders.ts`);
 * L1's money orders then see what is left.
 */
import { botInfluenceBids } from '../politics/influence.ts';
import { rulebook } from '../rulebook/index.ts';
import type { PowerId } from '../rules/state.ts';
import { l1WholeGameOrders } from './l1-whole.ts';
import { lastYearBribes } from './l2-money.ts';
import { L2_DEFAULTS, l2Orders } from './l2.ts';
import { royalBribeLines, royalGuardLines } from './l2-royals.ts';
import { l2Winter } from './l2-winter.ts';
import { leaderBribeLine } from './l2-leaders.ts';
import { inLastYear } from './l2-worth.ts';
import type { L2Params } from './l2.ts';
import { botBids, botBribe, botCounterCorruption } from './politics.ts';
import type { WholeBotView } from './whole.ts';

const joined = (lines: string[]) => lines.filter((x) => x !== '').join('\n');

/** The L2 decision text for `power`, or `undefined` to take the game's default. */
export function l2WholeGameOrders(view: WholeBotView, power: PowerId, seed: string, params?: L2Params): string | undefined {
  const board = view.state;
  const winter = (params ?? L2_DEFAULTS).winter ?? 'l1';
  if (board.phase === 'winter' && winter !== 'l1') {
    const influence = rulebook(board).policies.economy.politicalPoints ? botInfluenceBids({ ext: view.ext ?? {}, state: board }, power) : '';
    return joined([l2Winter(board, power, winter), influence]);
  }
  // L1's money before `L1_MONEY` (`money: {}`): its winter is `winter: 'l1'`'s, as measured.
  if (board.phase !== 'orders' && board.phase !== undefined) return l1WholeGameOrders(view, power, seed, { money: {} });
  const orders = l2Orders(board, power, seed, params);
  // No winter follows the last year: the money L1 keeps for upkeep goes on garrisons then
  // (`./l2-money.ts`), all of it — no counter-corruption nor bids beside, which could leave a
  // bribe unpaid (`diadoques §9b`: a bribe its author cannot pay is void).
  const spent = (params ?? L2_DEFAULTS).endgame && inLastYear(board) ? lastYearBribes(board, power) : '';
  if (spent !== '') return joined([orders, spent]);
  // With `leaders`, a rival diadochus's unit first (`./l2-leaders.ts`), then with `royals` the
  // royals' bribes (`./l2-royals.ts`); L1's money orders then see what is left.
  const leaders = (params ?? L2_DEFAULTS).leaders ?? 'off';
  const leader = leaders !== 'off' ? leaderBribeLine(board, power, leaders) : { text: '', spent: 0 };
  const afterLeader = leader.spent > 0 ? { ...board, treasury: { ...board.treasury, [power]: (board.treasury?.[power] ?? 0) - leader.spent } } : board;
  // With `royalGuard`, the royals it holds are guarded first: keeping a VP costs less than winning one.
  const kept = (params ?? L2_DEFAULTS).royalGuard ? royalGuardLines(afterLeader, power) : { text: '', spent: 0 };
  const afterKept = kept.spent > 0 ? { ...afterLeader, treasury: { ...afterLeader.treasury, [power]: (afterLeader.treasury?.[power] ?? 0) - kept.spent } } : afterLeader;
  const royal = (params ?? L2_DEFAULTS).royals ? royalBribeLines(afterKept, power, (params ?? L2_DEFAULTS).royalMargin ?? 0, (params ?? L2_DEFAULTS).royalBudget === 'all') : { text: '', spent: 0 };
  const left = royal.spent > 0 ? { ...afterKept, treasury: { ...afterKept.treasury, [power]: (afterKept.treasury?.[power] ?? 0) - royal.spent } } : afterKept;
  // A season's money goes to the diadochus's unit: L1's bribe of the weakest unit waits.
  const l1Bribe = leader.spent > 0 ? '' : botBribe(left, power);
  return joined([orders, leader.text, kept.text, royal.text, l1Bribe, botCounterCorruption(left, power), botBids(left, view.ext?.auctions ?? [], power)]);
}
