/**
 * The military family (`diadoques §9a`, `diadokhoi §6.3.36`): unit orders, characters' moves and
 * the secondary orders the military season carries out, as data (`types.ts`), read (`read.ts`)
 * and printed (`print.ts`). `parseOrder(printOrder(o))` is `o` (`test/vocabulary/round-trip.test.ts`).
 */
export * from './types.ts';
export { parseOrders, parseOrder, stripComment } from './read.ts';
export type { ParseContext, ParsedLine, ParseResult } from './read.ts';
export { printOrder, printUnit } from './print.ts';
