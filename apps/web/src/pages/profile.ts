/**
 * A player's profile (issue 21 items 4 and 6): his rating and rank in each ruleset, his missed
 * phases (the reliability others look at), and his finished public games with his seat, place,
 * rating change and missed phases, each linked to the game (its replay) and the archive.
 */
import { api } from '../api.ts';
import type { Profile, ProfileGame } from '../api.ts';
import { h, mount } from '../dom.ts';
import { formatDate, rulesetTitle, t } from '../i18n.ts';
import { ApiError } from '../api.ts';
import { loadAdapter, plainName } from '../games.ts';
import { errorBox } from '../ui/form.ts';
import { ratingText } from './leaderboard.ts';

/** Seat names of these rulesets in the reader's language, from their boards' adapters (ids until they load). */
export async function seatNamer(rulesets: string[]): Promise<(ruleset: string, power: string) => string> {
  const names = new Map<string, (p: string) => string>();
  await Promise.all([...new Set(rulesets)].map((r) => loadAdapter(r).then((a) => void names.set(r, a.powerName), () => {})));
  return (ruleset, power) => names.get(ruleset)?.(power) ?? plainName(power);
}

const signed = (n: number) => `${n >= 0 ? '+' : '−'}${ratingText(Math.abs(n))}`;

export function profilePage(root: HTMLElement, name: string): () => void {
  const errors = errorBox();
  const body = h('div', { 'data-testid': 'profile' });
  mount(root, h('section', { class: 'card archive-page' }, h('h1', {}, t('profile.title', { name })), errors.el, body));
  let alive = true;

  const gameLine = (g: ProfileGame, seat: (r: string, p: string) => string) =>
    h(
      'li',
      { 'data-game': g.id },
      h('a', { href: `/games/${encodeURIComponent(g.id)}`, 'data-link': true, class: 'game-title' }, g.title),
      ' ',
      h('span', { class: 'muted' }, `${rulesetTitle(g.ruleset)} · ${seat(g.ruleset, g.power)} · ${formatDate(g.endedAt)}`),
      ' ',
      h('span', {}, g.place !== null ? t('profile.place', { place: g.place, places: g.places }) : ''),
      g.won ? h('span', { class: 'badge' }, t('profile.won')) : null,
      ' ',
      h('span', { class: 'muted' }, g.rating !== null && g.change !== null ? t('profile.change', { rating: ratingText(g.rating), change: signed(g.change) }) : t('profile.unrated')),
      g.missed > 0 ? h('span', { class: 'action-flag' }, ` · ${t('profile.missedIn', { n: g.missed })}`) : null,
    );

  const render = (p: Profile, seat: (r: string, p: string) => string) => {
    mount(
      body,
      h('p', { class: 'muted' }, t('profile.since', { date: formatDate(p.since) })),
      h('h2', {}, t('profile.ratings')),
      p.ratings.length === 0
        ? h('p', { class: 'muted' }, t('profile.noRating'))
        : h(
            'table',
            { class: 'units-table board-table', 'data-testid': 'profile-ratings' },
            h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('board.ruleset')), h('th', { scope: 'col' }, t('board.rating')), h('th', { scope: 'col' }, t('board.rank')), h('th', { scope: 'col' }, t('board.games')), h('th', { scope: 'col' }, t('board.wins')))),
            h(
              'tbody',
              {},
              p.ratings.map((r) =>
                h(
                  'tr',
                  {},
                  h('td', {}, h('a', { href: `/leaderboard?ruleset=${encodeURIComponent(r.ruleset)}`, 'data-link': true }, rulesetTitle(r.ruleset))),
                  h('td', { title: `μ ${ratingText(r.mu)} · σ ${ratingText(r.sigma)}` }, ratingText(r.rating)),
                  h('td', {}, String(r.rank)),
                  h('td', {}, String(r.games)),
                  h('td', {}, String(r.wins)),
                ),
              ),
            ),
          ),
      h('p', { 'data-testid': 'missed' }, t('profile.missed', { phases: p.missed.phases, games: p.missed.games, finished: p.finished })),
      // Issue 21 item 4: the share of phases played on time, running games included; a game may ask a minimum to join.
      h(
        'p',
        { 'data-testid': 'reliability' },
        p.reliability.percent === null ? t('profile.reliabilityNone') : t('profile.reliability', { percent: p.reliability.percent, due: p.reliability.due, missed: p.reliability.missed }),
      ),
      h('h2', {}, t('profile.games')),
      p.games.length === 0 ? h('p', { class: 'muted' }, t('profile.noGames')) : h('ul', { class: 'game-list', 'data-testid': 'profile-games' }, p.games.map((g) => gameLine(g, seat))),
      h('p', {}, h('a', { href: `/archive?player=${encodeURIComponent(p.name)}`, 'data-link': true }, t('profile.inArchive', { name: p.name }))),
    );
  };

  void (async () => {
    try {
      const p = await api.profile(name);
      if (!alive) return;
      render(p, (_r, power) => plainName(power));
      const seat = await seatNamer(p.games.map((g) => g.ruleset));
      if (alive) render(p, seat);
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) mount(body, h('p', {}, t('profile.notFound')));
      else errors.show(e);
    }
  })();
  return () => {
    alive = false;
  };
}
