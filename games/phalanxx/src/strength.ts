/** Strength of cards and players: current strength (the track) and the Heroism value. */
import { card } from './data/cards.ts';
import { CONFLICT_COST } from './data/tables.ts';
import type { CardAbility, CardId, Counted, Neutral, PhalanxxState, Owner, Seat } from './types.ts';
import { MAXX } from './types.ts';

/** How many of the counted things (a symbol or a colour) a set of played cards shows. */
export function countOf(cards: readonly CardId[], what: Counted): number {
  let n = 0;
  for (const id of cards) {
    const c = card(id);
    if (what === 'army' || what === 'leader' || what === 'equipment' ? c.colour === what : c.symbol === what) n += 1;
  }
  return n;
}

/**
 * Strength of one card among the cards played with it. Leaders, Horses, Fortress and
 * Military music grow with the cards played later (phalanxx §leaders.8, §equipment.9): their
 * strength is recomputed from the whole set every time, never stored.
 */
export function cardStrength(id: CardId, cards: readonly CardId[]): number {
  const rule = card(id).strength;
  if (rule.kind === 'fixed') return rule.value;
  const n = countOf(cards, rule.counts);
  return rule.table[Math.min(n, rule.table.length - 1)]!;
}

export function cardsStrength(cards: readonly CardId[]): number {
  let s = 0;
  for (const id of cards) s += cardStrength(id, cards);
  return s;
}

export function playedIds(seat: Seat): CardId[] {
  return seat.played.map((p) => p.card);
}

export function turnedCount(seat: Seat): number {
  let n = 0;
  for (const p of seat.played) if (p.turned) n += 1;
  return n;
}

/**
 * Current strength, the strength track (phalanxx §components.10, §card-play.3): the cards'
 * strength, plus the Legend bonus, less 3 per conflict (phalanxx §conflict.3).
 */
export function strength(seat: Seat): number {
  return cardsStrength(playedIds(seat)) + seat.legendBonus - CONFLICT_COST * turnedCount(seat);
}

export function neutralStrength(maxx: Neutral): number {
  return cardsStrength(maxx.cards);
}

/** Heroism value: Leader and Equipment cards less the turned cards (phalanxx §heroism.3). */
export function heroismValue(seat: Seat): number {
  const ids = playedIds(seat);
  return countOf(ids, 'leader') + countOf(ids, 'equipment') - turnedCount(seat);
}

export function neutralHeroismValue(maxx: Neutral): number {
  return countOf(maxx.cards, 'leader') + countOf(maxx.cards, 'equipment');
}

export function hasAbility(seat: Seat, ability: CardAbility): boolean {
  return seat.played.some((p) => card(p.card).ability === ability);
}

export function seatOf(state: PhalanxxState, id: Owner): Seat | undefined {
  return state.seats.find((s) => s.id === id);
}

/** Heroism is in force while its card lies on the display (phalanxx §heroism.3, §heroism.5). */
export function heroismInForce(state: PhalanxxState): boolean {
  return state.display.includes('H');
}

/** The value a conflict compares for a holder: strength, or the Heroism value once Heroism is out. */
export function conflictValue(state: PhalanxxState, owner: Owner): number {
  const hero = heroismInForce(state);
  if (owner === MAXX) return state.maxx ? (hero ? neutralHeroismValue(state.maxx) : neutralStrength(state.maxx)) : 0;
  const seat = seatOf(state, owner);
  if (!seat) return 0;
  return hero ? heroismValue(seat) : strength(seat);
}
