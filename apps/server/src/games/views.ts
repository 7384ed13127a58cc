import { playerView, replay, saveGame } from '@diadochi/kernel';
import type { GameDefinition, GameResult, PlayerId, PlayerView } from '@diadochi/kernel';
import type { GameSummary, GameView, HistoryStep } from '../api.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import type { Judge } from './judge.ts';
import { namesHidden, shownName } from './anonymity.ts';
import { absencesOf } from './attendance.ts';
import { paceOf } from './pace.ts';
import type { StepEntry } from './step-cache.ts';
import { currentSubmissions, loadSession, settingsOfRow, viewReads } from './store.ts';
import { draftOfRow } from './submissions.ts';
import { awayList } from './vacations.ts';
import type { GameRow } from './store.ts';
import { rolesOf, visibleEvents } from './viewer.ts';
import type { Viewer } from './viewer.ts';

// The response shapes live in api.ts, shared with the web client.
export type { GameSummary, GameView, HistoryStep };

export async function gameSummary(judge: Judge, row: GameRow, viewer: Viewer): Promise<GameSummary> {
  const seats = await judge.seats(row);
  // Members matter (and may change) only before the start.
  const members = row.status === 'forming' ? await judge.db.selectFrom('members').selectAll().where('game_id', '=', row.id).orderBy('joined_at').execute() : [];
  const who = await judge.names([row.gm_id, ...members.map((m) => m.user_id), ...seats.flatMap((s) => (s.user_id ? [s.user_id] : []))]);
  const mine = viewer.user ? members.find((m) => m.user_id === viewer.user!.id) : undefined;
  // The step's parsed session, shared with every request of the step (issue 22).
  const entry = judge.steps.of(row, judge.defs.get(row.ruleset));
  const core = entry.core;
  const order = core.players;
  const over = row.status === 'over';
  // Asked of the rules once per step (issue 22), not at every summary.
  const out = row.status === 'running' || row.status === 'paused' ? entry.eliminated : new Set<string>();
  const settings = settingsOfRow(row);
  // Issue 21 item 4: everyone sees that a bot plays for an absent player, and since when.
  const absences = row.status === 'running' || row.status === 'paused' ? absencesOf(row) : {};
  // Issue 21 item 5: an anonymous game names nobody but the caller until it is over.
  const hidden = namesHidden(row, viewer);
  return {
    id: row.id,
    ruleset: row.ruleset,
    title: row.title,
    status: row.status,
    gm: { name: who.get(row.gm_id) ?? '?' },
    settings,
    pace: paceOf(settings.deadlines),
    seatsCount: row.seats_count,
    members: members.map((m) => ({ name: shownName(hidden, viewer, m.user_id, who) })),
    seats: [...seats]
      .sort((a, b) => order.indexOf(a.power) - order.indexOf(b.power))
      .map((s) => {
        const since = s.controller === 'human' ? absences[s.power]?.since : null;
        const player = s.user_id ? shownName(hidden, viewer, s.user_id, who) : null;
        return {
          power: s.power,
          player,
          ...(s.user_id && player === null ? { anonymous: true as const } : {}),
          controller: s.controller,
          ...(out.has(s.power) ? { out: true } : {}),
          ...(s.controller === 'bot' && s.bot_level ? { botLevel: s.bot_level } : {}),
          ...(since !== null && since !== undefined ? { standInSince: since } : {}),
        };
      }),
    commitment: row.commitment,
    ...(over ? { seed: core.seed } : {}),
    step: row.step,
    phase: row.phase,
    deadlineAt: row.deadline_at,
    pausedLeftMs: row.paused_left,
    humansOut: row.humans_out,
    graceUsed: row.grace_used === 1,
    assignment: row.assignment && !hidden ? JSON.parse(row.assignment) : null,
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
    // The link's token, for the referee to send (issue 17 item 12); nobody else is given it.
    ...(row.invite !== null && (viewer.isGm || viewer.isAdmin) ? { invite: row.invite } : {}),
  };
}

/**
 * A player's legal decisions, listed once per game step and player: Les Diadoques lists them by
 * judging sample orders (tens of ms a seat), and a page asks for its game view at every socket
 * message. A step's state never changes, so its list is kept with the step (`StepCache`, issue 22).
 */
function legalFor(judge: Judge, def: GameDefinition, step: StepEntry, power: PlayerId | null): unknown[] | null {
  const legalDecisions = def.legalDecisions?.bind(def);
  if (!power || !legalDecisions) return null;
  if (!step.pending?.players.includes(power)) return null;
  return judge.steps.legal(step, power, () => {
    try {
      return legalDecisions(step.core.state, power);
    } catch {
      return null;
    }
  });
}

