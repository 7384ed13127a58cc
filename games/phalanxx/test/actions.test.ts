import { describe, expect, it } from 'vitest';
import { strength } from '../src/index.ts';
import type { PhalanxxState } from '../src/types.ts';
import { atAction, codes, die, hold, legal, must, newGame, setPersonal, toHand } from './helpers.ts';

/** A four-player game where nobody holds anything, then seat 0 holds `regions`. */
function board(regions: Record<string, number>): PhalanxxState {
  const s = newGame(4);
  for (const seat of s.seats) hold(s, seat.id, {});
  hold(s, 'red', regions);
  return s;
}

describe('3a. playing an epoch card', () => {
  it('phalanxx §card-play.1: the rolled die must be at least the personal die compared, and the conditions met', () => {
    const s = newGame(4);
    atAction(s, 0, [3, 2, 6]);
    setPersonal(s, 0, [3, 4, 1]);
    toHand(s, 0, 'X01', 'X03');
    expect(codes(s, { do: 'play', die: 1, slot: 0, card: 'X01' })).toEqual(['die-too-low']);
    expect(codes(s, { do: 'play', die: 0, slot: 1, card: 'X01' })).toEqual(['die-too-low']);
    setPersonal(s, 0, [3, 3, 1]);
    expect(codes(s, { do: 'play', die: 2, slot: 2, card: 'X03' })).toEqual(['conditions-unmet']); // needs a personal die of 4+
    must(s, { do: 'play', die: 0, slot: 0, card: 'X01' }); // 3 >= 3
    expect(s.seats[0]!.played.map((p) => p.card)).toEqual(['X01']);
  });

  it('phalanxx §card-play.2: the die goes on the grey slot beside the personal die compared, which must be free', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [5, 5, 5]);
    setPersonal(s, 0, [1, 1, 1]);
    toHand(s, 0, 'X01', 'X02');
    must(s, { do: 'play', die: 0, slot: 2, card: 'X01' });
    expect(seat.grey[2]).toEqual(die('white', 5));
    expect(codes(s, { do: 'play', die: 1, slot: 2, card: 'X02' })).toEqual(['slot-taken']);
  });

  it('phalanxx §card-play.3: the card is laid face up, its strength counts at once and its ability works from now', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [5, 5, 5]);
    setPersonal(s, 0, [1, 1, 1]);
    seat.talents = 10;
    toHand(s, 0, 'X14', 'X06');
    expect(codes(s, { do: 'forge', die: 1, value: 1 })).toEqual(['no-blacksmith']);
    must(s, { do: 'play', die: 0, slot: 0, card: 'X14' });
    expect(strength(seat)).toBe(1);
    must(s, { do: 'forge', die: 1, value: 1 });
    expect(s.rolled[1]!.value).toBe(1);
  });
});

