/**
 * The PhalanXX table, drawn from the view in one redraw (as Rally the Troops boards are): the
 * display with its prices and the pile, the map, every seat's action card (personal dice on the
 * red slots, the grey slots beside them), talents, meeples, strength, played cards and hand;
 * the player's own place (rolled dice, action card, hand) in the side panel with the decisions
 * that have no place on the board, the card detail box, the game log and the final scores.
 *
 * Moves are made by clicking: a rolled die, then a lit card, region or grey slot (select.ts);
 * only places named by the engine's legal decisions are lit. Used by the online board
 * (index.ts) and the device page (pages/local-phalanxx.ts).
 */
import { resultLine } from '@diadochi/kernel';
import type { GameEvent, GameResult, Pending } from '@diadochi/kernel';
import { cardStrength, MERCHANT_PRICE, SCOUT_PRICE, scoreSheetsOf, SLOT_PRICES } from '@diadochi/phalanxx';
import type { CardId, Decision, Die, PhalanxxView } from '@diadochi/phalanxx';
import { h, mount } from '../../dom.ts';
import { mapEl } from './map.ts';
import { backEl, cardDetail, cardEl, dieEl, emptySlot, seatColour } from './pieces.ts';
import { clickOn, litFor } from './select.ts';
import type { Click, Lit, Sel } from './select.ts';
import { colon, lang } from '../../i18n.ts';
import { phalanxx } from '@diadochi/phalanxx';
import { bw, decisionText, eventText, fmt, phaseName, promptText, say, seatName, word } from './words.ts';
import './phalanxx.css';
import { decisionSender, screenSend } from '../sender.ts';

/** Steps in which the travelling dice are rolled and in the player's hands (phalanxx §roll.1–§action.1); before, they are not yet rolled. */
const ROLLED_STEPS = new Set(['action', 'take-meeple', 'rotate', 'swap-die']);

export interface PxModel {
  view: PhalanxxView;
  pending: Pending | null;
  /** The seat whose hand and place are shown (the viewer); null: a spectator. */
  me: string | null;
  /** `me` decides now, among `legal`. */
  expected: boolean;
  legal: Decision[];
  /** Visible events, oldest first. */
  log: GameEvent[];
  result: GameResult | null;
  /** Shown at the top of the panel instead of the decisions (the device page's pass screen, a bot's turn). */
  note?: HTMLElement | null;
}

export interface PxScreen {
  main: HTMLElement;
  panel: HTMLElement;
  set(model: PxModel): void;
  error(text: string): void;
}

