/**
 * The rules of Les Diadoques (`diadoques`) and Diadokhoi (`diadokhoi`) beyond the adjudication
 * core: the game state, the order language, the military season, the game definitions.
 */
export * from './state.ts';
export * from './units.ts';
export * as orders from '../vocabulary/military/index.ts';
export { parseOrders, parseOrder, printOrder, printUnit } from '../vocabulary/military/index.ts';
export { marksOf, orderMark } from './marks.ts';
export type { MarkView } from './marks.ts';
export type { Order, UnitOrder, UnitRef, CharacterMove, SecondaryOrder } from '../vocabulary/military/index.ts';
export type * from './report.ts';
export { printOutcome, emptyReport } from './report.ts';
export { resolveSeason, nextMilitary } from './season.ts';
export type { SeasonInput, SeasonResult } from './season.ts';
export { emptySecondary, HANDED_KINDS, secondaryInputs } from './secondary.ts';
export type { SeasonSecondary } from './secondary.ts';
export { resolveRetreatStep } from './retreat-step.ts';
export type { RetreatStepInput } from './retreat-step.ts';
export { initialState, baseState } from './setup.ts';
export { geographyOf } from './geography.ts';
export { weatherOf } from './weather.ts';
export { updateControl } from './control.ts';
export { diadoques, diadokhoi } from './game.ts';
export type { DiadochiState, DiadochiView, OrdersDecision, MilitaryOptions } from './game.ts';
