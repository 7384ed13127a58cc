/** The whole games `diadoques` and `diadokhoi`: every layer composed in the rulebooks' order. */
export { diadoques, diadokhoi } from './definition.ts';
export { baselineBot } from './bot.ts';
export { viewOf } from './view.ts';
export type { WholeView } from './view.ts';
export { invariants } from './invariants.ts';
export type { GameOptions, OrdersDecision, WholeState } from './types.ts';
