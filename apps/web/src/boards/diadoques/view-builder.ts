/**
 * The click builder's panel, drawn from the selection (`builder.ts`): what to pick next, my
 * units as buttons, the actions of the selected unit, a box to type the target (offering the
 * engine's legal targets only, issue 17), the retreat list. Its buttons hand the builder's
 * transitions to the controller (`go`), which changes the state and redraws.
 */
import type { GameMap } from '@diadochi/diadoques/map';
import { h, mount } from '../../dom.ts';
import { t } from '../../i18n.ts';
import type { Key } from '../../i18n.ts';
import { actionsFor, candidates, chooseAction, clickSpace, finishRetreatList, IDLE, orderableUnits } from './builder.ts';
import type { BuilderContext, BuilderState, Transition } from './builder.ts';
import type { Unit } from './model.ts';
import { placeName } from './notation.ts';
import type { Picking } from './state.ts';

const unitLabel = (map: GameMap, u: Unit) => `${u.type} ${placeName(map, u.space)}`;

/** A typed place: its id, abbreviation or name in either language. */
export function resolvePlace(map: GameMap, text: string): string | null {
  const q = text.trim().toLowerCase();
  if (!q) return null;
  const all = [...map.provinces, ...map.seas, ...map.citadels];
  const hit = all.find((s) => s.id.toLowerCase() === q) ?? all.find((s) => placeName(map, s.id).toLowerCase() === q) ?? all.find((s) => s.names.fr.toLowerCase() === q || s.names.en.toLowerCase() === q);
  return hit?.id ?? null;
}

function promptOf(map: GameMap, s: BuilderState): string {
  switch (s.step) {
    case 'idle':
      return t('orders.pickUnit');
    case 'action':
      return t('orders.pickAction', { unit: unitLabel(map, s.unit) });
    case 'target':
      return t('orders.pickTarget');
    case 'supported':
      return t('orders.pickSupported');
    case 'support-dest':
      return t('orders.pickSupportTarget');
    case 'retreat-list':
      return t('orders.pickRetreats');
  }
}

export interface BuilderInput {
  c: BuilderContext;
  /** The selection as it is now (read again when a button is pressed). */
  selection(): BuilderState;
  picking: Picking | null;
  expected: boolean;
  /** Winter and start purchases have forms of their own: the builder only says what a map click picks. */
  formsOnly: boolean;
  go(tr: Transition): void;
}

/** What the target box is asked for: the step, its unit and what was picked before it. */
function askingOf(s: BuilderState): string {
  switch (s.step) {
    case 'idle':
      return 'idle';
    case 'action':
    case 'target':
      return `${s.step}|${s.unit.id}`;
    case 'supported':
      return `${s.step}|${s.unit.id}|${s.action}`;
    case 'support-dest':
      return `${s.step}|${s.unit.id}|${s.action}|${s.target.id}`;
    case 'retreat-list':
      return `${s.step}|${s.unit.id}|${s.list.join(' ')}`;
  }
}

/**
 * Fills the panel and focuses what the player picks next (the first action, or the target box).
 *
 * The panel is drawn again whenever the page hears of the game (another player's decision, the
 * check of the orders), which may come while a target is being typed: what was typed, and where
 * the caret stood, are carried into the new box while it asks for the same thing — else the text
 * vanished mid-word and an Enter then wrote no order (newcomer.test.ts lost an order so in CI).
 */
