/**
 * The JSON the judge's HTTP API sends (docs/API.md): the one source of these shapes. The
 * server's handlers build them; the web client reads them (`import type` from
 * `@diadochi/server/api`). Types only, importing only kernel types, so the web bundle takes
 * no server code from here.
 */
import type { GameEvent, GameResult, PlayerId, PlayerView, Problem, Roll } from '@diadochi/kernel';

// Ratings, leaderboard, profiles and the archive (issue 21 items 6, 7): their shapes live beside their code.
export type { ArchiveDetail, ArchiveEntry, ArchivePage, ArchiveSeat, Leaderboard, Profile, ProfileGame, RatingLine, Reliability, RematchLine } from './ratings/api.ts';
// Notification settings (issue 21 item 1): read by the web's settings page.
export type { KindChoice, Language, NotificationKind, NotifySettings } from './notify/types.ts';

export interface User {
  id: string;
  name: string;
  role: 'player' | 'admin';
}

/** What the caller is to a game; several at once (a game master who also plays). */
export type Role = 'player' | 'game-master' | 'spectator' | 'admin';

export type GameStatus = 'forming' | 'running' | 'paused' | 'over' | 'cancelled';

/**
 * Every human seat of a running game is out (eliminated): `asked`, the game is paused until
 * one of them (or the referee) says the bots play on; `play-on`, they said so (issue 17).
 */
export type HumansOut = 'asked' | 'play-on';

/**
 * Press rules, after the play-by-mail rules of Diadokhoi (seed 004, §7): white press is
 * signed by its author, grey press reaches its readers unsigned, black press is signed with
 * another power's name. `public` allows broadcasts, `private` messages to chosen powers;
 * `moderated` routes every message through the referee (the game master).
 */
export interface PressRules {
  public: boolean;
  private: boolean;
  grey: boolean;
  black: boolean;
  moderated: boolean;
}

/** A game's settings as created (checked and completed from `CreateGameInput`). */
/** Named paces (`games/pace.ts`, issue 21 item 3): 30 s a decision, 4 hours, a day, a week, 5 weeks a phase. */
export type PaceName = 'live' | 'fast' | 'daily' | 'weekly' | 'mail';

export interface GameSettings {
  /** Seconds: each phase's default and per phase name. */
  deadlines: { default: number; phases: Record<string, number> };
  graceSeconds: number;
  /**
   * Seconds a reaction window (a kernel `interrupt` step) lasts at most, then its missing players
   * pass (issue 19). Absent in games created before it: their windows last as long as the phase.
   */
  reactionSeconds?: number;
  /** Seconds before the deadline at which missing players are reminded, longest first. */
  reminders: number[];
  press: PressRules;
  emptySeats: 'bot' | 'default';
  assignment: 'preferences' | 'random';
  autoStart: number | null;
  /** A practice game: one per player, made on demand, the player seated, bots elsewhere (issue 17). */
  practice?: boolean;
  /** Not listed in the lobby; seen and joined only through its link (issue 17 item 12). */
  private?: boolean;
  /** The bot level of each seat no human takes, by power (issue 20 item 5); absent: the host's default bot. */
  botLevels?: Record<PlayerId, string>;
  /** The reliability, percent of phases sent, a player needs to join (issue 21 item 4). */
  minReliability?: number;
  /**
   * Issue 21 item 5: players are shown by power until the game is over; who plays which power is
   * told to nobody but the seat's own player and a referee who holds no seat (`games/anonymity.ts`).
   */
  anonymous?: boolean;
}

