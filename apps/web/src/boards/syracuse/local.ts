/**
 * Syracuse on this device (hot-seat, or one player against the catalog's bot): the kernel
 * session lives in memory and in localStorage, and each human sees only his own view — when the
 * other human must decide (his turn, or a reaction in the kernel's `interrupt` mode), the device
 * is passed first, so no hand is shown to the wrong player (`syracuse 2.A.1`). No DOM here.
 */
import { askBot, createGame, loadGame, playerView, resolveAtDeadline, saveGame, submit, waitingOn } from '@diadochi/kernel';
import type { Bot, GameEvent, GameSession, PlayerView, Problem, Result } from '@diadochi/kernel';
import { heuristicBot, syracuse } from '@diadochi/syracuse';
import type { ScenarioId, SyracuseState, SyracuseView } from '@diadochi/syracuse';

export type Side = 'ath' | 'syr';
export type SeatKind = 'human' | 'bot';

export interface LocalSetup {
  scenario: ScenarioId;
  seats: Record<Side, SeatKind>;
  seed: string;
}

export interface LocalGame {
  setup: LocalSetup;
  session: GameSession<SyracuseState>;
  /** The human holding the device (saw the last screen); null: nobody yet. */
  holder: Side | null;
}

export type Screen =
  | { kind: 'play'; side: Side; view: PlayerView<SyracuseView>; log: GameEvent[]; interrupt: boolean }
  | { kind: 'pass'; side: Side; view: PlayerView<SyracuseView>; log: GameEvent[]; interrupt: boolean }
  | { kind: 'bot'; side: Side; view: PlayerView<SyracuseView>; log: GameEvent[] }
  | { kind: 'over'; view: PlayerView<SyracuseView>; log: GameEvent[] };

export const STORE_KEY = 'diadochi.local.syracuse';
const FORMAT = 'diadochi-local-syracuse';

const bad = (code: string, message: string): Result<never> => ({ ok: false, error: [{ code, message }] });

export function newLocalGame(setup: LocalSetup): Result<LocalGame> {
  const created = createGame(syracuse, { options: { scenario: setup.scenario }, seed: setup.seed });
  if (!created.ok) return created;
  return { ok: true, value: { setup, session: canonical(created.value), holder: null } };
}

const humans = (g: LocalGame): Side[] => (['ath', 'syr'] as Side[]).filter((s) => g.setup.seats[s] === 'human');

/** The events `viewer` may read (secret ones only to their addressees; nobody's secrets when null). */
export function visibleLog(session: GameSession<SyracuseState>, viewer: Side | null): GameEvent[] {
  return session.record.flatMap((r) => r.events.filter((e) => !e.to || (viewer !== null && e.to.includes(viewer))));
}

export function screenOf(game: LocalGame): Screen {
  const { session } = game;
  const { pending } = waitingOn(syracuse, session);
  const hs = humans(game);
  if (!pending) {
    const viewer = hs.length === 1 ? hs[0]! : null;
    return { kind: 'over', view: playerView(syracuse, session, viewer), log: visibleLog(session, viewer) };
  }
  const side = pending.players[0] as Side;
  const interrupt = pending.mode === 'interrupt';
  if (game.setup.seats[side] === 'bot') {
    const viewer = hs.length === 1 ? hs[0]! : null;
    return { kind: 'bot', side, view: playerView(syracuse, session, viewer), log: visibleLog(session, viewer) };
  }
  if (game.holder !== side && hs.length > 1) return { kind: 'pass', side, view: playerView(syracuse, session, null), log: visibleLog(session, null), interrupt };
  return { kind: 'play', side, view: playerView(syracuse, session, side), log: visibleLog(session, side), interrupt };
}

export function acknowledge(game: LocalGame): LocalGame {
  const sc = screenOf(game);
  return sc.kind === 'pass' ? { ...game, holder: sc.side } : game;
}

export function decide(game: LocalGame, decision: unknown): Result<LocalGame> {
  const sc = screenOf(game);
  if (sc.kind !== 'play') return bad('not-your-turn', 'No human decision is expected on this screen.');
  const r = submit(syracuse, game.session, sc.side, decision);
  if (!r.ok) return r;
  return { ok: true, value: { ...game, session: canonical(r.value.session), holder: sc.side } };
}

/** One decision of the catalog's bot (the heuristic L1 bot), from its own view only. */
export function botStep(game: LocalGame): LocalGame {
  const sc = screenOf(game);
  if (sc.kind !== 'bot') return game;
  const { session } = game;
  const bot = heuristicBot(`${session.seed}:${sc.side}:${session.record.length}`) as Bot<SyracuseView>;
  const r = submit(syracuse, session, sc.side, askBot(syracuse, session, sc.side, bot));
  return { ...game, session: canonical(r.ok ? r.value.session : resolveAtDeadline(syracuse, session)) };
}

function canonical(session: GameSession<SyracuseState>): GameSession<SyracuseState> {
  return JSON.parse(saveGame(session)) as GameSession<SyracuseState>;
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
  if (save?.format !== FORMAT || !save.setup || typeof save.game !== 'string') return bad('bad-format', 'Not a saved local Syracuse game.');
  const loaded = loadGame(save.game);
  if (!loaded.ok) return loaded;
  if (loaded.value.ruleset !== syracuse.id) return bad('bad-ruleset', `The save is a ${loaded.value.ruleset} game.`);
  return { ok: true, value: { setup: save.setup, session: loaded.value as GameSession<SyracuseState>, holder: null } };
}

export function problemText(problems: Problem[]): string {
  return problems.map((p) => p.message).join(' ');
}
