/**
 * Random playouts per second: `npx tsx games/phalanxx/bench/playouts.bench.ts [GAMES]`.
 * Measures the rules driven directly (what bots use) and through kernel sessions (what the
 * server uses: every step validated, copied and digested). Rates are given per second of
 * wall time and per second of this process's CPU time (`process.cpuUsage`): on a shared
 * machine only the second is the speed of one core (issue 22 asks ≥ 20,000 a CPU second).
 */
import { autoplay, createGame } from '@diadochi/kernel';
import { phalanxx } from '../src/index.ts';
import { randomBot } from '../src/bots/index.ts';
import { phalanxxSelfplay } from '../src/cli/selfplay.ts';

const games = Number(process.argv[2] ?? 200);
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
};
for (const players of [1, 2, 3, 4]) {
  const c0 = process.cpuUsage();
  const s = phalanxxSelfplay(games, `bench-${players}`, { players });
  const cpu = cpuSeconds(c0);
  const decisions = s.games * s.averageSteps;
  console.log(
    `${players} player(s), rules only: ${s.gamesPerSecond.toFixed(1)} games/s, ${(s.gamesPerSecond * s.averageSteps).toFixed(0)} decisions/s; per CPU second ${(games / cpu).toFixed(1)} games, ${(decisions / cpu).toFixed(0)} decisions; ${s.averageSteps.toFixed(1)} decisions and ${s.averageTurns.toFixed(1)} turns per game`,
  );
}
const sessions = Math.max(1, Math.floor(games / 4));
const c0 = process.cpuUsage();
const t0 = performance.now();
let steps = 0;
for (let g = 0; g < sessions; g++) {
  const created = createGame(phalanxx, { seed: `kernel-${g}`, options: { players: 4 } });
  if (!created.ok) throw new Error('create failed');
  steps += autoplay(phalanxx, created.value, { bots: randomBot(`k${g}`) }).record.length - 1;
}
const secs = (performance.now() - t0) / 1000;
// Per CPU second as the lines above (issue 22): the wall rate alone measures the neighbours too.
const cpu = cpuSeconds(c0);
console.log(
  `4 players, kernel sessions: ${(sessions / secs).toFixed(1)} games/s, ${(steps / secs).toFixed(0)} steps/s; per CPU second ${(sessions / cpu).toFixed(1)} games, ${(steps / cpu).toFixed(0)} steps`,
);
