/**
 * A game on this device (hot-seat, or humans against bots) for any game of the kernel: the
 * session lives in memory and in localStorage, and each human sees only his own view — when
 * another human must decide (his turn, or a reaction in the kernel's `interrupt` mode), the
 * device is passed first, so no hand is shown to the wrong player. Bots decide from their own
 * view only. No DOM here; each game's module gives its seats, its bot and its save format.
 */
import { askBot, loadGame, playerView, resolveAtDeadline, saveGame, submit, waitingOn } from '@diadochi/kernel';
import type { Bot, GameDefinition, GameEvent, GameSession, PlayerView, Result } from '@diadochi/kernel';

/**
 * Who plays a seat: a human on this device, the game's heuristic bot (`bot`, its L1) or its search
 * bot (`l2`: stronger, up to seconds a decision, so the page runs it in a worker).
 */
export type SeatKind = 'human' | 'bot' | 'l2';

export interface LocalGame<Setup, S> {
  setup: Setup;
  session: GameSession<S>;
  /** The human holding the device (saw the last screen); null: nobody yet. */
  holder: string | null;
}

export type Screen<V> =
  | { kind: 'play'; seat: string; view: PlayerView<V>; log: GameEvent[]; interrupt: boolean }
  | { kind: 'pass'; seat: string; view: PlayerView<V>; log: GameEvent[]; interrupt: boolean }
  | { kind: 'bot'; seat: string; view: PlayerView<V>; log: GameEvent[]; level: Exclude<SeatKind, 'human'> }
  | { kind: 'over'; view: PlayerView<V>; log: GameEvent[] };

/** What a game's local module tells the hot-seat. */
export interface HotSeatGame<Setup, S, V> {
  def: GameDefinition<S>;
  /** The save's format tag (`diadochi-local-<game>`) and the game's name in its refusals. */
  format: string;
  name: string;
  /** The seats humans play in this game, in the game's order. */
  humans(setup: Setup, session: GameSession<S>): string[];
  /** The bot of a seat (`bot`), seeded per decision. */
  bot(seed: string): Bot<V>;
  /** The search bot of a seat (`l2`), seeded per decision. */
  l2(seed: string): Bot<V>;
}

/** What every game's set-up holds: who plays each seat. */
interface SeatedSetup {
  seats: Partial<Record<string, SeatKind>>;
}

const bad = (code: string, message: string): Result<never> => ({ ok: false, error: [{ code, message }] });

/** The events `viewer` may read (secret ones only to their addressees; nobody's secrets when null). */
export function visibleLog(session: GameSession<unknown>, viewer: string | null): GameEvent[] {
  return session.record.flatMap((r) => r.events.filter((e) => !e.to || (viewer !== null && e.to.includes(viewer))));
}

/** The session as a save reads back: what is kept is what a reload gives (byte-identical states). */
export function canonical<S>(session: GameSession<S>): GameSession<S> {
  return JSON.parse(saveGame(session)) as GameSession<S>;
}

export function hotSeat<Setup extends SeatedSetup, S, V>(g: HotSeatGame<Setup, S, V>) {
  type Game = LocalGame<Setup, S>;
  const view = (session: GameSession<S>, viewer: string | null) => playerView(g.def, session, viewer) as PlayerView<V>;

  function screenOf(game: Game): Screen<V> {
    const { session } = game;
    const { pending } = waitingOn(g.def, session);
    const hs = g.humans(game.setup, session);
    // With one human, he always holds the device; with several, nobody's hand shows between them.
    const watcher = hs.length === 1 ? hs[0]! : null;
    if (!pending) return { kind: 'over', view: view(session, watcher), log: visibleLog(session, watcher) };
    const seat = pending.players[0]!;
    const interrupt = pending.mode === 'interrupt';
    if (!hs.includes(seat)) return { kind: 'bot', seat, view: view(session, watcher), log: visibleLog(session, watcher), level: game.setup.seats[seat] === 'l2' ? 'l2' : 'bot' };
    if (game.holder !== seat && hs.length > 1) return { kind: 'pass', seat, view: view(session, null), log: visibleLog(session, null), interrupt };
    return { kind: 'play', seat, view: view(session, seat), log: visibleLog(session, seat), interrupt };
  }

  return {
    screenOf,
    /** The device is in the hands of the seat it was passed to. */
    acknowledge(game: Game): Game {
      const sc = screenOf(game);
      return sc.kind === 'pass' ? { ...game, holder: sc.seat } : game;
    },
    decide(game: Game, decision: unknown): Result<Game> {
      const sc = screenOf(game);
      if (sc.kind !== 'play') return bad('not-your-decision', 'No human decision is expected on this screen.');
      const r = submit(g.def, game.session, sc.seat, decision);
      if (!r.ok) return r;
      return { ok: true, value: { ...game, session: canonical(r.value.session), holder: sc.seat } };
    },
    /**
     * One decision of the bot whose turn it is, from its own view only. Deterministic: the page may
     * run it in a worker (structured clones of the game both ways) and gets the same game.
     */
    botStep(game: Game): Game {
      const sc = screenOf(game);
      if (sc.kind !== 'bot') return game;
      const { session } = game;
      const bot = (sc.level === 'l2' ? g.l2 : g.bot)(`${session.seed}:${sc.seat}:${session.record.length}`);
      const r = submit(g.def, session, sc.seat, askBot(g.def, session, sc.seat, bot as Bot<unknown>));
      return { ...game, session: canonical(r.ok ? r.value.session : resolveAtDeadline(g.def, session)) };
    },
    saveLocal(game: Game): string {
      return JSON.stringify({ format: g.format, setup: game.setup, game: saveGame(game.session) });
    },
    /** Reads a save; in hot-seat the holder is forgotten, so a reload asks who holds the device before a hand shows. */
    loadLocal(text: string): Result<Game> {
      let save: { format?: string; setup?: Setup; game?: string };
      try {
        save = JSON.parse(text) as typeof save;
      } catch {
        return bad('bad-json', 'The saved local game is not JSON.');
      }
      if (save?.format !== g.format || !save.setup || typeof save.game !== 'string') return bad('bad-format', `Not a saved local ${g.name} game.`);
      const loaded = loadGame(save.game);
      if (!loaded.ok) return loaded;
      if (loaded.value.ruleset !== g.def.id) return bad('bad-ruleset', `The save is a ${loaded.value.ruleset} game.`);
      return { ok: true, value: { setup: save.setup, session: loaded.value as GameSession<S>, holder: null } };
    },
  };
}
