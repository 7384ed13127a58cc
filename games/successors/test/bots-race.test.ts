/**
 * Successors L2's race option (issue 19): the lead in VP + LP before an heir comes of age decides
 * the regent test (successors 21.4.2, 21.4.5); RACE_WEIGHTS weighs that stake three times L1's.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '@diadochi/kernel';
import { successors } from '../src/index.ts';
import type { SuccessorsState } from '../src/index.ts';
import { RULES } from '../src/game.ts';
import { RACE_WEIGHTS, WEIGHTS, evaluate } from '../src/bots/evaluate.ts';
import { L2_RACE } from '../src/bots/l2.ts';
import { stakes } from '../src/bots/stakes.ts';

function state(turn: number): SuccessorsState {
  const g = createGame(successors, { seed: 'race', options: { players: 4 } });
  if (!g.ok) throw new Error('setup');
  const s = structuredClone(g.value.state as SuccessorsState);
  s.turn = turn;
  return s;
}

describe('the race of turns 1-3 (successors 21.4.2)', () => {
  it('values a position by the same terms as L1, with the regent stake tripled', () => {
    const s = state(2);
    const me = s.factions[0]!;
    const vps = Object.fromEntries(s.factions.map((f) => [f, 0]));
    const lps = Object.fromEntries(s.factions.map((f, i) => [f, i === 0 ? 8 : 5]));
    const l1 = stakes(RULES, s, me, vps, lps, WEIGHTS);
    expect(l1).toBeGreaterThan(0);
    expect(stakes(RULES, s, me, vps, lps, RACE_WEIGHTS)).toBeCloseTo(3 * l1);
    // Only the stake differs: the same position valued with both weights differs by twice L1's stake.
    for (const f of s.factions) {
      const diff = evaluate(RULES, s, f, RACE_WEIGHTS) - evaluate(RULES, s, f, WEIGHTS);
      expect(diff).toBeCloseTo(2 * (evaluate(RULES, s, f, { ...WEIGHTS, regent: 2 * WEIGHTS.regent }) - evaluate(RULES, s, f, WEIGHTS)));
    }
    expect(L2_RACE.weights).toBe(RACE_WEIGHTS);
  });
});
