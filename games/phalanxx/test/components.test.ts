import { describe, expect, it } from 'vitest';
import { BOARD_SIDES, EPOCH_CARDS, HEROISM, card, phalanxx, strength } from '../src/index.ts';
import { cardsStrength } from '../src/strength.ts';
import { atAction, must, newGame, setPersonal, toHand, toPlayed } from './helpers.ts';

describe('components', () => {
  it('phalanxx §components.1: 16 X, 13 XX and 13 XXX epoch cards, one Heroism card; 15 dice and 12 meeples per colour with four players', () => {
    const count = (e: string) => EPOCH_CARDS.filter((c) => c.epoch === e).length;
    expect([count('X'), count('XX'), count('XXX')]).toEqual([16, 13, 13]);
    expect(EPOCH_CARDS.some((c) => c.id === HEROISM)).toBe(false);
    const s = newGame(4);
    const dice = [...s.seats.flatMap((x) => x.personal), ...s.rolled.map((d) => d!)];
    const colours = (c: string) => dice.filter((d) => d.colour === c).length;
    expect([dice.length, colours('white'), colours('orange'), colours('violet')]).toEqual([15, 7, 4, 4]);
    expect(s.seats.reduce((a, x) => a + x.reserve + 3, 0)).toBe(48);
  });

  it('phalanxx §components.2: every income and expense moves the talent count, which is kept beyond 43', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [3, 3, 3]);
    seat.talents = 42;
    must(s, { do: 'income', die: 0, slot: 0 });
    expect(seat.talents).toBe(45);
  });

  it('phalanxx §components.3: the three red slots always hold the three personal dice', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [6, 6, 6]);
    setPersonal(s, 0, [2, 2, 2]);
    must(s, { do: 'push', die: 0, slot: 1 });
    expect(seat.personal.length).toBe(3);
    expect(seat.personal[1]).toEqual({ colour: 'white', value: 6 });
  });

  it('phalanxx §components.4: rolled dice go to the grey slots on the right; the holder of action card 1 is first', () => {
    const s = newGame(4);
    expect(s.seats[s.first]!.actionCard).toBe(1);
    const seat = atAction(s, 0, [5, 5, 5]);
    must(s, { do: 'income', die: 2, slot: 1 });
    expect(seat.grey).toEqual([null, { colour: 'white', value: 5 }, null]);
  });

  it('phalanxx §components.5: expert abilities come from the (*) side of the action cards', () => {
    const s = newGame(4, true, 'x');
    for (const seat of s.seats) expect(seat.ability).toBe({ 1: 'intrigue', 2: 'merchant', 3: 'legend', 4: 'forced-march' }[seat.actionCard]);
  });

  it('phalanxx §components.6: epoch cards are white Army, orange Leader and violet Equipment cards', () => {
    const colours = new Set(EPOCH_CARDS.map((c) => c.colour));
    expect([...colours].sort()).toEqual(['army', 'equipment', 'leader']);
    expect(EPOCH_CARDS.filter((c) => c.colour === 'leader').map((c) => c.name).sort()).toEqual(['Antigonos', 'Bessos', 'Dareios', 'Memnon of Rhodes', 'Parmenion', 'Porus']);
    expect(EPOCH_CARDS.filter((c) => c.colour === 'equipment').length).toBe(8);
  });

  it('phalanxx §components.7: each card has its conditions and, below, a strength with an army type or an ability', () => {
    for (const c of EPOCH_CARDS) {
      expect(Array.isArray(c.conditions)).toBe(true);
      expect(c.strength).toBeDefined();
      if (c.colour === 'army') expect(c.symbol).toBeDefined();
      else expect(c.symbol).toBeUndefined();
    }
  });

  it('phalanxx §components.8: the backs show the epoch, so everyone sees the epochs of the hands and the pile', () => {
    const s = newGame(4);
    const v = phalanxx.view(s, 'red');
    const blue = v.seats.find((x) => x.id === 'blue')!;
    expect(blue.handBacks).toEqual(s.seats[1]!.hand.map((c) => card(c).epoch).sort());
    expect(v.deckBacks.X + v.deckBacks.XX + v.deckBacks.XXX).toBe(s.deck.length);
  });

  it('phalanxx §components.9: the board shows cities and oases with their values', () => {
    for (const side of Object.values(BOARD_SIDES)) {
      const places = side.regions.filter((r) => r.kind !== 'land');
      expect(places.length).toBeGreaterThan(6);
      for (const r of places) expect(r.value).toBeGreaterThan(0);
      for (const r of side.regions.filter((x) => x.kind === 'land')) expect(r.value).toBe(0);
    }
  });

  it('phalanxx §components.10: the strength track always equals the sum of the strengths of the cards played', () => {
    const s = newGame(4);
    toPlayed(s, 0, ['X01', 'X04', 'X12', 'XX13']);
    toHand(s, 0, 'X07');
    expect(strength(s.seats[0]!)).toBe(cardsStrength(['X01', 'X04', 'X12', 'XX13']));
    expect(strength(s.seats[0]!)).toBe(2 + 2 + 2 + 0);
  });
});

describe('introduction', () => {
  it('phalanxx §intro.1: strength comes from troops (cards), supply (talents) and the cities and oases held', () => {
    const s = newGame(2);
    const r = phalanxx.result({ ...s, step: 'over' })!;
    const seat = s.seats[0]!;
    // At the start: no cards; strength = meeples (3) + city and oasis values + talents / 3.
    const side = BOARD_SIDES[s.side];
    const places = Object.entries(s.regions).filter(([, h]) => h.owner === seat.id).reduce((a, [id]) => a + side.regions.find((x) => x.id === id)!.value, 0);
    expect(r.scores![seat.id]).toBe(3 + places + Math.floor(seat.talents / 3));
  });

  it('phalanxx §intro.2: three personal dice each, three travelling dice per turn, and the strongest player at the end wins', () => {
    const s = newGame(3);
    expect(s.seats.every((x) => x.personal.length === 3)).toBe(true);
    expect(s.rolled.length).toBe(3);
    s.seats[1]!.talents = 60;
    const r = phalanxx.result({ ...s, step: 'over' })!;
    expect(r.winners).toEqual([s.seats[1]!.id]);
  });
});
