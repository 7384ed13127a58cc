/**
 * PhalanXX on this device (hot-seat and solo): the kernel session lives in memory and in
 * localStorage, bots play in the browser, and each human sees only his own view. No DOM
 * here, so the whole logic is tested without a browser; `pages/local-phalanxx.ts` draws it.
 *
 * The page asks `screenOf` what to show, then calls exactly one of `acknowledge` (the
 * pass-the-device screen was clicked), `decide` (a human chose a legal decision) or
 * `botStep` (a bot's turn). Each returns a new game; nothing is mutated.
 */
import { askBot, createGame, loadGame, playerView, problemLine, resolveAtDeadline, saveGame, submit, waitingOn } from '@diadochi/kernel';
import type { Bot, GameResult, GameSession, Lang, PlayerId, PlayerView, Problem, Result } from '@diadochi/kernel';
import { greedyBot, phalanxx, strongBot } from '@diadochi/phalanxx';
import type { PhalanxxState, PhalanxxView } from '@diadochi/phalanxx';

export type SeatKind = 'human' | 'greedy' | 'strong';

export interface LocalSetup {
  players: number;
  expert: boolean;
  /** One kind per seat, in table order. */
  seats: SeatKind[];
  /** The game's dice seed. */
  seed: string;
}

export interface LocalGame {
  setup: LocalSetup;
  session: GameSession<PhalanxxState>;
  /** The human who holds the device now (saw the last screen); null: nobody yet. */
  holder: PlayerId | null;
}

export type Screen =
  /** A human must decide; `view` is his own, `legal` the engine's list. */
  | { kind: 'play'; seat: PlayerId; view: PlayerView<PhalanxxView>; legal: unknown[] }
  /** Another human's turn: the device must be passed. `view` is a spectator's: no hand in it. */
  | { kind: 'pass'; seat: PlayerId; view: PlayerView<PhalanxxView> }
  /** A bot's turn: the page calls `botStep` after a short delay. */
  | { kind: 'bot'; seat: PlayerId; view: PlayerView<PhalanxxView> }
  | { kind: 'over'; result: GameResult; view: PlayerView<PhalanxxView> };

const SAVE_FORMAT = 'diadochi-local';
const SAVE_VERSION = 1;
export const STORE_KEY = 'diadochi.local.phalanxx';

const bad = (code: string, message: string): Result<never> => ({ ok: false, error: [{ code, message }] });

export function newLocalGame(setup: LocalSetup): Result<LocalGame> {
  if (setup.seats.length !== setup.players) return bad('bad-seats', `${setup.players} players need ${setup.players} seat kinds.`);
  const created = createGame(phalanxx, { options: { players: setup.players, expert: setup.expert }, seed: setup.seed });
  if (!created.ok) return created;
  return { ok: true, value: { setup: { ...setup, seats: [...setup.seats] }, session: canonical(created.value), holder: null } };
}

export function kindOf(game: LocalGame, seat: PlayerId): SeatKind {
  return game.setup.seats[game.session.players.indexOf(seat)] ?? 'greedy';
}

export function humans(game: LocalGame): PlayerId[] {
  return game.session.players.filter((p) => kindOf(game, p) === 'human');
}

/** What the device shows now. */
export function screenOf(game: LocalGame): Screen {
  const { session } = game;
  const { pending } = waitingOn(phalanxx, session);
  if (!pending) {
    const view = playerView(phalanxx, session, null);
    return { kind: 'over', result: view.result ?? { winners: [], reason: 'over' }, view };
  }
  const seat = pending.players[0]!;
  if (kindOf(game, seat) !== 'human') return { kind: 'bot', seat, view: playerView(phalanxx, session, lookingOn(game)) };
  // With a single human nobody else can look at the screen: no need to pass the device.
  if (game.holder !== seat && humans(game).length > 1) return { kind: 'pass', seat, view: playerView(phalanxx, session, null) };
  return { kind: 'play', seat, view: playerView(phalanxx, session, seat), legal: phalanxx.legalDecisions?.(session.state, seat) ?? [] };
}

/** Whose view to show while bots play: the only human's, else nobody's (hot-seat: no hand shown). */
function lookingOn(game: LocalGame): PlayerId | null {
  const h = humans(game);
  return h.length === 1 ? h[0]! : null;
}

