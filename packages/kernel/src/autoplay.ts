import { Dice, rngFromSeed } from './dice.ts';
import type { GameDefinition, PlayerId } from './game.ts';
import { resolveAtDeadline, submit, waitingOn } from './session.ts';
import type { GameSession } from './session.ts';

/** A bot: given what its player may see, returns a raw decision. It never sees the state. */
export type Bot<S = unknown> = (def: GameDefinition<S>, session: GameSession<S>, player: PlayerId) => unknown;

/**
 * The simplest bot: a uniformly random legal decision where the game can list them, else
 * the game's default. The choice uses its own generator, never the game's dice.
 * (It reads legal decisions from the state because the kernel computes them there; it does
 * not look at anything else.)
 */
export function randomBot<S>(seed: string): Bot<S> {
  const chooser = new Dice(rngFromSeed(`bot:${seed}`));
  return (def, session, player) => {
    const legal = def.legalDecisions?.(session.state, player);
    return legal && legal.length > 0 ? chooser.pick(legal, 'bot choice') : def.defaultDecision(session.state, player);
  };
}

export interface AutoplayOptions<S> {
  bots: Record<PlayerId, Bot<S>> | Bot<S>;
  /** Stop after this many resolved steps (a safety net against endless games). */
  maxSteps?: number;
  /** Called after every resolved step (invariant checks, printing). */
  onStep?(session: GameSession<S>): void;
}

/** Plays until the game ends or `maxSteps` steps are resolved. A rejected bot decision falls back to the deadline rule. */
export function autoplay<S>(def: GameDefinition<S>, start: GameSession<S>, o: AutoplayOptions<S>): GameSession<S> {
  let session = start;
  const maxSteps = o.maxSteps ?? 10_000;
  while (session.record.length - 1 < maxSteps) {
    const { pending, missing } = waitingOn(def, session);
    if (!pending) break;
    const before = session.record.length;
    for (const player of missing) {
      const bot = typeof o.bots === 'function' ? o.bots : o.bots[player];
      if (!bot) continue;
      const r = submit(def, session, player, bot(def, session, player));
      if (r.ok) session = r.value.session;
      if (session.record.length > before) break;
    }
    if (session.record.length === before) session = resolveAtDeadline(def, session);
    o.onStep?.(session);
  }
  return session;
}
