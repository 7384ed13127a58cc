/**
 * What each of the strong bot's decisions costs, against three greedy bots (4 players, basic game):
 * `npx tsx games/phalanxx/bench/decisions.bench.ts [--games N] [--first F] [--seed S] [--set JSON] [--players P]`.
 * Prints, per kind of decision (the step, and whether the rollouts reach the end of the game), the
 * count and the CPU milliseconds p50 / p95 / max (`process.cpuUsage` around the bot call), the
 * rollouts and rollout steps of the costliest, and the games' wins. `--set` overrides the level's
 * options (`FAST` in strong.ts), e.g. `--set '{"playouts":0}'` for no cap. A benchmark to find
 * where the CPU goes; the arena is the reference measurement.
 */
import type { Policy } from '../src/bots/match.ts';
import { playMatch } from '../src/bots/match.ts';
import { FastChance } from '../src/bots/chance.ts';
import { policyDecision } from '../src/bots/policy.ts';
import { FAST, emptyStats, strongDecision } from '../src/bots/strong.ts';
import type { SearchStats, StrongOptions } from '../src/bots/strong.ts';
import { determinize, viewOf } from '../src/view.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1]! : fallback;
};
const games = Number(arg('--games', '4'));
const first = Number(arg('--first', '0'));
const seed = arg('--seed', 'cost');
const players = Number(arg('--players', '4'));
const options: StrongOptions = { ...FAST, ...(JSON.parse(arg('--set', '{}')) as Partial<StrongOptions>) };

interface Row {
  kind: string;
  ms: number;
  stats: SearchStats;
  game: number;
  step: string;
  /** Fewer worlds or rounds than the level's. */
  cut: boolean;
}
const rows: Row[] = [];
let wins = 0;

function greedyPolicy(s: string): Policy {
  const chance = new FastChance(s);
  return (state, player) => policyDecision(determinize(viewOf(state, player), chance), chance);
}

for (let g = first; g < first + games; g++) {
  const seat = g % players;
  const strong: Policy = (state, player) => {
    const stats = emptyStats();
    const t = process.cpuUsage();
    const d = strongDecision(viewOf(state, player), options, stats);
    const u = process.cpuUsage(t);
    const phase = state.step === 'buy' || state.step === 'scout' || state.step === 'swap-card' ? 'before-roll' : 'after-roll';
    rows.push({ kind: `${phase} ${stats.finished > 0 ? 'finish' : 'next-turn'}`, ms: (u.user + u.system) / 1000, stats, game: g, step: state.step, cut: stats.rounds > 0 && stats.rounds < (phase === 'before-roll' ? options.worlds : options.rollouts) });
    return d;
  };
  const policies = Array.from({ length: players }, (_, i) => (i === seat ? strong : greedyPolicy(`${seed}-${g}-${i}`)));
  const out = playMatch({ players, expert: false }, policies, `${seed}-${g}`);
  const me = out.state.seats[seat]!.id;
  if (out.winners.includes(me)) wins++;
  console.error(`game ${g}: ${out.winners.includes(me) ? 'won' : 'lost'} (${JSON.stringify(out.scores)})`);
}

const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.max(0, Math.ceil(p * xs.length) - 1))] ?? 0;
const summary = (label: string, list: Row[]) => {
  const ms = list.map((r) => r.ms).sort((a, b) => a - b);
  const worst = [...list].sort((a, b) => b.ms - a.ms)[0];
  const w = worst ? ` worst: ${worst.stats.rollouts} rollouts (${worst.stats.finished} to the end), ${worst.stats.steps} steps, ${worst.stats.nodes} nodes, game ${worst.game}` : '';
  console.log(`${label.padEnd(22)} ${String(list.length).padStart(5)}  p50 ${q(ms, 0.5).toFixed(1)}  p95 ${q(ms, 0.95).toFixed(1)}  max ${q(ms, 1).toFixed(1)} ms;${w}`);
};
console.log(`strong vs ${players - 1} greedy, games ${first}..${first + games - 1} of seed ${seed}, options ${JSON.stringify(options)}: ${wins} won`);
summary('all', rows);
for (const kind of [...new Set(rows.map((r) => r.kind))].sort()) summary(kind, rows.filter((r) => r.kind === kind));
const units = rows.map((r) => r.stats.rollouts + r.stats.finished).sort((a, b) => a - b);
const steps = rows.map((r) => r.stats.steps).sort((a, b) => a - b);
const positions = rows.map((r) => r.stats.nodes + r.stats.steps).sort((a, b) => a - b);
console.log(`positions (planner nodes + rollout decisions): p50 ${q(positions, 0.5)} p95 ${q(positions, 0.95)} p99 ${q(positions, 0.99)} max ${q(positions, 1)}; decisions cut short by the budget: ${rows.filter((r) => r.cut).length}`);
console.log(`playout units (a rollout to the end counts 2): p50 ${q(units, 0.5)} p95 ${q(units, 0.95)} p99 ${q(units, 0.99)} max ${q(units, 1)}; rollout steps p95 ${q(steps, 0.95)} p99 ${q(steps, 0.99)} max ${q(steps, 1)}`);
console.log('costliest decisions:');
for (const r of [...rows].sort((a, b) => b.ms - a.ms).slice(0, 8)) {
  console.log(`  ${r.ms.toFixed(1)} ms ${r.kind} (${r.step}), game ${r.game}: ${r.stats.rollouts} rollouts (${r.stats.finished} to the end), ${r.stats.steps} steps, ${r.stats.nodes} nodes, ${r.stats.rounds} rounds`);
}
