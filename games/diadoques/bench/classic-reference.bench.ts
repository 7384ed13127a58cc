/**
 * Issue 22: `classic` timed on the reference engine's own games (MILA `diplomacy` 1.1.2,
 * `../shared/data/classic/reference-games/random-games-3.json`, 696 phases of three games): the
 * same replay as test/classic-reference.test.ts, each phase set up at the reference's position
 * and its orders (in our notation, converted outside the timing) sent through the judge's path:
 * every power's decision through the kernel's `submit` (validation, the copy of the state,
 * resolution, the record and its digest, read as the judge does when it stores the step).
 * For comparison, the rules alone on the same phases: `validate` of each decision and `resolve`
 * of a state copied beforehand (no kernel).
 *
 * Per phase kind (movement, retreat, adjustment): medians over rounds of the mean time a phase
 * (one round replays every phase of that kind once), wall clock and process CPU time, and the
 * ratio to the reference's times from the data README (2-core machines, 2026-11-25: `process()`
 * 2.62 / 1.22 / 1.24 ms; orders in + process 7.19 / 1.41 / 1.82 ms), beside the goal: ≥ 100× per
 * movement phase on the judge's path.
 * `npm run bench diadoques` or `npx tsx games/diadoques/bench/classic-reference.bench.ts [ROUNDS]`
 * (`nice -n 19` on a shared machine).
 */
import { performance } from 'node:perf_hooks';
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { PlayerId } from '@diadochi/kernel';
import type { ClassicDecision, ClassicState, Phase } from '../src/classic/index.ts';
import { C, judgePhase, prepareGame, readReferenceGames, REFERENCE_GAMES_FILE, referenceGamesPresent } from '../test/support/classic-reference.ts';
import type { PreparedPhase } from '../test/support/classic-reference.ts';

const rounds = Number(process.argv[2] ?? 20);

/** The reference's median milliseconds a phase (data README). */
const REFERENCE: Record<Phase, { process: number; withOrders: number }> = {
  movement: { process: 2.62, withOrders: 7.19 },
  retreat: { process: 1.22, withOrders: 1.41 },
  adjustment: { process: 1.24, withOrders: 1.82 },
};
const GOAL_MOVEMENT = 100;

interface Timing {
  wall: number;
  cpu: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One warm-up, then `rounds` rounds of `run` (which may prepare outside what it times by returning its own timing). */
function time(run: () => Timing): Timing {
  run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = run();
    wall.push(t.wall);
    cpu.push(t.cpu);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

function timed(work: () => void): Timing {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  work();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / 1000 };
}

/** The judge's path: every decision submitted, the phase resolved, the digest read. */
function judgeAll(phases: readonly PreparedPhase[]): Timing {
  return timed(() => {
    for (const p of phases) {
      const r = judgePhase(p);
      if ('refused' in r) throw new Error(`game ${p.game} ${p.name}: ${r.refused}`);
    }
  });
}

const ctx = { dice: new Dice(rngFromSeed('bench')), emit: () => {} };

/** The rules alone: each decision validated, the phase resolved on a copy made before the clock starts. */
function rulesAll(phases: readonly PreparedPhase[]): Timing {
  const copies = phases.map((p) => structuredClone(p.session.state));
  return timed(() => {
    phases.forEach((p, i) => {
      const decisions: Record<PlayerId, ClassicDecision> = {};
      for (const [power, d] of p.decisions) {
        const v = C.validate(p.session.state, power, d);
        if (!v.ok) throw new Error(`game ${p.game} ${p.name}: ${power} refused`);
        decisions[power] = v.value as unknown as ClassicDecision;
      }
      C.resolve(copies[i]! as ClassicState, decisions, ctx);
    });
  });
}

const micro = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
const ratio = (ref: number, ours: number) => `${(ref / ours).toFixed(1)}×`;

if (!referenceGamesPresent()) {
  console.log(`classic-reference: ${REFERENCE_GAMES_FILE} not found (set CLASSIC_REFERENCE_GAMES): skipped`);
} else {
  const file = readReferenceGames();
  const all = file.games.flatMap((_, g) => prepareGame(file, g));
  console.log(`classic against the reference engine (${file.engine}): ${file.games.length} games, ${all.length} phases, ${rounds} rounds, medians of the mean time a phase`);
  for (const kind of ['movement', 'retreat', 'adjustment'] as const) {
    const phases = all.filter((p) => p.phase === kind);
    const n = phases.length;
    const judge = time(() => judgeAll(phases));
    const rules = time(() => rulesAll(phases));
    const [jw, jc, rw, rc] = [judge.wall / n, judge.cpu / n, rules.wall / n, rules.cpu / n];
    const ref = REFERENCE[kind];
    const goal = kind === 'movement' ? `; goal ≥ ${GOAL_MOVEMENT}×, i.e. ≤ ${micro(ref.process / GOAL_MOVEMENT)}` : '';
    console.log(
      `  ${kind} (${n} phases): judge's path ${micro(jw)} wall, ${micro(jc)} CPU → ${ratio(ref.process, jw)} (wall) / ${ratio(ref.process, jc)} (CPU) the reference's process() ${ref.process} ms, ` +
        `${ratio(ref.withOrders, jw)} / ${ratio(ref.withOrders, jc)} its orders in + process ${ref.withOrders} ms${goal}`,
    );
    console.log(`  ${kind}: rules alone (validate + resolve, no kernel) ${micro(rw)} wall, ${micro(rc)} CPU → ${ratio(ref.process, rw)} / ${ratio(ref.process, rc)} the reference's process()`);
  }
}
