/** A game that is forming: who has joined, joining with a ranking of the powers, leaving, starting. */
import { api, inviteLink } from '../api.ts';
import type { GameSummary } from '../api.ts';
import { h, mount } from '../dom.ts';
import { colon, t } from '../i18n.ts';
import { currentUser } from '../session.ts';
import { errorBox } from '../ui/form.ts';
import { toast } from '../ui/notify.ts';

/**
 * A ranking of the seats, most wanted first, moved with ▲ and ▼ (`diadoques §2`): on a forming
 * game's page and on the new-game form, where the creator ranks them as he creates (issue 17 item 12).
 */
export function rankingList(powers: string[], powerName: (p: string) => string, first: string[] = []): { el: HTMLOListElement; ranked: () => string[] } {
  // Ranked first, then the others in table order.
  const ranked = [...first.filter((p) => powers.includes(p)), ...powers.filter((p) => !first.includes(p))];
  const list = h('ol', { class: 'ranking', 'aria-label': t('game.rankPowers') });
  const render = (focus?: number) => {
    mount(
      list,
      ranked.map((p, i) => {
        const up = h('button', { type: 'button', 'aria-label': `${colon(t('game.up'))} ${powerName(p)}`, disabled: i === 0, onclick: () => swap(i, i - 1) }, '▲');
        const down = h('button', { type: 'button', 'aria-label': `${colon(t('game.down'))} ${powerName(p)}`, disabled: i === ranked.length - 1, onclick: () => swap(i, i + 1) }, '▼');
        return h('li', { 'data-power': p }, h('span', { class: 'power-name' }, powerName(p)), up, down);
      }),
    );
    if (focus !== undefined) (list.children[focus]?.querySelector('button:not([disabled])') as HTMLElement | null)?.focus();
  };
  const swap = (i: number, j: number) => {
    [ranked[i], ranked[j]] = [ranked[j]!, ranked[i]!];
    render(j);
  };
  render();
  return { el: list as HTMLOListElement, ranked: () => [...ranked] };
}

/** A private game's link, for its referee to send (issue 17 item 12), with a button to copy it. */
function inviteBox(game: GameSummary): HTMLElement | null {
  if (!game.invite) return null;
  const link = inviteLink(game.id, game.invite);
  const field = h('input', { type: 'text', readonly: true, value: link, 'aria-label': t('game.invite.link'), 'data-testid': 'invite-link', class: 'invite-link', style: 'flex: 1 1 18rem; min-width: 0' }) as HTMLInputElement;
  field.addEventListener('focus', () => field.select());
  const copy = h('button', { type: 'button' }, t('game.invite.copy'));
  copy.addEventListener('click', () => {
    field.select();
    void navigator.clipboard?.writeText(link).then(
      () => toast(t('game.invite.copied'), 'success'),
      () => {},
    );
  });
  return h('div', { class: 'invite', 'data-testid': 'invite' }, h('h3', {}, t('game.invite.title')), h('p', { class: 'muted' }, t('game.invite.hint')), h('div', { class: 'row' }, field, copy));
}

export function formingPanel(game: GameSummary, powers: string[], powerName: (p: string) => string, refresh: () => void): HTMLElement {
  const errors = errorBox();
  const joined = game.you.joined;
  const ranking = rankingList(powers, powerName, game.you.preferences ?? []);
  const list = ranking.el;
  const ranked = ranking.ranked;

  const act = (f: () => Promise<unknown>, done?: string) => async () => {
    errors.clear();
    try {
      await f();
      if (done) toast(done, 'success');
      refresh();
    } catch (e) {
      errors.show(e);
    }
  };
  const isGm = game.you.roles.includes('game-master') || game.you.roles.includes('admin');
  return h(
    'section',
    { class: 'card forming' },
    h('h2', {}, t('game.forming')),
    inviteBox(game),
    // Issue 21 item 5: an anonymous game names only the visitor himself among those who joined.
    game.settings.anonymous ? h('p', { class: 'notice', 'data-testid': 'anonymous-game' }, t('game.anonymous')) : null,
    h('p', {}, game.members.length > 0 ? t('game.members', { names: game.members.map((m) => m.name ?? t('game.member.anonymous')).join(', ') }) : t('game.nobodyYet'), ' ', h('span', { class: 'muted' }, t('lobby.seats', { joined: game.members.length, seats: game.seatsCount }))),
    currentUser() ? nextStep(game, isGm) : null,
    currentUser() ? h('h3', {}, t('game.rankPowers')) : null,
    currentUser() ? h('p', { class: 'muted' }, t(game.settings.assignment === 'random' ? 'game.rankHintRandom' : 'game.rankHint')) : null,
    currentUser() ? list : null,
    errors.el,
    h(
      'div',
      { class: 'row' },
      currentUser() && !joined ? h('button', { class: 'primary', onclick: act(() => api.join(game.id, ranked())) }, t('game.join')) : null,
      joined ? h('button', { onclick: act(() => api.preferences(game.id, ranked()), t('game.prefsSaved')) }, t('game.savePrefs')) : null,
      joined ? h('button', { onclick: act(() => api.leave(game.id)) }, t('game.leave')) : null,
      // Nobody joined: a referee may still start a game the bots play alone.
      isGm && (game.members.length > 0 || game.settings.emptySeats === 'bot') ? h('button', { class: 'primary', onclick: act(() => api.start(game.id)) }, t('game.start')) : null,
    ),
  );
}

/**
 * What the signed-in visitor does next while the game forms: join, then start it (the referee)
 * or wait (the others); and who plays the seats nobody takes.
 */
function nextStep(game: GameSummary, isGm: boolean): HTMLElement {
  const empty = Math.max(0, game.seatsCount - game.members.length - (game.you.joined ? 0 : 1));
  const auto = game.settings.autoStart;
  const start = auto ? t('game.next.autoStart', { n: auto }) : isGm ? (game.you.joined ? t('game.next.gmStartNow', { start: t('game.start') }) : t('game.next.gmStart', { start: t('game.start') })) : game.you.joined ? t('game.next.waitStart', { name: game.gm.name }) : '';
  const seats = empty > 0 ? t(game.settings.emptySeats === 'bot' ? 'game.next.botsFill' : 'game.next.emptyNoOrders', { n: empty }) : '';
  const parts = [game.you.joined ? '' : t('game.next.join', { join: t('game.join') }), start, seats].filter(Boolean);
  return h('p', { class: `next-step${game.you.joined ? '' : ' yours'}`, role: 'status', 'data-testid': 'next-step' }, parts.join(' '));
}
