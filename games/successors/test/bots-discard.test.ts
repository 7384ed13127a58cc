/**
 * Successors L2's L2_NO_DISCARD option (issue 19): a card discarded for nothing (successors 7.7)
 * is lost as it is when played for its operations (7.1), and operations can always go towards a
 * recruit (7.6): with the option, such a discard is not among the root's candidates. A Surprise
 * discarded for a new card (7.3.3) is another choice and stays.
 */
import { describe, expect, it } from 'vitest';
import { autoplay, createGame, randomBot } from '@diadochi/kernel';
import type { Bot, BotInput, ChoiceDecision, GameSession } from '@diadochi/kernel';
import { successors } from '../src/index.ts';
import type { SuccessorsState, SuccessorsView } from '../src/index.ts';
import { L2_DEFAULTS, L2_NO_DISCARD, dominatedDiscard, l2Search } from '../src/bots/l2.ts';
import { RULES } from '../src/game.ts';

const def = successors as never as Parameters<typeof autoplay<SuccessorsState, SuccessorsView>>[0];
const plain = (x: ChoiceDecision) => x.verb === 'discard' && RULES.card.get(Number(x.subject))?.kind !== 'surprise';

/** The first Tyche segment of a random game where a card may be discarded for nothing (7.7). */
function tychePoint(seed: string): BotInput<SuccessorsView> {
  let found: BotInput<SuccessorsView> | null = null;
  const probe: Bot<SuccessorsView> = (input) => {
    const legal = (input.legal ?? []) as ChoiceDecision[];
    if (!found && input.view.step.k === 'tyche' && legal.length > 3 && legal.some(plain)) found = structuredClone(input);
    return randomBot('p')(input);
  };
  const g = createGame(def, { seed, options: { players: 4, turns: 1 } });
  if (!g.ok) throw new Error('setup');
  autoplay(def, g.value as GameSession<SuccessorsState>, { bots: probe, maxSteps: 300 });
  if (!found) throw new Error('no Tyche segment');
  return found;
}

describe('L2_NO_DISCARD: no discard for nothing at the root (successors 7.7, 7.1)', () => {
  it('a plain discard is dominated by the same card played for its operations; a Surprise discard is not', () => {
    const legal: ChoiceDecision[] = [
      { verb: 'play-ops', subject: '12' }, { verb: 'discard', subject: '12' }, { verb: 'play-event', subject: '12' }, { verb: 'discard', subject: '45' },
    ];
    expect(legal.map((_, i) => dominatedDiscard(legal, i))).toEqual([false, true, false, false]);
  });

  it('with the option the plain discards are never searched nor chosen; without it they are candidates', () => {
    const input = tychePoint('no-discard');
    const legal = input.legal as ChoiceDecision[];
    // Every listed choice a candidate, L1's prior off: only the option keeps the discards out.
    const o = { ...L2_DEFAULTS, iterations: 2 * legal.length, candidates: legal.length, bias: 0 };
    const without = l2Search(input, 'discard', o);
    expect(without.searched.some((x) => plain(x.decision))).toBe(true);
    const withOption = l2Search(input, 'discard', { ...o, ...L2_NO_DISCARD });
    expect(withOption.searched.length).toBeGreaterThan(0);
    expect(withOption.searched.some((x) => plain(x.decision))).toBe(false);
    expect(plain(withOption.decision!)).toBe(false);
  }, 60_000);
});
