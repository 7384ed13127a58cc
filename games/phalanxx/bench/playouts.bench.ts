/**
 * Random playouts per second: `npx tsx games/phalanxx/bench/playouts.bench.ts [GAMES]`.
 * Measures the rules driven directly (what bots use) and through kernel sessions (what the
 * server uses: every step validated, copied and digested).
 */
import { autoplay, createGame } from '@diadochi/kernel';
import { phalanxx } from '../src/index.ts';
import { randomBot } from '../src/bots/index.ts';
import { phalanxxSelfplay } from '../src/cli/selfplay.ts';

const games = Number(process.argv[2] ?? 200);
for (const players of [1, 2, 3, 4]) {
  const s = phalanxxSelfplay(games, `bench-${players}`, { players });
  console.log(
    `${players} player(s), rules only: ${s.gamesPerSecond.toFixed(1)} games/s, ${(s.gamesPerSecond * s.averageSteps).toFixed(0)} decisions/s, ${s.averageSteps.toFixed(1)} decisions and ${s.averageTurns.toFixed(1)} turns per game`,
  );
}
const sessions = Math.max(1, Math.floor(games / 4));
const t0 = performance.now();
let steps = 0;
for (let g = 0; g < sessions; g++) {
  const created = createGame(phalanxx, { seed: `kernel-${g}`, options: { players: 4 } });
  if (!created.ok) throw new Error('create failed');
  steps += autoplay(phalanxx, created.value, { bots: randomBot(`k${g}`) }).record.length - 1;
}
const secs = (performance.now() - t0) / 1000;
console.log(`4 players, kernel sessions: ${(sessions / secs).toFixed(1)} games/s, ${(steps / secs).toFixed(0)} steps/s`);
