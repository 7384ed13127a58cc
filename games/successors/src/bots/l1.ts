/**
 * Successors L1: a heuristic bot that tries each listed choice on a position rebuilt from its
 * own view (determinize.ts: the unseen cards dealt at random), lets the rules play it — battles,
 * sieges, interception and avoidance rolls (successors 10, 11, 12, 15) rolled a few times with
 * the bot's own dice, so a choice is valued by its odds — and keeps the choice whose outcome the
 * evaluation (evaluate.ts) likes best. Where the same player decides again at once (a card
 * played for its operations, then how to spend them, 7.1; an army's next step, 9) it looks one
 * decision further. It never sees another hand or the deck: its input is the view and the
 * legal choices (`BotInput`).
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { Bot, BotInput, ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { RULES } from '../game.ts';
import type { Rules } from '../rules/board.ts';
import { applyChoice } from '../rules/actions.ts';
import { legalOf } from '../game.ts';
import type { Faction, SuccessorsState } from '../rules/state.ts';
import type { SuccessorsView } from '../view.ts';
import { determinize } from './determinize.ts';
import { WEIGHTS, evaluate } from './evaluate.ts';
import type { Weights } from './evaluate.ts';

export interface L1Options {
  /** Dice samples of a choice whose outcome is rolled. */
  samples: number;
  /** Further decisions of one's own looked at after a choice (0: none). */
  depth: number;
  /** At most this many follow-up decisions are tried. */
  width: number;
  /** The evaluation's weights (L2 plays its non-searched decisions as L1 with its own). */
  weights: Weights;
}

export const L1_DEFAULTS: L1Options = { samples: 3, depth: 1, width: 24, weights: WEIGHTS };

/**
 * Steps reached by a choice after which one's own next decision is looked at: an event waiting
 * for its target (7.1.1, 7.2.1) is worth what the best target then does. Operations, markers,
 * rolls and moves are valued by the evaluation's prospects and reach (evaluate.ts).
 */
const EVENT_STEPS = new Set(['target', 'bonus-event', 'start-marker']);

/** Reaction windows where the rules offer a surprise card to whoever may hold it (7.3). */
export const FORTUNE_STEPS = new Set(['fortune', 'fortune-roll']);

const silent = (dice: Dice): ResolveContext => ({ dice, emit: () => undefined });

/** Plays `d` on a copy of `s`; `null` when the rules refuse it on this determinization. */
export function tryChoice(r: Rules, s: SuccessorsState, who: Faction, d: ChoiceDecision, dice: Dice): SuccessorsState | null {
  const next = structuredClone(s);
  try {
    applyChoice(r, next, who, d, silent(dice));
  } catch {
    return null;
  }
  return next;
}

/** The best value `me` can reach from `s` by its own next decisions (up to `depth`), else the evaluation. */
function lookahead(r: Rules, s: SuccessorsState, me: Faction, depth: number, o: L1Options, dice: Dice): number {
  const st = s.step;
  if (depth <= 0 || st.k === 'over' || st.who !== me || s.result || !EVENT_STEPS.has(st.k)) return evaluate(r, s, me, o.weights);
  const legal = legalOf(r, s, me);
  if (legal.length === 0 || legal.length > o.width) return evaluate(r, s, me, o.weights);
  let best = -Infinity;
  for (const d of legal) {
    const next = tryChoice(r, s, me, d, dice);
    if (next) best = Math.max(best, evaluate(r, next, me, o.weights));
  }
  return best === -Infinity ? evaluate(r, s, me, o.weights) : best;
}

/**
 * A fleet interception declared on a voyage (13.4.3) is fought only when the voyage reaches the
 * space, long after the choice; but it is an attack (13.4.2), and a Champion who attacks a
 * Champion becomes a Successor (17.5.3, 3 LP less, 17.2). The status is dropped at once on the
 * tried position, so the choice is valued with its price.
 */
export function foreseeNavalAttack(before: SuccessorsState, next: SuccessorsState, me: Faction, d: ChoiceDecision): void {
  const st = before.step;
  if (d.verb !== 'intercept-fleet' || st.k !== 'naval') return;
  if (next.champion[me] && next.champion[st.mover] && next.usurper !== st.mover) next.champion[me] = false;
}

/** Each listed decision's value for the deciding seat, in the order given. */
export function scoreChoices(r: Rules, view: SuccessorsView, legal: ChoiceDecision[], me: Faction, seed: string, o: L1Options = L1_DEFAULTS): number[] {
  const dice = new Dice(rngFromSeed(seed));
  const base = determinize(r, view, dice);
  return legal.map((d, i) => {
    let sum = 0;
    let n = 0;
    for (let k = 0; k < o.samples; k++) {
      const roll = new Dice(rngFromSeed(`${seed}:${i}:${k}`));
      const next = tryChoice(r, base, me, d, roll);
      if (!next) break;
      foreseeNavalAttack(base, next, me, d);
      sum += lookahead(r, next, me, o.depth, o, roll);
      n++;
      // A choice that rolled nothing has one outcome: one sample says it all.
      if (roll.rolls.length === 0) break;
    }
    return n > 0 ? sum / n : -1e6;
  });
}

/** The chosen decision: the best-valued one, ties broken by the bot's own generator. */
export function l1Decision(input: BotInput<SuccessorsView>, seed: string, o: L1Options = L1_DEFAULTS): ChoiceDecision | undefined {
  const legal = (input.legal ?? []) as ChoiceDecision[];
  if (legal.length <= 1) return legal[0];
  const me = input.player;
  // Fortune (#45) re-rolls a roll that went against its player (7.3): when listed, he holds it; take it.
  if (FORTUNE_STEPS.has(input.view.step.k)) {
    const fortune = legal.find((d) => d.verb === 'play-surprise');
    if (fortune) return fortune;
  }
  const key = `${seed}:${input.step}`;
  return bestScored(legal, scoreChoices(RULES, input.view, legal, me, key, o), key);
}

/** The best-scored decision, ties broken by the generator of `key` (L1's choice from its scores). */
export function bestScored(legal: readonly ChoiceDecision[], scores: readonly number[], key: string): ChoiceDecision | undefined {
  const top = Math.max(...scores);
  const best = legal.filter((_, i) => scores[i]! >= top - 1e-9);
  if (best.length === 1) return best[0];
  const pick = new Dice(rngFromSeed(`${key}:tie`));
  return pick.pick(best, 'tie');
}

/** L1 as a kernel bot: deterministic for a seed and an input. */
export function l1Bot(seed: string, options: Partial<L1Options> = {}): Bot<SuccessorsView> {
  const o = { ...L1_DEFAULTS, ...options };
  return (input) => l1Decision(input, `successors-l1:${seed}`, o);
}
