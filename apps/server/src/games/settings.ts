import type { GameDefinition, Pending, Problem } from '@diadochi/kernel';
import { z } from 'zod';
import type { GameSettings, PressRules } from '../api.ts';
import { PACE_NAMES, PACE_PRESETS, paceDeadlines } from './pace.ts';
import type { PaceName } from './pace.ts';

export type { GameSettings, PressRules };

const seconds = (max: number) => z.number().int().min(1).max(max);
const DAY = 24 * 3600;

/**
 * Press rules, after the play-by-mail rules of Diadokhoi (seed 004, §7): white press is
 * signed by its author, grey press reaches its readers unsigned, black press is signed with
 * another power's name. `public` allows broadcasts, `private` messages to chosen powers;
 * `moderated` routes every message through the referee (the game master), who releases or
 * rejects it ("except insults"). Parses to a `PressRules` (api.ts).
 */
export const pressSchema = z.strictObject({
  public: z.boolean().default(true),
  private: z.boolean().default(true),
  grey: z.boolean().default(false),
  black: z.boolean().default(false),
  moderated: z.boolean().default(false),
});

/** Named press settings: `none` (gunboat), `white`, `grey` (white and grey), `black` (all three, as seed 004 allows). */
export const PRESS_PRESETS: Record<string, PressRules> = {
  none: { public: false, private: false, grey: false, black: false, moderated: false },
  white: { public: true, private: true, grey: false, black: false, moderated: false },
  grey: { public: true, private: true, grey: true, black: false, moderated: false },
  black: { public: true, private: true, grey: true, black: true, moderated: false },
};

/**
 * Named deadline paces (`games/pace.ts`, issue 21 item 3), among them `mail`, play by mail
 * (diadokhoi §7.11.7). A preset the game master picks; a game sent without one keeps the 2-day default.
 */
export const DEADLINE_PRESETS: Record<PaceName, GameSettings['deadlines']> = PACE_PRESETS;

/** The shortest and longest deadline a live pace offers, seconds per decision (issue 17 item 3). */
export const LIVE_SECONDS = { min: 5, max: 60 } as const;

/**
 * What the new-game form offers for a ruleset (issue 17 items 3, 12), sent with `GET /rulesets`;
 * the form sends press `none` and seats by lot where they are not offered (the API still takes
 * what it is given: the secrecy tests whisper in every ruleset).
 * PhalanXX online is a game of ~30 short steps a round: a live pace (seconds to a minute per
 * decision), no press and no ranking of the colours (a colour is no power to ask for).
 */
export interface Hosting {
  /** Players rank the seats before the start (`diadoques §2`); else seats are dealt by lot. */
  seatRanking: boolean;
  /** Press between the players. */
  press: boolean;
  /** The paces offered, the first the default: named paces (`games/pace.ts`) and `online` (a deadline of one's own). */
  paces: (PaceName | 'online')[];
}

const HOSTING: Record<string, Hosting> = {
  phalanxx: { seatRanking: false, press: false, paces: ['live', 'online'] },
};
/** Issue 21 item 3: a deadline of one's own (2 days unless changed) first, as before; then the named paces. */
const HOSTING_DEFAULT: Hosting = { seatRanking: true, press: true, paces: ['online', 'daily', 'fast', 'weekly', 'mail'] };

export function hostingOf(ruleset: string): Hosting {
  return HOSTING[ruleset] ?? HOSTING_DEFAULT;
}

const deadlinesSchema = z
  .strictObject({
    /** Seconds each phase lasts unless named below. */
    default: seconds(60 * DAY).default(2 * DAY),
    /** Per phase name (`bid`, `retreats`, …), seconds. */
    phases: z.record(z.string().max(60), seconds(60 * DAY)).default({}),
  });

/**
 * The reaction deadline (issue 19, "reaction windows that do not stall a game"): how long an
 * `interrupt` window — Successors' interceptions, avoidance and surprise cards, Syracuse's
 * stratagems (`syracuse 2.B.3.0.6`) — waits for its player, in seconds. Bounds: a human needs a
 * few seconds to read the prompt (`LIVE_SECONDS.min`); beyond the longest phase a game may have
 * the phase is always the shorter, so a longer value would mean nothing.
 */
export const REACTION_SECONDS = { min: LIVE_SECONDS.min, max: 60 * DAY } as const;

/**
 * The reaction deadline a game gets when its creator names none, by pace. A window opens in the
 * middle of another player's turn (a move, a battle), which waits on it; a turn opens many (20 in the
 * first turn of a 4-player Successors game, docs/API.md), so a window given a whole phase's deadline would let one absent player stop the game
 * for days. `live` (a phase of at most `LIVE_SECONDS.max`): 30 s, the live pace's own decision
 * time — a player at the table answers at once. `online` (any other deadline in seconds): 4 hours,
 * so a player who looks a few times a day still answers, and an absent one costs the game hours,
 * not the phase's days. `mail` (diadokhoi §7.11.7, 5 weeks a phase): 2 days, an online phase's
 * default — with 5 weeks a window, a turn of 20 windows would last two years.
 */
