/**
 * A game's rules page, `/rules/<game>`, in the interface language, with three views chosen by
 * the address's fragment:
 * - `#how-to-play` (and no fragment): how to play, a page a newcomer reads in three minutes;
 * - `#rules`, or a paragraph (`#rule-diadoques-9a-26`, or its id `#diadoques §9a.26`): the
 *   rules as a player reads them, that paragraph shown;
 * - `#developers`: the developers' index (ids, rulebook lines, English summaries).
 * Classic Diplomacy has no rule index: how to play only.
 */
import { h, mount } from '../dom.ts';
import { lang, rulesetTitle, t, typeset } from '../i18n.ts';
import { rulesetsWithIndex } from '../rules.ts';
import { markdown } from '../rules/markdown.ts';
import { rw } from '../rules/words.ts';
import { gamesWithHowToPlay, howToPlay } from '../rules/player-rules.ts';
import { devIndexPanel, rulesPanel } from '../ui/rules-panel.ts';
import type { RulesPanel } from '../ui/rules-panel.ts';

type View = 'how-to-play' | 'rules' | 'developers';

function viewOf(hash: string): { view: View; rule: string | null } {
  const want = decodeURIComponent(hash.replace(/^#/, ''));
  if (want === '' || want === 'how-to-play') return { view: 'how-to-play', rule: null };
  if (want === 'rules') return { view: 'rules', rule: null };
  if (want === 'developers') return { view: 'developers', rule: null };
  if (want.startsWith('dev-')) return { view: 'developers', rule: want.slice(4) };
  return { view: 'rules', rule: want };
}

export function rulesPage(root: HTMLElement, ruleset: string): () => void {
  const language = lang();
  const hasIndex = rulesetsWithIndex().includes(ruleset);
  const known = hasIndex || gamesWithHowToPlay(language).includes(ruleset);
  if (!known) {
    mount(root, h('div', { class: 'card' }, h('p', {}, rw('noPage'))));
    return () => {};
  }
  const views: { id: View; label: string }[] = [
    { id: 'how-to-play', label: rw('howToPlay') },
    ...(hasIndex ? [{ id: 'rules' as const, label: rw('forPlayers') }, { id: 'developers' as const, label: rw('forDevelopers') }] : []),
  ];
  const nav = h(
    'nav',
    { class: 'rules-views', 'aria-label': rw('views') },
    views.map((v) => h('a', { href: `#${v.id}`, 'data-view': v.id }, v.label)),
  );
  const howEl = h('section', { class: 'how-to-play', lang: language, 'data-testid': 'how-to-play' }, h('p', { class: 'muted' }, t('game.loading')));
  const rulesSlot = h('div', {});
  const devSlot = h('div', {});
  const panes: Record<View, HTMLElement> = { 'how-to-play': howEl, rules: rulesSlot, developers: devSlot };
  const others = [...new Set([...gamesWithHowToPlay(language), ...rulesetsWithIndex()])].filter((g) => g !== ruleset).sort();
  const footer = h('p', { class: 'rules-others muted' }, rw('otherGames'), ' ', others.flatMap((g, i) => [i ? ' · ' : '', h('a', { href: `/rules/${g}`, 'data-link': true }, rulesetTitle(g))]));
  mount(root, h('div', { class: 'card rules-page', 'data-ruleset': ruleset }, h('h2', {}, t('rules.title', { ruleset: rulesetTitle(ruleset) })), nav, howEl, rulesSlot, devSlot, footer));

  let players: RulesPanel | null = null;
  let dev: RulesPanel | null = null;
  let howLoaded = false;

  const apply = () => {
    const { view, rule } = viewOf(location.hash);
    const shown: View = views.some((v) => v.id === view) ? view : 'how-to-play';
    for (const [id, el] of Object.entries(panes)) el.hidden = id !== shown;
    for (const a of nav.querySelectorAll('a')) {
      if (a.dataset.view === shown) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
    if (shown === 'how-to-play' && !howLoaded) {
      howLoaded = true;
      void howToPlay(ruleset, language).then((text) => mount(howEl, text ? markdown(typeset(text)) : h('p', { class: 'muted' }, t('rules.none'))));
    }
    if (shown === 'rules') {
      if (!players) {
        players = rulesPanel(ruleset, { links: false, title: false });
        mount(rulesSlot, players.el);
      }
      if (rule) players.show(rule);
    }
    if (shown === 'developers') {
      if (!dev) {
        dev = devIndexPanel(ruleset);
        mount(devSlot, dev.el);
      }
      if (rule) dev.show(rule);
    }
  };
  apply();
  window.addEventListener('hashchange', apply);
  return () => window.removeEventListener('hashchange', apply);
}
