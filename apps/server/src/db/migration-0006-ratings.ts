import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Issue 21 items 6 and 7: ratings, the archive's record of finished games, rematches
 * (`ratings/`, `archive/`). Floats are `double precision` on both databases (SQLite reads it as
 * REAL, an 8-byte double), so a rating reads back exactly as it was written.
 * - `ratings`: per user and ruleset, OpenSkill's μ and σ, the ordinal μ − 3σ the leaderboard
 *   ranks on (indexed), games and wins.
 * - `rated_games`: every finished game once, in the order the judge rated it (`seq`): what the
 *   incremental path has applied, and the order a rebuild from scratch replays. `rated` 0: not
 *   rated (fewer than two human players).
 * - `game_players`: per finished game and human player, his place, win, missed phases and his
 *   rating before and after (the profile's list, the archive's changes).
 * - `rematches`: a new game made as the rematch of a finished one.
 * - `games_over`: finished games by end time, for the archive's pages.
 */
export const ratingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const float = sql`double precision`;
    await db.schema
      .createTable('ratings')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('ruleset', 'text', (c) => c.notNull())
      .addColumn('mu', float, (c) => c.notNull())
      .addColumn('sigma', float, (c) => c.notNull())
      .addColumn('ordinal', float, (c) => c.notNull())
      .addColumn('games', 'integer', (c) => c.notNull())
      .addColumn('wins', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ratings_pk', ['user_id', 'ruleset'])
      .execute();
    await db.schema.createIndex('ratings_board').on('ratings').columns(['ruleset', 'ordinal']).execute();
    await db.schema
      .createTable('rated_games')
      .addColumn('game_id', 'text', (c) => c.primaryKey().references('games.id').onDelete('cascade'))
      .addColumn('ruleset', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull().unique())
      .addColumn('rated', 'integer', (c) => c.notNull())
      .addColumn('rated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('game_players')
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('ruleset', 'text', (c) => c.notNull())
      .addColumn('power', 'text', (c) => c.notNull())
      .addColumn('place', 'integer')
      .addColumn('places', 'integer', (c) => c.notNull())
      .addColumn('won', 'integer', (c) => c.notNull())
      .addColumn('missed', 'integer', (c) => c.notNull())
      .addColumn('mu_before', float)
      .addColumn('sigma_before', float)
      .addColumn('mu_after', float)
      .addColumn('sigma_after', float)
      .addColumn('ended_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('game_players_pk', ['game_id', 'user_id'])
      .execute();
    await db.schema.createIndex('game_players_user').on('game_players').columns(['user_id', 'ended_at']).execute();
    await db.schema
      .createTable('rematches')
      .addColumn('game_id', 'text', (c) => c.primaryKey().references('games.id').onDelete('cascade'))
      .addColumn('of_game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rematches_of').on('rematches').column('of_game_id').execute();
    await db.schema.createIndex('games_over').on('games').columns(['status', 'ended_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists games_over`.execute(db);
    for (const t of ['rematches', 'game_players', 'rated_games', 'ratings']) await sql`drop table if exists ${sql.table(t)}`.execute(db);
  },
};
