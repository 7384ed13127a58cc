/**
 * Successors L2's step budget (issue 19: at most 2 s of one core a decision): a search stops
 * drawing worlds once its playouts have applied `budget` rules decisions, so its work is bounded
 * by a count, not a clock — the same input and seed give the same search, visit for visit.
 */
import { describe, expect, it } from 'vitest';
import { L2_DEFAULTS, l2Search } from '../src/bots/l2.ts';
import { tychePoint } from './bots-fixtures.ts';

describe('L2 budget (issue 19)', () => {
  const { input } = tychePoint('budget');

  it('stops drawing worlds past the budget: fewer iterations, steps within one playout of it', () => {
    const free = l2Search(input, 'b', { ...L2_DEFAULTS, iterations: 64 });
    expect(free.iterations).toBeGreaterThan(0);
    expect(free.steps).toBeGreaterThan(0);
    const budget = Math.floor(free.steps! / 4);
    const capped = l2Search(input, 'b', { ...L2_DEFAULTS, iterations: 64, budget });
    expect(capped.iterations).toBeLessThan(free.iterations);
    expect(capped.steps).toBeGreaterThanOrEqual(budget);
    // The last world drawn may overrun by one playout, at most the horizon plus its world's deal.
    expect(capped.steps!).toBeLessThanOrEqual(budget + L2_DEFAULTS.horizon + 1);
  });

  it('is deterministic: the same seed and input, the same visits', () => {
    const o = { ...L2_DEFAULTS, iterations: 32, budget: 200 };
    const a = l2Search(input, 'same', o);
    const b = l2Search(input, 'same', o);
    expect(b.searched).toEqual(a.searched);
    expect(b.steps).toBe(a.steps);
  });
});
