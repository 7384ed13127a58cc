/**
 * The strong bot: determinized Monte-Carlo over the player's VIEW. It never reads the state:
 * it samples the unknown cards (other hands, pile) from what the view shows (`determinize`),
 * tries each promising decision in every sample, plays on with the fast policy to a horizon,
 * and keeps the decision with the best mean evaluation. Its own random generator is seeded
 * from the view, so the same view always gives the same decision.
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
import { evaluate } from './evaluate.ts';
import type { EvalWeights } from './evaluate.ts';
import { policyDecision, quickValue } from './policy.ts';

export interface StrongOptions {
  /** Samples of the hidden cards per decision. */
  determinizations: number;
  /** Decisions (best by quick value) explored by playouts. */
  candidates: number;
  /** How far each playout goes: the end of the bot's own turn, of the round, or of the game. */
  horizon: 'turn' | 'round' | 'game';
  seed: string;
  /** Weights of the static evaluation at the playout horizon. */
  weights?: EvalWeights;
}

export const FAST: StrongOptions = { determinizations: 3, candidates: 5, horizon: 'turn', seed: 'strong' };
export const DEEP: StrongOptions = { determinizations: 2, candidates: 4, horizon: 'game', seed: 'strong' };

function playout(state: PhalanxxState, me: PlayerId, horizon: StrongOptions['horizon'], chance: FastChance): void {
  const ctx = silent(chance);
  const startTurn = state.turn;
  const n = state.seats.length;
  for (let guard = 0; guard < 2000 && state.step !== 'over'; guard++) {
    if (horizon === 'turn' && state.turn !== startTurn) return;
    if (horizon === 'round' && state.turn >= startTurn + n && currentSeat(state).id === me) return;
    applyDecision(state, policyDecision(state, chance), ctx);
  }
}

/** A fast 32-bit FNV-1a hash of the view's canonical JSON: the same view seeds the same playouts. */
function viewHash(view: PhalanxxView): string {
  const text = canonicalJson(view);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${h.toString(16)}:${text.length}`;
}

/** The strong bot's decision from a view alone. */
export function strongDecision(view: PhalanxxView, options: StrongOptions = FAST): Decision {
  const me = view.viewer!;
  const chance = new FastChance(`${options.seed}:${viewHash(view)}`);
  const base = determinize(view, chance);
  const legal = legalDecisions(base, me);
  if (legal.length <= 1) return legal[0] ?? { do: 'pass' };
  const ranked = legal
    .map((d) => ({ d, q: quickValue(base, d) }))
    .sort((a, b) => b.q - a.q)
    .slice(0, options.candidates);
  const totals = ranked.map(() => 0);
  for (let k = 0; k < options.determinizations; k++) {
    const sample = k === 0 ? base : determinize(view, chance);
    // Common random numbers: every candidate meets the same dice in this sample, so the
    // comparison measures the decisions, not the luck of each playout.
    const seed = `${options.seed}:${k}:${chance.below(1 << 30)}`;
    ranked.forEach((c, i) => {
      const s = cloneState(sample);
      const dice = new FastChance(seed);
      applyDecision(s, c.d, silent(dice));
      playout(s, me, options.horizon, dice);
      totals[i]! += evaluate(s, me, options.weights);
    });
  }
  let best = 0;
  for (let i = 1; i < ranked.length; i++) if (totals[i]! > totals[best]! + 1e-9) best = i;
  return ranked[best]!.d;
}

/** The strong bot as a kernel bot: all it is given is the player's view, and all it reads. */
export function strongBot(options: Partial<StrongOptions> = {}): Bot<PhalanxxView> {
  const o = { ...FAST, ...options };
  return ({ view }) => strongDecision(view, o);
}
