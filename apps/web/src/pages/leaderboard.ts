/**
 * The leaderboard (issue 21 item 6): one per ruleset, chosen in a list (kept in the address as
 * `?ruleset=`), best rating first, a page of 50 at a time; each name links to the player's
 * profile. How ratings work is said under the table (docs/API.md, "Ratings and archive").
 */
import { api } from '../api.ts';
import type { Leaderboard } from '../api.ts';
import { h, mount } from '../dom.ts';
import { lang, rulesetTitle, t } from '../i18n.ts';
import { errorBox } from '../ui/form.ts';

/** A rating in the reader's language, one decimal (`12.3`, `12,3`). */
export function ratingText(n: number): string {
  return n.toLocaleString(lang() === 'fr' ? 'fr-FR' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function leaderboardPage(root: HTMLElement): () => void {
  const errors = errorBox();
  const select = h('select', { id: 'board-ruleset', 'data-testid': 'board-ruleset' });
  const table = h('div', { 'data-testid': 'leaderboard' });
  mount(
    root,
    h(
      'section',
      { class: 'card archive-page' },
      h('h1', {}, t('board.title')),
      h('p', {}, h('label', { for: 'board-ruleset' }, t('board.ruleset')), ' ', select),
      errors.el,
      table,
      h('p', { class: 'muted' }, t('board.how')),
    ),
  );
  let alive = true;
  let rows: Leaderboard['players'] = [];

  const render = (board: Leaderboard) => {
    const more =
      board.offset + board.players.length < board.total
        ? h('button', { type: 'button', onclick: () => void load(board.ruleset, board.offset + board.players.length) }, t('board.more'))
        : null;
    if (rows.length === 0) return mount(table, h('p', { class: 'muted' }, t('board.none')));
    mount(
      table,
      h('p', { class: 'muted' }, t('board.total', { n: board.total })),
      h(
        'table',
        { class: 'units-table board-table' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('board.rank')), h('th', { scope: 'col' }, t('board.player')), h('th', { scope: 'col' }, t('board.rating')), h('th', { scope: 'col' }, t('board.games')), h('th', { scope: 'col' }, t('board.wins')))),
        h(
          'tbody',
          {},
          rows.map((p) =>
            h(
              'tr',
              { 'data-player': p.name },
              h('td', {}, String(p.rank)),
              h('td', {}, h('a', { href: `/players/${encodeURIComponent(p.name)}`, 'data-link': true }, p.name)),
              h('td', { title: `μ ${ratingText(p.mu)} · σ ${ratingText(p.sigma)}` }, ratingText(p.rating)),
              h('td', {}, String(p.games)),
              h('td', {}, String(p.wins)),
            ),
          ),
        ),
      ),
      more,
    );
  };

  const load = async (ruleset: string, offset = 0) => {
    try {
      errors.clear();
      const board = await api.leaderboard(ruleset, offset);
      if (!alive) return;
      rows = offset === 0 ? board.players : [...rows, ...board.players];
      render(board);
    } catch (e) {
      errors.show(e);
    }
  };

  void (async () => {
    try {
      const { rulesets } = await api.rulesets();
      if (!alive || rulesets.length === 0) return;
      const asked = new URLSearchParams(location.search).get('ruleset');
      const chosen = rulesets.find((r) => r.id === asked)?.id ?? rulesets[0]!.id;
      mount(select, rulesets.map((r) => h('option', { value: r.id, selected: r.id === chosen }, rulesetTitle(r.id, r.title))));
      select.addEventListener('change', () => {
        history.replaceState(null, '', `/leaderboard?ruleset=${encodeURIComponent(select.value)}`);
        void load(select.value);
      });
      await load(chosen);
    } catch (e) {
      errors.show(e);
    }
  })();
  return () => {
    alive = false;
  };
}
