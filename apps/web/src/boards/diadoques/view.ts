/**
 * The board's page drawn from its state (`state.ts`): `boardView` returns the one function the
 * controller calls after every change (`redraw`). Each part of the page is a piece redrawn when
 * what it shows changed (`memo.ts`): the info line, the legend, the forms of the step, the map
 * (the present, or a past step with its results), the orders' arrows, the click builder, the
 * warnings. The widgets that keep their own DOM (the order editor, the map, a form's controls)
 * are given what they show; nothing here changes the state.
 */
import { h, mount } from '../../dom.ts';
import { lang, t } from '../../i18n.ts';
import type { OrderEditor } from '../../ui/order-editor.ts';
import type { BoardContext } from '../board.ts';
import { candidates } from './builder.ts';
import type { Transition } from './builder.ts';
import { textArrows } from './checks.ts';
import type { Form } from './form-kit.ts';
import type { MapView } from './map-view.ts';
import { piece as memoPiece } from './memo.ts';
import { readView, seasonEvent } from './model.ts';
import { seasonPicture } from './sheet.ts';
import { builderContext, engineChoices, expected, stepOf } from './state.ts';
import type { BoardState } from './state.ts';
import { drawBuilder } from './view-builder.ts';
import { formFor, stepLines } from './view-forms.ts';
import type { FormsHost } from './view-forms.ts';
import { infoLine, legendItems, pastTitle, retreatsPending } from './view-info.ts';
import type { warningsPanel } from './warnings.ts';

/** The page's fixed parts, filled by the view. */
export function boardLayout() {
  const info = h('div', { class: 'board-info', 'data-testid': 'board-info' });
  const pastBanner = h('div', { class: 'past-banner', hidden: true });
  const mapSlot = h('div', { class: 'map-slot' }, h('p', { class: 'muted' }, t('game.loading')));
  const legend = h('ul', { class: 'legend' });
  return {
    info,
    pastBanner,
    mapSlot,
    legend,
    main: h('div', { class: 'diadoques-board' }, info, pastBanner, mapSlot, legend),
    builder: h('div', { class: 'builder', 'data-testid': 'builder' }),
    extra: h('div', { class: 'board-extra' }),
    prompt: h('p', { class: 'prompt-text', 'data-testid': 'prompt' }),
    help: h('p', { class: 'help muted' }, t('orders.help')),
    firstTurn: h('p', { class: 'first-turn', hidden: true }),
    forms: h('div', { class: 'order-forms', 'data-testid': 'order-forms' }),
  };
}
export type BoardLayout = ReturnType<typeof boardLayout>;

/** The widgets the view fills; `map` is null until the map is loaded. */
export interface Widgets {
  layout: BoardLayout;
  editor: OrderEditor;
  warnings: ReturnType<typeof warningsPanel>;
  map: MapView | null;
}

/** What the view's controls do: the controller's handlers. */
export interface ViewActions extends FormsHost {
  go(tr: Transition): void;
}

/** A piece of this view: redrawn when its key changed (`memo.ts`). */
const piece = (keyOf: (s: BoardState) => readonly unknown[], draw: (s: BoardState) => void) => memoPiece(keyOf, draw);

export function boardView(ctx: BoardContext, w: Widgets, act: ViewActions): (s: BoardState) => void {
  const { layout } = w;
  const text = () => w.editor.text();
  let form: Form | null = null;

  const info = piece(
    (s) => [s.past, s.view, s.event, s.me, s.gv?.view.pending?.phase],
    (s) => {
      const shown = s.past ? readView(s.past.before.view) : s.view;
      const event = s.past ? seasonEvent(s.past.before.view) : s.event;
      layout.pastBanner.hidden = !s.past;
      if (s.past) layout.pastBanner.textContent = pastTitle(s.past, shown);
      mount(layout.info, shown ? infoLine(s.map, shown, event, s.me, s.gv?.view.pending?.phase ?? null, ctx.showRule) : []);
    },
  );
  const legend = piece(
    (s) => [s.gv?.view.players, s.view],
    (s) => mount(layout.legend, legendItems(s.gv?.view.players ?? [], s.view, ctx.colours, ctx.powerName)),
  );
  const extra = piece(
    (s) => [s.view, s.me],
    (s) => mount(layout.extra, s.view ? retreatsPending(s.map, s.view, s.me) : null),
  );
  // The form is rebuilt for a new step only: its controls keep what the player chose meanwhile.
  const forms = piece(
    (s) => [s.step, s.me, expected(s), stepOf(s), s.view === null],
    (s) => {
      form = formFor(s, act);
      mount(layout.forms, form?.el ?? null);
      // The step the forms were built for: tests and scripts wait on it to know the page moved on.
      layout.prompt.setAttribute('data-step', String(s.gv?.view.step ?? -1));
      const lines = stepLines(s, lang());
      layout.prompt.textContent = lines.prompt;
      layout.help.hidden = !lines.help;
      layout.firstTurn.hidden = !lines.firstTurn;
      layout.firstTurn.textContent = t('orders.firstTurn');
      w.editor.setEmptyText(lines.empty);
    },
  );
  const formText = piece(
    () => [form, text()],
    () => form?.refresh(),
  );
  const present = piece(
    (s) => [w.map, s.past, s.view, s.me],
    (s) => {
      if (!w.map || s.past || !s.view) return;
      w.map.draw(s.view, s.me);
      w.map.markers([]);
    },
  );
  // A past step: the position before it, its orders as arrows coloured by outcome, and the
  // citadels and control as they ended, so captures and falls show beside the arrows.
  const past = piece(
    (s) => [w.map, s.past],
    (s) => {
      const p = s.past;
      if (!w.map || !p) return;
      const before = readView(p.before.view);
      const after = readView(p.after.view);
      const pic = seasonPicture(p.sheet.events);
      if (before) w.map.draw(before, s.me);
      w.map.highlight([], null);
      w.map.arrows(pic.arrows);
      const changed = before && after ? Object.entries(after.control).filter(([sp, pw]) => before.control[sp] !== pw) : [];
      w.map.markers([...pic.markers, ...changed.map(([sp, pw]) => ({ space: sp, kind: 'control' as const, power: pw }))]);
    },
  );
  const arrows = piece(
    (s) => [w.map, s.past, s.view, s.me, stepOf(s), text()],
    (s) => {
      if (w.map && !s.past) w.map.arrows(textArrows(s, text()));
    },
  );
  const builder = piece(
    (s) => [w.map, s.past, s.view, s.selection, s.picking, expected(s), stepOf(s), engineChoices(s)],
    (s) => {
      const c = builderContext(s);
      if (!c || s.past) return;
      const sel = s.selection;
      if (s.picking) w.map?.highlight(s.picking.spaces, null);
      else w.map?.highlight(candidates(c, sel), sel.step === 'idle' ? null : sel.unit.space, sel.step === 'idle' ? undefined : sel.unit.id);
      const now = stepOf(s);
      drawBuilder(layout.builder, { c, selection: () => s.selection, picking: s.picking, expected: expected(s), formsOnly: now === 'winter' || now === 'start', go: act.go });
    },
  );
  // Issue 17 item 2: what the rules will do to my own pieces if these orders stand (revolt, capture, upkeep).
  const warnings = piece(
    (s) => [text(), expected(s), s.view, s.me],
    (s) => void w.warnings.update(expected(s) ? s.view : null, s.me, text()),
  );

  return (s) => {
    info(s);
    legend(s);
    extra(s);
    forms(s);
    formText(s);
    present(s);
    past(s);
    arrows(s);
    builder(s);
    warnings(s);
  };
}
