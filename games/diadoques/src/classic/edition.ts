import type { AdjudicationRules } from '../core/index.ts';
import type { DisorderDistance } from './adjust.ts';

/** The rulebook editions the DATC compares; the classic ruleset plays the 2023 one by default. */
export type Edition = '2023' | '1982' | '1971' | 'dptg';

export const EDITIONS: readonly Edition[] = ['2023', '1982', '1971', 'dptg'];

/**
 * The two disputed points on which the editions' answers are modelled (DATC 4.A.3 and 4.D.8):
 * when an army that could walk goes by convoy, and how civil disorder measures distance.
 * Everything else follows the DATC's preferences for the 2023 rulebook, whatever the edition.
 */
export function editionRules(edition?: string): { rules: AdjudicationRules; distance: DisorderDistance } {
  const adjacentConvoy = edition === '1971' ? 'opposite-move' : edition === 'dptg' ? 'explicit' : 'intent';
  const distance: DisorderDistance = edition === '1971' || edition === '1982' ? 'home' : 'owned';
  return { rules: { adjacentConvoy }, distance };
}
