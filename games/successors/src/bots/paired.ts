/**
 * Successors L2 option `paired` (issue 19): L1's best root choices compared on the same worlds.
 *
 * Why: the tree search deals a new world per iteration and gives it to one root choice, so two
 * choices are compared across different hidden cards, dice and rival draws; with 64 iterations
 * over 5 choices the difference between them is mostly that noise, and the search overrode L1's
 * choice for it. Here every candidate is played in each of `worlds` worlds dealt from the view
 * (determinize.ts: other hands, deck and pile sampled, never read) with the same dice (common
 * random numbers), so what differs between two candidates' values in one world is the choice.
 *
 * Each playout goes on through the choice's own consequences — this seat's follow-ups (a card's
 * operations 7.1, where they go 7.4-7.6, an army's steps 9.3) and the other seats' answers
 * (interception 10, avoidance 11, battle 12, Fortune 7.3) — every decision taken as L1 takes it
 * (each listed choice tried on the world with dice of the trial's own, so it does not foresee the
 * world's rolls, and the best for the deciding seat kept), until a segment begins (7 Tyche, 9.2
 * movement: the next seat's, or this seat's own next one). So a card played for its operations is
 * valued by what L1 then does with them, not by the evaluation's price of unspent operations.
 *
 * L1's choice stays unless another candidate beats it in the paired comparison by `margin`
 * standard errors: the search corrects L1 only where the worlds agree.
 */
