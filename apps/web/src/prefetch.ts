/**
 * The game page's data asked for at boot, in parallel with the session check, so that a
 * game opened from a link is interactive sooner. Used once, by the first game page.
 */
import { api } from './api.ts';
import type { GameView } from './api.ts';

let pending: { id: string; promise: Promise<GameView> } | null = null;

export function prefetchGame(id: string): void {
  const promise = api.game(id);
  promise.catch(() => {});
  pending = { id, promise };
}

export function takePrefetched(id: string): Promise<GameView> | null {
  if (!pending || pending.id !== id) return null;
  const p = pending.promise;
  pending = null;
  return p;
}
