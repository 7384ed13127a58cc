/** The conditions of play of epoch cards (phalanxx §conditions.1–§conditions.10). */
import { countHeld, meeplesOnBoard } from './board.ts';
import { card } from './data/cards.ts';
import { countOf, hasAbility, playedIds, strength } from './strength.ts';
import type { CardId, Condition, PhalanxxState, Seat } from './types.ts';

export function conditionMet(state: PhalanxxState, seat: Seat, c: Condition): boolean {
  switch (c.kind) {
    case 'die-colour': // phalanxx §conditions.3
      return seat.personal.some((d) => d.colour === c.colour);
    case 'army-symbols': {
      // phalanxx §conditions.4
      const ids = playedIds(seat);
      const n = c.symbol ? countOf(ids, c.symbol) : countOf(ids, 'army');
      return n >= c.min;
    }
    case 'die-value': // phalanxx §conditions.5; ignored with the second Supply wagon (§equipment.4)
      return hasAbility(seat, 'supply-die') || seat.personal.some((d) => d.value >= c.min);
    case 'meeples': // phalanxx §conditions.6
      return meeplesOnBoard(state, seat.id) >= c.min;
    case 'talents': // phalanxx §conditions.7 (shown, not paid); ignored with the Supply wagon (§equipment.3)
      return hasAbility(seat, 'supply-talents') || seat.talents >= c.min;
    case 'cities': // phalanxx §conditions.8
      return countHeld(state, seat.id, 'city') >= c.min;
    case 'oases': // phalanxx §conditions.8
      return countHeld(state, seat.id, 'oasis') >= c.min;
    case 'cards': // phalanxx §conditions.9
      return countOf(playedIds(seat), c.colour) >= c.min;
    case 'strength': // phalanxx §conditions.10
      return strength(seat) >= c.min;
  }
}

/** The conditions of a card its player does not meet now (empty: it may be played). */
export function unmetConditions(state: PhalanxxState, seat: Seat, id: CardId): Condition[] {
  return card(id).conditions.filter((c) => !conditionMet(state, seat, c));
}

/** Whether a card's conditions are all met now (`unmetConditions` empty), without building the list. */
export function meetsConditions(state: PhalanxxState, seat: Seat, id: CardId): boolean {
  for (const c of card(id).conditions) if (!conditionMet(state, seat, c)) return false;
  return true;
}
