/**
 * Votes on the game page (issue 21 items 3 and 5; docs/API.md "Votes"): a draw shared by all
 * survivors or a concession, a pause of the clock or its early end, by secret vote. The panel shows what the server does: who proposed,
 * how many answered (never who said what), the player's own answer, and the outcome.
 */
import { request } from '../api.ts';
import type { GameView } from '../api.ts';
import type { VotesView, VoteView } from '@diadochi/server/api';
import { h, mount } from '../dom.ts';
import { formatDate, t } from '../i18n.ts';
import type { Key } from '../i18n.ts';
import { errorBox } from '../ui/form.ts';
import { lengthText } from '../ui/pace.ts';

/** The lengths offered for a pause, days (the judge's cap: 14). */
const PAUSE_DAYS = [1, 2, 3, 7, 14] as const;

const path = (gameId: string) => `/games/${encodeURIComponent(gameId)}/votes`;

/** The player opened this game's votes panel: it stays open when the page is drawn or loaded again (this tab only). */
const openKey = (gameId: string) => `diadochi.votes-open.${gameId}`;
const isOpen = (gameId: string) => {
  try {
    return sessionStorage.getItem(openKey(gameId)) === '1';
  } catch {
    return false;
  }
};
const keepOpen = (gameId: string, open: boolean) => {
  try {
    if (open) sessionStorage.setItem(openKey(gameId), '1');
    else sessionStorage.removeItem(openKey(gameId));
  } catch {
    // storage refused (private mode): the panel folds again on the next load
  }
};

/**
 * The panel, folded under a one-line summary drawn at once, so that the votes fetched after the
 * page is drawn never push the board down under a finger (a tap would land elsewhere); an open
 * vote is said on that line. `changed` reloads the game (a vote may end it).
 */
export function votesPanel(g: GameView['game'], powerName: (p: string) => string, changed: () => void): HTMLElement {
  const badge = h('span', { class: 'muted', 'data-testid': 'votes-badge' });
  const body = h('div', {});
  const el = h('details', { class: 'votes', 'data-testid': 'votes', 'aria-label': t('votes.title'), ...(isOpen(g.id) ? { open: true } : {}) }, h('summary', {}, t('votes.title'), ' ', badge), body);
  el.addEventListener('toggle', () => keepOpen(g.id, (el as HTMLDetailsElement).open));
  const errors = errorBox();
  const act = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
    errors.clear();
    try {
      draw(await request<VotesView>(method, url, body));
      changed();
    } catch (e) {
      errors.show(e);
    }
  };
  const line = (v: VoteView): HTMLElement => {
    const what =
      v.kind === 'draw'
        ? t('votes.draw')
        : v.kind === 'concede'
          ? t('votes.concede', { power: powerName(v.to ?? '') })
          : v.kind === 'pause'
            ? t('votes.pause', { time: lengthText(v.seconds ?? 0) })
            : t('votes.resume');
    if (v.status !== 'open') {
      const until = v.status === 'passed' && v.endsAt !== undefined ? ` ${t('votes.until', { date: formatDate(v.endsAt) })}` : '';
      return h('li', { 'data-testid': `vote-${v.status}` }, `${what}: `, t(`votes.status.${v.status}` as Key), until);
    }
    return h(
      'li',
      { 'data-testid': 'vote-open' },
      h('p', {}, t('votes.proposed', { power: powerName(v.proposer), what })),
      h('p', { class: 'muted' }, t('votes.count', { cast: v.cast, voters: v.voters, date: formatDate(v.closesAt) })),
      v.mine ? h('p', { 'data-testid': 'vote-mine' }, t(v.mine === 'yes' ? 'votes.mine.yes' : 'votes.mine.no')) : null,
      v.canVote
        ? h(
            'div',
            { class: 'row' },
            h('button', { type: 'button', 'data-testid': 'vote-yes', onclick: () => void act('PUT', `${path(g.id)}/${encodeURIComponent(v.id)}`, { yes: true }) }, t('votes.yes')),
            h('button', { type: 'button', class: 'secondary', 'data-testid': 'vote-no', onclick: () => void act('PUT', `${path(g.id)}/${encodeURIComponent(v.id)}`, { yes: false }) }, t('votes.no')),
          )
        : null,
    );
  };
  const draw = (vs: VotesView) => {
    const open = vs.votes.some((v) => v.status === 'open');
    const me = g.you.power;
    const others = g.seats.map((s) => s.power).filter((p) => p !== me);
    const to = h('select', { 'aria-label': t('votes.concedeTo'), 'data-testid': 'concede-to' }, others.map((p) => h('option', { value: p }, powerName(p))));
    const days = h('select', { 'aria-label': t('votes.pauseLength'), 'data-testid': 'pause-days' }, PAUSE_DAYS.map((d) => h('option', { value: d }, lengthText(d * 86400))));
    const held = vs.votes.some((v) => v.kind === 'pause' && v.status === 'passed');
    const propose =
      me && !open && (g.status === 'running' || g.status === 'paused')
        ? h(
            'div',
            { class: 'row' },
            g.status === 'running' && vs.offered.includes('pause')
              ? [days, h('button', { type: 'button', class: 'secondary', 'data-testid': 'propose-pause', onclick: () => void act('POST', path(g.id), { kind: 'pause', seconds: Number(days.value) * 86400 }) }, t('votes.proposePause'))]
              : null,
            g.status === 'paused' && held ? h('button', { type: 'button', 'data-testid': 'propose-resume', onclick: () => void act('POST', path(g.id), { kind: 'resume' }) }, t('votes.proposeResume')) : null,
            vs.offered.includes('draw') ? h('button', { type: 'button', 'data-testid': 'propose-draw', onclick: () => void act('POST', path(g.id), { kind: 'draw' }) }, t('votes.proposeDraw')) : null,
            vs.offered.includes('concede') && others.length > 0
              ? [to, h('button', { type: 'button', class: 'secondary', 'data-testid': 'propose-concede', onclick: () => void act('POST', path(g.id), { kind: 'concede', to: to.value }) }, t('votes.proposeConcede'))]
              : null,
          )
        : null;
    const waiting = vs.votes.filter((v) => v.status === 'open');
    badge.textContent = waiting.length > 0 ? t('votes.openBadge', { n: waiting.length }) : '';
    mount(body, h('p', { class: 'hint' }, t('votes.secret')), vs.votes.length ? h('ul', {}, vs.votes.slice(0, 5).map(line)) : null, propose, errors.el);
  };
  void request<VotesView>('GET', path(g.id)).then(draw, (e: unknown) => errors.show(e));
  return el;
}
