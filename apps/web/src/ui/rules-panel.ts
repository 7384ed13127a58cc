/** The rules panel: a ruleset's paragraphs (from its index), searchable; result-sheet lines link here. */
import type { RuleParagraph } from '@diadochi/kernel';
import { h, mount } from '../dom.ts';
import { rulesetTitle, t } from '../i18n.ts';
import { ruleAnchor, ruleIndex } from '../rules.ts';

export interface RulesPanel {
  el: HTMLElement;
  show(id: string): void;
}

export function rulesPanel(ruleset: string): RulesPanel {
  const list = h('div', { class: 'rules-list' }, t('game.loading'));
  const search = h('input', { type: 'search', placeholder: t('rules.search'), 'aria-label': t('rules.search'), class: 'rules-search' });
  const el = h('section', { class: 'rules-panel' }, h('h2', {}, t('rules.title', { ruleset: rulesetTitle(ruleset) })), search, list);
  let rows: { p: RuleParagraph; el: HTMLElement }[] = [];
  let pending: string | null = null;

  const ready = ruleIndex(ruleset).then((paragraphs) => {
    if (paragraphs.length === 0) return mount(list, h('p', { class: 'muted' }, t('rules.none')));
    const groups: HTMLElement[] = [];
    let chapter = '';
    let dl: HTMLElement | null = null;
    rows = paragraphs.map((p) => {
      if (p.chapter !== chapter || !dl) {
        chapter = p.chapter;
        dl = h('dl', {});
        groups.push(h('h3', {}, chapter), dl);
      }
      const row = h('div', { class: 'rule', id: ruleAnchor(p.id), tabindex: '-1' }, h('dt', {}, h('code', {}, p.id), ' ', h('small', { class: 'muted' }, t('rules.lines', { lines: p.lines[0] === p.lines[1] ? String(p.lines[0]) : `${p.lines[0]}–${p.lines[1]}` }))), h('dd', {}, p.summary));
      dl.append(row);
      return { p, el: row };
    });
    mount(list, groups);
    if (pending) show(pending);
  });

  search.addEventListener('input', () => {
    const q = search.value.trim().toLowerCase();
    for (const r of rows) r.el.hidden = q !== '' && !`${r.p.id} ${r.p.summary}`.toLowerCase().includes(q);
  });

  function show(id: string): void {
    pending = id;
    const row = rows.find((r) => r.p.id === id) ?? rows.find((r) => id.startsWith(`${r.p.id}.`));
    if (!row) return;
    search.value = '';
    for (const r of rows) {
      r.el.hidden = false;
      r.el.classList.toggle('highlight', r === row);
    }
    row.el.scrollIntoView({ block: 'center' });
    row.el.focus({ preventScroll: true });
    pending = null;
  }
  void ready;
  return { el, show };
}
