/**
 * The order vocabulary of Les Diadoques and Diadokhoi (issue 18): one lexer (`lexer.ts`), the
 * names orders use (`names.ts`), and one home per order family, each with its type, its reader
 * and its printer, `read(print(x))` = `x` (`test/vocabulary/round-trip.test.ts`):
 *
 * | family | file | orders |
 * |---|---|---|
 * | military | `military/` | unit orders, characters' moves, the six secondary orders a season carries out |
 * | secondary | `secondary.ts` | the political secondary orders (`diadoques ch. 9c`), and the split of a season's text |
 * | money | `money.ts` | bribe, counter-corruption, bid, gold gift, deposit |
 * | winter | `winter.ts` | seize, maintain, disband, build, promote, downgrade, vote, draw, influence |
 * | conditional | `conditional.ts` | a winter order with its condition (`diadokhoi §7.11.1`) |
 * | purchase | `purchase.ts` | the start purchases (`diadoques §12.4`, `diadokhoi §5.3.1`) |
 *
 * Classic Diplomacy's DATC notation is its own family in `src/classic/notation.ts`, lexed here.
 */
export * from './military/index.ts';
export { characterName, lookupCharacter, lookupPlace, lookupPower, placeName, powerName } from './names.ts';
export type { LineParse, TextParse } from './lexer.ts';
export * from './money.ts';
export { parseSecondaryOrders, printSecondaryOrder, readSecondaryLine, splitOrders } from './secondary.ts';
export type { SecondaryOrder, SplitOrders } from './secondary.ts';
export { parseWinterOrders, printVote, printWinterOrder, readWinterLine } from './winter.ts';
export type { WinterOrder } from './winter.ts';
export { CONDITIONS_RULE, isConditional, parseConditionalWinterOrders, printConditionalOrder, readConditionalLine } from './conditional.ts';
export type { ConditionalWinterOrder, WinterCondition } from './conditional.ts';
export { parsePurchases, printPurchase } from './purchase.ts';
export type { Purchase } from './purchase.ts';
