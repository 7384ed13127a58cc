/**
 * The lobby: the games playable at once on this device (no account, no server game), my games
 * (what waits on me, deadlines, unread press), games forming, games running, games finished
 * with their result.
 */
import { api } from '../api.ts';
import type { GameSummary, MyGame } from '../api.ts';
import { h, mount } from '../dom.ts';
import { t } from '../i18n.ts';
import type { Key } from '../i18n.ts';
import { navigate } from '../router.ts';
import { currentUser } from '../session.ts';
import { socket } from '../socket.ts';
import { countdown } from '../ui/countdown.ts';
import { errorBox } from '../ui/form.ts';
import { gameTitle, plainName } from '../games.ts';

export function lobbyPage(root: HTMLElement): () => void {
  const errors = errorBox();
  const mine = h('section', { class: 'card', 'aria-labelledby': 'h-mine' });
  const open = h('section', { class: 'card', 'aria-labelledby': 'h-open' });
  const running = h('section', { class: 'card', 'aria-labelledby': 'h-running' });
  const finished = h('section', { class: 'card', 'aria-labelledby': 'h-finished' });
  mount(root, h('p', { class: 'tagline' }, t('app.tagline')), playNow(), h('div', { class: 'lobby' }, h('h1', { class: 'sr-only' }, t('nav.lobby')), errors.el, mine, open, running, finished));
  let alive = true;

  const load = async () => {
    try {
      const user = currentUser();
      const [my, forming, active, over] = await Promise.all([
        user ? api.myGames() : Promise.resolve({ games: [] as MyGame[] }),
        api.games('forming'),
        api.games('running'),
        api.games('over'),
      ]);
      if (!alive) return;
      const myIds = new Set(my.games.map((g) => g.game.id));
      // Other players' practice games are theirs alone: the public lists leave them out.
      const shown = (g: GameSummary) => !myIds.has(g.id) && !g.settings.practice;
      mount(mine, h('h2', { id: 'h-mine' }, t('lobby.mine')), user ? myList(my.games) : loginFirst());
      mount(open, h('h2', { id: 'h-open' }, t('lobby.open')), gameList(forming.games.filter(shown), true));
      mount(running, h('h2', { id: 'h-running' }, t('lobby.running')), gameList(active.games.filter(shown), false));
      mount(finished, h('h2', { id: 'h-finished' }, t('lobby.finished')), finishedList(over.games.filter((g) => !g.settings.practice).slice(0, FINISHED_SHOWN)));
      performance.mark('diadochi:lobby-ready');
    } catch (e) {
      errors.show(e);
    }
  };
  void load();
  const off = socket.on((m) => {
    if (['phase', 'game', 'message', 'over'].includes(m.type)) void load();
  });
  return () => {
    alive = false;
    off();
  };
}

/** How many finished games the lobby lists (the API gives the newest first). */
const FINISHED_SHOWN = 10;

/**
 * The games a stranger can play at once, on this device, without an account or a server game:
 * the hot-seat / solo pages of the router (`/local/:ruleset`).
 */
function playNow(): HTMLElement {
  const offer = (ruleset: 'syracuse' | 'phalanxx', name: Key, hint: Key) =>
    h(
      'li',
      {},
      h('a', { href: `/local/${ruleset}`, 'data-link': true, class: 'button primary', 'data-testid': `local-${ruleset}` }, t(name)),
      h('span', { class: 'muted' }, t(hint)),
    );
  return h(
    'section',
    { class: 'card play-now', 'aria-labelledby': 'h-play-now', 'data-testid': 'play-now' },
    h('h2', { id: 'h-play-now' }, t('lobby.playNow')),
    h('ul', { class: 'play-now-list' }, practiceOffer(), offer('syracuse', 'lobby.localSyracuse', 'lobby.localSyracuseHint'), offer('phalanxx', 'lobby.localPhalanxx', 'lobby.localHint')),
  );
}

/**
 * The practice game (issue 17 item 2): always offered, one per player, against bots. The
 * judge makes it on the first click (or gives back the one under way) and seats the player;
 * a visitor is sent to register first.
 */
function practiceOffer(): HTMLElement {
  const status = h('span', { class: 'muted', role: 'status' }, t('practice.hint'));
  const go = async (button: HTMLButtonElement) => {
    button.disabled = true;
    status.textContent = t('practice.making');
    try {
      const { id } = await api.practice();
      navigate(`/games/${id}`);
    } catch (e) {
      status.textContent = e instanceof Error ? e.message : String(e);
      button.disabled = false;
    }
  };
  if (!currentUser()) {
    return h('li', {}, h('a', { href: '/register', 'data-link': true, class: 'button primary', 'data-testid': 'practice' }, t('practice.offer')), h('span', { class: 'muted' }, t('practice.signIn')));
  }
  const button = h('button', { type: 'button', class: 'primary', 'data-testid': 'practice' }, t('practice.offer'));
  button.addEventListener('click', () => void go(button));
  return h('li', {}, button, status);
}

