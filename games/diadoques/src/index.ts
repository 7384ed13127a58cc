/**
 * Les Diadoques (`diadoques`), Diadokhoi (`diadokhoi`) and classic Diplomacy (`classic`):
 * the adjudication core, the maps as data and each ruleset's whole-game definition.
 */
export * as core from './core/index.ts';
export { classic } from './classic/index.ts';
export { diadoques, diadokhoi, baselineBot } from './game/index.ts';
// The L1 bot of issue 20 (DumbBot's method on the Diadochi map): the arena's and the hosts' `l1` level.
export { l1Bot, l2Bot } from './bots/index.ts';
export type { GameOptions, OrdersDecision, WholeState, WholeView } from './game/index.ts';
export { orderMark, parseOrders, printOrder, printUnit } from './rules/index.ts';
// The order vocabulary (issue 18): each family's reader and printer; the web's forms write their lines with these.
export { characterName, parseOrder, placeName, powerName, parsePurchases, printPurchase, printSecondaryOrder, printWinterOrder } from './vocabulary/index.ts';
export type { Order as MilitaryOrder, SecondaryOrder, TargetRef, WinterOrder } from './vocabulary/index.ts';
// What a player's units may do now, and the orders a season would ignore (issue 17): the web checks and offers with them.
export { orderChoices } from './rules/choices.ts';
export { voidOrderProblems } from './rules/void-orders.ts';
export { parseWinterOrders } from './vocabulary/winter.ts';
export { eventText, promptText, yearText } from './game/i18n.ts';
export { problemText } from './game/i18n-problems.ts';
export type { EventLike, I18nContext, Lang } from './game/i18n.ts';
export { COSTS, LIMITS, computeIncome, seizableTreasures, upkeepOf } from './economy/index.ts';
export { buildProblem, promotionProblem } from './winter/index.ts';
export { splitOrders } from './politics/index.ts';
export { startLimits, startProblems } from './game/start.ts';
// What a player may decide at the start and in winter (issue 14 item 3, issue 17 item 6): the forms offer these.
export { placeOfTarget, purchaseChoices, unitTypesOf, winterChoices } from './winter/choices.ts';
export { isWinterMarker, orderTextProblems } from './game/merged-winter.ts';
// Warnings before a known fatal outcome of a player's own orders (issue 17 item 2): the orders panel shows them.
export { orderWarnings } from './game/warnings.ts';
export type { OrderWarning } from './game/warnings.ts';