describe('3b. conquering a region', () => {
  it('phalanxx §conquer.1: the rolled die must be at least one of the personal dice', () => {
    const s = board({ cilicia: 2 });
    atAction(s, 0, [2, 2, 2]);
    setPersonal(s, 0, [3, 4, 5]);
    for (const slot of [0, 1, 2]) expect(codes(s, { do: 'conquer', die: 0, slot, region: 'syria' })).toEqual(['die-too-low']);
    setPersonal(s, 0, [3, 2, 5]);
    must(s, { do: 'conquer', die: 0, slot: 1, region: 'syria' });
    expect(s.regions.syria!.owner).toBe('red');
  });

  it('phalanxx §conquer.2: the die goes on the grey slot beside the personal die compared, which must be free', () => {
    const s = board({ cilicia: 2 });
    const seat = atAction(s, 0, [6, 6, 6]);
    setPersonal(s, 0, [1, 1, 1]);
    must(s, { do: 'conquer', die: 1, slot: 0, region: 'syria' });
    expect(seat.grey[0]).toEqual(die('white', 6));
    expect(codes(s, { do: 'conquer', die: 2, slot: 0, region: 'phrygia' })).toEqual(['slot-taken']);
  });

  it('phalanxx §conquer.3: only a region adjacent to one held, with a meeple from the reserve; a held region means a conflict', () => {
    const s = board({ cilicia: 2 });
    const seat = atAction(s, 0, [6, 6, 6]);
    setPersonal(s, 0, [1, 1, 1]);
    expect(codes(s, { do: 'conquer', die: 0, slot: 0, region: 'babylonia' })).toEqual(['not-adjacent']);
    const r0 = seat.reserve;
    must(s, { do: 'conquer', die: 0, slot: 0, region: 'phrygia' });
    expect(seat.reserve).toBe(r0 - 1);
    expect(s.regions.phrygia).toEqual({ owner: 'red', meeples: 1 });
    hold(s, 'blue', { syria: 1 });
    expect(codes(s, { do: 'conquer', die: 1, slot: 1, region: 'syria' })).toEqual(['nothing-to-turn']); // a conflict, which red cannot start
  });

  it('phalanxx §conquer.4: a city takes two meeples, any other region one', () => {
    const s = board({ syria: 1 });
    const seat = atAction(s, 0, [6, 6, 6]);
    setPersonal(s, 0, [1, 1, 1]);
    const r0 = seat.reserve;
    must(s, { do: 'conquer', die: 0, slot: 0, region: 'cilicia' });
    expect(s.regions.cilicia).toEqual({ owner: 'red', meeples: 2 });
    must(s, { do: 'conquer', die: 1, slot: 1, region: 'palmyrene' });
    expect(s.regions.palmyrene).toEqual({ owner: 'red', meeples: 1 });
    expect(seat.reserve).toBe(r0 - 3);
  });

  it('phalanxx §conquer.5: short of meeples, a player brings them from his land regions (not cities or oases); else he cannot conquer', () => {
    const s = board({ syria: 1, cappadocia: 1, palmyrene: 1, phoenicia: 2 });
    const seat = atAction(s, 0, [6, 6, 6]);
    setPersonal(s, 0, [1, 1, 1]);
    seat.boxed += seat.reserve - 1;
    seat.reserve = 1;
    must(s, { do: 'conquer', die: 0, slot: 0, region: 'cilicia' });
    expect(s.step).toBe('take-meeple');
    const sources = legal(s).map((d) => (d.do === 'take-meeple' ? d.region : '')).sort();
    expect(sources).toEqual(['cappadocia', 'syria']);
    expect(codes(s, { do: 'take-meeple', region: 'palmyrene' })).toEqual(['bad-source']);
    must(s, { do: 'take-meeple', region: 'syria' });
    expect(s.regions.cilicia).toEqual({ owner: 'red', meeples: 2 });
    expect(s.regions.syria!.owner).toBeNull();
    expect(seat.reserve).toBe(0);
    // now one land region (1 meeple) and an empty reserve: a city is out of reach
    expect(codes(s, { do: 'conquer', die: 1, slot: 1, region: 'arabia' })).toEqual([]);
    expect(codes(s, { do: 'conquer', die: 1, slot: 1, region: 'babylonia' })).toEqual(['no-meeples']);
  });
});

