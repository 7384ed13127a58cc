/**
 * The archive of finished games (issue 21 item 7): a search by rules, player and title (kept in
 * the address: `/archive?player=ann`), the newest games first and older ones a page at a time;
 * each game with its seats, players and places, and links to its replay (the game's page, whose
 * results slider replays every step), its file (the JSON save with its seed) and its result
 * sheets as text. A player of a game may ask for a rematch, and sees the rematches he is invited to.
 */
import { api } from '../api.ts';
import type { ArchiveEntry, RulesetInfo } from '../api.ts';
import { h, mount } from '../dom.ts';
import { formatDate, lang, rulesetTitle, t } from '../i18n.ts';
import type { Key } from '../i18n.ts';
import { navigate } from '../router.ts';
import { currentUser } from '../session.ts';
import { errorBox } from '../ui/form.ts';
import { seatNamer } from './profile.ts';

type SeatName = (ruleset: string, power: string) => string;

export function archivePage(root: HTMLElement): () => void {
  const errors = errorBox();
  const q = new URLSearchParams(location.search);
  // Long ruleset names must not widen the form past a phone's screen.
  const ruleset = h('select', { id: 'archive-ruleset', name: 'ruleset', style: 'max-width: 100%', 'data-testid': 'archive-ruleset' }, h('option', { value: '' }, t('archive.any')));
  const player = h('input', { id: 'archive-player', name: 'player', type: 'search', maxlength: 100, value: q.get('player') ?? '', 'data-testid': 'archive-player' });
  const title = h('input', { id: 'archive-title', name: 'title', type: 'search', maxlength: 100, value: q.get('title') ?? '', 'data-testid': 'archive-title' });
  const form = h(
    'form',
    { class: 'archive-search row', role: 'search' },
    h('div', { class: 'field', style: 'max-width: 100%' }, h('label', { for: 'archive-ruleset' }, t('archive.ruleset')), ruleset),
    h('div', { class: 'field' }, h('label', { for: 'archive-player' }, t('archive.player')), player),
    h('div', { class: 'field' }, h('label', { for: 'archive-title' }, t('archive.titleField')), title),
    h('button', { type: 'submit', class: 'primary' }, t('archive.search')),
  );
  const list = h('ul', { class: 'game-list', 'data-testid': 'archive-list' });
  const more = h('p', {});
  mount(root, h('section', { class: 'card archive-page' }, h('h1', {}, t('archive.title')), form, errors.el, list, more));
  let alive = true;
  let token = 0;

  const query = () => ({ ruleset: ruleset.value, player: player.value.trim(), title: title.value.trim() });

  const search = async (cursor?: string) => {
    const mine = ++token;
    try {
      errors.clear();
      const page = await api.archive({ ...query(), ...(cursor ? { cursor } : {}) });
      if (!alive || mine !== token) return;
      const seat = await seatNamer(page.games.map((g) => g.ruleset));
      if (!alive || mine !== token) return;
      if (!cursor) list.replaceChildren();
      list.append(...page.games.map((g) => entry(g, seat)));
      if (list.childElementCount === 0) list.append(h('li', { class: 'muted' }, t('archive.none')));
      mount(more, page.next ? h('button', { type: 'button', 'data-testid': 'archive-more', onclick: () => void search(page.next!) }, t('archive.more')) : null);
    } catch (e) {
      errors.show(e);
    }
  };

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const params = new URLSearchParams(Object.entries(query()).filter(([, v]) => v !== ''));
    history.replaceState(null, '', `/archive${params.size > 0 ? `?${params}` : ''}`);
    void search();
  });

  void (async () => {
    const infos: RulesetInfo[] = await api.rulesets().then(
      (r) => r.rulesets,
      () => [],
    );
    if (!alive) return;
    for (const r of infos) if (r.picture) pictured.add(r.id);
    ruleset.append(...infos.map((r) => h('option', { value: r.id, selected: r.id === q.get('ruleset') }, rulesetTitle(r.id, r.title))));
    await search();
  })();
  return () => {
    alive = false;
  };
}

/** Rulesets whose games draw their positions (the export then holds the final map). */
const pictured = new Set<string>();

