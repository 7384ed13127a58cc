/** Bots for Les Diadoques and Diadokhoi: players that see only their own view. */
export { botOrders } from './baseline.ts';
export type { BotView } from './baseline.ts';
export { baselineBot, l1Bot, l2Bot } from './kernel.ts';
export { l1Orders } from './l1.ts';
export { l1WholeGameOrders } from './l1-whole.ts';
export { l2Orders, L2_DEFAULTS } from './l2.ts';
export type { L2Params } from './l2.ts';
export { l2WholeGameOrders } from './l2-whole.ts';
export { botWinter } from './winter.ts';
export { botBids, botBribe, botCounterCorruption, giftLine } from './politics.ts';
export type { LotView } from './politics.ts';
export { wholeGameOrders } from './whole.ts';
export type { WholeBotView } from './whole.ts';
