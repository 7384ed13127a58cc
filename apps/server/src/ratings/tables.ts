import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The tables of migration 0006 (`db/migration-0006-ratings.ts`), seen beside the judge's own. */
export interface RatingsTable {
  user_id: string;
  ruleset: string;
  mu: number;
  sigma: number;
  /** μ − 3σ, what the leaderboard ranks on. */
  ordinal: number;
  games: number;
  wins: number;
  updated_at: number;
}

export interface RatedGamesTable {
  game_id: string;
  ruleset: string;
  /** The order the judge rated finished games in: a rebuild replays them in it. */
  seq: number;
  /** 1 when it changed ratings (two human players or more). */
  rated: number;
  rated_at: number;
}

export interface GamePlayersTable {
  game_id: string;
  user_id: string;
  ruleset: string;
  power: string;
  place: number | null;
  places: number;
  won: number;
  missed: number;
  mu_before: number | null;
  sigma_before: number | null;
  mu_after: number | null;
  sigma_after: number | null;
  ended_at: number;
}

export interface RematchesTable {
  game_id: string;
  of_game_id: string;
  created_by: string;
  created_at: number;
}

export interface ArchiveDatabase extends Database {
  ratings: RatingsTable;
  rated_games: RatedGamesTable;
  game_players: GamePlayersTable;
  rematches: RematchesTable;
}

export type ArchiveDb = Kysely<ArchiveDatabase>;

/** The judge's database with these tables in its type (the schema is one; migration 0006 made them). */
export const archiveDb = (db: Kysely<Database>): ArchiveDb => db as unknown as ArchiveDb;
