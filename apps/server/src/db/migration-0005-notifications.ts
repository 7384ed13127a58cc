import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Issue 21 item 1: notifications by e-mail and signed webhook.
 * - `users.language`: the language the judge writes to the user in (`en`, `fr`).
 * - `notify_settings`: per user, the kinds chosen per channel (JSON), the e-mail address and its
 *   verification (only a hash of the mailed code is kept), the webhook and its signing key, and
 *   when the next daily digest is due.
 * - `notify_outbox`: one row per notification and channel, unique per (user, channel, `dedupe`)
 *   so that every instance hearing the same bus event inserts it once; rows are claimed by a
 *   conditional update before delivery, retried a bounded number of times, and pruned.
 */
export const notificationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute();
    await db.schema
      .createTable('notify_settings')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('kinds', 'text', (c) => c.notNull())
      .addColumn('digest_hour', 'integer', (c) => c.notNull())
      .addColumn('digest_at', 'bigint')
      .addColumn('email', 'text')
      .addColumn('email_verified', 'integer', (c) => c.notNull())
      .addColumn('email_code_hash', 'text')
      .addColumn('email_code_expires', 'bigint')
      .addColumn('webhook_url', 'text')
      .addColumn('webhook_secret', 'text')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notify_settings_code').on('notify_settings').column('email_code_hash').execute();
    await db.schema.createIndex('notify_settings_digest').on('notify_settings').column('digest_at').execute();
    await db.schema
      .createTable('notify_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('dedupe', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('params', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('sent_at', 'bigint')
      .addUniqueConstraint('notify_outbox_once', ['user_id', 'channel', 'dedupe'])
      .execute();
    await db.schema.createIndex('notify_outbox_due').on('notify_outbox').columns(['status', 'next_at']).execute();
    await db.schema.createIndex('notify_outbox_user').on('notify_outbox').columns(['user_id', 'status']).execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists notify_outbox`.execute(db);
    await sql`drop table if exists notify_settings`.execute(db);
    await db.schema.alterTable('users').dropColumn('language').execute();
  },
};
