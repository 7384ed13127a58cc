/**
 * Vacations on the settings page (issue 21 item 3; docs/API.md "Vacations"): 14 days in any 365,
 * at most 14 at once; while away, every game the player plays waits for him.
 */
import { request } from '../api.ts';
import type { VacationView } from '@diadochi/server/api';
import { h, mount } from '../dom.ts';
import { formatDate, t } from '../i18n.ts';
import { errorBox } from '../ui/form.ts';
import { statusLine } from './settings-store.ts';

type Answer = { vacation: VacationView };

export function vacationSection(): { el: HTMLElement } {
  const errors = errorBox();
  const status = statusLine();
  const body = h('div', {});
  const el = h('div', { class: 'field', 'data-testid': 'vacation' }, h('h2', {}, t('vacation.title')), h('p', { class: 'hint' }, t('vacation.hint')), body, status, errors.el);
  const act = async (method: 'POST' | 'DELETE', payload?: unknown) => {
    errors.clear();
    try {
      draw((await request<Answer>(method, '/me/vacation', payload)).vacation);
      status.textContent = t('settings.saved');
    } catch (e) {
      errors.show(e);
    }
  };
  const draw = (v: VacationView) => {
    const left = v.allowanceDays - v.usedDays;
    const days = h('select', { 'aria-label': t('vacation.days'), 'data-testid': 'vacation-days' }, Array.from({ length: Math.max(0, Math.min(14, left)) }, (_, i) => h('option', { value: i + 1 }, t('vacation.nDays', { n: i + 1 }))));
    mount(
      body,
      h('p', { 'data-testid': 'vacation-left' }, t('vacation.left', { left, allowance: v.allowanceDays })),
      v.current
        ? [h('p', { 'data-testid': 'vacation-current' }, t('vacation.until', { date: formatDate(v.current.endsAt) })), h('button', { type: 'button', 'data-testid': 'vacation-end', onclick: () => void act('DELETE') }, t('vacation.end'))]
        : left > 0
          ? h('div', { class: 'row' }, days, h('button', { type: 'button', 'data-testid': 'vacation-take', onclick: () => void act('POST', { days: Number(days.value) }) }, t('vacation.take')))
          : null,
    );
  };
  void request<Answer>('GET', '/me/vacation').then((a) => draw(a.vacation), (e: unknown) => errors.show(e));
  return { el };
}
