import { describe, expect, it } from 'vitest';
import { HEROISM, heroismValue, strength } from '../src/index.ts';
import type { PhalanxxState } from '../src/types.ts';
import { atAction, atBuy, codes, hold, legal, must, newGame, setPersonal, toDisplay, toPlayed } from './helpers.ts';

/** Red (seat 0) holds Issos; blue (seat 1) holds Syria and Tyros next to it. */
function front(): PhalanxxState {
  const s = newGame(4);
  for (const seat of s.seats) hold(s, seat.id, {});
  hold(s, 'red', { cilicia: 2 });
  hold(s, 'blue', { syria: 1, phoenicia: 2 });
  atAction(s, 0, [6, 6, 6]);
  setPersonal(s, 0, [1, 1, 1]);
  return s;
}

const attack = (region: string, die = 0, slot = 0) => ({ do: 'conquer' as const, die, slot, region });

describe('conflict', () => {
  it('phalanxx §conflict.1: conquering a held region needs a current strength strictly higher than the defender\'s', () => {
    const s = front();
    toPlayed(s, 0, ['X06']); // 3
    toPlayed(s, 1, ['X08']); // 3
    expect(codes(s, attack('syria'))).toEqual(['not-stronger']);
    toPlayed(s, 0, ['X02']); // 4
    expect(codes(s, attack('syria'))).toEqual([]);
  });

  it('phalanxx §conflict.2: the defender\'s meeples go to the box and the attacker places one, or two in a city', () => {
    const s = front();
    toPlayed(s, 0, ['X06', 'X08']);
    toPlayed(s, 1, ['X02']);
    must(s, attack('syria'));
    expect(s.regions.syria).toEqual({ owner: 'red', meeples: 1 });
    expect(s.seats[1]!.boxed).toBe(1);
    must(s, { do: 'rotate', card: 'X08' });
    must(s, attack('phoenicia', 1, 1));
    expect(s.regions.phoenicia).toEqual({ owner: 'red', meeples: 2 });
    expect(s.seats[1]!.boxed).toBe(3);
    expect(s.seats[1]!.reserve + s.seats[1]!.boxed).toBe(12);
  });

  it('phalanxx §conflict.3: the attacker then turns one of his cards and loses 3 strength', () => {
    const s = front();
    toPlayed(s, 0, ['X06', 'X08']);
    expect(strength(s.seats[0]!)).toBe(6);
    must(s, attack('syria'));
    expect(s.step).toBe('rotate');
    expect(legal(s)).toEqual([{ do: 'rotate', card: 'X06' }, { do: 'rotate', card: 'X08' }]);
    must(s, { do: 'rotate', card: 'X08' });
    expect(s.seats[0]!.played).toEqual([{ card: 'X06', turned: false }, { card: 'X08', turned: true }]);
    expect(strength(s.seats[0]!)).toBe(3);
  });

  it('phalanxx §conflict.4: no conflict without a card, without a card left to turn, or with less than 3 strength', () => {
    const s = front();
    expect(codes(s, attack('syria'))).toEqual(['nothing-to-turn']);
    toPlayed(s, 0, ['X06', 'X08'], true);
    toPlayed(s, 0, ['XX12']);
    // strength 3 + 3 + 4 - 6 = 4 but: only one card left to turn, fine
    expect(codes(s, attack('syria'))).toEqual([]);
    s.seats[0]!.played = s.seats[0]!.played.map((p) => ({ ...p, turned: true }));
    expect(codes(s, attack('syria'))).toEqual(['nothing-to-turn']);
    const t = front();
    toPlayed(t, 0, ['X01']); // strength 2
    expect(codes(t, attack('syria'))).toEqual(['too-weak']);
  });
});

