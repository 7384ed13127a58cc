import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Issue 21 item 2: playing by e-mail. `mail_keys` holds, per game and player, the secret that
 * the subject of his mails must carry (`[diadochi GAME KEY]`): a verified From address alone
 * is easy to forge. Having a key is also his choice to receive each result sheet by mail.
 */
export const mailPlayMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_keys')
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('mail_keys_pk', ['game_id', 'user_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists mail_keys`.execute(db);
  },
};
