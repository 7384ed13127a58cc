/**
 * Static evaluation for bots: the final score each player would have if the game ended now,
 * plus a share of what his hand and his personal dice promise. Reads only what a player's
 * view (or a determinization of it) holds.
 */
import { card } from '../data/cards.ts';
import { neutralTotal, scoreSheet } from '../scoring.ts';
import { cardStrength, playedIds } from '../strength.ts';
import type { CardId, PhalanxxState, Seat } from '../types.ts';

export interface EvalWeights {
  /** Value of a hand card as a share of the strength it would add if played now. */
  hand: number;
  /** Value of one point of personal-die "reach" (chance a rolled die beats it), per remaining round. */
  reach: number;
}

export const DEFAULT_WEIGHTS: EvalWeights = { hand: 0.6, reach: 0.5 };

/** Strength a card would add to a seat's played cards (growing leaders and equipment included). */
export function strengthGain(seat: Seat, id: CardId): number {
  const ids = playedIds(seat);
  const after = [...ids, id];
  let before = 0;
  let total = 0;
  for (const c of ids) before += cardStrength(c, ids);
  for (const c of after) total += cardStrength(c, after);
  const bonus = card(id).colour === 'leader' && seat.ability === 'legend' ? 2 : 0;
  return total - before + bonus;
}

/** Rounds likely left: the pile shrinks by about one card per turn. */
export function roundsLeft(state: PhalanxxState): number {
  if (state.endTriggered) return 0;
  const perRound = state.seats.length * (state.maxx ? 2 : 1);
  return state.deck.length / perRound;
}

export function seatValue(state: PhalanxxState, seat: Seat, w: EvalWeights = DEFAULT_WEIGHTS): number {
  let v = scoreSheet(state, seat).total;
  const future = Math.min(roundsLeft(state), 6);
  if (future > 0) {
    let hand = 0;
    for (const c of seat.hand) hand += Math.max(0, strengthGain(seat, c));
    v += w.hand * hand * Math.min(1, future / 2);
    let reach = 0;
    for (const d of seat.personal) reach += (7 - d.value) / 6;
    v += w.reach * reach * future;
  }
  return v;
}

/** How good the position is for `player`: his value less the best rival's (MaXXimilian in the solo game). */
export function evaluate(state: PhalanxxState, player: string, w: EvalWeights = DEFAULT_WEIGHTS): number {
  let mine = 0;
  let best = -Infinity;
  for (const seat of state.seats) {
    const v = seatValue(state, seat, w);
    if (seat.id === player) mine = v;
    else best = Math.max(best, v);
  }
  if (state.maxx) best = neutralTotal(state) + 1.5 * roundsLeft(state) * 3;
  return best === -Infinity ? mine : mine - best;
}
