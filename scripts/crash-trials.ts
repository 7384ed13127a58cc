/**
 * Crash trials of the real judge (issue 13): `nice npx tsx scripts/crash-trials.ts 100`.
 * Each trial plays Les Diadoques on `apps/server/src/main.ts` with six clients, SIGKILLs the
 * judge at a random moment, restarts it and checks that no acknowledged decision was lost and
 * no step half applied (`apps/server/test/crash-trial.ts`). Prints one line per trial and a
 * summary; exits 1 if any trial failed. Optional second argument: the first trial's seed.
 */
import { crashTrial } from '../apps/server/test/crash-trial.ts';

const trials = Number(process.argv[2] ?? 10);
const seed0 = Number(process.argv[3] ?? Date.now() % 100_000);
const started = Date.now();
let failed = 0;
let acknowledged = 0;
let cutOff = 0;
const steps: number[] = [];
for (let i = 0; i < trials; i++) {
  const r = await crashTrial({ seed: seed0 + i });
  acknowledged += r.acknowledged;
  cutOff += r.cutOff;
  steps.push(r.steps);
  if (!r.ok) failed++;
  console.log(`trial ${i + 1}/${trials} seed ${seed0 + i}: ${r.ok ? 'ok' : 'FAILED'} — killed at ${r.killAfterMs} ms, step ${r.steps}, ${r.acknowledged} acknowledged, ${r.cutOff} cut off${r.ok ? '' : `\n  ${r.problems.join('\n  ')}`}`);
}
const killedIn = new Map<number, number>();
for (const s of steps) killedIn.set(s, (killedIn.get(s) ?? 0) + 1);
console.log(
  `${trials} trials in ${Math.round((Date.now() - started) / 1000)} s: ${failed} failed; ${acknowledged} acknowledged submissions, ${cutOff} requests cut off by the kill; ` +
    `steps reached: ${[...killedIn].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ')}`,
);
process.exit(failed === 0 ? 0 : 1);
