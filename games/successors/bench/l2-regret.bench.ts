/**
 * How far L2's searches fall from a long one (issue 19): the searched positions of L2's seat in
 * one game against three L1 (the first STEPS steps), each searched again by a long paired search
 * (`pairedRoot`, L1's best 6, 3,600 worlds: "gold") and by each variant given, twice with
 * different seeds. Prints per position the gold means of the candidates and whether each variant
 * chose gold's best; at the end each variant's agreement and mean regret (gold's best mean less
 * gold's mean of the variant's choice) and its CPU per search.
 * `nice -n 10 npx tsx games/successors/bench/l2-regret.bench.ts SEED STEPS POSITIONS '{"def":{},"pair":{"pairedRoot":true}}'`
 * — a benchmark, never a test; gold values by the search's own model (leaves, playouts), not by the game's outcome.
 */
import { autoplay, createGame } from '@diadochi/kernel';
import type { Bot, BotInput } from '@diadochi/kernel';
import { cpuMs } from '@diadochi/kernel/cli';
import { successors } from '../src/game.ts';
import type { SuccessorsView } from '../src/view.ts';
import { l1Bot, l2Bot } from '../src/bots/index.ts';
import { L2_DEFAULTS, SEARCHED, l2Search } from '../src/bots/l2.ts';
import type { L2Options } from '../src/bots/l2.ts';
import { SPEND_WEIGHTS } from '../src/bots/evaluate.ts';

const seed = process.argv[2] ?? 'regret';
const steps = Number(process.argv[3] ?? 500);
const most = Number(process.argv[4] ?? 30);
// `"weights":"spend"` names SPEND_WEIGHTS.
const variants = JSON.parse(process.argv[5] ?? '{"def":{},"pair":{"pairedRoot":true}}') as Record<string, Record<string, unknown>>;
for (const v of Object.values(variants)) if (v.weights === 'spend') v.weights = SPEND_WEIGHTS;
const created = createGame(successors, { seed, options: { players: 4 } });
if (!created.ok) throw new Error('create failed');
const positions: BotInput<SuccessorsView>[] = [];
const bots: Record<string, Bot<SuccessorsView>> = {};
for (const p of created.value.state.factions) bots[p] = l1Bot(`${seed}:${p}`);
const l2 = l2Bot(seed);
bots[created.value.state.factions[0]!] = (input) => {
  if (SEARCHED.has(input.view.step.k) && (input.legal?.length ?? 0) > 1) positions.push(input);
  return l2(input);
};
autoplay(successors, created.value, { bots, maxSteps: steps });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const tally: Record<string, { agree: number; regret: number; cpu: number[] }> = {};
let n = 0;
for (const pos of positions.slice(0, most)) {
  const gold = l2Search(pos, 'gold', { ...L2_DEFAULTS, pairedRoot: true, candidates: 6, iterations: 3600, budget: 72_000 });
  if (gold.searched.length < 2) continue;
  n++;
  const top = Math.max(...gold.searched.map((x) => x.value));
  const line = [`${pos.view.step.k} step ${pos.step}: gold ${gold.searched.map((x) => x.value.toFixed(1)).join('/')}`];
  for (const [name, options] of Object.entries(variants)) {
    const t = (tally[name] ??= { agree: 0, regret: 0, cpu: [] });
    for (const run of ['a', 'b']) {
      const start = cpuMs();
      const rep = l2Search(pos, `${name}:${run}`, { ...L2_DEFAULTS, ...(options as Partial<L2Options>) });
      t.cpu.push(cpuMs() - start);
      const chosen = gold.searched.find((x) => same(x.decision, rep.decision));
      // A choice outside gold's 6 is charged the gap to gold's worst.
      t.regret += top - (chosen?.value ?? Math.min(...gold.searched.map((x) => x.value)));
      const agreed = same(rep.decision, gold.decision);
      if (agreed) t.agree++;
      line.push(`${name}${run} ${agreed ? 'Y' : 'n'}`);
    }
  }
  console.log(line.join(' '));
}
for (const [name, t] of Object.entries(tally)) {
  const cpu = [...t.cpu].sort((a, b) => a - b);
  console.log(`${name}: gold's choice ${t.agree} of ${2 * n}, mean regret ${(t.regret / (2 * n)).toFixed(3)}, CPU per search median ${cpu[Math.floor(cpu.length / 2)]!.toFixed(0)} ms, max ${cpu[cpu.length - 1]!.toFixed(0)} ms`);
}
