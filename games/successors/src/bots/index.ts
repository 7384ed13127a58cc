/**
 * A simple legal bot (issue 15: "a simple legal bot is enough here"): it plays only listed
 * choices, prefers purposeful ones (sieges, placing markers, moving towards enemies or empty
 * spaces, playing events) over passing, and draws on its own seeded generator, never the game's
 * dice. It sees only its seat's view.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { Bot, ChoiceDecision } from '@diadochi/kernel';
import type { SuccessorsView } from '../view.ts';
import { policyPick } from './policy.ts';

export { l1Bot, l1Decision, L1_DEFAULTS } from './l1.ts';
export type { L1Options } from './l1.ts';
export { l2Bot, l2Search, L2_BODY, L2_CONTESTED, L2_DEFAULTS, L2_HEIR, L2_MAX, L2_NO_DISCARD, L2_PAIRED, L2_PAIRED_ROOT, L2_RACE, L2_ROUND, L2_SPEND, L2_WALK } from './l2.ts';
export type { L2Options, L2Report } from './l2.ts';
export { policyPick, policyWeights } from './policy.ts';

export function legalBot(seed: string): Bot<SuccessorsView> {
  const dice = new Dice(rngFromSeed(`successors-bot:${seed}`));
  return ({ legal, view }) => policyPick((legal ?? []) as ChoiceDecision[], view, dice);
}
