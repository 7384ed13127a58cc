/**
 * Per-ruleset client code, loaded on demand so the lobby never pays for a map: names of
 * powers and phases, the options of a new game, and the board. Unknown rulesets get the
 * generic board, which works from the kernel's view and legal decisions alone.
 */
import type { Adapter } from './boards/adapter.ts';
import { lang, t } from './i18n.ts';

export type { Adapter, NewGameOptions } from './boards/adapter.ts';
export { plainName } from './boards/adapter.ts';

const loaders: Record<string, () => Promise<Adapter>> = {
  diadoques: () => import('./boards/diadoques/index.ts').then((m) => m.diadoquesAdapter('diadoques')),
  diadokhoi: () => import('./boards/diadoques/index.ts').then((m) => m.diadoquesAdapter('diadokhoi')),
  classic: () => import('./boards/classic.ts').then((m) => m.classicAdapter),
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
 * interface fetched the 368 KB French map of Les Diadoques).
 */
export function preloadBoard(ruleset: string): void {
  const fr = lang() === 'fr';
  if (ruleset === 'diadoques') void (fr ? import('virtual:diadochi-map/diadoques-fr') : import('virtual:diadochi-map/diadoques-en'));
  else if (ruleset === 'diadokhoi') void (fr ? import('virtual:diadochi-map/diadokhoi-fr') : import('virtual:diadochi-map/diadokhoi-en'));
}

/** The id of the shared demo game older servers made, bots in the other seats (practice games replaced it). */
export const DEMO_GAME_ID = 'demo';

/** A game's title; the demo's and practice games' in the reader's language (the server names them in English). */
export function gameTitle(g: { id: string; title: string; settings?: { practice?: boolean } }): string {
  if (g.settings?.practice) return t('practice.title');
  return g.id === DEMO_GAME_ID ? t('demo.title') : g.title;
}
