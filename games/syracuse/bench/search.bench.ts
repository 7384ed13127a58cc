/**
 * The search bot (L2) against the heuristic bot (L1):
 * `npx tsx games/syracuse/bench/search.bench.ts [PAIRS] [SEED] [ITERATIONS]`.
 * Side-swapped pairs of games (L2 plays Athens then Syracuse on the same game seed), the
 * score counting a draw as half a win, with a 95 % Wilson interval; and the median and largest
 * time of one L2 decision (goal: L2 ≥ 70 % against L1, ≤ 2 s of one core per decision).
 * Slow by nature (minutes per pair): the default is one pair; run more pairs by hand.
 */
import { performance } from 'node:perf_hooks';
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { Bot, ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { heuristicBot, legalOf, pendingOf, syracuse, viewOf } from '../src/index.ts';
import type { MatchStats, SyracuseView } from '../src/index.ts';
import { searchBot } from '../src/bots/search.ts';
import type { Side } from '../src/data/map.ts';

const pairs = Number(process.argv[2] ?? 1);
const seed = process.argv[3] ?? 'bench-l2';
const iterations = process.argv[4] ? Number(process.argv[4]) : undefined;

const times: number[] = [];
const timed = (s: string): Bot<SyracuseView> => {
  const bot = searchBot(s, iterations !== undefined ? { iterations } : {});
  return (input) => {
    const t = performance.now();
    const d = bot(input);
    times.push(performance.now() - t);
    return d;
  };
};

/**
 * One game straight on the rules (no session record, digests or re-validation of the state, which
 * cost more than the bots here): each bot gets exactly what the kernel's `botInput` gives it.
 */
function play(bots: Record<Side, Bot<SyracuseView>>, gameSeed: string): ReturnType<typeof syracuse.result> {
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed(gameSeed)), emit: () => {} };
  const s = syracuse.setup({ scenario: 'historical' }, ctx);
  for (let step = 0; step < 20000; step++) {
    const p = pendingOf(s);
    if (!p) break;
    const player = p.players[0] as Side;
    const raw = bots[player]({ player, pending: p, view: viewOf(s, player), legal: legalOf(s, player), step });
    const valid = raw === undefined ? undefined : syracuse.validate(s, player, raw);
    const d = (valid?.ok ? valid.value : syracuse.defaultDecision(s, player)) as ChoiceDecision;
    if (valid && !valid.ok) console.warn(`refused decision at step ${step}`);
    syracuse.resolve(s, { [player]: d }, { dice: ctx.dice, emit: () => {} });
    ctx.dice.rolls.length = 0;
  }
  return syracuse.result(s);
}

const t0 = performance.now();
const m: MatchStats = { games: 0, wins: 0, draws: 0, losses: 0, unfinished: 0, steps: 0 };
for (let i = 0; i < pairs; i++) {
  for (const l2Side of ['ath', 'syr'] as const) {
    const g = `${seed}-${i}`;
    const l2 = timed(`${g}-a`);
    const l1 = heuristicBot(`${g}-b`);
    const r = play(l2Side === 'ath' ? { ath: l2, syr: l1 } : { ath: l1, syr: l2 }, g);
    m.games++;
    if (!r) m.unfinished++;
    else if (r.winners.length === 0) m.draws++;
    else if (r.winners.includes(l2Side)) m.wins++;
    else m.losses++;
    console.log(`  game ${g}, L2 ${l2Side}: ${r ? (r.winners.length === 0 ? 'draw' : r.winners.includes(l2Side) ? 'L2 won' : 'L1 won') : 'unfinished'} (${r?.reason ?? ''})`);
  }
}
const secs = (performance.now() - t0) / 1000;
const score = m.wins + m.draws / 2;
const p = score / m.games;
// Wilson score interval, z = 1.96
const z = 1.96;
const centre = (p + (z * z) / (2 * m.games)) / (1 + (z * z) / m.games);
const half = (z * Math.sqrt((p * (1 - p)) / m.games + (z * z) / (4 * m.games * m.games))) / (1 + (z * z) / m.games);
times.sort((a, b) => a - b);
console.log(`L2 (search) vs L1 (heuristic), seed ${seed}, ${m.games} games in side-swapped pairs: ${m.wins} won, ${m.draws} drawn, ${m.losses} lost, ${m.unfinished} unfinished → L2 scores ${(100 * p).toFixed(1)} % (95 % CI ${(100 * (centre - half)).toFixed(1)}–${(100 * (centre + half)).toFixed(1)} %; goal ≥ 70 %) [${secs.toFixed(0)} s]`);
console.log(`L2 decision time: median ${times[times.length >> 1]!.toFixed(0)} ms, 95th percentile ${times[Math.floor(times.length * 0.95)]!.toFixed(0)} ms, max ${times[times.length - 1]!.toFixed(0)} ms over ${times.length} decisions`);
