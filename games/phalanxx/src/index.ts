/** PhalanXX (Irongames 2016, B. Eisenstein) for the Diadochi kernel: ruleset `phalanxx`. */
export { phalanxx, parseOptions } from './game.ts';
export type { Decision } from './decisions.ts';
export { parseDecision, decisionKey } from './decisions.ts';
export { legalDecisions, problems } from './legal.ts';
export { applyDecision } from './apply.ts';
export { viewOf, determinize } from './view.ts';
export type { PhalanxxView, SeatView } from './view.ts';
export { scoreSheet, finalResult, groupings, neutralTotal } from './scoring.ts';
export { strength, cardStrength, heroismValue } from './strength.ts';
export { cloneState } from './state.ts';
export { EPOCH_CARDS, HEROISM, card } from './data/cards.ts';
export { BOARD_SIDES } from './data/boards.ts';
export * from './types.ts';
export { randomBot, greedyBot, strongBot, strongDecision, FAST, DEEP } from './bots/index.ts';
export type { StrongOptions } from './bots/index.ts';
export { invariantViolations } from './invariants.ts';
