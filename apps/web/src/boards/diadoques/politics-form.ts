/**
 * The politics panel of a military season (`diadoques ch. 9b`, `ch. 9c`, `§11b`): corruption
 * and counter-corruption, auction bids, gold gifts, secondary orders with their fields.
 */
import { h, mount } from '../../dom.ts';
import { t } from '../../i18n.ts';
import type { Key } from '../../i18n.ts';
import { field } from '../../ui/form.ts';
import { otherPlayers, unitsForSale } from './choices.ts';
import { button, giftFields, number, section, select, unitLabel } from './form-kit.ts';
import type { Form, FormsContext, Option } from './form-kit.ts';
import { politicsLine, SECONDARY, secondaryLine } from './lines.ts';
import type { SecondaryField, SecondaryFields, SecondaryKind, Target } from './lines.ts';
import { placeName, unitText } from './notation.ts';

type TargetOption = { value: string; label: string; target: Target; space: string | null };

function targets(c: FormsContext, mineOnly: boolean): TargetOption[] {
  const units = c.state.units.filter((u) => (u.power === c.me) === mineOnly && !u.power.startsWith('auction:'));
  const out: TargetOption[] = units.map((u) => ({ value: `unit:${u.id}`, label: unitLabel(c, u, mineOnly), target: { unit: { type: u.type, space: u.space } }, space: u.space }));
  // Characters: one's own for counter-corruption, others' standing alone for a bribe (`diadoques §9b.2`).
  for (const ch of c.state.characters) {
    if (ch.dead || ch.space === null) continue;
    if (mineOnly ? ch.controlledBy !== c.me : ch.controlledBy === c.me || ch.with !== undefined) continue;
    out.push({ value: `char:${ch.id}`, label: c.characterName(ch.id), target: { character: ch.id }, space: ch.space });
  }
  return out;
}

function corruptionFields(c: FormsContext, kind: 'bribe' | 'counter'): HTMLElement {
  const list = targets(c, kind === 'counter');
  const target = select(`${kind}-target`, list.map((x): Option => [x.value, x.label]));
  const amount = number(`${kind}-amount`, 0);
  const add = () => {
    const hit = list.find((x) => x.value === target.value);
    const n = Math.floor(Number(amount.value));
    if (hit && n > 0) c.write(politicsLine[kind](c.map, hit.target, n));
  };
  const pick = () =>
    c.pick([...new Set(list.map((x) => x.space).filter((x): x is string => !!x))], (space, unit) => {
      const hit = list.find((x) => (unit ? x.value === `unit:${unit}` : x.space === space));
      if (hit) target.value = hit.value;
      amount.focus();
    });
  return h('div', { class: 'row' }, field(t('forms.target'), target), button(t('forms.pickOnMap'), pick, { 'data-action': `pick-${kind}` }), field(t('forms.amount'), amount), button(t('forms.add'), add, { 'data-action': `add-${kind}` }));
}

function bidFields(c: FormsContext): HTMLElement {
  const lots = unitsForSale(c.state);
  if (lots.length === 0) return h('p', { class: 'muted' }, t('forms.noSale'));
  const unit = select('bid-unit', lots.map((u): Option => [u.id, unitText(c.map, u)]));
  const amounts = h('input', { name: 'bid-amounts', placeholder: '10, 11, 12', inputmode: 'numeric' });
  const add = () => {
    const u = lots.find((x) => x.id === unit.value);
    const list = amounts.value.split(/[\s,;]+/).map(Number).filter((n) => Number.isInteger(n) && n > 0);
    if (u && list.length) c.write(politicsLine.bid(c.map, u, list));
  };
  return h('div', { class: 'row' }, field(t('forms.unit'), unit), field(t('forms.bids'), amounts), button(t('forms.add'), add, { 'data-action': 'add-bid' }));
}

