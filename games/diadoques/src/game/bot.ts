/**
 * The baseline bot for the whole game: it reads only its player's view and writes the
 * military orders of `src/bots` plus a little counter-corruption in a military season, its
 * retreats in the retreat step, and its winter orders (income seizures, upkeep, builds) in
 * winter.
 */
import type { Bot } from '@diadochi/kernel';
import { botCounterCorruption, botOrders, botWinter } from '../bots/index.ts';
import type { BotView } from '../bots/index.ts';

const boardOf = (view: unknown): BotView => (view as { state: BotView }).state;

export function baselineBot<S>(seed: string): Bot<S> {
  return (def, session, player) => {
    const board = boardOf(def.view(session.state, player));
    if (board.phase === 'winter') return { orders: botWinter(board, player) };
    const orders = botOrders(board, player, seed);
    if (board.phase === 'retreats') return { orders };
    const counter = botCounterCorruption(board, player);
    return { orders: [orders, counter].filter((x) => x !== '').join('\n') };
  };
}
