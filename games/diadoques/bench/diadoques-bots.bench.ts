/**
 * Les Diadoques and Diadokhoi bots against each other (issue 20 item 2), with what the arena
 * does not print: besides each bot's win share (solo and shared apart, as the arena counts
 * them), each *power's* win share — the balance of L1 self-play (the issue wants none above
 * 30 %). Seats rotated as the arena does (game i: seat j gets the bot listed at (j + i) mod 6);
 * each bot sees only its seat's view (`autoplay`). The short game (`exampleOptions`) by default.
 *
 * `npx tsx games/diadoques/bench/diadoques-bots.bench.ts --ruleset diadoques --bots l1,l1,l1,l1,l1,l1 --games 60 --seed d1 [--first 0]`
 * Bots: `l1` (`src/bots/l1-whole.ts`), `l1-leave` (L1 with the option `leave`, `src/bots/l1.ts`),
 * `l1-money` (L1 with every option of its money, `src/bots/l1-money.ts`), `l1-m` (those `--money JSON` names;
 * `{}`: L1's money before `L1_MONEY`), `l1-old` (L1 with its money before `L1_MONEY`), `l2` (`src/bots/l2-whole.ts`; `--l2 JSON` overrides its parameters), `baseline` (`src/bots/whole.ts`), `random` (the kernel's:
 * a random listed decision). `--json` prints the tallies as JSON (to merge runs made in parallel).
 */
import { autoplay, createGame, randomBot, rotatedSeats } from '@diadochi/kernel';
import type { Bot, GameDefinition } from '@diadochi/kernel';
import { cpuMs } from '@diadochi/kernel/cli';
import { L2_DEFAULTS, l1Bot, l2Bot } from '../src/bots/index.ts';
import type { L1Money } from '../src/bots/l1-money.ts';
import { baselineBot, diadokhoi, diadoques } from '../src/game/index.ts';

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

// `--l2 '{"candidates":8}'`: L2's parameters over its defaults, to measure a variant.
const l2Params = { ...L2_DEFAULTS, ...(JSON.parse(flag('--l2', '{}')) as Partial<typeof L2_DEFAULTS>) };
// `--money '{"guard":true}'`: the options of L1's money (`src/bots/l1-money.ts`) for the bot `l1-m`; `l1-money` has them all.
const ALL_MONEY: L1Money = { guard: true, leaders: true, chest: true, royals: true, weighed: true, bids: true };
const money = JSON.parse(flag('--money', '{}')) as L1Money;
const makers: Record<string, (seed: string) => Bot> = { l1: (s) => l1Bot(s), 'l1-leave': (s) => l1Bot(s, { leave: true }), 'l1-money': (s) => l1Bot(s, { money: ALL_MONEY }), 'l1-old': (s) => l1Bot(s, { money: {} }), 'l1-m': (s) => l1Bot(s, { money }), l2: (s) => l2Bot(s, l2Params), baseline: baselineBot, random: randomBot };

const ruleset = flag('--ruleset', 'diadoques');
const game = (ruleset === 'diadokhoi' ? diadokhoi : diadoques) as unknown as GameDefinition<unknown>;
const bots = flag('--bots', 'l1,l1,l1,l1,l1,l1').split(',');
const games = Number(flag('--games', '6'));
const first = Number(flag('--first', '0'));
const seed = flag('--seed', 'd1');
const options = game.exampleOptions![0];
const parsed = game.parseOptions(options);
if (!parsed.ok) throw new Error('options');
const players = game.players(parsed.value);
if (bots.length !== players.length || bots.some((b) => !makers[b])) throw new Error(`--bots: ${players.length} of ${Object.keys(makers).join(', ')}`);

const byBot = new Map([...new Set(bots)].map((b) => [b, { seats: 0, solo: 0, shared: 0, cpu: [] as number[] }]));
const byPower = new Map(players.map((p) => [p, { games: 0, solo: 0, shared: 0 }]));
let noWinner = 0;
for (let i = first; i < first + games; i++) {
  const s = `${seed}-${i}`;
  const created = createGame(game, { seed: s, options });
  if (!created.ok) throw new Error('no game');
  // Rotation: in game i, seat j gets the bot listed at (j + i) mod n, so every bot visits every seat.
  const { seats, seated } = rotatedSeats(players, bots, makers, i, s, cpuMs, (name, ms) => byBot.get(name)!.cpu.push(ms));
  const end = autoplay(game, created.value, { bots: seated, maxSteps: 20000 });
  const result = game.result(end.state);
  const winners = result?.winners ?? [];
  if (winners.length === 0) noWinner++;
  for (const p of players) {
    const b = byBot.get(seats[p]!)!;
    const w = byPower.get(p)!;
    b.seats++;
    w.games++;
    if (winners.includes(p)) {
      const key = winners.length === 1 ? 'solo' : 'shared';
      b[key]++;
      w[key]++;
    }
  }
  const scores = result?.scores ?? {};
  console.error(`game ${i + 1}: ${winners.map((w) => `${w}(${seats[w]})`).join(' + ') || 'no winner'}${result?.why ? ` [${result.why.code}]` : ''} — ${players.map((p) => `${p} ${scores[p] ?? '-'}`).join(', ')}`);
}
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ ruleset, bots, games, noWinner, byBot: Object.fromEntries([...byBot].map(([k, v]) => [k, { ...v, cpu: undefined, cpuSorted: [...v.cpu].sort((a, b) => a - b) }])), byPower: Object.fromEntries(byPower) }));
} else {
  // The 95 % Wilson score interval of a share k/n, in %.
  const wilson = (k: number, n: number): [number, number] => {
    if (n === 0) return [0, 100];
    const z = 1.96;
    const p = k / n;
    const mid = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
    const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
    return [100 * Math.max(0, mid - half), 100 * Math.min(1, mid + half)];
  };
  const pct = (k: number, n: number) => `${((100 * k) / Math.max(1, n)).toFixed(1)} %`;
  console.log(`${ruleset}, ${games} games (short game), seed ${seed}, bots ${bots.join(',')}; ${noWinner} without a winner`);
  console.log(`bot        seats  solo  shared  win share  (95 % Wilson)  cpu ms p50  p95  max${bots.includes('l2') ? `; l2 ${JSON.stringify(l2Params)}` : ''}`);
  for (const [b, t] of byBot) {
    const cpu = [...t.cpu].sort((x, y) => x - y);
    const q = (f: number) => (cpu[Math.min(cpu.length - 1, Math.ceil(f * cpu.length) - 1)] ?? 0).toFixed(2);
    const [lo, hi] = wilson(t.solo + t.shared, t.seats);
    console.log(`${b.padEnd(10)} ${String(t.seats).padStart(5)} ${String(t.solo).padStart(5)} ${String(t.shared).padStart(7)}  ${pct(t.solo + t.shared, t.seats).padStart(9)}  ${lo.toFixed(1)}–${hi.toFixed(1)} %  ${q(0.5).padStart(10)}  ${q(0.95)}  ${q(1)}`);
  }
  console.log('power        games  solo  shared  win share');
  for (const [p, t] of byPower) console.log(`${p.padEnd(12)} ${String(t.games).padStart(5)} ${String(t.solo).padStart(5)} ${String(t.shared).padStart(7)}  ${pct(t.solo + t.shared, t.games).padStart(9)}`);
}
