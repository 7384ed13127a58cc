/**
 * A board for any game the client has no special page for: what the engine's view says (as
 * a readable tree), the legal decisions as buttons when the engine lists them, and a text or
 * JSON decision otherwise.
 */
import type { Speaker } from '@diadochi/kernel';
import { h, mount } from '../dom.ts';
import { t } from '../i18n.ts';
import type { Adapter } from './adapter.ts';
import { plainName } from './adapter.ts';
import { errorBox } from '../ui/form.ts';
import { toast } from '../ui/notify.ts';
import type { Board, BoardContext } from './board.ts';
import { phaseName } from './phase-names.ts';

/** `speaker`: the game's catalogs when the client has them, so its result sheets are written in the reader's language. */
export function genericAdapter(ruleset: string, speaker?: Speaker): Adapter {
  return { ruleset, powerName: plainName, phaseName, sendsEachChoice: true, createBoard: genericBoard, ...(speaker ? { speaker } : {}) };
}

/** A short label for a decision object: `{ do: 'buy', card: 12 }` → `buy · card 12`. */
export function decisionLabel(d: unknown): string {
  if (typeof d !== 'object' || d === null) return String(d);
  return Object.entries(d as Record<string, unknown>)
    .map(([k, v]) => (k === 'do' || k === 'kind' || k === 'type' ? String(v) : `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`))
    .join(' · ');
}

export function tree(x: unknown, depth = 0): HTMLElement {
  if (x === null || typeof x !== 'object') return h('span', { class: 'leaf' }, JSON.stringify(x));
  const entries = Array.isArray(x) ? x.map((v, i) => [String(i), v] as const) : Object.entries(x as Record<string, unknown>);
  if (entries.length === 0) return h('span', { class: 'leaf' }, Array.isArray(x) ? '[]' : '{}');
  return h('dl', { class: 'tree' }, entries.map(([k, v]) => h('div', {}, h('dt', {}, k), h('dd', {}, depth > 5 ? JSON.stringify(v) : tree(v, depth + 1)))));
}

/** Where a legal-decision button sends its decision: the judge (the board's context) or a local game (`quiet`: no toast). */
export interface DecisionSender {
  submit(decision: unknown, ready: boolean): Promise<unknown>;
  quiet?: boolean;
}

export function legalButtons(legal: unknown[], ctx: DecisionSender, errors: ReturnType<typeof errorBox>, label = decisionLabel): HTMLElement {
  return h(
    'div',
    { class: 'legal-buttons', role: 'group', 'aria-label': t('generic.legal') },
    legal.map((d) =>
      h(
        'button',
        {
          type: 'button',
          onclick: async () => {
            errors.clear();
            try {
              await ctx.submit(d, true);
              if (!ctx.quiet) toast(t('orders.sentReady'), 'success');
            } catch (e) {
              errors.show(e);
            }
          },
        },
        label(d),
      ),
    ),
  );
}

function genericBoard(ctx: BoardContext): Board {
  const main = h('div', { class: 'generic-board' });
  const orders = h('div', { class: 'orders-pane' });
  const errors = errorBox();
  const text = h('textarea', { rows: 5, 'aria-label': t('generic.decision') });
  const send = h('button', {
    type: 'button',
    class: 'primary',
    onclick: async () => {
      errors.clear();
      let decision: unknown = text.value;
      try {
        decision = JSON.parse(text.value);
      } catch {
        // plain text decision
      }
      try {
        await ctx.submit(decision, true);
        toast(t('orders.sentReady'), 'success');
      } catch (e) {
        errors.show(e);
      }
    },
  }, t('orders.send'));
  return {
    main,
    orders,
    update(gv) {
      mount(main, h('p', { class: 'muted' }, t('board.noMapView')), h('h2', {}, t('generic.view')), tree(gv.view.view));
      const me = gv.game.you.power;
      const expected = !!me && !!gv.view.pending?.players.includes(me);
      mount(
        orders,
        h('h2', {}, t('orders.title')),
        gv.view.pending?.prompt ? h('p', {}, gv.view.pending.prompt) : null,
        !expected ? h('p', { class: 'muted' }, t('orders.notExpected')) : gv.legal && gv.legal.length > 0 ? legalButtons(gv.legal, ctx, errors) : h('div', {}, text, send),
        errors.el,
      );
    },
    showPast(p) {
      if (p) mount(main, h('h2', {}, t('results.step', { step: p.step, phase: phaseName(p.sheet.phase) })), tree(p.before.view));
    },
    destroy() {},
  };
}
