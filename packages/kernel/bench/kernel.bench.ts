import { performance } from 'node:perf_hooks';
import { Dice, autoplay, bench, createGame, formatBench, randomBot, replay, rngFromSeed } from '../src/index.ts';
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
