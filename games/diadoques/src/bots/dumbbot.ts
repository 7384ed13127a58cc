/**
 * DumbBot's constants and near-best choice for the Diadochi L1 bot (issue 20). The classic L1
 * (`src/classic/bot.ts`, `bot-values.ts`) has the same pieces: the layers keep `bots/` and
 * `classic/` apart (.dependency-cruiser.mjs), so the few lines are repeated here rather than
 * pushed into `core/`, which adjudicates and knows no bot.
 */
import { nextBelow } from '@diadochi/kernel';
import type { RngState } from '@diadochi/kernel';

export interface Weights {
  attack: number;
  defence: number;
  proximity: readonly number[];
  strength: number;
  competition: number;
}

/** DumbBot's weights for spring (and summer here) and for fall (autumn here). */
export const WEIGHTS: Record<'spring' | 'fall', Weights> = {
  spring: { attack: 700, defence: 300, proximity: [100, 1000, 30, 10, 6, 5, 4, 3, 2, 1], strength: 1000, competition: 1000 },
  fall: { attack: 600, defence: 400, proximity: [1000, 100, 30, 10, 6, 5, 4, 3, 2, 1], strength: 1000, competition: 1000 },
};

/** DumbBot's chance (in %) of considering the next best option at all, and how fast it falls with the gap. */
const PLAY_ALTERNATIVE = 50;
const ALTERNATIVE_DIFFERENCE_MODIFIER = 500;

/**
 * From options sorted best first: move on to the next with probability 50 % × (1 − relative gap × 5),
 * and again from there.
 */
export function pickAlternative<T>(sorted: readonly { value: number; item: T }[], rng: RngState): number {
  let i = 0;
  while (i + 1 < sorted.length) {
    const cur = sorted[i]!.value;
    const next = sorted[i + 1]!.value;
    const chance = cur === 0 ? 0 : ((cur - next) * ALTERNATIVE_DIFFERENCE_MODIFIER) / Math.abs(cur);
    if (nextBelow(rng, 100) < PLAY_ALTERNATIVE && nextBelow(rng, 100) >= chance) i++;
    else break;
  }
  return i;
}
