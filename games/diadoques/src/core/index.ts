/**
 * The Diplomacy adjudication core shared by the `classic`, `diadoques` and `diadokhoi` rulesets:
 * an abstract map (`Geography`), a movement adjudicator following the DATC (Kruijswijk's guess
 * algorithm, Szykman rule), per-unit strengths and rule hooks for the Diadochi variants, and the
 * retreat phase.
 */
export type * from './types.ts';
export type { Geography, ConvoyFleet } from './geography.ts';
export { spaceOfRef, reachesSpace, chainExists, necessaryFleets } from './geography.ts';
export { adjudicate, checkOrders, checkPosition } from './adjudicate.ts';
export type { MovementInput } from './adjudicate.ts';
export { resolveRetreats } from './retreats.ts';
export type { RetreatOrder, RetreatResult, RetreatReason, RetreatRules } from './retreats.ts';
