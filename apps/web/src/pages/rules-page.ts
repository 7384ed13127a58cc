/** A ruleset's rule index on its own page (`/rules/diadoques#…`). */
import { h, mount } from '../dom.ts';
import { rulesPanel } from '../ui/rules-panel.ts';

export function rulesPage(root: HTMLElement, ruleset: string): () => void {
  const panel = rulesPanel(ruleset);
  mount(root, h('div', { class: 'card' }, panel.el));
  const want = decodeURIComponent(location.hash.slice(1));
  if (want) panel.show(want);
  return () => {};
}
