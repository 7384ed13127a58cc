import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Issue 21 item 3: a player's vacations (`games/vacations.ts`). Each row is one vacation; the
 * days taken in the last 365 days count against the yearly allowance.
 */
export const vacationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vacations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('starts_at', 'bigint', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('vacations_user').on('vacations').columns(['user_id', 'ends_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists vacations`.execute(db);
  },
};
