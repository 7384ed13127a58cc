/**
 * Successors L2: information-set Monte-Carlo search over its own view, flat at the root. At the
 * decisions that shape a round — the card played and how (successors 7), the operations (7.1),
 * the movement segment (9.2), interception, avoidance and battle answers (10, 11, 12) — it takes
 * L1's best few choices and plays each out from several positions sampled from what the view
 * allows (determinize.ts: other hands, deck and pile dealt at random, never read), every seat then
 * played by a light L1 (one roll, no look-ahead) for a few decisions, and scores the end with
 * L1's evaluation. The same samples and dice serve every candidate (common random numbers), so
 * the comparison is between choices, not luck. Elsewhere (each step of a move, placements) it
 * plays as L1. Seeded and iteration-budgeted: deterministic, no clock.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { Bot, BotInput, ChoiceDecision } from '@diadochi/kernel';
import { RULES, legalOf } from '../game.ts';
import type { Rules } from '../rules/board.ts';
import type { Faction, SuccessorsState } from '../rules/state.ts';
import type { SuccessorsView } from '../view.ts';
import { determinize } from './determinize.ts';
import { evaluate } from './evaluate.ts';
import { L1_DEFAULTS, l1Decision, scoreChoices, tryChoice } from './l1.ts';
import type { L1Options } from './l1.ts';

export interface L2Options {
  /** L1's best choices searched. */
  candidates: number;
  /** Positions sampled from the view; each candidate is played out once from each. */
  worlds: number;
  /** Decisions (any seat's) played after the candidate before the evaluation. */
  horizon: number;
}

export const L2_DEFAULTS: L2Options = { candidates: 3, worlds: 2, horizon: 8 };

/** Decisions worth a search; the others go to L1. */
const SEARCHED = new Set(['tyche', 'ops', 'movement', 'bonus-event', 'intercept', 'avoid', 'refuse', 'indep-refuse', 'avoid-independent', 'intercept-independent', 'heir']);

const LIGHT: L1Options = { samples: 1, depth: 0, width: 0 };

/** A playout: every seat's decision by light L1 for `horizon` decisions, then `me`'s evaluation. */
function playout(r: Rules, start: SuccessorsState, me: Faction, horizon: number, seed: string): number {
  let s = start;
  for (let k = 0; k < horizon && !s.result && s.step.k !== 'over'; k++) {
    const who = s.step.who;
    const legal = legalOf(r, s, who);
    if (legal.length === 0) break;
    let d = legal[0]!;
    if (legal.length > 1) {
      // The seat decides on its own sample of what it cannot see: scores from its view of this world.
      const scores = scoreChoices(r, viewLike(s, who), legal, who, `${seed}:${k}`, LIGHT);
      let best = 0;
      for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[best]!) best = i;
      d = legal[best]!;
    }
    const next = tryChoice(r, s, who, d, new Dice(rngFromSeed(`${seed}:${k}:roll`)));
    if (!next) break;
    s = next;
  }
  return evaluate(r, s, me);
}

/** The sampled world seen from `who`: its own hand kept, the rest of the world as sampled (a playout is a guess already). */
function viewLike(s: SuccessorsState, who: Faction): SuccessorsView {
  const { hands, deck, pile, reveal, fortuneRoll, ...open } = s;
  void fortuneRoll;
  return {
    ...open,
    viewer: who,
    hands: Object.fromEntries(s.factions.map((f) => [f, f === who ? hands[f] ?? [] : null])),
    handSizes: Object.fromEntries(s.factions.map((f) => [f, hands[f]?.length ?? 0])),
    deckSize: deck.length,
    pileSize: pile.length + reveal.length,
    vp: {},
    lp: {},
    choices: [],
  } as SuccessorsView;
}

export interface L2Report {
  decision: ChoiceDecision | undefined;
  /** The candidates searched and their mean playout value. */
  searched: { decision: ChoiceDecision; value: number }[];
}

export function l2Search(input: BotInput<SuccessorsView>, seed: string, o: L2Options = L2_DEFAULTS): L2Report {
  const legal = (input.legal ?? []) as ChoiceDecision[];
  const me = input.player;
  const view = input.view;
  if (legal.length <= 1 || !SEARCHED.has(view.step.k)) return { decision: l1Decision(input, seed, L1_DEFAULTS), searched: [] };
  const key = `${seed}:${input.step}`;
  const prior = scoreChoices(RULES, view, legal, me, key, L1_DEFAULTS);
  const order = legal.map((_, i) => i).sort((a, b) => prior[b]! - prior[a]! || a - b);
  const cands = order.slice(0, o.candidates);
  if (cands.length === 1) return { decision: legal[cands[0]!], searched: [] };
  const totals = cands.map(() => 0);
  for (let w = 0; w < o.worlds; w++) {
    const world = determinize(RULES, view, new Dice(rngFromSeed(`${key}:world:${w}`)));
    cands.forEach((ci, j) => {
      // Common random numbers: the same roll seed for every candidate in this world.
      const next = tryChoice(RULES, world, me, legal[ci]!, new Dice(rngFromSeed(`${key}:world:${w}:first`)));
      totals[j]! += next ? playout(RULES, next, me, o.horizon, `${key}:world:${w}:play`) : -1e6;
    });
  }
  const searched = cands.map((ci, j) => ({ decision: legal[ci]!, value: totals[j]! / o.worlds }));
  let best = 0;
  for (let j = 1; j < searched.length; j++) if (searched[j]!.value > searched[best]!.value) best = j;
  return { decision: searched[best]!.decision, searched };
}

/** L2 as a kernel bot: deterministic for a seed and an input. */
export function l2Bot(seed: string, options: Partial<L2Options> = {}): Bot<SuccessorsView> {
  const o = { ...L2_DEFAULTS, ...options };
  return (input) => l2Search(input, `successors-l2:${seed}`, o).decision;
}
