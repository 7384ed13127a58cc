/**
 * The lobby: the games playable at once on this device (no account, no server game), my games
 * (what waits on me, deadlines, unread press), games forming, games running, games finished
 * with their result. Every game is described in the reader's language (issue 17 item 12): the
 * ruleset's name, the pace, the seats; finished games with their winners and ranking, the seats
 * named as the game names them (never their ids). Private games are not listed (the judge
 * leaves them out); their players find them under "My games".
 */
import { api } from '../api.ts';
import type { GameSummary, MyGame, RulesetInfo } from '../api.ts';
import { h, mount } from '../dom.ts';
import { rulesetTitle, singular, t } from '../i18n.ts';
import type { Key } from '../i18n.ts';
import { navigate } from '../router.ts';
import { currentUser } from '../session.ts';
import { socket } from '../socket.ts';
import { countdown } from '../ui/countdown.ts';
import { errorBox } from '../ui/form.ts';
import { gameTitle, loadAdapter, plainName } from '../games.ts';

/** How the lobby names things: the seats of each ruleset, and the titles the judge gives by default. */
interface Names {
  /** A seat's name in the reader's language; null while the game's names are loading (nothing shown rather than an id). */
  power(ruleset: string, power: string): string | null;
  /** A game's title in the reader's language: the ruleset's name when the game has the judge's default title. */
  title(g: GameSummary): string;
}

/** The seat names of these rulesets, from their boards' adapters (loaded on demand). */
async function namesFor(rulesets: string[], infos: RulesetInfo[], load = true): Promise<Names> {
  const adapters = new Map<string, (p: string) => string>();
  if (load) await Promise.all(
    [...new Set(rulesets)].map((r) =>
      loadAdapter(r).then(
        (a) => void adapters.set(r, a.powerName),
        () => {},
      ),
    ),
  );
  return {
    power: (ruleset, power) => (load ? (adapters.get(ruleset)?.(power) ?? plainName(power)) : null),
    title: (g) => (!g.settings.practice && infos.find((i) => i.id === g.ruleset)?.title === g.title ? rulesetTitle(g.ruleset, g.title) : gameTitle(g)),
  };
}

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
      const [my, forming, active, over, infos] = await Promise.all([
        user ? api.myGames() : Promise.resolve({ games: [] as MyGame[] }),
        api.games('forming'),
        api.games('running'),
        api.games('over'),
        api.rulesets().then(
          (r) => r.rulesets,
          () => [] as RulesetInfo[],
        ),
      ]);
      if (!alive) return;
      const myIds = new Set(my.games.map((g) => g.game.id));
      // Other players' practice games are theirs alone: the public lists leave them out.
      const shown = (g: GameSummary) => !myIds.has(g.id) && !g.settings.practice;
      const done = over.games.filter((g) => !g.settings.practice).slice(0, FINISHED_SHOWN);
      const seated = my.games.filter((g) => g.game.you.power !== null).map((g) => g.game.ruleset);
      const draw = (names: Names) => {
        mount(mine, h('h2', { id: 'h-mine' }, t('lobby.mine')), user ? myList(my.games, names) : loginFirst());
        mount(open, h('h2', { id: 'h-open' }, t('lobby.open')), gameList(forming.games.filter(shown), true, names));
        mount(running, h('h2', { id: 'h-running' }, t('lobby.running')), gameList(active.games.filter(shown), false, names));
        mount(finished, h('h2', { id: 'h-finished' }, t('lobby.finished')), finishedList(done, names));
      };
      // At once without the seats' names (the boards that name them load on demand), then with them.
      draw(await namesFor([], infos, false));
      performance.mark('diadochi:lobby-ready');
      const names = await namesFor([...done.map((g) => g.ruleset), ...seated], infos);
      if (!alive) return;
      draw(names);
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
  const offer = (ruleset: 'syracuse' | 'successors' | 'phalanxx', name: Key, hint: Key) =>
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
    h('ul', { class: 'play-now-list' }, practiceOffer(), offer('syracuse', 'lobby.localSyracuse', 'lobby.localSyracuseHint'), offer('successors', 'lobby.localSuccessors', 'lobby.localSuccessorsHint'), offer('phalanxx', 'lobby.localPhalanxx', 'lobby.localHint')),
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

/** Finished games with their result: who won (seat and player), the ranking with the scores, else "no winner". */
function finishedList(games: GameSummary[], names: Names): HTMLElement {
  if (games.length === 0) return h('p', { class: 'muted' }, t('lobby.none'));
  const who = (g: GameSummary, power: string) => {
    const seat = g.seats.find((s) => s.power === power);
    const name = names.power(g.ruleset, power) ?? '…';
    // Layout only, the same in every language: "Ptolémée (ann)", "Autriche (robot)".
    return seat?.player ? `${name} (${seat.player})` : seat?.controller === 'bot' ? `${name} (${t('lobby.bot')})` : name;
  };
  return h(
    'ul',
    { class: 'game-list', 'data-testid': 'finished-games' },
    games.map((g) =>
      h(
        'li',
        { 'data-game': g.id },
        h('a', { href: `/games/${g.id}`, 'data-link': true, class: 'game-title' }, names.title(g)),
        ' ',
        statusBadge(g),
        description(g),
        h('span', { class: 'result-line' }, g.result && g.result.winners.length > 0 ? t('game.winners', { names: g.result.winners.map((p) => who(g, p)).join(', ') }) : t('game.noWinner')),
        rankingLine(g, (p) => who(g, p)),
      ),
    ),
  );
}

