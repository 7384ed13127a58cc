/**
 * The `classic` ruleset: standard Diplomacy on the standard map, proving the adjudication core
 * against the DATC.
 */
export { classic } from './game.ts';
export type { ClassicOptions, ClassicState, ClassicDecision, ClassicOrder, ClassicView, Season, Phase } from './game.ts';
export { EDITIONS, editionRules } from './edition.ts';
export type { Edition } from './edition.ts';
export { classicMap, POWERS, POWER_NAMES, provinceName } from './map.ts';
export type { ClassicMap, UnitType } from './map.ts';
export { START_UNITS, startingOwners } from './start.ts';
export { parseOrder, formatOrder } from './notation.ts';
export type { ParsedOrder, Place, UnitRef, Span } from './notation.ts';
export { movementOrder, aimedRegion, coastAmbiguous, unitIn } from './orders.ts';
export { adjust, adjustmentDue, centreCount, rankForRemoval } from './adjust.ts';
export type { AdjustmentOrder, AdjustmentResult, AdjustmentReason, Adjustments, DisorderDistance } from './adjust.ts';
export { formatCoreOrder, formatResult, formatRetreat, formatAdjustment } from './format.ts';
export { runDatc, runCase, readCases, datcId, succeeded } from './datc.ts';
export type { DatcCase, DatcCaseResult, DatcRun, Expectation } from './datc.ts';
export { DATC_AMENDMENTS, DATC_ADDED_CASES } from './datc-amendments.ts';
export type { DatcAmendment } from './datc-amendments.ts';
export { classicBot, classicOrders } from './bot.ts';
export { classicL2Bot } from './bot-l2.ts';
export type { ClassicBotView } from './bot.ts';
export { FRENCH_NAMES, provinceByName, provinceNames, nameKey } from './names.ts';
export type { NameLanguage } from './names.ts';
export { classicChoices } from './choices.ts';
