import type { Kysely, Migration } from 'kysely';

/**
 * Issue 20 item 5 and issue 21 item 4: per-seat bot levels and missed phases.
 * - `seats.bot_level`: the level of the bot seated at the start (`random`, `l1`, …), chosen per
 *   seat at creation (`GameSettings.botLevels`); null for a human seat, an empty seat under the
 *   no-orders rule, a ruleset without catalog levels, and seats of games started before.
 * - `seats.phases_due`, `seats.phases_missed`: the seat's human counted phases (his record of
 *   missed phases, summed on his profile).
 * - `games.absences`: JSON, per human seat, its run of missed phases and since when a bot
 *   plays it (`Absences`, games/attendance.ts); on the game row so it is versioned and locked
 *   with it.
 */
export const seatBotsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('seats').addColumn('bot_level', 'text').execute();
    await db.schema.alterTable('seats').addColumn('phases_due', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('seats').addColumn('phases_missed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('games').addColumn('absences', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('games').dropColumn('absences').execute();
    await db.schema.alterTable('seats').dropColumn('phases_missed').execute();
    await db.schema.alterTable('seats').dropColumn('phases_due').execute();
    await db.schema.alterTable('seats').dropColumn('bot_level').execute();
  },
};
