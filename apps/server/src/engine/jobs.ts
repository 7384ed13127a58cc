import { askBot, err, problem, randomBot, resolveAtDeadline, waitingOn } from '@diadochi/kernel';
import type { Bot, GameDefinition, GameSession, Pending, PlayerId, RecordEntry, Result } from '@diadochi/kernel';

/** Makes a seat's bot from a seed (the catalog's bot for a ruleset, else the kernel's random bot). */
export type BotFactory = (seed: string) => Bot;

/** The bots a host offers by ruleset and level name (`random`, `l1`, …; the catalog's `botLevels`). */
export type BotLevels = Record<string, Record<string, BotFactory>>;

/** What the rules engine may be asked, and where it runs (in a worker thread in production). */
export interface SettleSeat {
  power: PlayerId;
  controller: 'human' | 'bot' | 'default';
  /**
   * The bot level that plays the seat (issue 20 item 5): `random` is the kernel's random bot
   * whatever the host offers; another name is looked up in the engine's `BotLevels`; null or
   * unknown, the ruleset's default bot.
   */
  level?: string | null;
  /** A human seat a bot stands in for, its player away (issue 21 item 4): played by `level`'s bot. */
  standIn?: boolean;
}

export interface SettleInput {
  ruleset: string;
  session: GameSession;
  /** Players of the current step who said they are ready. */
  ready: PlayerId[];
  seats: SettleSeat[];
  /**
   * Resolve the current step even if some human is missing (the deadline passed, or the
   * judge saw every pending player ready): the missing get the game's no-orders rule.
   */
  force: boolean;
  /**
   * Stop after a step that leaves every human seat out of the game (`GameDefinition.eliminated`):
   * the judge pauses it and asks whether the bots play on (issue 17). Off once they said yes.
   */
  stopWhenHumansOut?: boolean;
  /**
   * Every human is away: a stand-in decides only in a step the judge forces (its deadline), so
   * stop before any other step one of them would decide (issue 21 item 4).
   */
  holdStandIns?: boolean;
  /** Stop between steps once this many milliseconds are spent (at least one step is resolved when due). */
  sliceMs: number;
  /** Stop after this many resolved steps. */
  maxSteps: number;
}

export interface SettleOutput {
  /** Record entries added after `input.session.record`. */
  fresh: RecordEntry[];
  /** The session after the slice, with an empty record (the caller appends `fresh` to its own). */
  session: GameSession;
  ready: PlayerId[];
  /** The mode of each step in `fresh` (the judge does not count reaction windows as missed phases). */
  modes: Pending['mode'][];
}

/** Whether the game has humans and all are out (`GameDefinition.eliminated`); never throws. */
export function humansAllOut(def: GameDefinition, state: unknown, seats: readonly SettleSeat[]): boolean {
  const humans = seats.filter((s) => s.controller === 'human').map((s) => s.power);
  if (humans.length === 0 || !def.eliminated) return false;
  try {
    const out = new Set(def.eliminated(state));
    return humans.every((p) => out.has(p));
  } catch {
    return false;
  }
}

/** Validation that never throws: a game bug becomes a problem, not a crash (nor a leaked message). */
export function checkDecision(def: GameDefinition, state: unknown, power: PlayerId, decision: unknown): Result<unknown> {
  try {
    return def.validate(state, power, decision);
  } catch {
    return err([problem('internal-error', 'The rules engine failed on this decision.')]);
  }
}

function botFor(def: GameDefinition, bots: Record<string, BotFactory>, levels: BotLevels, level: string | null | undefined): BotFactory {
  if (level === 'random') return randomBot;
  return (level ? levels[def.id]?.[level] : undefined) ?? bots[def.id] ?? randomBot;
}

function botDecision(def: GameDefinition, bots: Record<string, BotFactory>, levels: BotLevels, session: GameSession, seat: SettleSeat): unknown {
  if (seat.controller === 'bot' || seat.standIn) {
    try {
      const make = botFor(def, bots, levels, seat.level);
      // Seeded from the secret seed: nobody can predict a bot before the game ends.
      const bot = make(`${session.seed}:${seat.power}:${session.record.length}`);
      // The kernel tells a bot only its seat's view, the pending step and its legal decisions:
      // no state, no seed, no one's pending decisions.
      const decision = askBot(def, session, seat.power, bot);
      const checked = checkDecision(def, session.state, seat.power, decision);
      if (checked.ok) return checked.value;
    } catch {
      // a failing bot falls back on the game's rule for a missing decision
    }
  }
  return def.defaultDecision(session.state, seat.power);
}

/**
 * Fills the decisions of bot and empty seats and resolves every step in which all pending
 * players are ready, until humans must decide, the game ends, or the slice's time or step
 * budget is spent (checked between two steps, so a slice always resolves its first due step).
 * A step left for the next slice is marked all-ready by the judge when only seats without a
 * human are missing, and the scheduler carries on.
 */
export function settle(def: GameDefinition, bots: Record<string, BotFactory>, input: SettleInput, levels: BotLevels = {}, clock: () => number = performance.now.bind(performance)): SettleOutput {
  const t0 = clock();
  const from = input.session.record.length;
  let session = input.session;
  let ready = new Set(input.ready);
  const bySeat = new Map(input.seats.map((s) => [s.power, s]));
  const modes: Pending['mode'][] = [];
  for (let n = 0; n < input.maxSteps; n++) {
    const { pending } = waitingOn(def, session);
    if (!pending) break;
    // Between two steps: the seats without a human count as ready (the judge's `all_ready`), so
    // the scheduler's next pass makes their decisions and goes on.
    if (n > 0 && clock() - t0 >= input.sliceMs) break;
    if (input.holdStandIns && !(input.force && n === 0) && pending.players.some((p) => bySeat.get(p)?.standIn && !(p in session.submissions))) break;
    for (const p of pending.players) {
      const seat = bySeat.get(p);
      if (!seat || (seat.controller === 'human' && !seat.standIn) || p in session.submissions) continue;
      session = { ...session, submissions: { ...session.submissions, [p]: botDecision(def, bots, levels, session, seat) } };
      ready.add(p);
    }
    const allIn = pending.players.every((p) => ready.has(p) && p in session.submissions);
    if (!allIn && !(input.force && n === 0)) break;
    modes.push(pending.mode);
    session = resolveAtDeadline(def, session);
    ready = new Set();
    if (input.stopWhenHumansOut && humansAllOut(def, session.state, input.seats)) break;
  }
  return { fresh: session.record.slice(from), session: { ...session, record: [] }, ready: [...ready], modes };
}
