/**
 * The settings page's channels (issue 21 item 1): the e-mail address with its state (none, code
 * sent, verified) and the form for the code from the mail; the webhook's address, its secret
 * (shown once, when it is made), how to check a call's signature, and a test call.
 */
import { api } from '../api.ts';
import type { NotifySettings, WebhookTest } from '../api.ts';
import { h, mount } from '../dom.ts';
import { t } from '../i18n.ts';
import type { Key } from '../i18n.ts';
import { errorBox } from '../ui/form.ts';
import { statusLine } from './settings-store.ts';
import type { Section, SettingsStore } from './settings-store.ts';

/** The address and its verification. Redrawn only when the address, its state or the server's mail changes. */
export function emailSection(store: SettingsStore): Section {
  const el = h('section', { class: 'settings-email', 'data-testid': 'settings-email' });
  let shown = '';
  const draw = (s: NotifySettings) => {
    const key = JSON.stringify([s.email, s.mail.available]);
    if (key === shown) return;
    shown = key;
    const errors = errorBox();
    const status = statusLine();
    const off = !s.mail.available;
    const { address, verified, pending } = s.email;
    const state = h(
      'p',
      { 'data-testid': 'email-state', 'data-state': address === null ? 'none' : verified ? 'verified' : pending ? 'pending' : 'unverified' },
      address === null ? t('settings.email.none') : t(verified ? 'settings.email.verified' : pending ? 'settings.email.pending' : 'settings.email.unverified', { address }),
    );
    const input = h('input', { id: 'settings-email', type: 'email', maxlength: 254, autocomplete: 'email', value: address ?? '', disabled: off, 'data-testid': 'email-address' });
    const send = h('button', { type: 'submit', class: 'primary', disabled: off, 'data-testid': 'email-send' }, t(address !== null && !verified ? 'settings.email.resend' : 'settings.email.send'));
    const form = h('form', { class: 'row', style: 'align-items: flex-end' }, h('div', { class: 'field', style: 'flex: 1 1 16em; min-width: 0; margin: 0' }, h('label', { for: 'settings-email' }, t('settings.email.address')), input), send);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      errors.clear();
      const wanted = input.value.trim();
      if (!wanted || !input.checkValidity()) {
        errors.show(new Error(t('settings.email.invalid')));
        return;
      }
      send.disabled = true;
      api.setEmail(wanted).then(
        ({ settings }) => {
          store.set(settings);
          // The section was drawn again: the line goes to the new one.
          el.querySelector('[role=status]')!.textContent = t('settings.email.sent', { address: wanted });
        },
        (err: unknown) => {
          errors.show(err);
          send.disabled = false;
        },
      );
    });
    const remove =
      address !== null
        ? h(
            'button',
            {
              type: 'button',
              'data-testid': 'email-remove',
              onclick: () => {
                errors.clear();
                api.setEmail(null).then(({ settings }) => store.set(settings), (err: unknown) => errors.show(err));
              },
            },
            t('settings.email.remove'),
          )
        : null;
    const code = h('input', { id: 'settings-code', type: 'text', autocomplete: 'one-time-code', spellcheck: 'false', maxlength: 100, disabled: off, style: 'font-family: monospace; min-width: 0; width: 100%', 'data-testid': 'email-code' });
    const verify = h('button', { type: 'submit', class: 'primary', disabled: off, 'data-testid': 'email-verify' }, t('settings.email.verify'));
    const codeForm = h('form', { class: 'row', style: 'align-items: flex-end' }, h('div', { class: 'field', style: 'flex: 1 1 16em; min-width: 0; margin: 0' }, h('label', { for: 'settings-code' }, t('settings.email.code')), code), verify);
    codeForm.addEventListener('submit', (e) => {
      e.preventDefault();
      errors.clear();
      verify.disabled = true;
      api.verifyEmail(code.value.trim()).then(
        (r) => {
          if (r.settings) store.set(r.settings);
          el.querySelector('[role=status]')!.textContent = t('settings.email.done');
        },
        (err: unknown) => {
          errors.show(err);
          verify.disabled = false;
        },
      );
    });
    mount(el, h('h2', {}, t('settings.email')), state, form, pending || (address !== null && !verified) ? codeForm : null, h('p', {}, remove, ' ', status), errors.el);
  };
  draw(store.get());
  return { el, update: draw };
}

