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