export const REACTION_DEFAULTS = { live: 30, online: 4 * 3600, mail: 2 * DAY } as const;

/** The default reaction deadline for a game's `deadlines` as sent (a preset name or seconds per phase). */
export function defaultReactionSeconds(deadlines: PaceName | { default: number }): number {
  if (deadlines === 'mail') return REACTION_DEFAULTS.mail;
  const d = typeof deadlines === 'string' ? PACE_PRESETS[deadlines] : deadlines;
  if (d.default <= LIVE_SECONDS.max) return REACTION_DEFAULTS.live;
  // `fast` (4 h a phase) and shorter custom paces: the window keeps the phase's length at most (stepLength).
  return REACTION_DEFAULTS.online;
}

/**
 * The server's checks of the settings beyond their shape (a 422, as for options: the body is
 * well formed but asks for what this server does not host). `reactionSeconds` is a whole number
 * of seconds within `REACTION_SECONDS`.
 */
export function checkSettings(input: Pick<CreateGameInput, 'reactionSeconds'>): Problem[] {
  const r = input.reactionSeconds;
  if (r === undefined) return [];
  if (Number.isInteger(r) && r >= REACTION_SECONDS.min && r <= REACTION_SECONDS.max) return [];
  return [
    {
      code: 'reaction-seconds-out-of-range',
      message: `reactionSeconds must be a whole number of seconds from ${REACTION_SECONDS.min} to ${REACTION_SECONDS.max}.`,
      path: ['reactionSeconds'],
      data: { min: REACTION_SECONDS.min, max: REACTION_SECONDS.max },
    },
  ];
}

/** Characters of JSON a game's options may take. */
export const MAX_OPTIONS_CHARS = 4096;

/**
 * Years a game may run beyond its ruleset's short game (the five years of Les Diadoques and
 * Diadokhoi, `diadokhoi §4.5.3`, which the game offers as its first `exampleOptions`): enough for
 * the whole historical period, not for a game of bots that runs for ever.
 */
export const MAX_EXTRA_YEARS = 40;

/** Year-like numeric options (`lastYear`) and the year the ruleset gives them without the option, else in its short game. */
function yearBases(def: GameDefinition, options: Record<string, unknown>): Map<string, number> {
  const out = new Map<string, number>();
  const example = def.exampleOptions?.[0];
  const keys = new Set([...Object.keys(options), ...(example && typeof example === 'object' ? Object.keys(example) : [])]);
  for (const key of keys) {
    if (!/year/i.test(key)) continue;
    const { [key]: _dropped, ...rest } = options;
    const base = def.parseOptions(rest);
    const fallback = base.ok ? (base.value as Record<string, unknown> | null)?.[key] : undefined;
    const short = example && typeof example === 'object' ? (example as Record<string, unknown>)[key] : undefined;
    if (typeof fallback === 'number') out.set(key, fallback);
    else if (typeof short === 'number') out.set(key, short);
  }
  return out;
}

/**
 * The server's own caps on a ruleset's options, on top of the game's `parseOptions`: a
 * numeric option named like a year (`lastYear`) may not be later than the year the ruleset
 * picks by default for the same other options (or, when a game runs until a victory by default,
 * the year of its short game) plus `MAX_EXTRA_YEARS`. Known only through the kernel contract.
 */
export function checkOptions(def: GameDefinition, options: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  for (const [key, base] of yearBases(def, options)) {
    const value = options[key];
    if (typeof value !== 'number') continue;
    const cap = base + MAX_EXTRA_YEARS;
    if (value > cap) {
      problems.push({ code: 'option-over-cap', message: `${key} may be at most ${cap} on this server.`, path: ['options', key], data: { option: key, max: cap } });
    }
  }
  return problems;
}

/**
 * The options a game is created with: a game whose rulebook has no time limit (Les Diadoques,
 * issue 18: until a victory) ends on this server at the latest `MAX_EXTRA_YEARS` after its short
 * game — so a game left to bots (every human out, "let the bots play on") always ends.
 */
export function boundedOptions(def: GameDefinition, options: Record<string, unknown>): Record<string, unknown> {
  const out = { ...options };
  for (const [key, base] of yearBases(def, options)) if (!(key in out)) out[key] = base + MAX_EXTRA_YEARS;
  return out;
}

