import { playerView, replay, saveGame, waitingOn } from '@diadochi/kernel';
import type { GameDefinition, GameResult, GameSession, PlayerId, PlayerView } from '@diadochi/kernel';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import type { Judge } from './judge.ts';
import type { GameSettings } from './settings.ts';
import { loadSession, settingsOfRow } from './store.ts';
import type { GameRow } from './store.ts';
import { rolesOf, visibleEvents } from './viewer.ts';
import type { Role, Viewer } from './viewer.ts';

/** What anyone may know about a game (plus the caller's own roles, seat and preferences). */
export interface GameSummary {
  id: string;
  ruleset: string;
  title: string;
  status: GameRow['status'];
  gm: { name: string };
  settings: GameSettings;
  seatsCount: number;
  /** Before the start: who has joined. */
  members: { name: string }[];
  /** After the start: who plays which power. */
  seats: { power: PlayerId; player: string | null; controller: 'human' | 'bot' | 'default' }[];
  commitment: string;
  /** Revealed once the game is over. */
  seed?: string;
  step: number;
  phase: string | null;
  deadlineAt: number | null;
  pausedLeftMs: number | null;
  graceUsed: boolean;
  assignment: unknown;
  result: GameResult | null;
  createdAt: number;
  startedAt: number | null;
  endedAt: number | null;
  you: { roles: Role[]; power: PlayerId | null; joined: boolean; preferences?: PlayerId[] };
}

export async function gameSummary(judge: Judge, row: GameRow, viewer: Viewer): Promise<GameSummary> {
  const seats = await judge.seats(row);
  // Members matter (and may change) only before the start.
  const members = row.status === 'forming' ? await judge.db.selectFrom('members').selectAll().where('game_id', '=', row.id).orderBy('joined_at').execute() : [];
  const who = await judge.names([row.gm_id, ...members.map((m) => m.user_id), ...seats.flatMap((s) => (s.user_id ? [s.user_id] : []))]);
  const mine = viewer.user ? members.find((m) => m.user_id === viewer.user!.id) : undefined;
  const order = (JSON.parse(row.session) as { players: string[] }).players;
  const over = row.status === 'over';
  return {
    id: row.id,
    ruleset: row.ruleset,
    title: row.title,
    status: row.status,
    gm: { name: who.get(row.gm_id) ?? '?' },
    settings: settingsOfRow(row),
    seatsCount: row.seats_count,
    members: members.map((m) => ({ name: who.get(m.user_id) ?? '?' })),
    seats: [...seats]
      .sort((a, b) => order.indexOf(a.power) - order.indexOf(b.power))
      .map((s) => ({ power: s.power, player: s.user_id ? (who.get(s.user_id) ?? '?') : null, controller: s.controller })),
    commitment: row.commitment,
    ...(over ? { seed: (JSON.parse(row.session) as { seed: string }).seed } : {}),
    step: row.step,
    phase: row.phase,
    deadlineAt: row.deadline_at,
    pausedLeftMs: row.paused_left,
    graceUsed: row.grace_used === 1,
    assignment: row.assignment ? JSON.parse(row.assignment) : null,
    result: row.result ? (JSON.parse(row.result) as GameResult) : null,
    createdAt: row.created_at,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    you: {
      roles: rolesOf(viewer),
      power: viewer.power,
      joined: viewer.isMember,
      ...(mine && row.status === 'forming' ? { preferences: JSON.parse(mine.preferences) as string[] } : {}),
    },
  };
}

export interface GameView {
  game: GameSummary;
  /** The kernel's view for the caller's seat, or the spectators' view. */
  view: PlayerView;
  /** Pending powers that have declared themselves ready. */
  ready: PlayerId[];
  /** The caller's legal decisions now, when the game can list them. */
  legal: unknown[] | null;
}

function legalFor(def: GameDefinition, session: GameSession, power: PlayerId | null): unknown[] | null {
  if (!power || !def.legalDecisions) return null;
  const { pending } = waitingOn(def, session);
  if (!pending?.players.includes(power)) return null;
  try {
    return def.legalDecisions(session.state, power);
  } catch {
    return null;
  }
}

export async function gameView(judge: Judge, row: GameRow, viewer: Viewer): Promise<GameView> {
  const def = judge.def(row.ruleset);
  const { session, ready } = await loadSession(judge.db, judge.records, row);
  const power = row.status === 'forming' ? null : viewer.power;
  return {
    game: await gameSummary(judge, row, viewer),
    view: playerView(def, session, power),
    ready: [...ready].sort(),
    legal: legalFor(def, session, power),
  };
}

export interface HistoryStep {
  step: number;
  phase: string;
  resolvedAt: number;
  /** Powers that got the game's default decision (no orders received). */
  defaulted: PlayerId[];
  /** The result sheet: the events of the step the caller may see. */
  events: unknown[];
  /** The caller's own decision in that step. */
  decision?: unknown;
  /** Everyone's decisions and the dice, once the game is over. */
  decisions?: Record<PlayerId, unknown>;
  rolls?: unknown[];
}

export async function history(judge: Judge, row: GameRow, viewer: Viewer): Promise<HistoryStep[]> {
  const record = await judge.records.load(judge.db, row.id, row.step + 1);
  const times = await judge.db.selectFrom('steps').select(['step', 'resolved_at']).where('game_id', '=', row.id).execute();
  const when = new Map(times.map((t) => [t.step, t.resolved_at]));
  const over = row.status === 'over';
  const power = row.status === 'forming' ? null : viewer.power;
  return record.map((e) => ({
    step: e.step,
    phase: e.phase,
    resolvedAt: when.get(e.step) ?? 0,
    defaulted: e.defaulted,
    events: visibleEvents(e, power, over),
    ...(power !== null && power in e.decisions ? { decision: e.decisions[power] } : {}),
    ...(over ? { decisions: e.decisions, rolls: e.rolls } : {}),
  }));
}

/** The game as the caller saw it right after `step`, rebuilt from the record (replay). */
export async function viewAtStep(judge: Judge, row: GameRow, viewer: Viewer, step: number): Promise<PlayerView> {
  if (step > row.step) throw notFound(`Step ${step} has not been played yet.`);
  const def = judge.def(row.ruleset);
  const { session } = await loadSession(judge.db, judge.records, row);
  const past = replay(def, session, step);
  if (!past.ok) throw new HttpError(500, 'replay-failed', 'The record of this game does not replay.');
  return playerView(def, past.value, row.status === 'forming' ? null : viewer.power);
}

/** The kernel save of a finished game, with its seed: what `npx diadochi verify` checks. */
export async function gameFile(judge: Judge, row: GameRow): Promise<string> {
  if (row.status !== 'over') throw conflict('not-over', 'The game file (with its seed) is published when the game ends.');
  const { session } = await loadSession(judge.db, judge.records, row);
  return saveGame({ ...session, submissions: {} });
}