/** What anyone may know about a game (plus the caller's own roles, seat and preferences). */
export interface GameSummary {
  id: string;
  ruleset: string;
  title: string;
  status: GameStatus;
  gm: { name: string };
  settings: GameSettings;
  /** The named pace the deadlines are (issue 21 item 3), `custom` for a deadline of one's own. */
  pace: PaceName | 'custom';
  /** Issue 21 item 3: seats whose player is on vacation, and until when (the game waits for them). Nothing else of the player. */
  vacations?: { power: string; until: number }[];
  seatsCount: number;
  /** Before the start: who has joined; `name` null for another player of an anonymous game. */
  members: { name: string | null }[];
  /**
   * After the start: who plays which power; `out` once that power is out of a game still going on
   * (`GameDefinition.eliminated`); `botLevel`, the level of a bot seat (issue 20 item 5);
   * `standInSince`, when a bot began to play for a human who missed two phases in a row, until he
   * is back (issue 21 item 4). `anonymous`: a human plays the seat, and the game hides who
   * until it is over (`player` is then null; issue 21 item 5).
   */
  seats: { power: PlayerId; player: string | null; controller: 'human' | 'bot' | 'default'; out?: boolean; botLevel?: string; standInSince?: number; anonymous?: true }[];
  commitment: string;
  /** Revealed once the game is over. */
  seed?: string;
  step: number;
  phase: string | null;
  deadlineAt: number | null;
  pausedLeftMs: number | null;
  /** Set once every human seat is out while the game goes on (see `HumansOut`). */
  humansOut: HumansOut | null;
  graceUsed: boolean;
  /** How the seats were given at the start (preferences met, lot), for everyone to check; null in an anonymous game until it is over (the lots, with the order of joining, would tell who sits where). */
  assignment: unknown;
  result: GameResult | null;
  createdAt: number;
  startedAt: number | null;
  endedAt: number | null;
  you: { roles: Role[]; power: PlayerId | null; joined: boolean; preferences?: PlayerId[] };
  /** A private game's link token, given only to its referee (and admins) to send to the players. */
  invite?: string;
}

/** A ruleset as `GET /rulesets` lists it, with what the new-game form offers for it. */
export interface RulesetInfo {
  id: string;
  title: string;
  /** Players rank the seats before the start; false: dealt by lot (PhalanXX colours). */
  seatRanking: boolean;
  /** Press between the players is offered. */
  press: boolean;
  /** Paces offered, the first the default: the named paces (`PaceName`, issue 21 item 3) and `online`, a deadline of one's own. */
  paces: (PaceName | 'online')[];
  /** The bot levels a seat may be given (issue 20 item 5), `random` first; `bestBotLevel` is the default (null: the host's own bot). */
  botLevels: string[];
  bestBotLevel: string | null;
  /** The game draws its positions (`GET /api/games/:id/map.svg|png`). */
  picture: boolean;
}

export interface GameView {
  game: GameSummary;
  /** The kernel's view for the caller's seat, or the spectators' view. */
  view: PlayerView;
  /** Pending powers that have declared themselves ready. */
  ready: PlayerId[];
  /** The caller's legal decisions now, when the game can list them. */
  legal: unknown[] | null;
  /** The caller's own draft of the current step, as typed (valid or not); only ever the caller's. */
  draft: Draft | null;
}

/** A draft as saved (`PUT /api/games/:id/draft`): the raw decision and what the rules found in it. */
export interface Draft {
  step: number;
  decision: unknown;
  /** The problems of the draft when it was saved (each with its place); null: not checked (the engine was busy). */
  problems: Problem[] | null;
  savedAt: number;
}

/** One resolved step of the record, as the caller may see it. */
export interface HistoryStep {
  step: number;
  phase: string;
  resolvedAt: number;
  /** Powers that got the game's default decision (no orders received). */
  defaulted: PlayerId[];
  /** The result sheet: the events of the step the caller may see. */
  events: GameEvent[];
  /** The caller's own decision in that step. */
  decision?: unknown;
  /** Everyone's decisions and the dice, once the game is over. */
  decisions?: Record<PlayerId, unknown>;
  rolls?: Roll[];
}

