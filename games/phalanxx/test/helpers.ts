/** Scenario helpers: build a state, move cards and dice where a test needs them, take decisions. */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { GameEvent, Problem } from '@diadochi/kernel';
import { phalanxx } from '../src/index.ts';
import type { Decision } from '../src/index.ts';
import { setupGame } from '../src/setup.ts';
import type { CardId, Die, DieColour, PhalanxxState, Seat } from '../src/types.ts';

export function ctxWith(rolls: number[] = [], seed = 'test') {
  const events: GameEvent[] = [];
  const dice = new Dice(rngFromSeed(seed), rolls);
  return { dice, events, ctx: { dice, emit: (e: GameEvent) => void events.push(e) } };
}

export function newGame(players = 4, expert = false, seed = 'scenario'): PhalanxxState {
  return setupGame({ players, expert }, ctxWith([], seed).ctx);
}

/** Takes a card out of wherever it is (pile, display, hands, played, removed, discarded). */
export function lift(state: PhalanxxState, id: CardId): void {
  const drop = (list: CardId[]) => {
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
  };
  drop(state.deck);
  drop(state.removed);
  drop(state.discarded);
  for (const s of state.seats) {
    drop(s.hand);
    const i = s.played.findIndex((p) => p.card === id);
    if (i >= 0) s.played.splice(i, 1);
  }
  if (state.maxx) drop(state.maxx.cards);
  const slot = state.display.indexOf(id);
  if (slot >= 0) {
    // keep five cards on display: put the top of the pile there
    state.display[slot] = state.deck.shift() ?? null;
  }
}

export function toHand(state: PhalanxxState, seat: number, ...ids: CardId[]): void {
  for (const id of ids) {
    lift(state, id);
    state.seats[seat]!.hand.push(id);
  }
}

export function toPlayed(state: PhalanxxState, seat: number, ids: CardId[], turned = false): void {
  for (const id of ids) {
    lift(state, id);
    state.seats[seat]!.played.push({ card: id, turned });
  }
}

/** Puts a card on a display slot (the card there goes back on top of the pile). */
export function toDisplay(state: PhalanxxState, slot: number, id: CardId): void {
  lift(state, id);
  const old = state.display[slot];
  if (old) state.deck.unshift(old);
  state.display[slot] = id;
}

export const die = (colour: DieColour, value: number): Die => ({ colour, value });

export function setPersonal(state: PhalanxxState, seat: number, values: number[], colours: DieColour[] = ['white', 'orange', 'violet']): void {
  state.seats[seat]!.personal = values.map((v, i) => die(colours[i]!, v));
}

/** Makes it `seat`'s action step with these rolled dice. */
export function atAction(state: PhalanxxState, seat: number, values: number[]): Seat {
  state.current = seat;
  state.step = 'action';
  state.rolled = values.map((v) => die('white', v));
  const s = state.seats[seat]!;
  s.grey = [null, null, null];
  return s;
}

export function atBuy(state: PhalanxxState, seat: number): Seat {
  state.current = seat;
  state.step = 'buy';
  state.rolled = [die('white', 1), die('white', 1), die('white', 1)];
  state.seats[seat]!.grey = [null, null, null];
  return state.seats[seat]!;
}

/** Validates and applies a decision of the current player; returns the problems (empty when applied). */
export function decide(state: PhalanxxState, d: Decision, rolls: number[] = []): { problems: Problem[]; events: GameEvent[] } {
  const player = state.seats[state.current]!.id;
  const v = phalanxx.validate(state, player, d);
  if (!v.ok) return { problems: v.error, events: [] };
  const { ctx, events } = ctxWith(rolls);
  phalanxx.resolve(state, { [player]: v.value }, ctx);
  return { problems: [], events };
}

/** Like `decide` but fails the test when the decision is refused. */
export function must(state: PhalanxxState, d: Decision, rolls: number[] = []): GameEvent[] {
  const r = decide(state, d, rolls);
  if (r.problems.length > 0) throw new Error(`refused ${JSON.stringify(d)}: ${r.problems.map((p) => p.message).join('; ')}`);
  return r.events;
}

/** The problem codes of a decision, without applying it (empty: it is legal). */
export function codes(state: PhalanxxState, d: Decision): string[] {
  const v = phalanxx.validate(state, state.seats[state.current]!.id, d);
  return v.ok ? [] : v.error.map((p) => p.code);
}

export function legal(state: PhalanxxState): Decision[] {
  return phalanxx.legalDecisions!(state, state.seats[state.current]!.id) as Decision[];
}

/** Empties a seat's holdings and gives it exactly these regions (meeples taken from/returned to reserve). */
export function hold(state: PhalanxxState, owner: string, regions: Record<string, number>): void {
  const seat = state.seats.find((s) => s.id === owner);
  for (const id in state.regions) {
    const h = state.regions[id]!;
    if (h.owner === owner) {
      if (seat) seat.reserve += h.meeples;
      else if (state.maxx) state.maxx.reserve += h.meeples;
      h.owner = null;
      h.meeples = 0;
    }
  }
  for (const [id, m] of Object.entries(regions)) {
    const h = state.regions[id]!;
    if (h.owner !== null) throw new Error(`${id} is held by ${h.owner}`);
    h.owner = owner;
    h.meeples = m;
    if (seat) seat.reserve -= m;
    else if (state.maxx) state.maxx.reserve -= m;
  }
}
