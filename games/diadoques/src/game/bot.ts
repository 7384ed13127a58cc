/**
 * The baseline bot for the whole game: it reads only its player's view and answers with the
 * orders of `src/bots/whole.ts` — military orders, bribes, counter-corruption and bids in a
 * military season, retreats in the retreat step, winter orders in winter; nothing (the game's
 * default) at the start purchases.
 */
import type { Bot } from '@diadochi/kernel';
import { wholeGameOrders } from '../bots/index.ts';
import type { WholeBotView } from '../bots/index.ts';

export function baselineBot(seed: string): Bot {
  return ({ view, player }) => {
    const orders = wholeGameOrders(view as WholeBotView, player, seed);
    return orders === undefined ? undefined : { orders };
  };
}
