import type { GameSession, RecordEntry } from '@diadochi/kernel';
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DraftsTable, GamesTable, SeatsTable } from '../db/schema.ts';
import { prepared } from '../db/prepared.ts';
import type { GameSettings } from './settings.ts';

export type GameRow = Selectable<GamesTable>;
export type SeatRow = Selectable<SeatsTable>;
export type DraftRow = Selectable<DraftsTable>;
type Db = Kysely<Database>;

/** The kernel session minus the record and submissions, as stored in `games.session`. Holds the secret seed. */
export type SessionCore = Omit<GameSession, 'record' | 'submissions'>;

export function coreOf(session: GameSession): SessionCore {
  const { record: _record, submissions: _submissions, ...core } = session;
  return core;
}

export const settingsOfRow = (row: GameRow) => JSON.parse(row.settings) as GameSettings;

/**
 * Record entries never change once written, so every instance may keep them in memory:
 * only the steps it has not seen yet are read. Bounded by game count (least recently used out).
 */
export class RecordCache {
  private readonly entries = new Map<string, RecordEntry[]>();
  constructor(private readonly capacity = 500) {}

  async load(db: Db, gameId: string, length: number): Promise<RecordEntry[]> {
    let cached = this.entries.get(gameId) ?? [];
    this.entries.delete(gameId);
    if (cached.length < length) {
      const rows = await db
        .selectFrom('steps')
        .select(['step', 'entry'])
        .where('game_id', '=', gameId)
        .where('step', '>=', cached.length)
        .where('step', '<', length)
        .orderBy('step')
        .execute();
      cached = [...cached, ...rows.map((r) => JSON.parse(r.entry) as RecordEntry)];
      if (cached.length !== length) throw new Error(`game ${gameId}: record has ${cached.length} steps, expected ${length}`);
    }
    this.entries.set(gameId, cached);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return cached.slice(0, length);
  }

  /**
   * Entries this instance has just committed, for steps `from`…: kept when the cache holds
   * exactly the steps before them, so the views of the new step read none (issue 22). Given as
   * the JSON text written, parsed here: the same values a read of the rows gives.
   */
  extend(gameId: string, from: number, texts: string[]): void {
    const cached = this.entries.get(gameId);
    if (!cached || cached.length !== from || texts.length === 0) return;
    this.entries.delete(gameId);
    this.entries.set(gameId, [...cached, ...texts.map((t) => JSON.parse(t) as RecordEntry)]);
  }

  forget(gameId: string): void {
    this.entries.delete(gameId);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The full kernel session of a game: state, record, and the decisions received for the current step.
 * `parsed`: the row's session column already parsed (the step cache's, issue 22), else parsed here.
 */
export async function loadSession(
  db: Db,
  cache: RecordCache,
  row: GameRow,
  parsed?: SessionCore,
): Promise<{ session: GameSession; ready: Set<string> }> {
  const core = parsed ?? (JSON.parse(row.session) as SessionCore);
  const record = await cache.load(db, row.id, row.step + 1);
  const { submissions, ready } = await currentSubmissions(db, row);
  return { session: { ...core, record, submissions }, ready };
}

// Read at every game view (issue 22, `prepared.ts`).
const submissionsQ = prepared((db: Db, a: { gameId: string }) => db.selectFrom('submissions').select(['power', 'decision', 'ready', 'step']).where('game_id', '=', a.gameId));
const seatsQ = prepared((db: Db, a: { gameId: string }) => db.selectFrom('seats').selectAll().where('game_id', '=', a.gameId));

/** The decisions received for the current step of a game, and who said ready. */
export async function currentSubmissions(db: Db, row: GameRow): Promise<{ submissions: Record<string, unknown>; ready: Set<string> }> {
  const subs = (await submissionsQ(db, { gameId: row.id })).rows;
  const submissions: Record<string, unknown> = {};
  const ready = new Set<string>();
  for (const s of subs) {
    if (s.step !== row.step) continue; // a leftover from an older step is never used
    submissions[s.power] = JSON.parse(s.decision);
    if (s.ready) ready.add(s.power);
  }
  return { submissions, ready };
}

/**
 * A seat's game view reads three tables: the step's submissions, the seat's draft and the seats
 * whose human is on vacation. One statement instead of three (issue 22: each is a round trip on
 * PostgreSQL, and the view is the most frequent request); rows are told apart by `kind`.
 */
const viewReadsQ = prepared((db: Db, a: { gameId: string; power: string; now: number }) =>
  db
    .selectFrom('submissions')
    .select([sql<string>`'submission'`.as('kind'), 'power', 'decision', 'ready', 'step', sql<string | null>`null`.as('problems'), 'updated_at as at'])
    .where('game_id', '=', a.gameId)
    .unionAll(
      db
        .selectFrom('drafts')
        .select([sql<string>`'draft'`.as('kind'), 'power', 'decision', sql<number>`null`.as('ready'), 'step', 'problems', 'updated_at as at'])
        .where('game_id', '=', a.gameId)
        .where('power', '=', a.power),
    )
    .unionAll(
      db
        .selectFrom('seats')
        .innerJoin('vacations', 'vacations.user_id', 'seats.user_id')
        .select([sql<string>`'away'`.as('kind'), 'seats.power', sql<string>`null`.as('decision'), sql<number>`null`.as('ready'), sql<number>`null`.as('step'), sql<string | null>`null`.as('problems'), 'vacations.ends_at as at'])
        .where('seats.game_id', '=', a.gameId)
        .where('seats.controller', '=', 'human')
        .where('vacations.starts_at', '<=', a.now)
        .where('vacations.ends_at', '>', a.now),
    ),
);

/**
 * What `currentSubmissions`, the drafts' read (`GameStore.draft`) and the vacations' read
 * (`Vacations.away`: seats whose human is away at `now`, unsorted) give, in one statement.
 */
export async function viewReads(
  db: Db,
  row: GameRow,
  power: string,
  now: number,
): Promise<{ submissions: Record<string, unknown>; ready: Set<string>; draft: DraftRow | undefined; away: { power: string; ends_at: number }[] }> {
  const rows = (await viewReadsQ(db, { gameId: row.id, power, now })).rows;
  const submissions: Record<string, unknown> = {};
  const ready = new Set<string>();
  let draft: DraftRow | undefined;
  const away: { power: string; ends_at: number }[] = [];
  for (const r of rows) {
    if (r.kind === 'submission') {
      if (r.step !== row.step) continue; // a leftover from an older step is never used
      submissions[r.power] = JSON.parse(r.decision);
      if (r.ready) ready.add(r.power);
    } else if (r.kind === 'draft') {
      draft = { game_id: row.id, power: r.power, step: r.step, decision: r.decision, problems: r.problems, updated_at: r.at };
    } else away.push({ power: r.power, ends_at: r.at });
  }
  return { submissions, ready, draft, away };
}

export async function seatsOf(db: Db, gameId: string): Promise<SeatRow[]> {
  return (await seatsQ(db, { gameId })).rows;
}
