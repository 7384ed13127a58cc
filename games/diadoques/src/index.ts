/**
 * Les Diadoques (`diadoques`), Diadokhoi (`diadokhoi`) and classic Diplomacy (`classic`):
 * the adjudication core, the maps as data and each ruleset's whole-game definition.
 */
export * as core from './core/index.ts';
export { classic } from './classic/index.ts';
export { diadoques, diadokhoi, baselineBot } from './game/index.ts';
export type { GameOptions, OrdersDecision, WholeState, WholeView } from './game/index.ts';
export { parseOrders, printOrder } from './rules/index.ts';
export { parseWinterOrders } from './winter/orders.ts';
