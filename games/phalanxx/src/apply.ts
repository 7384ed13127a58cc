/**
 * Applies one legal decision to the state (mutating it) and advances the turn: buy, roll,
 * three actions, pass the dice (phalanxx §turn.1). Callers check legality first (legal.ts).
 */
import type { RulesContext } from './chance.ts';
import { card } from './data/cards.ts';
import { INCOME, LEGEND_BONUS, LOW_ROLL_INCOME, LOW_ROLL_LIMIT } from './data/tables.ts';
import type { Decision } from './decisions.ts';
import { currentSeat, scoutPrice, slotPrice } from './legal.ts';
import { discardRightmost, maxxTakes, slideAndRefill } from './market.ts';
import { meeplesNeeded } from './board.ts';
import { seatOf, strength } from './strength.ts';
import { MAXX } from './types.ts';
import { ev } from './words.ts';
import type { Die, Owner, PhalanxxState, Seat } from './types.ts';

export function applyDecision(state: PhalanxxState, d: Decision, ctx: RulesContext): void {
  const seat = currentSeat(state);
  switch (d.do) {
    case 'buy':
      return buy(state, seat, d.slot, ctx);
    case 'pass':
      // phalanxx §buy.3
      ctx.emit(ev('pass', { player: seat.id }, { rule: 'phalanxx §buy.3' }));
      discardRightmost(state, ctx);
      return finishBuying(state, ctx);
    case 'scout': {
      // phalanxx §equipment.6: the top card is turned up for all to see.
      state.turnFlags.scouted = true;
      const top = state.deck[0]!;
      state.peek = { player: seat.id, card: top };
      state.step = 'scout';
      ctx.emit(ev('scout', { player: seat.id, card: top }, { rule: 'phalanxx §equipment.6' }));
      return;
    }
    case 'scout-buy': {
      const top = state.deck.shift()!;
      state.peek = null;
      const price = scoutPrice(seat);
      seat.talents -= price;
      seat.hand.push(top);
      ctx.emit(ev('buy', { player: seat.id, card: top, price, from: 'pile' }, { rule: 'phalanxx §equipment.6' }));
      return afterPayment(state, seat, price, ctx);
    }
    case 'scout-return':
      state.step = 'buy';
      return;
    case 'swap-card': {
      // phalanxx §buy.2
      const taken = state.display[d.slot]!;
      seat.hand.splice(seat.hand.indexOf(d.card), 1);
      seat.hand.push(taken);
      state.display[d.slot] = d.card;
      ctx.emit(ev('swap-card', { player: seat.id, gave: d.card, took: taken }, { rule: 'phalanxx §buy.2' }));
      return finishBuying(state, ctx);
    }
    case 'keep':
      if (state.step === 'swap-card') return finishBuying(state, ctx);
      state.incomeSlot = null;
      return afterAction(state, ctx);
    case 'fix-die':
      // phalanxx §meeple-die.1
      seat.reserve -= 1;
      seat.boxed += 1;
      setDie(state, d.die, d.value);
      ctx.emit(ev('fix-die', { player: seat.id, value: d.value }, { rule: 'phalanxx §meeple-die.1' }));
      return;
    case 'forge':
      // phalanxx §equipment.2
      state.turnFlags.forgeUsed = true;
      setDie(state, d.die, d.value);
      ctx.emit(ev('forge', { player: seat.id, value: d.value }, { rule: 'phalanxx §equipment.2' }));
      return;
    case 'play':
      return play(state, seat, d.die, d.slot, d.card, ctx);
    case 'conquer':
      return conquer(state, seat, d.die, d.slot, d.region, ctx);
    case 'push':
      return push(state, seat, d.die, d.slot, ctx);
    case 'income':
      return income(state, seat, d.die, d.slot, ctx);
    case 'take-meeple': {
      // phalanxx §conquer.5
      const h = state.regions[d.region]!;
      h.meeples -= 1;
      if (h.meeples === 0) h.owner = null;
      seat.reserve += 1;
      state.conquest!.toTake -= 1;
      ctx.emit(ev('take-meeple', { player: seat.id, region: d.region, side: state.side }, { rule: 'phalanxx §conquer.5' }));
      if (state.conquest!.toTake > 0) return;
      return completeConquest(state, seat, ctx);
    }
    case 'rotate': {
      // phalanxx §conflict.3
      seat.played.find((c) => c.card === d.card && !c.turned)!.turned = true;
      ctx.emit(ev('rotate', { player: seat.id, card: d.card, strength: strength(seat) }, { rule: 'phalanxx §conflict.3' }));
      return afterAction(state, ctx);
    }
    case 'swap-die': {
      // phalanxx §talents.2
      const slot = state.incomeSlot!;
      const theirs = personalDiceOf(state, d.with);
      const mine = seat.personal[slot]!;
      seat.personal[slot] = theirs[d.slot]!;
      theirs[d.slot] = mine;
      state.incomeSlot = null;
      const rule = mine.value === seat.personal[slot]!.value ? 'phalanxx §talents.2' : 'phalanxx §expert.2';
      ctx.emit(ev('swap-die', { player: seat.id, with: d.with, gave: mine, took: seat.personal[slot]! }, { rule }));
      return afterAction(state, ctx);
    }
  }
}

