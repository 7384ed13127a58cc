/**
 * The strong bot: a search over the player's own turn, from his VIEW only. It never reads the
 * state: it rebuilds one from the view (`determinize` samples the other hands and the pile).
 *
 * - After the roll (actions, meeples, turned card, die swap) nothing is left to chance until the
 *   end of the turn: the planner (plan.ts) searches every sensible order of the remaining
 *   decisions and values each end of turn with `evaluate` (which reads no hidden card).
 * - Before the roll (buy, Scout, card swap, phalanxx §buy.1–§buy.3, §equipment.6) each decision is
 *   an expectation over the roll to come (§roll.1) and the hidden cards: it is played in a few
 *   sampled worlds, each with its own roll (the same for every decision: common random numbers),
 *   the rest of the turn planned in each, and the mean kept.
 *
 * Its random generator is seeded from the view, so the same view always gives the same decision.
 */
import { canonicalJson } from '@diadochi/kernel';
import type { Bot, PlayerId } from '@diadochi/kernel';
import { applyDecision } from '../apply.ts';
import type { Decision } from '../decisions.ts';
import { currentSeat, legalDecisions } from '../legal.ts';
import { cloneState } from '../state.ts';
import type { PhalanxxState } from '../types.ts';
import { determinize } from '../view.ts';
import type { PhalanxxView } from '../view.ts';
import { FastChance, silent } from './chance.ts';
import type { EvalWeights } from './evaluate.ts';
import { DEFAULT_WEIGHTS, turnsLeft } from './evaluate.ts';
import { TurnPlanner, afterRoll } from './plan.ts';
import { policyDecision, quickValue } from './policy.ts';

export interface StrongOptions {
  /** Sampled worlds (hidden cards and the roll) per decision before the roll. */
  worlds: number;
  /** Main actions kept per node of the planner after the roll. */
  width: number;
  /** The same inside the worlds of a decision before the roll (they are many). */
  buyWidth: number;
  /** Planner positions per decision before the node budget narrows the search (bounds the CPU time). */
  nodes: number;
  /** Card swaps (phalanxx §buy.2) tried, best first by the quick policy value, besides keeping. */
  swaps: number;
  /**
   * After the roll: the decisions (best first by the planner) whose turn is also played out
   * against the rivals, who answer with the greedy policy until the bot's next turn; 0 or 1
   * keeps the planner's choice.
   */
  verify: number;
  /** Rollouts per verified decision (and per world before the roll; 0: the plan's value alone). */
  rollouts: number;
  /** Noise of the rivals' greedy policy in the rollouts. */
  noise: number;
  /** Turns the bot has left (counting the next) at most for a rollout to go on to the end of the game. */
  finish: number;
  seed: string;
  /**
   * The most positions one decision may visit (planner nodes and decisions applied in rollouts,
   * counted, never timed; 0: no cap). Worlds before the roll and rounds of rollouts after it are
   * played whole, for every candidate alike, while the next one, costed as the costliest so far,
   * fits; the first always is. It bounds the CPU time of a decision (about 30 µs a position).
   */
  budget: number;
  /** Weights of the static evaluation. */
  weights?: EvalWeights;
}

export const FAST: StrongOptions = { worlds: 8, width: 10, buyWidth: 3, nodes: 4000, swaps: 3, verify: 4, rollouts: 12, noise: 0.3, finish: 1, budget: 8000, seed: 'strong' };
/**
 * The search as it was before the end of the game was valued by first place (no win bonus, the
 * rivals' mix kept to the end, rollouts stopped at the bot's next turn): 41 of 100 against three
 * greedy bots on arena seed px20. For comparisons (`strength.bench.ts --previous`).
 */
export const PREVIOUS: Partial<StrongOptions> = { finish: 0, weights: { ...DEFAULT_WEIGHTS, leaderTurns: 0, winBonus: 0 } };
export const DEEP: StrongOptions = { worlds: 16, width: 14, buyWidth: 5, nodes: 20000, swaps: 5, verify: 5, rollouts: 16, noise: 0.3, finish: 1, budget: 0, seed: 'strong' };

