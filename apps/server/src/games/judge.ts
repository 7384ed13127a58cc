import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createGame, Dice, rngFromSeed, waitingOn } from '@diadochi/kernel';
import type { GameDefinition, GameSession, PlayerId, Problem, Result } from '@diadochi/kernel';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { User } from '../accounts.ts';
import type { Draft, SubmitOutcome } from '../api.ts';
import type { Bus, BusEvent } from '../bus.ts';
import type { Storage } from '../db/open.ts';
import type { Database, GamesTable } from '../db/schema.ts';
import { EngineTimeout, InlineEngine } from '../engine/engine.ts';
import type { BotFactory, Engine, SettleOutput, SettleSeat } from '../engine/engine.ts';
import { EngineBusy } from '../engine/pool.ts';
import { humansAllOut } from '../engine/jobs.ts';
import { conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import { seatPlayers } from './assign.ts';
import type { Candidate } from './assign.ts';
import { boundedOptions, checkOptions, checkSettings, settingsOf, stepLength } from './settings.ts';
import type { CreateGameInput, GameSettings } from './settings.ts';
import { coreOf, loadSession, RecordCache, seatsOf, settingsOfRow } from './store.ts';
import type { GameRow, SeatRow } from './store.ts';
import type { Viewer } from './viewer.ts';

type Trx = Transaction<Database>;
export type { BotFactory };

/** Steps one engine job may resolve before it hands back (the scheduler continues). */
const MAX_STEPS_PER_SLICE = 200;

/** Bounds on the work one request or one game may cause (docs/API.md, "Limits"). */
export interface JudgeLimits {
  /** Milliseconds of bot steps one engine job resolves before it stops between two steps. */
  sliceMs: number;
  /** Games without a human seat a user may have running (or paused) at once. */
  botGamesRunning: number;
  /** Games without a human seat a user may start per hour. */
  botGamesPerHour: number;
  /** Problems returned with a refused decision; the rest are counted, not listed. */
  problemsPerReply: number;
  /** Characters of a problem's message (and of each string in its data) echoed back. */
  echoChars: number;
}

export const DEFAULT_LIMITS: JudgeLimits = { sliceMs: 1000, botGamesRunning: 2, botGamesPerHour: 6, problemsPerReply: 50, echoChars: 200 };

export interface JudgeHooks {
  /** Test only: awaited inside the adjudication transaction, after every write, before the commit. */
  inAdjudication?(info: { gameId: string; step: number }): Promise<void>;
}

export interface JudgeOptions {
  storage: Storage;
  games: GameDefinition[];
  bots?: Record<string, BotFactory>;
  clock: () => number;
  bus: Bus;
  hooks?: JudgeHooks;
  /** Where validation, adjudication and bots run; default in this thread (`InlineEngine`, no budget). */
  engine?: Engine;
  limits?: Partial<JudgeLimits>;
  /** Where failures go. Never given a decision, a state or a message body. */
  log: (msg: string) => void;
  /** Source of new games' secret seeds; default 32 random bytes (tests fix it). */
  seeds?: () => string;
}

class VersionConflict extends Error {}

export interface SubmitInput {
  decision: unknown;
  ready: boolean;
  step?: number | undefined;
}

export type { SubmitOutcome };

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

const planOf = (seats: SeatRow[]): SettleSeat[] => seats.map((s) => ({ power: s.power, controller: s.controller }));

/**
 * The judge: every change to a game goes through here, each in one transaction that locks
 * the game row (PostgreSQL) and checks its version column, so concurrent requests and
 * several instances agree. Notifications are published after the commit.
 */
export class Judge {
  readonly defs: Map<string, GameDefinition>;
  readonly records = new RecordCache();
  private readonly seatCache = new Map<string, SeatRow[]>();
  private readonly nameCache = new Map<string, string>();
  readonly stats = { submissions: 0, adjudications: 0, resolvedSteps: 0 };
  readonly engine: Engine;
  readonly limits: JudgeLimits;
  /** Per game, the tail of its queue: this instance applies one change of a game at a time, in order. */
  private readonly lanes = new Map<string, Promise<unknown>>();

  constructor(private readonly o: JudgeOptions) {
    this.defs = new Map(o.games.map((g) => [g.id, g]));
    this.engine = o.engine ?? new InlineEngine(o.games, o.bots ?? {});
    this.limits = { ...DEFAULT_LIMITS, ...o.limits };
  }

  /**
   * Runs `fn` after every earlier queued change of the same game (decisions, adjudications,
   * the start's settling): with the engine off the event loop, two requests for one game
   * could otherwise interleave. Across instances the version column keeps them apart.
   */
  private inLane<T>(gameId: string, fn: () => Promise<T>): Promise<T> {
    const before = this.lanes.get(gameId) ?? Promise.resolve();
    const run = before.then(fn, fn);
    const tail = run.catch(() => {});
    this.lanes.set(gameId, tail);
    void tail.then(() => {
      if (this.lanes.get(gameId) === tail) this.lanes.delete(gameId);
    });
    return run;
  }

  get db() {
    return this.o.storage.db;
  }

  get dialect() {
    return this.o.storage.dialect;
  }

  now(): number {
    return this.o.clock();
  }

  def(ruleset: string): GameDefinition {
    const d = this.defs.get(ruleset);
    if (!d) throw new HttpError(503, 'ruleset-unavailable', `The ruleset ${ruleset} is not installed on this server.`);
    return d;
  }

  // ---- transactions -------------------------------------------------------------------

  private async tx<T>(fn: (trx: Trx) => Promise<T>): Promise<T> {
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

  private async lockGame(trx: Kysely<Database>, id: string, mode: 'wait' | 'skip' = 'wait'): Promise<GameRow | undefined> {
    let q = trx.selectFrom('games').selectAll().where('id', '=', id);
    if (this.o.storage.dialect === 'postgres') q = mode === 'skip' ? q.forUpdate().skipLocked() : q.forUpdate();
    return q.executeTakeFirst();
  }

  private async saveRow(trx: Trx, row: GameRow, patch: Updateable<GamesTable>): Promise<void> {
    const r = await trx
      .updateTable('games')
      .set({ ...patch, version: row.version + 1 })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new VersionConflict();
  }

  private async publish(events: BusEvent[]): Promise<void> {
    for (const e of events) {
      try {
        await this.o.bus.publish(e);
      } catch (x) {
        this.o.log(`notification of ${e.kind} for game ${e.gameId} not published: ${(x as Error).name}`);
      }
    }
  }

  async gameRow(id: string): Promise<GameRow> {
    const row = await this.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('No such game.');
    return row;
  }

  /**
   * The seats of a game. They never change once it has started, so those are kept in memory
   * (safe across instances). `db`: the transaction when called inside one (SQLite has a
   * single connection).
   */
  async seats(row: GameRow, db: Kysely<Database> = this.db): Promise<SeatRow[]> {
    if (row.status === 'forming') return seatsOf(db, row.id);
    let seats = this.seatCache.get(row.id);
    if (!seats) {
      seats = await seatsOf(db, row.id);
      this.seatCache.set(row.id, seats);
      if (this.seatCache.size > 2000) this.seatCache.delete(this.seatCache.keys().next().value!);
    }
    return seats;
  }

  /** User names by id (names never change), for summaries. */
  async names(ids: string[]): Promise<Map<string, string>> {
    const missing = [...new Set(ids)].filter((id) => !this.nameCache.has(id));
    if (missing.length > 0) {
      const rows = await this.db.selectFrom('users').select(['id', 'name']).where('id', 'in', missing).execute();
      for (const r of rows) this.nameCache.set(r.id, r.name);
      while (this.nameCache.size > 20_000) this.nameCache.delete(this.nameCache.keys().next().value!);
    }
    return new Map(ids.flatMap((id) => (this.nameCache.has(id) ? [[id, this.nameCache.get(id)!] as const] : [])));
  }

  async viewerOf(user: User | null, row: GameRow, db: Kysely<Database> = this.db): Promise<Viewer> {
    const v: Viewer = { user, power: null, isGm: false, isAdmin: user?.role === 'admin', isMember: false };
    if (!user) return v;
    v.isGm = row.gm_id === user.id;
    if (row.status !== 'forming') {
      v.power = (await this.seats(row, db)).find((s) => s.user_id === user.id)?.power ?? null;
      v.isMember = v.power !== null;
      return v;
    }
    const member = await db.selectFrom('members').select('user_id').where('game_id', '=', row.id).where('user_id', '=', user.id).executeTakeFirst();
    v.isMember = !!member;
    return v;
  }

  private requireManager(v: Viewer): void {
    if (!v.isGm && !v.isAdmin) throw forbidden('Only the game master or an admin may do that.');
  }

  // ---- creation and seating -----------------------------------------------------------

  async create(user: User, input: CreateGameInput, fixedId?: string, practice = false): Promise<string> {
    const def = this.defs.get(input.ruleset);
    if (!def) throw new HttpError(422, 'unknown-ruleset', `No ruleset ${input.ruleset} on this server.`);
    let options: Record<string, unknown> = { ...(input.options ?? {}) };
    if (input.players !== undefined && !('players' in options)) options = { ...options, players: input.players };
    const capped = checkOptions(def, options);
    if (capped.length > 0) throw new HttpError(422, 'options-over-cap', 'The game options ask for more than this server hosts.', capped);
    const badSettings = checkSettings(input);
    if (badSettings.length > 0) throw new HttpError(422, 'invalid-settings', 'The game settings are out of the range this server hosts.', badSettings);
    options = boundedOptions(def, options);
    const seed = this.o.seeds?.() ?? randomBytes(32).toString('hex');
    const created = createGame(def, { options, seed });
    if (!created.ok) throw new HttpError(422, 'invalid-options', 'The game options are not valid for this ruleset.', created.error);
    const session = created.value;
    if (input.players !== undefined && session.players.length !== input.players) {
      throw new HttpError(422, 'invalid-options', `These options give ${session.players.length} seats, not ${input.players}.`);
    }
    const settings = { ...settingsOf(input), ...(practice ? { practice: true } : {}) };
    // Issue 17 item 12: the creator is seated as he creates (unless he only referees), with his ranking.
    if (input.play) {
      const bad = input.preferences.filter((p) => !session.players.includes(p));
      if (bad.length > 0 || new Set(input.preferences).size !== input.preferences.length) {
        throw new HttpError(422, 'bad-preferences', `Preferences must rank distinct powers of this game (${session.players.join(', ')}).`);
      }
      if (settings.press.moderated) throw conflict('referee-cannot-play', 'The referee of a game with moderated press cannot take a seat in it.');
    }
    const id = fixedId ?? randomUUID();
    const now = this.now();
    await this.tx(async (trx) => {
      await trx
        .insertInto('games')
        .values({
          id,
          ruleset: def.id,
          title: input.title ?? def.title,
          gm_id: user.id,
          status: 'forming',
          settings: JSON.stringify(settings),
          seats_count: session.players.length,
          commitment: session.commitment,
          session: JSON.stringify(coreOf(session)),
          step: 0,
          phase: waitingOn(def, session).pending?.phase ?? null,
          deadline_at: null,
          paused_left: null,
          grace_used: 0,
          reminded: 0,
          remind_at: null,
          all_ready: 0,
          assignment: null,
          result: null,
          version: 1,
          created_at: now,
          started_at: null,
          ended_at: null,
          humans_out: null,
          // A private game's link token: 144 random bits (issue 17 item 12).
          invite: input.private ? randomBytes(18).toString('base64url') : null,
        })
        .execute();
      await trx.insertInto('steps').values({ game_id: id, step: 0, phase: 'setup', entry: JSON.stringify(session.record[0]), resolved_at: now }).execute();
      if (input.play) await trx.insertInto('members').values({ game_id: id, user_id: user.id, preferences: JSON.stringify(input.preferences), joined_at: now }).execute();
    });
    if (input.play && settings.autoStart !== null && settings.autoStart <= 1) await this.start(null, id);
    return id;
  }

  /**
   * Whether `user` may know of this game (issue 17 item 12): every public game; a private one
   * only to its referee, its members and players, admins, and whoever brings its link's token.
   */
  async mayKnow(row: GameRow, user: User | null, invite: string | undefined): Promise<boolean> {
    if (row.invite === null) return true;
    if (invite !== undefined && invite.length === row.invite.length && timingSafeEqual(Buffer.from(invite), Buffer.from(row.invite))) return true;
    if (!user) return false;
    if (user.role === 'admin' || row.gm_id === user.id) return true;
    const v = await this.viewerOf(user, row);
    return v.isMember;
  }

  private checkPreferences(row: GameRow, prefs: string[]): void {
    const powers = (JSON.parse(row.session) as { players: string[] }).players;
    const bad = prefs.filter((p) => !powers.includes(p));
    if (bad.length > 0 || new Set(prefs).size !== prefs.length) {
      throw new HttpError(422, 'bad-preferences', `Preferences must rank distinct powers of this game (${powers.join(', ')}).`);
    }
  }

  async join(user: User, gameId: string, preferences: string[]): Promise<void> {
    const autostart = await this.tx(async (trx) => {
      const row = await this.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      if (row.status !== 'forming') throw conflict('not-forming', 'The game has already started.');
      this.checkPreferences(row, preferences);
      const settings = settingsOfRow(row);
      if (settings.press.moderated && row.gm_id === user.id) {
        throw conflict('referee-cannot-play', 'The referee of a game with moderated press cannot take a seat in it.');
      }
      const members = await trx.selectFrom('members').select(['user_id', 'joined_at']).where('game_id', '=', gameId).execute();
      if (members.some((m) => m.user_id === user.id)) throw conflict('already-joined', 'You have already joined this game.');
      if (members.length >= row.seats_count) throw conflict('game-full', 'Every seat is taken.');
      // Strictly increasing within a game, so the order of joining is never a tie.
      const joinedAt = Math.max(this.now(), ...members.map((m) => m.joined_at + 1));
      await trx.insertInto('members').values({ game_id: gameId, user_id: user.id, preferences: JSON.stringify(preferences), joined_at: joinedAt }).execute();
      await this.saveRow(trx, row, {});
      return settings.autoStart !== null && members.length + 1 >= settings.autoStart;
    });
    await this.publish([{ kind: 'game', gameId, change: 'joined' }]);
    if (autostart) await this.start(null, gameId);
  }

  async setPreferences(user: User, gameId: string, preferences: string[]): Promise<void> {
    await this.tx(async (trx) => {
      const row = await this.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      if (row.status !== 'forming') throw conflict('not-forming', 'Seats are already assigned.');
      this.checkPreferences(row, preferences);
      const r = await trx
        .updateTable('members')
        .set({ preferences: JSON.stringify(preferences) })
        .where('game_id', '=', gameId)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw conflict('not-joined', 'Join the game first.');
    });
  }

  async leave(user: User, gameId: string): Promise<void> {
    await this.tx(async (trx) => {
      const row = await this.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      if (row.status !== 'forming') throw conflict('not-forming', 'You can only leave a game before it starts.');
      const r = await trx.deleteFrom('members').where('game_id', '=', gameId).where('user_id', '=', user.id).executeTakeFirst();
      if (Number(r.numDeletedRows) !== 1) throw conflict('not-joined', 'You have not joined this game.');
      await this.saveRow(trx, row, {});
    });
    await this.publish([{ kind: 'game', gameId, change: 'left' }]);
  }

  /** Assigns seats (preferences or lot), seats bots or the no-orders rule in the empty ones, starts the clock. `by` null: automatic start. */
  async start(by: User | null, gameId: string): Promise<void> {
    const events = await this.tx(async (trx) => {
      const row = await this.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      if (by) this.requireManager(await this.viewerOf(by, row, trx));
      if (row.status !== 'forming') {
        if (!by) return [];
        throw conflict('not-forming', 'The game has already started.');
      }
      const members = await trx.selectFrom('members').selectAll().where('game_id', '=', gameId).orderBy('joined_at').orderBy('user_id').execute();
      const settings = settingsOfRow(row);
      // With bots in the empty seats a referee may start a game nobody joined: bots play it to its end.
      if (members.length === 0 && settings.emptySeats !== 'bot') throw conflict('no-players', 'Nobody has joined yet, and the empty seats would only follow the no-orders rule.');
      if (settings.press.moderated && members.some((m) => m.user_id === row.gm_id)) {
        throw conflict('referee-cannot-play', 'The referee of a game with moderated press cannot take a seat in it.');
      }
      const def = this.def(row.ruleset);
      const { session } = await loadSession(trx, this.records, row);
      // The lot for seats uses its own generator derived from the secret seed: checkable once it is revealed.
      const dice = new Dice(rngFromSeed(`seats:${session.seed}`));
      const candidates: Candidate[] = members.map((m) => ({ userId: m.user_id, preferences: JSON.parse(m.preferences) as string[] }));
      const given = seatPlayers(def, candidates, session.players, settings.assignment, dice);
      const seats: SeatRow[] = session.players.map((power) => ({
        game_id: gameId,
        power,
        user_id: given[power] ?? null,
        controller: given[power] ? 'human' : settings.emptySeats,
      }));
      if (seats.every((s) => s.controller !== 'human') && by?.role !== 'admin') await this.checkBotQuota(trx, row.gm_id);
      await trx.insertInto('seats').values(seats).execute();
      const assignment = { method: settings.assignment, lots: dice.rolls.map((r) => ({ what: r.what, result: r.result })) };
      const now = this.now();
      // The bots' decisions and any bot-only steps are settled after this commit, off the event
      // loop and in slices (`settleNow`): the start itself does no engine work.
      const pending = waitingOn(def, session).pending;
      const clock: Updateable<GamesTable> = pending
        ? (() => {
            const deadline = now + stepLength(settings, pending);
            return { deadline_at: deadline, grace_used: 0, ...reminderFields(settings, deadline, now, 0) };
          })()
        : { status: 'over', ended_at: now, result: JSON.stringify(def.result(session.state)) };
      await this.saveRow(trx, row, {
        status: 'running',
        started_at: now,
        assignment: JSON.stringify(assignment),
        phase: pending?.phase ?? null,
        // Seats without a human are always ready: the scheduler settles them if this request cannot.
        all_ready: pending && pending.players.every((p) => seats.find((s) => s.power === p)?.controller !== 'human') ? 1 : 0,
        ...clock,
      });
      return [{ kind: 'game', gameId, change: 'started' } as BusEvent];
    });
    await this.publish(events);
    if (events.length > 0) await this.inLane(gameId, () => this.settleInLane(gameId));
  }

  /**
   * Games without a human seat cost engine time and nobody's attention: a user may have
   * `botGamesRunning` of them under way and start `botGamesPerHour` an hour (admins: no quota).
   */
  private async checkBotQuota(trx: Trx, gmId: string): Promise<void> {
    const base = trx
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('gm_id', '=', gmId)
      .where('started_at', 'is not', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('seats').select('seats.power').whereRef('seats.game_id', '=', 'games.id').where('seats.controller', '=', 'human'))));
    const running = Number((await base.where('status', 'in', ['running', 'paused']).executeTakeFirstOrThrow()).n);
    if (running >= this.limits.botGamesRunning) {
      throw new HttpError(429, 'bot-games-quota', `You already have ${running} games played by bots alone under way (at most ${this.limits.botGamesRunning}).`);
    }
    const lastHour = Number((await base.where('started_at', '>', this.now() - 3600_000).executeTakeFirstOrThrow()).n);
    if (lastHour >= this.limits.botGamesPerHour) {
      throw new HttpError(429, 'bot-games-quota', `You started ${lastHour} games played by bots alone in the last hour (at most ${this.limits.botGamesPerHour}).`);
    }
  }

  async cancel(by: User, gameId: string): Promise<void> {
    await this.tx(async (trx) => {
      const row = await this.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      const v = await this.viewerOf(by, row, trx);
      this.requireManager(v);
      if (row.status === 'over' || row.status === 'cancelled') throw conflict('finished', 'The game is already finished.');
      if (row.status !== 'forming' && !v.isAdmin) throw forbidden('Only an admin may cancel a game that has started.');
      await this.saveRow(trx, row, { status: 'cancelled', deadline_at: null, remind_at: null, all_ready: 0, ended_at: this.now() });
    });
    await this.publish([{ kind: 'game', gameId, change: 'cancelled' }]);
  }

  // ---- decisions ----------------------------------------------------------------------

  private async seatOf(trx: Kysely<Database>, gameId: string, userId: string): Promise<PlayerId> {
    const seat = await trx.selectFrom('seats').select('power').where('game_id', '=', gameId).where('user_id', '=', userId).executeTakeFirst();
    if (!seat) throw forbidden('You do not play in this game.');
    return seat.power;
  }

  /** Shared checks of decision writes; returns the pending players. `lock`: inside a transaction, lock the game row. */
  private async decisionContext(db: Kysely<Database>, user: User, gameId: string, step: number | undefined, lock: boolean) {
    const row = lock ? await this.lockGame(db, gameId) : await db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
    if (!row) throw notFound('No such game.');
    if (row.status !== 'running' && row.status !== 'paused') throw conflict('not-running', `The game is ${row.status}.`);
    const power = await this.seatOf(db, gameId, user.id);
    if (step !== undefined && step !== row.step) {
      throw conflict('stale-step', `Step ${step} is over; the game is at step ${row.step}.`);
    }
    const def = this.def(row.ruleset);
    const core = JSON.parse(row.session) as { state: unknown };
    const pending = def.pending(core.state);
    if (!pending) throw conflict('game-over', 'The game is over: no decision is expected.');
    if (!pending.players.includes(power)) {
      throw conflict('not-your-decision', `No decision is expected from ${power} now (phase ${pending.phase}).`);
    }
    return { row, power, def, state: core.state, pending };
  }

  /** Whether every pending human is ready; seats without a human always are (their decisions are made at adjudication). */
  private async readyAfter(trx: Trx, row: GameRow, pendingPlayers: PlayerId[]): Promise<boolean> {
    const subs = await trx.selectFrom('submissions').select(['power', 'ready', 'step']).where('game_id', '=', row.id).execute();
    const ready = new Set(subs.filter((s) => s.step === row.step && s.ready).map((s) => s.power));
    const seats = await this.seats(row, trx);
    return pendingPlayers.every((p) => ready.has(p) || seats.find((s) => s.power === p)?.controller !== 'human');
  }

  /** The engine's verdict on a decision; over budget or refused for load, the typed HTTP error. */
  private async validated(ruleset: string, state: unknown, power: PlayerId, decision: unknown): Promise<Result<unknown>> {
    try {
      return await this.engine.validate(ruleset, state, power, decision);
    } catch (e) {
      throw engineError(e);
    }
  }

  /**
   * Stores a decision (durably, before replying); adjudicates at once when it makes every
   * pending player ready. The decision is validated off the event loop against the state read
   * before the transaction; the transaction checks the state has not moved since (else it
   * validates again). What is stored is the game's normalised form of the decision.
   */
  async submit(user: User, gameId: string, input: SubmitInput): Promise<SubmitOutcome> {
    return this.inLane(gameId, async () => {
      let done: { row: GameRow; power: PlayerId; allReady: boolean } | null = null;
      for (let attempt = 0; !done; attempt++) {
        if (attempt >= 3) throw conflict('game-moving', 'The game changed while your decision was checked; send it again.');
        const seen = await this.decisionContext(this.db, user, gameId, input.step, false);
        const checked = await this.validated(seen.def.id, seen.state, seen.power, input.decision);
        if (!checked.ok) throw new HttpError(422, 'invalid-decision', 'The decision has problems; nothing was stored.', boundedProblems(checked.error, this.limits));
        done = await this.tx(async (trx) => {
          const { row, power, pending } = await this.decisionContext(trx, user, gameId, input.step, true);
          if (row.step !== seen.row.step || row.session !== seen.row.session || power !== seen.power) return null;
          const values = { decision: JSON.stringify(checked.value), ready: input.ready ? 1 : 0, step: row.step, updated_at: this.now() };
          await trx
            .insertInto('submissions')
            .values({ game_id: gameId, power, ...values })
            .onConflict((oc) => oc.columns(['game_id', 'power']).doUpdateSet(values))
            .execute();
          const allReady = await this.readyAfter(trx, row, pending.players);
          await this.saveRow(trx, row, { all_ready: allReady ? 1 : 0 });
          return { row, power, allReady };
        });
      }
      this.stats.submissions++;
      await this.publish([{ kind: 'submitted', gameId, step: done.row.step, power: done.power, ready: input.ready, userId: user.id }]);
      return this.outcome(gameId, done, input.ready);
    });
  }

  /** The reply to a decision write; adjudicates first when everyone is ready (already in the game's lane). */
  private async outcome(gameId: string, done: { row: GameRow; power: PlayerId; allReady: boolean }, ready: boolean): Promise<SubmitOutcome> {
    const step = done.row.step;
    if (!(done.allReady && done.row.status === 'running')) return { step, power: done.power, ready, currentStep: step, adjudicated: false };
    const { currentStep, failure } = await this.adjudicateNow(gameId, step);
    return { step, power: done.power, ready, currentStep, adjudicated: currentStep !== step, ...(failure ? { adjudication: failure } : {}) };
  }

  async setReady(user: User, gameId: string, ready: boolean, step?: number): Promise<SubmitOutcome> {
    return this.inLane(gameId, async () => {
      const done = await this.tx(async (trx) => {
        const { row, power, pending } = await this.decisionContext(trx, user, gameId, step, true);
        const r = await trx
          .updateTable('submissions')
          .set({ ready: ready ? 1 : 0, updated_at: this.now() })
          .where('game_id', '=', gameId)
          .where('power', '=', power)
          .where('step', '=', row.step)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw conflict('nothing-submitted', 'Submit a decision before saying you are ready.');
        const allReady = await this.readyAfter(trx, row, pending.players);
        await this.saveRow(trx, row, { all_ready: allReady ? 1 : 0 });
        return { row, power, allReady };
      });
      await this.publish([{ kind: 'submitted', gameId, step: done.row.step, power: done.power, ready, userId: user.id }]);
      return this.outcome(gameId, done, ready);
    });
  }

  /**
   * The submission that made everyone ready is already stored; if its adjudication fails (a
   * rules-engine bug, or over the engine's budget) the reply still says it was accepted, says
   * why it was not adjudicated, and the scheduler retries.
   */
  private async adjudicateNow(gameId: string, step: number): Promise<{ currentStep: number; failure?: 'engine-timeout' | 'engine-failed' }> {
    try {
      const to = await this.adjudicateInLane(gameId, step, 'ready');
      if (to !== null) return { currentStep: to };
    } catch (e) {
      this.o.log(`adjudication of game ${gameId} step ${step} failed: ${(e as Error).name}; the scheduler will retry`);
      return { currentStep: (await this.gameRow(gameId)).step, failure: e instanceof EngineTimeout ? 'engine-timeout' : 'engine-failed' };
    }
    return { currentStep: (await this.gameRow(gameId)).step };
  }

  /**
   * Saves the caller's draft of the current step exactly as typed, valid or not, apart from his
   * submitted decision (issue 17 item 5): nothing is adjudicated from it, and it is shown to no
   * one else. The rules check it (off the event loop) and their problems are kept beside it, so
   * a reload marks the same lines; if the engine is busy it is saved unchecked.
   */
  async saveDraft(user: User, gameId: string, decision: unknown, step?: number): Promise<Draft> {
    const seen = await this.decisionContext(this.db, user, gameId, step, false);
    let problems: Problem[] | null = null;
    try {
      const checked = await this.engine.validate(seen.def.id, seen.state, seen.power, decision);
      problems = checked.ok ? [] : boundedProblems(checked.error, this.limits);
    } catch (e) {
      if (!(e instanceof EngineTimeout || e instanceof EngineBusy)) throw e;
    }
    const now = this.now();
    await this.tx(async (trx) => {
      const { row, power } = await this.decisionContext(trx, user, gameId, step, false);
      // The step moved on while the rules checked it: the draft belongs to a finished step.
      if (row.step !== seen.row.step) throw conflict('stale-step', `Step ${seen.row.step} is over; the game is at step ${row.step}.`);
      const values = { step: row.step, decision: JSON.stringify(decision), problems: problems === null ? null : JSON.stringify(problems), updated_at: now };
      await trx
        .insertInto('drafts')
        .values({ game_id: gameId, power, ...values })
        .onConflict((oc) => oc.columns(['game_id', 'power']).doUpdateSet(values))
        .execute();
    });
    return { step: seen.row.step, decision, problems, savedAt: now };
  }

  /** The draft `power` saved for the current step of a game, if any. */
  async draftOf(row: GameRow, power: PlayerId | null): Promise<Draft | null> {
    if (!power || (row.status !== 'running' && row.status !== 'paused')) return null;
    const d = await this.db.selectFrom('drafts').selectAll().where('game_id', '=', row.id).where('power', '=', power).executeTakeFirst();
    if (!d || d.step !== row.step) return null;
    return { step: d.step, decision: JSON.parse(d.decision) as unknown, problems: d.problems === null ? null : (JSON.parse(d.problems) as Problem[]), savedAt: d.updated_at };
  }

  /** Takes a decision back: at the deadline the game's no-orders rule will apply unless another is sent. */
  async retract(user: User, gameId: string, step?: number): Promise<void> {
    await this.inLane(gameId, async () => {
      const done = await this.tx(async (trx) => {
        const { row, power } = await this.decisionContext(trx, user, gameId, step, true);
        await trx.deleteFrom('submissions').where('game_id', '=', gameId).where('power', '=', power).execute();
        await this.saveRow(trx, row, { all_ready: 0 });
        return { row, power };
      });
      await this.publish([{ kind: 'submitted', gameId, step: done.row.step, power: done.power, ready: false, userId: user.id }]);
    });
  }

  // ---- adjudication -------------------------------------------------------------------

  /**
   * Writes the outcome of an engine slice: new record entries, the submissions of the
   * now-current step, and the game row with its clock. Returns the notifications.
   */
  private async write(trx: Trx, row: GameRow, def: GameDefinition, settings: GameSettings, seats: SeatRow[], before: GameSession, out: SettleOutput, now: number): Promise<BusEvent[]> {
    const session: GameSession = { ...out.session, record: [...before.record, ...out.fresh] };
    const readyNow = new Set(out.ready);
    const fromStep = row.step;
    const toStep = session.record.length - 1;
    if (out.fresh.length > 0) {
      await trx
        .insertInto('steps')
        .values(out.fresh.map((e) => ({ game_id: row.id, step: e.step, phase: e.phase, entry: JSON.stringify(e), resolved_at: now })))
        .execute();
    }
    await trx.deleteFrom('submissions').where('game_id', '=', row.id).execute();
    // A draft belongs to its step: once the step is resolved it is of no use (issue 17 item 5).
    if (toStep !== fromStep) await trx.deleteFrom('drafts').where('game_id', '=', row.id).where('step', '<', toStep).execute();
    const subs = Object.entries(session.submissions);
    if (subs.length > 0) {
      await trx
        .insertInto('submissions')
        .values(subs.map(([power, d]) => ({ game_id: row.id, power, step: toStep, decision: JSON.stringify(d), ready: readyNow.has(power) ? 1 : 0, updated_at: now })))
        .execute();
    }
    const { pending } = waitingOn(def, session);
    const clock: Updateable<GamesTable> = {};
    const events: BusEvent[] = [];
    if (!pending) {
      Object.assign(clock, { status: 'over', deadline_at: null, remind_at: null, ended_at: now, result: JSON.stringify(def.result(session.state)) });
    } else if (toStep !== fromStep) {
      const deadline = now + stepLength(settings, pending);
      Object.assign(clock, { deadline_at: deadline, grace_used: 0, ...reminderFields(settings, deadline, now, 0) });
      // Issue 17: the game stops when its last human is out, and asks before the bots play on.
      if (row.humans_out === null && humansAllOut(def, session.state, seats)) {
        Object.assign(clock, { status: 'paused', paused_left: deadline - now, deadline_at: null, remind_at: null, humans_out: 'asked' });
        events.push({ kind: 'game', gameId: row.id, change: 'humans-out' });
      }
    }
    await this.saveRow(trx, row, {
      ...clock,
      session: JSON.stringify(coreOf(session)),
      step: toStep,
      phase: pending?.phase ?? null,
      // As in `readyAfter`: a seat without a human is always ready (its decision is made when the step is resolved).
      all_ready: pending && pending.players.every((p) => readyNow.has(p) || seats.find((s) => s.power === p)?.controller !== 'human') ? 1 : 0,
    });
    return toStep !== fromStep ? [{ kind: 'resolved', gameId: row.id, fromStep, toStep }, ...events] : [];
  }

  /** The bots' decisions of a game just started, and its bot-only steps (one slice; the scheduler does the rest). */
  private async settleInLane(gameId: string): Promise<void> {
    try {
      const row = await this.gameRow(gameId);
      if (row.status !== 'running') return;
      await this.engineStep(row, false, 'wait');
    } catch (e) {
      this.o.log(`settling the start of game ${gameId} failed: ${(e as Error).name}; the scheduler will retry`);
    }
  }

  /**
   * One engine slice of a game read at `row`: off the event loop, then written in one
   * transaction if the game has not changed meanwhile (its version). Returns the events
   * written, or null when the game moved on (another request or instance) or is locked.
   */
  private async engineStep(row: GameRow, force: boolean, mode: 'wait' | 'skip', hook?: () => Promise<void>): Promise<BusEvent[] | null> {
    const def = this.def(row.ruleset);
    const settings = settingsOfRow(row);
    const seats = await this.seats(row);
    const { session, ready } = await loadSession(this.db, this.records, row);
    const out = await this.engine.settle({
      ruleset: def.id,
      // The kernel reads only the record's length when it resolves a step or asks a bot (the
      // step number, the bots' seeds): the engine gets placeholders, not the whole history,
      // which would be copied to the worker at every slice (~0.5 MB for 60 Diadokhoi steps).
      session: { ...session, record: session.record.map(() => null) as unknown as GameSession['record'] },
      ready: [...ready],
      seats: planOf(seats),
      force,
      stopWhenHumansOut: row.humans_out === null,
      sliceMs: this.limits.sliceMs,
      maxSteps: MAX_STEPS_PER_SLICE,
    });
    const events = await this.tx(async (trx) => {
      const locked = await this.lockGame(trx, row.id, mode);
      if (!locked || locked.version !== row.version) return null;
      const written = await this.write(trx, locked, def, settings, seats, session, out, this.now());
      await hook?.();
      return written;
    });
    if (events) await this.publish(events);
    return events;
  }

  /**
   * Resolves the current step of a game if it is still `expectedStep` and is due: every
   * pending player ready, or the deadline passed (then missing players get the game's
   * default, after one grace period if the game has one). The engine works outside any
   * transaction; its outcome is written in one, only if the game row's version is the one
   * read (so nothing accepted meanwhile is lost: the step is computed again). Idempotent: a
   * second call for the same step does nothing. Returns the new step, or null.
   */
  async adjudicate(gameId: string, expectedStep: number, reason: 'ready' | 'deadline'): Promise<number | null> {
    return this.inLane(gameId, () => this.adjudicateInLane(gameId, expectedStep, reason));
  }

  private async adjudicateInLane(gameId: string, expectedStep: number, reason: 'ready' | 'deadline'): Promise<number | null> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await this.db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
      if (!row || row.status !== 'running' || row.step !== expectedStep) return null;
      const now = this.now();
      const due = reason === 'ready' ? row.all_ready === 1 : row.deadline_at !== null && row.deadline_at <= now;
      if (!due) return null;
      const settings = settingsOfRow(row);
      if (reason === 'deadline' && row.all_ready !== 1 && settings.graceSeconds > 0 && !row.grace_used) {
        const def = this.def(row.ruleset);
        const seats = await this.seats(row);
        const { session } = await loadSession(this.db, this.records, row);
        const { pending, missing } = waitingOn(def, session);
        // No grace for a reaction window (issue 19): its default is the pass, which the rules
        // allow, and the player whose move waits on it should not wait twice.
        if (pending?.mode !== 'interrupt' && missing.some((p) => seats.find((s) => s.power === p)?.controller === 'human')) {
          const graced = await this.tx(async (trx) => {
            const locked = await this.lockGame(trx, gameId, 'skip');
            if (!locked || locked.version !== row.version) return false;
            const deadline = now + settings.graceSeconds * 1000;
            await this.saveRow(trx, locked, { deadline_at: deadline, grace_used: 1, ...reminderFields(settings, deadline, now, 0) });
            return true;
          });
          if (graced) await this.publish([{ kind: 'game', gameId, change: 'grace' }]);
          if (graced) return null;
          continue;
        }
      }
      const events = await this.engineStep(row, true, reason === 'deadline' ? 'skip' : 'wait', () => this.o.hooks?.inAdjudication?.({ gameId, step: expectedStep }) ?? Promise.resolve());
      if (!events) continue;
      const r = events.find((e) => e.kind === 'resolved');
      if (!r || r.kind !== 'resolved') return null;
      this.stats.adjudications++;
      this.stats.resolvedSteps += r.toStep - r.fromStep;
      return r.toStep;
    }
    return null;
  }

  // ---- the game master's clock --------------------------------------------------------

  async pause(by: User, gameId: string): Promise<void> {
    await this.tx(async (trx) => {
      const row = await this.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      this.requireManager(await this.viewerOf(by, row, trx));
      if (row.status !== 'running') throw conflict('not-running', `The game is ${row.status}.`);
      const left = Math.max(0, (row.deadline_at ?? this.now()) - this.now());
      await this.saveRow(trx, row, { status: 'paused', paused_left: left, deadline_at: null, remind_at: null });
    });
    await this.publish([{ kind: 'game', gameId, change: 'paused' }]);
  }

  /**
   * Starts the clock again. A game paused because its humans are all out (`humans_out`
   * `asked`) may also be resumed by any of its human players: that is their answer that the bots
   * play on (issue 17); it is not asked again.
   */
  async resume(by: User, gameId: string): Promise<void> {
    const row = await this.tx(async (trx) => {
      const row = await this.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      const viewer = await this.viewerOf(by, row, trx);
      if (!(row.humans_out === 'asked' && viewer.power !== null)) this.requireManager(viewer);
      if (row.status !== 'paused') throw conflict('not-paused', `The game is ${row.status}.`);
      const now = this.now();
      const deadline = now + (row.paused_left ?? 0);
      await this.saveRow(trx, row, {
        status: 'running',
        paused_left: null,
        deadline_at: deadline,
        ...(row.humans_out === 'asked' ? { humans_out: 'play-on' as const } : {}),
        ...reminderFields(settingsOfRow(row), deadline, now, 0),
      });
      return row;
    });
    await this.publish([{ kind: 'game', gameId, change: 'resumed' }]);
    if (row.all_ready) await this.inLane(gameId, () => this.adjudicateNow(gameId, row.step));
  }

  async extend(by: User, gameId: string, seconds: number): Promise<void> {
    await this.tx(async (trx) => {
      const row = await this.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      this.requireManager(await this.viewerOf(by, row, trx));
      const ms = seconds * 1000;
      if (row.status === 'paused') return this.saveRow(trx, row, { paused_left: (row.paused_left ?? 0) + ms });
      if (row.status !== 'running') throw conflict('not-running', `The game is ${row.status}.`);
      const now = this.now();
      const deadline = Math.max(row.deadline_at ?? now, now) + ms;
      await this.saveRow(trx, row, { deadline_at: deadline, ...reminderFields(settingsOfRow(row), deadline, now, 0) });
    });
    await this.publish([{ kind: 'game', gameId, change: 'extended' }]);
  }

  // ---- scheduler work -----------------------------------------------------------------

  /** Games due for adjudication (deadline passed, or everyone ready and not yet resolved: crash recovery). */
  async dueGames(limit = 50): Promise<{ id: string; step: number; reason: 'ready' | 'deadline' }[]> {
    const now = this.now();
    const rows = await this.db
      .selectFrom('games')
      .select(['id', 'step', 'all_ready'])
      .where('status', '=', 'running')
      .where((eb) => eb.or([eb('deadline_at', '<=', now), eb('all_ready', '=', 1)]))
      .orderBy('deadline_at')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: r.id, step: r.step, reason: r.all_ready === 1 ? 'ready' : 'deadline' }));
  }

  /** Sends the reminders that are due; each is claimed by one conditional update, so only one instance sends it. */
  async sendReminders(): Promise<number> {
    const now = this.now();
    const rows = await this.db.selectFrom('games').selectAll().where('status', '=', 'running').where('remind_at', '<=', now).limit(100).execute();
    let sent = 0;
    for (const row of rows) {
      const settings = settingsOfRow(row);
      const next = reminderFields(settings, row.deadline_at, now, row.reminded + 1);
      const claim = await this.db
        .updateTable('games')
        .set(next)
        .where('id', '=', row.id)
        .where('step', '=', row.step)
        .where('reminded', '=', row.reminded)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1 || row.deadline_at === null || row.deadline_at <= now) continue;
      const def = this.def(row.ruleset);
      const pending = def.pending((JSON.parse(row.session) as { state: unknown }).state);
      const subs = await this.db.selectFrom('submissions').select(['power', 'step']).where('game_id', '=', row.id).execute();
      const seats = await this.seats(row);
      const missing = (pending?.players ?? []).filter(
        (p) => !subs.some((s) => s.power === p && s.step === row.step) && seats.find((s) => s.power === p)?.controller === 'human',
      );
      if (missing.length === 0) continue;
      await this.publish([{ kind: 'reminder', gameId: row.id, step: row.step, deadlineAt: row.deadline_at, missing }]);
      sent++;
    }
    return sent;
  }
}

/** The next reminder at or after index `from` that is still in the future. */
export function reminderFields(settings: GameSettings, deadlineAt: number | null, now: number, from: number): { reminded: number; remind_at: number | null } {
  if (deadlineAt === null) return { reminded: from, remind_at: null };
  let i = from;
  while (i < settings.reminders.length && deadlineAt - settings.reminders[i]! * 1000 <= now) i++;
  return { reminded: i, remind_at: i < settings.reminders.length ? deadlineAt - settings.reminders[i]! * 1000 : null };
}
