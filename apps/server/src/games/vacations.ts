import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { VacationView } from '../api.ts';
import { prepared } from '../db/prepared.ts';
import type { Database } from '../db/schema.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import type { JudgeCore } from './judge-core.ts';
import { reminderFields } from './reminders.ts';
import type { GameRow } from './store.ts';
import { settingsOfRow } from './store.ts';

/** Read at every game view (issue 22: compiled once, `prepared.ts`). */
const awayQ = prepared((db: Kysely<Database>, a: { gameId: string; now: number }) =>
  db
    .selectFrom('seats')
    .innerJoin('vacations', 'vacations.user_id', 'seats.user_id')
    .select(['seats.power', 'vacations.ends_at'])
    .where('seats.game_id', '=', a.gameId)
    .where('seats.controller', '=', 'human')
    .where('vacations.starts_at', '<=', a.now)
    .where('vacations.ends_at', '>', a.now),
);

/** The seats away, as a game's summary lists them (by power). */
export function awayList(rows: { power: string; ends_at: number }[]): { power: string; until: number }[] {
  return rows.map((r) => ({ power: r.power, until: r.ends_at })).sort((a, b) => a.power.localeCompare(b.power));
}

const DAY = 24 * 3600_000;
const YEAR = 365 * DAY;

/**
 * Issue 21 item 3, vacations: 14 days in any 365 (a fortnight a year, as a paid holiday is
 * commonly split), at most 14 in one go (also the pause by vote's cap). While a player is on
 * vacation, every running game he plays waits for him: a deadline that falls due is moved to the
 * end of his vacation (several players away: the latest end). A vacation is at most 14 days, so
 * no game waits longer than that for one player's vacation.
 */
export const VACATION = { allowanceDays: 14, maxDays: 14 } as const;

export class Vacations {
  constructor(private readonly c: JudgeCore) {}

  private async rows(userId: string, now: number) {
    return this.c.db.selectFrom('vacations').selectAll().where('user_id', '=', userId).where('starts_at', '>', now - YEAR).execute();
  }

  async view(userId: string): Promise<VacationView> {
    const now = this.c.now();
    const rows = await this.rows(userId, now);
    const current = rows.find((r) => r.starts_at <= now && r.ends_at > now);
    return {
      allowanceDays: VACATION.allowanceDays,
      usedDays: rows.reduce((n, r) => n + Math.ceil((r.ends_at - r.starts_at) / DAY), 0),
      current: current ? { startsAt: current.starts_at, endsAt: current.ends_at } : null,
    };
  }

  async take(userId: string, days: number): Promise<void> {
    const now = this.c.now();
    const v = await this.view(userId);
    if (v.current) throw conflict('vacation-running', 'You are already on vacation.');
    if (!Number.isInteger(days) || days < 1 || days > VACATION.maxDays) throw new HttpError(422, 'vacation-out-of-range', `A vacation lasts from 1 to ${VACATION.maxDays} days.`);
    if (v.usedDays + days > v.allowanceDays) throw new HttpError(422, 'vacation-over-allowance', `You have ${v.allowanceDays - v.usedDays} days of vacation left in these 365 days.`);
    await this.c.db.insertInto('vacations').values({ id: randomUUID(), user_id: userId, starts_at: now, ends_at: now + days * DAY }).execute();
    await this.announce(userId);
  }

  /** Back early: the days not taken are given back (whole days). */
  async end(userId: string): Promise<void> {
    const now = this.c.now();
    const done = await this.c.db.updateTable('vacations').set({ ends_at: now }).where('user_id', '=', userId).where('starts_at', '<=', now).where('ends_at', '>', now).executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw notFound('You are not on vacation.');
    await this.announce(userId);
  }

  /** His running games' pages show the change. */
  private async announce(userId: string): Promise<void> {
    const games = await this.c.db.selectFrom('seats').innerJoin('games', 'games.id', 'seats.game_id').select('games.id').where('seats.user_id', '=', userId).where('games.status', '=', 'running').execute();
    await this.c.publish(games.map((g) => ({ kind: 'game' as const, gameId: g.id, change: 'vacation' })));
  }

  /** Seats of this game whose human is on vacation now, and until when. */
  async away(row: GameRow): Promise<{ power: string; until: number }[]> {
    if (row.status !== 'running' && row.status !== 'paused') return [];
    const now = this.c.now();
    return awayList((await awayQ(this.c.db, { gameId: row.id, now })).rows);
  }

  /** The scheduler's pass, before it looks for due games: a due deadline of a game waiting for a player on vacation moves to the latest vacation's end. */
  async hold(): Promise<number> {
    const c = this.c;
    const now = c.now();
    const due = await c.db
      .selectFrom('games')
      .innerJoin('seats', 'seats.game_id', 'games.id')
      .innerJoin('vacations', 'vacations.user_id', 'seats.user_id')
      .select(['games.id'])
      .select((eb) => eb.fn.max('vacations.ends_at').as('until'))
      .where('games.status', '=', 'running')
      .where('games.deadline_at', '<=', now)
      .where('seats.controller', '=', 'human')
      .where('vacations.starts_at', '<=', now)
      .where('vacations.ends_at', '>', now)
      .groupBy('games.id')
      .limit(50)
      .execute();
    let held = 0;
    for (const g of due) {
      const until = Number(g.until);
      await c.store.tx(async (trx) => {
        const row = await c.store.lockGame(trx, g.id);
        if (!row || row.status !== 'running' || row.deadline_at === null || row.deadline_at > now) return;
        await c.store.saveGame(trx, row, { deadline_at: until, ...reminderFields(settingsOfRow(row), until, now, 0) });
        held++;
      });
    }
    return held;
  }
}
