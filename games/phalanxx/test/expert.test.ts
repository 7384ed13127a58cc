import { describe, expect, it } from 'vitest';
import { strength } from '../src/index.ts';
import { atAction, atBuy, codes, die, hold, must, newGame, setPersonal, toHand, toPlayed } from './helpers.ts';

describe('expert variant', () => {
  it('phalanxx §expert.1: each player has the ability of his action card for the whole game; card 1 starts', () => {
    for (const seed of ['a', 'b', 'c']) {
      const s = newGame(3, true, seed);
      expect(s.seats[s.first]!.ability).toBe('intrigue');
      expect(new Set(s.seats.map((x) => x.ability)).size).toBe(3);
    }
  });

  it('phalanxx §expert.2: Intrigue swaps a personal die with a die up to two higher or lower', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [1, 1, 1]);
    setPersonal(s, 0, [3, 3, 3], ['white', 'white', 'white']);
    setPersonal(s, 1, [5, 6, 1], ['violet', 'orange', 'orange']);
    must(s, { do: 'income', die: 0, slot: 0 });
    expect(codes(s, { do: 'swap-die', with: 'blue', slot: 0 })).toEqual(['values-differ']);
    seat.ability = 'intrigue';
    expect(codes(s, { do: 'swap-die', with: 'blue', slot: 1 })).toEqual(['values-differ']);
    expect(codes(s, { do: 'swap-die', with: 'blue', slot: 2 })).toEqual([]);
    must(s, { do: 'swap-die', with: 'blue', slot: 0 });
    expect(seat.personal[0]).toEqual(die('violet', 5));
    expect(s.seats[1]!.personal[0]).toEqual(die('white', 3));
  });

  it('phalanxx §expert.3: the Merchant pays 1 talent for any card', () => {
    const s = newGame(4);
    const seat = atBuy(s, 0);
    seat.ability = 'merchant';
    seat.talents = 1;
    must(s, { do: 'buy', slot: 0 }, [6, 6, 6]);
    expect(seat.talents).toBe(0);
    expect(s.step).toBe('action'); // 1 paid: no swap
    const t = newGame(4);
    const other = atBuy(t, 0);
    other.ability = 'merchant';
    other.talents = 1;
    toPlayed(t, 0, ['X16']);
    must(t, { do: 'scout' });
    must(t, { do: 'scout-buy' }, [6, 6, 6]);
    expect(other.talents).toBe(0);
  });

  it('phalanxx §expert.4: Legend starts with 3 epoch cards and gains 2 extra strength per Leader played', () => {
    for (const seed of ['a', 'b', 'c']) {
      const s = newGame(4, true, seed);
      for (const seat of s.seats) expect(seat.hand.length).toBe(seat.ability === 'legend' ? 3 : 2);
    }
    const s = newGame(4);
    const seat = atAction(s, 0, [6, 6, 6]);
    setPersonal(s, 0, [1, 1, 1]);
    seat.ability = 'legend';
    toPlayed(s, 0, ['X01']);
    toHand(s, 0, 'X12', 'X02');
    must(s, { do: 'play', die: 0, slot: 0, card: 'X12' });
    expect(strength(seat)).toBe(2 + 2 + 2);
    must(s, { do: 'play', die: 1, slot: 1, card: 'X02' });
    expect(strength(seat)).toBe(2 + 3 + 1 + 2);
  });

  it('phalanxx §expert.5: Forced march conquers beyond one unoccupied region, never through a held one', () => {
    const s = newGame(4);
    for (const x of s.seats) hold(s, x.id, {});
    hold(s, 'red', { cilicia: 2 });
    const seat = atAction(s, 0, [6, 6, 6]);
    setPersonal(s, 0, [1, 1, 1]);
    // Issos - Syria - Tyros: Syria is empty
    expect(codes(s, { do: 'conquer', die: 0, slot: 0, region: 'phoenicia' })).toEqual(['not-adjacent']);
    seat.ability = 'forced-march';
    expect(codes(s, { do: 'conquer', die: 0, slot: 0, region: 'phoenicia' })).toEqual([]);
    expect(codes(s, { do: 'conquer', die: 0, slot: 0, region: 'babylonia' })).toEqual(['not-adjacent']); // two regions away
    hold(s, 'blue', { syria: 1 });
    expect(codes(s, { do: 'conquer', die: 0, slot: 0, region: 'phoenicia' })).toEqual(['not-adjacent']);
    hold(s, 'blue', {});
    must(s, { do: 'conquer', die: 0, slot: 0, region: 'phoenicia' });
    expect(s.regions.phoenicia!.owner).toBe('red');
    expect(s.regions.syria!.owner).toBeNull();
  });
});
