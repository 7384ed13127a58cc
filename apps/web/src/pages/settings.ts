/**
 * The settings page (issue 21 items 1 and 2; docs/API.md "Notifications by e-mail and webhook",
 * "Playing by e-mail"): the language of the interface and of the mails; per kind of
 * notification a switch for e-mail and one for the webhook; mails at once or in a daily digest
 * at an hour shown in the reader's time (the server keeps it in UTC); the e-mail address and its
 * verification; the webhook with its secret and a test; the games played by e-mail.
 *
 * Every switch is saved when it changes (one `PUT /api/notify/settings` with only that field),
 * so nothing is lost by leaving the page. Each section redraws only when its part of the
 * settings changed: a code or an address being typed is never wiped by another section's save.
 */
import { api } from '../api.ts';
import type { NotificationKind, NotifyPatch, NotifySettings } from '../api.ts';
import { h, mount } from '../dom.ts';
import { lang, LANGS, setLang, t } from '../i18n.ts';
import type { Key, Lang } from '../i18n.ts';
import { currentUser } from '../session.ts';
import { errorBox } from '../ui/form.ts';
import { emailSection, webhookSection } from './settings-channels.ts';
import { mailPlaySection } from './settings-play.ts';
import { vacationSection } from './settings-vacation.ts';
import { zoneSection } from './settings-zone.ts';
import { orderedSaves, statusLine } from './settings-store.ts';
import type { Section, SettingsStore } from './settings-store.ts';

/** Every kind with its label; the `Record` type makes the list complete (docs/API.md, the kinds table). */
const KIND_LABELS: Record<NotificationKind, Key> = {
  started: 'settings.kind.started',
  'your-turn': 'settings.kind.your-turn',
  deadline: 'settings.kind.deadline',
  results: 'settings.kind.results',
  press: 'settings.kind.press',
  eliminated: 'settings.kind.eliminated',
};
const KINDS = Object.keys(KIND_LABELS) as NotificationKind[];

export function settingsPage(root: HTMLElement): () => void {
  if (!currentUser()) {
    mount(root, h('section', { class: 'card' }, h('h1', {}, t('settings.title')), h('p', {}, h('a', { href: '/login', 'data-link': true }, t('settings.loginFirst')))));
    return () => {};
  }
  const errors = errorBox();
  mount(root, h('section', { class: 'card settings-page', 'data-testid': 'settings' }, h('h1', {}, t('settings.title')), errors.el, h('p', { class: 'muted' }, '…')));
  let alive = true;
  void api.notifySettings().then(
    ({ settings }) => {
      if (alive) draw(root, settings);
    },
    (e: unknown) => errors.show(e),
  );
  return () => {
    alive = false;
  };
}

function draw(root: HTMLElement, first: NotifySettings): void {
  let current = first;
  const sections: Section[] = [];
  const redraw = () => {
    for (const x of sections) x.update(current);
  };
  const send = orderedSaves(
    (patch: NotifyPatch) => api.saveNotify(patch),
    ({ settings }) => (current = settings),
    redraw,
  );
  const store: SettingsStore = {
    get: () => current,
    set(s) {
      current = s;
      redraw();
    },
    async save(patch, errors, status) {
      errors.clear();
      if (status) status.textContent = '';
      try {
        await send(patch);
        if (status) status.textContent = t('settings.saved');
        return true;
      } catch (e) {
        errors.show(e);
        return false;
      }
    },
  };
  sections.push(languageSection(store), zoneSection(store), kindsSection(store), emailSection(store), webhookSection(store), mailPlaySection(store));
  mount(
    root,
    h(
      'section',
      { class: 'card settings-page', 'data-testid': 'settings' },
      h('h1', {}, t('settings.title')),
      first.mail.available ? null : h('p', { class: 'error-box', 'data-testid': 'mail-off' }, t('settings.mailOff')),
      sections.map((s) => s.el),
      vacationSection().el,
    ),
  );
}

/** One language for the interface and the mails: the server's for mails, this device's for the page. */
function languageSection(store: SettingsStore): Section {
  const errors = errorBox();
  const status = statusLine();
  const select = h(
    'select',
    { id: 'settings-language', 'data-testid': 'settings-language' },
    LANGS.map((l) => h('option', { value: l }, l === 'fr' ? 'Français' : 'English')),
  );
  // The select shows the mails' language (the server's); the page's may differ until one is chosen here.
  const differs = h('small', { class: 'hint', 'data-testid': 'language-differs' });
  const note = (l: Lang) => {
    const name = (x: Lang) => t(x === 'fr' ? 'settings.lang.fr' : 'settings.lang.en');
    differs.textContent = l === lang() ? '' : t('settings.languageDiffers', { mail: name(l), page: name(lang()) });
  };
  select.value = store.get().language;
  note(store.get().language);
  select.addEventListener('change', () => {
    const l = select.value as Lang;
    void store.save({ language: l }, errors, status).then((ok) => {
      // The page is drawn again in the new language (app.ts listens to the language).
      if (ok && l !== lang()) setLang(l);
    });
  });
  return {
    el: h('div', { class: 'field' }, h('label', { for: 'settings-language' }, t('settings.language')), h('div', { class: 'row' }, select, status), differs, errors.el),
    update(s) {
      select.value = s.language;
      note(s.language);
    },
  };
}

/**
 * The kinds, each with its e-mail and webhook switch, then how mails go (at once or a daily
 * digest) and the digest's hour. A kind's e-mail switch turns it to the chosen way or off; the
 * way, when changed, applies to every kind that is on (the API keeps one per kind).
 */