describe('3c. pushing a die', () => {
  it('phalanxx §push.1: the rolled die replaces the personal die, which goes to the free grey slot', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [5, 2, 2]);
    setPersonal(s, 0, [3, 4, 5], ['white', 'orange', 'violet']);
    must(s, { do: 'push', die: 0, slot: 1 });
    expect(seat.personal[1]).toEqual(die('white', 5));
    expect(seat.grey[1]).toEqual(die('orange', 4));
    expect(codes(s, { do: 'push', die: 1, slot: 1 })).toEqual(['slot-taken']);
  });

  it('phalanxx §push.2: a lower new die costs the difference, and talents cannot go below 0', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [1, 1, 1]);
    setPersonal(s, 0, [6, 6, 2]);
    seat.talents = 4;
    expect(codes(s, { do: 'push', die: 0, slot: 0 })).toEqual(['too-poor']);
    must(s, { do: 'push', die: 0, slot: 2 });
    expect(seat.talents).toBe(3);
    expect(legal(s).filter((d) => d.do === 'push').length).toBe(0); // 6 -> 1 costs 5 > 3
  });

  it('phalanxx §push.3: a higher new die earns the difference', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [6, 1, 1]);
    setPersonal(s, 0, [2, 2, 2]);
    seat.talents = 0;
    must(s, { do: 'push', die: 0, slot: 0 });
    expect(seat.talents).toBe(4);
  });

  it('phalanxx §push.4: a new die of the same value leaves the talents unchanged (and may change the colour)', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [3, 1, 1]);
    setPersonal(s, 0, [3, 3, 3], ['white', 'orange', 'violet']);
    seat.talents = 7;
    must(s, { do: 'push', die: 0, slot: 2 });
    expect(seat.talents).toBe(7);
    expect(seat.personal.map((d) => d.colour)).toEqual(['white', 'orange', 'white']);
  });

  it('phalanxx §push.5: 4 replaced by 6 earns 2 talents; 4 replaced by 1 costs 3', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [6, 1, 1]);
    setPersonal(s, 0, [4, 4, 4]);
    seat.talents = 10;
    must(s, { do: 'push', die: 0, slot: 0 });
    expect(seat.talents).toBe(12);
    must(s, { do: 'push', die: 1, slot: 1 });
    expect(seat.talents).toBe(9);
  });
});

describe('3d. income and die swap', () => {
  it('phalanxx §talents.1: any die on any free grey slot earns 3 talents', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [1, 6, 3]);
    setPersonal(s, 0, [6, 6, 6]);
    seat.talents = 0;
    must(s, { do: 'income', die: 0, slot: 2 });
    expect(seat.talents).toBe(3);
    expect(seat.grey[2]).toEqual(die('white', 1));
    expect(s.step).toBe('swap-die');
  });

  it('phalanxx §talents.2: the personal die left of that slot may be swapped with another player\'s die of the same value', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [1, 6, 3]);
    setPersonal(s, 0, [2, 5, 3], ['white', 'orange', 'violet']);
    setPersonal(s, 2, [5, 4, 6], ['orange', 'white', 'violet']);
    setPersonal(s, 1, [1, 1, 1]);
    setPersonal(s, 3, [1, 1, 1]);
    must(s, { do: 'income', die: 0, slot: 0 });
    expect(codes(s, { do: 'swap-die', with: 'green', slot: 1 })).toEqual(['values-differ']);
    const offers = legal(s).filter((d) => d.do === 'swap-die');
    expect(offers).toEqual([]);
    must(s, { do: 'keep' });
    must(s, { do: 'income', die: 1, slot: 1 });
    must(s, { do: 'swap-die', with: 'green', slot: 0 });
    expect(seat.personal[1]).toEqual(die('orange', 5));
    expect(s.seats[2]!.personal[0]).toEqual(die('orange', 5));
    setPersonal(s, 2, [3, 4, 6], ['white', 'white', 'violet']);
    must(s, { do: 'income', die: 2, slot: 2 });
    must(s, { do: 'swap-die', with: 'green', slot: 0 });
    expect(seat.personal[2]).toEqual(die('white', 3));
    expect(s.seats[2]!.personal[0]).toEqual(die('violet', 3));
  });
});

describe('choosing a die value with a meeple', () => {
  it('phalanxx §meeple-die.1: a meeple from the reserve goes to the box to set a rolled die before using it', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [1, 1, 1]);
    setPersonal(s, 0, [6, 6, 6]);
    toHand(s, 0, 'X01');
    const r0 = seat.reserve;
    must(s, { do: 'fix-die', die: 0, value: 6 });
    expect(seat.reserve).toBe(r0 - 1);
    expect(seat.boxed).toBe(1);
    must(s, { do: 'play', die: 0, slot: 0, card: 'X01' });
    seat.boxed += seat.reserve;
    seat.reserve = 0;
    expect(codes(s, { do: 'fix-die', die: 1, value: 6 })).toEqual(['no-reserve']);
  });
});
