/** The random-legal bot: a uniformly random legal decision, chosen with its own generator. */
import type { Bot, GameDefinition, GameSession, PlayerId } from '@diadochi/kernel';
import type { Decision } from '../decisions.ts';
import { legalDecisions } from '../legal.ts';
import type { PhalanxxState } from '../types.ts';
import { FastChance } from './chance.ts';
import { policyDecision } from './policy.ts';
import { determinize, viewOf } from '../view.ts';

export function randomDecision(state: PhalanxxState, player: PlayerId, chance: FastChance): Decision | undefined {
  const legal = legalDecisions(state, player);
  return legal.length > 0 ? chance.pick(legal) : undefined;
}

export function randomBot(seed: string): Bot<PhalanxxState> {
  const chance = new FastChance(`random:${seed}`);
  return (def: GameDefinition<PhalanxxState>, session: GameSession<PhalanxxState>, player: PlayerId) =>
    randomDecision(session.state, player, chance) ?? def.defaultDecision(session.state, player);
}

/** The fast policy as a bot (a middle opponent): it plays from a determinization of its view. */
export function greedyBot(seed: string): Bot<PhalanxxState> {
  const chance = new FastChance(`greedy:${seed}`);
  return (_def, session, player) => policyDecision(determinize(viewOf(session.state, player), chance), chance);
}
