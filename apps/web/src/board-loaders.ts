/**
 * Each ruleset's board code, loaded on demand so the lobby never pays for a map; apart from
 * games.ts (which needs the dictionaries) so that the boot code (early.ts) can start a game
 * page's board and map as soon as it knows the game's ruleset, while the rest of the client
 * loads (issue 22: first paint). Unknown rulesets get the generic board, which works from the
 * kernel's view and legal decisions alone.
 */
import type { Adapter } from './boards/adapter.ts';
import type { Lang } from './lang-pref.ts';
import { keepMap, mapLoading } from './loaded-maps.ts';
import successorsEn from '../../../docs/maps/successors.svg?url';
import successorsFr from '../../../docs/maps/successors.fr.svg?url';

/** A board's code, once the map `preloadBoard` asked for (if any) has loaded too. */
const withMap = <T>(ruleset: string, code: Promise<T>): Promise<T> => Promise.all([code, mapLoading(ruleset)]).then(([m]) => m);

const loaders: Record<string, () => Promise<Adapter>> = {
  diadoques: () => withMap('diadoques', import('./boards/diadoques/index.ts')).then((m) => m.diadoquesAdapter('diadoques')),
  diadokhoi: () => withMap('diadokhoi', import('./boards/diadoques/index.ts')).then((m) => m.diadoquesAdapter('diadokhoi')),
  classic: () => withMap('classic', import('./boards/classic.ts')).then((m) => m.classicAdapter),
  phalanxx: () => import('./boards/phalanxx/index.ts').then((m) => m.phalanxxAdapter),
  syracuse: () => import('./boards/syracuse/index.ts').then((m) => m.syracuseAdapter),
  successors: () => import('./boards/successors/index.ts').then((m) => m.successorsAdapter),
};

const cache = new Map<string, Promise<Adapter>>();

export function loadAdapter(ruleset: string): Promise<Adapter> {
  let p = cache.get(ruleset);
  if (!p) {
    // A game without a board of its own: the generic board, its result sheets written by the game's catalogs.
    const load = loaders[ruleset] ?? (() => Promise.all([import('./boards/generic.ts'), import('@diadochi/catalog')]).then(([m, c]) => m.genericAdapter(ruleset, c.findGame(ruleset))));
    p = load();
    cache.set(ruleset, p);
  }
  return p;
}

/**
 * Starts fetching a board's heavy parts (the pre-rendered map) while its code loads: the map of
 * the interface language only, the one the board will draw (issue 17 item 13: the English
 * interface fetched the 368 KB French map of Les Diadoques). The standard map has one language;
 * Successors' map is a picture (boards/successors/map.ts), asked for as one.
 */
export function preloadBoard(ruleset: string, language: Lang): void {
  const fr = language === 'fr';
  const key = `${ruleset}-${language}`;
  if (ruleset === 'diadoques') keepMap(key, fr ? import('virtual:diadochi-map/diadoques-fr') : import('virtual:diadochi-map/diadoques-en'));
  else if (ruleset === 'diadokhoi') keepMap(key, fr ? import('virtual:diadochi-map/diadokhoi-fr') : import('virtual:diadochi-map/diadokhoi-en'));
  else if (ruleset === 'classic') keepMap('classic-en', import('virtual:diadochi-map/classic-en'));
  else if (ruleset === 'successors' && typeof document !== 'undefined') {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: fr ? successorsFr : successorsEn }));
  }
}
