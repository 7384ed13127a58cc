/**
 * The interface language a visitor starts with (the one saved, else the browser's), without the
 * dictionaries: the boot code (early.ts) needs it to fetch the right map before i18n.ts loads.
 */
export type Lang = 'en' | 'fr';
export const LANG_STORE = 'diadochi.lang';

export function preferredLang(): Lang {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(LANG_STORE) : null;
  if (saved === 'en' || saved === 'fr') return saved;
  const nav = typeof navigator !== 'undefined' ? navigator.language : 'en';
  return nav.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}
