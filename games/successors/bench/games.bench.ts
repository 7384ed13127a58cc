/**
 * Successors speed: whole games per second through kernel sessions (what the server and self-play
 * do: every step validated, copied and digested), and the median cost of one action of the rules
 * alone (`applyChoice` with its upkeep). `npm run bench successors` or
 * `npx tsx games/successors/bench/games.bench.ts [GAMES]`.
 */
import { performance } from 'node:perf_hooks';
import { autoplay, bench, createGame, Dice, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { successors, RULES, legalOf } from '../src/game.ts';
import { legalBot } from '../src/bots/index.ts';
import { applyChoice } from '../src/rules/actions.ts';
import type { SuccessorsState } from '../src/rules/state.ts';

const games = Number(process.argv[2] ?? 3);
for (const players of [2, 3, 4] as const) {
  let steps = 0;
  let g = 0;
  const report = bench(`${players} players, whole games through kernel sessions`, games, 1, () => {
    const created = createGame(successors, { seed: `bench-${players}-${g++}`, options: { players } });
    if (!created.ok) throw new Error('create failed');
    steps += autoplay(successors, created.value, { bots: legalBot(`bench-${g}`), maxSteps: 20_000 }).record.length - 1;
  }, () => performance.now());
  console.log(`${report.name}: median ${(report.medianMs / 1000).toFixed(2)} s a game → ${(1000 / report.medianMs).toFixed(2)} games/s (min ${(report.minMs / 1000).toFixed(2)} s, ${report.rounds} games); ${(steps / (games + 1)).toFixed(0)} decisions a game`);
}

// The median cost of one action: replay a game's decisions on the rules alone, timing each.
const created = createGame(successors, { seed: 'bench-actions', options: { players: 4 } });
if (!created.ok) throw new Error('create failed');
const end = autoplay(successors, created.value, { bots: legalBot('bench-actions'), maxSteps: 20_000 });
const times: number[] = [];
for (let round = 0; round < 3; round++) {
  const s: SuccessorsState = structuredClone(created.value.state);
  const dice = new Dice(rngFromSeed(`bench-actions-${round}`));
  const ctx: ResolveContext = { dice, emit: () => {} };
  const pick = new Dice(rngFromSeed(`bench-pick-${round}`));
  for (let i = 0; i < end.record.length && s.step.k !== 'over'; i++) {
    const who = s.step.who;
    const legal = legalOf(RULES, s, who);
    const d: ChoiceDecision = pick.pick(legal, 'bench choice');
    const t0 = performance.now();
    applyChoice(RULES, s, who, d, ctx);
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
console.log(`one action (rules only): median ${(times[Math.floor(times.length / 2)]! * 1000).toFixed(1)} µs, p90 ${(times[Math.floor(times.length * 0.9)]! * 1000).toFixed(1)} µs over ${times.length} actions`);
