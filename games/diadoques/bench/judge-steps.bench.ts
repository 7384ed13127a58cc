/**
 * Issue 22: the judge's path replayed for a profiler or an instruction counter. The steps are
 * those `submit-perf.bench.ts` times — the movement phases of the seeded classic game, or the
 * busiest military season of the seeded six-bot Les Diadoques game — each submitted by every
 * player through the kernel's `submit` with its digest read, WARM rounds and then ROUNDS rounds.
 * The bots decide once, before any round.
 *
 * Instructions a step, load-independent: bundle it, count a run with ROUNDS = 0 and one with
 * ROUNDS = N under callgrind, and divide the difference by N × the steps of a round
 * (`--predictable` keeps V8 single-threaded: two runs agree to a few thousand instructions):
 *   npx esbuild games/diadoques/bench/judge-steps.bench.ts --bundle --platform=node --format=esm --outfile=.tmp/judge-steps.mjs
 *   valgrind --tool=callgrind node --predictable .tmp/judge-steps.mjs season 30 0   (then 30 50)
 *   valgrind --tool=callgrind node --predictable .tmp/judge-steps.mjs classic 5 0   (then 5 5; 20 phases a round)
 * A profile: `node --cpu-prof .tmp/judge-steps.mjs season 30 400`.
 * `npx tsx games/diadoques/bench/judge-steps.bench.ts classic|season [WARM] [ROUNDS]`
 */
import { askBot, createGame, submit, waitingOn } from '@diadochi/kernel';
import type { Bot, GameDefinition, GameSession, PlayerId } from '@diadochi/kernel';
import { classic, classicBot } from '../src/classic/index.ts';
import { baselineBot, diadoques } from '../src/game/index.ts';

type Def = GameDefinition<unknown>;

interface Step {
  session: GameSession<unknown>;
  decisions: [PlayerId, unknown][];
}

const part = process.argv[2] ?? 'season';
const warm = Number(process.argv[3] ?? 30);
const rounds = Number(process.argv[4] ?? 50);

/** Submits every decision of the step and reads the new step's digest, as the judge stores it. */
function judge(def: Def, step: Step): GameSession<unknown> {
  let session = step.session;
  for (const [player, decision] of step.decisions) {
    const r = submit(def, session, player, decision);
    if (!r.ok) throw new Error(`${player}: ${r.error.map((p) => p.message).join('; ')}`);
    session = r.value.session;
  }
  if (session.record.length !== step.session.record.length + 1) throw new Error('the step did not resolve');
  if (!session.record.at(-1)!.digest) throw new Error('no digest');
  return session;
}

/** Steps of a bot game whose phase matches, each with its bots' decisions (as `submit-perf.bench.ts` plays them). */
function stepsOf(def: Def, seed: string, options: unknown, bot: Bot, phase: RegExp, maxSteps: number): Step[] {
  const created = createGame(def, { seed, options });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const steps: Step[] = [];
  let session = created.value;
  while (session.record.length - 1 < maxSteps) {
    const { pending, missing } = waitingOn(def, session);
    if (!pending) break;
    const step: Step = { session, decisions: missing.map((p) => [p, askBot(def, session, p, bot)]) };
    if (phase.test(pending.phase)) steps.push(step);
    session = judge(def, step);
  }
  return steps;
}

const C = classic as unknown as Def;
const D = diadoques as unknown as Def;
let def: Def;
let steps: Step[];
if (part === 'classic') {
  def = C;
  steps = stepsOf(C, 'perf-classic', { lastYear: 1910 }, classicBot('perf-classic') as Bot, /movement$/, 200);
} else {
  def = D;
  const seasons = stepsOf(D, 'perf-season', {}, baselineBot('perf-season'), /-orders$/, 40);
  const unitsOf = (s: Step) => (s.session.state as { units: unknown[] }).units.length;
  steps = [seasons.reduce((a, b) => (unitsOf(b) > unitsOf(a) ? b : a))];
}
for (let i = 0; i < warm; i++) for (const s of steps) judge(def, s);
const c0 = process.cpuUsage();
for (let i = 0; i < rounds; i++) for (const s of steps) judge(def, s);
const c = process.cpuUsage(c0);
if (rounds > 0) console.log(`${part}: ${steps.length} step(s) × ${rounds} rounds: ${((c.user + c.system) / rounds / steps.length).toFixed(0)} µs CPU a step`);
