/**
 * CPU per Successors L2 decision (issue 19: at most 2 s of one core), measured as the arena does
 * (`process.cpuUsage` around the bot call only), L2 in the first seat against three L1, for the
 * first STEPS steps of one game: all its decisions, and the searched ones apart.
 * `npx tsx games/successors/bench/l2-cpu.bench.ts [SEED] [STEPS] ['{"paired":true}']` — a benchmark, never a timed test.
 */
import { autoplay, createGame } from '@diadochi/kernel';
import type { Bot } from '@diadochi/kernel';
import { successors } from '../src/game.ts';
import type { SuccessorsView } from '../src/view.ts';
import { l1Bot, l2Bot } from '../src/bots/index.ts';
import { SEARCHED } from '../src/bots/l2.ts';

const seed = process.argv[2] ?? 'l2-cpu';
const steps = Number(process.argv[3] ?? 600);
const created = createGame(successors, { seed, options: { players: 4 } });
if (!created.ok) throw new Error('create failed');
const all: number[] = [];
const searched: number[] = [];
// L2's options as JSON, e.g. '{"paired":true}'.
const l2 = l2Bot(seed, JSON.parse(process.argv[4] ?? '{}') as Record<string, unknown>);
const bots: Record<string, Bot<SuccessorsView>> = {};
for (const p of created.value.state.factions) bots[p] = l1Bot(`${seed}:${p}`);
const first = created.value.state.factions[0]!;
bots[first] = (input) => {
  const t = process.cpuUsage();
  const d = l2(input);
  const dt = process.cpuUsage(t);
  const ms = (dt.user + dt.system) / 1000;
  all.push(ms);
  if (process.env.SLOW && ms > Number(process.env.SLOW)) console.log(`slow: ${input.view.step.k} ${input.legal?.length} choices ${ms.toFixed(0)} ms`);
  if (SEARCHED.has(input.view.step.k) && (input.legal?.length ?? 0) > 1) searched.push(ms);
  return d;
};
autoplay(successors, created.value, { bots, maxSteps: steps });

const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * xs.length) - 1)] ?? 0;
for (const [name, xs] of [['all L2 decisions', all], ['searched', searched]] as const) {
  console.log(`${name}: n ${xs.length} p50 ${q(xs, 0.5).toFixed(1)} ms p95 ${q(xs, 0.95).toFixed(1)} ms max ${Math.max(0, ...xs).toFixed(1)} ms`);
}
