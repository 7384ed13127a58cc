/** Syracuse, 415–413 BC (Frédéric Bey): rules, map, scenarios and bots. */
export { syracuse, legalOf, pendingOf, resultOf, validateDecision } from './game.ts';
export type { SyracuseOptions } from './game.ts';
export type { SyracuseState, ScenarioId } from './state.ts';
export type { SyracuseView } from './view.ts';
export { viewOf } from './view.ts';
export { catalogs } from './catalog/index.ts';
export { heuristicBot, randomSyracuseBot } from './bots.ts';
export { searchBot, searchDecision, SEARCH_DEFAULTS } from './bots/search.ts';
export type { SearchOptions, SearchReport } from './bots/search.ts';
export { checkMap } from './map-check.ts';
export { match } from './match.ts';
export type { MatchStats } from './match.ts';
export * as map from './data/map.ts';
export { groupOf } from './catalog/things.ts';
export * as tables from './data/tables.ts';
