/**
 * The start purchases form (`diadoques §12.4`, `diadokhoi §5.3.1`): type × place as the engine
 * lists them for this player, the cost against the treasury, the count the rule asks, and the
 * engine's refusals beside the controls.
 */
import type { Problem } from '@diadochi/kernel';
import { startProblems } from '@diadochi/diadoques';
import { h, mount } from '../../dom.ts';
import { colon, t } from '../../i18n.ts';
import { field } from '../../ui/form.ts';
import { startChoices, startPlaces, startRule, startTypes } from './choices.ts';
import { button, money, placeLabel, section, select, typeLabel } from './form-kit.ts';
import type { Form, FormsContext, Option } from './form-kit.ts';
import { asState } from './model.ts';
import { purchaseCost, startLine } from './lines.ts';

/** The count the start asks for, said as the rule says it: exactly 3 (`diadokhoi §5.3.1`), 1 to 3 (`diadoques §12.4`). */
function countText(rule: { min: number; count: number } | null, count: number): string {
  if (!rule) return t('forms.start.countFree', { count });
  return rule.min === rule.count ? t('forms.start.countExact', { max: rule.count, count }) : t('forms.start.countRange', { min: rule.min, max: rule.count, count });
}

export function startForm(c: FormsContext): Form {
  const rule = startRule(c.state, c.me);
  // The kinds and places the engine lists for this player (issue 17 item 6): only what the ruleset allows, the start province first.
  const choices = startChoices(c.state, c.me);
  const status = h('p', { class: 'budget', 'data-testid': 'start-cost', 'aria-live': 'polite' });
  const type = select('start-type', startTypes(choices).map((x): Option => [x, typeLabel(c, x)]));
  const place = select('start-place', []);
  const fill = () => mount(place, startPlaces(choices, type.value).map((id) => h('option', { value: id }, placeLabel(c, id))));
  type.addEventListener('change', fill);
  fill();
  // The engine's refusals, beside the controls that caused them (not below the fold with the order list).
  const problems = h('ul', { class: 'form-problems', role: 'alert', 'data-testid': 'start-problems' });
  let shown = '';
  const check = (): string[] => {
    const text = c.text();
    if (text.trim() === '') return [];
    let found: Problem[] = [];
    try {
      found = startProblems(asState(c.state), c.me, text);
    } catch {
      return [];
    }
    const lines = text.split('\n').filter((l) => l.trim() !== '').length;
    // "Buy exactly 3 units" is the count line's business until the player has bought that many.
    return found.filter((p) => p.code !== 'purchase-incomplete' || lines >= (rule?.min ?? 1)).map((p) => {
      const line = p.path?.[0] === 'orders' && typeof p.path[1] === 'number' ? p.path[1] : null;
      return line === null ? c.say(p) : `${colon(t('orders.lineN', { n: line + 1 }))} ${c.say(p)}`;
    });
  };
  const refresh = () => {
    const cost = purchaseCost(c.ruleset, c.text());
    const treasury = c.state.treasury[c.me] ?? 0;
    const count = c.text().split('\n').filter((l) => l.trim() !== '').length;
    status.textContent = `${t('forms.start.cost', { cost: money(c, cost), treasury: money(c, treasury) })} ${countText(rule, count)}`;
    status.classList.toggle('short', cost > treasury || (rule !== null && count > rule.count));
    const list = check();
    const now = list.join('\n');
    mount(problems, list.map((x) => h('li', { class: 'problem' }, x)));
    problems.hidden = list.length === 0;
    // A new refusal is brought into view where the player looks: next to the button he pressed.
    if (now !== shown && list.length > 0) problems.scrollIntoView?.({ block: 'nearest' });
    shown = now;
  };
  // Each purchase is a line of its own, even the same unit twice (`diadoques §12.6`: units may share a space).
  const buy = (space: string) => {
    c.write(startLine(c.map, type.value, space), () => false);
    refresh();
  };
  refresh();
  const el = section(
    t('forms.start.title'),
    'start-form',
    h('p', { class: 'form-hint muted' }, t('forms.start.hint', { add: t('forms.add'), pick: t('forms.pickOnMap'), send: t('orders.send') })),
    status,
    h(
      'div',
      { class: 'row' },
      field(t('forms.type'), type),
      field(t('forms.place'), place),
      button(t('forms.add'), () => place.value && buy(place.value), { 'data-action': 'add-purchase' }),
      button(t('forms.pickOnMap'), () => c.pick([...new Set(startPlaces(choices, type.value).map((id) => id.split('/')[0]!))], (space) => buy(startPlaces(choices, type.value).find((id) => id.split('/')[0] === space) ?? space)), { 'data-action': 'pick-purchase' }),
    ),
    problems,
  );
  return { el, refresh };
}
