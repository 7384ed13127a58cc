/**
 * The words a result-sheet line is made of (src/game/i18n.ts): powers, characters, places,
 * units and money in the reader's language, read from the rulesets' own name tables. Places
 * are written as orders write them (`diadoques §9a.4`: provinces and seas by their
 * abbreviation, citadels by name). Pure.
 */
import { mapOf } from '../map/index.ts';
import { SCENARIOS } from '../map/scenarios.ts';
import { defOfPower, neutralDef } from '../neutrals/registry.ts';
import type { RulesetId } from '../rules/state.ts';
import { profileOf } from '../rulebook/index.ts';

export type Lang = 'fr' | 'en';

/** An event as the kernel records it (the fields this module reads). */
export interface EventLike {
  type: string;
  rule?: string;
  text?: string;
  data?: unknown;
}

export interface I18nContext {
  ruleset: RulesetId;
  lang: Lang;
}

export type Obj = Record<string, unknown>;
export const isObj = (x: unknown): x is Obj => x !== null && typeof x === 'object' && !Array.isArray(x);
export const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
export const num = (x: unknown): number | undefined => (typeof x === 'number' ? x : undefined);

/** The names of one ruleset in one language. */
export interface Words {
  c: I18nContext;
  tr(fr: string, en: string): string;
  power(id: string | undefined | null): string;
  character(id: string | undefined): string;
  place(id: string | undefined): string;
  money(amount: number | undefined): string;
  /** A unit as orders write it (`A MAC`, `A Pella`), from its type and space. */
  unit(type: unknown, space: unknown): string;
  /** A list of powers: `Cassandre, Antigone`. */
  powers(ids: unknown): string;
  /** A neutral power or season event by its id. */
  neutral(id: string): string;
  /** `' : '` in French, `': '` in English. */
  colon: string;
}

const nameCache = new Map<RulesetId, { powers: Map<string, { fr: string; en: string }>; characters: Map<string, { fr: string; en: string }> }>();

function namesOf(ruleset: RulesetId) {
  const hit = nameCache.get(ruleset);
  if (hit) return hit;
  const powers = new Map<string, { fr: string; en: string }>();
  const characters = new Map<string, { fr: string; en: string }>();
  for (const sc of SCENARIOS[ruleset]) {
    for (const p of sc.powers) if (!powers.has(p.power)) powers.set(p.power, p.names);
    for (const ch of sc.characters) if (!characters.has(ch.character)) characters.set(ch.character, ch.names);
  }
  const out = { powers, characters };
  nameCache.set(ruleset, out);
  return out;
}

export function wordsFor(c: I18nContext): Words {
  const n = namesOf(c.ruleset);
  const map = mapOf(c.ruleset);
  const tr = (fr: string, en: string) => (c.lang === 'fr' ? fr : en);
  const out: Words = {
    c,
    tr,
    power(id) {
      if (!id) return tr('neutre', 'neutral');
      // A unit for sale is its own neutral power (`diadoques §11b.4`).
      if (id.startsWith('auction:')) return tr('aux enchères', 'for sale');
      return n.powers.get(id)?.[c.lang] ?? (defOfPower(c.ruleset, id) ?? neutralDef(c.ruleset, id))?.names[c.lang] ?? id;
    },
    character: (id) => (id ? (n.characters.get(id)?.[c.lang] ?? id) : '?'),
    place(id) {
      if (!id) return '?';
      const [space, coast] = id.split('/');
      const cit = map?.citadels.find((x) => x.id === space);
      const name = cit ? cit.names[c.lang] : space!;
      return coast ? `${name}/${coast}` : name;
    },
    neutral: (id) => neutralDef(c.ruleset, id)?.names[c.lang] ?? id,
    colon: c.lang === 'fr' ? ' : ' : ': ',
    money: (amount) => profileOf(c.ruleset).money(amount ?? '?'),
    unit(type, space) {
      const where = typeof space === 'string' ? out.place(space) : '?';
      return typeof type === 'string' ? `${type} ${where}` : where;
    },
    powers: (ids) => (Array.isArray(ids) ? ids.map((p) => (typeof p === 'string' ? out.power(p) : '?')).join(', ') : '?'),
  };
  return out;
}

/**
 * French elision before a name that starts with a vowel or a mute h: `de Antigone` →
 * `d’Antigone`, `de Éphèse` → `d’Éphèse`, `que Olympias` → `qu’Olympias`. Only before a word of
 * three letters or more with a lower-case second letter: unit types (`de A MAC`, `de Ae MAC`) and
 * abbreviations in capitals (`de ARM`) are written as orders write them, unelided.
 */
export function elide(text: string): string {
  return text.replace(/(^|[\s(«—])([Dd]e|[Qq]ue) (?=(?:[AEIOUYÂÊÎÔÛÉÈaeiouyâêîôûéè]|H[aeiouyéèêâ])[a-zà-ÿ]{2})/g, (_m, before: string, word: string) => `${before}${word.slice(0, -1)}’`);
}

/** A year as the rulebooks write it: `319 av. J.-C.`, `319 BC`. */
export function yearText(year: number, lang: Lang): string {
  return year < 0 ? `${-year} ${lang === 'fr' ? 'av. J.-C.' : 'BC'}` : String(year);
}

/** One event's line from its data; `undefined`: this module cannot say it (the engine's text is shown). */
export type Line = (w: Words, d: Obj, e: EventLike) => string | undefined;
