/**
 * PhalanXX (`phalanxx`): the table as the engine's view shows it — the display of five
 * cards with their prices, each seat's hand, played cards, personal and grey dice slots,
 * talents, meeples and strength (the strength track), the regions with holders and meeples,
 * the rolled dice — and the decisions the engine lists (`legal`), grouped by kind. No move is
 * invented here: every button is one of the engine's legal decisions. Every word of the game —
 * card, region and seat names, decision labels, the prompt, the result-sheet lines — comes from
 * PhalanXX's catalogs in the interface language (issue 14).
 */
import { eventLine, nameLine, promptLine } from '@diadochi/kernel';
import type { Pending } from '@diadochi/kernel';
import { decisionLine, phalanxx } from '@diadochi/phalanxx';
import type { Decision, PhalanxxView } from '@diadochi/phalanxx';
import { h, mount } from '../dom.ts';
import { lang, t } from '../i18n.ts';
import type { Adapter } from './adapter.ts';
import { colourOf } from '../palette.ts';
import type { PowerColour } from '../palette.ts';
import { errorBox } from '../ui/form.ts';
import { ruleLink } from '../ui/results.ts';
import type { Board, BoardContext } from './board.ts';
import { legalButtons } from './generic.ts';
import type { DecisionSender } from './generic.ts';

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
  side?: string;
  deckSize?: number;
  turn?: number;
}

const DIE_FILL: Record<string, string> = { white: '#ffffff', orange: '#E69F00', violet: '#CC79A7' };

/** A name from PhalanXX's catalog in the interface language: `card.X01`, `seat.red`, `phase.buy`… */
const word = (key: string, fallback?: string) => nameLine(phalanxx, key, lang(), fallback);
/** A seat's name in the interface language (`red` → Rouge). */
export const seatName = (id: string) => word(`seat.${id}`, id);
const cardName = (id: string) => word(`card.${id}`, id);

/** The line of a recorded event (an old save's English text as it was). */
export function phalanxxLine(e: Parameters<typeof eventLine>[1]): string {
  return eventLine(phalanxx, e, lang());
}

/** What is being asked now, in the interface language. */
export function phalanxxPrompt(pending: Pending | null | undefined): string | undefined {
  return pending ? promptLine(phalanxx, pending, lang()) : undefined;
}

function die(d: DieLike | null, label?: string): HTMLElement {
  if (!d) return h('span', { class: 'die empty', title: label ?? '' }, '·');
  return h('span', { class: `die die-${d.colour}`, style: `background:${DIE_FILL[d.colour] ?? '#ddd'}`, title: `${word(`colour.${d.colour}`, d.colour)} ${d.value}` }, String(d.value));
}

export const phalanxxAdapter: Adapter = {
  ruleset: 'phalanxx',
  powerName: seatName,
  phaseName: (phase) => word(`phase.${phase}`, phase),
  newGameOptions() {
    const players = h('select', { name: 'players' }, [1, 2, 3, 4].map((n) => h('option', { value: n, selected: n === 4 }, String(n))));
    const expert = h('input', { type: 'checkbox', name: 'expert' });
    return {
      el: h('div', {}, h('div', { class: 'field' }, h('label', {}, t('new.players'), ' ', players)), h('div', { class: 'field' }, h('label', {}, expert, ' ', word('option.expert')))),
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
    h('section', { class: 'px-display' }, h('h3', {}, t('phalanxx.display'), v.deckSize !== undefined ? h('small', { class: 'muted' }, ` (${v.deckSize})`) : null), h('ol', { class: 'cards' }, (v.display ?? []).map((c, i) => h('li', { class: 'card-slot', 'data-card': c ?? '' }, h('span', { class: 'price' }, `${5 - i}`), c ? cardName(c) : '—')))),
    h('section', { class: 'px-rolled' }, h('h3', {}, t('phalanxx.dice')), (v.rolled ?? []).map((d) => die(d))),
    h(
      'section',
      { class: 'px-seats' },
      (v.seats ?? []).map((s) => {
        const c = colourOf(colours, s.id);
        return h(
          'div',
          { class: `px-seat${s.id === me ? ' mine' : ''}`, 'data-seat': s.id, style: `border-color:${c.fill}` },
          h('h3', {}, h('span', { class: 'swatch', style: `background:${c.fill};color:${c.ink}` }, seatName(s.id).charAt(0)), seatName(s.id)),
          h('div', { class: 'px-dice' }, (s.personal ?? []).map((d, i) => h('span', { class: 'slot' }, die(d), die(s.grey?.[i] ?? null)))),
          h('p', {}, `${s.talents ?? 0} ${word('unit.talents')} · ${s.reserve ?? 0} ${word('unit.meeples')}`),
          h('div', { class: 'strength-track', title: t('phalanxx.strength') }, h('span', { class: 'bar', style: `width:${Math.round(((s.strength ?? 0) / strongest) * 100)}%;background:${c.fill}` }), h('span', { class: 'value' }, `${t('phalanxx.strength')} ${s.strength ?? 0}`)),
          h('p', {}, `${t('phalanxx.hand')}: `, s.hand ? s.hand.map(cardName).join(', ') || '—' : `${s.handSize ?? 0}`),
          h('p', { class: 'muted' }, (s.played ?? []).map((p) => `${cardName(p.card)}${p.turned ? ' ⟳' : ''}`).join(', ')),
        );
      }),
    ),
    h('section', { class: 'px-regions' }, h('h3', {}, t('phalanxx.regions')), h('ul', {}, Object.entries(v.regions ?? {}).map(([id, r]) => h('li', { 'data-region': id }, `${v.side ? word(`region.${v.side}.${id}`, id) : id}: ${r.owner ? seatName(r.owner) : '—'} (${r.meeples})`)))),
  );
}

/** The engine's legal decisions as buttons grouped by kind; `send` takes the chosen one. Shared by online and local games. */
export function renderPhalanxxDecisions(orders: HTMLElement, o: { prompt?: string; view?: unknown; expected: boolean; legal: unknown[]; send: DecisionSender; errors: ReturnType<typeof errorBox> }): void {
  const label = (d: unknown) => (o.view ? decisionLine(o.view as PhalanxxView, d as Decision, lang()) : JSON.stringify(d));
  const groups = new Map<string, unknown[]>();
  for (const d of o.legal) {
    const k = String((d as { do?: string }).do ?? '?');
    groups.set(k, [...(groups.get(k) ?? []), d]);
  }
  mount(
    orders,
    h('h2', {}, t('phalanxx.choose')),
    o.prompt ? h('p', {}, o.prompt) : null,
    !o.expected ? h('p', { class: 'muted' }, t('orders.notExpected')) : [...groups].map(([k, list]) => h('div', {}, h('h3', {}, word(`verb.${k}`, k)), legalButtons(list, o.send, o.errors, label))),
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
      const prompt = phalanxxPrompt(gv.view.pending);
      renderPhalanxxDecisions(orders, { ...(prompt ? { prompt } : {}), view: gv.view.view, expected, legal: gv.legal ?? [], send: ctx, errors });
    },
    showPast(p) {
      if (p) renderPhalanxxTable(main, p.before.view as PhalanxxViewLike, null, ctx.colours);
    },
    sheetLine(e) {
      return h('li', { class: `sheet-line type-${e.type}` }, h('span', {}, phalanxxLine(e)), e.rule ? ruleLink(e.rule, ctx.showRule) : null);
    },
    destroy() {},
  };
}
