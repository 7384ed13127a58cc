/**
 * Static evaluation for bots: the final score each player would have if the game ended now
 * (phalanxx §scoring.1–§scoring.7), plus what his hand, talents, personal dice and meeples
 * promise for the turns he has left. The viewer's own hand is valued card by card; a rival's
 * hand only by its size, so the value never depends on a card the viewer cannot see.
 */
import { meeplesNeeded, reachable, region } from '../board.ts';
import { unmetConditions } from '../conditions.ts';
import { card } from '../data/cards.ts';
import { neutralTotal, scoreSheet } from '../scoring.ts';
import { CONFLICT_COST } from '../data/tables.ts';
import { cardStrength, conflictValue, playedIds, strength } from '../strength.ts';
import type { CardId, Condition, Owner, PhalanxxState, RegionId, Seat } from '../types.ts';

export interface EvalWeights {
  /** Share of a playable hand card's strength gain counted now. */
  hand: number;
  /** The same for a hand card whose conditions are not met yet. */
  handUnmet: number;
  /** Value of one point of personal-die "reach" ((7 − value) / 6) per turn left, up to `reachTurns`. */
  reach: number;
  reachTurns: number;
  /** Value of a talent beyond its final third of a point while turns are left (up to `talentCap` talents). */
  talent: number;
  talentCap: number;
  /** Value of a reserve meeple while turns are left (it may still conquer), up to two per turn left. */
  reserve: number;
  /** Share of the best free region within reach (its value and its meeples) while turns are left. */
  frontier: number;
  /** Value of a rival's hidden hand card. */
  hiddenCard: number;
  /** Weight of the best rival against the mean of the rivals (1: only the best counts). */
  leader: number;
  /** Chance, per turn of a stronger rival within reach, that he takes a region (phalanxx §conflict.1). */
  threat: number;
  /** Largest share of a region's worth counted as lost to threats. */
  threatCap: number;
  /**
   * Turns the player has left below which the best rival weighs more, up to alone: only the
   * first place wins (phalanxx §scoring.1), and late in the game the leader is known.
   */
  leaderTurns: number;
  /**
   * Points a finished game adds for a win (half for a tie on total and dice): the aim is first place,
   * not the margin. 0 values a finished game as any other (the mix of the best and the mean rival).
   */
  winBonus: number;
}

export const DEFAULT_WEIGHTS: EvalWeights = {
  hand: 0.8,
  handUnmet: 0.45,
  reach: 0.8,
  reachTurns: 4,
  talent: 0.12,
  talentCap: 12,
  reserve: 0.3,
  frontier: 0.35,
  hiddenCard: 1.6,
  leader: 0.7,
  threat: 0.3,
  threatCap: 0.85,
  leaderTurns: 3,
  winBonus: 4,
};

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

/**
 * Turns each seat still begins after the present moment (phalanxx §end.1): a turn uses about one
 * display card (two in the solo game, §solo.6); the turn that cannot refill the display ends
 * the game with its round. A seat whose turn is under way does not count it. Reads only the
 * pile's size, which every view shows.
 */
export function turnsLeft(state: PhalanxxState): number[] {
  const n = state.seats.length;
  const out = state.seats.map(() => 0);
  if (state.step === 'over') return out;
  const last = (state.first + n - 1) % n;
  // A turn under way (anything after its buy step) is not a turn to come.
  const started = state.step !== 'buy';
  let seat = started ? (state.current + 1) % n : state.current;
  let ended = state.endTriggered && started && state.current === last;
  let deck = state.deck.length;
  const perTurn = state.maxx ? 2 : 1;
  let triggered = state.endTriggered;
  for (let guard = 0; !ended && guard < 400; guard++) {
    out[seat]! += 1;
    if (!triggered) {
      deck -= perTurn;
      if (deck < 0) triggered = true;
    }
    if (triggered && seat === last) ended = true;
    seat = (seat + 1) % n;
  }
  return out;
}

