/**
 * The rules panels. `rulesPanel`: a game's rules as a player reads them, in the interface
 * language, chapter by chapter, each paragraph under its id (result-sheet lines link here).
 * `devIndexPanel`: the developers' index (docs/rules/<ruleset>/index.md, English, with the
 * rulebook's line numbers), reachable from the rules page's "for developers" view.
 *
 * The player text of a language is its own chunk, fetched the first time the panel is seen
 * (or asked to show a paragraph): a game page whose Rules tab stays closed fetches none.
 */
import type { RuleParagraph } from '@diadochi/kernel';
import { h, mount } from '../dom.ts';
import { lang, rulesetTitle, t, typeset } from '../i18n.ts';
import { ruleAnchor, ruleIndex, rulesetsWithIndex } from '../rules.ts';
import { playerRules } from '../rules/player-rules.ts';
import { rw } from '../rules/words.ts';
import '../rules/rules.css';
import type { PlayerRules } from '../rules/player-rules.ts';

export interface RulesPanel {
  el: HTMLElement;
  show(id: string): void;
}

export interface RulesPanelOptions {
  /** Links to the "how to play" page and the developers' index (in a game's Rules tab). Default true. */
  links?: boolean;
  /** The panel's title; default "Rules of <game>". */
  title?: boolean;
}

interface Row {
  id: string;
  text: string;
  el: HTMLElement;
}

/** The row of `id`, or of the paragraph it belongs to (`successors 12.7.1` → `successors 12.7`). */
function findRow(rows: Row[], id: string): Row | undefined {
  const want = id.startsWith('rule-') ? id : ruleAnchor(id);
  let best: Row | undefined;
  for (const r of rows) {
    const a = ruleAnchor(r.id);
    if (a === want) return r;
    if (want.startsWith(`${a}-`) && (!best || a.length > ruleAnchor(best.id).length)) best = r;
  }
  return best;
}

/** Searching, showing and highlighting a paragraph: shared by both panels. */
function rowList(search: HTMLInputElement): { rows: Row[]; show(id: string): boolean } {
  const rows: Row[] = [];
  search.addEventListener('input', () => {
    const q = search.value.trim().toLowerCase();
    for (const r of rows) r.el.hidden = q !== '' && !`${r.id} ${r.text}`.toLowerCase().includes(q);
  });
  return {
    rows,
    show(id) {
      const row = findRow(rows, id);
      if (!row) return false;
      search.value = '';
      for (const r of rows) {
        r.el.hidden = false;
        r.el.classList.toggle('highlight', r === row);
      }
      row.el.scrollIntoView({ block: 'center' });
      row.el.focus({ preventScroll: true });
      return true;
    },
  };
}

/** Runs `f` the first time `el` is on screen (the tab that holds it opened), or at once without IntersectionObserver. */
function whenSeen(el: HTMLElement, f: () => void): void {
  if (typeof IntersectionObserver === 'undefined') return f();
  const io = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      io.disconnect();
      f();
    }
  });
  io.observe(el);
}

export function rulesPanel(ruleset: string, options: RulesPanelOptions = {}): RulesPanel {
  const language = lang();
  const list = h('div', { class: 'rules-list', lang: language }, t('game.loading'));
  const search = h('input', { type: 'search', placeholder: t('rules.search'), 'aria-label': t('rules.search'), class: 'rules-search' });
  const links =
    options.links === false
      ? null
      : h(
          'p',
          { class: 'rules-links' },
          h('a', { href: `/rules/${ruleset}#how-to-play`, target: '_blank', rel: 'noopener', 'data-testid': 'how-to-play-link' }, rw('howToPlay')),
          rulesetsWithIndex().includes(ruleset) ? [' · ', h('a', { href: `/rules/${ruleset}#developers`, target: '_blank', rel: 'noopener', class: 'muted' }, rw('forDevelopers'))] : null,
        );
  const el = h('section', { class: 'rules-panel player-rules', 'data-ruleset': ruleset }, options.title === false ? null : h('h2', {}, t('rules.title', { ruleset: rulesetTitle(ruleset) })), links, search, list);
  const { rows, show: showRow } = rowList(search);
  let pending: string | null = null;
  let loading: Promise<void> | null = null;

  const render = (data: PlayerRules | null) => {
    if (!data) return mount(list, h('p', { class: 'muted' }, t('rules.none')));
    const groups: HTMLElement[] = [h('p', { class: 'muted rules-source' }, rw(data.source === 'book' ? (data.textLang ? 'sourceBookOther' : 'sourceBook') : 'sourceSummary'))];
    for (const chapter of data.chapters) {
      const section = h('section', { class: 'rules-chapter' }, h('h3', {}, chapter.title));
      for (const rule of chapter.rules) {
        const paragraphs = rule.text.map((p) => h('p', {}, language === 'fr' && !data.textLang ? typeset(p) : p));
        const row = h(
          'div',
          { class: `rule${rule.lost ? ' lost' : ''}`, id: ruleAnchor(rule.id), tabindex: '-1', 'data-rule': rule.id, ...(data.textLang ? { lang: data.textLang } : {}) },
          h('a', { class: 'rule-id', href: `#${ruleAnchor(rule.id)}`, lang: language }, rule.id),
          paragraphs,
        );
        section.append(row);
        rows.push({ id: rule.id, text: rule.text.join(' '), el: row });
      }
      groups.push(section);
    }
    mount(list, groups);
    if (pending) show(pending);
  };

  const load = () => {
    loading ??= playerRules(ruleset, language).then(render, () => mount(list, h('p', { class: 'muted' }, t('rules.none'))));
    return loading;
  };
  whenSeen(el, () => void load());

  function show(id: string): void {
    pending = id;
    void load();
    if (showRow(id)) pending = null;
  }
  return { el, show };
}

/** The developers' index: ids, the rulebook's line numbers and the English summaries. */
export function devIndexPanel(ruleset: string): RulesPanel {
  const list = h('div', { class: 'rules-list dev-index', lang: 'en' }, t('game.loading'));
  const search = h('input', { type: 'search', placeholder: t('rules.search'), 'aria-label': t('rules.search'), class: 'rules-search' });
  const el = h('section', { class: 'rules-panel' }, h('p', { class: 'muted' }, rw('devNote')), search, list);
  const { rows, show: showRow } = rowList(search);
  let pending: string | null = null;
  void ruleIndex(ruleset).then((paragraphs: RuleParagraph[]) => {
    if (paragraphs.length === 0) return mount(list, h('p', { class: 'muted' }, t('rules.none')));
    const groups: HTMLElement[] = [];
    let chapter = '';
    let dl: HTMLElement | null = null;
    for (const p of paragraphs) {
      if (p.chapter !== chapter || !dl) {
        chapter = p.chapter;
        dl = h('dl', {});
        groups.push(h('h3', {}, chapter), dl);
      }
      const row = h('div', { class: 'rule', id: `dev-${ruleAnchor(p.id)}`, tabindex: '-1' }, h('dt', {}, h('code', {}, p.id), ' ', h('small', { class: 'muted' }, t('rules.lines', { lines: p.lines[0] === p.lines[1] ? String(p.lines[0]) : `${p.lines[0]}–${p.lines[1]}` }))), h('dd', {}, p.summary));
      dl.append(row);
      rows.push({ id: p.id, text: p.summary, el: row });
    }
    mount(list, groups);
    if (pending && showRow(pending)) pending = null;
  });
  return {
    el,
    show(id) {
      pending = id;
      if (showRow(id)) pending = null;
    },
  };
}
