/** The random-legal bot: a uniformly random legal decision, chosen with its own generator. */
import type { Bot, PlayerId } from '@diadochi/kernel';
import type { Decision } from '../decisions.ts';
import { drawLegalDecision } from '../legal.ts';
import type { PhalanxxState } from '../types.ts';
import { FastChance } from './chance.ts';
import { policyDecision } from './policy.ts';
import { determinize } from '../view.ts';
import type { PhalanxxView } from '../view.ts';

/** A uniformly random legal decision of `player` (none when he has none): the same draw as `chance.pick(legalDecisions(…))`, without the list. */
export function randomDecision(state: PhalanxxState, player: PlayerId, chance: FastChance): Decision | undefined {
  return drawLegalDecision(state, player, (n) => chance.below(n));
}

/** A uniformly random decision among the legal ones it is given; none (the game's default) when there are none. */
export function randomBot(seed: string): Bot<PhalanxxView> {
  const chance = new FastChance(`random:${seed}`);
  return ({ legal }) => (legal && legal.length > 0 ? chance.pick(legal) : undefined);
}

/** The fast policy as a bot (a middle opponent): it plays from a determinization of its view. */
export function greedyBot(seed: string): Bot<PhalanxxView> {
  const chance = new FastChance(`greedy:${seed}`);
  return ({ view }) => policyDecision(determinize(view, chance), chance);
}