/** How hard a condition not met now is to meet later: 1 soon, 0 hardly. */
function reachableCondition(state: PhalanxxState, seat: Seat, c: Condition): number {
  switch (c.kind) {
    case 'talents':
      return c.min - seat.talents <= 3 ? 0.9 : c.min - seat.talents <= 6 ? 0.6 : 0.3;
    case 'die-colour':
    case 'die-value':
      return 0.6;
    case 'strength':
      return 0.5;
    default:
      return 0.45;
  }
}

function handValue(state: PhalanxxState, seat: Seat, turns: number, w: EvalWeights): number {
  if (turns <= 0 || seat.hand.length === 0) return 0;
  const gains: number[] = [];
  for (const id of seat.hand) {
    if (id === 'H') continue;
    const g = Math.max(0, strengthGain(seat, id)) + (card(id).ability ? 1 : 0.3);
    const unmet = unmetConditions(state, seat, id);
    let share = w.hand;
    if (unmet.length > 0) {
      share = w.handUnmet;
      for (const c of unmet) share *= reachableCondition(state, seat, c) / 0.45;
      share = Math.min(share, w.hand);
    }
    gains.push(g * share);
  }
  // About two cards a turn can be played at most (three dice, one of them often for income).
  gains.sort((a, b) => b - a);
  let v = 0;
  const cap = Math.max(1, Math.ceil(2 * turns));
  for (let i = 0; i < gains.length && i < cap; i++) v += gains[i]!;
  return v;
}

/**
 * What one evaluation reads more than once, computed once: each seat's reach and each owner's
 * conflict value (the state does not change during an evaluation). The planner evaluates every
 * end of turn it meets, so this is the bots' hottest code.
 */
class Memo {
  private readonly reach = new Map<string, RegionId[]>();
  private readonly conflict = new Map<string, number>();

  constructor(private readonly state: PhalanxxState) {}

  reachOf(seat: Seat): RegionId[] {
    let r = this.reach.get(seat.id);
    if (!r) {
      r = reachable(this.state, seat.id, seat.ability === 'forced-march');
      this.reach.set(seat.id, r);
    }
    return r;
  }

  conflictOf(owner: Owner): number {
    let v = this.conflict.get(owner);
    if (v === undefined) {
      v = conflictValue(this.state, owner);
      this.conflict.set(owner, v);
    }
    return v;
  }
}

/**
 * The best region this seat could conquer next: its printed value plus the meeples it would
 * score; a held one only when the seat would win the conflict (phalanxx §conflict.1, §conflict.4).
 */
function frontierValue(state: PhalanxxState, seat: Seat, memo: Memo): number {
  let best = 0;
  const canFight = seat.played.some((p) => !p.turned) && strength(seat) >= CONFLICT_COST;
  const mine = canFight ? memo.conflictOf(seat.id) : 0;
  for (const id of memo.reachOf(seat)) {
    const owner = state.regions[id]!.owner;
    if (owner !== null && (!canFight || memo.conflictOf(owner) >= mine)) continue;
    const need = meeplesNeeded(state, id);
    if (seat.reserve < need) continue;
    const v = region(state, id).value + need;
    if (v > best) best = v;
  }
  return best;
}

/** Who could attack whom: each seat's conflict value and the regions within its reach, when it may start a conflict at all. */
interface Attacker {
  index: number;
  value: number;
  reach: Set<string>;
}

function attackersOf(state: PhalanxxState, memo: Memo): Attacker[] {
  const out: Attacker[] = [];
  state.seats.forEach((seat, index) => {
    // phalanxx §conflict.4: a card to turn and 3 strength.
    if (!seat.played.some((p) => !p.turned) || strength(seat) < CONFLICT_COST) return;
    out.push({ index, value: memo.conflictOf(seat.id), reach: new Set(memo.reachOf(seat)) });
  });
  return out;
}

/**
 * What a seat's regions risk: each region within reach of stronger rivals (phalanxx §conflict.1,
 * §heroism.3) may be lost with its printed value and its meeples, more likely the more turns
 * those rivals have left.
 */
