/**
 * Ratings per ruleset, kept in the database (issue 21 item 6). The incremental path (`sweep`)
 * rates every finished game not yet rated, oldest first, one transaction a game; it runs when
 * the bus says a game changed (every instance hears it: a game is rated once, the `rated_games`
 * row decides) and before the routes that read ratings. `rebuild` recomputes every rating from
 * scratch from the finished games' results, in the order they were rated; `recompute` writes it.
 */
import { sql } from 'kysely';
import type { GameResult, RecordEntry } from '@diadochi/kernel';
import type { Judge } from '../games/judge.ts';
import type { GameRow } from '../games/store.ts';
import { NEW_SKILL, placesOf, rateGame, shown } from './model.ts';
import type { Contestant, Skill } from './model.ts';
import { archiveDb } from './tables.ts';
import type { ArchiveDb } from './tables.ts';

/** A player's rating in a ruleset as a rebuild computes it. */
export interface RatingState extends Skill {
  games: number;
  wins: number;
}

/** `ruleset` and user id, the key of a rating. */
export const ratingKey = (ruleset: string, userId: string) => `${ruleset}\u0000${userId}`;

/** A human of a finished game: his seat, place and whether he won. */
export interface HumanResult {
  userId: string;
  power: string;
  place: number | null;
  places: number;
  won: boolean;
}

/** The humans of a finished game and their places (one line per user: his best seat if he held several). */
export function humansOf(result: GameResult | null, seats: readonly { power: string; user_id: string | null }[], order: readonly string[]): HumanResult[] {
  const powers = [...seats].sort((a, b) => order.indexOf(a.power) - order.indexOf(b.power)).map((s) => s.power);
  const places = placesOf(result, powers);
  const winners = new Set(result?.winners ?? []);
  const byUser = new Map<string, HumanResult>();
  for (const s of seats) {
    if (s.user_id === null) continue;
    const h: HumanResult = { userId: s.user_id, power: s.power, place: places.get(s.power) ?? null, places: powers.length, won: winners.has(s.power) };
    const had = byUser.get(s.user_id);
    if (!had || (h.place !== null && (had.place === null || h.place < had.place))) byUser.set(s.user_id, h);
  }
  return [...byUser.values()].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
}

/** Steps read at a time when counting a finished game's missed phases (the event loop breathes between pages). */
const STEP_PAGE = 200;
/** Finished games rated per sweep round. */
const SWEEP_BATCH = 20;
/** Any number, the same on every instance: the PostgreSQL advisory lock that serialises rating writes. */
const LOCK = 0x5a7e21;

export class Ratings {
  private readonly db: ArchiveDb;
  private running: Promise<number> | null = null;
  private again = false;

  constructor(private readonly judge: Judge) {
    this.db = archiveDb(judge.db);
  }

  /**
   * Rates every finished game not yet rated; returns how many it handled. Calls made while a
   * sweep runs share it and make it look once more when it ends (a game may have ended meanwhile).
   */
  sweep(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = (async () => {
      let total = 0;
      try {
        do {
          this.again = false;
          for (;;) {
            const n = await this.sweepOnce();
            total += n;
            if (n < SWEEP_BATCH) break;
          }
        } while (this.again);
      } finally {
        this.running = null;
      }
      return total;
    })();
    this.running = run;
    return run;
  }