/** What one decision's search spent (for benches and the tests of its caps). */
export interface SearchStats {
  /** Rollouts played (each verified decision's and each world's). */
  rollouts: number;
  /** Of them, rollouts played on to the end of the game (`finish`). */
  finished: number;
  /** Decisions applied inside the rollouts. */
  steps: number;
  /** Positions the planner expanded. */
  nodes: number;
  /** Worlds (before the roll) or rounds of rollouts (after it) played. */
  rounds: number;
}

export function emptyStats(): SearchStats {
  return { rollouts: 0, finished: 0, steps: 0, nodes: 0, rounds: 0 };
}

/** A fast 32-bit FNV-1a hash of the view's canonical JSON: the same view seeds the same search. */
function viewHash(view: PhalanxxView): string {
  const text = canonicalJson(view);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${h.toString(16)}:${text.length}`;
}

/** The decisions before the roll worth trying: all but the weaker card swaps. */
function beforeRollCandidates(state: PhalanxxState, options: StrongOptions): Decision[] {
  const legal = legalDecisions(state, currentSeat(state).id);
  if (state.step !== 'swap-card') return legal;
  const swaps = legal.filter((d) => d.do === 'swap-card').map((d) => ({ d, q: quickValue(state, d) }));
  swaps.sort((a, b) => b.q - a.q);
  return [{ do: 'keep' }, ...swaps.slice(0, options.swaps).map((s) => s.d)];
}

/** One decision's search: its options, planner and player, and what it has spent so far. */
class Search {
  readonly stats = emptyStats();

  constructor(
    readonly planner: TurnPlanner,
    readonly options: StrongOptions,
    readonly me: PlayerId,
  ) {}

  /** Positions visited so far: the planner's nodes and the rollouts' decisions. */
  spent(): number {
    return this.planner.nodes + this.stats.steps;
  }

  /**
   * Runs `round(k)` for k = 0, 1, … below `count` while the next round, costed as the costliest
   * so far, keeps the decision within its budget (the first round always runs). Whole rounds only:
   * every candidate meets the same worlds. Returns the rounds run.
   */
  rounds(count: number, round: (k: number) => void): number {
    const budget = this.options.budget;
    let costliest = 0;
    let k = 0;
    for (; k < count; k++) {
      const before = this.spent();
      if (k > 0 && budget > 0 && before + costliest > budget) break;
      round(k);
      costliest = Math.max(costliest, this.spent() - before);
    }
    this.stats.rounds = k;
    return k;
  }

  /**
   * Value of a decision before the roll in one world: played with the world's dice, then the best
   * of the next decisions before the roll (the Scout's card is seen when it is turned up), then the
   * planned rest of the turn.
   */
  worldValue(state: PhalanxxState, d: Decision, rollSeed: string): number {
    const s = cloneState(state);
    // The roll is the first draw after the buy step: every decision meets the same faces.
    applyDecision(s, d, silent(new FastChance(rollSeed)));
    if (s.step === 'over' || s.current !== state.current) return this.planner.value(s, state.turn);
    if (afterRoll(s)) return this.options.rollouts > 0 ? this.rollout(s, new FastChance(`${rollSeed}:rivals`)) : this.planner.value(s, s.turn);
    let best = -Infinity;
    for (const next of beforeRollCandidates(s, this.options)) best = Math.max(best, this.worldValue(s, next, rollSeed));
    return best;
  }

  /**
   * Plays on from `state` (changed): the rest of the bot's turn as the planner would, then the
   * rivals with the greedy policy until the bot's next turn begins or the game ends; the value
   * is the evaluation there. Rivals act on the sampled world, which holds no real secret.
   */
  rollout(state: PhalanxxState, chance: FastChance): number {
    const { planner, options, me, stats } = this;
    stats.rollouts++;
    const ctx = silent(chance);
    const turn = state.turn;
    for (let guard = 0; guard < 40 && state.step !== 'over' && state.turn === turn && afterRoll(state); guard++) {
      const d = planner.best(state).decision;
      if (!d) break;
      applyDecision(state, d, ctx);
      stats.steps++;
    }
    const mine = state.seats.findIndex((s) => s.id === me);
    let finishing = false;
    for (let guard = 0; guard < 800 && state.step !== 'over'; guard++) {
      const seat = currentSeat(state);
      let d: Decision | null;
      if (seat.id !== me) d = policyDecision(state, chance, options.noise);
      else {
        // His next turn: the rollout stops there, unless it is one of his last (`finish`), when the
        // game is played to its end and valued by its result (the buy by the quick policy).
        if (state.step === 'buy' && !finishing) {
          if (turnsLeft(state)[mine]! > options.finish) break;
          finishing = true;
          stats.finished++;
        }
        d = afterRoll(state) ? planner.best(state).decision : policyDecision(state, chance, 0);
      }
      if (!d) break;
      applyDecision(state, d, ctx);
      stats.steps++;
    }
    return planner.evaluate(state);
  }
}

/** The strong bot's decision from a view alone (`stats`, when given, receives what the search spent). */
export function strongDecision(view: PhalanxxView, options: StrongOptions = FAST, stats?: SearchStats): Decision {
  const me = view.viewer!;
  const chance = new FastChance(`${options.seed}:${viewHash(view)}`);
  const base = determinize(view, chance);
  const legal = legalDecisions(base, me);
  if (legal.length <= 1) return legal[0] ?? { do: 'pass' };
  const after = afterRoll(base);
  const planner = new TurnPlanner(me, { width: after ? options.width : options.buyWidth, nodes: options.nodes }, options.weights, chance);
  const search = new Search(planner, options, me);
  const decision = after ? afterRollDecision(view, base, search, chance) : beforeRollDecision(view, base, search, chance);
  if (stats) Object.assign(stats, search.stats, { nodes: planner.nodes });
  return decision ?? legal[0]!;
}

/** After the roll: the planner's best decisions, each played out in the same sampled worlds. */
function afterRollDecision(view: PhalanxxView, base: PhalanxxState, search: Search, chance: FastChance): Decision | undefined {
  const { planner, options } = search;
  const ranked = planner.rank(base);
  if (ranked.length === 0) return undefined;
  if (options.verify <= 1 || options.rollouts === 0 || ranked.length === 1) return ranked[0]!.decision;
  const top = ranked.slice(0, options.verify);
  const totals = top.map(() => 0);
  search.rounds(options.rollouts, (k) => {
    const world = k === 0 ? base : determinize(view, chance);
    const seed = `${options.seed}:rivals:${k}:${chance.below(1 << 30)}`;
    top.forEach((c, i) => {
      const s = cloneState(world);
      applyDecision(s, c.decision, silent(new FastChance(seed)));
      totals[i]! += search.rollout(s, new FastChance(seed));
    });
  });
  let best = 0;
  for (let i = 1; i < top.length; i++) if (totals[i]! > totals[best]! + 1e-9) best = i;
  return top[best]!.decision;
}

/** Before the roll: every candidate played in the same sampled worlds, each with its own roll. */
function beforeRollDecision(view: PhalanxxView, base: PhalanxxState, search: Search, chance: FastChance): Decision | undefined {
  const { options } = search;
  const list = beforeRollCandidates(base, options);
  const totals = list.map(() => 0);
  search.rounds(options.worlds, (k) => {
    const world = k === 0 ? base : determinize(view, chance);
    const rollSeed = `${options.seed}:roll:${k}:${chance.below(1 << 30)}`;
    list.forEach((d, i) => {
      totals[i]! += search.worldValue(world, d, rollSeed);
    });
  });
  let best = 0;
  for (let i = 1; i < list.length; i++) if (totals[i]! > totals[best]! + 1e-9) best = i;
  return list[best];
}

/** The strong bot as a kernel bot: all it is given is the player's view, and all it reads. */
export function strongBot(options: Partial<StrongOptions> = {}): Bot<PhalanxxView> {
  const o = { ...FAST, ...options };
  return ({ view }) => strongDecision(view, o);
}
