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
import { Dice, clone, rngFromSeed } from '@diadochi/kernel';
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
  /**
   * How a march (successors 7.4.1: a card's operations become one general's movement points) is
   * valued. 'mp': on the position where it starts, where the army has not moved yet, so every
   * march of one card scores alike (the MP left as a prospect, evaluate.ts) and the tie-break picks
   * the general; each step of the march then by the position right after it. 'walk': by the best
   * the march can reach (`marchPlan`: the spaces within its MP explored, and at each a siege 15, an
   * enemy marker removed 9.8.1, a burial 17.4 or a stop 9.1.1 tried), at the operations step and at
   * each step of the march, so that an objective two steps away is seen; and markers (7.5) valued
   * once placed (`opsValue`), so both uses of operations are valued done. Screened at 1439885 in
   * one seat of the L1 mirror (l1-study bench, seed suc1, games 0-15, `STOP=3`): VP + LP at the end
   * of turn 3 10.1 against 10.6 for plain L1 in the same seat and games (paired -0.5, s.e. 1.5); it
   * marched 73 times against 18 and placed 346 markers against 391. No gain: an option, off.
   */
  march: 'mp' | 'walk';
}

export const L1_DEFAULTS: L1Options = { samples: 3, depth: 1, width: 24, weights: WEIGHTS, march: 'mp' };

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
  // The kernel's plain-data copy: four times faster than structuredClone on a Successors state
  // (10.9 KB: 30 against 120 us), and a state is plain data (the kernel copies it so every step).
  const next = clone(s);
  try {
    applyChoice(r, next, who, d, silent(dice));
  } catch {
    return null;
  }
  return next;
}

/** Whether `s` is `me`'s next step of his march (7.4.1, 9.3): his army moving with MP he may still spend. */
export function marching(s: SuccessorsState, me: Faction): boolean {
  const st = s.step;
  return !s.result && st.k === 'move' && st.who === me && st.source === 'march' && !!s.moving;
}

/** What an army may do where it stands, ending its march or spending MP there: a siege (15), an enemy marker removed (9.8.1), a burial (17.4), a stop (9.1.1). */
const MARCH_ENDS = new Set(['siege', 'remove-control', 'bury', 'stop']);

/** At most this many positions of a march are looked at (`marchPlan`): a march has at most 4 MP (7.4.1), so a few dozen spaces. */
const PLAN_POSITIONS = 40;

/**
 * The best a march can reach from `s` (successors 7.4.1, 9.3): the army's steps explored breadth
 * first over the spaces the rules list (each space once, by its fewest steps), and at every space
 * reached each way to end or use the march there — a siege (15), an enemy marker removed (9.8.1),
 * a burial (17.4), a stop (9.1.1) — tried with `dice` and valued by the evaluation; a step that
 * hands the decision to another seat (interception 10, passage 9.11, avoidance 11) or rolls dice
 * (an overrun or a leader's loss, 9.6, 9.9.2) is valued where it leaves the army. So a march is
 * worth the best objective it can reach, two steps away as well as one; sea routes (13.4.3) and
 * pick-ups or drops (9.4) are left out. `s` itself is valued when it is not `me`'s march.
 */
export function marchPlan(r: Rules, s: SuccessorsState, me: Faction, w: Weights, dice: Dice): number {
  if (!marching(s, me)) return evaluate(r, s, me, w);
  const seen = new Set<string>([s.moving!.path[s.moving!.path.length - 1]!]);
  let best = -Infinity;
  let frontier = [s];
  let looked = 0;
  while (frontier.length > 0 && looked < PLAN_POSITIONS) {
    const next: SuccessorsState[] = [];
    for (const x of frontier) {
      if (looked++ >= PLAN_POSITIONS) break;
      if (!marching(x, me)) {
        best = Math.max(best, evaluate(r, x, me, w));
        continue;
      }
      for (const d of legalOf(r, x, me)) {
        if (d.verb === 'move' && !seen.has(d.target!)) {
          seen.add(d.target!);
          const y = tryChoice(r, x, me, d, dice);
          if (y) next.push(y);
        } else if (MARCH_ENDS.has(d.verb)) {
          const y = tryChoice(r, x, me, d, dice);
          if (y) best = Math.max(best, evaluate(r, y, me, w));
        }
      }
    }
    frontier = next;
  }
  return best === -Infinity ? evaluate(r, s, me, w) : best;
}

/** Whether `s` is `me`'s placing of control markers (7.5). */
const placing = (s: SuccessorsState, me: Faction) => !s.result && s.step.k === 'place-control' && s.step.who === me;

/**
 * A card's operations valued done (`march: 'walk'`, 7.1.2): a march by the best it can reach
 * (`marchPlan`), markers once placed as L1 places them (7.5: each listed space tried once with
 * `dice`, the best kept, until the last marker), so that neither use is valued by the evaluation's
 * price of operations in hand while the other is valued done.
 */
export function opsValue(r: Rules, s: SuccessorsState, me: Faction, w: Weights, dice: Dice): number {
  if (marching(s, me)) return marchPlan(r, s, me, w, dice);
  let cur = s;
  for (let i = 0; i < 8 && placing(cur, me); i++) {
    let best: SuccessorsState | null = null;
    let top = -Infinity;
    for (const d of legalOf(r, cur, me)) {
      const next = tryChoice(r, cur, me, d, dice);
      const v = next ? evaluate(r, next, me, w) : -Infinity;
      if (v > top) {
        top = v;
        best = next;
      }
    }
    if (!best) break;
    cur = best;
  }
  return evaluate(r, cur, me, w);
}

/** The best value `me` can reach from `s` by its own next decisions (up to `depth`), else the evaluation. */
function lookahead(r: Rules, s: SuccessorsState, me: Faction, depth: number, o: L1Options, dice: Dice, ops = false): number {
  // `march: 'walk'`: at the operations step (7.1.2) a march or markers are valued done, not where
  // they start; during a march each step by the best the rest of the march reaches (9.3).
  if (o.march === 'walk' && (ops || marching(s, me))) return opsValue(r, s, me, o.weights, dice);
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
      sum += lookahead(r, next, me, o.depth, o, roll, base.step.k === 'ops');
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
