/**
 * The game's words in the reader's language: each emitted event (`{ type, rule, data }`) and
 * each pending phase's prompt, written by the catalog of that language (`i18n-*-en.ts`,
 * `i18n-*-fr.ts`) from the event's structured `data` and its reason codes (`core/reasons/`) —
 * never from the engine's English `text`, which is shown only for records written before the
 * codes (or with data this module cannot read). Pure: no I/O, no state.
 *
 * Places are written as orders write them (`diadoques §9a.4`: provinces and seas by their
 * abbreviation, citadels by name), powers and characters by their names in the language.
 */
import type { EventType } from '../core/events.ts';
import * as MILITARY_EN from './i18n-military-en.ts';
import * as MILITARY_FR from './i18n-military-fr.ts';
import { POLITICS as POLITICS_EN } from './i18n-politics-en.ts';
import { POLITICS as POLITICS_FR } from './i18n-politics-fr.ts';
import { WORLD as WORLD_EN } from './i18n-world-en.ts';
import { WORLD as WORLD_FR } from './i18n-world-fr.ts';
import { elide, isObj, wordsFor } from './i18n-words.ts';
import type { EventLike, I18nContext, Lang, Line, Obj, Words } from './i18n-words.ts';

export type { EventLike, I18nContext, Lang } from './i18n-words.ts';
export { yearText } from './i18n-words.ts';

/**
 * A catalog of result-sheet lines in one language: a line for every event type the engine
 * emits (`core/events.ts`), so the type checker refuses a language that misses one. Types no
 * longer emitted (`command-refused`, `dissociate-refused`) keep their lines for old records.
 */
export type EventCatalog = Record<EventType, Line>;

const EN = { ...MILITARY_EN.MILITARY, ...POLITICS_EN, ...WORLD_EN } satisfies EventCatalog;
const FR = { ...MILITARY_FR.MILITARY, ...POLITICS_FR, ...WORLD_FR } satisfies EventCatalog;

export const EVENT_CATALOGS: Record<Lang, EventCatalog> = { en: EN, fr: FR };

const MILITARY_LANG = { en: MILITARY_EN, fr: MILITARY_FR } as const;

/**
 * Why the adjudicator ignores or voids an order (`o.reason`, with `o.at`), in the reader's
 * language; the validator's `void-order` problems say it too.
 */
export function orderReason(w: Words, o: Obj): string | undefined {
  return MILITARY_LANG[w.c.lang].orderReason(w, o);
}

/**
 * One result-sheet line in the reader's language from the event's data; `undefined` when the
 * type or the data is unknown here (then the engine's own text is what can be shown).
 */
export function eventLine(e: EventLike, c: I18nContext): string | undefined {
  const line = (EVENT_CATALOGS[c.lang] as Record<string, Line | undefined>)[e.type];
  // Some events say everything by their type (`dynasties`): no data is an empty record.
  const data = e.data === undefined ? {} : e.data;
  if (!line || !isObj(data)) return undefined;
  try {
    const text = line(wordsFor(c), data, e) || undefined;
    return text && c.lang === 'fr' ? elide(text) : text;
  } catch {
    // Data of an old or foreign shape: the engine's sentence.
    return undefined;
  }
}

/** The event types the catalogs write in both languages. */
export const TRANSLATED_TYPES: readonly string[] = Object.keys(EN);

/**
 * One result-sheet line in the reader's language, from the event's data; the engine's own
 * text when the type or the data is unknown here.
 */
export function eventText(e: EventLike, c: I18nContext): string {
  return eventLine(e, c) ?? e.text ?? e.type;
}

/**
 * What the pending phase asks of a player, in his language; in the autumn of a game with the
 * option `mergedWinter`, how to send the winter orders with it.
 */
export function promptText(phase: string, when: { year?: number | null; season?: string | null; mergedWinter?: boolean; examples?: readonly string[] }, c: I18nContext): string {
  return MILITARY_LANG[c.lang].promptText(phase, when, c);
}