/** One finished game: title, rules, end, seats with players and places, the links, and rematches for its players. */
function entry(g: ArchiveEntry, seat: SeatName): HTMLElement {
  const user = currentUser();
  const played = user !== null && g.seats.some((s) => s.player === user.name);
  const seats = h(
    'span',
    { class: 'ranking-line' },
    [...g.seats]
      .sort((a, b) => (a.place ?? 99) - (b.place ?? 99))
      .flatMap((s, i) => [
        i > 0 ? ', ' : '',
        s.place !== null ? `${t('archive.place', { place: s.place })} ` : '',
        `${seat(g.ruleset, s.power)} `,
        s.player ? h('a', { href: `/players/${encodeURIComponent(s.player)}`, 'data-link': true }, `(${s.player})`) : `(${t(s.controller === 'bot' ? 'lobby.bot' : 'archive.default')})`,
        s.won ? ' ★' : '',
      ]),
  );
  const rematchBox = h('span', { class: 'rematches' });
  const li = h(
    'li',
    { 'data-game': g.id },
    h('a', { href: `/games/${encodeURIComponent(g.id)}`, 'data-link': true, class: 'game-title' }, g.title),
    h('span', { class: 'muted' }, `${rulesetTitle(g.ruleset)} · ${t('archive.ended', { date: formatDate(g.endedAt) })} · ${t('archive.steps', { n: g.steps })}`),
    g.rated ? h('span', { class: 'badge' }, t('archive.rated')) : null,
    seats,
    h(
      'span',
      { class: 'archive-links' },
      h('a', { href: `/games/${encodeURIComponent(g.id)}`, 'data-link': true, 'data-testid': 'archive-replay' }, t('archive.replay')),
      ' · ',
      h('a', { href: `/api/games/${encodeURIComponent(g.id)}/file`, download: '', 'data-testid': 'archive-file' }, t('archive.save')),
      ' · ',
      h('a', { href: `/api/games/${encodeURIComponent(g.id)}/sheets?lang=${lang()}`, download: '', 'data-testid': 'archive-sheets' }, t('archive.sheets')),
      ...(pictured.has(g.ruleset)
        ? [
            ' · ',
            h('a', { href: `/api/games/${encodeURIComponent(g.id)}/map.png?lang=${lang()}`, download: '', 'data-testid': 'archive-map-png' }, t('archive.mapPng')),
            ' · ',
            h('a', { href: `/api/games/${encodeURIComponent(g.id)}/map.svg?lang=${lang()}`, download: '', 'data-testid': 'archive-map-svg' }, t('archive.mapSvg')),
          ]
        : []),
    ),
    rematchBox,
  );
  if (played && !g.practice) void rematches(g, rematchBox);
  return li;
}

/** The rematches of a game its player is invited to, and his own button to ask for one. */
async function rematches(g: ArchiveEntry, box: HTMLElement): Promise<void> {
  const errors = errorBox();
  const ask = h('button', { type: 'button', title: t('archive.rematchHint'), 'data-testid': 'archive-rematch' }, t('archive.rematch'));
  ask.addEventListener('click', () => {
    ask.disabled = true;
    api.rematch(g.id).then(
      (made) => navigate(`/games/${encodeURIComponent(made.id)}`),
      (e: unknown) => {
        errors.show(e);
        ask.disabled = false;
      },
    );
  });
  try {
    const detail = await api.archived(g.id);
    const open = detail.rematches.filter((r) => r.status === 'forming');
    mount(
      box,
      detail.mayRematch ? ask : null,
      open.map((r) =>
        h(
          'span',
          { class: 'muted', 'data-testid': 'archive-invited' },
          ` ${t('archive.rematchForming', { name: r.by, status: t(`status.${r.status}` as Key) })} `,
          h('a', { href: `/games/${encodeURIComponent(r.id)}${r.invite ? `?invite=${encodeURIComponent(r.invite)}` : ''}`, 'data-link': true }, t('archive.join')),
        ),
      ),
      errors.el,
    );
  } catch (e) {
    mount(box, errors.el);
    errors.show(e);
  }
}
