/**
 * Classic bots against each other (issue 20 item 3), with the measure the arena cannot give
 * for a game that ends at the year cap without a winner: per bot, its solo victories (18
 * centres), the games it ends *alone* in the lead in supply centres (a solo counts), the games
 * it ends tied for the lead, and its average centres. Seats rotated as the arena does (game i:
 * seat j gets the bot listed at (j + i) mod 7); each bot sees only its seat's view (`autoplay`).
 *
 * `npx tsx games/diadoques/bench/classic-bots.bench.ts --bots l1,random,random,random,random,random,random --games 28 --seed c1 [--last-year 1910] [--first K] [--l2 JSON]`
 * (`--first K`: begin at game K of the seed, to split a run; `--l2 '{"lookahead":true}'`: L2's options over its defaults).
 * Bots: `l1` (DumbBot, `src/classic/bot.ts`), `l2` (regret matching over DumbBot's candidates, `src/classic/bot-l2.ts`), `greedy` (the first classic bot), `random` (the
 * kernel's: no listed decisions in classic, so the game's default — every unit holds).
 */
import { autoplay, createGame, randomBot, rotatedSeats } from '@diadochi/kernel';
import type { Bot, GameDefinition } from '@diadochi/kernel';
import { cpuMs } from '@diadochi/kernel/cli';
import { classicBot } from '../src/classic/bot.ts';
import { classicGreedyBot } from '../src/classic/bot-greedy.ts';
import { classicL2Bot, L2_DEFAULTS } from '../src/classic/bot-l2.ts';
import type { L2Params } from '../src/classic/bot-l2.ts';
import { classic } from '../src/classic/game.ts';
import type { ClassicState } from '../src/classic/game.ts';
import { POWERS } from '../src/classic/map.ts';

const makers: Record<string, (seed: string) => Bot> = {
  l1: (seed) => classicBot(seed) as Bot,
  l2: (seed) => classicL2Bot(seed, l2Params) as Bot,
  greedy: (seed) => classicGreedyBot(seed) as Bot,
  random: randomBot,
};

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

// `--l2 '{"promise":1}'`: L2's parameters over its defaults (an option measured against them).
const l2Params: L2Params = { ...L2_DEFAULTS, ...(JSON.parse(flag('--l2', '{}')) as Partial<L2Params>) };
const first = Number(flag('--first', '0'));
const bots = flag('--bots', 'l1,random,random,random,random,random,random').split(',');
const games = Number(flag('--games', '7'));
const seed = flag('--seed', 'c1');
const lastYear = Number(flag('--last-year', '1910'));
if (bots.length !== POWERS.length || bots.some((b) => !makers[b])) throw new Error(`--bots: seven of ${Object.keys(makers).join(', ')}`);

const tally = new Map([...new Set(bots)].map((b) => [b, { seats: 0, solo: 0, lead: 0, tied: 0, centres: 0, cpu: [] as number[] }]));
for (let i = first; i < first + games; i++) {
  const s = `${seed}-${i}`;
  const created = createGame(classic, { seed: s, options: { lastYear } });
  if (!created.ok) throw new Error('no game');
  // Rotation: in game i, seat j gets the bot listed at (j + i) mod n, so every bot visits every seat.
  const { seats, seated } = rotatedSeats(POWERS, bots, makers, i, s, cpuMs, (name, ms) => tally.get(name)!.cpu.push(ms));
  const end = autoplay(classic as unknown as GameDefinition<ClassicState>, created.value, { bots: seated, maxSteps: 2000 });
  const state = end.state as ClassicState;
  const centres = state.result?.scores ?? {};
  const top = Math.max(...POWERS.map((p) => centres[p] ?? 0));
  const leaders = POWERS.filter((p) => (centres[p] ?? 0) === top);
  for (const p of POWERS) {
    const t = tally.get(seats[p]!)!;
    t.seats++;
    t.centres += centres[p] ?? 0;
    if (state.result?.winners.includes(p)) t.solo++;
    if (leaders.includes(p)) {
      if (leaders.length === 1) t.lead++;
      else t.tied++;
    }
  }
  console.error(`game ${i + 1}/${games}: ${state.year} ${POWERS.map((p) => `${p}(${seats[p]}) ${centres[p] ?? 0}`).join(', ')}`);
}
const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(1)} %`;
console.log(`classic, ${games} games to ${lastYear}, seed ${seed}, bots ${bots.join(',')}`);
console.log('bot      seats  solo (18 SC)  alone in the lead  tied for the lead  avg centres  cpu ms p50  p95');
for (const [b, t] of tally) {
  const cpu = [...t.cpu].sort((x, y) => x - y);
  const q = (f: number) => (cpu[Math.min(cpu.length - 1, Math.ceil(f * cpu.length) - 1)] ?? 0).toFixed(2);
  console.log(`${b.padEnd(8)} ${String(t.seats).padStart(5)}  ${`${t.solo} ${pct(t.solo, t.seats)}`.padStart(12)}  ${`${t.lead} ${pct(t.lead, t.seats)}`.padStart(17)}  ${`${t.tied} ${pct(t.tied, t.seats)}`.padStart(17)}  ${(t.centres / t.seats).toFixed(2).padStart(11)}  ${q(0.5).padStart(10)}  ${q(0.95)}`);
}
