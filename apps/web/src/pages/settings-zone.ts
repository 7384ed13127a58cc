/**
 * The time zone of the mails (issue 21 item 3): the server prints every deadline in the zone
 * stored here, with its name. The page sends this device's IANA zone the first time (the server
 * checks it against its own list) and offers it again when the stored one differs (a trip).
 */
import { h } from '../dom.ts';
import { t } from '../i18n.ts';
import { errorBox } from '../ui/form.ts';
import { statusLine } from './settings-store.ts';
import type { Section, SettingsStore } from './settings-store.ts';

/** This device's zone, as the browser names it (IANA). */
export function deviceZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function zoneSection(store: SettingsStore): Section {
  const errors = errorBox();
  const status = statusLine();
  const line = h('p', { 'data-testid': 'zone-line' });
  const use = h('button', { type: 'button', class: 'secondary', 'data-testid': 'zone-use' }, t('settings.zone.use', { zone: deviceZone() }));
  use.addEventListener('click', () => void store.save({ timeZone: deviceZone() }, errors, status));
  const update = (zone: string | null) => {
    line.textContent = zone ? t('settings.zone.is', { zone }) : t('settings.zone.none');
    use.hidden = zone === deviceZone();
  };
  const first = store.get().timeZone;
  update(first);
  if (first === null) void store.save({ timeZone: deviceZone() }, errors, status);
  return {
    el: h('div', { class: 'field', 'data-testid': 'zone' }, h('h2', {}, t('settings.zone')), line, h('div', { class: 'row' }, use, status), errors.el),
    update: (s) => update(s.timeZone),
  };
}
