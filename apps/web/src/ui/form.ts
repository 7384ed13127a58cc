/** Form helpers: labelled fields and the display of the server's located problems. */
import { ApiError } from '../api.ts';
import { h } from '../dom.ts';
import type { Attrs } from '../dom.ts';
import { t } from '../i18n.ts';

export function field(label: string, input: HTMLElement, hint?: string): HTMLElement {
  const id = input.id || `f-${Math.random().toString(36).slice(2, 9)}`;
  input.id = id;
  return h('div', { class: 'field' }, h('label', { for: id }, label), input, hint ? h('small', { class: 'hint' }, hint) : null);
}

export function input(attrs: Attrs): HTMLInputElement {
  return h('input', attrs);
}

export function errorBox(): { el: HTMLElement; show(e: unknown): void; clear(): void } {
  const el = h('div', { class: 'error-box', role: 'alert', hidden: true });
  return {
    el,
    show(e: unknown) {
      el.hidden = false;
      el.replaceChildren();
      if (e instanceof ApiError) {
        el.append(h('p', {}, e.message));
        if (e.problems.length > 0) el.append(h('ul', {}, e.problems.map((p) => h('li', {}, p.message))));
      } else if (e instanceof TypeError) el.append(h('p', {}, t('error.network')));
      else el.append(h('p', {}, t('error.generic', { message: String((e as Error)?.message ?? e) })));
    },
    clear() {
      el.hidden = true;
      el.replaceChildren();
    },
  };
}