import { Dice, clone, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { legalOf } from '../game.ts';
import { applyChoice } from '../rules/actions.ts';
import type { Rules } from '../rules/board.ts';
import type { Faction, SuccessorsState } from '../rules/state.ts';
import type { SuccessorsView } from '../view.ts';
import { determinize } from './determinize.ts';
import { evaluate } from './evaluate.ts';
import type { Weights } from './evaluate.ts';
import { FORTUNE_STEPS, tryChoice } from './l1.ts';
import { policyPick } from './policy.ts';

export interface PairedOptions {
  /** Worlds dealt; every candidate is played in each. */
  worlds: number;
  /** At most this many decisions (any seat's) after the root's before the evaluation. */
  horizon: number;
  /** A decision with more listed choices than this is drawn by the policy (trying each costs too much). */
  width: number;
  /** Standard errors by which a candidate must beat L1's choice, paired world by world. */
  margin: number;
  weights: Weights;
  /**
   * Where a playout ends: 'segment' where a segment begins (7 Tyche, 9.2 movement, 6 surrender);
   * 'round' once every other seat has played its segments once more and this seat's next player
   * turn begins (3.5; answered.ts): the leaf comes after the rivals' answer, not before it.
   */
  until?: 'segment' | 'round';
  /** With 'round': a rival's card play and its operations (7, 7.1) taken as L1 takes them up to this many listed choices (else `width`). */
  cardWidth?: number;
}

/** Steps that open a seat's segment of a round (successors 6 surrender, 7 Tyche, 9.2 movement): where a playout ends. */
const SEGMENTS = new Set(['surrender', 'tyche', 'movement']);

/** The steps that open a seat's player turn (3.5: the surrender segment 6, then Tyche 7). */
const TURN_OPENS = new Set(['surrender-offer', 'free-markers', 'surrender', 'tyche']);

/** A seat's card play and the spending of its operations (7, 7.1): what the rivals' answer is made of. */
const CARD_STEPS = new Set(['tyche', 'ops', 'bonus-event']);

/**
 * The end of a round for `me` (3.5): true at its next player turn's first step once another
 * seat's player turn has begun since the playout's start, so that every rival has played its
 * segments once.
 */
export function roundEnd(me: Faction): (s: SuccessorsState) => boolean {
  let others = false;
  return (s) => {
    if (s.step.k === 'over' || !TURN_OPENS.has(s.step.k)) return false;
    if (s.step.who !== me) others = true;
    return others && s.step.who === me;
  };
}

/** A leaf's value is kept within this distance of the world's value before the choice, so a won or lost game does not swamp the rest. */
const SPAN = 250;

/** The choice L1 would make at `s` for `who`, on this world, with the trial's dice (one look, no sampling). */
export function greedyChoice(r: Rules, s: SuccessorsState, who: Faction, legal: readonly ChoiceDecision[], trial: Dice, w: Weights): ChoiceDecision {
  // Fortune (#45) re-rolls a roll that went against its holder (7.3): taken when listed, as L1 does.
  if (FORTUNE_STEPS.has(s.step.k)) {
    const fortune = legal.find((d) => d.verb === 'play-surprise');
    if (fortune) return fortune;
  }
  let best = legal[0]!;
  let top = -Infinity;
  for (const d of legal) {
    const next = tryChoice(r, s, who, d, trial);
    if (!next) continue;
    const v = evaluate(r, next, who, w);
    if (v > top) {
      top = v;
      best = d;
    }
  }
  return best;
}

/** One candidate played out on a copy of one world; NaN when the rules refuse it there. */
function playout(r: Rules, world: SuccessorsState, me: Faction, d: ChoiceDecision, seed: string, base: number, o: PairedOptions): number {
  const s = clone(world);
  const dice = new Dice(rngFromSeed(seed));
  const trial = new Dice(rngFromSeed(`${seed}:trial`));
  const ctx: ResolveContext = { dice, emit: () => undefined };
  try {
    applyChoice(r, s, me, d, ctx);
  } catch {
    return NaN;
  }
  const round = o.until === 'round';
  const stop = round ? roundEnd(me) : (x: SuccessorsState) => SEGMENTS.has(x.step.k);
  for (let t = 0; t < o.horizon && !s.result && s.step.k !== 'over'; t++) {
    if (stop(s)) break;
    const who = s.step.who;
    const legal = legalOf(r, s, who);
    if (legal.length === 0) break;
    const width = round && CARD_STEPS.has(s.step.k) ? (o.cardWidth ?? o.width) : o.width;
    const next = legal.length === 1 ? legal[0]! : legal.length <= width ? greedyChoice(r, s, who, legal, trial, o.weights) : policyPick(legal, s, dice)!;
    try {
      applyChoice(r, s, who, next, ctx);
    } catch {
      break;
    }
  }
  return Math.max(base - SPAN, Math.min(base + SPAN, evaluate(r, s, me, o.weights)));
}

export interface PairedReport {
  /** Index into the candidates of the choice made. */
  chosen: number;
  /** Each candidate's mean value over the worlds where the rules allowed it. */
  means: number[];
}

/**
 * The candidates (L1's order, its best first) valued world by world; L1's best kept unless the
 * best mean beats it by `margin` standard errors of their paired differences.
 */
export function pairedSearch(r: Rules, view: SuccessorsView, me: Faction, cands: readonly ChoiceDecision[], key: string, o: PairedOptions): PairedReport {
  const values: number[][] = cands.map(() => []);
  for (let k = 0; k < o.worlds; k++) {
    const world = determinize(r, view, new Dice(rngFromSeed(`${key}:world:${k}`)));
    const base = evaluate(r, world, me, o.weights);
    // The same seed for every candidate: the same rolls in the same order, as far as their paths agree.
    cands.forEach((d, i) => values[i]!.push(playout(r, world, me, d, `${key}:world:${k}:dice`, base, o)));
  }
  const means = values.map((xs) => {
    const ok = xs.filter((x) => !Number.isNaN(x));
    return ok.length > 0 ? ok.reduce((a, b) => a + b, 0) / ok.length : -Infinity;
  });
  let best = 0;
  for (let i = 1; i < cands.length; i++) if (means[i]! > means[best]!) best = i;
  if (best === 0) return { chosen: 0, means };
  const diffs: number[] = [];
  for (let k = 0; k < o.worlds; k++) {
    const a = values[best]![k]!;
    const b = values[0]![k]!;
    if (!Number.isNaN(a) && !Number.isNaN(b)) diffs.push(a - b);
  }
  if (diffs.length < 2) return { chosen: Number.isFinite(means[0]!) ? 0 : best, means };
  const mean = diffs.reduce((a, b) => a + b, 0) / diffs.length;
  const sd = Math.sqrt(diffs.reduce((a, b) => a + (b - mean) ** 2, 0) / (diffs.length - 1));
  return { chosen: mean > o.margin * (sd / Math.sqrt(diffs.length)) ? best : 0, means };
}