/**
 * A seat's view of the game now: the kernel's `playerView`, built once per step and seat
 * (`StepCache`, issue 22) without the step's submissions, which change at every decision and
 * are added here as the kernel would (`missing`, `mySubmission`).
 */
export async function currentView(judge: Judge, def: GameDefinition, row: GameRow, power: PlayerId | null, submissions: Record<string, unknown>): Promise<{ view: PlayerView; step: StepEntry }> {
  const step = judge.steps.of(row, def);
  const base = await judge.steps.view(step, power, async () => {
    const record = await judge.records.load(judge.db, row.id, row.step + 1);
    return playerView(def, { ...step.core, record, submissions: {} }, power);
  });
  const missing = base.pending ? base.pending.players.filter((p) => !(p in submissions)) : [];
  const mine = power !== null && power in submissions ? { mySubmission: submissions[power] } : {};
  return { view: { ...base, missing, ...mine }, step };
}

export async function gameView(judge: Judge, row: GameRow, viewer: Viewer): Promise<GameView> {
  return (await gameViewOf(judge, row, viewer)).out;
}

/**
 * `JSON.stringify(gameView(…))`, the same text, with the per-step parts of a seat's view and its
 * legal decisions as kept by the step cache (issue 22: the view's log grows with the game; it
 * was serialized again at every request). Only what changes per request is serialized here.
 */
export async function gameViewText(judge: Judge, row: GameRow, viewer: Viewer): Promise<string> {
  const { out, step, power, agreed } = await gameViewOf(judge, row, viewer);
  const cut = agreed ? null : judge.steps.viewText(step, power);
  const legal = out.legal === null ? 'null' : power !== null ? judge.steps.legalText(step, power) : null;
  if (!cut || legal === null) return JSON.stringify(out);
  const v = out.view;
  const view = `${cut.head}${cut.head.length > 1 ? ',' : ''}"missing":${JSON.stringify(v.missing)}${cut.tail ? `,${cut.tail}` : ''}${'mySubmission' in v ? `,"mySubmission":${JSON.stringify(v.mySubmission)}` : ''}}`;
  return `{"game":${JSON.stringify(out.game)},"view":${view},"ready":${JSON.stringify(out.ready)},"legal":${legal},"draft":${JSON.stringify(out.draft)}}`;
}

async function gameViewOf(judge: Judge, row: GameRow, viewer: Viewer): Promise<{ out: GameView; step: StepEntry; power: PlayerId | null; agreed: GameResult | null }> {
  const def = judge.def(row.ruleset);
  const power = row.status === 'forming' ? null : viewer.power;
  // Independent reads, at once (issue 22: on PostgreSQL each is a round trip of its own).
  // Issue 21 item 3: who the game waits for on vacation (the seat and the date only).
  // A seat of a game under way reads the three at once (`viewReads`, issue 22).
  const [{ submissions, ready }, away, draft] =
    power !== null && (row.status === 'running' || row.status === 'paused')
      ? await viewReads(judge.db, row, power, judge.now()).then((r) => [r, awayList(r.away), draftOfRow(row, r.draft)] as const)
      : await Promise.all([currentSubmissions(judge.db, row), judge.vacations.away(row), judge.draftOf(row, power)]);
  const { view, step } = await currentView(judge, def, row, power, submissions);
  // Issue 21 item 5: a game ended by agreement (`votes.ts`) ends on its row, not in the rules' state.
  const agreed = row.status === 'over' && !view.result && row.result ? (JSON.parse(row.result) as GameResult) : null;
  const summary = await gameSummary(judge, row, viewer);
  const out: GameView = {
    game: away.length > 0 ? { ...summary, vacations: away } : summary,
    view: agreed ? { ...view, pending: null, missing: [], result: agreed } : view,
    ready: [...ready].sort(),
    legal: agreed ? null : legalFor(judge, def, step, power),
    // Only ever the caller's own draft (issue 17 item 5).
    draft,
  };
  return { out, step, power, agreed };
}

/**
 * The result sheets of steps `from`… (all by default): a board following a long game (Successors
 * plays some 2,000 steps) asks only for the steps it has not seen, not for the whole record at
 * every step.
 */
export async function history(judge: Judge, row: GameRow, viewer: Viewer, from = 0): Promise<HistoryStep[]> {
  const record = (await judge.records.load(judge.db, row.id, row.step + 1)).slice(from);
  const times = await judge.db.selectFrom('steps').select(['step', 'resolved_at']).where('game_id', '=', row.id).where('step', '>=', from).execute();
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
