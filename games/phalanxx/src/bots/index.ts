export { randomBot, greedyBot, randomDecision } from './random.ts';
export { strongBot, strongDecision, FAST, DEEP } from './strong.ts';
export type { StrongOptions } from './strong.ts';
export { evaluate, seatValue } from './evaluate.ts';
export { policyDecision, quickValue } from './policy.ts';
export { FastChance, silent } from './chance.ts';
export { playMatch, randomPolicy, strongPolicy } from './match.ts';
export type { Policy, MatchOutcome } from './match.ts';