/** The final ranking (ties share a place), with the scores when the game counts them; none for a lone winner without ranking. */
function rankingLine(g: GameSummary, who: (p: string) => string): HTMLElement | null {
  const r = g.result;
  if (!r) return null;
  const scores = r.scores ?? {};
  const groups = r.ranking ?? (Object.keys(scores).length > 0 ? [...new Set(Object.values(scores))].sort((a, b) => b - a).map((v) => Object.keys(scores).filter((p) => scores[p] === v)) : null);
  if (!groups || groups.length < 2) return null;
  let place = 1;
  const parts: string[] = [];
  for (const group of groups) {
    // Layout only, the same in every language: "1. Autriche (robot) 5".
    for (const p of group) parts.push(p in scores ? `${place}. ${who(p)} ${scores[p]!}` : `${place}. ${who(p)}`);
    place += group.length;
  }
  return h('span', { class: 'ranking-line muted', 'data-testid': 'ranking-line' }, t('lobby.ranking', { list: parts.join(', ') }));
}

/** Seconds as a short duration in the reader's language: `2 d`, `3 h`, `20 min`, `30 s`. */
function shortDuration(seconds: number): string {
  if (seconds % 86400 === 0) return t('lobby.days', { n: seconds / 86400 });
  if (seconds % 3600 === 0) return t('lobby.hours', { n: seconds / 3600 });
  if (seconds % 60 === 0) return t('lobby.minutes', { n: seconds / 60 });
  return t('lobby.seconds', { n: seconds });
}

/** A game described in the reader's language: the ruleset, the seats, the pace. */
function description(g: GameSummary): HTMLElement {
  const d = g.settings.deadlines;
  const pace =
    d.default === 35 * 86400 && d.phases.retreats === 7 * 86400
      ? t('lobby.pace.mail')
      : d.default <= 60
        ? t('lobby.pace.live', { time: shortDuration(d.default) })
        : t('lobby.pace.online', { time: shortDuration(d.default) });
  return h('span', { class: 'muted game-desc', 'data-testid': 'game-desc' }, t('lobby.describe', { ruleset: rulesetTitle(g.ruleset), seats: g.seatsCount, pace }));
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

function myList(games: MyGame[], names: Names): HTMLElement {
  if (games.length === 0) return noGameYet();
  const sorted = [...games].sort((a, b) => Number(b.needsAction) - Number(a.needsAction) || (a.game.deadlineAt ?? Infinity) - (b.game.deadlineAt ?? Infinity));
  return h(
    'ul',
    { class: 'game-list', 'data-testid': 'my-games' },
    sorted.map(({ game: g, needsAction, unread }) =>
      h(
        'li',
        { class: needsAction ? 'needs-action' : '', 'data-game': g.id },
        h('a', { href: `/games/${g.id}`, 'data-link': true, class: 'game-title' }, names.title(g)),
        ' ',
        statusBadge(g),
        g.settings.private ? h('span', { class: 'badge private' }, t('lobby.private')) : null,
        description(g),
        g.you.power && names.power(g.ruleset, g.you.power) !== null ? h('span', { class: 'power-name' }, names.power(g.ruleset, g.you.power)) : null,
        g.status === 'forming' ? h('span', { class: 'muted' }, t('lobby.seats', { joined: g.members.length, seats: g.seatsCount })) : null,
        g.status === 'running' ? h('span', { class: needsAction ? 'action-flag' : 'muted' }, needsAction ? t('lobby.waitingOnYou') : t('lobby.waitingOthers')) : null,
        g.status === 'running' || g.status === 'paused' ? countdown(g.deadlineAt, g.pausedLeftMs, 'lobby.deadlineIn') : null,
        unread > 0 ? h('span', { class: 'badge unread' }, t(singular(unread) ? 'lobby.unread.one' : 'lobby.unread.many', { n: unread })) : null,
      ),
    ),
  );
}

function gameList(games: GameSummary[], joinable: boolean, names: Names): HTMLElement {
  if (games.length === 0) return h('p', { class: 'muted' }, t('lobby.none'));
  return h(
    'ul',
    { class: 'game-list' },
    games.map((g) =>
      h(
        'li',
        { 'data-game': g.id },
        h('a', { href: `/games/${g.id}`, 'data-link': true, class: 'game-title' }, names.title(g)),
        ' ',
        statusBadge(g),
        description(g),
        h('span', { class: 'muted' }, t('lobby.gm', { name: g.gm.name })),
        joinable ? h('span', { class: 'muted' }, t('lobby.seats', { joined: g.members.length, seats: g.seatsCount })) : countdown(g.deadlineAt, g.pausedLeftMs, 'lobby.deadlineIn'),
        joinable && currentUser() ? h('a', { href: `/games/${g.id}`, 'data-link': true, class: 'button' }, t('lobby.join')) : null,
      ),
    ),
  );
}
