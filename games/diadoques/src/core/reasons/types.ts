/**
 * Why the engine refused an order or what befell a character, as typed codes with their data
 * (issue 18, after TedDriggs' `OrderOutcome`): the engine writes no reason in prose; the
 * catalogs (`en.ts`, `fr.ts`) write each code in the reader's language. The English catalog
 * also writes the reason inside the engine's legacy `text`, so that text stays what referees
 * and scenario files read.
 */

/** Each reason code → the data its line names (ids: powers, places, characters, unit types). */
export interface Reasons {
  // Money (`diadoques §9b.5`, `§9c.9`, `diadokhoi §6.3.57`).
  'treasury-short': Record<string, never>;
  'sum-not-positive': Record<string, never>;
  'sum-not-whole': Record<string, never>;
  'hundreds-only': Record<string, never>;
  'no-receiver': Record<string, never>;
  'no-money-route': Record<string, never>;
  'nothing-offered': Record<string, never>;
  'not-enough-money': Record<string, never>;
  'money-short': { cost: number; treasury: number };
  'deposits-diadokhoi-only': Record<string, never>;
  'deposit-not-held': { power: string; citadel: string };
  'deposit-amount': { power: string; amount: number };
  'cost-cap': { cap: number };
  // Corruption (`diadoques ch. 9b`, `diadokhoi §6.3.8`).
  'no-corruption-in-winter': Record<string, never>;
  'not-in-winter': Record<string, never>;
  'not-a-player': Record<string, never>;
  'no-such-target': Record<string, never>;
  'own-unit': Record<string, never>;
  'broke-alliance': Record<string, never>;
  'unit-weather': Record<string, never>;
  'lot-weather': Record<string, never>;
  'character-weather': Record<string, never>;
  'royals-only': Record<string, never>;
  'royal-not-alone': Record<string, never>;
  'already-yours': Record<string, never>;
  'married-kleopatra': Record<string, never>;
  'royal-with-leader': Record<string, never>;
  'out-of-reach': Record<string, never>;
  'below-level': Record<string, never>;
  'not-own-or-neutral': Record<string, never>;
  // Auctions (`diadoques §11b.5`).
  'bidder-out': Record<string, never>;
  'former-owner': Record<string, never>;
  'no-bidder-near': Record<string, never>;
  // Characters (`diadoques ch. 6b`, `§9c.3`–`§9c.5`, `diadokhoi §7.6`).
  'no-living-character': Record<string, never>;
  'no-receiver-him': Record<string, never>;
  'not-royal-or-captive': Record<string, never>;
  'leader-wife': Record<string, never>;
  'own-leader': Record<string, never>;
  'not-holding-him': Record<string, never>;
  'captive-not-here': Record<string, never>;
  'husband-wife': Record<string, never>;
  'not-his-citadel': Record<string, never>;
  'no-such-player': Record<string, never>;
  'garrison-inside': Record<string, never>;
  'leader-inside': Record<string, never>;
  'no-allied-command': Record<string, never>;
  'no-leader-with-ally': { power: string; ally: string };
  'no-army-at-gates': { power: string };
  'no-room-in': { space: string };
  // A character's fate (`diadoques §6b.19`–`§6b.22`, `§9b.9`, `§11a.3`, `diadokhoi §4.3.7`, `§6.3.10`).
  corrupted: Record<string, never>;
  'with-corrupted-unit': Record<string, never>;
  'bought-with-unit': Record<string, never>;
  'citadel-changed-side': Record<string, never>;
  'captor-gone': Record<string, never>;
  'went-into-hiding': Record<string, never>;
  'guards-corrupted': Record<string, never>;
  'prison-neutral': Record<string, never>;
  'prison-taken': Record<string, never>;
  'left-alone': Record<string, never>;
  'commands-no-unit': Record<string, never>;
  'unit-gone-in-winter': Record<string, never>;
  'mutineers-demand': Record<string, never>;
  'corrupted-officers': Record<string, never>;
  'commanded-corrupted-unit': Record<string, never>;
  'mutinous-soldiers': Record<string, never>;
  'captured-by-rebels': Record<string, never>;
  'given-by': { power: string };
  'released-by': { power: string };
  'murdered-by': { power: string };
  'power-gone': { power: string };
  // Royal matters (`diadoques ch. 11c`, `§7b`, `ch. 11d`, `diadokhoi §4.6`).
  'bride-dead': Record<string, never>;
  'no-royal-order': Record<string, never>;
  'no-satrap-city': { power: string };
  'she-is-married': Record<string, never>;
  'not-holding-her': Record<string, never>;
  'no-groom': Record<string, never>;
  'not-in-game': Record<string, never>;
  'no-dynasties': Record<string, never>;
  'not-before': { year: number };
  'capital-moved-once': Record<string, never>;
  'city-not-allowed': Record<string, never>;
  'city-not-held': Record<string, never>;
  'city-besieged': Record<string, never>;
  'diadoques-only': Record<string, never>;
  'agreement-made': Record<string, never>;
  'agreement-spoiled': Record<string, never>;
  'gha-ind-not-held': Record<string, never>;
  // Why no season event applies (`diadoques §14.1`, `§14.2`, `diadokhoi §6.2.2`).
  'no-event-winter': Record<string, never>;
  'no-event-first-turn': Record<string, never>;
  'no-event-not-drawn': Record<string, never>;
  'nobody-holds': { space: string };
  'not-in-this-game': { character: string };
  'already-dead': { character: string };
  'unknown-event': { id: string };
  'variant-impossible': { rule: string };
  'army-or-leader-in': { space: string };
  'citadel-held': { space: string };
  'already-free': { spaces: string[] };
  'royal-family-alive': Record<string, never>;
  'no-royal-left': Record<string, never>;
  'only-once': Record<string, never>;
  'under-way': { neutral: string };
  'all-revolts-running': Record<string, never>;
  // Why a neutral force leaves (`diadoques §14d.3`, `§14d.14`, `§14d.15`, `§14e.4`, `diadokhoi §6.2.13`, `§7.8.1`).
  'force-gone': Record<string, never>;
  'four-seasons': { citadel: string };
  'seasons-over': { seasons: number };
  'year-over': Record<string, never>;
  'cities-free': Record<string, never>;
  'no-unit-left': Record<string, never>;
  // Winter (`diadoques ch. 10`, `diadokhoi §5.3`).
  'no-elite-fleets': Record<string, never>;
  'armies-appear-at-citadels': Record<string, never>;
  'no-armies-at-sea': Record<string, never>;
  'not-a-port-citadel': Record<string, never>;
  'port-and-province': Record<string, never>;
  'sea-has-fleet': Record<string, never>;
  'fleets-port-or-sea': Record<string, never>;
  'fleets-province-port': Record<string, never>;
  'province-not-yours': Record<string, never>;
  'province-no-port': Record<string, never>;
  'armies-at-citadels': Record<string, never>;
  'citadel-not-yours': Record<string, never>;
  'citadel-has-unit': Record<string, never>;
  'citadel-has-garrison': Record<string, never>;
  'province-has-army': Record<string, never>;
  'province-has-unit': Record<string, never>;
  'elite-fleet-access': Record<string, never>;
  'no-port-on-sea': Record<string, never>;
  'being-disbanded': Record<string, never>;
  'not-on-land': Record<string, never>;
  'elephants-never-promoted': Record<string, never>;
  'army-promotion-own': Record<string, never>;
  'army-promotion-citadel': Record<string, never>;
  'no-fleet-promotion': Record<string, never>;
  'fleet-promotion-place': Record<string, never>;
  'no-unit-to-disband': { power: string; space: string };
  'guard-stays': Record<string, never>;
  'nothing-to-downgrade': { space: string };
  'not-in-surplus': { type: string; space: string };
  'one-build-per-space': { space: string };
  'no-unit-of': { power: string; space: string };
  'no-longer-free': { space: string };
  'over-limit': { type: string };
  'not-above': { to: string; type: string };
  'type-not-here': { type: string };
  'which-coast': { coasts: string[] };
  // Start purchases (`diadoques §12.3`, `§12.4`, `diadokhoi §5.3.1`).
  'start-count': { count: number };
  'mercenaries-only': { types: string[] };
  'armies-only-start': Record<string, never>;
  'start-fleets': { max: number };
  'armies-start-in': { space: string };
  'type-limit': { max: number; type: string; rule: string };
  'buy-exactly': { count: number };
  'buy-at-least': { count: number };
  'diadochus-army': { space: string; diadochus: string };
}

export type ReasonCode = keyof Reasons & string;

/** A reason as events and problems keep it (plain JSON): `{ code: 'no-unit-of', data: { power, space } }`. */
export type Reason<K extends ReasonCode = ReasonCode> = K extends ReasonCode ? { code: K; data?: Reasons[K] } : never;

/** The names a reason line may write: `Words` of `game/i18n-words.ts` in the reader's language, or ids for the referee's text. */
export interface Namer {
  power(id: string | undefined | null): string;
  character(id: string | undefined): string;
  place(id: string | undefined): string;
  money(amount: number | undefined): string;
  /** A neutral power or season event by its id (`etoliens`): its name. */
  neutral(id: string): string;
}

/** A catalog of reasons in one language: a line for every code, so the type checker refuses a missing one. */
export type ReasonCatalog = { [K in ReasonCode]: (d: Reasons[K], n: Namer) => string };
