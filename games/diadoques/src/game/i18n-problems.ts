/**
 * The judge's refusals of an order text in the reader's language: each problem the readers
 * give (the order families of `src/vocabulary/`, `src/winter/conditional.ts`, `src/game/start.ts`,
 * `src/game/merged-winter.ts`) and the military check of the units named (`src/rules/game.ts`),
 * written from its `code` and its `data` — so that a French interface shows French
 * refusals of the English-worded engine (GUIDE: "every problem … in the player's language").
 * A code or data this module does not know shows the engine's message. Each language has its
 * catalog (`i18n-problems-en.ts`, `i18n-problems-fr.ts`); the English one's type checks the
 * French for completeness. Pure.
 */
import { PROBLEMS as PROBLEMS_EN } from './i18n-problems-en.ts';
import { PROBLEMS as PROBLEMS_FR } from './i18n-problems-fr.ts';
import { elide, isObj, wordsFor } from './i18n-words.ts';
import type { I18nContext, Obj, Words } from './i18n-words.ts';

/** A problem as the kernel defines it (the fields read here). */
export interface ProblemLike {
  code: string;
  message: string;
  data?: unknown;
}

type Say = (w: Words, d: Obj) => string | undefined;

const PROBLEMS: Record<'en' | 'fr', Record<keyof typeof PROBLEMS_EN, Say>> = { en: PROBLEMS_EN, fr: PROBLEMS_FR };

/** The problem codes this module writes in both languages. */
export const TRANSLATED_PROBLEMS: readonly string[] = Object.keys(PROBLEMS_EN);

/** A problem in the reader's language; `undefined` when its code or data is unknown here. */
export function problemLine(p: ProblemLike, c: I18nContext): string | undefined {
  const say = (PROBLEMS[c.lang] as Record<string, Say | undefined>)[p.code];
  if (!say) return undefined;
  try {
    const text = say(wordsFor(c), isObj(p.data) ? p.data : {});
    return text && c.lang === 'fr' ? elide(text) : text;
  } catch {
    // unexpected data: the engine's message
    return undefined;
  }
}

/** A problem in the reader's language, or the engine's message. */
export function problemText(p: ProblemLike, c: I18nContext): string {
  return problemLine(p, c) ?? p.message;
}
