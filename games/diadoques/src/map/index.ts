/**
 * The maps of Les Diadoques and Diadokhoi: data, look-ups, adjacency, name resolution,
 * validation and starting set-ups. See types.ts for the vocabulary.
 */
import { diadokhoiMap } from './data/diadokhoi/index.ts';
import { diadoquesMap } from './data/diadoques/index.ts';
import type { GameMap, RulesetId } from './types.ts';

export type * from './types.ts';
export { diadokhoiMap } from './data/diadokhoi/index.ts';
export { diadoquesMap } from './data/diadoques/index.ts';
export * from './graph.ts';
export * from './names.ts';
export { checkMap } from './check.ts';
export { describeMapMarkdown } from './describe.ts';
export type { MapReport, MapSummary } from './check.ts';
export { FACTS } from './data/facts.ts';
export { SCENARIOS, scenario, checkScenario, placementProblem } from './scenarios.ts';
export type { PrintedFacts } from './data/facts.ts';

export const MAPS: Record<RulesetId, GameMap> = { diadoques: diadoquesMap, diadokhoi: diadokhoiMap };

/** The map of a ruleset, or undefined for another ruleset id. */
export function mapOf(ruleset: string): GameMap | undefined {
  return (MAPS as Record<string, GameMap>)[ruleset];
}