function personalDiceOf(state: PhalanxxState, owner: Owner): Die[] {
  if (owner === MAXX) return state.maxx!.personal;
  return seatOf(state, owner)!.personal;
}

function buy(state: PhalanxxState, seat: Seat, slot: number, ctx: RulesContext): void {
  // phalanxx §buy.1
  const c = state.display[slot]!;
  const price = slotPrice(seat, slot);
  seat.talents -= price;
  seat.hand.push(c);
  state.display[slot] = null;
  ctx.emit(ev('buy', { player: seat.id, card: c, price, from: 'display' }, { rule: 'phalanxx §buy.1' }));
  afterPayment(state, seat, price, ctx);
}

/** A price of 4 or 5 lets the buyer swap a hand card with a display card (phalanxx §buy.2). */
function afterPayment(state: PhalanxxState, seat: Seat, price: number, ctx: RulesContext): void {
  const canSwap = price >= 4 && seat.hand.length > 0 && state.display.some((c) => c !== null && c !== 'H');
  if (canSwap) {
    state.step = 'swap-card';
    return;
  }
  finishBuying(state, ctx);
}

/** Slide and refill (phalanxx §buy.4), then roll the travelling dice (phalanxx §roll.1). */
function finishBuying(state: PhalanxxState, ctx: RulesContext): void {
  slideAndRefill(state, ctx);
  const faces = ctx.dice.roll(3, 6, 'phalanxx §roll.1');
  state.rolled = state.rolled.map((d, i) => ({ colour: d!.colour, value: faces[i]! }));
  const seat = currentSeat(state);
  const sum = faces[0]! + faces[1]! + faces[2]!;
  ctx.emit(ev('roll', { player: seat.id, faces }, { rule: 'phalanxx §roll.1' }));
  if (sum <= LOW_ROLL_LIMIT) {
    // phalanxx §roll.2
    seat.talents += LOW_ROLL_INCOME;
    ctx.emit(ev('low-roll', { player: seat.id, sum, talents: LOW_ROLL_INCOME }, { rule: 'phalanxx §roll.2' }));
  }
  state.step = 'action';
}

function setDie(state: PhalanxxState, die: number, value: number): void {
  state.rolled[die] = { colour: state.rolled[die]!.colour, value };
}

/** Moves a rolled die to a grey slot and returns it. */
function placeDie(state: PhalanxxState, seat: Seat, die: number, slot: number): Die {
  const d = state.rolled[die]!;
  state.rolled[die] = null;
  seat.grey[slot] = d;
  return d;
}

function play(state: PhalanxxState, seat: Seat, die: number, slot: number, id: string, ctx: RulesContext): void {
  // phalanxx §card-play.1–§card-play.3
  placeDie(state, seat, die, slot);
  seat.hand.splice(seat.hand.indexOf(id), 1);
  seat.played.push({ card: id, turned: false });
  const c = card(id);
  if (c.colour === 'leader' && seat.ability === 'legend') {
    seat.legendBonus += LEGEND_BONUS; // phalanxx §expert.4
  }
  ctx.emit(ev('play', { player: seat.id, card: id, strength: strength(seat) }, { rule: 'phalanxx §card-play.3' }));
  afterAction(state, ctx);
}

