import type { Dice } from './dice.ts';
import type { Problem, Result } from './result.ts';
import type { Choice, GameCatalog, Lang } from './vocabulary.ts';

/** A seat at the table: a power, a faction, a colour — named in the game's own vocabulary. */
export type PlayerId = string;

/**
 * Who must decide what now.
 * - `simultaneous`: every listed player submits one decision in secret; resolution happens
 *   when all are in (or at the deadline, with the game's default for the missing ones).
 *   The orders of a Diadoques season.
 * - `turn`: one player acts; resolution happens as soon as that decision arrives (PhalanXX).
 * - `interrupt`: a window in which the listed players, who are not the active player, may
 *   react; each answers (a reaction or a pass, the game's `defaultDecision` being the pass)
 *   and the window resolves when all have answered. Successors' interceptions and surprise
 *   cards, Syracuse's stratagems. A game that needs first-come reactions opens one window per
 *   player in turn.
 */
export interface Pending {
  mode: 'simultaneous' | 'turn' | 'interrupt';
  players: PlayerId[];
  /** The game's name for this decision point, e.g. `spring-orders`, `retreats`, `buy-card`. */
  phase: string;
  /**
   * Legacy English text of what is being asked. Games with `catalogs` leave it out: the prompt
   * line is `catalogs[lang].prompts[phase]` applied to `promptData` (see `promptLine`).
   */
  prompt?: string;
  /** The details the prompt line names (a price, a region), for the catalog's `prompts[phase]`. */
  promptData?: unknown;
}

/** Something that happened, for the record and for result sheets. */
export interface GameEvent {
  type: string;
  /** The rule paragraph that caused it, e.g. `diadoques §9a` — so a report can say why. */
  rule?: string;
  /**
   * Legacy prose, kept so that games saved before the typed vocabulary still show their lines.
   * New events carry no text: a catalog writes the line from `type` and `data`.
   * @deprecated
   */
  text?: string;
  data?: unknown;
  /** A secret event is seen only by these players (everyone sees it once the game is over). */
  to?: PlayerId[];
}

/** What a game receives while setting up or resolving: its dice, and a way to log events. */
export interface ResolveContext {
  dice: Dice;
  emit(event: GameEvent): void;
}

export interface GameResult {
  /** Winners; several when the victory is shared, none when nobody won. */
  winners: PlayerId[];
  /** Places from first to last, ties grouped. */
  ranking?: PlayerId[][];
  scores?: Record<PlayerId, number>;
  /** Legacy English text; games with `catalogs` also give `why`, which `resultLine` writes per language. */
  reason: string;
  /** The reason as a code of the catalog's `results` and its data. */
  why?: { code: string; data?: unknown };
  rule?: string;
}

/**
 * The contract every game implements. One definition per ruleset. Every function is pure
 * except that `setup` and `resolve` may mutate the state they are given (the kernel passes
 * a private copy) and use `ctx.dice` — the only randomness allowed. States, decisions and
 * views are plain JSON data.
 */
