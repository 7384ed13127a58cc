/**
 * DumbBot's near-best choice (David Norman, 2003), shared by the classic L1 (`classic/bot.ts`)
 * and the Diadochi L1 (`bots/l1.ts`): from options sorted best first, the bot may move on to the
 * next one, the likelier the nearer it is in value. This chance is what makes two draws of
 * DumbBot differ, so it is also what the L2 bots sample their candidate order sets from.
 */
import { nextBelow } from '@diadochi/kernel';
import type { RngState } from '@diadochi/kernel';

/** DumbBot's chance (in %) of considering the next best option at all. */
export const PLAY_ALTERNATIVE = 50;
/** How fast that chance falls with the relative gap between the two options. */
export const ALTERNATIVE_DIFFERENCE_MODIFIER = 500;

/**
 * From options sorted best first: move on to the next with probability 50 % × (1 − relative
 * gap × 5), and again from there. Returns the index chosen. `play` replaces the 50 % (the L2
 * search draws wider variations of L1 with it).
 */
export function pickAlternative<T>(sorted: readonly { value: number; item: T }[], rng: RngState, play = PLAY_ALTERNATIVE): number {
  let i = 0;
  while (i + 1 < sorted.length) {
    const cur = sorted[i]!.value;
    const next = sorted[i + 1]!.value;
    const chance = cur === 0 ? 0 : ((cur - next) * ALTERNATIVE_DIFFERENCE_MODIFIER) / Math.abs(cur);
    if (nextBelow(rng, 100) < play && nextBelow(rng, 100) >= chance) i++;
    else break;
  }
  return i;
}
