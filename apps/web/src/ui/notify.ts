/**
 * Notifications: a toast in the page (read by screen readers through an aria-live region),
 * the count in the tab title, and the browser's own notification when the tab is hidden and
 * the user allowed it.
 */
import { h } from '../dom.ts';

let region: HTMLElement | null = null;
let unseen = 0;
const baseTitle = () => document.title.replace(/^\(\d+\) /, '');

export function toastRegion(): HTMLElement {
  region ??= h('div', { class: 'toasts', role: 'status', 'aria-live': 'polite' });
  return region;
}

/**
 * At most this many toasts on screen: a newer one replaces the oldest, so a burst of events
 * (a season resolving, a reconnect) never piles up over the panels (issue 17 item 13).
 */
export const MAX_TOASTS = 2;
/** How long a toast stays, in ms: long enough to read a sentence, short enough not to linger. */
const LIFETIME = { info: 4000, success: 4000, error: 6000 } as const;

export function toast(text: string, kind: 'info' | 'error' | 'success' = 'info'): void {
  const box = toastRegion();
  // A repeat of the toast on screen only refreshes it.
  for (const old of [...box.children]) if (old.textContent === text) old.remove();
  // Over the cap, news gives way first: the oldest info, then the oldest confirmation, then the
  // oldest error — so "your orders are in" is not pushed out by the phase news it triggers.
  while (box.children.length >= MAX_TOASTS) {
    const shown = [...box.children];
    const victim = ['toast-info', 'toast-success', 'toast-error'].map((k) => shown.find((x) => x.classList.contains(k))).find((x) => x !== undefined) ?? shown[0]!;
    victim.remove();
  }
  // A tap dismisses it: on a phone nothing stays over the orders.
  const el = h('div', { class: `toast toast-${kind}`, onclick: () => el.remove() }, text);
  box.appendChild(el);
  window.setTimeout(() => el.remove(), LIFETIME[kind]);
  if (document.hidden) {
    unseen++;
    document.title = `(${unseen}) ${baseTitle()}`;
    if ('Notification' in window && Notification.permission === 'granted') new Notification('Diadochi', { body: text });
  }
}

export function initNotifications(): void {
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) {
      unseen = 0;
      document.title = baseTitle();
    }
  });
}

/** Asks for the browser's permission, from a user gesture. */
export function askPermission(): void {
  if ('Notification' in window && Notification.permission === 'default') void Notification.requestPermission();
}
