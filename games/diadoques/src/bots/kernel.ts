/**
 * The baseline bot as a kernel `Bot`: it is given its player's view — never the state — and
 * answers with orders (`{ orders }`), the decision the `diadoques`/`diadokhoi` definitions read.
 */
import type { Bot } from '@diadochi/kernel';
import { botOrders } from './baseline.ts';
import type { BotView } from './baseline.ts';
import { l1WholeGameOrders } from './l1-whole.ts';
import type { L1Variant } from './l1.ts';
import { l2WholeGameOrders } from './l2-whole.ts';
import type { L2Params } from './l2.ts';
import type { WholeBotView } from './whole.ts';

/** A view is either the board itself or wraps it in `state` (the military definitions' `DiadochiView`). */
function boardOf(view: unknown): BotView {
  const v = view as { state?: BotView } & BotView;
  return v.state && typeof v.state === 'object' && 'units' in v.state ? v.state : v;
}

export function baselineBot(seed: string): Bot {
  return ({ view, player }) => ({ orders: botOrders(boardOf(view), player, seed) });
}

/** The L1 bot as a kernel `Bot` for the whole game (`./l1-whole.ts`): its player's view in, orders out; `variant` for the benches' options (`L1Variant`). */
export function l1Bot(seed: string, variant: L1Variant = {}): Bot {
  return ({ view, player }) => {
    const orders = l1WholeGameOrders(view as WholeBotView, player, seed, variant);
    return orders === undefined ? undefined : { orders };
  };
}

/** The L2 bot (`./l2-whole.ts`: regret matching over L1's draws) as a kernel `Bot`: its player's view in, orders out. */
export function l2Bot(seed: string, params?: L2Params): Bot {
  return ({ view, player }) => {
    const orders = l2WholeGameOrders(view as WholeBotView, player, seed, params);
    return orders === undefined ? undefined : { orders };
  };
}
