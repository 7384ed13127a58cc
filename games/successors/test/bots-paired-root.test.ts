/**
 * Successors L2's root compared on the same worlds (`pairedRoot`, issue 19): world k / n plays
 * candidate k mod n, so every candidate meets the same hidden hands, deck and dice; the budget is
 * checked only between worlds, and the best mean is played.
 */
import { describe, expect, it } from 'vitest';
import { L2_DEFAULTS, l2Search } from '../src/bots/l2.ts';
import { tychePoint } from './bots-fixtures.ts';

describe('L2 paired root (issue 19)', () => {
  const { input } = tychePoint('paired-root');
  const o = { ...L2_DEFAULTS, pairedRoot: true, iterations: 30, candidates: 3 };

  it('visits every candidate in every world and plays the best mean', () => {
    const rep = l2Search(input, 'p', o);
    expect(rep.searched).toHaveLength(3);
    const visits = rep.searched.map((x) => x.visits);
    // A world whose rules refuse a candidate drops that visit only.
    expect(Math.max(...visits)).toBe(10);
    expect(Math.min(...visits)).toBeGreaterThanOrEqual(9);
    const best = rep.searched.reduce((a, b) => (b.value > a.value ? b : a));
    expect(rep.decision).toEqual(best.decision);
  });

  it('spends its budget by whole worlds', () => {
    const rep = l2Search(input, 'p', { ...o, budget: 1 });
    // The first playout passes the budget; the world still plays the other two candidates.
    expect(rep.searched.map((x) => x.visits)).toEqual([1, 1, 1]);
  });

  it('is deterministic', () => {
    expect(l2Search(input, 'same', o).searched).toEqual(l2Search(input, 'same', o).searched);
  });
});
