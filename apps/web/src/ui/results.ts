/**
 * Results: the referee's result sheet of each resolved step, every line linked to its rule
 * paragraph, and a history slider that replays every phase on the board (the position before
 * the step, with its orders drawn).
 */
import { eventLine } from '@diadochi/kernel';
import type { Speaker } from '@diadochi/kernel';
import { api } from '../api.ts';
import type { HistoryStep } from '../api.ts';
import type { Board } from '../boards/board.ts';
import { h, mount } from '../dom.ts';
import { formatDate, lang, t } from '../i18n.ts';
import type { Lang } from '../i18n.ts';
import { errorBox } from './form.ts';

export interface ResultsPanel {
  el: HTMLElement;
  /** Reloads the history (a step was resolved). */
  reload(): Promise<void>;
  /** Leaves the past and shows the present on the board. */
  present(): void;
  /** Shows the last resolved step on the board (the results view). */
  showLatest(): void;
  /** Shows the first resolved step (the replay), once the history is loaded if it is not yet. */
  showFirst(): void;
  /**
   * Whether the player is on the last resolved step or on none: a new result then moves him on.
   * One browsing an earlier step (a replay from the start) stays where he is; the toast tells him.
   */
  atLatest(): boolean;
  /**
   * How many times the shown step has been chosen (a step, the replay, the present): a caller that
   * decided to follow the results before a reload checks no choice was made while it was in flight.
   */
  navigations(): number;
}

export interface ResultsOptions {
  gameId: string;
  board: Board;
  phaseName(phase: string): string;
  powerName(power: string): string;
  showRule(id: string): void;
  /** The game's catalogs: the lines of the events its board does not write itself (`Board.sheetLine`). */
  speaker?: Speaker;
}

/**
 * A result-sheet line of a board without its own: the game's catalog line for a typed event in
 * the interface language (the kernel's `eventLine`), an old record's own text, else the type.
 */
export function sheetText(speaker: Speaker | undefined, e: HistoryStep['events'][number], language: Lang): string {
  return eventLine(speaker ?? {}, e, language);
}

export function ruleLink(id: string, showRule: (id: string) => void): HTMLElement {
  return h('button', { class: 'rule-link', type: 'button', 'data-rule': id, title: t('results.rule', { id }), onclick: () => showRule(id) }, id);
}

export function resultsPanel(o: ResultsOptions): ResultsPanel {
  const errors = errorBox();
  const slider = h('input', { type: 'range', min: 1, max: 1, value: 1, step: 1, class: 'history-slider', 'aria-label': t('results.history') });
  const label = h('output', { class: 'sr-only', 'aria-live': 'polite' });
  const prev = h('button', { type: 'button', 'aria-label': '◀', title: '◀' }, '◀');
  const next = h('button', { type: 'button', 'aria-label': '▶', title: '▶' }, '▶');
  const now = h('button', { type: 'button', class: 'now' }, t('results.current'));
  const sheet = h('div', { class: 'result-sheet', 'data-testid': 'result-sheet' });
  const el = h('section', { class: 'results-panel' }, h('h2', {}, t('results.title')), h('div', { class: 'history' }, prev, slider, next, now, label), errors.el, sheet);
  let steps: HistoryStep[] = [];
  let shown: number | null = null;
  let token = 0;
  // A replay asked for before the history arrived: shown once it has.
  let wantFirst = false;

  const playable = () => steps.filter((s) => s.step > 0);

  // Counts the choices of the shown step (`navigations`).
  let navs = 0;

  async function showStep(n: number): Promise<void> {
    const step = steps.find((s) => s.step === n);
    if (!step) return;
    navs++;
    shown = n;
    slider.value = String(n);
    label.textContent = t('results.step', { step: n, phase: o.phaseName(step.phase) });
    renderSheet(step);
    const mine = ++token;
    try {
      const [before, after] = await Promise.all([api.viewAt(o.gameId, n - 1), api.viewAt(o.gameId, n)]);
      if (mine === token) o.board.showPast({ step: n, before: before.view, after: after.view, sheet: step });
    } catch (e) {
      errors.show(e);
    }
  }

  function renderSheet(step: HistoryStep): void {
    const lines = step.events.map((e) => o.board.sheetLine?.(e, step) ?? genericLine(e));
    mount(
      sheet,
      h('h3', {}, t('results.step', { step: step.step, phase: o.phaseName(step.phase) }), ' ', h('small', { class: 'muted' }, formatDate(step.resolvedAt))),
      step.defaulted.length > 0 ? h('p', { class: 'defaulted' }, t('results.defaulted', { powers: step.defaulted.map(o.powerName).join(', ') })) : null,
      h('ol', { class: 'sheet-lines' }, lines),
      step.decision !== undefined ? h('details', {}, h('summary', {}, t('results.myDecision')), h('pre', {}, decisionText(step.decision))) : null,
    );
  }

  function genericLine(e: HistoryStep['events'][number]): HTMLElement {
    return h('li', { class: `sheet-line type-${e.type}` }, h('span', {}, sheetText(o.speaker, e, lang())), e.rule ? ruleLink(e.rule, o.showRule) : null);
  }

  const move = (d: number) => {
    const list = playable();
    if (list.length === 0) return;
    const i = list.findIndex((s) => s.step === (shown ?? list[list.length - 1]!.step));
    const j = Math.max(0, Math.min(list.length - 1, i + d));
    void showStep(list[j]!.step);
  };
  slider.addEventListener('input', () => void showStep(Number(slider.value)));
  prev.addEventListener('click', () => move(-1));
  next.addEventListener('click', () => move(1));
  now.addEventListener('click', () => panel.present());

  const panel: ResultsPanel = {
    el,
    async reload() {
      try {
        steps = (await api.history(o.gameId)).steps;
      } catch (e) {
        return errors.show(e);
      }
      const list = playable();
      if (list.length === 0) {
        mount(sheet, h('p', { class: 'muted' }, t('results.none')));
        slider.disabled = true;
        return;
      }
      slider.disabled = false;
      slider.min = String(list[0]!.step);
      slider.max = String(list[list.length - 1]!.step);
      if (wantFirst) {
        wantFirst = false;
        return showStep(list[0]!.step);
      }
      // A past step the player is looking at stays (a reload in flight when he chose it, or a new
      // result while he browses); otherwise the slider is at the last step.
      const kept = shown !== null ? list.find((s) => s.step === shown) : undefined;
      const at = kept ?? list[list.length - 1]!;
      slider.value = String(at.step);
      label.textContent = t('results.step', { step: at.step, phase: o.phaseName(at.phase) });
      renderSheet(at);
      if (!kept) shown = null;
    },
    showLatest() {
      const list = playable();
      if (list.length > 0) void showStep(list[list.length - 1]!.step);
    },
    showFirst() {
      const list = playable();
      if (list.length > 0) void showStep(list[0]!.step);
      else {
        navs++;
        wantFirst = true;
      }
    },
    atLatest() {
      const list = playable();
      return !wantFirst && (shown === null || list.length === 0 || shown === list[list.length - 1]!.step);
    },
    navigations() {
      return navs;
    },
    present() {
      navs++;
      token++;
      shown = null;
      o.board.showPast(null);
    },
  };
  return panel;
}

function decisionText(d: unknown): string {
  if (typeof d === 'string') return d;
  const orders = (d as { orders?: unknown })?.orders;
  if (typeof orders === 'string') return orders;
  if (Array.isArray(orders)) return orders.map((o) => (typeof o === 'string' ? o : ((o as { text?: string }).text ?? JSON.stringify(o)))).join('\n');
  return JSON.stringify(d, null, 2);
}