function kindsSection(store: SettingsStore): Section {
  const errors = errorBox();
  const status = statusLine();
  const mailOn = () => store.get().mail.available;
  const mode = (s: NotifySettings): 'now' | 'digest' => (KINDS.some((k) => s.kinds[k].email === 'digest') ? 'digest' : 'now');

  const emailBoxes = new Map<NotificationKind, HTMLInputElement>();
  const hookBoxes = new Map<NotificationKind, HTMLInputElement>();
  const rows = KINDS.map((k) => {
    const email = h('input', { type: 'checkbox', 'data-testid': `kind-${k}-email`, 'aria-label': `${t(KIND_LABELS[k])} — ${t('settings.byEmail')}` });
    const hook = h('input', { type: 'checkbox', 'data-testid': `kind-${k}-webhook`, 'aria-label': `${t(KIND_LABELS[k])} — ${t('settings.byWebhook')}` });
    email.addEventListener('change', () => void store.save({ kinds: { [k]: { email: email.checked ? wayOf() : 'off' } } }, errors, status));
    hook.addEventListener('change', () => void store.save({ kinds: { [k]: { webhook: hook.checked } } }, errors, status));
    emailBoxes.set(k, email);
    hookBoxes.set(k, hook);
    return h('tr', { 'data-kind': k }, h('th', { scope: 'row', style: 'font-weight: normal; text-align: left; padding: 2px 8px 2px 0' }, t(KIND_LABELS[k])), h('td', { style: 'text-align: center; padding: 2px 8px' }, email), h('td', { style: 'text-align: center; padding: 2px 8px' }, hook));
  });
  const table = h(
    'table',
    { class: 'settings-kinds', style: 'max-width: 100%; border-collapse: collapse', 'data-testid': 'settings-kinds' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col', style: 'text-align: left' }, t('settings.kind')), h('th', { scope: 'col', style: 'padding: 2px 8px' }, t('settings.byEmail')), h('th', { scope: 'col', style: 'padding: 2px 8px' }, t('settings.byWebhook')))),
    h('tbody', {}, rows),
  );

  const now = h('input', { type: 'radio', name: 'settings-email-way', value: 'now', id: 'settings-way-now', 'data-testid': 'email-now' });
  const digest = h('input', { type: 'radio', name: 'settings-email-way', value: 'digest', id: 'settings-way-digest', 'data-testid': 'email-digest' });
  const wayOf = (): 'now' | 'digest' => (digest.checked ? 'digest' : 'now');
  const changeWay = () => {
    const way = wayOf();
    const s = store.get();
    const kinds = Object.fromEntries(KINDS.filter((k) => s.kinds[k].email !== 'off').map((k) => [k, { email: way }]));
    hour.disabled = !mailOn() || way !== 'digest';
    if (Object.keys(kinds).length > 0) void store.save({ kinds }, errors, status);
  };
  now.addEventListener('change', changeWay);
  digest.addEventListener('change', changeWay);

  const hour = h('select', { id: 'settings-digest-hour', style: 'align-self: flex-start; max-width: 100%', 'data-testid': 'digest-hour' }, digestHours());
  hour.addEventListener('change', () => void store.save({ digestHour: Number(hour.value) }, errors, status));
  const hint = h('small', { class: 'hint' });

  const update = (s: NotifySettings) => {
    for (const k of KINDS) {
      emailBoxes.get(k)!.checked = s.kinds[k].email !== 'off';
      emailBoxes.get(k)!.disabled = !s.mail.available;
      hookBoxes.get(k)!.checked = s.kinds[k].webhook;
    }
    const way = mode(s);
    now.checked = way === 'now';
    digest.checked = way === 'digest';
    now.disabled = digest.disabled = !s.mail.available;
    hour.value = String(s.digestHour);
    hour.disabled = !s.mail.available || way !== 'digest';
    hint.textContent = t('settings.digestHint', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC', utc: String(s.digestHour).padStart(2, '0') });
  };
  update(store.get());
  return {
    el: h(
      'section',
      { class: 'settings-kinds-section' },
      h('h2', {}, t('settings.kinds')),
      h('p', { class: 'muted' }, t('settings.kinds.intro')),
      table,
      h(
        'fieldset',
        { style: 'border: none; padding: 0; margin: 12px 0' },
        h('legend', { style: 'font-weight: 600' }, t('settings.emailWhen')),
        h('div', {}, now, ' ', h('label', { for: 'settings-way-now' }, t('settings.emailNow'))),
        h('div', {}, digest, ' ', h('label', { for: 'settings-way-digest' }, t('settings.emailDigest'))),
      ),
      h('div', { class: 'field' }, h('label', { for: 'settings-digest-hour' }, t('settings.digestHour')), hour, hint),
      h('p', { class: 'muted' }, t('settings.emailNeedsAddress'), ' ', status),
      errors.el,
    ),
    update,
  };
}

/** The 24 hours of the day as the reader's clock shows them, in his order; each option's value is the UTC hour the API stores. */
function digestHours(): HTMLOptionElement[] {
  const today = new Date();
  const at = (utc: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), utc));
  const local = (d: Date) => d.getHours() * 60 + d.getMinutes();
  const fmt = new Intl.DateTimeFormat(lang() === 'fr' ? 'fr-FR' : 'en-GB', { hour: '2-digit', minute: '2-digit' });
  return Array.from({ length: 24 }, (_, utc) => utc)
    .sort((a, b) => local(at(a)) - local(at(b)))
    .map((utc) => h('option', { value: String(utc) }, fmt.format(at(utc))));
}