/** A message as one reader sees it. Readers never learn who wrote grey or black press. */
export interface MessageView {
  id: string;
  step: number;
  createdAt: number;
  /** The power shown as sender, `referee`, or null for an unsigned (grey) message. */
  from: PlayerId | 'referee' | null;
  to: 'all' | PlayerId[];
  body: string;
  /**
   * The conversation it belongs to, as this reader sees it (issue 17 item 15): `all` (public),
   * `referee` (the referee's private messages), `unsigned` (grey press, or a false signature
   * naming the reader), or `p:` and the other powers of the conversation joined by `+`, sorted.
   * Computed from what the reader may see only, so it names no hidden author.
   */
  thread: string;
  /** Only on the author's own messages: how it was sent and whether it was delivered. */
  mine?: { press: 'white' | 'grey' | 'black'; status: MessageStatus };
  /** Only for the referee of a moderated game. */
  status?: MessageStatus;
}

export type MessageStatus = 'delivered' | 'held' | 'rejected';

/** One conversation of the caller's press (issue 17 item 15), with its unread count. */
export interface ThreadView {
  key: string;
  kind: 'all' | 'powers' | 'referee' | 'unsigned';
  /** The other powers of a `powers` conversation; empty otherwise. */
  with: PlayerId[];
  /** Delivered messages by others the caller has not read. */
  unread: number;
  count: number;
  /** When its last message was written; null for an empty conversation (`all` before any message). */
  lastAt: number | null;
}

/**
 * A power as a recipient of private press: only a power a human plays and still in the game
 * reads (issue 17 item 15); the others come with why not: `bot`, `out` (eliminated), `empty`
 * (no one plays it).
 */
export type Correspondent = { power: PlayerId; reads: true } | { power: PlayerId; reads: false; why: 'bot' | 'out' | 'empty' };

/** `GET /api/games/:id/messages`. */
export interface PressList {
  messages: MessageView[];
  /** Unread messages in all conversations. */
  unread: number;
  /** The caller's conversations: `all` first, then the others by their last message, newest first. */
  threads: ThreadView[];
  /** Every power of the game but the caller's own, and whether it can read private press. */
  correspondents: Correspondent[];
}

/** A line of the caller's own games list. */
export interface MyGame {
  game: GameSummary;
  /** The caller's power must decide now and has not said it is ready. */
  needsAction: boolean;
  unread: number;
}

export interface SubmitOutcome {
  step: number;
  power: PlayerId;
  ready: boolean;
  /** The step the game is at after this call (higher than `step` when the submission completed it). */
  currentStep: number;
  adjudicated: boolean;
  /**
   * Set when the submission completed the step but its adjudication did not finish: the
   * rules engine ran over its time budget (`engine-timeout`) or failed. The decision is stored;
   * the scheduler tries again.
   */
  adjudication?: 'engine-timeout' | 'engine-failed';
}

/** Issue 21 item 5: an agreed end put to the vote (`games/votes.ts`). */
export type VoteKind = 'draw' | 'concede' | 'pause' | 'resume';

/** A vote as anyone may see it: its outcome and counts, never another voter's answer. */
export interface VoteView {
  id: string;
  kind: VoteKind;
  /** The power conceded to. */
  to?: string;
  /** The power that proposed it (proposing is public; answering is secret). */
  proposer: string;
  status: 'open' | 'passed' | 'failed' | 'expired' | 'void' | 'ended';
  /** A pause: the length asked for, and once passed when the clock starts again. */
  seconds?: number;
  endsAt?: number;
  openedAt: number;
  closesAt: number;
  /** How many answers it needs, and how many were given (not which). */
  voters: number;
  cast: number;
  /** The caller's own answer. */
  mine: 'yes' | 'no' | null;
  canVote: boolean;
}

/** `GET /api/games/:id/votes`. */
export interface VotesView {
  /** The votes this game's rules offer. */
  offered: VoteKind[];
  /** The last 20, newest first. */
  votes: VoteView[];
}

/** `GET /api/me/vacation` (issue 21 item 3, `games/vacations.ts`). */
export interface VacationView {
  /** Days a player may take in any 365 days. */
  allowanceDays: number;
  /** Days taken (or booked) in the last 365 days, whole days rounded up. */
  usedDays: number;
  current: { startsAt: number; endsAt: number } | null;
}
