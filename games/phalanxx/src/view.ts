/**
 * What a player may see: everything but the other players' hands (only their size and the
 * epochs on the cards' backs, phalanxx §components.8), the order of the pile and the cards
 * removed at set-up. `determinize` rebuilds a full state from a view by sampling the unknown
 * cards, for bots that must not read secrets.
 */
import type { PlayerId } from '@diadochi/kernel';
import type { Chance } from './chance.ts';
import { ALL_CARD_IDS, EPOCHS, HEROISM, backOf } from './data/cards.ts';
import { HEROISM_BOTTOM } from './data/tables.ts';
import { heroismInForce, strength } from './strength.ts';
import type { CardId, Epoch, PhalanxxState, Seat } from './types.ts';

export interface SeatView extends Omit<Seat, 'hand'> {
  /** The viewer's own hand; null for the other players. */
  hand: CardId[] | null;
  handSize: number;
  /** Epochs on the backs of the hand cards, sorted. */
  handBacks: Epoch[];
  strength: number;
}

export type EpochCount = Record<Epoch, number>;

export interface PhalanxxView extends Omit<PhalanxxState, 'seats' | 'deck' | 'removed' | 'peek'> {
  viewer: PlayerId | null;
  seats: SeatView[];
  deckSize: number;
  /** Cards left in the pile by the epoch on their backs (the pile is stacked X, XX, XXX). */
  deckBacks: EpochCount;
  /** Cards removed unseen at set-up, by epoch. */
  removedBacks: EpochCount;
  /** The top card of the pile when the Scout has turned it up and it is still there. */
  deckTop: CardId | null;
  heroism: boolean;
}

function countBacks(cards: readonly CardId[]): EpochCount {
  const out: EpochCount = { X: 0, XX: 0, XXX: 0 };
  for (const c of cards) out[backOf(c)] += 1;
  return out;
}

export function viewOf(state: PhalanxxState, viewer: PlayerId | null): PhalanxxView {
  const { seats, deck, removed, peek, ...open } = state;
  return {
    ...structuredClone(open),
    viewer,
    seats: seats.map((s) => ({
      ...structuredClone(s),
      hand: s.id === viewer ? [...s.hand] : null,
      handSize: s.hand.length,
      handBacks: s.hand.map(backOf).sort(),
      strength: strength(s),
    })),
    deckSize: deck.length,
    deckBacks: countBacks(deck),
    removedBacks: countBacks(removed),
    deckTop: peek && deck[0] === peek.card ? peek.card : null,
    heroism: heroismInForce(state),
  };
}

/**
 * A full state consistent with a view: the unknown cards (other hands, pile, removed cards)
 * are dealt at random among the places whose card backs show their epoch; Heroism, if not yet
 * seen, lies in the bottom seven cards of the pile (phalanxx §setup.7).
 */
export function determinize(view: PhalanxxView, dice: Chance): PhalanxxState {
  const known = new Set<CardId>();
  const add = (ids: readonly CardId[]) => ids.forEach((c) => known.add(c));
  for (const s of view.seats) {
    add(s.played.map((p) => p.card));
    if (s.hand) add(s.hand);
  }
  if (view.maxx) add(view.maxx.cards);
  add(view.display.filter((c): c is CardId => c !== null));
  add(view.discarded);
  if (view.deckTop) known.add(view.deckTop);
  const pool: Record<Epoch, CardId[]> = { X: [], XX: [], XXX: [] };
  const heroismUnseen = !known.has(HEROISM);
  for (const c of ALL_CARD_IDS) if (!known.has(c) && c !== HEROISM) pool[backOf(c)].push(c);
  for (const e of EPOCHS) pool[e] = dice.shuffle(pool[e], `sample ${e}`);
  const take = (e: Epoch): CardId => {
    const c = pool[e].pop();
    if (c === undefined) throw new Error(`view inconsistent: no unknown ${e} card left to sample`);
    return c;
  };
  const seats: Seat[] = view.seats.map((s) => {
    const { hand, handSize: _size, handBacks, strength: _strength, ...rest } = s;
    return { ...structuredClone(rest), hand: hand ? [...hand] : handBacks.map(take) };
  });
  const deck: CardId[] = [];
  for (const e of EPOCHS) for (let i = 0; i < view.deckBacks[e]; i++) deck.push(i === 0 && deck.length === 0 && view.deckTop ? view.deckTop : '');
  const xxx = view.deckBacks.XXX;
  let heroismAt = -1;
  if (heroismUnseen && xxx > 0) {
    const span = Math.min(HEROISM_BOTTOM + 1, xxx - (view.deckTop && deck.length === xxx ? 1 : 0));
    if (span < 1) throw new Error('view inconsistent: no place left in the pile for the Heroism card');
    heroismAt = deck.length - dice.roll(1, span)[0]!;
    deck[heroismAt] = HEROISM;
  }
  for (let i = 0; i < deck.length; i++) if (deck[i] === '') deck[i] = take(i < view.deckBacks.X ? 'X' : i < view.deckBacks.X + view.deckBacks.XX ? 'XX' : 'XXX');
  const removed: CardId[] = [];
  for (const e of EPOCHS) for (let i = 0; i < view.removedBacks[e]; i++) removed.push(take(e));
  const { viewer: _v, seats: _s, deckSize: _d, deckBacks: _b, removedBacks: _r, deckTop, heroism: _h, ...open } = view;
  return {
    ...structuredClone(open),
    seats,
    deck,
    removed,
    peek: deckTop ? { player: view.seats[view.current]!.id, card: deckTop } : null,
  };
}
