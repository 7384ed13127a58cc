/**
 * The Les Diadoques / Diadokhoi board as a controller (issue 18 item 4, the lichess way): one
 * state object (`state.ts`), one view drawn from it (`view.ts`), and handlers — the judge's new
 * position, a click or key on the map, a builder step, a form writing a line, a pick on the
 * map, the history slider — that change the state and call `redraw()`.
 */
import type { Problem } from '@diadochi/kernel';
import { eventText, problemText } from '@diadochi/diadoques';
import { MAPS } from '@diadochi/diadoques/map';
import { h, mount } from '../../dom.ts';
import { lang, t } from '../../i18n.ts';
import type { Key } from '../../i18n.ts';
import { orderEditor } from '../../ui/order-editor.ts';
import { ruleLink } from '../../ui/results.ts';
import type { Board, BoardContext } from '../board.ts';
import { ACTION_KEYS, actionsFor, chooseAction, clickSpace, IDLE } from './builder.ts';
import type { Action, Transition } from './builder.ts';
import { checkText } from './checks.ts';
import { loadPrerendered, mapView } from './map-view.ts';
import { upsertInPart, winterMarker } from './merged.ts';
import type { Part } from './merged.ts';
import type { Ruleset, Unit } from './model.ts';
import { lineIsFor, printDraft, readLine } from './notation.ts';
import type { Draft } from './notation.ts';
import { eventStatus } from './sheet.ts';
import { builderContext, expected, initialState, mergesWinter, receive, textOf } from './state.ts';
import { boardLayout, boardView } from './view.ts';
import type { Widgets } from './view.ts';
import { warningsPanel } from './warnings.ts';

