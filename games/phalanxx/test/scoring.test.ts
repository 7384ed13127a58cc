import { describe, expect, it } from 'vitest';
import { groupings, phalanxx, scoreSheet, strength } from '../src/index.ts';
import type { PhalanxxState } from '../src/types.ts';
import { hold, newGame, setPersonal, toPlayed } from './helpers.ts';

/** Red holds Issos (city 3) and Palmyra (oasis 2) and a land region; 7 talents. */
function scored(): PhalanxxState {
  const s = newGame(4);
  for (const seat of s.seats) hold(s, seat.id, {});
  hold(s, 'red', { cilicia: 2, palmyrene: 1, syria: 1 });
  s.seats[0]!.talents = 7;
  return s;
}

describe('final scoring', () => {
  it('phalanxx §scoring.1: total strength is the current strength plus the scoring values', () => {
    const s = scored();
    toPlayed(s, 0, ['X06', 'X08']);
    const sheet = scoreSheet(s, s.seats[0]!);
    expect(sheet.strength).toBe(strength(s.seats[0]!));
    expect(sheet.total).toBe(6 + 0 + 0 + 4 + 5 + 2 + 0);
  });

  it('phalanxx §scoring.2: 5 strength per special grouping', () => {
    const s = scored();
    toPlayed(s, 0, ['X01', 'X04', 'X07', 'X12', 'X15']);
    toPlayed(s, 0, ['X10'], true);
    expect(scoreSheet(s, s.seats[0]!).groupings).toBe(5);
  });

  it('phalanxx §scoring.3: 3 strength per card turned, which gives back what the conflict cost', () => {
    const s = scored();
    toPlayed(s, 0, ['X06']);
    const untouched = scoreSheet(s, s.seats[0]!).total;
    s.seats[0]!.played[0]!.turned = true;
    const sheet = scoreSheet(s, s.seats[0]!);
    expect(sheet.turned).toBe(3);
    expect(sheet.total).toBe(untouched);
  });

  it('phalanxx §scoring.4: 1 strength per meeple on the board', () => {
    const s = scored();
    expect(scoreSheet(s, s.seats[0]!).meeples).toBe(4);
  });

  it('phalanxx §scoring.5: the values of the cities and oases held', () => {
    const s = scored();
    expect(scoreSheet(s, s.seats[0]!).places).toBe(3 + 2);
  });

  it('phalanxx §scoring.6: the holder of Camouflage loses 4 strength', () => {
    const s = scored();
    toPlayed(s, 0, ['X15', 'XX12']);
    const sheet = scoreSheet(s, s.seats[0]!);
    expect(sheet.camouflage).toBe(-4);
    expect(sheet.strength + sheet.camouflage).toBe(1);
  });

  it('phalanxx §scoring.7: 1 strength per 3 talents', () => {
    const s = scored();
    for (const [t, v] of [[0, 0], [2, 0], [3, 1], [8, 2], [9, 3]] as const) {
      s.seats[0]!.talents = t;
      expect(scoreSheet(s, s.seats[0]!).talents).toBe(v);
    }
  });
});

describe('tie-break', () => {
  it('phalanxx §tiebreak.1: on equal strength the higher sum of personal dice wins', () => {
    const s = newGame(2);
    for (const seat of s.seats) hold(s, seat.id, {});
    for (const seat of s.seats) seat.talents = 0;
    setPersonal(s, 0, [1, 2, 3]);
    setPersonal(s, 1, [2, 2, 3]);
    const r = phalanxx.result({ ...s, step: 'over' })!;
    expect(r.scores!.red).toBe(r.scores!.blue);
    expect(r.winners).toEqual(['blue']);
    setPersonal(s, 0, [2, 2, 3]);
    expect(phalanxx.result({ ...s, step: 'over' })!.winners.sort()).toEqual(['blue', 'red']);
  });
});

describe('special groupings', () => {
  const full = (s: PhalanxxState) => {
    toPlayed(s, 0, ['X01', 'X04', 'X07']);
  };

  it('phalanxx §groupings.1: groupings score only when all three preconditions are met', () => {
    const s = scored();
    full(s);
    expect(groupings(s.seats[0]!)).toBe(0);
    toPlayed(s, 0, ['X12', 'X15']);
    toPlayed(s, 0, ['X10'], true);
    expect(groupings(s.seats[0]!)).toBe(1);
  });

  it('phalanxx §groupings.2: at least one Leader card played', () => {
    const s = scored();
    full(s);
    toPlayed(s, 0, ['X15']);
    toPlayed(s, 0, ['X10'], true);
    expect(groupings(s.seats[0]!)).toBe(0);
    toPlayed(s, 0, ['X13']);
    expect(groupings(s.seats[0]!)).toBe(1);
  });

  it('phalanxx §groupings.3: at least one Equipment card played', () => {
    const s = scored();
    full(s);
    toPlayed(s, 0, ['X12']);
    toPlayed(s, 0, ['X10'], true);
    expect(groupings(s.seats[0]!)).toBe(0);
    toPlayed(s, 0, ['X16']);
    expect(groupings(s.seats[0]!)).toBe(1);
  });

  it('phalanxx §groupings.4: at least one conflict made (a card turned)', () => {
    const s = scored();
    full(s);
    toPlayed(s, 0, ['X12', 'X15']);
    expect(groupings(s.seats[0]!)).toBe(0);
    s.seats[0]!.played[0]!.turned = true;
    expect(groupings(s.seats[0]!)).toBe(1);
  });

  it('phalanxx §groupings.5: a grouping is one Archer, one Cavalry and one Infantry symbol, worth 5', () => {
    const s = scored();
    toPlayed(s, 0, ['X12', 'X15']);
    toPlayed(s, 0, ['X01', 'X02', 'X07'], true); // two archers, one infantry: no cavalry
    expect(groupings(s.seats[0]!)).toBe(0);
    toPlayed(s, 0, ['X05']);
    expect(groupings(s.seats[0]!)).toBe(1);
    expect(scoreSheet(s, s.seats[0]!).groupings).toBe(5);
  });

  it('phalanxx §groupings.6: several groupings score 5 each', () => {
    const s = scored();
    toPlayed(s, 0, ['X12', 'X15']);
    toPlayed(s, 0, ['X01', 'X02', 'X04', 'X05', 'X07', 'X08', 'X03', 'X06'], false);
    s.seats[0]!.played[0]!.turned = true;
    expect(groupings(s.seats[0]!)).toBe(2);
    expect(scoreSheet(s, s.seats[0]!).groupings).toBe(10);
  });
});
