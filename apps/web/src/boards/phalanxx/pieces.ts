/**
 * The pieces of the PhalanXX table as elements: a die with its pips, a card face (name, epoch,
 * colour, strength, conditions, symbol or ability; the full text on hover and in the detail
 * box), a card back (its epoch), and the seat colours.
 */
import { card as cardData, HEROISM } from '@diadochi/phalanxx';
import type { CardId, Die, Epoch } from '@diadochi/phalanxx';
import { h, s } from '../../dom.ts';
import { colon } from '../../i18n.ts';
import { bw, cardLines, fmt, say, word } from './words.ts';

/**
 * Seat colours as the seats are named (red, blue, green, yellow: phalanxx §setup.15), from the
 * Okabe–Ito palette so that they stay apart with colour-vision deficiencies; MaXXimilian grey.
 */
export const SEAT_COLOURS: Record<string, { fill: string; ink: string }> = {
  red: { fill: '#D55E00', ink: '#ffffff' },
  blue: { fill: '#0072B2', ink: '#ffffff' },
  green: { fill: '#009E73', ink: '#ffffff' },
  yellow: { fill: '#F0E442', ink: '#000000' },
  maxximilian: { fill: '#6b6b6b', ink: '#ffffff' },
};
export const seatColour = (id: string | null | undefined) => (id && SEAT_COLOURS[id]) || { fill: '#8c8c8c', ink: '#ffffff' };

const DIE_FILL: Record<string, string> = { white: '#ffffff', orange: '#E69F00', violet: '#CC79A7' };
const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

/** A die drawn with its pips, in its colour; `attrs` carries data-*, classes and the click. */
export function dieEl(d: Die, attrs: Record<string, string | number | boolean | null | undefined | ((e: never) => void)> = {}): HTMLElement {
  const label = say((b) => b.die(d.colour, d.value));
  const svg = s(
    'svg',
    { viewBox: '-12 -12 24 24', class: 'px-die-svg', 'aria-hidden': 'true' },
    s('rect', { x: -11, y: -11, width: 22, height: 22, rx: 4, fill: DIE_FILL[d.colour] ?? '#ddd', stroke: '#222', 'stroke-width': 1.2 }),
    (PIPS[d.value] ?? []).map(([x, y]) => s('circle', { cx: x * 5.5, cy: y * 5.5, r: 2.1, fill: d.colour === 'white' ? '#222' : '#1a1a1a' })),
  );
  const clickable = typeof attrs.onclick === 'function';
  return h(clickable ? 'button' : 'span', { type: clickable ? 'button' : null, class: `px-die die-${d.colour}`, title: label, 'aria-label': label, 'data-value': d.value, 'data-colour': d.colour, ...attrs }, svg);
}

/** An empty slot (personal or grey). */
export function emptySlot(attrs: Record<string, string | number | boolean | null | undefined | ((e: never) => void)> = {}): HTMLElement {
  const clickable = typeof attrs.onclick === 'function';
  return h(clickable ? 'button' : 'span', { type: clickable ? 'button' : null, class: 'px-die empty', ...attrs });
}

const SYMBOL_GLYPH: Record<string, string> = { archer: '➶', cavalry: '♞', infantry: '⚔' };

export interface CardOpts {
  small?: boolean;
  lit?: boolean;
  chosen?: boolean;
  turned?: boolean;
  /** Strength now, for a played card whose strength grows. */
  now?: number;
  price?: number;
  onclick?: () => void;
  onInfo: (id: CardId) => void;
}

/** A card face. A click acts when the card is lit, else it opens the card's details. */
export function cardEl(id: CardId, o: CardOpts): HTMLElement {
  const { title, lines } = cardLines(id);
  const full = `${title}\n${lines.join('\n')}`;
  const act = o.lit && o.onclick ? o.onclick : () => o.onInfo(id);
  const info = h('span', { class: 'px-info', role: 'button', tabindex: 0, 'aria-label': `${colon(bw('details'))} ${title}`, onclick: (e: Event) => (e.stopPropagation(), o.onInfo(id)) }, 'i');
  if (id === HEROISM) {
    return h(
      'div',
      { class: `px-card colour-heroism${o.small ? ' small' : ''}`, 'data-card': id, title: full, role: 'button', tabindex: 0, onclick: act },
      h('div', { class: 'px-card-head' }, h('span', { class: 'px-epoch' }, 'XXX'), info),
      h('strong', { class: 'px-card-name' }, title),
      o.small ? null : h('p', { class: 'px-card-text' }, lines[0]),
    );
  }
  const c = cardData(id);
  const f = fmt();
  const grows = c.strength.kind === 'grows' ? c.strength : null;
  const strength = c.strength.kind === 'fixed' ? String(c.strength.value) : o.now !== undefined ? String(o.now) : c.strength.table.filter((v, i) => v > 0 || i === 0).join('/');
  return h(
    'div',
    {
      class: `px-card colour-${c.colour}${o.small ? ' small' : ''}${o.lit ? ' lit' : ''}${o.chosen ? ' chosen' : ''}${o.turned ? ' turned' : ''}`,
      'data-card': id,
      'data-strength': c.strength.kind === 'fixed' ? c.strength.value : (o.now ?? ''),
      title: full,
      role: 'button',
      tabindex: 0,
      onclick: act,
      onkeydown: (e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          act();
        }
      },
    },
    h('div', { class: 'px-card-head' }, h('span', { class: 'px-epoch', title: `${bw('epoch')} ${c.epoch}` }, c.epoch), h('span', { class: 'px-colour' }, word(`cardColour.${c.colour}`)), info),
    h('strong', { class: 'px-card-name' }, title),
    o.small
      ? null
      : h(
          'ul',
          { class: 'px-conds', 'aria-label': bw('conditions') },
          c.conditions.length ? c.conditions.map((k) => h('li', {}, say((b) => b.condition(k, f)))) : h('li', { class: 'muted' }, bw('noConditions')),
        ),
    !o.small && c.ability ? h('p', { class: 'px-card-text' }, say((b) => b.ability[c.ability!])) : null,
    !o.small && grows ? h('p', { class: 'px-card-text' }, say((b) => b.grows(grows, f))) : null,
    h(
      'div',
      { class: 'px-card-foot' },
      h('span', { class: 'px-strength', title: say((b) => b.strength(o.now ?? (c.strength.kind === 'fixed' ? c.strength.value : 0))) }, strength),
      c.symbol ? h('span', { class: `px-symbol sym-${c.symbol}`, title: word(`symbol.${c.symbol}`) }, SYMBOL_GLYPH[c.symbol] ?? '', ' ', word(`symbol.${c.symbol}`)) : null,
      o.price !== undefined ? h('span', { class: 'px-price', title: say((b) => b.price(o.price!, f)) }, say((b) => b.price(o.price!, f))) : null,
    ),
  );
}

/** A card back: its epoch, as others see a hand (phalanxx §components.8). */
export function backEl(epoch: Epoch): HTMLElement {
  return h('span', { class: 'px-back', title: `${bw('epoch')} ${epoch}` }, epoch);
}

/** The detail box of a card: its full text, for a tap on a phone as for a click. */
export function cardDetail(id: CardId, close: () => void): HTMLElement {
  const { title, lines } = cardLines(id);
  return h(
    'div',
    { class: 'px-detail', role: 'dialog', 'aria-label': title, 'data-testid': 'px-detail' },
    h('div', { class: 'px-detail-head' }, h('strong', {}, title), h('button', { type: 'button', class: 'px-close', onclick: close }, bw('close'))),
    lines.map((l) => h('p', {}, l)),
  );
}
