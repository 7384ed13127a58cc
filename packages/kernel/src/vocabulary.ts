/**
 * The typed vocabulary every game speaks: events, problems and prompts are typed values with
 * codes; every sentence a player reads comes from a catalog per language. The engine writes no
 * prose — it emits `{ type, rule, data }` and a catalog turns that into a line.
 *
 * A game declares its words as maps from a code to the shape of its data:
 *
 *   interface SyracuseEvents { 'move': { unit: string; from: string; to: string; cost: number } … }
 *   const ev = eventMaker<SyracuseEvents>();
 *   ctx.emit(ev('move', { unit, from, to, cost }, { rule: 'syracuse 6.2' }));
 *
 * and one catalog per language whose type is `Catalog<SyracuseEvents>`: the type checker then
 * refuses a catalog that misses a code or reads a field the data does not have.
 */

/** The interface languages. A third language is a new catalog file per game and one entry here. */
export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * A game's words: each code → the shape of the data its line needs. Declared as an interface
 * (`interface SyracuseEvents { move: {…} }`), so any object type is accepted here.
 */
export type Vocabulary = object;

/** Any vocabulary, for code that holds catalogs of several games (the kernel, the web). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWords = Record<string, any>;

/** An event as it is kept in the record (plain JSON); assignable to the kernel's `GameEvent`. */
export interface TypedEvent<K extends string = string, D = unknown> {
  type: K;
  /** The rule paragraph that produced it (`syracuse 9.3`). */
  rule?: string;
  data: D;
  /** Seats that alone may see it (a secret event). */
  to?: string[];
}

/** One event of a vocabulary, as it is kept in the record (plain JSON). */
export type EventOf<V extends Vocabulary> = {
  [K in keyof V & string]: TypedEvent<K, V[K]>;
}[keyof V & string];

/** A typed constructor for a game's events (no prose: a catalog writes the line). */
export function eventMaker<V extends Vocabulary>() {
  return <K extends keyof V & string>(type: K, data: V[K], opts: { rule?: string; to?: string[] } = {}): TypedEvent<K, V[K]> => {
    const e: TypedEvent<K, V[K]> = { type, data };
    if (opts.rule !== undefined) e.rule = opts.rule;
    if (opts.to !== undefined) e.to = opts.to;
    return e;
  };
}

/** What a catalog line may use to write well in its language. */
export interface Fmt {
  lang: Lang;
  /** `plural(3, { one: 'unit', other: 'units' })` → `units` (French: 0 and 1 take `one`). */
  plural(n: number, forms: { one: string; other: string }): string;
  /** `list(['a', 'b', 'c'])` → `a, b and c` / `a, b et c`. */
  list(items: readonly string[]): string;
  /** A number as the language writes it (`1,000` / `1 000`). */
  num(n: number): string;
}

/** One line: its data (and the formatting helpers) to a sentence. */
export type Line<D> = (data: D, f: Fmt) => string;

/** A catalog of one vocabulary in one language: a line for every code. */
export type Catalog<V extends Vocabulary> = { [K in keyof V]: Line<V[K]> };

/**
 * Everything a game lets a player read, in one language. `events`, `problems` and `prompts` are
 * typed by the game's vocabularies; `names` holds proper and common nouns (places, cards,
 * phases, units) by id.
 */
export interface GameCatalog<E extends Vocabulary = AnyWords, P extends Vocabulary = AnyWords, Q extends Vocabulary = AnyWords, R extends Vocabulary = AnyWords> {
  events: Catalog<E>;
  problems: Catalog<P>;
  /** One line per decision point, keyed by `Pending.phase`, fed `Pending.promptData`. */
  prompts: Catalog<Q>;
  /** Why a game ended as it did, keyed by `GameResult.why.code` (optional: older games give only `reason`). */
  results?: Catalog<R>;
  /**
   * Names by id: `phase.spring-orders`, `place.T16`, `card.12`… Generic tools read two families:
   * `seat.<player id>` (the seats' names) and `phase.<Pending.phase>` (see `nameLine`).
   */
  names: Record<string, string>;
}

const PLURAL_ONE: Record<Lang, (n: number) => boolean> = {
  en: (n) => n === 1,
  fr: (n) => n === 0 || n === 1 || (n > -2 && n < 2),
};

const AND: Record<Lang, string> = { en: 'and', fr: 'et' };

export function fmtFor(lang: Lang): Fmt {
  return {
    lang,
    plural: (n, forms) => (PLURAL_ONE[lang](n) ? forms.one : forms.other),
    list(items) {
      if (items.length <= 1) return items.join('');
      if (lang === 'en' && items.length > 2) return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
      return `${items.slice(0, -1).join(', ')} ${AND[lang]} ${items[items.length - 1]}`;
    },
    num: (n) => {
      const s = Math.abs(n).toString();
      const grouped = s.length > 4 ? s.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fr' ? '\u202f' : ',') : s;
      return n < 0 ? `-${grouped}` : grouped;
    },
  };
}

/**
 * French typography, applied once to every French line: a narrow no-break space before `;`,
 * `?`, `!` and a no-break space before `:` (`Météo : beau temps`), none doubled; `«` `»` spaced.
 */
export function frenchTypography(s: string): string {
  return s
    .replace(/[ \u00a0\u202f]*([;?!])(?=\s|$)/g, (_m, p: string) => `\u202f${p}`)
    .replace(/[ \u00a0\u202f]*:(?=\s|$)/g, '\u00a0:')
    .replace(/«[ \u00a0\u202f]*/g, '«\u202f')
    .replace(/[ \u00a0\u202f]*»/g, '\u202f»')
    .replace(/^[\u00a0\u202f]+/, '');
}

/** Applies a line of a catalog to its data, with the language's typography. */
export function say<V extends Vocabulary, K extends keyof V & string>(catalog: Catalog<V>, lang: Lang, code: K, data: V[K]): string {
  const line = catalog[code] as Line<V[K]> | undefined;
  if (!line) throw new Error(`catalog (${lang}) has no line for '${code}'`);
  const text = line(data, fmtFor(lang));
  return lang === 'fr' ? frenchTypography(text) : text;
}

/**
 * A choice the rules offer a player at a decision point (as Rally the Troops' `view.actions`):
 * an action in the game's words, what it applies to when several things may do it, and its legal
 * targets. User interfaces light only these; bots pick among them; the fuzzer submits them.
 */
export interface Choice {
  /** The action: `play-event`, `move`, `intercept`, `pass`, `support`… */
  verb: string;
  /** What acts (a stack, a card, a unit's space) when more than one thing could. */
  subject?: string;
  /** The legal targets; absent when the action takes none. */
  targets?: string[];
}

/**
 * The decision that takes a choice, for games whose decisions are choices (`decisionKind:
 * 'choice'`): submitting `{ verb, subject, target }` for any listed choice and target validates.
 */
export interface ChoiceDecision {
  verb: string;
  subject?: string;
  target?: string;
}
