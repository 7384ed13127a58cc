import type { GameDefinition, PlayerId } from '@diadochi/kernel';
import type { Kysely } from 'kysely';
import type { User } from '../accounts.ts';
import type { Bus, BusEvent } from '../bus.ts';
import type { Storage } from '../db/open.ts';
import type { Database } from '../db/schema.ts';
import { InlineEngine } from '../engine/engine.ts';
import type { BotFactory, BotLevels, Engine } from '../engine/engine.ts';
import { bestLevel, levelNames, standInLevel } from '../bot-levels.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import { GameStore } from './store-games.ts';
import { StepCache } from './step-cache.ts';
import { RecordCache, seatsOf } from './store.ts';
import type { GameRow, SeatRow } from './store.ts';
import type { Viewer } from './viewer.ts';

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
  /** The bots a seat may choose by level (issue 20 item 5; `platformRoster`); none: `random` and the default bot only. */
  botLevels?: BotLevels;
  /** By ruleset, the level a bot seat gets when nobody chose one. */
  bestBotLevels?: Record<string, string>;
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

/**
 * What every judge service shares: the store, the rulesets, the engine, the clock, the
 * notifications, the caches and the per-game lanes. One per judge.
 */
export class JudgeCore {
  readonly defs: Map<string, GameDefinition>;
  readonly records = new RecordCache();
  /** Each game's current step parsed once, with its seats' views (issue 22). */
  readonly steps = new StepCache();
  readonly store: GameStore;
  readonly stats = { submissions: 0, adjudications: 0, resolvedSteps: 0 };
  readonly engine: Engine;
  readonly limits: JudgeLimits;
  readonly levels: BotLevels;
  private readonly seatCache = new Map<string, SeatRow[]>();
  private readonly nameCache = new Map<string, string>();
  /** Per game, the tail of its queue: this instance applies one change of a game at a time, in order. */
  private readonly lanes = new Map<string, Promise<unknown>>();

  constructor(readonly o: JudgeOptions) {
    this.defs = new Map(o.games.map((g) => [g.id, g]));
    this.levels = o.botLevels ?? {};
    this.engine = o.engine ?? new InlineEngine(o.games, o.bots ?? {}, this.levels);
    this.limits = { ...DEFAULT_LIMITS, ...o.limits };
    this.store = new GameStore(o.storage);
  }

  get db(): Kysely<Database> {
    return this.o.storage.db;
  }

  now(): number {
    return this.o.clock();
  }

  log(msg: string): void {
    this.o.log(msg);
  }

  /** The bot levels a seat of this ruleset may be given (`random` always). */
  levelNames(ruleset: string): string[] {
    return levelNames(this.o, ruleset);
  }

  /** The level of a bot seat nobody chose one for; null: the host's default bot. */
  bestLevel(ruleset: string): string | null {
    return bestLevel(this.o, ruleset);
  }

  /** The level of the bot standing in for an absent player. */
  standInLevel(ruleset: string): string | null {
    return standInLevel(this.o, ruleset);
  }

  def(ruleset: string): GameDefinition {
    const d = this.defs.get(ruleset);
    if (!d) throw new HttpError(503, 'ruleset-unavailable', `The ruleset ${ruleset} is not installed on this server.`);
    return d;
  }

  /**
   * Runs `fn` after every earlier queued change of the same game (decisions, adjudications,
   * the start's settling): with the engine off the event loop, two requests for one game
   * could otherwise interleave. Across instances the version column keeps them apart.
   */
  inLane<T>(gameId: string, fn: () => Promise<T>): Promise<T> {
    const before = this.lanes.get(gameId) ?? Promise.resolve();
    const run = before.then(fn, fn);
    const tail = run.catch(() => {});
    this.lanes.set(gameId, tail);
    void tail.then(() => {
      if (this.lanes.get(gameId) === tail) this.lanes.delete(gameId);
    });
    return run;
  }

  /** Notifications go out after the commit; one that fails is logged, never rolls anything back. */
  async publish(events: BusEvent[]): Promise<void> {
    for (const e of events) {
      try {
        await this.o.bus.publish(e);
      } catch (x) {
        this.o.log(`notification of ${e.kind} for game ${e.gameId} not published: ${(x as Error).name}`);
      }
    }
  }

  async gameRow(id: string): Promise<GameRow> {
    const row = await this.store.findGame(id);
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
      for (const r of await this.store.userNames(missing)) this.nameCache.set(r.id, r.name);
      while (this.nameCache.size > 20_000) this.nameCache.delete(this.nameCache.keys().next().value!);
    }
    return new Map(ids.flatMap((id) => (this.nameCache.has(id) ? [[id, this.nameCache.get(id)!] as const] : [])));
  }

  /** The seat a user plays in a started game (from the seats kept in memory), if any. */
  async seatOf(row: GameRow, userId: string, db: Kysely<Database> = this.db): Promise<PlayerId | null> {
    return (await this.seats(row, db)).find((s) => s.user_id === userId)?.power ?? null;
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
    v.isMember = await this.store.isMember(db, row.id, user.id);
    return v;
  }

  requireManager(v: Viewer): void {
    if (!v.isGm && !v.isAdmin) throw forbidden('Only the game master or an admin may do that.');
  }
}
