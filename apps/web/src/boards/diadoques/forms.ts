/**
 * Forms that write order lines into the player's order list, in the rulebook's notation
 * (`lines.ts`): the engine's reader then checks each line as if typed. Labelled controls,
 * usable by keyboard; places may also be picked on the map.
 * - winter (`diadoques §8b.1`, `§10`): the budget, keep/disband and promotion of each unit,
 *   builds on a legal place, treasures to seize, a gold gift;
 * - politics of a military season (`diadoques ch. 9b`, `ch. 9c`, `§11b`): corruption and
 *   counter-corruption, auction bids, gold gifts, secondary orders with their fields;
 * - start purchases (`diadoques §12.4`, `diadokhoi §5.3.1`): type × place, cost vs treasury.
 */
import type { Problem } from '@diadochi/kernel';
import { startProblems } from '@diadochi/diadoques';
import { space as spaceOf } from '@diadochi/diadoques/map';
import type { GameMap } from '@diadochi/diadoques/map';
import { h, mount } from '../../dom.ts';
import { colon, lang, t } from '../../i18n.ts';
import type { Key } from '../../i18n.ts';
import { field } from '../../ui/form.ts';
import { buildPlaces, buildTypes, mayDisband, otherPlayers, priceOf, promotionsOf, seizable, startChoices, startPlaces, startRule, startTypes, unitsForSale, winterChoicesOf } from './choices.ts';
import { politicsLine, purchaseCost, SECONDARY, secondaryLine, startLine, winterBudget, winterLine, winterLineIsFor } from './lines.ts';
import type { Ruleset, SecondaryField, SecondaryFields, SecondaryKind, Target, ViewState } from './lines.ts';
import { placeName, unitText } from './notation.ts';

export interface FormsContext {
  map: GameMap;
  ruleset: Ruleset;
  state: ViewState;
  me: string;
  /** The order text as it stands. */
  text(): string;
  /** Writes a line: replaces the line for which `same` holds, else appends. */
  write(line: string, same?: (existing: string) => boolean): void;
  /** Lets the player click one of `spaces` on the map; `done` gets the space (and the unit token clicked). */
  pick(spaces: string[], done: (space: string, unit?: string) => void): void;
  powerName(id: string): string;
  characterName(id: string): string;
  /** A problem of the engine in the reader's language. */
  say(p: Problem): string;
}

export interface Form {
  el: HTMLElement;
  /** The order text changed: recompute what depends on it (budget, cost). */
  refresh(): void;
}

type Option = [value: string, label: string];

function select(name: string, options: Option[], attrs: Record<string, string> = {}): HTMLSelectElement {
  return h('select', { name, ...attrs }, options.map(([v, l]) => h('option', { value: v }, l)));
}

const number = (name: string, value: number, min = 0) => h('input', { type: 'number', name, min, step: 1, value, inputmode: 'numeric' });
const button = (label: string, onclick: () => void, attrs: Record<string, string> = {}) => h('button', { type: 'button', onclick, ...attrs }, label);
const section = (title: string, testid: string, ...children: (HTMLElement | null)[]) => h('fieldset', { class: 'order-form', 'data-testid': testid }, h('legend', {}, title), ...children);

const money = (c: FormsContext, n: number) => `${n} ${c.map.currency}`;
/** A unit type as the rulebook writes it and what it is: `Ae — elite army (20 T)` (`diadoques §6a.6`, `§6a.7`). */
const typeLabel = (c: FormsContext, x: string) => `${x} — ${t(`unit.${x}` as Key)} (${money(c, priceOf(c.ruleset, x))})`;
/** A place as orders write it, with its name when that is an abbreviation: `MAC — Macédoine`, `Pella`, `Thr/sc — Thrace`. */
function placeLabel(c: FormsContext, id: string): string {
  const [space, coast] = id.split('/') as [string, string | undefined];
  const written = `${placeName(c.map, space)}${coast ? `/${coast}` : ''}`;
  const name = spaceOf(c.map, space)?.names[lang()];
  return name && name !== written ? `${written} — ${name}` : written;
}
const unitLabel = (c: FormsContext, u: { type: string; space: string; power: string }, mine = true) => `${unitText(c.map, u)}${mine ? '' : ` (${c.powerName(u.power)})`}`;

/** A gold gift (`diadoques §9c.9`, also in winter): to whom, how much, announced or secret. */
function giftFields(c: FormsContext, writeGift: (to: string, amount: number, announced: boolean) => void): HTMLElement {
  const to = select('gift-to', otherPlayers(c.state, c.me).map((p) => [p, c.powerName(p)]));
  const amount = number('gift-amount', 0);
  const announced = h('input', { type: 'checkbox', name: 'gift-announced' });
  return h(
    'div',
    { class: 'row' },
    field(t('forms.to'), to),
    field(t('forms.amount'), amount),
    h('label', { class: 'check' }, announced, ` ${t('forms.announced')}`),
    button(t('forms.add'), () => {
      const n = Math.floor(Number(amount.value));
      if (to.value && n > 0) writeGift(to.value, n, announced.checked);
    }, { 'data-action': 'add-gift' }),
  );
}

// ——— Winter ———

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

// ——— Politics of a military season ———

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

// ——— Start purchases ———

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
      found = startProblems(c.state as unknown as Parameters<typeof startProblems>[0], c.me, text);
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
