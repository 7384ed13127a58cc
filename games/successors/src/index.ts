/** Successors (3rd edition, GMT 2008) for the Diadochi kernel: ruleset `successors`. */
// Components (data): types, reconstructed map, cards, generals, tables.
export type * from './data/types.ts';
export * from './data/costs.ts';
export { SUCCESSORS_DATA } from './data/index.ts';
export { MAP, PROVINCES, SPACES, PATHS, BOXES } from './data/map.ts';
export { GENERALS, MAJOR_GENERALS, MINOR_GENERAL, MINOR_GENERALS_PER_PLAYER, BASE_GENERALS } from './data/generals.ts';
export { CARDS, cardByNumber, EFFECT_IDS } from './data/cards.ts';
export { INDEPENDENT_ARMIES, FLEETS, ROYALS, SPECIAL_UNITS, LEGITIMACY, CU_STRENGTH } from './data/pieces.ts';
export * from './data/tables.ts';
export { TURN_TRACK, LAST_TURN, ROUNDS_PER_TURN, HAND_SIZE, SETUPS, EVENT_PILE_EFFECTS, EVENT_PILE_CARDS } from './data/setup.ts';
export { CONSTRAINTS, checkComponents, componentProblems, countingSpaces, provinceMajority, reachable, ports, adjacentProvinces, pathCost } from './data/check.ts';
export type { Constraint, ConstraintResult } from './data/check.ts';
// Rules (game definition, view, vocabulary, bots).
export { successors, RULES } from './game.ts';
export type { SuccessorsState, SuccessorsOptions, Faction } from './rules/state.ts';
export type { SuccessorsView } from './view.ts';
export { legalBot, l1Bot, l2Bot } from './bots/index.ts';
// What a board shows beside the view (royals held, isolated markers, counter values), from the view alone.
export { boardFacts, generalCounter } from './facts.ts';
export type { BoardFacts, GeneralCounter } from './facts.ts';
