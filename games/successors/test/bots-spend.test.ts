/**
 * L2's spend weights (issue 19, SPEND_WEIGHTS): operation points waiting to be spent (7.1.2) and
 * control markers waiting to be placed (7.5) are valued, by turn, as L1's spending of them gains
 * on average (bench/prospects.bench.ts), over L1's prospect; L1's own weights are unchanged.
 */
import { describe, expect, it } from 'vitest';
import { Dice, rngFromSeed } from '@diadochi/kernel';
import { RULES, legalOf } from '../src/game.ts';
import { applyChoice } from '../src/rules/actions.ts';
import { SPEND_WEIGHTS, WEIGHTS, evaluate } from '../src/bots/evaluate.ts';
import { tychePoint } from './bots-fixtures.ts';

describe('L2 spend weights (issue 19)', () => {
  it('value operation points not yet spent at the turn\'s measured gain each', () => {
    const { session, input } = tychePoint('spend');
    const s = structuredClone(session.state);
    const me = input.player;
    const ops = legalOf(RULES, s, me).find((d) => d.verb === 'play-ops');
    expect(ops).toBeDefined();
    applyChoice(RULES, s, me, ops!, { dice: new Dice(rngFromSeed('spend')), emit: () => undefined });
    expect(s.step.k).toBe('ops');
    const left = (s.step as { ops: number }).ops;
    expect(left).toBeGreaterThan(0);
    const gain = evaluate(RULES, s, me, SPEND_WEIGHTS) - evaluate(RULES, s, me, WEIGHTS);
    expect(gain).toBeCloseTo(left * SPEND_WEIGHTS.opsSpent[s.turn - 1]!, 6);
    expect(WEIGHTS.opsSpent.every((x) => x === 0) && WEIGHTS.markerSpent.every((x) => x === 0)).toBe(true);
  });
});