export interface GameDefinition<S = unknown, D = unknown, V = unknown, O = unknown> {
  /** Ruleset id: `diadoques`, `diadokhoi`, `classic`, `phalanxx`, … */
  id: string;
  title: string;
  /** Checks and normalises the options a game is created with (player count, scenario, variants). */
  parseOptions(raw: unknown): Result<O>;
  /** The seats of a game with these options, in table order. */
  players(options: O): PlayerId[];
  setup(options: O, ctx: ResolveContext): S;
  /** Who must decide what now; `null` once the game is over. */
  pending(state: S): Pending | null;
  /** Checks a submitted decision; returns it normalised, or every problem with its place. */
  validate(state: S, player: PlayerId, decision: unknown): Result<D>;
  /** Applies the decisions of every pending player. May mutate `state` (a private copy). */
  resolve(state: S, decisions: Record<PlayerId, D>, ctx: ResolveContext): S;
  /** What `viewer` may see (`null`: a spectator). Must hide every secret of other players. */
  view(state: S, viewer: PlayerId | null): V;
  /**
   * `true`: the game's bots never write to their input, so the kernel may give the bots asked on
   * one state a single frozen copy of what their views take from that state (`botInput`) instead
   * of a copy each. Absent: each bot gets its own writable copy.
   */
  frozenBotViews?: boolean;
  /**
   * What `player` may choose now, listed by the rules (verbs with their subjects and legal
   * targets), so user interfaces and bots offer only legal choices without probing `validate`.
   * `null` when the player has nothing to decide. See `vocabulary.ts`.
   */
  choices?(state: S, player: PlayerId): Choice[] | null;
  /**
   * `choice`: a decision is a `ChoiceDecision` built from `choices` (Successors, Syracuse);
   * `free`: the game's own decision shape (Diadoques' order text, PhalanXX's actions).
   */
  decisionKind?: 'choice' | 'free';
  /** Every sentence a player reads, per language: events, problems, prompts, names. */
  catalogs?: Record<Lang, GameCatalog>;
  /**
   * What `player` holds that no one else may learn while the game runs (hand cards, secret
   * bids…), as strings: the fuzzer fails when one of them appears as a whole string value (or
   * key) in another seat's view, in a spectator's view or in another seat's bot input.
   */
  secrets?(state: S, player: PlayerId): string[];
  /**
   * Option sets worth playing in tools that cycle through variants (the fuzzer, self-play):
   * player counts, variants. Absent: the defaults (`{}`) only.
   */
  exampleOptions?: unknown[];
  /** Every legal decision when they can be listed (bots, UI); `null` when they cannot. */
  legalDecisions?(state: S, player: PlayerId): unknown[] | null;
  /** What a player who did not decide in time does (the no-move-received rule). Raw form, validated like any input. */
  defaultDecision(state: S, player: PlayerId): unknown;
  result(state: S): GameResult | null;
  /**
   * The seats out of the game while it goes on (a Les Diadoques player who lost his diadochus,
   * `diadoques §7a.1`; `diadokhoi §4.6.2`). Hosts use it to stop a game whose humans are all
   * out and ask before bots play the rest (issue 17). Absent: nobody is ever out before the end.
   */
  eliminated?(state: S): PlayerId[];
  /**
   * Invariants that must hold after every step (one unit per space, money never negative,
   * nothing duplicated or lost…). Returns what is broken; self-play checks it after each step.
   */
  checkInvariants?(state: S): string[];
  /**
   * Who plays which seat, when the rulebook has its own way (Les Diadoques ch. 2: first choices
   * given, ties solved by the fewest points at stake, then by lot). `rankings`: each candidate
   * (a user id) → seats from most to least wanted (may be partial or empty); `seats`: the seats
   * of this game (`players(options)`); `dice`: the only randomness. Returns seat → candidate,
   * one distinct seat per candidate (seats left out stay empty). Without it the host uses its
   * own generic method.
   */
  assignSeats?(rankings: Record<string, PlayerId[]>, seats: PlayerId[], method: 'preferences' | 'random', dice: Dice): Record<PlayerId, string>;
  /**
   * A picture of the position as one SVG text, drawn from a view (so it shows nothing that
   * view's viewer may not see), with names in `lang`: what a result mail carries and an export
   * keeps (issue 21 items 2, 7). Same view and language ⇒ the same bytes. Absent: no picture.
   */
  picture?(view: V, lang: Lang): string;
  /**
   * Lines the game writes itself, in `lang`, where a catalog of fixed lines cannot (Les
   * Diadoques: names and notation depend on the ruleset). Asked first by the kernel's
   * `eventLine`, `problemLine` and `promptLine`; `undefined` falls back to their usual way.
   */
  say?: Sayings;
}

/** See `GameDefinition.say`. */
export interface Sayings {
  event?(e: GameEvent, lang: Lang): string | undefined;
  problem?(p: Problem, lang: Lang): string | undefined;
  prompt?(p: Pending, lang: Lang): string | undefined;
}
