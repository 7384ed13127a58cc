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

export function toast(text: string, kind: 'info' | 'error' | 'success' = 'info'): void {
  const el = h('div', { class: `toast toast-${kind}` }, text);
  toastRegion().appendChild(el);
  window.setTimeout(() => el.remove(), kind === 'error' ? 8000 : 5000);
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