export function phalanxxScreen(decide: (d: Decision) => Promise<void>): PxScreen {
  const main = h('div', { class: 'px-board phalanxx-board' });
  const panel = h('div', { class: 'px-panel orders-pane' });
  let model: PxModel | null = null;
  let sel: Sel | null = null;
  let detail: CardId | null = null;
  let problem = '';
  const sender = decisionSender(decide);
  const busy = () => sender.busy();
  let legalKey = '';
  let litShown = '';

  const send = screenSend<Decision>(sender, {
    view: () => model?.view,
    problem: (text) => (problem = text),
    accepted: () => {
      sel = null;
    },
    redraw: () => redraw(),
  });

  function click(c: Click): void {
    if (!model?.expected || busy()) return;
    const r = clickOn(model.view.step, model.legal, sel, c);
    if ('send' in r) void send(r.send);
    else {
      sel = r.sel;
      redraw();
    }
  }

  const info = (id: CardId) => {
    detail = id;
    redraw();
  };

  function redraw(): void {
    if (!model) return;
    const v = model.view;
    const lit = model.expected ? litFor(v.step, model.legal, sel) : litFor('over', [], null);
    const old = main.querySelector<HTMLElement>('.px-map');
    const scroll = old ? { left: old.scrollLeft, top: old.scrollTop } : null;
    mount(main, v.step === 'over' ? scoresEl(v, model.result) : null, displayEl(v, lit), mapEl(v, { lit: lit.regions, onRegion: (region) => click({ on: 'region', region }) }), seatsEl(v, lit));
    const map = main.querySelector<HTMLElement>('.px-map');
    if (map && scroll) {
      map.scrollLeft = scroll.left;
      map.scrollTop = scroll.top;
    }
    if (map) showLit(map, lit);
    mount(
      panel,
      statusEl(v),
      model.note ?? null,
      model.expected ? decisionEl(v, lit) : null,
      mineEl(v, lit, model.expected ? menusEl(v, lit) : null),
      problem ? h('p', { class: 'error', role: 'alert' }, problem) : null,
      detail ? cardDetail(detail, () => ((detail = null), redraw())) : null,
      logEl(model.log),
    );
  }

  /** On a phone the map scrolls in its box: a newly lit set of regions is brought into view once. */
  function showLit(map: HTMLElement, lit: Lit): void {
    const sig = [...lit.regions].sort().join(',');
    if (!sig || sig === litShown || map.scrollWidth <= map.clientWidth) {
      litShown = sig || litShown;
      return;
    }
    litShown = sig;
    requestAnimationFrame(() => {
      const first = map.querySelector('.px-site.lit') ?? map.querySelector(`[data-site="${[...lit.regions][0]}"]`);
      if (!first) return;
      const box = map.getBoundingClientRect();
      const r = first.getBoundingClientRect();
      if (r.left < box.left || r.right > box.right) map.scrollLeft += r.left - box.left - box.width / 2 + r.width / 2;
    });
  }

  // ------------------------------------------------------------ the display and the pile

  function displayEl(v: PhalanxxView, lit: Lit): HTMLElement {
    const me = v.seats.find((s) => s.id === model!.me);
    const merchant = me?.ability === 'merchant';
    const f = fmt();
    return h(
      'section',
      { class: 'px-display', 'data-testid': 'px-display', 'aria-label': bw('display') },
      h(
        'div',
        { class: 'px-pile' },
        h('span', { class: 'px-back big', title: `X ${v.deckBacks.X} · XX ${v.deckBacks.XX} · XXX ${v.deckBacks.XXX}` }, v.deckSize ? (v.deckBacks.X ? 'X' : v.deckBacks.XX ? 'XX' : 'XXX') : '—'),
        h('small', {}, bw('pile'), h('br'), say((b) => b.pile(v.deckSize, f))),
        v.deckTop
          ? h('div', { class: 'px-top-card' }, h('small', {}, bw('scoutTop')), cardEl(v.deckTop, { lit: lit.top, onclick: () => click({ on: 'top' }), onInfo: info, price: merchant ? MERCHANT_PRICE : SCOUT_PRICE }))
          : null,
      ),
      h(
        'ol',
        { class: 'px-slots' },
        v.display.map((c, i) =>
          h(
            'li',
            { class: 'px-slot', 'data-slot': i },
            c ? cardEl(c, { lit: lit.display.has(i), chosen: sel?.display === i, onclick: () => click({ on: 'display', slot: i }), onInfo: info }) : h('span', { class: 'px-card empty' }, bw('empty')),
            h('span', { class: 'px-slot-price' }, say((b) => b.price(merchant ? MERCHANT_PRICE : SLOT_PRICES[i]!, f))),
          ),
        ),
      ),
      v.heroism ? h('p', { class: 'px-heroism' }, bw('heroismInForce')) : null,
    );
  }

  // ------------------------------------------------------------ seats

  function actionCard(v: PhalanxxView, seat: { id: string; personal: Die[]; grey: (Die | null)[] }, lit: Lit, mine: boolean): HTMLElement {
    return h(
      'div',
      { class: 'px-action-card', 'aria-label': `${bw('personal')} · ${bw('grey')}` },
      seat.personal.map((d, i) => {
        const key = `${seat.id}:${i}`;
        const swap = !mine && lit.personal.has(key);
        const grey = seat.grey[i] ?? null;
        const greyLit = mine && lit.grey.has(i);
        const greyAttrs = { 'data-grey': i, class: `px-die grey${greyLit ? ' lit' : ''}${mine && sel?.slot === i ? ' chosen' : ''}`, ...(greyLit ? { onclick: () => click({ on: 'grey', slot: i }) } : {}) };
        return h(
          'div',
          { class: 'px-column' },
          dieEl(d, { class: `px-die personal die-${d.colour}${swap ? ' lit' : ''}`, 'data-personal': i, ...(swap ? { onclick: () => click({ on: 'personal', owner: seat.id, slot: i }) } : {}) }),
          grey ? dieEl(grey, greyAttrs) : emptySlot(greyAttrs),
        );
      }),
    );
  }

  function seatsEl(v: PhalanxxView, lit: Lit): HTMLElement {
    const f = fmt();
    const current = v.seats[v.current]?.id;
    const seats = v.seats.map((s) => {
      const c = seatColour(s.id);
      const ids = s.played.map((p) => p.card);
      const isCurrent = s.id === current && v.step !== 'over';
      return h(
        'div',
        { class: `px-seat${s.id === model!.me ? ' mine' : ''}${isCurrent ? ' current' : ''}`, 'data-seat': s.id, style: `--seat:${c.fill}` },
        h(
          'h3',
          {},
          h('span', { class: 'px-badge', style: `background:${c.fill};color:${c.ink}` }, seatName(s.id)),
          s.ability ? h('small', { class: 'px-ability' }, word(`ability.${s.ability}`)) : null,
          isCurrent ? h('small', { class: 'px-now' }, '◀ ', phaseName(v.step)) : null,
        ),
        h('p', { class: 'px-facts' }, h('span', { class: 'px-fact strength', title: bw('score.strength') }, say((b) => b.strength(s.strength))), ' · ', say((b) => b.talents(s.talents, f)), ' · ', say((b) => b.reserve(s.reserve, f))),
        h('div', { class: 'px-seat-dice' }, actionCard(v, s, lit, false), isCurrent && ROLLED_STEPS.has(v.step) && v.rolled.some(Boolean) ? h('div', { class: 'px-tray' }, h('small', {}, bw('rolled')), v.rolled.map((d) => (d ? dieEl(d) : null))) : null),
        h(
          'div',
          { class: 'px-played', 'aria-label': bw('played') },
          s.played.map((p) => cardEl(p.card, { small: true, turned: p.turned, now: cardStrength(p.card, ids), lit: s.id === model!.me && lit.played.has(p.card), onclick: () => click({ on: 'played', card: p.card }), onInfo: info })),
        ),
        s.id === model!.me ? null : h('div', { class: 'px-hand-backs', title: say((b) => b.hand(s.handSize, f)) }, s.handBacks.map(backEl), h('small', {}, say((b) => b.hand(s.handSize, f)))),
      );
    });
    const maxx = v.maxx
      ? h(
          'div',
          { class: 'px-seat', 'data-seat': 'maxximilian', style: `--seat:${seatColour('maxximilian').fill}` },
          h('h3', {}, h('span', { class: 'px-badge', style: `background:${seatColour('maxximilian').fill};color:#fff` }, seatName('maxximilian'))),
          h('div', { class: 'px-seat-dice' }, actionCard(v, { id: 'maxximilian', personal: v.maxx.personal, grey: [null, null, null] }, lit, false)),
          h('div', { class: 'px-played' }, v.maxx.cards.map((id) => cardEl(id, { small: true, now: cardStrength(id, v.maxx!.cards), onInfo: info }))),
        )
      : null;
    return h('section', { class: 'px-seats', 'data-testid': 'px-seats' }, seats, maxx);
  }

  // ------------------------------------------------------------ the panel

  function statusEl(v: PhalanxxView): HTMLElement {
    const cur = v.seats[v.current]?.id ?? '';
    const text = v.step === 'over' ? bw('over') : model!.expected ? say((b) => b.youPlay(cur)) : say((b) => b.turnOf(cur));
    return h('div', { class: 'px-status', 'data-testid': 'px-status' }, h('h2', {}, text), v.step !== 'over' ? h('p', { class: 'muted' }, phaseName(v.step)) : null);
  }

  function hint(v: PhalanxxView): string {
    switch (v.step) {
      case 'action':
        if (sel?.card !== undefined || sel?.region !== undefined) return bw('pickSlot');
        return sel?.die !== undefined ? bw('pickTarget') : bw('pickDie');
      case 'buy':
        return bw('pickCard');
      case 'swap-card':
        return sel?.hand !== undefined ? bw('pickDisplay') : bw('pickHand');
      case 'take-meeple':
        return bw('pickRegion');
      case 'rotate':
        return bw('pickPlayed');
      case 'swap-die':
        return bw('pickDieToSwap');
      default:
        return '';
    }
  }

  const button = (v: PhalanxxView, d: Decision, cls = '') => h('button', { type: 'button', class: `px-choice ${cls}`, 'data-do': d.do, disabled: busy(), onclick: () => void send(d) }, decisionText(v, d));

  /** What is asked, what to click, and the decisions with no place on the board (pass, scout, keep). */
  function decisionEl(v: PhalanxxView, lit: Lit): HTMLElement {
    return h(
      'section',
      { class: 'px-decide', 'data-testid': 'px-decide' },
      h('p', { class: 'px-prompt', 'data-testid': 'px-prompt' }, promptText(model!.pending) ?? ''),
      h('p', { class: 'px-hint', 'data-testid': 'px-hint' }, hint(v)),
      lit.others.length ? h('div', { class: 'px-menu px-others', 'data-testid': 'px-others' }, lit.others.map((d) => button(v, d, d.do === 'pass' || d.do === 'keep' ? 'quiet' : ''))) : null,
    );
  }

  /** The choices of the selection, under the dice: income or push at the chosen grey slot, the values the chosen die may be set to. */
  function menusEl(v: PhalanxxView, lit: Lit): HTMLElement | null {
    const setDie = lit.menu.filter((d) => d.do === 'fix-die' || d.do === 'forge');
    const atSlot = lit.menu.filter((d) => d.do === 'income' || d.do === 'push');
    const me = v.seats[v.current];
    if (!setDie.length && !atSlot.length && !sel) return null;
    return h(
      'div',
      { class: 'px-menus' },
      atSlot.length
        ? h(
            'div',
            { class: 'px-menu', 'data-testid': 'px-slot-menu' },
            atSlot.map((d) => {
              if (d.do !== 'push' || !me) return button(v, d, 'primary');
              const k = (v.rolled[d.die]?.value ?? 0) - (me.personal[d.slot]?.value ?? 0);
              return h('button', { type: 'button', class: 'px-choice', 'data-do': d.do, disabled: busy(), onclick: () => void send(d) }, decisionText(v, d), ' (', say((b, f) => b.pushFor(k, f)), ')');
            }),
          )
        : null,
      setDie.length ? setDieEl(v, setDie) : null,
      sel ? h('button', { type: 'button', class: 'px-cancel link', onclick: () => ((sel = null), redraw()) }, bw('cancel')) : null,
    );
  }

  /** Setting the chosen die: six small dice per way (a meeple, the Blacksmith), only the legal values. */
  function setDieEl(v: PhalanxxView, list: Decision[]): HTMLElement {
    const rows = (['fix-die', 'forge'] as const).map((kind) => {
      const ds = list.filter((d): d is Extract<Decision, { do: typeof kind }> => d.do === kind);
      if (!ds.length) return null;
      const colour = v.rolled[ds[0]!.die]?.colour ?? 'white';
      return h(
        'div',
        { class: 'px-set-row', 'data-do': kind },
        h('small', {}, bw('setDie'), ' (', kind === 'fix-die' ? bw('setByMeeple') : bw('setByForge'), ')'),
        ds.map((d) => dieEl({ colour, value: d.value }, { 'data-set': d.value, title: decisionText(v, d), onclick: () => void send(d) })),
      );
    });
    return h('div', { class: 'px-set-die', 'data-testid': 'px-set-die' }, rows);
  }

  /** The viewer's place: the rolled dice when he plays, his action card and his hand. */
  function mineEl(v: PhalanxxView, lit: Lit, menus: HTMLElement | null): HTMLElement | null {
    const me = v.seats.find((s) => s.id === model!.me);
    if (!me) return null;
    const c = seatColour(me.id);
    const f = fmt();
    const playing = model!.expected && v.step === 'action';
    return h(
      'section',
      { class: 'px-mine', 'data-testid': 'px-mine', style: `--seat:${c.fill}` },
      playing
        ? h(
            'div',
            { class: 'px-tray mine', 'aria-label': bw('rolled') },
            h('small', {}, bw('rolled')),
            v.rolled.map((d, i) =>
              d
                ? dieEl(d, { 'data-die': i, class: `px-die die-${d.colour}${lit.dice.has(i) ? ' lit' : ''}${sel?.die === i ? ' chosen' : ''}`, 'aria-pressed': sel?.die === i, onclick: () => click({ on: 'die', die: i }) })
                : emptySlot({ class: 'px-die empty used' }),
            ),
          )
        : null,
      h('div', { class: 'px-mine-card' }, h('span', { class: 'px-badge', style: `background:${c.fill};color:${c.ink}` }, seatName(me.id)), actionCard(v, me, lit, true), h('small', { class: 'muted' }, say((b) => b.talents(me.talents, f)), ' · ', say((b) => b.reserve(me.reserve, f)), ' · ', say((b) => b.strength(me.strength)))),
      menus,
      h('h3', {}, bw('yourHand')),
      h('div', { class: 'px-hand', 'data-testid': 'px-hand' }, (me.hand ?? []).map((id) => cardEl(id, { lit: lit.hand.has(id), chosen: sel?.card === id || sel?.hand === id, onclick: () => click({ on: 'hand', card: id }), onInfo: info })), (me.hand ?? []).length ? null : h('p', { class: 'muted' }, '—')),
    );
  }

  function logEl(log: GameEvent[]): HTMLElement {
    const lines = log.slice(-80).reverse();
    return h('section', { class: 'px-log', 'data-testid': 'px-log' }, h('h3', {}, bw('log')), h('ol', { reversed: true, start: log.length }, lines.map((e) => h('li', { class: `ev-${e.type}` }, eventText(e)))));
  }

  return {
    main,
    panel,
    set(m) {
      const k = JSON.stringify([m.expected, m.legal, m.view.step]);
      if (k !== legalKey) {
        legalKey = k;
        sel = null;
        problem = '';
      }
      if (m.view !== model?.view) sender.fresh();
      model = m;
      redraw();
    },
    error(text) {
      problem = text;
      redraw();
    },
  };
}

