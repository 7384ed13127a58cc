/**
 * What a game page needs first, asked for by the boot script before the rest of the client has
 * loaded (issue 22: first map paint): who is signed in, the game's view, and as soon as it names
 * the ruleset, the board's code and pre-rendered map — so these requests run beside the client's
 * own instead of after it. Small on purpose: nothing here imports the dictionaries or the pages.
 */
import { loadAdapter, preloadBoard } from './board-loaders.ts';
import { inviteFor } from './invites.ts';
import { preferredLang } from './lang-pref.ts';

/** A request's answer as fetched: status and body text (api.ts `answer` reads it). */
export interface EarlyAnswer {
  status: number;
  text: string;
}

const pending = new Map<string, Promise<EarlyAnswer>>();

/** Asks the API for `path` (`/auth/me`) now; the first caller of `takeEarly(path)` gets the answer. */
export function fetchEarly(path: string, headers: Record<string, string> = {}): Promise<EarlyAnswer> {
  const answer = fetch(`/api${path}`, { headers, credentials: 'same-origin' }).then(async (res) => ({ status: res.status, text: await res.text() }));
  answer.catch(() => {});
  pending.set(path, answer);
  return answer;
}

/** The answer fetched early for `path`, once: later loads ask again. */
export function takeEarly(path: string): Promise<EarlyAnswer> | null {
  const p = pending.get(path) ?? null;
  pending.delete(path);
  return p;
}

/**
 * Asks for the game `id` (with its invitation token, as api.ts would) and starts loading its
 * board; settles once the board's code is asked for (or the game could not be read).
 */
export function fetchGameEarly(id: string): Promise<void> {
  const invite = inviteFor(id);
  return fetchEarly(`/games/${encodeURIComponent(id)}`, invite ? { 'x-diadochi-invite': invite } : {}).then(
    ({ status, text }) => {
      if (status !== 200) return;
      const ruleset = (JSON.parse(text) as { game?: { ruleset?: unknown } }).game?.ruleset;
      if (typeof ruleset !== 'string') return;
      preloadBoard(ruleset, preferredLang());
      // The page awaits the same promise (loaders are cached); a failure shows there.
      loadAdapter(ruleset).catch(() => {});
    },
    () => {},
  );
}
