import type { PlayerId, Problem, Result } from '@diadochi/kernel';
import type { Kysely } from 'kysely';
import type { User } from '../accounts.ts';
import type { Draft, SubmitOutcome } from '../api.ts';
import type { Database } from '../db/schema.ts';
import { EngineTimeout } from '../engine/engine.ts';
import { EngineBusy } from '../engine/pool.ts';
import { conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import type { Adjudication, HeldNotice } from './adjudication.ts';
import { absencesColumn, absencesOf, awaitsHuman, humansPresent } from './attendance.ts';
import type { Absences } from './attendance.ts';
import type { JudgeCore, JudgeLimits } from './judge-core.ts';
import type { Trx } from './store-games.ts';
import type { DraftRow, GameRow } from './store.ts';

export interface SubmitInput {
  decision: unknown;
  ready: boolean;
  step?: number | undefined;
  /**
   * The game's row as the caller read it just before (the route's access check): the first
   * attempt is checked against it instead of reading it again (issue 22). The transaction
   * compares it with the row it locks, as with a fresh read; a row that fails the checks is
   * read again, so it never refuses what a fresh read would accept.
   */
  row?: GameRow | undefined;
}

/** Cuts a string echoed back to a client (a refused order may quote the whole order). */
function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/** A problem's data with every string cut, at most 20 entries per object or array and 4 levels deep. */
function cutData(data: unknown, max: number, depth = 0): unknown {
  if (typeof data === 'string') return cut(data, max);
  if (data === null || typeof data !== 'object') return data;
  if (depth >= 4) return undefined;
  if (Array.isArray(data)) return data.slice(0, 20).map((x) => cutData(x, max, depth + 1));
  return Object.fromEntries(Object.entries(data).slice(0, 20).map(([k, v]) => [cut(k, 60), cutData(v, max, depth + 1)]));
}

/** A refusal's problems, bounded: at most `limits.problemsPerReply`, each message and datum cut. */
export function boundedProblems(problems: Problem[], limits: Pick<JudgeLimits, 'problemsPerReply' | 'echoChars'>): Problem[] {
  const kept = problems.slice(0, limits.problemsPerReply).map((p) => ({
    ...p,
    message: cut(p.message, limits.echoChars),
    ...(p.data !== undefined ? { data: cutData(p.data, limits.echoChars) as Record<string, unknown> } : {}),
    ...(p.path ? { path: p.path.slice(0, 10).map((x) => (typeof x === 'string' ? cut(x, 60) : x)) } : {}),
  }));
  if (problems.length > kept.length) {
    kept.push({ code: 'more-problems', message: `${problems.length - kept.length} more problems not listed.`, data: { more: problems.length - kept.length } });
  }
  return kept;
}

/** An engine job over its budget or refused for load, as the HTTP error the caller gets. */
function engineError(e: unknown): unknown {
  if (e instanceof EngineTimeout) return new HttpError(422, 'engine-timeout', `The rules engine did not finish within ${e.budgetMs} ms; nothing was stored.`);
  if (e instanceof EngineBusy) return new HttpError(503, 'engine-busy', 'The rules engine is busy; try again in a moment.');
  return e;
}

/** A seat's stored draft as its owner is shown it: only the draft of the game's current step. */
export function draftOfRow(row: GameRow, d: DraftRow | undefined): Draft | null {
  if (!d || d.step !== row.step) return null;
  return { step: d.step, decision: JSON.parse(d.decision) as unknown, problems: d.problems === null ? null : (JSON.parse(d.problems) as Problem[]), savedAt: d.updated_at };
}

/** A decision write's outcome; `row`: the game's row as the write left it. */
type Done = { row: GameRow; power: PlayerId; allReady: boolean };

/** A player's decisions: submitted, ready or not, retracted, and drafts. */
export class Submissions {
  constructor(
    private readonly c: JudgeCore,
    private readonly adjudication: Adjudication,
  ) {}

  private async seatOf(db: Kysely<Database>, row: GameRow, userId: string): Promise<PlayerId> {
    const power = await this.c.seatOf(row, userId, db);
    if (!power) throw forbidden('You do not play in this game.');
    return power;
  }

  /** Shared checks of decision writes; returns the pending players. `lock`: inside a transaction, lock the game row. */
  private async decisionContext(db: Kysely<Database>, user: User, gameId: string, step: number | undefined, lock: boolean, known?: GameRow) {
    const row = known ?? (lock ? await this.c.store.lockGame(db, gameId) : await this.c.store.findGame(gameId, db));
    if (!row) throw notFound('No such game.');
    if (row.status !== 'running' && row.status !== 'paused') throw conflict('not-running', `The game is ${row.status}.`);
    const power = await this.seatOf(db, row, user.id);
    if (step !== undefined && step !== row.step) {
      throw conflict('stale-step', `Step ${step} is over; the game is at step ${row.step}.`);
    }
    const def = this.c.def(row.ruleset);
    // The step's parsed state, shared by every request of the step (issue 22).
    const current = this.c.steps.of(row, def);
    const pending = current.pending;
    if (!pending) throw conflict('game-over', 'The game is over: no decision is expected.');
    if (!pending.players.includes(power)) {
      throw conflict('not-your-decision', `No decision is expected from ${power} now (phase ${pending.phase}).`);
    }
    return { row, power, def, state: current.core.state, pending };
  }

  /**
   * The pending seats whose human the judge waits for: seats without a human never are (their
   * decisions are made at adjudication), nor are those a bot stands in for while another human plays.
   */
  private async awaited(db: Kysely<Database>, row: GameRow, pendingPlayers: PlayerId[], absences: Absences): Promise<PlayerId[]> {
    const seats = await this.c.seats(row, db);
    const present = humansPresent(seats, absences);
    return pendingPlayers.filter((p) => awaitsHuman(seats.find((s) => s.power === p), absences, present));
  }

  /** Whether every pending human is ready (`awaited`), from the submissions as the transaction sees them. */
  private async readyAfter(trx: Trx, row: GameRow, pendingPlayers: PlayerId[], absences: Absences): Promise<boolean> {
    const subs = await this.c.store.submissions(trx, row.id, row.step);
    const ready = new Set(subs.filter((s) => s.ready).map((s) => s.power));
    return (await this.awaited(trx, row, pendingPlayers, absences)).every((p) => ready.has(p));
  }

  /**
   * Issue 21 item 4: the player is back — by a decision or by "I'm back" — so his run of missed
   * phases ends and no bot plays for him any more. Returns the game's absences after that.
   */
  private back(row: GameRow, power: PlayerId): { absences: Absences; patch: { absences?: string | null } } {
    const absences = absencesOf(row);
    if (!(power in absences)) return { absences, patch: {} };
    const { [power]: _gone, ...rest } = absences;
    return { absences: rest, patch: { absences: absencesColumn(rest) } };
  }

  /** The engine's verdict on a decision; over budget or refused for load, the typed HTTP error. */
  private async validated(ruleset: string, state: unknown, power: PlayerId, decision: unknown): Promise<Result<unknown>> {
    try {
      return await this.c.engine.validate(ruleset, state, power, decision);
    } catch (e) {
      throw engineError(e);
    }
  }

  /**
   * Stores a decision (durably, before replying); adjudicates at once when it makes every
   * pending player ready. The decision is validated off the event loop against the state of the
   * row read before (the route's access check, else a fresh read), then written in one atomic
   * write guarded by that row's version (`GameStore.writeDecision`, issue 22: nothing is read
   * again inside a transaction). If the row moved on meanwhile, it is read again and checked
   * again; the decision is validated again only if the step, the state or the seat changed.
   * What is stored is the game's normalised form of the decision.
   */
  async submit(user: User, gameId: string, input: SubmitInput): Promise<SubmitOutcome> {
    const c = this.c;
    return c.inLane(gameId, async () => {
      let done: Done | null = null;
      let checked: { step: number; session: string; power: PlayerId; value: unknown } | null = null;
      let validations = 0;
      for (let attempt = 0; !done; attempt++) {
        // Another write of the game won the race: each try reads the row again; bounded all the same.
        if (attempt >= 10) throw conflict('game-moving', 'The game changed while your decision was checked; send it again.');
        const known = attempt === 0 && input.row?.id === gameId ? input.row : undefined;
        const seen = known
          ? await this.decisionContext(c.db, user, gameId, input.step, false, known).catch(() => this.decisionContext(c.db, user, gameId, input.step, false))
          : await this.decisionContext(c.db, user, gameId, input.step, false);
        const { row, power, pending } = seen;
        if (!checked || checked.step !== row.step || checked.session !== row.session || checked.power !== power) {
          if (validations++ >= 3) throw conflict('game-moving', 'The game changed while your decision was checked; send it again.');
          const verdict = await this.validated(seen.def.id, seen.state, power, input.decision);
          if (!verdict.ok) throw new HttpError(422, 'invalid-decision', 'The decision has problems; nothing was stored.', boundedProblems(verdict.error, c.limits));
          checked = { step: row.step, session: row.session, power, value: verdict.value };
        }
        const { absences, patch } = this.back(row, power);
        const awaited = await this.awaited(c.db, row, pending.players, absences);
        const values = { decision: JSON.stringify(checked.value), ready: input.ready ? 1 : 0, step: row.step, updated_at: c.now() };
        const written = await c.store.writeDecision(row, power, values, awaited, 'absences' in patch ? patch.absences : undefined);
        if (!written) continue;
        const after: GameRow = { ...row, ...patch, all_ready: written.allReady ? 1 : 0, version: row.version + 1 };
        done = { row: after, power, allReady: written.allReady };
      }
      c.stats.submissions++;
      return this.outcome(gameId, done, input.ready, user);
    });
  }

  /**
   * The write's notice, and the reply to it; adjudicates first when everyone is ready (already in
   * the game's lane). The notice of a write that makes everyone ready leaves with the results it
   * causes (`HeldNotice`), or alone after the attempt if the step was not resolved.
   */
  private async outcome(gameId: string, done: Done, ready: boolean, user: User): Promise<SubmitOutcome> {
    const step = done.row.step;
    const held: HeldNotice = { gameId, notice: { step, power: done.power, ready, userId: user.id }, published: false };
    const publish = () => (held.published ? Promise.resolve() : this.c.publish([{ kind: 'submitted', gameId, ...held.notice }]));
    if (!(done.allReady && done.row.status === 'running')) {
      await publish();
      return { step, power: done.power, ready, currentStep: step, adjudicated: false };
    }
    try {
      const { currentStep, failure } = await this.adjudication.adjudicateNow(gameId, step, done.row, held);
      return { step, power: done.power, ready, currentStep, adjudicated: currentStep !== step, ...(failure ? { adjudication: failure } : {}) };
    } finally {
      await publish();
    }
  }

  async setReady(user: User, gameId: string, ready: boolean, step?: number): Promise<SubmitOutcome> {
    const c = this.c;
    return c.inLane(gameId, async () => {
      const done = await c.store.tx(async (trx) => {
        const { row, power, pending } = await this.decisionContext(trx, user, gameId, step, true);
        if (!(await c.store.setSubmissionReady(trx, gameId, power, row.step, ready, c.now()))) throw conflict('nothing-submitted', 'Submit a decision before saying you are ready.');
        const { absences, patch } = this.back(row, power);
        const allReady = await this.readyAfter(trx, row, pending.players, absences);
        await c.store.saveGame(trx, row, { ...patch, all_ready: allReady ? 1 : 0 });
        // The row as this write left it (the adjudication that may follow starts from it).
        return { row: { ...row, ...patch, all_ready: allReady ? 1 : 0, version: row.version + 1 }, power, allReady };
      });
      return this.outcome(gameId, done, ready, user);
    });
  }

  /**
   * Saves the caller's draft of the current step exactly as typed, valid or not, apart from his
   * submitted decision (issue 17 item 5): nothing is adjudicated from it, and it is shown to no
   * one else. The rules check it (off the event loop) and their problems are kept beside it, so
   * a reload marks the same lines; if the engine is busy it is saved unchecked.
   */
  async saveDraft(user: User, gameId: string, decision: unknown, step?: number): Promise<Draft> {
    const c = this.c;
    const seen = await this.decisionContext(c.db, user, gameId, step, false);
    let problems: Problem[] | null = null;
    try {
      const checked = await c.engine.validate(seen.def.id, seen.state, seen.power, decision);
      problems = checked.ok ? [] : boundedProblems(checked.error, c.limits);
    } catch (e) {
      if (!(e instanceof EngineTimeout || e instanceof EngineBusy)) throw e;
    }
    const now = c.now();
    await c.store.tx(async (trx) => {
      const { row, power } = await this.decisionContext(trx, user, gameId, step, false);
      // The step moved on while the rules checked it: the draft belongs to a finished step.
      if (row.step !== seen.row.step) throw conflict('stale-step', `Step ${seen.row.step} is over; the game is at step ${row.step}.`);
      await c.store.upsertDraft(trx, gameId, power, { step: row.step, decision: JSON.stringify(decision), problems: problems === null ? null : JSON.stringify(problems), updated_at: now });
    });
    return { step: seen.row.step, decision, problems, savedAt: now };
  }

  /** The draft `power` saved for the current step of a game, if any. */
  async draftOf(row: GameRow, power: PlayerId | null): Promise<Draft | null> {
    if (!power || (row.status !== 'running' && row.status !== 'paused')) return null;
    return draftOfRow(row, await this.c.store.draft(row.id, power));
  }

  /**
   * "I'm back" (issue 21 item 4): the caller's seat is his again from now; the step under way
   * waits for his decision (unless it is not his to decide). Nothing changes for a player who
   * was not away.
   */
  async imBack(user: User, gameId: string): Promise<void> {
    const c = this.c;
    const changed = await c.inLane(gameId, () =>
      c.store.tx(async (trx) => {
        const row = await c.store.lockGame(trx, gameId);
        if (!row) throw notFound('No such game.');
        if (row.status !== 'running' && row.status !== 'paused') throw conflict('not-running', `The game is ${row.status}.`);
        const power = await this.seatOf(trx, row, user.id);
        const { absences, patch } = this.back(row, power);
        if (!('absences' in patch)) return false;
        const pending = c.steps.of(row, c.def(row.ruleset)).pending;
        const allReady = pending ? await this.readyAfter(trx, row, pending.players, absences) : false;
        await c.store.saveGame(trx, row, { ...patch, all_ready: allReady ? 1 : 0 });
        return true;
      }),
    );
    if (changed) await c.publish([{ kind: 'game', gameId, change: 'back' }]);
  }

  /** Takes a decision back: at the deadline the game's no-orders rule will apply unless another is sent. */
  async retract(user: User, gameId: string, step?: number): Promise<void> {
    const c = this.c;
    await c.inLane(gameId, async () => {
      const done = await c.store.tx(async (trx) => {
        const { row, power } = await this.decisionContext(trx, user, gameId, step, true);
        await c.store.deleteSubmission(trx, gameId, power);
        await c.store.saveGame(trx, row, { all_ready: 0 });
        return { row, power };
      });
      await c.publish([{ kind: 'submitted', gameId, step: done.row.step, power: done.power, ready: false, userId: user.id }]);
    });
  }
}
