/**
 * Private games' links (issue 17 item 12), apart from api.ts so that the boot code (early.ts) can
 * send a game's token before the rest of the client has loaded.
 */

/** Where the tokens of private games' links are kept for this tab (issue 17 item 12). */
const INVITES_KEY = 'diadochi.invites';

function invites(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(INVITES_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * The token of a private game's link (`/games/<id>?invite=<token>`): read from the address when
 * the page is that game's, kept for the tab, and sent with every request about that game
 * (`X-Diadochi-Invite`) until its holder has joined. Never sent for another game.
 */
export function inviteFor(gameId: string): string | null {
  const known = invites();
  if (typeof location !== 'undefined' && location.pathname === `/games/${gameId}`) {
    const fromUrl = new URLSearchParams(location.search).get('invite');
    if (fromUrl && known[gameId] !== fromUrl) {
      known[gameId] = fromUrl;
      try {
        sessionStorage.setItem(INVITES_KEY, JSON.stringify(known));
      } catch {
        // Storage full or refused: the token is still in the address.
      }
    }
  }
  return known[gameId] ?? null;
}

/** A private game's link to send, from its token. */
export function inviteLink(gameId: string, token: string): string {
  return `${location.origin}/games/${encodeURIComponent(gameId)}?invite=${encodeURIComponent(token)}`;
}