export function diadoquesBoard(ctx: BoardContext, ruleset: Ruleset, characterName: (id: string) => string): Board {
  const map = MAPS[ruleset];
  const s = initialState(ruleset, map);
  const layout = boardLayout();
  /** A refusal of the engine in the reader's language (`problemText`), else as the engine wrote it. */
  const say = (p: Problem) => problemText(p, { ruleset, lang: lang() });
  const editor = orderEditor({
    say,
    check: (text) => checkText(s, text, say),
    toDecision: (text) => text,
    submit: ctx.submit,
    setReady: ctx.setReady,
    saveDraft: ctx.saveDraft,
    showRule: ctx.showRule,
    onChange: () => redraw(),
  });
  const w: Widgets = { layout, editor, warnings: warningsPanel({ map, powerName: ctx.powerName, characterName, showRule: ctx.showRule }), map: null };

  /**
   * Writes a line of the forms or the clicks: replaces the line for which `same` holds, else
   * appends; in a merged autumn, inside its part (season lines before `winter:`, winter lines after).
   */
  function writeLine(part: Part, line: string, same: (existing: string) => boolean): void {
    if (!mergesWinter(s.view)) return editor.upsert(line, same);
    editor.setText(upsertInPart(editor.text(), part, line, same, winterMarker(ruleset)));
  }

  /**
   * Writes a finished order: it replaces the line of the same unit. On the first turn several
   * units may share a space, and each order takes the next unit there (`diadoques §12.6`):
   * the k-th unit of a space gets the k-th line naming that space.
   */
  function write(d: Draft, unit: Unit | null): void {
    const line = printDraft(map, d);
    s.drafts.set(line, d);
    const same = s.view ? s.view.units.filter((u) => u.power === s.me && u.space === d.unit.space) : [];
    const k = unit ? Math.max(0, same.findIndex((u) => u.id === unit.id)) : 0;
    // A retreat list is a line of its own beside the unit's order (`diadoques §9a.36`).
    const isList = (l: string) => readLine(map, l)?.kind === 'retreats';
    let seen = 0;
    writeLine('season', line, (existing) => lineIsFor(map, existing, d.unit) && isList(existing) === (d.kind === 'retreats') && seen++ === k);
  }

  /** A step of the click builder: the new selection, and the order it finished, written. */
  function go(tr: Transition): void {
    const unit = s.selection.step === 'idle' ? null : s.selection.unit;
    s.selection = tr.state;
    if (tr.draft) write(tr.draft, unit);
    redraw();
  }

  /** A form asks for a place on the map (a build, a bribe's target). */
  function pick(spaces: string[], done: (space: string, unit?: string) => void): void {
    s.picking = { spaces, done };
    redraw();
    (layout.mapSlot.querySelector('svg') as SVGElement | null)?.focus?.();
  }

  /** A click while a form waits for a place: a highlighted one is taken, any other ignored. */
  function pickAt(space: string, unit?: string): void {
    const p = s.picking;
    if (!p || !p.spaces.includes(space)) return;
    s.picking = null;
    p.done(space, unit);
    redraw();
  }

  function onSpace(space: string, unit?: string): void {
    const c = builderContext(s);
    if (s.past || !c) return;
    if (s.picking) return pickAt(space, unit);
    go(clickSpace(c, s.selection, space, unit));
  }

  /** A letter on one of my focused unit tokens: the unit selected and the action chosen at once. */
  function onUnitKey(u: Unit, key: string): void {
    const c = builderContext(s);
    if (s.past || !c) return;
    const selected = clickSpace(c, IDLE, u.space, u.id);
    if (selected.state.step !== 'action') return;
    let action: Action | undefined = ACTION_KEYS[key];
    if (c.view.phase === 'retreats' && key === 'r') action = 'retreat';
    if (!action || !actionsFor(c, u).includes(action)) return;
    s.selection = selected.state;
    go(chooseAction(c, s.selection, action));
  }

  const draw = boardView(ctx, w, { go, writeLine, pick, text: () => editor.text(), powerName: ctx.powerName, characterName, say });
  function redraw(): void {
    draw(s);
  }

  const mapReady = loadPrerendered(ruleset).then((pre) => {
    performance.mark('diadochi:map-loaded');
    const mv = mapView(pre, { ruleset, map, colours: ctx.colours, powerName: ctx.powerName, characterName, onSpace, onUnitKey });
    performance.mark('diadochi:map-parsed');
    mount(layout.mapSlot, mv.el);
    w.map = mv;
    redraw();
    // A player starts zoomed onto his units and what lies around them; a spectator sees it all.
    if (s.view && s.me) mv.frame(s.view.units.filter((u) => u.power === s.me).map((u) => u.space));
    performance.mark('diadochi:map-drawn');
    // Interactive once the browser has painted the map: two animation frames later.
    return new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  });

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && s.picking) {
      s.picking = null;
      redraw();
    }
  };

  return {
    main: layout.main,
    orders: h('div', { class: 'orders-pane', onkeydown: onKey }, h('h2', {}, t('orders.title')), layout.prompt, layout.firstTurn, layout.help, layout.builder, layout.extra, layout.forms, w.warnings.el, editor.el),
    update(next) {
      if (receive(s, next)) {
        const { text, problems } = textOf(next);
        editor.setText(text, true, problems);
      }
      editor.setEnabled(expected(s));
      editor.setReady(s.me !== null && next.ready.includes(s.me));
      redraw();
    },
    showPast(p) {
      s.past = p;
      redraw();
    },
    sheetLine(e) {
      const status = eventStatus(e);
      return h(
        'li',
        { class: `sheet-line type-${e.type}${status ? ` status-${status}` : ''}`, 'data-status': status ?? '', 'data-type': e.type },
        status ? h('span', { class: `status-badge ${status}` }, t(`results.${status}` as Key)) : null,
        // The line in the reader's language, from the event's data (`eventText`).
        h('span', {}, eventText(e, { ruleset, lang: lang() })),
        e.rule ? ruleLink(e.rule, ctx.showRule) : null,
      );
    },
    ready: mapReady,
    destroy() {
      w.map = null;
    },
  };
}
