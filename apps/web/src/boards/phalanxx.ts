/**
 * PhalanXX (`phalanxx`): the table as the engine's view shows it — the display of five
 * cards with their prices, each seat's hand, played cards, personal and grey dice slots,
 * talents, meeples and strength (the strength track), the regions with holders and meeples,
 * the rolled dice — and the decisions the engine lists (`legal`), grouped by kind. No move is
 * invented here: every button is one of the engine's legal decisions.
 */
import { h, mount } from '../dom.ts';
import { t } from '../i18n.ts';
import type { Adapter } from './adapter.ts';
import { plainName } from './adapter.ts';
import { colourOf } from '../palette.ts';
import type { PowerColour } from '../palette.ts';
import { errorBox } from '../ui/form.ts';
import type { Board, BoardContext } from './board.ts';
import { decisionLabel, legalButtons } from './generic.ts';
import type { DecisionSender } from './generic.ts';
import { phaseName } from './phase-names.ts';

interface DieLike {
  colour: string;
  value: number;
}

interface SeatLike {
  id: string;
  hand: string[] | null;
  handSize?: number;
  played?: { card: string; turned: boolean }[];
  personal?: DieLike[];
  grey?: (DieLike | null)[];
  talents?: number;
  reserve?: number;
  strength?: number;
}

export interface PhalanxxViewLike {
  seats?: SeatLike[];
  display?: (string | null)[];
  regions?: Record<string, { owner: string | null; meeples: number }>;
  rolled?: (DieLike | null)[];
  step?: string;
  deckSize?: number;
  turn?: number;
}

const DIE_FILL: Record<string, string> = { white: '#ffffff', orange: '#E69F00', violet: '#CC79A7' };

function die(d: DieLike | null, label?: string): HTMLElement {
  if (!d) return h('span', { class: 'die empty', title: label ?? '' }, '·');
  return h('span', { class: `die die-${d.colour}`, style: `background:${DIE_FILL[d.colour] ?? '#ddd'}`, title: `${d.colour} ${d.value}` }, String(d.value));
}

export const phalanxxAdapter: Adapter = {
  ruleset: 'phalanxx',
  powerName: plainName,
  phaseName,
  newGameOptions() {
    const players = h('select', { name: 'players' }, [1, 2, 3, 4].map((n) => h('option', { value: n, selected: n === 4 }, String(n))));
    const expert = h('input', { type: 'checkbox', name: 'expert' });
    return {
      el: h('div', {}, h('div', { class: 'field' }, h('label', {}, t('new.players'), ' ', players)), h('div', { class: 'field' }, h('label', {}, expert, ' expert'))),
      value: () => ({ options: { players: Number(players.value), expert: expert.checked }, players: Number(players.value) }),
    };
  },
  createBoard: phalanxxBoard,
};

/** The table as one viewer sees it (`me`: his seat, highlighted; null: a spectator). Shared by online and local games. */
export function renderPhalanxxTable(main: HTMLElement, v: PhalanxxViewLike, me: string | null, colours: Map<string, PowerColour>): void {
  const strongest = Math.max(1, ...(v.seats ?? []).map((s) => s.strength ?? 0));
  mount(
    main,
    h('section', { class: 'px-display' }, h('h3', {}, t('phalanxx.display'), v.deckSize !== undefined ? h('small', { class: 'muted' }, ` (${v.deckSize})`) : null), h('ol', { class: 'cards' }, (v.display ?? []).map((c, i) => h('li', { class: 'card-slot' }, h('span', { class: 'price' }, `${5 - i}`), c ?? '—')))),
    h('section', { class: 'px-rolled' }, h('h3', {}, t('phalanxx.dice')), (v.rolled ?? []).map((d) => die(d))),
    h(
      'section',
      { class: 'px-seats' },
      (v.seats ?? []).map((s) => {
        const c = colourOf(colours, s.id);
        return h(
          'div',
          { class: `px-seat${s.id === me ? ' mine' : ''}`, 'data-seat': s.id, style: `border-color:${c.fill}` },
          h('h3', {}, h('span', { class: 'swatch', style: `background:${c.fill};color:${c.ink}` }, s.id.charAt(0)), s.id),
          h('div', { class: 'px-dice' }, (s.personal ?? []).map((d, i) => h('span', { class: 'slot' }, die(d), die(s.grey?.[i] ?? null)))),
          h('p', {}, `${s.talents ?? 0} talents · ${s.reserve ?? 0} meeples`),
          h('div', { class: 'strength-track', title: t('phalanxx.strength') }, h('span', { class: 'bar', style: `width:${Math.round(((s.strength ?? 0) / strongest) * 100)}%;background:${c.fill}` }), h('span', { class: 'value' }, `${t('phalanxx.strength')} ${s.strength ?? 0}`)),
          h('p', {}, `${t('phalanxx.hand')}: `, s.hand ? s.hand.join(', ') || '—' : `${s.handSize ?? 0}`),
          h('p', { class: 'muted' }, (s.played ?? []).map((p) => `${p.card}${p.turned ? ' ⟳' : ''}`).join(', ')),
        );
      }),
    ),
    h('section', { class: 'px-regions' }, h('h3', {}, t('phalanxx.regions')), h('ul', {}, Object.entries(v.regions ?? {}).map(([id, r]) => h('li', { 'data-region': id }, `${id}: ${r.owner ?? '—'} (${r.meeples})`)))),
  );
}

/** The engine's legal decisions as buttons grouped by kind; `send` takes the chosen one. Shared by online and local games. */
export function renderPhalanxxDecisions(orders: HTMLElement, o: { prompt?: string; expected: boolean; legal: unknown[]; send: DecisionSender; errors: ReturnType<typeof errorBox> }): void {
  const groups = new Map<string, unknown[]>();
  for (const d of o.legal) {
    const k = String((d as { do?: string }).do ?? '?');
    groups.set(k, [...(groups.get(k) ?? []), d]);
  }
  mount(
    orders,
    h('h2', {}, t('phalanxx.choose')),
    o.prompt ? h('p', {}, o.prompt) : null,
    !o.expected ? h('p', { class: 'muted' }, t('orders.notExpected')) : [...groups].map(([k, list]) => h('div', {}, h('h3', {}, k), legalButtons(list, o.send, o.errors, decisionLabel))),
    o.errors.el,
  );
}

function phalanxxBoard(ctx: BoardContext): Board {
  const main = h('div', { class: 'phalanxx-board' });
  const orders = h('div', { class: 'orders-pane' });
  const errors = errorBox();
  return {
    main,
    orders,
    update(gv) {
      const me = gv.game.you.power;
      renderPhalanxxTable(main, gv.view.view as PhalanxxViewLike, me, ctx.colours);
      const expected = !!me && !!gv.view.pending?.players.includes(me);
      renderPhalanxxDecisions(orders, { prompt: gv.view.pending?.prompt, expected, legal: gv.legal ?? [], send: ctx, errors });
    },
    showPast(p) {
      if (p) renderPhalanxxTable(main, p.before.view as PhalanxxViewLike, null, ctx.colours);
    },
    destroy() {},
  };
}
