/**
 * Issue 22: the judge's path measured, decision in → resolved state out, through the kernel's
 * `submit` (validation, the copy of the state, resolution, the record and its digest, read as
 * the judge does when it stores the step), for
 * - a movement phase of a seeded classic game (seven powers, the classic bot's orders);
 * - the busiest military season of a seeded six-player Les Diadoques game (baseline bots);
 * - whole six-bot games of Les Diadoques and Diadokhoi (the short game of `exampleOptions`), as
 *   self-play plays them (`autoplay`: no digest read).
 * Each figure is printed beside its goal from issue 22. The decisions are the bots' (asked once,
 * outside the timing): only the judge's work is timed. Each round is timed twice over: wall
 * clock, and the process's CPU time (user + system), which a loaded shared machine disturbs less
 * (a wall median under load measures the neighbours too). Medians of rounds.
 * `npm run bench diadoques` or `npx tsx games/diadoques/bench/submit-perf.bench.ts [ROUNDS] [GAMES] [classic|season|games]`
 * (the last picks one part, for a profile: `node --cpu-prof --import tsx … 100 3 season`).
 */
import { performance } from 'node:perf_hooks';
import { autoplay, createGame } from '@diadochi/kernel';
import type { Bot } from '@diadochi/kernel';
import { classic, classicBot } from '../src/classic/index.ts';
import { baselineBot, diadokhoi, diadoques } from '../src/game/index.ts';
import { busiestSeason, classicMovements, judge, unitsOf } from './judge-path.ts';
import type { Def } from './judge-path.ts';

const rounds = Number(process.argv[2] ?? 200);
const games = Number(process.argv[3] ?? 5);
const only = process.argv[4];
const part = (name: string) => !only || only === name;
/** Issue 22: the reference engine (MILA `diplomacy`) per movement phase on these machines. */
const REFERENCE_MOVEMENT_MS = 2.62;

interface Timing {
  /** Median milliseconds of a round, wall clock and process CPU time. */
  wall: number;
  cpu: number;
  minWall: number;
}

/** Runs `run` once to warm up, then `n` rounds; medians of wall and CPU time. */
function time(n: number, run: () => void): Timing {
  run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    run();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { wall: median(wall), cpu: median(cpu), minWall: Math.min(...wall) };
}

const micro = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;

// ---- classic: the movement phases of a seeded classic game, each submitted by seven powers ----
if (part('classic')) {
  const C = classic as unknown as Def;
  const moves = classicMovements(C, classicBot('perf-classic') as Bot);
  const t = time(Math.max(5, Math.round(rounds / 10)), () => {
    for (const step of moves) judge(C, step);
  });
  const [wall, cpu] = [t.wall / moves.length, t.cpu / moves.length];
  console.log(`classic: one movement phase through submit (${moves.length} phases of a seeded bot game, 7 submissions each): median ${micro(wall)} wall, ${micro(cpu)} CPU a phase → ${(REFERENCE_MOVEMENT_MS / wall).toFixed(1)}× (wall) / ${(REFERENCE_MOVEMENT_MS / cpu).toFixed(1)}× (CPU) the reference's ${REFERENCE_MOVEMENT_MS} ms (issue 22); goal ≥ 100×, i.e. ≤ ${micro(REFERENCE_MOVEMENT_MS / 100)}`);
}

// ---- Les Diadoques: the busiest military season of a seeded six-bot game ----
if (part('season')) {
  const D = diadoques as unknown as Def;
  const busiest = busiestSeason(D, baselineBot('perf-season'));
  const lines = busiest.decisions.reduce((n, [, d]) => n + String((d as { orders?: unknown }).orders ?? '').split('\n').filter((l) => l.trim()).length, 0);
  const { season, year } = busiest.session.state as { season: string; year: number };
  const t = time(rounds, () => void judge(D, busiest));
  console.log(`diadoques: the busiest six-player season through submit (${unitsOf(busiest)} units, ${lines} order lines, ${season} ${year}): median ${micro(t.wall)} wall (min ${micro(t.minWall)}), ${micro(t.cpu)} CPU; goal ≤ 100 µs`);
}

// ---- whole six-bot games ----
for (const def of (part('games') ? [diadoques, diadokhoi] : []) as unknown as Def[]) {
  const options = { ...(def.exampleOptions?.[0] as object), players: 6 };
  let g = 0;
  let steps = 0;
  const t = time(games, () => {
    const created = createGame(def, { seed: `perf-${def.id}-${g++}`, options });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    steps += autoplay(def, created.value, { bots: baselineBot(`perf-${g}`), maxSteps: 400 }).record.length - 1;
  });
  console.log(`${def.id}: whole six-bot games through kernel sessions (${JSON.stringify(options)}, ${(steps / (games + 1)).toFixed(0)} steps a game): median ${(t.wall / 1000).toFixed(2)} s wall, ${(t.cpu / 1000).toFixed(2)} s CPU a game → ${(1000 / t.wall).toFixed(2)} games/s wall, ${(1000 / t.cpu).toFixed(2)} games/s CPU (${games} games); goal ≥ 10 games/s per core`);
}