export function drawBuilder(el: HTMLElement, b: BuilderInput): void {
  const asking = askingOf(b.selection());
  // Drawn again for the same question (not after the player's own step): nothing of his is moved.
  const again = el.dataset.asking === asking;
  el.dataset.asking = asking;
  const before = el.querySelector<HTMLInputElement>('input.target-input');
  const typed = again && before ? { value: before.value, from: before.selectionStart, to: before.selectionEnd, focused: document.activeElement === before } : null;
  // A focused button of the panel (a unit's, an action's) is focused again in the new panel.
  const focusedButton = again && document.activeElement instanceof HTMLButtonElement && el.contains(document.activeElement) ? buttonKey(document.activeElement) : null;
  const { c, picking } = b;
  const map = c.map;
  el.hidden = false;
  if (!b.expected) return mount(el, h('p', { class: 'muted' }, t('orders.notExpected')));
  el.hidden = b.formsOnly && !picking;
  if (b.formsOnly) return mount(el, picking ? h('p', { class: 'prompt', 'aria-live': 'polite' }, t('forms.picking', { n: picking.spaces.length })) : null);
  const state = b.selection();
  // The target box offers the engine's legal targets only (issue 17); the map lights the same.
  const offered = picking ? [] : candidates(c, state);
  const targetList = h('datalist', { id: 'target-places' }, offered.map((id) => h('option', { value: placeName(map, id) })));
  const targetNote = h('p', { class: 'problem', role: 'alert', 'data-testid': 'target-note' });
  const provinceOfCitadel = (id: string) => map.citadels.find((x) => x.id === id)?.province;
  const targetInput = h('input', { list: 'target-places', class: 'target-input', 'aria-label': t('orders.target'), placeholder: t('orders.target'), 'data-testid': 'target-input' });
  if (typed) targetInput.value = typed.value;
  targetInput.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const id = resolvePlace(map, targetInput.value);
    if (!id) return;
    const now = b.selection();
    if (c.choices && now.step !== 'retreat-list' && !offered.includes(id) && !offered.some((x) => provinceOfCitadel(x) === id)) {
      // Typed, not offered: say why rather than write an order the season would ignore (issue 17).
      targetInput.setAttribute('aria-invalid', 'true');
      mount(targetNote, t('orders.notOffered', { place: placeName(map, id) }));
      return;
    }
    b.go(clickSpace(c, now, id));
  });
  const parts: (HTMLElement | null)[] = [
    h('p', { class: 'prompt', 'aria-live': 'polite' }, promptOf(map, state)),
    h(
      'div',
      { class: 'unit-buttons', role: 'group', 'aria-label': t('orders.myUnits') },
      orderableUnits(c).map((u) => h('button', { type: 'button', class: `unit-button${state.step !== 'idle' && state.unit.id === u.id ? ' selected' : ''}`, 'data-space': u.space, onclick: () => b.go(clickSpace(c, IDLE, u.space, u.id)) }, unitLabel(map, u))),
    ),
  ];
  if (state.step === 'action') {
    const acts = actionsFor(c, state.unit);
    parts.push(h('div', { class: 'action-buttons', role: 'group', 'aria-label': t('orders.action') }, acts.map((a) => h('button', { type: 'button', 'data-action': a, onclick: () => b.go(chooseAction(c, b.selection(), a)) }, t(`action.${a}` as Key)))));
  }
  if (state.step === 'target' || state.step === 'supported' || state.step === 'support-dest' || state.step === 'retreat-list') parts.push(targetInput, targetList, targetNote);
  if (state.step === 'retreat-list') {
    parts.push(
      h('p', {}, state.list.map((x, i) => `${i + 1}. ${placeName(map, x)}`).join('  ') || '—'),
      h('div', { class: 'row' }, h('button', { type: 'button', 'data-action': 'retreats-done', onclick: () => b.go(finishRetreatList(b.selection(), false)) }, t('orders.done')), h('button', { type: 'button', 'data-action': 'retreats-done-x', onclick: () => b.go(finishRetreatList(b.selection(), true)) }, `${t('orders.done')} + X`)),
    );
  }
  if (state.step !== 'idle') parts.push(h('button', { type: 'button', class: 'link', onclick: () => b.go({ state: IDLE }) }, t('orders.cancel')));
  mount(el, parts);
  if (again) {
    // The focus stays where the player had it (the orders' text, say), the caret where it was.
    if (typed?.focused) {
      targetInput.focus();
      if (typed.from !== null && typed.to !== null) targetInput.setSelectionRange(typed.from, typed.to);
    } else if (focusedButton) [...el.querySelectorAll('button')].find((x) => buttonKey(x) === focusedButton)?.focus();
  } else if (state.step === 'action') (el.querySelector('.action-buttons button') as HTMLElement | null)?.focus();
  else if (state.step !== 'idle') targetInput.focus();
}

/** A button of the panel as the next drawing of it has it again: its action, else its unit's space, else its words. */
function buttonKey(x: HTMLButtonElement): string {
  return x.dataset.action ?? (x.dataset.space ? `space:${x.dataset.space}|${x.textContent}` : `text:${x.textContent}`);
}