/** The field controls a secondary order needs, each giving its value. */
function secondaryControl(c: FormsContext, f: SecondaryField): { el: HTMLElement; read(into: SecondaryFields): void } {
  const players = otherPlayers(c.state, c.me).map((p): Option => [p, c.powerName(p)]);
  const spaces = (kind: 'citadel' | 'land') => (kind === 'citadel' ? c.map.citadels : c.map.provinces).map((s): Option => [s.id, placeName(c.map, s.id)]);
  switch (f) {
    case 'power': {
      const s = select('sec-power', players);
      return { el: field(t('forms.to'), s), read: (x) => void (x.power = s.value) };
    }
    case 'powerOrNone': {
      const s = select('sec-power', [['', t('forms.abstain')], ...players]);
      return { el: field(t('forms.to'), s), read: (x) => void (x.powerOrNone = s.value || null) };
    }
    case 'character': {
      const s = select('sec-character', c.state.characters.filter((x) => !x.dead).map((x): Option => [x.id, c.characterName(x.id)]));
      return { el: field(t('forms.character'), s), read: (x) => void (x.character = s.value) };
    }
    case 'citadel': {
      const s = select('sec-citadel', spaces('citadel'));
      return { el: field(t('forms.citadel'), s), read: (x) => void (x.citadel = s.value) };
    }
    case 'province': {
      const s = select('sec-province', spaces('land'));
      return { el: field(t('forms.province'), s), read: (x) => void (x.province = s.value) };
    }
    case 'unit': {
      const mine = c.state.units.filter((u) => u.power === c.me);
      const s = select('sec-unit', mine.map((u): Option => [u.id, unitText(c.map, u)]));
      return { el: field(t('forms.unit'), s), read: (x) => void (x.unit = mine.find((u) => u.id === s.value)) };
    }
    case 'indus': {
      const s = select('sec-indus', [['GHA', 'GHA'], ['IND', 'IND']]);
      return { el: field(t('forms.province'), s), read: (x) => void (x.indus = s.value as 'GHA' | 'IND') };
    }
    case 'amount': {
      const s = number('sec-amount', 0);
      return { el: field(t('forms.amount'), s), read: (x) => void (x.amount = Math.floor(Number(s.value)) || undefined) };
    }
  }
}

function secondaryFields(c: FormsContext): HTMLElement {
  const kinds = Object.keys(SECONDARY) as SecondaryKind[];
  const kind = select('sec-kind', kinds.map((k): Option => [k, t(`forms.sec.${k}` as Key)]));
  const slot = h('div', { class: 'row' });
  let controls: ReturnType<typeof secondaryControl>[] = [];
  const show = () => {
    controls = (SECONDARY[kind.value as SecondaryKind] as readonly SecondaryField[]).map((f) => secondaryControl(c, f));
    mount(slot, controls.map((x) => x.el));
  };
  kind.addEventListener('change', show);
  show();
  const add = () => {
    const f: SecondaryFields = {};
    for (const x of controls) x.read(f);
    const line = secondaryLine(c.map, kind.value as SecondaryKind, f);
    if (line) c.write(line);
  };
  return h('div', {}, h('div', { class: 'row' }, field(t('forms.kind'), kind)), slot, button(t('forms.add'), add, { 'data-action': 'add-secondary' }));
}

export function politicsPanel(c: FormsContext): Form {
  const el = h(
    'details',
    { class: 'politics-panel', 'data-testid': 'politics-panel' },
    h('summary', {}, t('forms.politics.title')),
    section(t('forms.bribe'), 'bribe-form', corruptionFields(c, 'bribe')),
    section(t('forms.counter'), 'counter-form', corruptionFields(c, 'counter')),
    section(t('forms.bid'), 'bid-form', bidFields(c)),
    section(t('forms.gift'), 'gift-form', giftFields(c, (to, n, announced) => c.write(politicsLine.gold(c.map, to, n, announced)))),
    section(t('forms.secondary'), 'secondary-form', secondaryFields(c)),
  );
  return { el, refresh: () => {} };
}
