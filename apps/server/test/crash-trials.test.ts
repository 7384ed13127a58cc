import { describe, expect, it } from 'vitest';
import { crashTrial } from './crash-trial.ts';

/**
 * Issue 13 (reliability goals): the real judge, SIGKILLed at random moments of a real Les
 * Diadoques game played by six clients, loses no acknowledged decision and never half applies
 * a step. A small dose here; the long run is `nice npx tsx scripts/crash-trials.ts 100`
 * (README, "Crash trials").
 */
describe('the real judge killed at random moments of a Les Diadoques game', () => {
  it.each([
    [1, 700],
    [2, 2500],
    [3, undefined],
  ])('trial %i (kill after %s ms): no acknowledged decision lost, no step half applied, the replay equals the stored state', { timeout: 120_000 }, async (seed, killAfterMs) => {
    const r = await crashTrial({ seed, ...(killAfterMs ? { killAfterMs } : {}) });
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.steps).toBeGreaterThanOrEqual(0);
  });
});