/** The final table (phalanxx §scoring.1–§scoring.7), ranked as the result ranks (ties by personal dice, §tiebreak.1). */
function scoresEl(v: PhalanxxView, result: GameResult | null): HTMLElement {
  const sheets = scoreSheetsOf(v);
  const order = result?.ranking?.flat() ?? [...sheets].sort((a, b) => b.total - a.total).map((s) => s.player);
  const rows = order.map((id) => sheets.find((s) => s.player === id)).filter((s): s is NonNullable<typeof s> => !!s);
  const items = ['strength', 'groupings', 'turned', 'meeples', 'places', 'talents', 'camouflage', 'total'] as const;
  const winners = new Set(result?.winners ?? []);
  return h(
    'section',
    { class: 'px-scores', 'data-testid': 'px-scores' },
    h('h2', {}, bw('scores')),
    result ? h('p', { class: 'result', 'data-testid': 'px-result' }, resultLine(phalanxx, result, lang())) : null,
    h(
      'div',
      { class: 'px-scores-wrap' },
      h(
        'table',
        {},
        h('thead', {}, h('tr', {}, h('th', {}, bw('score.seat')), items.map((k) => h('th', {}, bw(`score.${k}`))))),
        h(
          'tbody',
          {},
          rows.map((s, i) =>
            h('tr', { class: winners.has(s.player) ? 'winner' : '', 'data-seat': s.player }, h('th', {}, `${i + 1}. ${seatName(s.player)}`, winners.has(s.player) ? ` ★ ${bw('winner')}` : ''), items.map((k) => h('td', {}, String(s[k]))))),
        ),
      ),
    ),
    v.maxx && result?.scores?.maxximilian !== undefined ? h('p', {}, `${colon(seatName('maxximilian'))} ${result.scores.maxximilian}`) : null,
  );
}
