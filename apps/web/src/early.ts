/**
 * What a game page needs first, asked for by the boot script before the rest of the client has
 * loaded (issue 22: first map paint): the game's view, and as soon as it names the ruleset, the
 * board's code and pre-rendered map — so these requests run beside the client's own instead of
 * after it. Small on purpose: nothing here imports the dictionaries or the pages.
 */
import { loadAdapter, preloadBoard } from './board-loaders.ts';
import { inviteFor } from './invites.ts';
import { preferredLang } from './lang-pref.ts';

/** A request's answer as fetched: status and body text (api.ts `answer` reads it). */
export interface EarlyAnswer {
  status: number;
  text: string;
}

let pending: { id: string; answer: Promise<EarlyAnswer> } | null = null;

/** Asks for the game `id` (with its invitation token, as api.ts would) and starts loading its board. */
export function fetchGameEarly(id: string): void {
  const invite = inviteFor(id);
  const answer = fetch(`/api/games/${encodeURIComponent(id)}`, { headers: invite ? { 'x-diadochi-invite': invite } : {}, credentials: 'same-origin' }).then(async (res) => ({ status: res.status, text: await res.text() }));
  pending = { id, answer };
  answer.then(
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

/** The answer fetched for game `id`, once: the first game page takes it, later loads ask again. */
export function takeEarly(id: string): Promise<EarlyAnswer> | null {
  if (!pending || pending.id !== id) return null;
  const p = pending.answer;
  pending = null;
  return p;
}