function threatened(state: PhalanxxState, index: number, attackers: readonly Attacker[], turns: readonly number[], w: EvalWeights, memo: Memo): number {
  const seat = state.seats[index]!;
  const mine = memo.conflictOf(seat.id);
  let loss = 0;
  for (const id in state.regions) {
    const h = state.regions[id]!;
    if (h.owner !== seat.id) continue;
    let chances = 0;
    for (const a of attackers) if (a.index !== index && a.value > mine && a.reach.has(id)) chances += turns[a.index]!;
    if (chances === 0) continue;
    const p = Math.min(w.threatCap, 1 - Math.pow(1 - w.threat, chances));
    loss += p * (region(state, id).value + h.meeples);
  }
  return loss;
}

/** A seat's value: its final score now (talents counted in thirds) and what its resources promise. */
export function seatValue(state: PhalanxxState, seat: Seat, turns: number, ownHand: boolean, w: EvalWeights = DEFAULT_WEIGHTS, risk = 0, memo = new Memo(state)): number {
  const sheet = scoreSheet(state, seat);
  if (state.step === 'over') return sheet.total;
  let v = sheet.total - sheet.talents + seat.talents / 3 - risk;
  if (turns <= 0) return v;
  v += ownHand ? handValue(state, seat, turns, w) : w.hiddenCard * Math.min(seat.hand.length, 2 * turns);
  let reach = 0;
  for (const d of seat.personal) reach += (7 - d.value) / 6;
  v += w.reach * reach * Math.min(turns, w.reachTurns);
  v += w.talent * Math.min(seat.talents, w.talentCap);
  v += w.reserve * Math.min(seat.reserve, 2 * turns);
  v += w.frontier * frontierValue(state, seat, memo);
  return v;
}

/** Sum of the personal dice, the tie-break of the final ranking (phalanxx §tiebreak.1). */
function diceSum(seat: Seat): number {
  let s = 0;
  for (const d of seat.personal) s += d.value;
  return s;
}

/**
 * A finished game for `player`: his margin over the best rival, plus the win bonus when he is
 * first (the ranking's tie-break on the personal dice, phalanxx §tiebreak.1).
 */
function finalValue(state: PhalanxxState, player: string, w: EvalWeights): number {
  let mine = 0;
  let me: Seat | undefined;
  let best = -Infinity;
  let bestDice = 0;
  for (const seat of state.seats) {
    const total = scoreSheet(state, seat).total;
    if (seat.id === player) {
      mine = total;
      me = seat;
    } else if (total > best || (total === best && diceSum(seat) > bestDice)) {
      best = total;
      bestDice = diceSum(seat);
    }
  }
  if (!me || best === -Infinity) return mine;
  const myDice = diceSum(me);
  const first = mine > best || (mine === best && myDice > bestDice) ? 1 : mine === best && myDice === bestDice ? 0.5 : 0;
  return mine - best + w.winBonus * first;
}

/**
 * How good the position is for `player`: his value less his rivals' (a mix of the best and the
 * mean, the best alone as his last turns come; MaXXimilian's cards and places in the solo game,
 * with what he will still take). A finished game of several players is valued by `finalValue`.
 */
export function evaluate(state: PhalanxxState, player: string, w: EvalWeights = DEFAULT_WEIGHTS): number {
  if (state.step === 'over' && w.winBonus > 0 && !state.maxx && state.seats.length > 1) return finalValue(state, player, w);
  const turns = turnsLeft(state);
  const memo = new Memo(state);
  const attackers = state.step === 'over' ? [] : attackersOf(state, memo);
  let mine = 0;
  let best = -Infinity;
  let sum = 0;
  let rivals = 0;
  state.seats.forEach((seat, i) => {
    const risk = attackers.length > 0 ? threatened(state, i, attackers, turns, w, memo) : 0;
    const v = seatValue(state, seat, turns[i]!, seat.id === player, w, risk, memo);
    if (seat.id === player) mine = v;
    else {
      best = Math.max(best, v);
      sum += v;
      rivals++;
    }
  });
  if (state.maxx) return mine - (neutralTotal(state) + 2.5 * (turns[0] ?? 0));
  if (rivals === 0) return mine;
  const left = turns[state.seats.findIndex((s) => s.id === player)] ?? 0;
  const leader = w.leaderTurns > 0 && left < w.leaderTurns ? 1 - ((1 - w.leader) * left) / w.leaderTurns : w.leader;
  return mine - (leader * best + (1 - leader) * (sum / rivals));
}
