/** The press panel: messages of a game, and writing to everyone or to chosen powers (white, grey or black). */
import { api } from '../api.ts';
import type { GameSummary, Message } from '../api.ts';
import { h, mount } from '../dom.ts';
import { formatDate, t } from '../i18n.ts';
import { errorBox } from './form.ts';

export interface PressPanel {
  el: HTMLElement;
  add(m: Message): void;
  /** Marks everything shown as read (when the panel is opened). */
  markRead(): void;
  onUnread(f: (n: number) => void): void;
}

export function pressPanel(game: GameSummary, powerName: (p: string) => string): PressPanel {
  const rules = game.settings.press;
  const list = h('ol', { class: 'messages', 'aria-live': 'polite' });
  const errors = errorBox();
  const messages: Message[] = [];
  let unreadListener: (n: number) => void = () => {};
  let unread = 0;
  const me = game.you.power;
  const others = game.seats.map((s) => s.power).filter((p) => p !== me);

  const render = () => {
    if (messages.length === 0) return mount(list, h('li', { class: 'muted' }, t('press.empty')));
    mount(
      list,
      messages.map((m) =>
        h(
          'li',
          { class: `message${m.mine ? ' mine' : ''}` },
          h(
            'div',
            { class: 'meta' },
            h('strong', {}, m.from === null ? t('press.anonymous') : m.from === 'referee' ? t('press.referee') : powerName(m.from)),
            ' → ',
            m.to === 'all' ? t('press.all') : m.to.map(powerName).join(', '),
            ' · ',
            h('time', {}, formatDate(m.createdAt)),
            m.mine && m.mine.status !== 'delivered' ? h('span', { class: 'badge' }, t('press.held')) : null,
          ),
          h('p', {}, m.body),
        ),
      ),
    );
    list.lastElementChild?.scrollIntoView({ block: 'nearest' });
  };

  const canWrite = (me !== null || game.you.roles.includes('game-master')) && (rules.public || rules.private) && game.status !== 'forming';
  let compose: HTMLElement;
  if (!canWrite) compose = h('p', { class: 'muted' }, rules.public || rules.private ? '' : t('press.closed'));
  else {
    const toAll = h('input', { type: 'checkbox', checked: rules.public, disabled: !rules.public || !rules.private, id: 'press-all' });
    const boxes = others.map((p) => h('input', { type: 'checkbox', value: p, 'aria-label': powerName(p) }));
    const kind = h('select', { 'aria-label': t('press.kind') }, h('option', { value: 'white' }, t('press.kind.white')), rules.grey ? h('option', { value: 'grey' }, t('press.kind.grey')) : null, rules.black ? h('option', { value: 'black' }, t('press.kind.black')) : null);
    const as = h('select', { 'aria-label': t('press.kind.black'), hidden: true }, others.map((p) => h('option', { value: p }, powerName(p))));
    kind.addEventListener('change', () => (as.hidden = kind.value !== 'black'));
    const body = h('textarea', { rows: 3, 'aria-label': t('press.body'), maxlength: 5000, class: 'press-body' });
    const recipients = h('fieldset', { class: 'recipients' }, h('legend', {}, t('press.to')), rules.public ? h('label', {}, toAll, ' ', t('press.all')) : null, rules.private ? boxes.map((b) => h('label', {}, b, ' ', b.getAttribute('aria-label'))) : null);
    const syncBoxes = () => boxes.forEach((b) => (b.disabled = toAll.checked));
    toAll.addEventListener('change', syncBoxes);
    syncBoxes();
    compose = h(
      'form',
      {
        class: 'compose',
        onsubmit: async (e: Event) => {
          e.preventDefault();
          errors.clear();
          const to = toAll.checked ? 'all' : boxes.filter((b) => b.checked).map((b) => b.value);
          try {
            const r = await api.post(game.id, { to, body: body.value, press: kind.value, ...(kind.value === 'black' ? { as: as.value } : {}) });
            body.value = '';
            panel.add(r.message);
          } catch (x) {
            errors.show(x);
          }
        },
      },
      recipients,
      h('div', { class: 'row' }, kind, as),
      body,
      errors.el,
      h('button', { type: 'submit' }, t('press.send')),
    );
  }

  const panel: PressPanel = {
    el: h('section', { class: 'press-panel' }, h('h2', {}, t('press.title')), list, compose),
    add(m) {
      if (messages.some((x) => x.id === m.id)) return;
      messages.push(m);
      if (!m.mine) unreadListener(++unread);
      render();
    },
    markRead() {
      const last = messages[messages.length - 1];
      if (!last || unread === 0 || !game.you.roles.length) return;
      unread = 0;
      unreadListener(0);
      void api.markRead(game.id, last.id).catch(() => {});
    },
    onUnread(f) {
      unreadListener = f;
      f(unread);
    },
  };
  void api.messages(game.id).then((r) => {
    messages.push(...r.messages.filter((m) => !messages.some((x) => x.id === m.id)));
    unread = r.unread;
    unreadListener(unread);
    render();
  }, errors.show);
  render();
  return panel;
}
