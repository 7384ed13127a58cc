import { describe, expect, it } from 'vitest';
import { EPOCH_CARDS, card } from '../src/index.ts';
import type { PhalanxxState } from '../src/types.ts';
import { atAction, codes, hold, must, newGame, setPersonal, toHand, toPlayed } from './helpers.ts';

/** Seat 0 at its action step with low personal dice, every die 6, and `id` in hand. */
function ready(id: string): PhalanxxState {
  const s = newGame(4);
  for (const seat of s.seats) hold(s, seat.id, {});
  hold(s, 'red', { cilicia: 2 });
  atAction(s, 0, [6, 6, 6]);
  setPersonal(s, 0, [1, 1, 1]);
  s.seats[0]!.talents = 0;
  toHand(s, 0, id);
  return s;
}

const play = (id: string) => ({ do: 'play' as const, die: 0, slot: 0, card: id });

describe('conditions of play', () => {
  it('phalanxx §conditions.1: most epoch cards have conditions; a card without any only needs the die', () => {
    expect(EPOCH_CARDS.filter((c) => c.conditions.length > 0).length).toBeGreaterThan(EPOCH_CARDS.length / 2);
    const s = ready('X01');
    expect(card('X01').conditions).toEqual([]);
    expect(codes(s, play('X01'))).toEqual([]);
  });

  it('phalanxx §conditions.2: conditions may be met during the turn before playing; once played they no longer matter', () => {
    const s = ready('XX08'); // needs 2 cities
    expect(codes(s, play('XX08'))).toEqual(['conditions-unmet']);
    must(s, { do: 'conquer', die: 1, slot: 1, region: 'phrygia' });
    hold(s, 'red', { cilicia: 2, phrygia: 1, phoenicia: 2 });
    must(s, play('XX08'));
    hold(s, 'red', { cilicia: 2 }); // losing a city later does not take the card back
    expect(s.seats[0]!.played.map((p) => p.card)).toEqual(['XX08']);
  });

  it('phalanxx §conditions.3: owning a personal die of a given colour', () => {
    const s = ready('X11'); // needs an orange die
    setPersonal(s, 0, [1, 1, 1], ['white', 'violet', 'violet']);
    expect(codes(s, play('X11'))).toEqual(['conditions-unmet']);
    setPersonal(s, 0, [1, 1, 1], ['white', 'orange', 'violet']);
    expect(codes(s, play('X11'))).toEqual([]);
  });

  it('phalanxx §conditions.4: a number of army symbols on the cards played', () => {
    const s = ready('XXX06'); // needs 2 infantry
    toPlayed(s, 0, ['X07', 'X01']);
    expect(codes(s, play('XXX06'))).toEqual(['conditions-unmet']);
    toPlayed(s, 0, ['X10']);
    expect(codes(s, play('XXX06'))).toEqual([]);
    const t = ready('X12'); // Parmenion: one army symbol of any kind
    expect(codes(t, play('X12'))).toEqual(['conditions-unmet']);
    toPlayed(t, 0, ['X04']);
    expect(codes(t, play('X12'))).toEqual([]);
  });

  it('phalanxx §conditions.5: a personal die of at least a given value', () => {
    const s = ready('X03'); // a personal die of 4+
    expect(codes(s, play('X03'))).toEqual(['conditions-unmet']);
    setPersonal(s, 0, [1, 1, 4]);
    expect(codes(s, play('X03'))).toEqual([]);
  });

  it('phalanxx §conditions.6: a minimum number of meeples on the board', () => {
    const s = ready('X08'); // 3 meeples
    expect(codes(s, play('X08'))).toEqual(['conditions-unmet']);
    hold(s, 'red', { cilicia: 2, syria: 1 });
    expect(codes(s, play('X08'))).toEqual([]);
  });

  it('phalanxx §conditions.7: a minimum of talents, shown and not paid', () => {
    const s = ready('X06'); // 5 talents
    s.seats[0]!.talents = 4;
    expect(codes(s, play('X06'))).toEqual(['conditions-unmet']);
    s.seats[0]!.talents = 5;
    must(s, play('X06'));
    expect(s.seats[0]!.talents).toBe(5);
  });

  it('phalanxx §conditions.8: a number of cities, or of oases', () => {
    const s = ready('XXX04'); // 2 oases
    hold(s, 'red', { cilicia: 2, palmyrene: 1 });
    expect(codes(s, play('XXX04'))).toEqual(['conditions-unmet']);
    hold(s, 'red', { cilicia: 2, palmyrene: 1, arabia: 1 });
    expect(codes(s, play('XXX04'))).toEqual([]);
    const t = ready('XXX07'); // 2 cities
    hold(t, 'red', { cilicia: 2, palmyrene: 1, arabia: 1 });
    expect(codes(t, play('XXX07'))).toEqual(['conditions-unmet']);
    hold(t, 'red', { cilicia: 2, phoenicia: 2 });
    expect(codes(t, play('XXX07'))).toEqual([]);
  });

  it('phalanxx §conditions.9: a number of cards of a given colour played', () => {
    const s = ready('XX03'); // 3 army cards
    toPlayed(s, 0, ['X01', 'X02', 'X12']);
    expect(codes(s, play('XX03'))).toEqual(['conditions-unmet']);
    toPlayed(s, 0, ['X04']);
    expect(codes(s, play('XX03'))).toEqual([]);
  });

  it('phalanxx §conditions.10: a minimum current strength on the track', () => {
    const s = ready('XX06'); // strength 5
    toPlayed(s, 0, ['X06', 'X02']); // 3 + 1
    expect(codes(s, play('XX06'))).toEqual(['conditions-unmet']);
    toPlayed(s, 0, ['X05']); // + 1
    expect(codes(s, play('XX06'))).toEqual([]);
    toPlayed(s, 0, ['X10'], true); // a turned card: -3 on the track
    expect(codes(s, play('XX06'))).toEqual(['conditions-unmet']);
  });
});