/** What a test call's outcome says, from the catalog. */
function testText(r: WebhookTest): string {
  if (r.delivered) return t('settings.webhook.delivered', { status: r.status });
  return t(`settings.webhook.failed.${r.error}` as Key, { status: r.status ?? '' });
}

/**
 * The webhook. The server sends the secret with every settings answer; the page shows it only
 * when it is new (the first address, or a new secret asked for), as the brief of a signing key
 * wants: copied once, then made anew if lost.
 */
export function webhookSection(store: SettingsStore): Section {
  const el = h('section', { class: 'settings-webhook', 'data-testid': 'settings-webhook' });
  let shown = '';
  let secret = store.get().webhook.secret;
  let fresh: string | null = null;
  const draw = (s: NotifySettings) => {
    if (s.webhook.secret !== secret) {
      fresh = s.webhook.secret;
      secret = s.webhook.secret;
    }
    const key = JSON.stringify([s.webhook.url, fresh]);
    if (key === shown) return;
    shown = key;
    const errors = errorBox();
    const status = statusLine();
    const url = h('input', { id: 'settings-webhook', type: 'url', maxlength: 500, value: s.webhook.url ?? '', placeholder: 'https://', style: 'min-width: 0; width: 100%', 'data-testid': 'webhook-url' });
    const save = h('button', { type: 'submit', class: 'primary', 'data-testid': 'webhook-save' }, t('settings.webhook.save'));
    const form = h('form', { class: 'row', style: 'align-items: flex-end' }, h('div', { class: 'field', style: 'flex: 1 1 16em; min-width: 0; margin: 0' }, h('label', { for: 'settings-webhook' }, t('settings.webhook.url')), url), save);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const value = url.value.trim();
      void store.save({ webhook: { url: value === '' ? null : value } }, errors, status);
    });
    const result = h('p', { role: 'status', 'data-testid': 'webhook-result' });
    const test = h('button', { type: 'button', 'data-testid': 'webhook-test' }, t('settings.webhook.test'));
    test.addEventListener('click', () => {
      errors.clear();
      result.textContent = '…';
      test.disabled = true;
      api.testWebhook().then(
        (r) => {
          result.textContent = testText(r);
          result.dataset.delivered = String(r.delivered);
          test.disabled = false;
        },
        (err: unknown) => {
          result.textContent = '';
          errors.show(err);
          test.disabled = false;
        },
      );
    });
    const rotate = h('button', { type: 'button', 'data-testid': 'webhook-rotate', onclick: () => void store.save({ webhook: { url: s.webhook.url, rotateSecret: true } }, errors, status) }, t('settings.webhook.rotate'));
    const remove = h('button', { type: 'button', 'data-testid': 'webhook-remove', onclick: () => void store.save({ webhook: { url: null } }, errors, status) }, t('settings.webhook.remove'));
    mount(
      el,
      h('h2', {}, t('settings.webhook')),
      h('p', { class: 'muted' }, t('settings.webhook.intro')),
      form,
      s.webhook.url === null
        ? h('p', { class: 'muted' }, t('settings.webhook.none'))
        : [
            fresh !== null
              ? h('div', { class: 'field' }, h('label', { for: 'settings-secret' }, t('settings.webhook.secret')), h('input', { id: 'settings-secret', readonly: true, value: fresh, style: 'font-family: monospace; min-width: 0; width: 100%', 'data-testid': 'webhook-secret' }))
              : h('p', { class: 'muted' }, t('settings.webhook.secretKept')),
            h('p', { class: 'hint', style: 'overflow-wrap: anywhere' }, t('settings.webhook.how')),
            h('p', { class: 'row' }, test, rotate, remove),
            result,
          ],
      h('p', {}, status),
      errors.el,
    );
  };
  // What the page shows first is not new (it was shown when it was made): `fresh` stays null.
  draw(store.get());
  return { el, update: draw };
}
