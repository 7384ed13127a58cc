/**
 * French and English interface. Every string the pages show goes through `t(key, params)`;
 * both dictionaries have the same keys (checked by the type and by test/i18n.test.ts).
 * Names from the games (provinces, powers) come from the game data in the chosen language.
 */
import { frenchTypography } from '@diadochi/kernel';
import { en } from './locales/en.ts';
import { fr } from './locales/fr.ts';
import { LANG_STORE, preferredLang } from './lang-pref.ts';
import type { Lang } from './lang-pref.ts';

export type { Lang };
export type Key = keyof typeof en;
export const LANGS: Lang[] = ['en', 'fr'];
/** French texts get their no-break spaces before `: ; ? !` and inside « » here, once, so no catalog line can forget them. */
const frTypeset = Object.fromEntries(Object.entries(fr).map(([k, v]) => [k, frenchTypography(v)])) as Record<Key, string>;
const DICTS: Record<Lang, Record<Key, string>> = { en, fr: frTypeset };

let current: Lang = preferredLang();
const listeners = new Set<() => void>();

export function lang(): Lang {
  return current;
}

export function setLang(l: Lang): void {
  if (l === current) return;
  current = l;
  try {
    localStorage.setItem(LANG_STORE, l);
  } catch {
    // private mode: the choice lasts for this page only
  }
  document.documentElement.lang = l;
  for (const f of listeners) f();
}

export function onLangChange(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** The text of `key` in the current language, `{name}` placeholders filled from `params`. */
/** Whether `n` takes the singular in the interface language: French for 0 and 1 (« 0 pion »), English for 1 only. */
export function singular(n: number): boolean {
  return lang() === 'fr' ? Math.abs(n) < 2 : n === 1;
}

export function t(key: Key, params: Record<string, string | number> = {}): string {
  const text = DICTS[current][key] ?? en[key] ?? key;
  return translate(text, params);
}

/** A label before its value: `Météo : beau temps` in French (no-break space before the colon), `Weather: fair` in English. */
export function colon(label: string): string {
  return current === 'fr' ? `${label}\u00a0:` : `${label}:`;
}

/** A ruleset's name in the interface language (the server sends its English title only); unknown ones keep the server's title. */
export function rulesetTitle(id: string, fallback: string = id): string {
  const key = `ruleset.${id}`;
  return key in en ? t(key as Key) : fallback;
}

/** French typography (no-break spaces before `: ; ? !`, inside « ») on a text made elsewhere, in French only. */
export function typeset(text: string): string {
  return current === 'fr' ? frenchTypography(text) : text;
}

export function translate(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export function dictionaries(): Record<Lang, Record<string, string>> {
  return DICTS;
}

/** A duration such as `2 d 03:04:05` or `04:05`, for deadline countdowns. */
export function formatDuration(ms: number): string {
  if (ms <= 0) return '00:00';
  const total = Math.floor(ms / 1000);
  const d = Math.floor(total / 86400);
  const hh = Math.floor((total % 86400) / 3600);
  const mm = Math.floor((total % 3600) / 60);
  const ss = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = hh > 0 || d > 0 ? `${two(hh)}:${two(mm)}:${two(ss)}` : `${two(mm)}:${two(ss)}`;
  return d > 0 ? `${d} ${current === 'fr' ? 'j' : 'd'} ${clock}` : clock;
}

export function formatDate(ms: number): string {
  return new Date(ms).toLocaleString(current === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