/** Finished games with their result: who won (power and player), else "no winner". */
function finishedList(games: GameSummary[]): HTMLElement {
  if (games.length === 0) return h('p', { class: 'muted' }, t('lobby.none'));
  const who = (g: GameSummary, power: string) => {
    const player = g.seats.find((s) => s.power === power)?.player;
    return player ? `${plainName(power)} (${player})` : plainName(power);
  };
  return h(
    'ul',
    { class: 'game-list', 'data-testid': 'finished-games' },
    games.map((g) =>
      h(
        'li',
        {},
        h('a', { href: `/games/${g.id}`, 'data-link': true, class: 'game-title' }, gameTitle(g)),
        ' ',
        statusBadge(g),
        h('span', { class: 'ruleset' }, g.ruleset),
        h('span', { class: 'result-line' }, g.result && g.result.winners.length > 0 ? t('game.winners', { names: g.result.winners.map((p) => who(g, p)).join(', ') }) : t('game.noWinner')),
      ),
    ),
  );
}

function statusBadge(g: GameSummary): HTMLElement {
  return h('span', { class: `badge status-${g.status}` }, t(`status.${g.status}` as Key));
}

/** Signed out: where to sign in or up, as links rather than a bare sentence. */
function loginFirst(): HTMLElement {
  return h(
    'p',
    { class: 'muted' },
    t('lobby.loginFirst'),
    ' ',
    h('a', { href: '/login', 'data-link': true }, t('nav.login')),
    ` ${t('lobby.loginOr')} `,
    h('a', { href: '/register', 'data-link': true }, t('nav.register')),
  );
}

/** No game yet: the next step, not just "None." */
function noGameYet(): HTMLElement {
  return h(
    'div',
    { class: 'empty-state' },
    h('p', {}, t('lobby.noneYet')),
    h('p', { class: 'muted' }, t('lobby.createHint')),
    h('a', { href: '/new', 'data-link': true, class: 'button primary' }, t('lobby.create')),
  );
}

function myList(games: MyGame[]): HTMLElement {
  if (games.length === 0) return noGameYet();
  const sorted = [...games].sort((a, b) => Number(b.needsAction) - Number(a.needsAction) || (a.game.deadlineAt ?? Infinity) - (b.game.deadlineAt ?? Infinity));
  return h(
    'ul',
    { class: 'game-list', 'data-testid': 'my-games' },
    sorted.map(({ game: g, needsAction, unread }) =>
      h(
        'li',
        { class: needsAction ? 'needs-action' : '' },
        h('a', { href: `/games/${g.id}`, 'data-link': true, class: 'game-title' }, gameTitle(g)),
        ' ',
        statusBadge(g),
        h('span', { class: 'ruleset' }, g.ruleset),
        g.you.power ? h('span', { class: 'power-name' }, plainName(g.you.power)) : null,
        g.status === 'forming' ? h('span', { class: 'muted' }, t('lobby.seats', { joined: g.members.length, seats: g.seatsCount })) : null,
        g.status === 'running' ? h('span', { class: needsAction ? 'action-flag' : 'muted' }, needsAction ? t('lobby.waitingOnYou') : t('lobby.waitingOthers')) : null,
        g.status === 'running' || g.status === 'paused' ? countdown(g.deadlineAt, g.pausedLeftMs, 'lobby.deadlineIn') : null,
        unread > 0 ? h('span', { class: 'badge unread' }, t('lobby.unread', { n: unread })) : null,
      ),
    ),
  );
}

function gameList(games: GameSummary[], joinable: boolean): HTMLElement {
  if (games.length === 0) return h('p', { class: 'muted' }, t('lobby.none'));
  return h(
    'ul',
    { class: 'game-list' },
    games.map((g) =>
      h(
        'li',
        {},
        h('a', { href: `/games/${g.id}`, 'data-link': true, class: 'game-title' }, gameTitle(g)),
        ' ',
        statusBadge(g),
        h('span', { class: 'ruleset' }, g.ruleset),
        h('span', { class: 'muted' }, t('lobby.gm', { name: g.gm.name })),
        joinable ? h('span', { class: 'muted' }, t('lobby.seats', { joined: g.members.length, seats: g.seatsCount })) : countdown(g.deadlineAt, g.pausedLeftMs, 'lobby.deadlineIn'),
        joinable && currentUser() ? h('a', { href: `/games/${g.id}`, 'data-link': true, class: 'button' }, t('lobby.join')) : null,
      ),
    ),
  );
}