export const createGameSchema = z.strictObject({
  ruleset: z.string().min(1).max(40),
  title: z.string().trim().min(1).max(100).optional(),
  /** The ruleset's options (scenario, variants); checked by the game itself, after `checkOptions`. */
  options: z
    .record(z.string().max(60), z.unknown())
    .refine((o) => JSON.stringify(o).length <= MAX_OPTIONS_CHARS, { message: `options are at most ${MAX_OPTIONS_CHARS} characters of JSON` })
    .optional(),
  /** Shorthand for the ruleset's `players` option; the seats the game then has must match. */
  players: z.number().int().min(1).max(20).optional(),
  /** Seconds per phase, or a named pace (`games/pace.ts`: `live`, `fast`, `daily`, `weekly`, `mail`, issue 21 item 3). */
  deadlines: z.union([z.enum(PACE_NAMES), deadlinesSchema]).default({ default: 2 * DAY, phases: {} }),
  /**
   * Seconds an `interrupt` window (a reaction) waits before its missing players get the game's
   * default, the pass (issue 19); the window's deadline is the shorter of this and its phase's.
   * Default by pace (`defaultReactionSeconds`); the range is checked by `checkSettings` (422).
   */
  reactionSeconds: z.number().optional(),
  /** Once per phase, when humans are still missing at the deadline, the clock runs this much longer. */
  graceSeconds: z.number().int().min(0).max(30 * DAY).default(0),
  /** Seconds before the deadline at which missing players are reminded. */
  reminders: z.array(seconds(30 * DAY)).max(5).default([3600]),
  press: z.union([z.enum(['none', 'white', 'grey', 'black']), pressSchema]).default('white'),
  /** Seats no human takes at the start: played by a bot, or left to the game's no-orders rule at once. */
  emptySeats: z.enum(['bot', 'default']).default('bot'),
  /** How seats are given at the start: by the players' preference rankings, or at random. */
  assignment: z.enum(['preferences', 'random']).default('preferences'),
  /** Start by itself once this many humans have joined. */
  autoStart: z.number().int().min(1).max(20).optional(),
  /** The creator takes a seat at once (issue 17 item 12); false: he only referees. The web form sends true unless he chooses to referee only. */
  play: z.boolean().default(false),
  /** With `play`: the creator's ranking of the seats, most wanted first (`diadoques §2`). */
  preferences: z.array(z.string().min(1).max(60)).max(40).default([]),
  /** Not listed in the lobby; joined through a link with an unguessable token (issue 17 item 12). */
  private: z.boolean().default(false),
  /**
   * Issue 20 item 5: the level of the bot each seat gets if no human takes it, by power (`random`,
   * `l1`, `l2`, … as the ruleset offers; `GET /rulesets`). A seat not named gets the best level.
   * Checked against the game's seats and levels by the judge (422 `bad-bot-levels`).
   */
  botLevels: z.record(z.string().min(1).max(60), z.string().min(1).max(40)).optional(),
  /** Issue 21 item 4: the reliability (percent of phases sent) a player needs to join. */
  minReliability: z.number().int().min(0).max(100).optional(),
  /** Issue 21 item 5: players shown by power, their names told when the game is over (`anonymity.ts`). */
  anonymous: z.boolean().default(false),
});
export type CreateGameInput = z.infer<typeof createGameSchema>;

export function settingsOf(input: CreateGameInput): GameSettings {
  const press = typeof input.press === 'string' ? PRESS_PRESETS[input.press]! : input.press;
  return {
    ...(input.private ? { private: true } : {}),
    deadlines: typeof input.deadlines === 'string' ? paceDeadlines(input.deadlines) : input.deadlines,
    graceSeconds: input.graceSeconds,
    reactionSeconds: input.reactionSeconds ?? defaultReactionSeconds(input.deadlines),
    reminders: [...input.reminders].sort((a, b) => b - a),
    press,
    emptySeats: input.emptySeats,
    assignment: input.assignment,
    autoStart: input.autoStart ?? null,
    ...(input.minReliability ? { minReliability: input.minReliability } : {}),
    ...(input.anonymous ? { anonymous: true } : {}),
  };
}

/** Milliseconds the phase lasts. */
export function phaseLength(settings: GameSettings, phase: string): number {
  return (settings.deadlines.phases[phase] ?? settings.deadlines.default) * 1000;
}

/**
 * Milliseconds the step `pending` lasts: its phase's length, or for an `interrupt` window (a
 * reaction, issue 19) the shorter of that and the reaction deadline. A game created before the
 * reaction deadline existed has none: its windows keep their phase's length, as agreed.
 */
export function stepLength(settings: GameSettings, pending: Pick<Pending, 'mode' | 'phase'>): number {
  const phase = phaseLength(settings, pending.phase);
  if (pending.mode !== 'interrupt' || settings.reactionSeconds === undefined) return phase;
  return Math.min(phase, settings.reactionSeconds * 1000);
}
