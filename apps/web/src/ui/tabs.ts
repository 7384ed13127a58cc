/** Accessible tabs (WAI-ARIA pattern): arrow keys move between tabs, Enter/Space or click selects. */
import { h } from '../dom.ts';

export interface Tab {
  id: string;
  label: string;
  panel: HTMLElement;
}

export interface Tabs {
  el: HTMLElement;
  select(id: string): void;
  setBadge(id: string, text: string): void;
  /** Shows or hides a tab (a tab with nothing in it is no tab: a gunboat game's press); hiding the open one opens the first. */
  show(id: string, visible: boolean): void;
}

export function tabs(list: Tab[], initial: string, onSelect?: (id: string) => void): Tabs {
  const buttons = new Map<string, HTMLButtonElement>();
  const badges = new Map<string, HTMLElement>();
  const bar = h('div', { role: 'tablist', class: 'tabbar' });
  const panels = h('div', { class: 'tabpanels' });
  let current = initial;
  const select = (id: string, focus = false) => {
    current = id;
    for (const tab of list) {
      const on = tab.id === id;
      const b = buttons.get(tab.id)!;
      b.setAttribute('aria-selected', String(on));
      b.tabIndex = on ? 0 : -1;
      tab.panel.hidden = !on;
      if (on && focus) b.focus();
    }
    onSelect?.(id);
  };
  list.forEach((tab, i) => {
    const badge = h('span', { class: 'tab-badge' });
    badges.set(tab.id, badge);
    const b = h(
      'button',
      {
        role: 'tab',
        id: `tab-${tab.id}`,
        'aria-controls': `panel-${tab.id}`,
        'data-tab': tab.id,
        onclick: () => select(tab.id),
        onkeydown: (e: KeyboardEvent) => {
          const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
          if (!d) return;
          e.preventDefault();
          // The next shown tab that way (hidden ones are skipped).
          for (let k = 1; k < list.length; k++) {
            const next = list[(i + d * k + list.length * k) % list.length]!;
            if (!buttons.get(next.id)!.hidden) return select(next.id, true);
          }
        },
      },
      tab.label,
      badge,
    );
    buttons.set(tab.id, b);
    bar.append(b);
    tab.panel.id = `panel-${tab.id}`;
    tab.panel.setAttribute('role', 'tabpanel');
    tab.panel.setAttribute('aria-labelledby', `tab-${tab.id}`);
    tab.panel.classList.add('tabpanel');
    panels.append(tab.panel);
  });
  select(initial);
  return {
    el: h('div', { class: 'tabs' }, bar, panels),
    select,
    setBadge(id, text) {
      const b = badges.get(id);
      if (b) b.textContent = text;
    },
    show(id, visible) {
      const b = buttons.get(id);
      if (!b || b.hidden === !visible) return;
      b.hidden = !visible;
      if (!visible && current === id) select(list[0]!.id);
    },
  };
}
