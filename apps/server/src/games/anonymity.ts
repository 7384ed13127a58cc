import type { GameSettings } from '../api.ts';
import type { GameRow } from './store.ts';
import type { Viewer } from './viewer.ts';

/**
 * Anonymous games (issue 21 item 5, docs/API.md "Anonymous and no-press games"): until the game
 * is over nobody learns which account plays which power — each player knows his own seat only.
 * The referee who holds no seat sees the names, as the human referee of a game by mail does
 * (he assigns the seats and reads every order anyway); a referee who plays is a player like the
 * others. A cancelled game never started, so it never reveals who had joined.
 */
export function namesHidden(row: Pick<GameRow, 'status' | 'settings'>, viewer: Viewer): boolean {
  if (row.status === 'over') return false;
  if ((JSON.parse(row.settings) as GameSettings).anonymous !== true) return false;
  return !isSeatlessReferee(row, viewer);
}

/** The game master who does not play: before the start he has not joined, after it he has no seat. */
function isSeatlessReferee(row: Pick<GameRow, 'status'>, viewer: Viewer): boolean {
  return viewer.isGm && (row.status === 'forming' ? !viewer.isMember : viewer.power === null);
}

/** The name a viewer may see for `userId`: his own always; the others' unless the game hides them. */
export function shownName(hidden: boolean, viewer: Viewer, userId: string, names: ReadonlyMap<string, string>): string | null {
  if (hidden && userId !== viewer.user?.id) return null;
  return names.get(userId) ?? '?';
}
