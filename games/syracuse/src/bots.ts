/** Bots for Syracuse: the random legal bot and the heuristic bot (L1). They read only their view. */
import { randomBot } from '@diadochi/kernel';
import type { Bot } from '@diadochi/kernel';
import type { SyracuseView } from './view.ts';
import { heuristicChoice } from './heuristic.ts';

/** A uniformly random legal decision (the kernel's random bot). */
export function randomSyracuseBot(seed: string): Bot<SyracuseView> {
  return randomBot(seed) as Bot<SyracuseView>;
}

/** L1: sensible movement to objectives, attacks at good odds, works, stratagem use. */
export function heuristicBot(seed: string): Bot<SyracuseView> {
  void seed; // deterministic: it needs no chance
  return (input) => heuristicChoice(input.view, input.legal as { verb: string; subject?: string; target?: string }[] | null);
}
