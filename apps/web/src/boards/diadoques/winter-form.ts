/**
 * The winter form (`diadoques §8b.1`, `§10`; `diadokhoi §5.3`): the budget, keep/disband and
 * promotion of each unit, builds on a legal place, treasures to seize, a gold gift — all as the
 * engine lists them on the player's view (`choices.ts`).
 */
import { h, mount } from '../../dom.ts';
import { colon, t } from '../../i18n.ts';
import { field } from '../../ui/form.ts';
import { buildPlaces, buildTypes, mayDisband, promotionsOf, seizable, winterChoicesOf } from './choices.ts';
import { button, giftFields, money, placeLabel, section, select, typeLabel, unitLabel } from './form-kit.ts';
import type { Form, FormsContext, Option } from './form-kit.ts';
import { winterBudget, winterLine, winterLineIsFor } from './lines.ts';
import { placeName } from './notation.ts';

export function winterForm(c: FormsContext): Form {
  const budget = h('p', { class: 'budget', 'data-testid': 'winter-budget', 'aria-live': 'polite' });
  // What the winter will carry out, as the engine lists it (issue 14 item 3): builds, promotions, disbands.
  const choices = winterChoicesOf(c.state, c.me);
  const mine = c.state.units.filter((u) => u.power === c.me);
  const rows = mine.map((u) => {
    // diadoques §10.11: the guard is never disbanded at will; the list says which units may be.
    const keepOptions: Option[] = [['keep', t('forms.keep')], ...(mayDisband(choices, u.space) ? [['disband', t('forms.disband')] as Option] : [])];
    const keep = select('keep', keepOptions, { 'data-unit': u.id, 'aria-label': `${colon(unitLabel(c, u))} ${t('forms.keep')} / ${t('forms.disband')}` });
    keep.addEventListener('change', () => c.write(keep.value === 'disband' ? winterLine.disband(c.map, u) : winterLine.keep(c.map, u), (l) => winterLineIsFor(c.map, l, u, 'keep')));
    const ups = promotionsOf(choices, u.space);
    const promote = ups.length ? select('promote', [['', t('forms.noPromotion')], ...ups.map((x): Option => [x, x])], { 'data-unit': u.id, 'aria-label': `${colon(unitLabel(c, u))} ${t('forms.promote')}` }) : null;
    promote?.addEventListener('change', () => {
      if (promote.value) c.write(winterLine.promote(c.map, u, promote.value), (l) => winterLineIsFor(c.map, l, u, 'promote'));
    });
    return h('tr', { 'data-unit': u.id }, h('th', { scope: 'row' }, unitLabel(c, u)), h('td', {}, keep), h('td', {}, promote ?? '—'));
  });
  const units = h('table', { class: 'units-table' }, h('thead', {}, h('tr', {}, h('th', {}, t('forms.unit')), h('th', {}, `${t('forms.keep')} / ${t('forms.disband')}`), h('th', {}, t('forms.promote')))), h('tbody', {}, rows));

  const types = buildTypes(choices);
  const type = select('build-type', types.map((x): Option => [x, typeLabel(c, x)]));
  const place = select('build-place', []);
  const fillPlaces = () => mount(place, buildPlaces(choices, type.value).map((id) => h('option', { value: id }, placeLabel(c, id))));
  type.addEventListener('change', fillPlaces);
  fillPlaces();
  const build = (space: string) => c.write(winterLine.build(c.map, type.value, space));
  // The map picks a space; a multi-coast province takes its first listed coast.
  const pickable = () => [...new Set(buildPlaces(choices, type.value).map((id) => id.split('/')[0]!))];
  const builds = types.length
    ? h(
        'div',
        { class: 'row' },
        field(t('forms.type'), type),
        field(t('forms.place'), place),
        button(t('forms.add'), () => place.value && build(place.value), { 'data-action': 'add-build' }),
        button(t('forms.pickOnMap'), () => c.pick(pickable(), (space) => build(buildPlaces(choices, type.value).find((id) => id.split('/')[0] === space) ?? space)), { 'data-action': 'pick-build' }),
      )
    : h('p', { class: 'muted', 'data-testid': 'no-build' }, t('forms.noBuild'));

  const treasures = seizable(c.state, c.me).map((id) => button(t('forms.seize', { place: placeName(c.map, id), amount: money(c, c.state.treasures[id] ?? 0) }), () => c.write(winterLine.seize(c.map, id)), { 'data-action': 'seize', 'data-citadel': id }));

  const refresh = () => {
    const b = winterBudget(c.state, c.me, c.text());
    budget.textContent = t('forms.budget', { treasury: b.treasury, income: b.income, upkeep: b.upkeep, fees: b.fees, builds: b.builds, promotions: b.promotions, gifts: b.gifts, left: money(c, b.left) });
    budget.classList.toggle('short', b.left < 0);
  };
  refresh();
  const el = section(
    t('forms.winter.title'),
    'winter-form',
    budget,
    units,
    h('h4', {}, t('forms.build')),
    builds,
    treasures.length ? h('div', { class: 'row' }, treasures) : null,
    h('h4', {}, t('forms.gift')),
    giftFields(c, (to, n, announced) => c.write(winterLine.gift(c.map, to, n, announced))),
  );
  return { el, refresh };
}
