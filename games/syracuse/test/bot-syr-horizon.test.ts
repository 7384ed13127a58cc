/**
 * Where the search's playouts stop (search.ts `horizon`): after `depth` decisions, at the end of the
 * root's part of the turn (the A and B steps with the action phase, `syracuse 2.B`; the works, 2.C;
 * the adjustments, 2.D), or at the end of its turn (2.D.0.6), so that every root candidate is
 * scored at the same point of the turn.
 */
import { describe, expect, it } from 'vitest';
import type { SyracuseState } from '../src/index.ts';
import { SEARCH_DEFAULTS, optionsFor, pastHorizon } from '../src/bots/search.ts';

const at = (turn: number, k: string) => ({ turn, step: { k, side: 'syr' } as SyracuseState['step'] });

describe('syracuse L2: the playouts\' horizon (search.ts horizon)', () => {
  it('is the end of the turn for both sides by default (SIDE_DEFAULTS), the depth a cap beyond a turn\'s 60–110 decisions', () => {
    for (const side of ['syr', 'ath'] as const) {
      expect(optionsFor(side).horizon).toBe('turn');
      expect(optionsFor(side).depth).toBeGreaterThanOrEqual(120);
    }
    // the option's own default (a bare search, as L1's tests build) stops after `depth` decisions
    expect(SEARCH_DEFAULTS.horizon).toBe('depth');
    expect(pastHorizon(at(5, 'd5'), { horizon: 'depth' }, { turn: 3, k: 'act' })).toBe(false);
  });

  it('syracuse 2.B, 2.C: from the action phase, `phase` stops at the works, `turn` goes on through them', () => {
    const root = { turn: 3, k: 'act' };
    for (const k of ['act', 'react', 'fight', 'withdraw', 'combat-strat', 'after-combat', 'losses', 'retreat', 'reroll']) expect(pastHorizon(at(3, k), { horizon: 'phase' }, root), k).toBe(false);
    expect(pastHorizon(at(3, 'works'), { horizon: 'phase' }, root)).toBe(true);
    expect(pastHorizon(at(3, 'd2'), { horizon: 'phase' }, root)).toBe(true);
    expect(pastHorizon(at(3, 'works'), { horizon: 'turn' }, root)).toBe(false);
    expect(pastHorizon(at(3, 'd5'), { horizon: 'turn' }, root)).toBe(false);
    // the AP declared (2.B.2) play on through the action phase
    expect(pastHorizon(at(3, 'act'), { horizon: 'phase' }, { turn: 3, k: 'declare' })).toBe(false);
  });

  it('syracuse 2.D.0.6: both stop when the turn ends; from the works, `phase` stops at the adjustments (2.D)', () => {
    for (const horizon of ['phase', 'turn'] as const) {
      expect(pastHorizon(at(4, 'advantage-b1'), { horizon }, { turn: 3, k: 'act' })).toBe(true);
      expect(pastHorizon(at(4, 'advantage-b1'), { horizon }, { turn: 3, k: 'd3' })).toBe(true);
      expect(pastHorizon(at(3, 'd5'), { horizon }, { turn: 3, k: 'd3' })).toBe(false);
      // a D.5 loss (4.3.3, 6.4) is part of the adjustments
      expect(pastHorizon(at(3, 'losses'), { horizon }, { turn: 3, k: 'd5' })).toBe(false);
    }
    expect(pastHorizon(at(3, 'd1'), { horizon: 'phase' }, { turn: 3, k: 'works' })).toBe(true);
    expect(pastHorizon(at(3, 'd1'), { horizon: 'turn' }, { turn: 3, k: 'works' })).toBe(false);
  });
});