  /**
   * What a reading route waits for before it answers: the sweep, for at most `ms` (a first start
   * on a database full of finished games rates them over many requests, never in one). A failed
   * sweep is logged by the caller's `log`, and the route answers with the ratings as they are.
   */
  async catchUp(ms: number, log: (msg: string) => void): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
    try {
      await Promise.race([this.sweep().then(() => undefined), late]);
    } catch (e) {
      log(`ratings sweep failed: ${(e as Error).name}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Finished games not yet rated, oldest first (by end, then id): the order the sweep rates them in. */
  private unrated(limit: number) {
    return this.db
      .selectFrom('games')
      .selectAll('games')
      .where('games.status', '=', 'over')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('rated_games').select('rated_games.game_id').whereRef('rated_games.game_id', '=', 'games.id'))))
      .orderBy('games.ended_at')
      .orderBy('games.id')
      .limit(limit)
      .execute();
  }

  private async sweepOnce(): Promise<number> {
    const rows = await this.unrated(SWEEP_BATCH);
    for (const row of rows) await this.rateOne(row as GameRow);
    return rows.length;
  }

  /** Steps of a finished game in which each power got the no-orders default (`RecordEntry.defaulted`). */
  private async missedPhases(gameId: string, powers: Set<string>): Promise<Map<string, number>> {
    const missed = new Map<string, number>();
    if (powers.size === 0) return missed;
    for (let from = 0; ; from += STEP_PAGE) {
      const page = await this.db.selectFrom('steps').select(['step', 'entry']).where('game_id', '=', gameId).where('step', '>=', from).where('step', '<', from + STEP_PAGE).execute();
      for (const r of page) {
        const entry = JSON.parse(r.entry) as Pick<RecordEntry, 'defaulted'>;
        for (const p of entry.defaulted ?? []) if (powers.has(p)) missed.set(p, (missed.get(p) ?? 0) + 1);
      }
      if (page.length === 0) break;
      await new Promise((r) => setImmediate(r));
    }
    return missed;
  }

  private async lock(trx: ArchiveDb): Promise<void> {
    if (this.judge.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${LOCK})`.execute(trx);
  }

  private async rateOne(row: GameRow): Promise<void> {
    const seats = await this.db.selectFrom('seats').select(['power', 'user_id']).where('game_id', '=', row.id).execute();
    const result = row.result ? (JSON.parse(row.result) as GameResult) : null;
    const order = (JSON.parse(row.session) as { players: string[] }).players;
    const humans = humansOf(result, seats, order);
    const missed = await this.missedPhases(row.id, new Set(humans.map((h) => h.power)));
    const now = this.judge.now();
    await this.db.transaction().execute(async (trx) => {
      await this.lock(trx);
      const done = await trx.selectFrom('rated_games').select('game_id').where('game_id', '=', row.id).executeTakeFirst();
      if (done) return; // another instance rated it first
      const max = await trx.selectFrom('rated_games').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
      const seq = Number(max?.seq ?? 0) + 1;
      const ids = humans.map((h) => h.userId);
      const held = ids.length > 0 ? await trx.selectFrom('ratings').selectAll().where('ruleset', '=', row.ruleset).where('user_id', 'in', ids).execute() : [];
      const before = new Map(held.map((r) => [r.user_id, r]));
      const contestants: Contestant[] = humans.map((h) => ({ userId: h.userId, place: h.place, before: before.get(h.userId) ?? NEW_SKILL }));
      const after = rateGame(contestants);
      if (after) {
        for (const h of humans) {
          const s = after.get(h.userId)!;
          const old = before.get(h.userId);
          const values = { mu: s.mu, sigma: s.sigma, ordinal: shown(s), games: (old?.games ?? 0) + 1, wins: (old?.wins ?? 0) + (h.won ? 1 : 0), updated_at: now };
          await trx
            .insertInto('ratings')
            .values({ user_id: h.userId, ruleset: row.ruleset, ...values })
            .onConflict((oc) => oc.columns(['user_id', 'ruleset']).doUpdateSet(values))
            .execute();
        }
      }
      if (humans.length > 0) {
        await trx
          .insertInto('game_players')
          .values(
            humans.map((h) => {
              const b = contestants.find((c) => c.userId === h.userId)!.before;
              const a = after?.get(h.userId);
              return {
                game_id: row.id,
                user_id: h.userId,
                ruleset: row.ruleset,
                power: h.power,
                place: h.place,
                places: h.places,
                won: h.won ? 1 : 0,
                missed: missed.get(h.power) ?? 0,
                mu_before: a ? b.mu : null,
                sigma_before: a ? b.sigma : null,
                mu_after: a?.mu ?? null,
                sigma_after: a?.sigma ?? null,
                ended_at: row.ended_at ?? now,
              };
            }),
          )
          .execute();
      }
      await trx.insertInto('rated_games').values({ game_id: row.id, ruleset: row.ruleset, seq, rated: after ? 1 : 0, rated_at: now }).execute();
    });
  }

  /**
   * Every rating recomputed from scratch from the finished games' results (games and seats
   * tables only), replayed in the order they were rated, then the finished games not rated yet
   * in the sweep's order. Writes nothing. The incremental path must give the same numbers.
   */
  async rebuild(): Promise<{ ratings: Map<string, RatingState>; changes: Map<string, { before: Skill; after: Skill }> }> {
    const ratings = new Map<string, RatingState>();
    const changes = new Map<string, { before: Skill; after: Skill }>();
    const apply = (row: GameRow, seats: { power: string; user_id: string | null }[]) => {
      const result = row.result ? (JSON.parse(row.result) as GameResult) : null;
      const humans = humansOf(result, seats, (JSON.parse(row.session) as { players: string[] }).players);
      const contestants = humans.map((h) => ({ userId: h.userId, place: h.place, before: ratings.get(ratingKey(row.ruleset, h.userId)) ?? NEW_SKILL }));
      const after = rateGame(contestants);
      if (!after) return;
      for (const h of humans) {
        const key = ratingKey(row.ruleset, h.userId);
        const old = ratings.get(key);
        const s = after.get(h.userId)!;
        changes.set(`${row.id}\u0000${h.userId}`, { before: old ? { mu: old.mu, sigma: old.sigma } : NEW_SKILL, after: s });
        ratings.set(key, { mu: s.mu, sigma: s.sigma, games: (old?.games ?? 0) + 1, wins: (old?.wins ?? 0) + (h.won ? 1 : 0) });
      }
    };
    const PAGE = 200;
    for (let after = 0; ; ) {
      const rows = await this.db
        .selectFrom('rated_games')
        .innerJoin('games', 'games.id', 'rated_games.game_id')
        .selectAll('games')
        .select('rated_games.seq')
        .where('rated_games.seq', '>', after)
        .orderBy('rated_games.seq')
        .limit(PAGE)
        .execute();
      await this.applyAll(rows as (GameRow & { seq: number })[], apply);
      if (rows.length < PAGE) break;
      after = rows.at(-1)!.seq;
    }
    await this.applyAll((await this.unrated(100_000)) as GameRow[], apply);
    return { ratings, changes };
  }

  private async applyAll(rows: GameRow[], apply: (row: GameRow, seats: { power: string; user_id: string | null }[]) => void): Promise<void> {
    if (rows.length === 0) return;
    const seats = await this.db.selectFrom('seats').select(['game_id', 'power', 'user_id']).where('game_id', 'in', rows.map((r) => r.id)).execute();
    for (const row of rows) apply(row, seats.filter((s) => s.game_id === row.id));
  }

  /** Rates what is left, then rewrites every rating and every game's before and after from a rebuild (an admin's repair). */
  async recompute(): Promise<{ players: number; games: number }> {
    await this.sweep();
    const { ratings, changes } = await this.rebuild();
    const now = this.judge.now();
    await this.db.transaction().execute(async (trx) => {
      await this.lock(trx);
      await trx.deleteFrom('ratings').execute();
      const rows = [...ratings].map(([key, r]) => {
        const [ruleset, userId] = key.split('\u0000') as [string, string];
        return { user_id: userId, ruleset, mu: r.mu, sigma: r.sigma, ordinal: shown(r), games: r.games, wins: r.wins, updated_at: now };
      });
      for (let i = 0; i < rows.length; i += 100) await trx.insertInto('ratings').values(rows.slice(i, i + 100)).execute();
      for (const [key, c] of changes) {
        const [gameId, userId] = key.split('\u0000') as [string, string];
        await trx
          .updateTable('game_players')
          .set({ mu_before: c.before.mu, sigma_before: c.before.sigma, mu_after: c.after.mu, sigma_after: c.after.sigma })
          .where('game_id', '=', gameId)
          .where('user_id', '=', userId)
          .execute();
      }
    });
    return { players: ratings.size, games: new Set([...changes.keys()].map((k) => k.split('\u0000')[0])).size };
  }
}
