import { sql } from 'kysely';
import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { Dialect } from './dialect.ts';
import { invitesMigration } from './migration-0003-invites.ts';
import { pressThreadsMigration } from './migration-0004-press-threads.ts';
import { notificationsMigration } from './migration-0005-notifications.ts';
import { mailPlayMigration } from './migration-0007-mail-play.ts';
import { ratingsMigration } from './migration-0006-ratings.ts';
import { seatBotsMigration } from './migration-0008-seat-bots.ts';
import { paceVotesMigration } from './migration-0009-pace-votes.ts';
import { vacationsMigration } from './migration-0010-vacations.ts';

/**
 * Migrations for both databases. The schema is the same; only the auto-incremented message
 * order differs in spelling. Kysely's migrator takes a lock, so instances starting together
 * against one PostgreSQL do not race.
 */
function migrations(dialect: Dialect): Record<string, Migration> {
  const ms = 'bigint' as const;
  return {
    '0001-initial': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('users')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('name_key', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('created_at', ms, (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('sessions')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('csrf', 'text', (c) => c.notNull())
          .addColumn('created_at', ms, (c) => c.notNull())
          .addColumn('expires_at', ms, (c) => c.notNull())
          .execute();
        await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
        await db.schema
          .createTable('games')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('ruleset', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('gm_id', 'text', (c) => c.notNull().references('users.id'))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('settings', 'text', (c) => c.notNull())
          .addColumn('seats_count', 'integer', (c) => c.notNull())
          .addColumn('commitment', 'text', (c) => c.notNull())
          .addColumn('session', 'text', (c) => c.notNull())
          .addColumn('step', 'integer', (c) => c.notNull())
          .addColumn('phase', 'text')
          .addColumn('deadline_at', ms)
          .addColumn('paused_left', ms)
          .addColumn('grace_used', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('reminded', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('remind_at', ms)
          .addColumn('all_ready', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('assignment', 'text')
          .addColumn('result', 'text')
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('created_at', ms, (c) => c.notNull())
          .addColumn('started_at', ms)
          .addColumn('ended_at', ms)
          .execute();
        await db.schema.createIndex('games_due').on('games').columns(['status', 'deadline_at']).execute();
        await db.schema.createIndex('games_remind').on('games').columns(['status', 'remind_at']).execute();
        await db.schema.createIndex('games_ready').on('games').columns(['status', 'all_ready']).execute();
        await db.schema
          .createTable('members')
          .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
          .addColumn('preferences', 'text', (c) => c.notNull())
          .addColumn('joined_at', ms, (c) => c.notNull())
          .addPrimaryKeyConstraint('members_pk', ['game_id', 'user_id'])
          .execute();
        await db.schema.createIndex('members_user').on('members').column('user_id').execute();
        await db.schema
          .createTable('seats')
          .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
          .addColumn('power', 'text', (c) => c.notNull())
          .addColumn('user_id', 'text', (c) => c.references('users.id'))
          .addColumn('controller', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('seats_pk', ['game_id', 'power'])
          .execute();
        await db.schema.createIndex('seats_user').on('seats').column('user_id').execute();
        await db.schema
          .createTable('submissions')
          .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
          .addColumn('power', 'text', (c) => c.notNull())
          .addColumn('step', 'integer', (c) => c.notNull())
          .addColumn('decision', 'text', (c) => c.notNull())
          .addColumn('ready', 'integer', (c) => c.notNull())
          .addColumn('updated_at', ms, (c) => c.notNull())
          .addPrimaryKeyConstraint('submissions_pk', ['game_id', 'power'])
          .execute();
        await db.schema
          .createTable('steps')
          .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
          .addColumn('step', 'integer', (c) => c.notNull())
          .addColumn('phase', 'text', (c) => c.notNull())
          .addColumn('entry', 'text', (c) => c.notNull())
          .addColumn('resolved_at', ms, (c) => c.notNull())
          .addPrimaryKeyConstraint('steps_pk', ['game_id', 'step'])
          .execute();
        await db.schema
          .createTable('messages')
          .addColumn('seq', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('id', 'text', (c) => c.notNull().unique())
          .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
          .addColumn('step', 'integer', (c) => c.notNull())
          .addColumn('author_user_id', 'text', (c) => c.notNull().references('users.id'))
          .addColumn('author_power', 'text')
          .addColumn('shown_from', 'text')
          .addColumn('recipients', 'text')
          .addColumn('press', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('created_at', ms, (c) => c.notNull())
          .execute();
        await db.schema.createIndex('messages_game').on('messages').columns(['game_id', 'seq']).execute();
        await db.schema
          .createTable('reads')
          .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
          .addColumn('upto', ms, (c) => c.notNull())
          .addPrimaryKeyConstraint('reads_pk', ['game_id', 'user_id'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        for (const t of ['reads', 'messages', 'steps', 'submissions', 'seats', 'members', 'games', 'sessions', 'users']) {
          await sql`drop table if exists ${sql.table(t)}`.execute(db);
        }
      },
    },
    // Issue 17: drafts kept apart from submitted decisions (every draft saved as typed, valid or
    // not); the question asked when every human of a game is out (`humans_out`).
    '0002-drafts-humans-out': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('drafts')
          .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
          .addColumn('power', 'text', (c) => c.notNull())
          .addColumn('step', 'integer', (c) => c.notNull())
          .addColumn('decision', 'text', (c) => c.notNull())
          .addColumn('problems', 'text')
          .addColumn('updated_at', ms, (c) => c.notNull())
          .addPrimaryKeyConstraint('drafts_pk', ['game_id', 'power'])
          .execute();
        await db.schema.alterTable('games').addColumn('humans_out', 'text').execute();
      },
      async down(db: Kysely<unknown>) {
        await sql`drop table if exists drafts`.execute(db);
        await db.schema.alterTable('games').dropColumn('humans_out').execute();
      },
    },
    // Later migrations each in a file of their own (migration-NNNN-*.ts).
    '0003-invites': invitesMigration,
    '0004-press-threads': pressThreadsMigration,
    '0005-notifications': notificationsMigration,
    '0006-ratings': ratingsMigration,
    '0007-mail-play': mailPlayMigration,
    '0008-seat-bots': seatBotsMigration,
    '0009-pace-votes': paceVotesMigration,
    '0010-vacations': vacationsMigration,
  };
}

/**
 * `schema` (PostgreSQL): where the migration bookkeeping lives. Kysely otherwise takes a
 * bookkeeping table of any schema in the database for its own.
 */
export async function migrate(db: Kysely<unknown>, dialect: Dialect, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
    ...(dialect === 'postgres' ? { migrationTableSchema: schema ?? 'public' } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? String(error)}`);
  }
}
