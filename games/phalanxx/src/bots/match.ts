/**
 * Fast whole games for statistics and benchmarks: the rules driven directly (no kernel
 * session, no state digests), every seat played by a policy that sees what its bot may see.
 */
import type { PlayerId } from '@diadochi/kernel';
import { applyDecision } from '../apply.ts';
import type { Decision } from '../decisions.ts';
import { currentSeat } from '../legal.ts';
import { finalResult } from '../scoring.ts';
import { setupGame } from '../setup.ts';
import type { PhalanxxOptions, PhalanxxState } from '../types.ts';
import { viewOf } from '../view.ts';
import { FastChance, silent } from './chance.ts';
import { randomDecision } from './random.ts';
import { strongDecision } from './strong.ts';
import type { StrongOptions } from './strong.ts';
import { FAST } from './strong.ts';

/** Chooses the decision of the player to move. Policies that must not see secrets build a view first. */
export type Policy = (state: PhalanxxState, player: PlayerId) => Decision;

export function randomPolicy(seed: string): Policy {
  const chance = new FastChance(`random:${seed}`);
  return (state, player) => randomDecision(state, player, chance)!;
}

export function strongPolicy(options: Partial<StrongOptions> = {}): Policy {
  const o = { ...FAST, ...options };
  return (state, player) => strongDecision(viewOf(state, player), o);
}

export interface MatchOutcome {
  state: PhalanxxState;
  steps: number;
  winners: PlayerId[];
  scores: Record<string, number>;
}

export function playMatch(options: PhalanxxOptions, policies: Policy[], seed: string, maxSteps = 5000): MatchOutcome {
  const chance = new FastChance(`match:${seed}`);
  const ctx = silent(chance);
  const state = setupGame(options, ctx);
  let steps = 0;
  while (state.step !== 'over' && steps < maxSteps) {
    const seat = currentSeat(state);
    const policy = policies[state.seats.indexOf(seat)]!;
    applyDecision(state, policy(state, seat.id), ctx);
    steps += 1;
  }
  const result = finalResult(state);
  return { state, steps, winners: result?.winners ?? [], scores: result?.scores ?? {} };
}
