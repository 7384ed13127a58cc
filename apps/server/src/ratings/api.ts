/**
 * The JSON of the ratings, leaderboard, profile and archive routes (issue 21 items 6 and 7,
 * docs/API.md "Ratings and archive"). Types only, importing only kernel types, so the web
 * client may `import type` them (`@diadochi/server/api`) and take no server code.
 */
import type { GameResult, PlayerId } from '@diadochi/kernel';

/**
 * A player's rating in one ruleset: OpenSkill's Plackett–Luce model, μ (estimated skill) and σ
 * (its uncertainty); `rating` is the conservative estimate shown and ranked on, μ − 3σ
 * (0 for a newcomer: μ 25, σ 25/3).
 */
export interface RatingLine {
  ruleset: string;
  rating: number;
  mu: number;
  sigma: number;
  /** Rated games played in this ruleset. */
  games: number;
  /** Rated games won (alone or shared). */
  wins: number;
  /** Place on the ruleset's leaderboard, 1 first. */
  rank: number;
}

/** `GET /api/leaderboard?ruleset=`. */
export interface Leaderboard {
  ruleset: string;
  /** Rated players of the ruleset, best first. */
  players: (Omit<RatingLine, 'ruleset'> & { name: string })[];
  /** Rated players in all. */
  total: number;
  offset: number;
}

/** A human seat of a finished game as the archive shows it. */
export interface ArchiveSeat {
  power: PlayerId;
  /** The player's name; null for a seat no human held (a bot, or the no-orders rule). */
  player: string | null;
  controller: 'human' | 'bot' | 'default';
  /** Place among all seats from the game's result (1 first, ties share a place); null when the result does not rank it. */
  place: number | null;
  won: boolean;
}

/** A finished game in the archive (`GET /api/archive`, `GET /api/archive/:id`). */
export interface ArchiveEntry {
  id: string;
  ruleset: string;
  title: string;
  startedAt: number | null;
  endedAt: number;
  /** Resolved steps: the record the replay and the result sheets cover. */
  steps: number;
  seats: ArchiveSeat[];
  result: GameResult | null;
  /** Counted in the ratings (two human players or more). */
  rated: boolean;
  practice: boolean;
}

/** `GET /api/archive`: newest first; `next` is the cursor of the following page, null at the end. */
export interface ArchivePage {
  games: ArchiveEntry[];
  next: string | null;
}

/** A rematch of a finished game (`POST /api/games/:id/rematch`), as its archive entry lists it. */
export interface RematchLine {
  id: string;
  title: string;
  status: string;
  /** Who asked for it. */
  by: string;
  createdAt: number;
  /** A private rematch's link token: given only to the players of the finished game, whom it invites. */
  invite?: string;
}

/** `GET /api/archive/:id`. */
export interface ArchiveDetail {
  game: ArchiveEntry;
  /** Rating changes of the game, per player (empty when it was not rated). */
  changes: { player: string; power: PlayerId; before: number; after: number }[];
  rematches: RematchLine[];
  /** The caller may ask for a rematch: he refereed or played the game. */
  mayRematch: boolean;
}

/** One finished game of a player's profile. */
export interface ProfileGame {
  id: string;
  ruleset: string;
  title: string;
  endedAt: number;
  power: PlayerId;
  place: number | null;
  /** Seats in the game: the last place there was (`place` of `places`). */
  places: number;
  won: boolean;
  /** Steps the player's seat was given the no-orders default (missed phases). */
  missed: number;
  /** The rating after the game (μ − 3σ); null when the game was not rated. */
  rating: number | null;
  change: number | null;
}

/** `GET /api/players/:name`. */
export interface Profile {
  name: string;
  since: number;
  ratings: RatingLine[];
  /** Finished public games, newest first (at most `limit`). */
  games: ProfileGame[];
  /** Finished games in all (public and private), and the phases missed in them. */
  finished: number;
  missed: { phases: number; games: number };
  /**
   * Issue 21 item 4: the phases the player was due to decide in all his games, running ones
   * included (reaction windows apart), the ones he missed, and `percent` sent (null before his
   * first). A game may ask a minimum to join.
   */
  reliability: Reliability;
}

export interface Reliability {
  due: number;
  missed: number;
  percent: number | null;
}
