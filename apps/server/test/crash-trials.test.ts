import { describe, expect, it } from 'vitest';
import { openStorage } from '../src/db/open.ts';
import { crashTrial } from './crash-trial.ts';

/**
 * Issue 13 (reliability goals): the real judge, SIGKILLed at random moments of a real Les
 * Diadoques game played by six clients, loses no acknowledged decision and never half applies
 * a step. A small dose here; the long run is `nice npx tsx scripts/crash-trials.ts 100`
 * (README, "Crash trials").
 */
describe('the real judge killed at random moments of a Les Diadoques game', () => {
  // Two trials in the suite, an early kill and one at the seeded random moment (a third, at
  // 2500 ms, cost another 30 s of the unit suite for a moment the long run covers by the
  // hundred); the checker's own test below kills once a step is resolved. `FULL_DOSE=1` adds it back.
  it.each([
    [1, 700],
    ...(process.env.FULL_DOSE ? [[2, 2500] as const] : []),
    [3, undefined],
  ] as const)('trial %i (kill after %s ms): no acknowledged decision lost, no step half applied, the replay equals the stored state', { timeout: 120_000 }, async (seed, killAfterMs) => {
    const r = await crashTrial({ seed, ...(killAfterMs ? { killAfterMs } : {}) });
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.steps).toBeGreaterThanOrEqual(0);
  });

  it('the checker is live: a resolved step whose recorded decisions were changed behind the judge is caught', { timeout: 120_000 }, async () => {
    const r = await crashTrial({
      seed: 4,
      // Once a step is resolved (it was 3000 ms, which a loaded machine could spend before the first one).
      killAfterSteps: 1,
      async tamper(file, gameId) {
        const storage = await openStorage({ sqlite: file });
        try {
          const last = await storage.db.selectFrom('steps').select(['step', 'entry']).where('game_id', '=', gameId).orderBy('step', 'desc').executeTakeFirstOrThrow();
          expect(last.step).toBeGreaterThan(0); // the kill came after a resolved step
          const entry = JSON.parse(last.entry);
          for (const p of Object.keys(entry.decisions)) entry.decisions[p] = { orders: '' };
          await storage.db.updateTable('steps').set({ entry: JSON.stringify(entry) }).where('game_id', '=', gameId).where('step', '=', last.step).execute();
        } finally {
          await storage.close();
        }
      },
    });
    expect(r.ok).toBe(false);
    expect(r.problems.some((p) => p.startsWith('trial failed'))).toBe(false);
    expect(r.problems.join('\n')).toMatch(/not the one acknowledged/);
    expect(r.problems.join('\n')).toMatch(/replay: /);
  });
});
