/**
 * What the order forms share (`winter-form.ts`, `politics-form.ts`, `start-form.ts`): the
 * context the board gives them, labelled controls usable by keyboard, and the labels of
 * units, types and places. Forms write order lines in the rulebook's notation (`lines.ts`): the
 * engine's reader then checks each line as if typed; places may also be picked on the map.
 */
import type { Problem } from '@diadochi/kernel';
import { space as spaceOf } from '@diadochi/diadoques/map';
import type { GameMap } from '@diadochi/diadoques/map';
import { h } from '../../dom.ts';
import { lang, t } from '../../i18n.ts';
import type { Key } from '../../i18n.ts';
import { field } from '../../ui/form.ts';
import { otherPlayers, priceOf } from './choices.ts';
import type { BoardView, Ruleset } from './model.ts';
import { placeName, unitText } from './notation.ts';

export interface FormsContext {
  map: GameMap;
  ruleset: Ruleset;
  state: BoardView;
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

export type Option = [value: string, label: string];

export function select(name: string, options: Option[], attrs: Record<string, string> = {}): HTMLSelectElement {
  return h('select', { name, ...attrs }, options.map(([v, l]) => h('option', { value: v }, l)));
}

export const number = (name: string, value: number, min = 0) => h('input', { type: 'number', name, min, step: 1, value, inputmode: 'numeric' });
export const button = (label: string, onclick: () => void, attrs: Record<string, string> = {}) => h('button', { type: 'button', onclick, ...attrs }, label);
export const section = (title: string, testid: string, ...children: (HTMLElement | null)[]) => h('fieldset', { class: 'order-form', 'data-testid': testid }, h('legend', {}, title), ...children);

export const money = (c: FormsContext, n: number) => `${n} ${c.map.currency}`;
/** A unit type as the rulebook writes it and what it is: `Ae — elite army (20 T)` (`diadoques §6a.6`, `§6a.7`). */
export const typeLabel = (c: FormsContext, x: string) => `${x} — ${t(`unit.${x}` as Key)} (${money(c, priceOf(c.ruleset, x))})`;
/** A place as orders write it, with its name when that is an abbreviation: `MAC — Macédoine`, `Pella`, `Thr/sc — Thrace`. */
export function placeLabel(c: FormsContext, id: string): string {
  const [space, coast] = id.split('/') as [string, string | undefined];
  const written = `${placeName(c.map, space)}${coast ? `/${coast}` : ''}`;
  const name = spaceOf(c.map, space)?.names[lang()];
  return name && name !== written ? `${written} — ${name}` : written;
}
export const unitLabel = (c: FormsContext, u: { type: string; space: string; power: string }, mine = true) => `${unitText(c.map, u)}${mine ? '' : ` (${c.powerName(u.power)})`}`;

/** A gold gift (`diadoques §9c.9`, also in winter): to whom, how much, announced or secret. */
export function giftFields(c: FormsContext, writeGift: (to: string, amount: number, announced: boolean) => void): HTMLElement {
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
