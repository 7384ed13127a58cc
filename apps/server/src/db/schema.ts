import type { Generated } from 'kysely';
import type { GameStatus, HumansOut, MessageStatus } from '../api.ts';

/**
 * The judge's tables. Timestamps are milliseconds since the epoch; JSON is stored as text
 * and booleans as 0/1 integers so SQLite and PostgreSQL hold exactly the same values.
 */
export interface UsersTable {
  id: string;
  name: string;
  /** Lower-cased name: names are unique whatever their case. */
  name_key: string;
  password_hash: string;
  role: 'player' | 'admin';
  created_at: number;
  /** The language the judge writes to the user in (notifications, issue 21). */
  language: Generated<'en' | 'fr'>;
}

export interface SessionsTable {
  /** sha256 of the cookie token: a stolen database does not give live sessions. */
  token_hash: string;
  user_id: string;
  csrf: string;
  created_at: number;
  expires_at: number;
}

export type { GameStatus };

export interface GamesTable {
  id: string;
  ruleset: string;
  title: string;
  gm_id: string;
  status: GameStatus;
  /** JSON `GameSettings`. */
  settings: string;
  seats_count: number;
  commitment: string;
  /** JSON kernel session without its record and submissions (they have their own tables). Holds the secret seed. */
  session: string;
  /** Current step: the number of resolved steps (0 before the first resolution). */
  step: number;
  phase: string | null;
  deadline_at: number | null;
  /** Time left on the clock while paused. */
  paused_left: number | null;
  grace_used: number;
  /** How many deadline reminders were sent (or skipped) for the current step. */
  reminded: number;
  /** When the next reminder is due, if any. */
  remind_at: number | null;
  /** 1 when every pending player is ready and adjudication is due (crash recovery reads it). */
  all_ready: number;
  /** JSON: how seats were assigned (method and lots drawn); public once the game starts. */
  assignment: string | null;
  /** JSON `GameResult` once over. */
  result: string | null;
  /**
   * Every human seat is out of the game (`GameDefinition.eliminated`) while it goes on:
   * `asked`, the game is paused and its humans are asked whether the bots play on; `play-on`,
   * they said yes. Null otherwise.
   */
  humans_out: HumansOut | null;
  /** A private game's link token (issue 17 item 12); null: listed in the lobby. */
  invite: string | null;
  /** JSON `Absences` (games/attendance.ts): human seats' runs of missed phases and their stand-in bots; null: none. */
  absences: Generated<string | null>;
  /** Optimistic concurrency: every write to a game checks and bumps it. */
  version: number;
  created_at: number;
  started_at: number | null;
  ended_at: number | null;
}

export interface MembersTable {
  game_id: string;
  user_id: string;
  /** JSON ranking of powers, most wanted first. */
  preferences: string;
  joined_at: number;
}

export interface SeatsTable {
  game_id: string;
  power: string;
  user_id: string | null;
  controller: 'human' | 'bot' | 'default';
  /** The level of the bot seated at the start (`random`, `l1`, …; issue 20 item 5); null for other seats and older games. */
  bot_level: string | null;
  /**
   * The human's phases counted on this seat, and those he missed (issue 21 item 4; his profile
   * sums them). They change as the game goes: never read them from the judge's seat cache.
   */
  phases_due: Generated<number>;
  phases_missed: Generated<number>;
}

export interface SubmissionsTable {
  game_id: string;
  power: string;
  step: number;
  /** JSON raw decision as submitted (the kernel validates it again at resolution). */
  decision: string;
  ready: number;
  updated_at: number;
}

/**
 * A player's draft of the current step as he typed it, valid or not (issue 17 item 5): kept
 * apart from `submissions`, never adjudicated, never shown to anyone else. Dropped when the
 * step is resolved.
 */
export interface DraftsTable {
  game_id: string;
  power: string;
  step: number;
  /** JSON raw decision as typed. */
  decision: string;
  /** JSON problems the rules found in it when it was saved (null: not checked). */
  problems: string | null;
  updated_at: number;
}

export interface StepsTable {
  game_id: string;
  step: number;
  phase: string;
  /** JSON kernel `RecordEntry`; immutable once written. */
  entry: string;
  resolved_at: number;
}

