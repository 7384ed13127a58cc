import { clone, frozenCopy } from './canonical.ts';
import { Dice, rngFromSeed } from './dice.ts';
import type { GameDefinition, Pending, PlayerId } from './game.ts';
import { resolveAtDeadline, submit, waitingOn } from './session.ts';
import type { GameSession } from './session.ts';

/**
 * Everything a bot is told when its player must decide — exactly what that player may know,
 * as plain JSON data. It holds no state and no session: a bot cannot read another player's
 * secrets (hands, bids, pending orders) because they are not in here (the lesson of
 * boardgame.io's MCTS bot, which sees hidden information).
 */
export interface BotInput<V = unknown> {
  /** The seat that decides. */
  player: PlayerId;
  /** The decision asked of it (phase, mode, who else decides). */
  pending: Pending;
  /** What this player may see: the game's `view(state, player)`, a private copy. */
  view: V;
  /** This player's legal decisions where the game can list them (`legalDecisions`), else `null`. */
  legal: unknown[] | null;
  /** Steps resolved so far (the record's length minus the set-up). */
  step: number;
}

/**
 * A bot: from what its player may see, a raw decision — validated like a human's. Returning
 * `undefined` means "no decision": the game's no-move-received rule applies
 * (`defaultDecision`). A bot that needs chance gets a seed when it is made (`(seed) => Bot`)
 * and keeps its own generator, never the game's dice.
 */
export type Bot<V = unknown> = (input: BotInput<V>) => unknown;

/**
 * What `player` is told when asked to decide now, computed from the session by the kernel
 * (the only code that touches the state). Cloned, so a bot that scribbles on its input
 * cannot alter the game.
 *
 * `view` and `legal` are made when a bot first reads them (issue 22: Les Diadoques lists its
 * legal decisions by judging sample orders, tens of milliseconds a seat, for bots that never
 * look at them). Each reads like a plain field (enumerable, in JSON, writable) and is the same
 * value a bot reading it at once would get: rules are pure and a resolved state is never changed.
 */
export function botInput<S, V>(def: GameDefinition<S, unknown, V>, session: GameSession<S>, player: PlayerId): BotInput<V> {
  const pending = def.pending(session.state);
  if (!pending || !pending.players.includes(player)) throw new Error(`No decision is expected from ${player} now: a bot cannot be asked.`);
  const input = { player, pending: clone(pending) } as BotInput<V>;
  const state = session.state;
  lazyField(input, 'view', () => (def.frozenBotViews ? frozenCopy(def.view(state, player), viewCopies(state)) : clone(def.view(state, player))));
  lazyField(input, 'legal', () => clone(def.legalDecisions?.(state, player) ?? null));
  input.step = session.record.length - 1; // after `legal`: the fields in their usual order
  return input;
}

/**
 * The frozen copies of the objects the bots' views took from one state (`frozenBotViews`), by
 * source object: kept for the latest state only (the bots of a step are asked on the same state,
 * one after another). A state is never changed once a step has left it, so its copies hold.
 */
let copies: { state: unknown; memo: Map<object, unknown> } | undefined;

function viewCopies(state: unknown): Map<object, unknown> {
  if (copies === undefined || copies.state !== state) copies = { state, memo: new Map() };
  return copies.memo;
}

/**
 * A field computed on its first read, then a plain data field (enumerable, in JSON, writable):
 * a bot that never reads its view (the random bots of self-play and the fuzzer) or its legal
 * list does not pay for them (issue 22: a PhalanXX view and its copy were a third of a random
 * game's kernel path). Rules are pure and a resolved state is never changed, so a late read gets
 * the same value an early one would.
 */
function lazyField<T extends object>(target: T, key: keyof T & string, compute: () => unknown): void {
  const settle = (on: object, value: unknown) => {
    Object.defineProperty(on, key, { value, writable: true, enumerable: true, configurable: true });
    return value;
  };
  Object.defineProperty(target, key, {
    get(this: object) {
      return settle(this, compute());
    },
    set(this: object, value: unknown) {
      settle(this, value);
    },
    enumerable: true,
    configurable: true,
  });
}

/** A bot's raw decision for `player` now; the game's default when the bot has none. */
export function askBot<S, V>(def: GameDefinition<S, unknown, V>, session: GameSession<S>, player: PlayerId, bot: Bot<V>): unknown {
  const decision = bot(botInput(def, session, player));
  return decision === undefined ? def.defaultDecision(session.state, player) : decision;
}

/**
 * The simplest bot: a uniformly random legal decision where the game can list them, else
 * no decision (the game's default). The choice uses its own generator, never the game's dice.
 */
export function randomBot(seed: string): Bot {
  const chooser = new Dice(rngFromSeed(`bot:${seed}`));
  return ({ legal }) => (legal && legal.length > 0 ? chooser.pick(legal, 'bot choice') : undefined);
}

/**
 * The seats of game `game` of a bot league (the arena, the bots' benches): seat j gets the bot
 * listed at (j + game) mod n, so over n games every bot sits in every seat; each bot is seeded
 * by the game's seed, its seat and its name. `timed` gets the CPU milliseconds of each call,
 * read from `cpuMs` (the host's clock: `process.cpuUsage` in Node), so the bot alone is timed.
 */
export function rotatedSeats(
  players: readonly PlayerId[],
  bots: readonly string[],
  makers: Record<string, (seed: string) => Bot>,
  game: number,
  seed: string,
  cpuMs: () => number,
  timed: (name: string, ms: number) => void,
): { seats: Record<PlayerId, string>; seated: Record<PlayerId, Bot> } {
  const seats: Record<PlayerId, string> = {};
  const seated: Record<PlayerId, Bot> = {};
  players.forEach((p, j) => {
    const name = bots[(j + game) % bots.length]!;
    seats[p] = name;
    const bot = makers[name]!(`${seed}:${p}:${name}`);
    seated[p] = (input) => {
      const t = cpuMs();
      const d = bot(input);
      timed(name, cpuMs() - t);
      return d;
    };
  });
  return { seats, seated };
}

export interface AutoplayOptions<S, V = unknown> {
  bots: Record<PlayerId, Bot<V>> | Bot<V>;
  /** Stop after this many resolved steps (a safety net against endless games). */
  maxSteps?: number;
  /** Called after every resolved step (invariant checks, printing). */
  onStep?(session: GameSession<S>): void;
}

/** Plays until the game ends or `maxSteps` steps are resolved. A rejected bot decision falls back to the deadline rule. */
export function autoplay<S, V = unknown>(def: GameDefinition<S, unknown, V>, start: GameSession<S>, o: AutoplayOptions<S, V>): GameSession<S> {
  let session = start;
  const maxSteps = o.maxSteps ?? 10_000;
  while (session.record.length - 1 < maxSteps) {
    const { pending, missing } = waitingOn(def, session);
    if (!pending) break;
    const before = session.record.length;
    for (const player of missing) {
      const bot = typeof o.bots === 'function' ? o.bots : o.bots[player];
      if (!bot) continue;
      const r = submit(def, session, player, askBot(def, session, player, bot));
      if (r.ok) session = r.value.session;
      if (session.record.length > before) break;
    }
    if (session.record.length === before) session = resolveAtDeadline(def, session);
    o.onStep?.(session);
  }
  return session;
}
