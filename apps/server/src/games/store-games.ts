import { CompiledQuery } from 'kysely';
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import { directOf } from '../db/durable-sqlite.ts';
import type { Storage } from '../db/open.ts';
import { prepared } from '../db/prepared.ts';
import type { Database, GamesTable, MembersTable, SeatsTable, StepsTable } from '../db/schema.ts';
import type { GameRow, SeatRow } from './store.ts';

export type Trx = Transaction<Database>;
type Db = Kysely<Database>;

/** Another request or instance changed the game between our read and our write: the transaction is run again. */
export class VersionConflict extends Error {}

export interface SubmissionValues {
  decision: string;
  ready: number;
  step: number;
  updated_at: number;
}

export interface DraftValues {
  step: number;
  decision: string;
  problems: string | null;
  updated_at: number;
}

// The statements of every submission and every game view, compiled once (issue 22, `prepared.ts`).
const findGameQ = prepared((db: Db, a: { id: string }) => db.selectFrom('games').selectAll().where('id', '=', a.id));
const lockGameQ = prepared((db: Db, a: { id: string }) => db.selectFrom('games').selectAll().where('id', '=', a.id).forUpdate());
const lockGameSkipQ = prepared((db: Db, a: { id: string }) => db.selectFrom('games').selectAll().where('id', '=', a.id).forUpdate().skipLocked());
const upsertSubmissionQ = prepared((db: Db, a: { game_id: string; power: string } & SubmissionValues) => {
  const values = { decision: a.decision, ready: a.ready, step: a.step, updated_at: a.updated_at };
  return db
    .insertInto('submissions')
    .values({ game_id: a.game_id, power: a.power, ...values })
    .onConflict((oc) => oc.columns(['game_id', 'power']).doUpdateSet(values));
});
const submissionsQ = prepared((db: Db, a: { gameId: string }) => db.selectFrom('submissions').select(['power', 'ready', 'step']).where('game_id', '=', a.gameId));
const draftQ = prepared((db: Db, a: { gameId: string; power: string }) => db.selectFrom('drafts').selectAll().where('game_id', '=', a.gameId).where('power', '=', a.power));

/** The game row's update by the columns it sets (a submission sets one or two; `saveGame`). */
const saveGameQs = new Map<string, ReturnType<typeof saveGameQ>>();
function saveGameQ(columns: string[]) {
  return prepared((db: Db, a: Record<string, unknown>) =>
    db
      .updateTable('games')
      .set(Object.fromEntries([...columns.map((c) => [c, a[c]]), ['version', a.version]]) as Updateable<GamesTable>)
      .where('id', '=', a.id as string)
      .where('version', '=', a.was as number),
  );
}

/**
 * The SQL of `writeDecision`, by dialect and by whether it also sets `absences` (written by hand:
 * a data-modifying CTE, which Kysely's builder does not compose). `all_ready` is 1 unless one
 * awaited seat lacks a ready submission for the step; the caller's own seat is judged by the
 * decision being written (PostgreSQL's statement sees the submissions as they were before it).
 */
function decisionSql(sqlite: boolean, setAbsences: boolean): { update: string; insert?: string } {
  if (sqlite) {
    return {
      update:
        'update "games" set "all_ready" = case when exists (select 1 from json_each(?) r where not ((r.value = ? and ? = 1) or (r.value <> ? and exists (' +
        'select 1 from "submissions" s where s."game_id" = "games"."id" and s."power" = r.value and s."step" = ? and s."ready" = 1)))) then 0 else 1 end, ' +
        `"version" = ?${setAbsences ? ', "absences" = ?' : ''} where "id" = ? and "version" = ? returning "all_ready"`,
      insert:
        'insert into "submissions" ("game_id", "power", "decision", "ready", "step", "updated_at") values (?, ?, ?, ?, ?, ?) ' +
        'on conflict ("game_id", "power") do update set "decision" = excluded."decision", "ready" = excluded."ready", "step" = excluded."step", "updated_at" = excluded."updated_at"',
    };
  }
  return {
    update:
      'with g as (update "games" set "all_ready" = case when exists (select 1 from jsonb_array_elements_text($1::jsonb) r(p) where not ((r.p = $2 and $3::integer = 1) or (r.p <> $2 and exists (' +
      'select 1 from "submissions" s where s."game_id" = "games"."id" and s."power" = r.p and s."step" = $4::integer and s."ready" = 1)))) then 0 else 1 end, ' +
      `"version" = $5${setAbsences ? ', "absences" = $10' : ''} where "id" = $6 and "version" = $7 returning "all_ready"), ` +
      'u as (insert into "submissions" ("game_id", "power", "decision", "ready", "step", "updated_at") select $6, $2, $8, $3::integer, $4::integer, $9::bigint from g ' +
      'on conflict ("game_id", "power") do update set "decision" = excluded."decision", "ready" = excluded."ready", "step" = excluded."step", "updated_at" = excluded."updated_at") ' +
      'select "all_ready" from g',
  };
}

