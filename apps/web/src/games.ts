/**
 * Per-ruleset client code, loaded on demand so the lobby never pays for a map: names of
 * powers and phases, the options of a new game, and the board (board-loaders.ts).
 */
import { preloadBoard as preloadBoardIn } from './board-loaders.ts';
import { lang, t } from './i18n.ts';

export type { Adapter, NewGameOptions } from './boards/adapter.ts';
export { plainName } from './boards/adapter.ts';
export { loadAdapter } from './board-loaders.ts';

/** Starts fetching a board's pre-rendered map, in the interface language, while its code loads. */
export function preloadBoard(ruleset: string): void {
  preloadBoardIn(ruleset, lang());
}

/** The id of the shared demo game older servers made, bots in the other seats (practice games replaced it). */
export const DEMO_GAME_ID = 'demo';

/** A game's title; the demo's and practice games' in the reader's language (the server names them in English). */
export function gameTitle(g: { id: string; title: string; settings?: { practice?: boolean } }): string {
  if (g.settings?.practice) return t('practice.title');
  return g.id === DEMO_GAME_ID ? t('demo.title') : g.title;
}
