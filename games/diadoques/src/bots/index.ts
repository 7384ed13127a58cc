/** Bots for Les Diadoques and Diadokhoi: players that see only their own view. */
export { botOrders } from './baseline.ts';
export type { BotView } from './baseline.ts';
export { baselineBot, l1Bot } from './kernel.ts';
export { l1Orders } from './l1.ts';
export { l1WholeGameOrders } from './l1-whole.ts';
export { botWinter } from './winter.ts';
export { botBids, botBribe, botCounterCorruption, giftLine } from './politics.ts';
export type { LotView } from './politics.ts';
export { wholeGameOrders } from './whole.ts';
export type { WholeBotView } from './whole.ts';