/** The phases counted per seat (`countPhases`) as the JSON its statement reads. */
const countsJson = (counts: ReadonlyMap<string, { due: number; missed: number }>) => JSON.stringify([...counts].map(([power, c]) => ({ power, due: c.due, missed: c.missed })));

/** PostgreSQL's update of the seats' phase counts, from the JSON parameter `rows` for the game parameter `game`. */
const countPhasesPg = (rows: string, game: string) =>
  'update "seats" set "phases_due" = "seats"."phases_due" + j.due, "phases_missed" = "seats"."phases_missed" + j.missed ' +
  `from jsonb_to_recordset(${rows}::jsonb) as j(power text, due integer, missed integer) where "seats"."game_id" = ${game} and "seats"."power" = j.power`;

/**
 * Every SQL statement of the judge on games, members, seats, submissions, drafts and steps.
 * Services never write SQL: they call these, inside `tx` when they change anything. A method
 * taking `db` runs on the transaction it is given (SQLite has a single connection), or on the
 * pool when none is.
 */
export class GameStore {
  constructor(private readonly storage: Storage) {}

  get db(): Db {
    return this.storage.db;
  }

  get dialect() {
    return this.storage.dialect;
  }

  // ---- transactions and the game row ----------------------------------------------------

  /** Runs `fn` in a transaction, again (up to 5 times) after a version conflict, a serialization failure or a deadlock. */
  async tx<T>(fn: (trx: Trx) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.transaction().execute(fn);
      } catch (e) {
        const code = (e as { code?: string }).code;
        const retry = e instanceof VersionConflict || code === '40001' || code === '40P01';
        if (!retry || attempt >= 5) throw e;
      }
    }
  }

  /** The game row, locked for the transaction on PostgreSQL (`skip`: undefined if another holds it). */
  async lockGame(trx: Db, id: string, mode: 'wait' | 'skip' = 'wait'): Promise<GameRow | undefined> {
    if (this.dialect !== 'postgres') return (await findGameQ(trx, { id })).rows[0];
    return (await (mode === 'skip' ? lockGameSkipQ : lockGameQ)(trx, { id })).rows[0];
  }

  /** Writes `patch` and bumps the version, only if the row is still at the version read. */
  async saveGame(trx: Trx, row: GameRow, patch: Updateable<GamesTable>): Promise<void> {
    // Kysely leaves out a column set to undefined; so does the prepared statement.
    const columns = Object.keys(patch)
      .filter((c) => patch[c as keyof typeof patch] !== undefined)
      .sort();
    const shape = columns.join(',');
    let q = saveGameQs.get(shape);
    if (!q) saveGameQs.set(shape, (q = saveGameQ(columns)));
    const r = await q(trx, { ...patch, version: row.version + 1, id: row.id, was: row.version });
    if (Number(r.numAffectedRows) !== 1) throw new VersionConflict();
  }

  async findGame(id: string, db: Db = this.db): Promise<GameRow | undefined> {
    return (await findGameQ(db, { id })).rows[0];
  }

  async insertGame(trx: Trx, game: Insertable<GamesTable>, firstStep: Insertable<StepsTable>): Promise<void> {
    await trx.insertInto('games').values(game).execute();
    await trx.insertInto('steps').values(firstStep).execute();
  }

  // ---- members (before the start) -------------------------------------------------------

  async members(db: Db, gameId: string): Promise<Pick<MembersTable, 'user_id' | 'joined_at'>[]> {
    return db.selectFrom('members').select(['user_id', 'joined_at']).where('game_id', '=', gameId).execute();
  }

  /** The members in the order they joined (the order the seat assignment reads them). */
  async membersInOrder(db: Db, gameId: string): Promise<MembersTable[]> {
    return db.selectFrom('members').selectAll().where('game_id', '=', gameId).orderBy('joined_at').orderBy('user_id').execute();
  }

  async isMember(db: Db, gameId: string, userId: string): Promise<boolean> {
    const m = await db.selectFrom('members').select('user_id').where('game_id', '=', gameId).where('user_id', '=', userId).executeTakeFirst();
    return !!m;
  }

  async addMember(trx: Trx, member: MembersTable): Promise<void> {
    await trx.insertInto('members').values(member).execute();
  }

  /** Returns whether the user was a member. */
  async setPreferences(trx: Trx, gameId: string, userId: string, preferences: string): Promise<boolean> {
    const r = await trx.updateTable('members').set({ preferences }).where('game_id', '=', gameId).where('user_id', '=', userId).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Returns whether the user was a member. */
  async removeMember(trx: Trx, gameId: string, userId: string): Promise<boolean> {
    const r = await trx.deleteFrom('members').where('game_id', '=', gameId).where('user_id', '=', userId).executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  // ---- seats -----------------------------------------------------------------------------

  async insertSeats(trx: Trx, seats: Insertable<SeatsTable>[]): Promise<void> {
    await trx.insertInto('seats').values(seats).execute();
  }

  /** Adds the phases counted for each human seat in the steps just resolved (issue 21 item 4). */
  async countPhases(trx: Trx, gameId: string, counts: ReadonlyMap<string, { due: number; missed: number }>): Promise<void> {
    if (counts.size === 0) return;
    // Every seat in one statement (issue 22: it was one per human seat, each a round trip on PostgreSQL).
    const sql =
      this.dialect === 'sqlite'
        ? 'update "seats" set "phases_due" = "phases_due" + j.due, "phases_missed" = "phases_missed" + j.missed from ' +
          "(select json_extract(value, '$.power') as power, json_extract(value, '$.due') as due, json_extract(value, '$.missed') as missed from json_each(?)) j " +
          'where "seats"."game_id" = ? and "seats"."power" = j.power'
        : countPhasesPg('$1', '$2');
    await trx.executeQuery(CompiledQuery.raw(sql, [countsJson(counts), gameId]));
  }

  /** A user's phases due and missed over all his seats. */
  async phasesOf(db: Db, userId: string): Promise<{ due: number; missed: number }> {
    const r = await db
      .selectFrom('seats')
      .select((eb) => [eb.fn.sum<number>('phases_due').as('due'), eb.fn.sum<number>('phases_missed').as('missed')])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { due: Number(r?.due ?? 0), missed: Number(r?.missed ?? 0) };
  }

  /** Games of `gmId` started without a human seat: those under way, or (`since`) started after that instant. */
  async botOnlyGames(trx: Trx, gmId: string, which: { running: true } | { since: number }): Promise<number> {
    let q = trx
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('gm_id', '=', gmId)
      .where('started_at', 'is not', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('seats').select('seats.power').whereRef('seats.game_id', '=', 'games.id').where('seats.controller', '=', 'human'))));
    q = 'running' in which ? q.where('status', 'in', ['running', 'paused']) : q.where('started_at', '>', which.since);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  // ---- submissions ---------------------------------------------------------------------

  async upsertSubmission(trx: Trx, gameId: string, power: string, values: SubmissionValues): Promise<void> {
    await upsertSubmissionQ(trx, { game_id: gameId, power, ...values });
  }

  /**
   * A decision's write (issue 22): the submission and the game row's `all_ready` and version, in
   * one atomic write that happens only if the game row is still at `row.version` — the row the
   * caller checked the decision against, so nothing is read again. `awaited`: the pending seats
   * whose human the judge waits for (`readyAfter`); the game is all ready when each of them has a
   * ready submission for this step, counting this one. PostgreSQL: one statement, one round trip
   * (the version guard's update locks the row; the submission is inserted from its result, so
   * nothing is written when the guard fails). SQLite: the same two statements in one transaction.
   * Returns null when the row moved on (nothing written), else whether all are now ready.
   */
  async writeDecision(row: GameRow, power: string, values: SubmissionValues, awaited: string[], absences?: string | null): Promise<{ allReady: boolean } | null> {
    const setAbsences = absences !== undefined;
    const sqlite = this.dialect === 'sqlite';
    const q = decisionSql(sqlite, setAbsences);
    const required = JSON.stringify(awaited);
    const version = row.version + 1;
    for (let attempt = 0; ; attempt++) {
      try {
        if (!sqlite) {
          const args = [required, power, values.ready, values.step, version, row.id, row.version, values.decision, values.updated_at, ...(setAbsences ? [absences] : [])];
          const r = await this.db.executeQuery<{ all_ready: number }>(CompiledQuery.raw(q.update, args));
          return r.rows.length === 1 ? { allReady: r.rows[0]!.all_ready === 1 } : null;
        }
        const args = [required, power, values.ready, power, values.step, version, ...(setAbsences ? [absences] : []), row.id, row.version];
        const submission = [row.id, power, values.decision, values.ready, values.step, values.updated_at];
        // At once on the connection when no transaction holds it (`DirectSqlite`), else through Kysely.
        const direct = directOf(this.db)?.write((run) => {
          const r = run<{ all_ready: number }>(q.update, args);
          if (r.rows.length !== 1) return null;
          run(q.insert!, submission);
          return { allReady: r.rows[0]!.all_ready === 1 };
        });
        if (direct) return await direct;
        return await this.db.transaction().execute(async (trx) => {
          const r = await trx.executeQuery<{ all_ready: number }>(CompiledQuery.raw(q.update, args));
          if (r.rows.length !== 1) return null;
          await trx.executeQuery(CompiledQuery.raw(q.insert!, submission));
          return { allReady: r.rows[0]!.all_ready === 1 };
        });
      } catch (e) {
        // A deadlock or a serialization failure: the statement is run again, as `tx` would.
        const code = (e as { code?: string }).code;
        if (!(code === '40001' || code === '40P01') || attempt >= 5) throw e;
      }
    }
  }

  /** Returns whether `power` had a submission for `step`. */
  async setSubmissionReady(trx: Trx, gameId: string, power: string, step: number, ready: boolean, now: number): Promise<boolean> {
    const r = await trx
      .updateTable('submissions')
      .set({ ready: ready ? 1 : 0, updated_at: now })
      .where('game_id', '=', gameId)
      .where('power', '=', power)
      .where('step', '=', step)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deleteSubmission(trx: Trx, gameId: string, power: string): Promise<void> {
    await trx.deleteFrom('submissions').where('game_id', '=', gameId).where('power', '=', power).execute();
  }

  /** The powers with a submission for `step`, ready or not. */
  async submissions(db: Db, gameId: string, step: number): Promise<{ power: string; ready: boolean }[]> {
    const subs = (await submissionsQ(db, { gameId })).rows;
    return subs.filter((s) => s.step === step).map((s) => ({ power: s.power, ready: s.ready === 1 }));
  }

  /**
   * A resolved step's submissions replaced by the new step's (`rows`), and (`draftsBefore`) the
   * drafts of earlier steps dropped (PostgreSQL does both in `writeSlice`'s one statement).
   */
  async replaceSubmissions(trx: Trx, gameId: string, rows: ({ power: string } & SubmissionValues)[], draftsBefore?: number): Promise<void> {
    await trx.deleteFrom('submissions').where('game_id', '=', gameId).execute();
    if (draftsBefore !== undefined) await this.dropDraftsBefore(trx, gameId, draftsBefore);
    if (rows.length > 0) await trx.insertInto('submissions').values(rows.map((r) => ({ game_id: gameId, ...r }))).execute();
  }

  // ---- drafts and steps ----------------------------------------------------------------

  async upsertDraft(trx: Trx, gameId: string, power: string, values: DraftValues): Promise<void> {
    await trx
      .insertInto('drafts')
      .values({ game_id: gameId, power, ...values })
      .onConflict((oc) => oc.columns(['game_id', 'power']).doUpdateSet(values))
      .execute();
  }

  async draft(gameId: string, power: string) {
    return (await draftQ(this.db, { gameId, power })).rows[0];
  }

  async dropDraftsBefore(trx: Trx, gameId: string, step: number): Promise<void> {
    await trx.deleteFrom('drafts').where('game_id', '=', gameId).where('step', '<', step).execute();
  }

  async insertSteps(trx: Trx, steps: Insertable<StepsTable>[]): Promise<void> {
    if (steps.length > 0) await trx.insertInto('steps').values(steps).execute();
  }

  /**
   * What an adjudication writes besides the game row: its new steps, the resolved step's
   * submissions replaced by `subs`, the drafts before `draftsBefore` dropped, and the phases
   * counted for each human seat. On PostgreSQL the steps, the deletes and the counts are one
   * statement (issue 22: one round trip where they took up to three; the tables are apart, so no
   * part sees another's effect), then the new submissions if any; on SQLite, the same writes one
   * by one (no round trips there, and its CTEs cannot write).
   */
  async writeSlice(
    trx: Trx,
    gameId: string,
    w: { steps: Insertable<StepsTable>[]; subs: ({ power: string } & SubmissionValues)[]; draftsBefore: number | undefined; counts: ReadonlyMap<string, { due: number; missed: number }> },
  ): Promise<void> {
    if (this.dialect !== 'postgres') {
      await this.insertSteps(trx, w.steps);
      await this.replaceSubmissions(trx, gameId, w.subs, w.draftsBefore);
      await this.countPhases(trx, gameId, w.counts);
      return;
    }
    const params: unknown[] = [gameId];
    const p = (v: unknown) => `$${params.push(v)}`;
    const parts: string[] = [];
    if (w.steps.length > 0) {
      parts.push(
        `s as (insert into "steps" ("game_id", "step", "phase", "entry", "resolved_at") select $1, u.step, u.phase, u.entry, u.resolved_at ` +
          `from unnest(${p(w.steps.map((x) => x.step))}::integer[], ${p(w.steps.map((x) => x.phase))}::text[], ${p(w.steps.map((x) => x.entry))}::text[], ${p(w.steps.map((x) => x.resolved_at))}::bigint[]) as u(step, phase, entry, resolved_at))`,
      );
    }
    if (w.draftsBefore !== undefined) parts.push(`d as (delete from "drafts" where "game_id" = $1 and "step" < ${p(w.draftsBefore)}::integer)`);
    if (w.counts.size > 0) parts.push(`c as (${countPhasesPg(p(countsJson(w.counts)), '$1')})`);
    const sql = `${parts.length > 0 ? `with ${parts.join(', ')} ` : ''}delete from "submissions" where "game_id" = $1`;
    await trx.executeQuery(CompiledQuery.raw(sql, params));
    if (w.subs.length > 0) await trx.insertInto('submissions').values(w.subs.map((r) => ({ game_id: gameId, ...r }))).execute();
  }

  // ---- the scheduler's queries -----------------------------------------------------------

  async dueGames(now: number, limit: number): Promise<Pick<GameRow, 'id' | 'step' | 'all_ready'>[]> {
    return this.db
      .selectFrom('games')
      .select(['id', 'step', 'all_ready'])
      .where('status', '=', 'running')
      .where((eb) => eb.or([eb('deadline_at', '<=', now), eb('all_ready', '=', 1)]))
      .orderBy('deadline_at')
      .limit(limit)
      .execute();
  }

  async remindersDue(now: number): Promise<GameRow[]> {
    return this.db.selectFrom('games').selectAll().where('status', '=', 'running').where('remind_at', '<=', now).limit(100).execute();
  }

  /** Claims a reminder by one conditional update: only one instance sends it. */
  async claimReminder(row: GameRow, next: { reminded: number; remind_at: number | null }): Promise<boolean> {
    const claim = await this.db
      .updateTable('games')
      .set(next)
      .where('id', '=', row.id)
      .where('step', '=', row.step)
      .where('reminded', '=', row.reminded)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(claim.numUpdatedRows) === 1;
  }

  /** Every submission of a game with its step (a leftover of an older step included). */
  async submittedPowers(gameId: string): Promise<{ power: string; step: number }[]> {
    return this.db.selectFrom('submissions').select(['power', 'step']).where('game_id', '=', gameId).execute();
  }

  // ---- users -----------------------------------------------------------------------------

  async userNames(ids: string[]): Promise<{ id: string; name: string }[]> {
    return this.db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  }
}

export type { SeatRow };
