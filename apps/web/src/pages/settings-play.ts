/**
 * Playing by e-mail from the settings page (issue 21 item 2; docs/API.md "Playing by e-mail"):
 * each running game the reader plays, with a button that asks the judge for his subject tag
 * (`GET /api/notify/mail-play/:id`, which also asks for the result sheets by mail) and one that
 * stops it (`DELETE`). The tag is asked for only on a click: asking turns the sheets on.
 */
import { api } from '../api.ts';
import type { MyGame, NotifySettings } from '../api.ts';
import { h, mount } from '../dom.ts';
import { rulesetTitle, t } from '../i18n.ts';
import { errorBox } from '../ui/form.ts';
import { seatNamer } from './profile.ts';
import type { Section, SettingsStore } from './settings-store.ts';

export function mailPlaySection(store: SettingsStore): Section {
  const list = h('ul', { class: 'game-list', 'data-testid': 'mail-play-list' });
  const note = h('p', { class: 'muted' });
  const el = h('section', { class: 'settings-play', 'data-testid': 'settings-play' }, h('h2', {}, t('settings.play')), h('p', { class: 'muted' }, t('settings.play.intro')), note, list);
  const buttons: HTMLButtonElement[] = [];
  const usable = (s: NotifySettings) => s.mail.available && s.email.verified;
  const update = (s: NotifySettings) => {
    note.textContent = s.mail.available && !s.email.verified ? t('settings.play.needsVerified') : '';
    for (const b of buttons) b.disabled = !usable(s);
  };
  void api.myGames().then(
    async ({ games }) => {
      const mine = games.filter((g) => g.game.you.power !== null && (g.game.status === 'running' || g.game.status === 'paused'));
      // Powers in the reader's language (the game's own names), never by their ids.
      const seat = await seatNamer(mine.map((g) => g.game.ruleset));
      if (mine.length === 0) mount(list, h('li', { class: 'muted' }, t('settings.play.none')));
      else mount(list, mine.map((g) => line(g, buttons, seat)));
      update(store.get());
    },
    (e: unknown) => {
      const errors = errorBox();
      mount(list, h('li', {}, errors.el));
      errors.show(e);
    },
  );
  update(store.get());
  return { el, update };
}

/** One game: its title, and the buttons to get the tag or to stop; the tag shown with where to write. */
function line(g: MyGame, buttons: HTMLButtonElement[], seat: (ruleset: string, power: string) => string): HTMLElement {
  const id = g.game.id;
  const errors = errorBox();
  const out = h('div', { 'data-testid': 'mail-play-tag', style: 'overflow-wrap: anywhere' });
  const get = h('button', { type: 'button', 'data-testid': 'mail-play-get' }, t('settings.play.get'));
  const stop = h('button', { type: 'button', 'data-testid': 'mail-play-stop' }, t('settings.play.stop'));
  buttons.push(get, stop);
  get.addEventListener('click', () => {
    errors.clear();
    api.mailPlay(id).then(
      (tag) => {
        const subject = h('code', { 'data-testid': 'mail-play-subject', style: 'user-select: all' }, tag.subject);
        const copied = h('span', { class: 'muted', role: 'status' });
        const copy = h('button', { type: 'button', class: 'link' }, t('settings.play.copy'));
        copy.addEventListener('click', () => {
          navigator.clipboard?.writeText(tag.subject).then(
            () => (copied.textContent = t('settings.play.copied')),
            () => {},
          );
        });
        mount(out, h('p', {}, t('settings.play.write', { address: tag.address, power: seat(g.game.ruleset, tag.power) })), h('p', {}, subject, ' ', copy, ' ', copied));
      },
      (e: unknown) => errors.show(e),
    );
  });
  stop.addEventListener('click', () => {
    errors.clear();
    api.stopMailPlay(id).then(
      () => mount(out, h('p', { class: 'muted' }, t('settings.play.stopped'))),
      (e: unknown) => errors.show(e),
    );
  });
  return h(
    'li',
    { 'data-game': id },
    h('a', { href: `/games/${encodeURIComponent(id)}`, 'data-link': true, class: 'game-title' }, g.game.title),
    h('span', { class: 'muted' }, rulesetTitle(g.game.ruleset)),
    h('span', { class: 'row' }, get, stop),
    out,
    errors.el,
  );
}