export interface MessagesTable {
  /** Internal order, never shown (it would tell how much others write to each other). */
  seq: Generated<number>;
  id: string;
  game_id: string;
  step: number;
  author_user_id: string;
  /** The power that wrote it, or null for the referee (game master). Secret for grey and black press. */
  author_power: string | null;
  /** The sender recipients see: the author (white), nobody (grey) or a claimed power (black). */
  shown_from: string | null;
  /** JSON list of recipient powers, or null for a public message. */
  recipients: string | null;
  press: 'white' | 'grey' | 'black';
  body: string;
  status: MessageStatus;
  created_at: number;
}

export interface ReadsTable {
  game_id: string;
  user_id: string;
  /** seq of the last message read. */
  upto: number;
}

/** Issue 17 item 15: the last message read per conversation (the reader's own thread key). */
export interface PressReadsTable {
  game_id: string;
  user_id: string;
  thread: string;
  /** seq of the last message read in that conversation. */
  upto: number;
}

/** Issue 21 item 1: a user's notification choices (`notify/store.ts`). */
export interface NotifySettingsTable {
  user_id: string;
  /** JSON `Record<NotificationKind, KindChoice>`. */
  kinds: string;
  /** UTC hour of the daily digest. */
  digest_hour: number;
  /** When the next digest is due; null when no kind goes to the digest. */
  digest_at: number | null;
  email: string | null;
  email_verified: number;
  /** sha256 of the mailed verification code. */
  email_code_hash: string | null;
  email_code_expires: number | null;
  webhook_url: string | null;
  /** HMAC-SHA256 key of the webhook's signature. */
  webhook_secret: string | null;
  /** IANA time zone deadlines are printed in (issue 21 item 3, migration 0009); null: UTC. */
  time_zone: Generated<string | null>;
  updated_at: number;
}

/** Issue 21 item 1: one notification for one channel, until delivered (`notify/notifier.ts`). */
export interface NotifyOutboxTable {
  id: string;
  user_id: string;
  channel: 'email' | 'webhook';
  /** What makes it unique for its user and channel (e.g. `results:GAME:STEP`). */
  dedupe: string;
  kind: string;
  /** JSON params of the typed notification. */
  params: string;
  /** `pending` (to deliver at `next_at`), `digest` (in the next daily mail), `sent`, `failed`, `dropped`. */
  status: 'pending' | 'digest' | 'sent' | 'failed' | 'dropped';
  attempts: number;
  next_at: number;
  created_at: number;
  sent_at: number | null;
}

/** Issue 21 item 2: a player's secret for playing a game by e-mail (`notify/mail-play.ts`). */
export interface MailKeysTable {
  game_id: string;
  user_id: string;
  key: string;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  games: GamesTable;
  members: MembersTable;
  seats: SeatsTable;
  submissions: SubmissionsTable;
  drafts: DraftsTable;
  steps: StepsTable;
  messages: MessagesTable;
  reads: ReadsTable;
  press_reads: PressReadsTable;
  notify_settings: NotifySettingsTable;
  notify_outbox: NotifyOutboxTable;
  mail_keys: MailKeysTable;
  game_votes: GameVotesTable;
  vote_ballots: VoteBallotsTable;
  vacations: VacationsTable;
}

/** Issue 21 item 5: a proposal put to a game's human players (`games/votes.ts`, migration 0009). */
export interface GameVotesTable {
  id: string;
  game_id: string;
  kind: 'draw' | 'concede' | 'pause' | 'resume';
  /** The power conceded to; null for a draw. */
  target: string | null;
  /** The proposer's power (shown: proposing is no secret, the answers are). */
  proposer: string;
  /** JSON `string[]`: the powers whose yes it needs, fixed when it opens. */
  voters: string;
  /** `ended`: a pause that passed and is over (at its end, or by a resume vote). */
  status: 'open' | 'passed' | 'failed' | 'expired' | 'void' | 'ended';
  opened_at: number;
  closes_at: number;
  decided_at: number | null;
  /** A pause's length asked for; null for other kinds. */
  seconds: Generated<number | null>;
  /** When a pause that passed gives the clock back. */
  ends_at: Generated<number | null>;
}

/** A voter's answer: secret, never listed for anyone but the voter himself. */
export interface VoteBallotsTable {
  vote_id: string;
  power: string;
  yes: number;
  cast_at: number;
}

/** Issue 21 item 3: one vacation of a player (`games/vacations.ts`, migration 0010). */
export interface VacationsTable {
  id: string;
  user_id: string;
  starts_at: number;
  /** Ended early: set to the time it ended. */
  ends_at: number;
}
