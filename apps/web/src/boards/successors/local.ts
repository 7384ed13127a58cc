/**
 * Successors on this device (hot-seat for 2 to 4, or solo against the L1 bot): the kernel session
 * lives in memory and in localStorage, and each human sees only his own view — when another human
 * must decide (his turn, or a reaction window in the kernel's `interrupt` mode), the device is
 * passed first, so no hand is shown to the wrong player (successors 7). No DOM here.
 */
import { askBot, createGame, loadGame, playerView, resolveAtDeadline, saveGame, submit, waitingOn } from '@diadochi/kernel';
import type { Bot, GameEvent, GameSession, PlayerView, Result } from '@diadochi/kernel';
import { l1Bot, successors } from '@diadochi/successors';
import type { SuccessorsState, SuccessorsView } from '@diadochi/successors';

export type SeatKind = 'human' | 'bot';
export const FACTIONS = ['blue', 'red', 'yellow', 'black'] as const;

export interface LocalSetup {
  players: 2 | 3 | 4;
  /** A seat per faction in play (the first `players` of FACTIONS). */
  seats: Record<string, SeatKind>;
  seed: string;
}

export interface LocalGame {
  setup: LocalSetup;
  session: GameSession<SuccessorsState>;
  /** The human holding the device (saw the last screen); null: nobody yet. */
  holder: string | null;
}

export type Screen =
  | { kind: 'play'; seat: string; view: PlayerView<SuccessorsView>; log: GameEvent[]; interrupt: boolean }
  | { kind: 'pass'; seat: string; view: PlayerView<SuccessorsView>; log: GameEvent[]; interrupt: boolean }
  | { kind: 'bot'; seat: string; view: PlayerView<SuccessorsView>; log: GameEvent[] }
  | { kind: 'over'; view: PlayerView<SuccessorsView>; log: GameEvent[] };

export const STORE_KEY = 'diadochi.local.successors';
const FORMAT = 'diadochi-local-successors';

const bad = (code: string, message: string): Result<never> => ({ ok: false, error: [{ code, message }] });

export function newLocalGame(setup: LocalSetup): Result<LocalGame> {
  const created = createGame(successors, { options: { players: setup.players }, seed: setup.seed });
  if (!created.ok) return created;
  return { ok: true, value: { setup, session: canonical(created.value as GameSession<SuccessorsState>), holder: null } };
}

const humans = (g: LocalGame): string[] => g.session.state.factions.filter((f) => g.setup.seats[f] !== 'bot');

/** The events `viewer` may read (secret ones only to their addressees; nobody's secrets when null). */
export function visibleLog(session: GameSession<SuccessorsState>, viewer: string | null): GameEvent[] {
  return session.record.flatMap((r) => r.events.filter((e) => !e.to || (viewer !== null && e.to.includes(viewer))));
}

export function screenOf(game: LocalGame): Screen {
  const { session } = game;
  const { pending } = waitingOn(successors, session);
  const hs = humans(game);
  // with one human, he always holds the device; with several, nobody's hand shows between them
  const watcher = hs.length === 1 ? hs[0]! : null;
  if (!pending) return { kind: 'over', view: playerView(successors, session, watcher), log: visibleLog(session, watcher) };
  const seat = pending.players[0]!;
  const interrupt = pending.mode === 'interrupt';
  if (!hs.includes(seat)) return { kind: 'bot', seat, view: playerView(successors, session, watcher), log: visibleLog(session, watcher) };
  if (game.holder !== seat && hs.length > 1) return { kind: 'pass', seat, view: playerView(successors, session, null), log: visibleLog(session, null), interrupt };
  return { kind: 'play', seat, view: playerView(successors, session, seat), log: visibleLog(session, seat), interrupt };
}

export function acknowledge(game: LocalGame): LocalGame {
  const sc = screenOf(game);
  return sc.kind === 'pass' ? { ...game, holder: sc.seat } : game;
}

export function decide(game: LocalGame, decision: unknown): Result<LocalGame> {
  const sc = screenOf(game);
  if (sc.kind !== 'play') return bad('not-your-decision', 'No human decision is expected on this screen.');
  const r = submit(successors, game.session, sc.seat, decision);
  if (!r.ok) return r;
  return { ok: true, value: { ...game, session: canonical(r.value.session), holder: sc.seat } };
}

/** One decision of the L1 bot, from its own view only. */
export function botStep(game: LocalGame): LocalGame {
  const sc = screenOf(game);
  if (sc.kind !== 'bot') return game;
  const { session } = game;
  const bot = l1Bot(`${session.seed}:${sc.seat}:${session.record.length}`) as Bot<SuccessorsView>;
  const r = submit(successors, session, sc.seat, askBot(successors, session, sc.seat, bot));
  return { ...game, session: canonical(r.ok ? r.value.session : resolveAtDeadline(successors, session)) };
}

function canonical(session: GameSession<SuccessorsState>): GameSession<SuccessorsState> {
  return JSON.parse(saveGame(session)) as GameSession<SuccessorsState>;
}

export function saveLocal(game: LocalGame): string {
  return JSON.stringify({ format: FORMAT, setup: game.setup, game: saveGame(game.session) });
}

/** Reads a save; in hot-seat the holder is forgotten, so a reload asks who holds the device before a hand shows. */
export function loadLocal(text: string): Result<LocalGame> {
  let save: { format?: string; setup?: LocalSetup; game?: string };
  try {
    save = JSON.parse(text) as typeof save;
  } catch {
    return bad('bad-json', 'The saved local game is not JSON.');
  }
  if (save?.format !== FORMAT || !save.setup || typeof save.game !== 'string') return bad('bad-format', 'Not a saved local Successors game.');
  const loaded = loadGame(save.game);
  if (!loaded.ok) return loaded;
  if (loaded.value.ruleset !== successors.id) return bad('bad-ruleset', `The save is a ${loaded.value.ruleset} game.`);
  return { ok: true, value: { setup: save.setup, session: loaded.value as GameSession<SuccessorsState>, holder: null } };
}
