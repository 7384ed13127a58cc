/**
 * A fast rule-of-thumb policy: scores each legal decision with a cheap formula (no copying of
 * the state) and takes the best, with a little noise. Used inside the strong bot's playouts
 * and available as a bot of its own ("greedy").
 */
import { meeplesNeeded, region } from '../board.ts';
import { card } from '../data/cards.ts';
import type { Decision } from '../decisions.ts';
import { currentSeat, legalDecisions, scoutPrice, slotPrice } from '../legal.ts';
import type { PhalanxxState, Seat } from '../types.ts';
import type { FastChance } from './chance.ts';
import { strengthGain } from './evaluate.ts';
import { unmetConditions } from '../conditions.ts';

/** Per-decision memo of strength gains (the same card is offered with several dice and slots). */
type Gains = Map<string, number>;

function gainOf(seat: Seat, id: string, gains?: Gains): number {
  let g = gains?.get(id);
  if (g === undefined) {
    g = Math.max(0, strengthGain(seat, id));
    gains?.set(id, g);
  }
  return g;
}

function cardWorth(state: PhalanxxState, seat: Seat, id: string, gains?: Gains): number {
  if (id === 'H') return -99;
  const gain = gainOf(seat, id, gains);
  const c = card(id);
  const ready = unmetConditions(state, seat, id).length === 0 ? 1 : 0.55;
  const extra = c.colour === 'army' ? 0.3 : c.ability ? 1 : 0.6; // groupings, abilities, growth
  return (gain + extra) * ready;
}

function dieSlack(state: PhalanxxState, seat: Seat, die: number, slot: number): number {
  return state.rolled[die]!.value - seat.personal[slot]!.value;
}

/** Quick value of one decision for the player whose turn it is. */
export function quickValue(state: PhalanxxState, d: Decision, gains?: Gains): number {
  const seat = currentSeat(state);
  switch (d.do) {
    case 'buy': {
      const after = seat.talents - slotPrice(seat, d.slot);
      return cardWorth(state, seat, state.display[d.slot]!, gains) - slotPrice(seat, d.slot) / 3 - (after < 3 ? 0.8 : 0) + 0.2;
    }
    case 'pass':
      return 0;
    case 'scout':
      return 0.05;
    case 'scout-buy':
      return cardWorth(state, seat, state.deck[0]!) - scoutPrice(seat) / 3;
    case 'scout-return':
      return 0;
    case 'swap-card':
      return cardWorth(state, seat, state.display[d.slot]!) - cardWorth(state, seat, d.card);
    case 'keep':
      return 0;
    case 'fix-die':
      return -2.5;
    case 'forge':
      return -0.4;
    case 'play':
      return 1 + gainOf(seat, d.card, gains) * 1.1 - 0.15 * dieSlack(state, seat, d.die, d.slot) + (card(d.card).ability ? 1.5 : 0);
    case 'conquer': {
      const r = region(state, d.region);
      const holder = state.regions[d.region]!.owner;
      const steal = holder !== null ? r.value + state.regions[d.region]!.meeples : 0;
      return 0.6 + r.value + meeplesNeeded(state, d.region) * 0.9 + steal * 0.5 - 0.15 * dieSlack(state, seat, d.die, d.slot);
    }
    case 'push': {
      const old = seat.personal[d.slot]!.value;
      const v = state.rolled[d.die]!.value;
      return (v - old) / 3 + (old - v) * 0.45 - 0.2;
    }
    case 'income':
      return 1 - 0.02 * state.rolled[d.die]!.value;
    case 'take-meeple':
      return 0;
    case 'rotate':
      return 0;
    case 'swap-die':
      return -0.1;
  }
}

/** Picks a decision: the best quick value, ties and near-ties broken at random. */
export function policyDecision(state: PhalanxxState, chance: FastChance, noise = 0.3): Decision {
  const legal = legalDecisions(state, currentSeat(state).id);
  if (legal.length === 1) return legal[0]!;
  const gains: Gains = new Map();
  let best = legal[0]!;
  let bestV = -Infinity;
  for (const d of legal) {
    const v = quickValue(state, d, gains) + (noise > 0 ? (chance.below(1000) / 1000) * noise : 0);
    if (v > bestV) {
      bestV = v;
      best = d;
    }
  }
  return best;
}

