/**
 * Issue 22: the judge's path replayed for a profiler or an instruction counter. The steps are
 * those `submit-perf.bench.ts` times — the movement phases of the seeded classic game, or the
 * busiest military season of the seeded six-bot Les Diadoques game — each submitted by every
 * player through the kernel's `submit` with its digest read, WARM rounds and then ROUNDS rounds.
 * The bots decide once, before any round. The steps and `judge` are `judge-path.ts`'s, shared with
 * `submit-perf.bench.ts`.
 *
 * Instructions a step, load-independent: bundle it, count a run with ROUNDS = 0 and one with
 * ROUNDS = N under callgrind, and divide the difference by N × the steps of a round
 * (`--predictable` keeps V8 single-threaded: two runs agree to a few thousand instructions):
 *   npx esbuild games/diadoques/bench/judge-steps.bench.ts --bundle --platform=node --format=esm --outfile=.tmp/judge-steps.mjs
 *   valgrind --tool=callgrind node --predictable .tmp/judge-steps.mjs season 300 0   (then 300 100)
 *   valgrind --tool=callgrind node --predictable .tmp/judge-steps.mjs classic 5 0   (then 5 20; 20 phases a round)
 * Warm it well: under `--predictable` V8 compiles on the main thread, and what it compiles is
 * counted. After 30 rounds the count a step still moved with the window more than a change did
 * (the same base season: 48.3 M over 50 rounds, 35.8 M over 200; 22.9 M over 100 after 300).
 * A profile: `node --cpu-prof .tmp/judge-steps.mjs season 30 400`.
 * `npx tsx games/diadoques/bench/judge-steps.bench.ts classic|season [WARM] [ROUNDS]`
 */
import type { Bot } from '@diadochi/kernel';
import { classic, classicBot } from '../src/classic/index.ts';
import { baselineBot, diadoques } from '../src/game/index.ts';
import { busiestSeason, classicMovements, judge } from './judge-path.ts';
import type { Def, Step } from './judge-path.ts';

const part = process.argv[2] ?? 'season';
const warm = Number(process.argv[3] ?? 30);
const rounds = Number(process.argv[4] ?? 50);

const C = classic as unknown as Def;
const D = diadoques as unknown as Def;
let def: Def;
let steps: Step[];
if (part === 'classic') {
  def = C;
  steps = classicMovements(C, classicBot('perf-classic') as Bot);
} else {
  def = D;
  steps = [busiestSeason(D, baselineBot('perf-season'))];
}
for (let i = 0; i < warm; i++) for (const s of steps) judge(def, s);
const c0 = process.cpuUsage();
for (let i = 0; i < rounds; i++) for (const s of steps) judge(def, s);
const c = process.cpuUsage(c0);
if (rounds > 0) console.log(`${part}: ${steps.length} step(s) × ${rounds} rounds: ${((c.user + c.system) / rounds / steps.length).toFixed(0)} µs CPU a step`);