function conquer(state: PhalanxxState, seat: Seat, die: number, slot: number, target: string, ctx: RulesContext): void {
  placeDie(state, seat, die, slot);
  const need = meeplesNeeded(state, target);
  const holder = state.regions[target]!.owner;
  state.conquest = { region: target, need, toTake: Math.max(0, need - seat.reserve), defender: holder };
  if (state.conquest.toTake > 0) {
    state.step = 'take-meeple';
    return;
  }
  completeConquest(state, seat, ctx);
}

function completeConquest(state: PhalanxxState, seat: Seat, ctx: RulesContext): void {
  const c = state.conquest!;
  state.conquest = null;
  const h = state.regions[c.region]!;
  if (c.defender !== null) {
    // phalanxx §conflict.2: the defender's meeples go to the box.
    if (c.defender === MAXX) state.maxx!.boxed += h.meeples;
    else seatOf(state, c.defender)!.boxed += h.meeples;
    ctx.emit(ev('conflict', { player: seat.id, region: c.region, side: state.side, defender: c.defender }, { rule: 'phalanxx §conflict.2' }));
  }
  seat.reserve -= c.need;
  h.owner = seat.id;
  h.meeples = c.need;
  ctx.emit(ev('conquer', { player: seat.id, region: c.region, side: state.side }, { rule: 'phalanxx §conquer.3' }));
  if (c.defender !== null) {
    state.step = 'rotate'; // phalanxx §conflict.3
    return;
  }
  afterAction(state, ctx);
}

function push(state: PhalanxxState, seat: Seat, die: number, slot: number, ctx: RulesContext): void {
  // phalanxx §push.1: the rolled die becomes the personal die, the old one goes to the grey slot.
  const incoming = state.rolled[die]!;
  state.rolled[die] = null;
  const old = seat.personal[slot]!;
  seat.grey[slot] = old;
  seat.personal[slot] = incoming;
  const diff = incoming.value - old.value; // phalanxx §push.2–§push.4
  seat.talents += diff;
  const rule = diff < 0 ? 'phalanxx §push.2' : diff > 0 ? 'phalanxx §push.3' : 'phalanxx §push.4';
  ctx.emit(ev('push', { player: seat.id, old, incoming, talents: diff }, { rule }));
  afterAction(state, ctx);
}

function income(state: PhalanxxState, seat: Seat, die: number, slot: number, ctx: RulesContext): void {
  // phalanxx §talents.1
  placeDie(state, seat, die, slot);
  seat.talents += INCOME;
  ctx.emit(ev('income', { player: seat.id, talents: INCOME }, { rule: 'phalanxx §talents.1' }));
  state.incomeSlot = slot;
  state.step = 'swap-die';
}

/** After an action: next action, or the end of the turn once the three dice are placed (phalanxx §actions.1). */
function afterAction(state: PhalanxxState, ctx: RulesContext): void {
  if (state.rolled.some((d) => d !== null)) {
    state.step = 'action';
    return;
  }
  endTurn(state, ctx);
}

/** Solo card to MaXXimilian, pass the dice to the left, end of game at the end of the round. */
function endTurn(state: PhalanxxState, ctx: RulesContext): void {
  const seat = currentSeat(state);
  if (state.maxx) maxxTakes(state, ctx); // phalanxx §solo.6
  // phalanxx §pass-dice.1: the grey-slot dice go to the left neighbour.
  const n = state.seats.length;
  const next = (state.current + 1) % n;
  state.rolled = seat.grey.map((d) => d!);
  seat.grey = [null, null, null];
  const last = (state.first + n - 1) % n;
  if (state.endTriggered && state.current === last) {
    state.step = 'over'; // phalanxx §end.1
    ctx.emit(ev('game-over', {}, { rule: 'phalanxx §end.1' }));
    return;
  }
  state.current = next;
  state.step = 'buy';
  state.turnFlags = { scouted: false, forgeUsed: false };
  state.turn += 1;
  // Reminder of phalanxx §pass-dice.1: the neighbour's turn starts with buying.
  ctx.emit(ev('turn', { player: state.seats[next]!.id }, { rule: 'phalanxx §pass-dice.1' }));
}