/** The pass screen was clicked: the device is now in the hands of the seat to play. */
export function acknowledge(game: LocalGame): LocalGame {
  const screen = screenOf(game);
  return screen.kind === 'pass' ? { ...game, holder: screen.seat } : game;
}

/** A human's decision; refused when it is not his turn on the screen or the engine rejects it. */
export function decide(game: LocalGame, decision: unknown): Result<LocalGame> {
  const screen = screenOf(game);
  if (screen.kind !== 'play') return bad('not-your-turn', 'No human decision is expected on this screen.');
  const r = submit(phalanxx, game.session, screen.seat, decision);
  if (!r.ok) return r;
  return { ok: true, value: { ...game, session: canonical(r.value.session), holder: screen.seat } };
}

/**
 * One bot decision. The bot is made afresh from the game's seed and the step number, so a
 * reloaded game plays on exactly as it would have without the reload.
 */
export function botStep(game: LocalGame): LocalGame {
  const screen = screenOf(game);
  if (screen.kind !== 'bot') return game;
  const { session } = game;
  const step = session.record.length;
  const seed = `${session.seed}:${screen.seat}:${step}`;
  const bot: Bot<PhalanxxView> = kindOf(game, screen.seat) === 'strong' ? strongBot({ seed }) : greedyBot(seed);
  const r = submit(phalanxx, session, screen.seat, askBot(phalanxx, session, screen.seat, bot));
  // A refused bot decision falls back to the game's no-move-received rule, as in `autoplay`.
  return { ...game, session: canonical(r.ok ? r.value.session : resolveAtDeadline(phalanxx, session)) };
}

/**
 * The session as a reload gives it back: the save sorts object keys, and the engine's lists
 * of decisions (so the bots' choices) follow key order. Keeping the in-memory session in the
 * saved form makes a reloaded game play on exactly like the one that never left memory.
 */
function canonical(session: GameSession<PhalanxxState>): GameSession<PhalanxxState> {
  return JSON.parse(saveGame(session)) as GameSession<PhalanxxState>;
}

interface LocalSave {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  setup: LocalSetup;
  holder: PlayerId | null;
  /** The kernel's own save (`saveGame`). */
  game: string;
}

export function saveLocal(game: LocalGame): string {
  const save: LocalSave = { format: SAVE_FORMAT, version: SAVE_VERSION, setup: game.setup, holder: game.holder, game: saveGame(game.session) };
  return JSON.stringify(save);
}

/**
 * Reads a save. In hot-seat the device holder is forgotten, so after a reload the pass
 * screen asks again who holds the device before any hand is shown.
 */
export function loadLocal(text: string): Result<LocalGame> {
  let save: Partial<LocalSave>;
  try {
    save = JSON.parse(text) as Partial<LocalSave>;
  } catch {
    return bad('bad-json', 'The saved local game is not JSON.');
  }
  if (save?.format !== SAVE_FORMAT || save.version !== SAVE_VERSION || !save.setup || typeof save.game !== 'string') {
    return bad('bad-format', 'Not a saved local PhalanXX game.');
  }
  const loaded = loadGame(save.game);
  if (!loaded.ok) return loaded;
  if (loaded.value.ruleset !== phalanxx.id) return bad('bad-ruleset', `The save is a ${loaded.value.ruleset} game.`);
  const game: LocalGame = { setup: save.setup, session: loaded.value as GameSession<PhalanxxState>, holder: save.holder ?? null };
  return { ok: true, value: humans(game).length > 1 ? { ...game, holder: null } : game };
}

/** The part of `Storage` used here (localStorage in the page, a Map in tests). */
export interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function storeGame(store: Store, game: LocalGame): void {
  try {
    store.setItem(STORE_KEY, saveLocal(game));
  } catch {
    // storage full or disabled: the game goes on in memory only
  }
}

export function restoreGame(store: Store): LocalGame | null {
  const text = store.getItem(STORE_KEY);
  if (!text) return null;
  const r = loadLocal(text);
  return r.ok ? r.value : null;
}

export function forgetGame(store: Store): void {
  store.removeItem(STORE_KEY);
}

/** The problems in the reader's language, from their codes through PhalanXX's catalogs. */
export function problemText(problems: Problem[], lang: Lang = 'en'): string {
  return problems.map((p) => problemLine(phalanxx, p, lang)).join(' ');
}
