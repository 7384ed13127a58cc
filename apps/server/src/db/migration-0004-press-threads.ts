import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Issue 17 item 15: press read per conversation. `press_reads` holds, per reader and
 * conversation (the reader's own thread key, `MessageView.thread`), the `seq` of the last
 * message read there. The older `reads` marker (everything up to a message) still counts:
 * a message is read when either marker covers it.
 */
export const pressThreadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('press_reads')
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('thread', 'text', (c) => c.notNull())
      .addColumn('upto', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('press_reads_pk', ['game_id', 'user_id', 'thread'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists press_reads`.execute(db);
  },
};
