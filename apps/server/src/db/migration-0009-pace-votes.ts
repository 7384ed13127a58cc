import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Issue 21 items 3 and 5. `notify_settings.time_zone`: the IANA zone the user's browser reports
 * (checked against the runtime's list); null prints UTC. `game_votes`: a proposal put to a game's
 * human players (a draw, a concession, a pause of `seconds` ending at `ends_at`, a resume); `vote_ballots`: each voter's secret answer, read only to
 * count it and to show a voter his own.
 */
export const paceVotesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('notify_settings').addColumn('time_zone', 'text').execute();
    await db.schema
      .createTable('game_votes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('target', 'text')
      .addColumn('proposer', 'text', (c) => c.notNull())
      .addColumn('voters', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('opened_at', 'bigint', (c) => c.notNull())
      .addColumn('closes_at', 'bigint', (c) => c.notNull())
      .addColumn('decided_at', 'bigint')
      .addColumn('seconds', 'integer')
      .addColumn('ends_at', 'bigint')
      .execute();
    await db.schema.createIndex('game_votes_game').on('game_votes').columns(['game_id', 'status']).execute();
    await db.schema
      .createTable('vote_ballots')
      .addColumn('vote_id', 'text', (c) => c.notNull().references('game_votes.id').onDelete('cascade'))
      .addColumn('power', 'text', (c) => c.notNull())
      .addColumn('yes', 'integer', (c) => c.notNull())
      .addColumn('cast_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('vote_ballots_pk', ['vote_id', 'power'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists vote_ballots`.execute(db);
    await sql`drop table if exists game_votes`.execute(db);
    await sql`alter table notify_settings drop column time_zone`.execute(db);
  },
};
