/**
 * Revolts and outside interventions of both rulesets: data, appearance, life and the
 * automatic referee that writes the neutral units' orders.
 */
export type * from './types.ts';
export { DIADOQUES_NEUTRALS } from './diadoques.ts';
export { DIADOKHOI_NEUTRALS } from './diadokhoi.ts';
export { NEUTRALS, neutralDef, defOfPower, neutralsExt, forcesOf } from './registry.ts';
export type { ForceRuntime, NeutralsExt, PendingRising } from './registry.ts';
export { appearForce, removeForce, syncForce, rollPlacement, joinNeutralCitadels } from './appear.ts';
export { forceField, unitField, objectivesOf } from './fields.ts';
export { endNeutralSeason, neutralWinter, settleRisings, neutralMayRetreat, placeMissingUnits, adoptScenarioRebels } from './lifecycle.ts';
export { neutralOrders, neutralRetreats } from './referee.ts';
export type { NeutralOrders, RefereeContext } from './referee.ts';
export { grantSatraps, declareRomanWar, romanPeace, settleTarentineOffer } from './specials.ts';
export { DIADOKHOI_VARIANT_RULES, isVariant, openVariantRules, variantAllies, variantImpossible, variantPartners } from './variants.ts';
export type { VariantRule } from './variants.ts';
export { clearSpace, refugeCitadels, besiegeableFrom, siegePositions } from './occupants.ts';
