/** Bots for Les Diadoques and Diadokhoi: players that see only their own view. */
export { botOrders } from './baseline.ts';
export type { BotView } from './baseline.ts';
export { baselineBot } from './kernel.ts';
export { botWinter } from './winter.ts';
export { botBids, botBribe, botCounterCorruption, giftLine } from './politics.ts';
export type { LotView } from './politics.ts';
export { wholeGameOrders } from './whole.ts';
export type { WholeBotView } from './whole.ts';
