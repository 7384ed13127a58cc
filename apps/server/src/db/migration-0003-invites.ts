import type { Kysely, Migration } from 'kysely';

/**
 * Issue 17 item 12: private games, joined by a link. `games.invite` holds the unguessable token
 * of a private game's link; null for a game listed in the lobby. Without it (or a seat, a
 * membership, the referee's or an admin's role) the game answers 404, as if it did not exist.
 */
export const invitesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('games').addColumn('invite', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('games').dropColumn('invite').execute();
  },
};