describe('Heroism', () => {
  it('phalanxx §heroism.1: Heroism, once drawn, lies face up on the display like an epoch card', () => {
    const s = newGame(4);
    const seat = atBuy(s, 0);
    seat.talents = 20;
    s.deck = [HEROISM, ...s.deck.filter((c) => c !== HEROISM)];
    const events = [] as { type: string }[];
    events.push(...must(s, { do: 'buy', slot: 2 }, [6, 6, 6]));
    expect(s.display[0]).toBe(HEROISM);
    expect(events.some((e) => e.type === 'heroism')).toBe(true);
  });

  it('phalanxx §heroism.2: Heroism cannot be bought and stays on the display', () => {
    const s = newGame(4);
    atBuy(s, 0).talents = 20;
    toDisplay(s, 3, HEROISM);
    expect(codes(s, { do: 'buy', slot: 3 })).toEqual(['heroism-not-for-sale']);
    must(s, { do: 'buy', slot: 1 });
    if (s.step === 'swap-card') {
      expect(codes(s, { do: 'swap-card', card: s.seats[0]!.hand[0]!, slot: 3 })).toEqual(['bad-slot']);
      must(s, { do: 'keep' }, [6, 6, 6]);
    }
    expect(s.display).toContain(HEROISM);
  });

  it('phalanxx §heroism.3: with Heroism out, conflicts compare leaders plus equipment less turned cards, strictly', () => {
    const s = front();
    toPlayed(s, 0, ['X12', 'X15']); // strength 0 + 1, two coloured cards
    toPlayed(s, 1, ['X13', 'XX08']); // one coloured card, strength 3
    s.seats[0]!.legendBonus = 2; // 3 strength so the conflict is allowed
    expect(codes(s, attack('syria'))).toEqual(['not-stronger']);
    toDisplay(s, 4, HEROISM);
    expect(heroismValue(s.seats[0]!)).toBe(2);
    expect(heroismValue(s.seats[1]!)).toBe(1);
    expect(codes(s, attack('syria'))).toEqual([]);
    toPlayed(s, 1, ['X14']);
    expect(codes(s, attack('syria'))).toEqual(['not-stronger']);
  });

  it('phalanxx §heroism.4: the winner under Heroism still turns a card and loses 3 strength', () => {
    const s = front();
    toPlayed(s, 0, ['X12', 'X15', 'X06']);
    toPlayed(s, 1, ['XX08', 'XX04']);
    toDisplay(s, 4, HEROISM);
    const before = strength(s.seats[0]!);
    must(s, attack('syria'));
    must(s, { do: 'rotate', card: 'X06' });
    expect(strength(s.seats[0]!)).toBe(before - 3);
  });

  it('phalanxx §heroism.5: Heroism in the rightmost slot is discarded when the player buys nothing; strength decides again', () => {
    const s = front();
    toPlayed(s, 0, ['X12', 'X15']);
    s.seats[0]!.legendBonus = 2;
    toPlayed(s, 1, ['X13', 'XX08']);
    toDisplay(s, 4, HEROISM);
    expect(codes(s, attack('syria'))).toEqual([]);
    atBuy(s, 0);
    must(s, { do: 'pass' }, [6, 6, 6]);
    expect(s.discarded).toContain(HEROISM);
    expect(s.display).not.toContain(HEROISM);
    expect(codes(s, attack('syria'))).toEqual(['not-stronger']);
  });

  it('phalanxx §heroism.6: A with three coloured cards and one turned (2) beats B with one (1), then turns another card (1)', () => {
    const s = front();
    toPlayed(s, 0, ['X12', 'X15', 'X14', 'X06']);
    toPlayed(s, 0, ['X08'], true);
    toPlayed(s, 1, ['X13']);
    toDisplay(s, 4, HEROISM);
    expect(heroismValue(s.seats[0]!)).toBe(2);
    expect(heroismValue(s.seats[1]!)).toBe(1);
    must(s, attack('syria'));
    must(s, { do: 'rotate', card: 'X06' });
    expect(heroismValue(s.seats[0]!)).toBe(1);
  });
});
