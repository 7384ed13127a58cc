/**
 * Syracuse benchmarks: `npx tsx games/syracuse/bench/syracuse.bench.ts [PAIRS] [GAMES]`.
 * - games per second with random bots through kernel sessions (every step validated and digested);
 * - the median time of one decision (the heuristic bot choosing plus the step resolving);
 * - the heuristic bot (L1) against the random bot over side-swapped pairs (goal: L1 wins ≥ 95 %).
 */
import { performance } from 'node:perf_hooks';
import { askBot, autoplay, createGame, randomBot, submit } from '@diadochi/kernel';
import { heuristicBot, match, randomSyracuseBot, syracuse } from '../src/index.ts';

const pairs = Number(process.argv[2] ?? 20);
const games = Number(process.argv[3] ?? 10);

let t0 = performance.now();
let steps = 0;
for (let g = 0; g < games; g++) {
  const created = createGame(syracuse, { seed: `bench-${g}` });
  if (!created.ok) throw new Error('create failed');
  steps += autoplay(syracuse, created.value, { bots: randomBot(`b${g}`) as never, maxSteps: 20000 }).record.length - 1;
}
let secs = (performance.now() - t0) / 1000;
console.log(`random bots, kernel sessions: ${(games / secs).toFixed(2)} games/s, ${(steps / secs).toFixed(0)} steps/s, ${(steps / games).toFixed(0)} steps per game`);

const times: number[] = [];
{
  const created = createGame(syracuse, { seed: 'bench-decisions' });
  if (!created.ok) throw new Error('create failed');
  let session = created.value;
  const bot = heuristicBot('t');
  for (;;) {
    const p = syracuse.pending(session.state);
    if (!p) break;
    const t = performance.now();
    const d = askBot(syracuse, session, p.players[0]!, bot);
    const r = submit(syracuse, session, p.players[0]!, d);
    times.push(performance.now() - t);
    if (!r.ok) throw new Error('refused');
    session = r.value.session;
  }
  times.sort((a, b) => a - b);
  console.log(`heuristic decision + resolution: median ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, 95th percentile ${times[Math.floor(times.length * 0.95)]!.toFixed(2)} ms, max ${times[times.length - 1]!.toFixed(1)} ms over ${times.length} decisions`);
}

t0 = performance.now();
const m = match(heuristicBot, randomSyracuseBot, pairs, 'bench-l1');
secs = (performance.now() - t0) / 1000;
console.log(`L1 (heuristic) vs random, ${m.games} games in side-swapped pairs: ${m.wins} won, ${m.draws} drawn, ${m.losses} lost, ${m.unfinished} unfinished → L1 wins ${((100 * m.wins) / m.games).toFixed(1)} % (goal ≥ 95 %) [${secs.toFixed(1)} s]`);
