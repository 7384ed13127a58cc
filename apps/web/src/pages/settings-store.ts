/** What the sections of the settings page share (settings.ts draws them; each redraws itself from new settings). */
import type { NotifyPatch, NotifySettings } from '../api.ts';
import { h } from '../dom.ts';
import type { errorBox } from '../ui/form.ts';

/** The settings as last returned by the server, and a save that updates every section. */
export interface SettingsStore {
  get(): NotifySettings;
  /** Sends `patch`; the sections redraw from the server's answer. Resolves false when refused (the error is shown in `errors`). */
  save(patch: NotifyPatch, errors: ReturnType<typeof errorBox>, status?: HTMLElement): Promise<boolean>;
  /** The server answered another route with the settings (address set, code verified). */
  set(s: NotifySettings): void;
}

/** A section of the page: its element, and how it follows new settings. */
export interface Section {
  el: HTMLElement;
  update(s: NotifySettings): void;
}

/** A line for "Saved." after a switch changed (read by screen readers). */
export function statusLine(): HTMLElement {
  return h('span', { class: 'muted', role: 'status', 'aria-live': 'polite' });
}

/**
 * The page's saves, one at a time and in the order made, with only the last answer drawn.
 *
 * The page saves by itself too (the time zone, the first time it opens), so a click can come while
 * that save is in flight; drawn when it arrived, its answer, made before the click's save, would put
 * the clicked switch back for a moment (and the last answer to arrive would win if two overtook each
 * other). Sent one after the other, every answer holds every save before it; each is kept as what the
 * server holds, but the switches are drawn again only from the answer of the last save made.
 */
export function orderedSaves<P, S>(send: (patch: P) => Promise<S>, keep: (s: S) => void, draw: () => void): (patch: P) => Promise<S> {
  let last: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return (patch) => {
    waiting++;
    const sent = last.then(() => send(patch));
    last = sent.catch(() => undefined);
    return sent.then(
      (s) => {
        keep(s);
        if (--waiting === 0) draw();
        return s;
      },
      (e: unknown) => {
        // Refused: the switches go back to what the server holds, unless a later save will draw them.
        if (--waiting === 0) draw();
        throw e;
      },
    );
  };
}
