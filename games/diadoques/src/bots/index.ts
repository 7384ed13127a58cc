/** Bots for Les Diadoques and Diadokhoi: players that see only their own view. */
export { botOrders } from './baseline.ts';
export type { BotView } from './baseline.ts';
export { baselineBot } from './kernel.ts';
export { botWinter, botCounterCorruption } from './winter.ts';
