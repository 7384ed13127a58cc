/**
 * The game page's data asked for at boot (early.ts), before the client's pages have loaded, so
 * that a game opened from a link is interactive sooner. Used once, by the first game page.
 */
import { answer } from './api.ts';
import type { GameView } from './api.ts';
import { takeEarly } from './early.ts';

export function takePrefetched(id: string): Promise<GameView> | null {
  const early = takeEarly(`/games/${encodeURIComponent(id)}`);
  return early ? early.then(({ status, text }) => answer<GameView>(status, text)) : null;
}
