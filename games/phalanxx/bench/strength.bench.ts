/**
 * The strong bot's win rate against random bots (4 players, basic game by default):
 * `npx tsx games/phalanxx/bench/strength.bench.ts [N] [--deep] [--previous] [--expert] [--players P] [--vs random|greedy] [--first F] [--set JSON]`.
 * N defaults to 1000 games (take far fewer: the search costs tens of milliseconds a decision)
 * with the level's settings (`FAST` in strong.ts; `--deep` for `DEEP`); the strong bot changes
 * seat every game. With `--players 1` it plays the solo game and the rank against MaXXimilian
 * is reported. `--first F` plays games F … F + N − 1 (shards of one run, pooled by adding their
 * counts); `--set` overrides the level's options (strong.ts `StrongOptions`), to compare an option
 * with the level on the same games. The arena (`npx diadochi arena phalanxx …`) is the reference
 * measurement.
 */
import { playMatch, randomPolicy, strongPolicy } from '../src/bots/match.ts';
import type { Policy } from '../src/bots/match.ts';
import { FastChance } from '../src/bots/chance.ts';
import { policyDecision } from '../src/bots/policy.ts';
import { DEEP, FAST, PREVIOUS } from '../src/bots/strong.ts';
import type { StrongOptions } from '../src/bots/strong.ts';
import { soloRank } from '../src/data/tables.ts';
import { MAXX } from '../src/types.ts';
import { determinize, viewOf } from '../src/view.ts';

const args = process.argv.slice(2);
const n = Number(args[0] !== undefined && /^\d+$/.test(args[0]) ? args[0] : 1000);
const level = args.includes('--deep') ? DEEP : FAST;
// --previous: the search before the end of the game was valued by first place (strong.ts PREVIOUS).
const si = args.indexOf('--set');
const set = si >= 0 ? (JSON.parse(args[si + 1]!) as Partial<StrongOptions>) : {};
const settings = { ...(args.includes('--previous') ? { ...level, ...PREVIOUS } : level), ...set };
const fi = args.indexOf('--first');
const first = fi >= 0 ? Number(args[fi + 1]) : 0;
const expert = args.includes('--expert');
const pi = args.indexOf('--players');
const players = pi >= 0 ? Number(args[pi + 1]) : 4;
const vi = args.indexOf('--vs');
const opponent = vi >= 0 ? args[vi + 1]! : 'random';

function greedyPolicy(seed: string): Policy {
  const chance = new FastChance(seed);
  return (state, player) => policyDecision(determinize(viewOf(state, player), chance), chance);
}

const t0 = performance.now();
let wins = 0;
let margin = 0;
const ranks: Record<string, number> = {};
for (let g = first; g < first + n; g++) {
  const seat = g % players;
  const policies = Array.from({ length: players }, (_, i) =>
    i === seat ? strongPolicy(settings) : opponent === 'greedy' ? greedyPolicy(`bench-${g}-${i}`) : randomPolicy(`bench-${g}-${i}`),
  );
  const out = playMatch({ players, expert }, policies, `strength-${g}`);
  const me = out.state.seats[seat]!.id;
  if (out.winners.includes(me)) wins++;
  const others = Object.entries(out.scores).filter(([id]) => id !== me).map(([, v]) => v);
  const m = out.scores[me]! - Math.max(...others);
  margin += m;
  console.error(`game ${g}: ${out.winners.includes(me) ? 'won' : 'lost'}, margin ${m}`);
  if (players === 1) {
    const rank = soloRank(out.scores[me]! - out.scores[MAXX]!).rank;
    ranks[rank] = (ranks[rank] ?? 0) + 1;
  }
}
const p = wins / n;
const ci = 1.96 * Math.sqrt((p * (1 - p)) / n);
const secs = (performance.now() - t0) / 1000;
const against = players === 1 ? 'MaXXimilian (solo)' : `${players - 1} ${opponent}`;
console.log(
  `strong (${level === DEEP ? 'deep' : 'fast'}${args.includes('--previous') ? ', previous' : ''}${si >= 0 ? `, ${JSON.stringify(set)}` : ''}) vs ${against}, games ${first}–${first + n - 1}: ${wins} won${expert ? ', expert' : ''}: win rate ${(100 * p).toFixed(1)}% ± ${(100 * ci).toFixed(1)}${players > 1 ? ` (chance ${(100 / players).toFixed(0)}%)` : ''}, mean margin ${(margin / n).toFixed(1)}, ${secs.toFixed(0)} s (${((1000 * secs) / n).toFixed(0)} ms/game)`,
);
if (players === 1) console.log(`solo ranks: ${JSON.stringify(ranks)}`);
