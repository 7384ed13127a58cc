/**
 * What spending operations and control markers is worth to the evaluation (issue 19,
 * SPEND_WEIGHTS in evaluate.ts): at every step of L1 games where a seat has operation points to
 * spend (7.1.2) or markers to place (7.5), the position is valued as it stands (the prospect: 1.6
 * an OP, 0.9 a marker), then that seat's own decisions are played as L1 takes them (one look,
 * dice of the trial's own) until the step is another seat's or a segment begins (7, 9.2), and
 * valued again. Prints, per kind and turn, the mean gain and the gain per point or marker.
 * `npx tsx games/successors/bench/prospects.bench.ts [SEEDS=ov1,ov2,ov3]` — a benchmark, never a test.
 */
import { Dice, autoplay, clone, createGame, rngFromSeed } from '@diadochi/kernel';
import type { Bot } from '@diadochi/kernel';
import { RULES, legalOf, successors } from '../src/game.ts';
import type { SuccessorsView } from '../src/view.ts';
import type { SuccessorsState } from '../src/rules/state.ts';
import { l1Bot } from '../src/bots/index.ts';
import { WEIGHTS, evaluate } from '../src/bots/evaluate.ts';
import { greedyChoice } from '../src/bots/paired.ts';
import { applyChoice } from '../src/rules/actions.ts';

const rows: Record<string, { n: number; gain: number; units: number }> = {};
for (const seed of (process.argv[2] ?? 'ov1,ov2,ov3').split(',')) {
  const created = createGame(successors, { seed, options: { players: 4 } });
  if (!created.ok) throw new Error('create failed');
  const bots: Record<string, Bot<SuccessorsView>> = {};
  for (const p of created.value.state.factions) bots[p] = l1Bot(`${seed}:${p}`);
  autoplay(successors, created.value, {
    bots,
    maxSteps: 3000,
    onStep: (session) => {
      const before = session.state as SuccessorsState;
      const st = before.step;
      if (st.k !== 'ops' && st.k !== 'place-control') return;
      const me = st.who;
      const s = clone(before);
      const at = session.record.length;
      const trial = new Dice(rngFromSeed(`${seed}:${at}:trial`));
      const ctx = { dice: new Dice(rngFromSeed(`${seed}:${at}`)), emit: () => undefined };
      for (let t = 0; t < 40 && !s.result && s.step.k !== 'over' && s.step.who === me && s.step.k !== 'movement' && s.step.k !== 'tyche'; t++) {
        const legal = legalOf(RULES, s, me);
        if (legal.length === 0) break;
        applyChoice(RULES, s, me, greedyChoice(RULES, s, me, legal, trial, WEIGHTS), ctx);
      }
      const row = (rows[`${st.k} turn ${before.turn}`] ??= { n: 0, gain: 0, units: 0 });
      row.n++;
      row.gain += evaluate(RULES, s, me) - evaluate(RULES, before, me);
      row.units += st.k === 'ops' ? st.ops : st.left;
    },
  });
}
for (const [k, r] of Object.entries(rows).sort()) {
  console.log(`${k}: n ${r.n} mean gain ${(r.gain / r.n).toFixed(2)}, per unit ${(r.gain / r.units).toFixed(2)} (${(r.units / r.n).toFixed(1)} units a step)`);
}
