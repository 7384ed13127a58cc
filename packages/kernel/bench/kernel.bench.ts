import { performance } from 'node:perf_hooks';
import { Dice, autoplay, bench, clone, cloneByJson, createGame, digest, formatBench, randomBot, replay, rngFromSeed } from '../src/index.ts';
import { tribute } from '../test/tiny-game.ts';

const now = () => performance.now();
console.log(formatBench(bench('dice: 10,000 d6', 15, 10_000, () => void new Dice(rngFromSeed('b')).roll(10_000, 6), now)));
let n = 0;
const play = () => {
  const s = createGame(tribute, { seed: `g${n++}`, options: { players: 4 } });
  if (s.ok) autoplay(tribute, s.value, { bots: randomBot(`b${n}`) });
};
console.log(formatBench(bench('kernel: whole tiny games with random bots', 15, 100, () => { for (let i = 0; i < 100; i++) play(); }, now)));
const one = createGame(tribute, { seed: 'r', options: { players: 4 } });
if (one.ok) {
  const done = autoplay(tribute, one.value, { bots: randomBot('r') });
  console.log(formatBench(bench('kernel: replay of a finished tiny game', 15, 100, () => { for (let i = 0; i < 100; i++) replay(tribute, done); }, now)));
}

// Issue 22: the copy every step makes of the state (and every bot input of its view), and the
// digest of each step, on a synthetic board-game state of 16 KB (a Les Diadoques state is 5–27 KB
// of JSON): the direct copy against the JSON round trip it replaced (same result, see canonical.test.ts).
const board = {
  year: -318, season: 'summer', phase: 'orders',
  units: Array.from({ length: 120 }, (_, i) => ({ id: `u${i}`, power: `p${i % 6}`, kind: i % 5 ? 'army' : 'fleet', at: `S${(i * 7) % 90}`, elite: i % 9 === 0, strength: i % 4 })),
  control: Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`S${i}`, `p${i % 6}`])),
  treasury: Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`p${i}`, { talents: 100 + i, debts: [i, i + 1], cards: [`c${i}`, `c${i + 6}`] }])),
  log: Array.from({ length: 60 }, (_, i) => ({ type: 'moved', rule: 'diadoques §9a', data: { unit: `u${i}`, from: `S${i}`, to: `S${i + 1}` } })),
};
const size = JSON.stringify(board).length;
console.log(formatBench(bench(`kernel: clone of a ${(size / 1000).toFixed(0)} KB state (direct copy)`, 15, 100, () => { for (let i = 0; i < 100; i++) clone(board); }, now)));
console.log(formatBench(bench(`kernel: clone of a ${(size / 1000).toFixed(0)} KB state (JSON round trip, before issue 22)`, 15, 100, () => { for (let i = 0; i < 100; i++) cloneByJson(board); }, now)));
console.log(formatBench(bench(`kernel: digest of a ${(size / 1000).toFixed(0)} KB state`, 15, 100, () => { for (let i = 0; i < 100; i++) digest(board); }, now)));
