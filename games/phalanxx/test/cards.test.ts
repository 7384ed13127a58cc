import { describe, expect, it } from 'vitest';
import { cardStrength, card, scoreSheet, strength } from '../src/index.ts';
import { atAction, atBuy, codes, hold, legal, must, newGame, setPersonal, toDisplay, toHand, toPlayed } from './helpers.ts';

/** Strength of `id` among `others` played with it. */
const with_ = (id: string, others: string[]) => cardStrength(id, [id, ...others]);

describe('leader cards', () => {
  it('phalanxx §leaders.1: leaders gain strength from the armies around them', () => {
    expect(with_('X12', [])).toBe(0);
    expect(with_('X12', ['X01'])).toBeGreaterThan(with_('X12', []));
  });

  it('phalanxx §leaders.2: Parmenion 2 / 3 / 4 with 1 / 2 / 3+ Archers', () => {
    expect(card('X12').name).toBe('Parmenion');
    expect([[], ['X01'], ['X01', 'X02'], ['X01', 'X02', 'X03'], ['X01', 'X02', 'X03', 'XX01']].map((o) => with_('X12', o))).toEqual([0, 2, 3, 4, 4]);
    expect(with_('X12', ['X04', 'X07'])).toBe(0);
  });

  it('phalanxx §leaders.3: Bessos 1 / 3 / 5 with 1 / 2 / 3+ Cavalry', () => {
    expect(card('XX09').name).toBe('Bessos');
    expect([[], ['X04'], ['X04', 'X05'], ['X04', 'X05', 'X06'], ['X04', 'X05', 'X06', 'XX04']].map((o) => with_('XX09', o))).toEqual([0, 1, 3, 5, 5]);
  });

  it('phalanxx §leaders.4: Porus 1 / 2 / 3 / 4 with 1 / 2 / 3 / 4+ Infantry', () => {
    expect(card('XXX10').name).toBe('Porus');
    const inf = ['X07', 'X08', 'X09', 'X10', 'X11'];
    expect([0, 1, 2, 3, 4, 5].map((n) => with_('XXX10', inf.slice(0, n)))).toEqual([0, 1, 2, 3, 4, 4]);
  });

  it('phalanxx §leaders.5: Dareios 2 / 3 / 5 with 2 / 3 / 4+ white Army cards', () => {
    expect(card('X13').name).toBe('Dareios');
    const armies = ['X01', 'X04', 'X07', 'X10', 'X11'];
    expect([0, 1, 2, 3, 4, 5].map((n) => with_('X13', armies.slice(0, n)))).toEqual([0, 0, 2, 3, 5, 5]);
  });

  it('phalanxx §leaders.6: Antigonos 1 / 3 / 4 with 1 / 2 / 3+ Equipment cards', () => {
    expect(card('XXX11').name).toBe('Antigonos');
    const eq = ['X14', 'X15', 'X16', 'XX11'];
    expect([0, 1, 2, 3, 4].map((n) => with_('XXX11', eq.slice(0, n)))).toEqual([0, 1, 3, 4, 4]);
  });

  it('phalanxx §leaders.7: Memnon of Rhodes 2 / 4 / 6 with 1 / 2 / 3+ Leader cards (himself included)', () => {
    expect(card('XX10').name).toBe('Memnon of Rhodes');
    expect([[], ['X12'], ['X12', 'X13'], ['X12', 'X13', 'XX09']].map((o) => with_('XX10', o))).toEqual([2, 4, 6, 6]);
  });

  it('phalanxx §leaders.8: a leader\'s strength is adjusted when later cards are played', () => {
    const s = newGame(4);
    atAction(s, 0, [6, 6, 6]);
    setPersonal(s, 0, [1, 1, 1]);
    toPlayed(s, 0, ['X12', 'X01']);
    toHand(s, 0, 'X02');
    expect(strength(s.seats[0]!)).toBe(2 + 2);
    must(s, { do: 'play', die: 0, slot: 0, card: 'X02' });
    expect(strength(s.seats[0]!)).toBe(3 + 2 + 1);
  });

  it('phalanxx §leaders.9: an Archer of strength 5 with Dareios and Parmenion in play adds 7', () => {
    const s = newGame(4);
    atAction(s, 0, [6, 6, 6]);
    setPersonal(s, 0, [1, 1, 1]);
    toPlayed(s, 0, ['X13', 'X12', 'X01', 'X04']); // Dareios 2 (two armies), Parmenion 2 (one archer)
    toHand(s, 0, 'XXX05'); // Sogdian archers, strength 5, needs a leader
    const before = strength(s.seats[0]!);
    must(s, { do: 'play', die: 0, slot: 0, card: 'XXX05' });
    expect(strength(s.seats[0]!) - before).toBe(7);
  });
});

describe('equipment cards', () => {
  it('phalanxx §equipment.1: abilities work from the moment the card is played, not from the hand', () => {
    const s = newGame(4);
    atAction(s, 0, [2, 2, 2]);
    setPersonal(s, 0, [6, 6, 6]);
    toHand(s, 0, 'X14');
    expect(codes(s, { do: 'forge', die: 0, value: 6 })).toEqual(['no-blacksmith']);
    toPlayed(s, 0, ['X14']);
    expect(codes(s, { do: 'forge', die: 0, value: 6 })).toEqual([]);
  });

  it('phalanxx §equipment.2: the Blacksmith sets a rolled die to any value (once a turn)', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [2, 2, 2]);
    setPersonal(s, 0, [6, 6, 6]);
    toPlayed(s, 0, ['X14']);
    toHand(s, 0, 'X01');
    const r0 = seat.reserve;
    must(s, { do: 'forge', die: 1, value: 6 });
    must(s, { do: 'play', die: 1, slot: 0, card: 'X01' });
    expect(seat.reserve).toBe(r0);
    expect(codes(s, { do: 'forge', die: 0, value: 6 })).toEqual(['forge-used']);
  });

  it('phalanxx §equipment.3: with the Supply wagon minimum-talent conditions are ignored', () => {
    const s = newGame(4);
    atAction(s, 0, [6, 6, 6]);
    setPersonal(s, 0, [1, 1, 1]);
    s.seats[0]!.talents = 0;
    toHand(s, 0, 'XXX08'); // 10 talents
    expect(codes(s, { do: 'play', die: 0, slot: 0, card: 'XXX08' })).toEqual(['conditions-unmet']);
    toPlayed(s, 0, ['X15']);
    expect(codes(s, { do: 'play', die: 0, slot: 0, card: 'XXX08' })).toEqual([]);
  });

  it('phalanxx §equipment.4: with the second Supply wagon minimum-die conditions are ignored', () => {
    const s = newGame(4);
    atAction(s, 0, [6, 6, 6]);
    setPersonal(s, 0, [1, 1, 1]);
    toHand(s, 0, 'XX05'); // a personal die of 5+
    expect(codes(s, { do: 'play', die: 0, slot: 0, card: 'XX05' })).toEqual(['conditions-unmet']);
    toPlayed(s, 0, ['XX11']);
    expect(codes(s, { do: 'play', die: 0, slot: 0, card: 'XX05' })).toEqual([]);
  });

  it('phalanxx §equipment.5: Camouflage gives 4 strength at once, taken away at the final scoring', () => {
    const s = newGame(4);
    for (const seat of s.seats) hold(s, seat.id, {});
    atAction(s, 0, [6, 6, 6]);
    setPersonal(s, 0, [1, 1, 1]);
    s.seats[0]!.talents = 0;
    toPlayed(s, 0, ['X15']);
    toHand(s, 0, 'XX12');
    must(s, { do: 'play', die: 0, slot: 0, card: 'XX12' });
    expect(strength(s.seats[0]!)).toBe(1 + 4);
    expect(scoreSheet(s, s.seats[0]!).total).toBe(1);
  });

  it('phalanxx §equipment.6: the Scout turns up the top card, buys it for 4, or puts it back and buys from the display or passes', () => {
    const s = newGame(4);
    const seat = atBuy(s, 0);
    seat.talents = 10;
    toPlayed(s, 0, ['X16']);
    const top = s.deck[0]!;
    must(s, { do: 'scout' });
    expect(s.step).toBe('scout');
    must(s, { do: 'scout-buy' });
    expect(seat.hand).toContain(top);
    expect(seat.talents).toBe(6);
    expect(s.step).toBe('swap-card'); // 4 paid: the swap of phalanxx §buy.2
    const t = newGame(4);
    const other = atBuy(t, 0);
    other.talents = 10;
    toPlayed(t, 0, ['X16']);
    const top2 = t.deck[0]!;
    must(t, { do: 'scout' });
    must(t, { do: 'scout-return' });
    expect(t.deck[0]).toBe(top2);
    expect(t.step).toBe('buy');
    expect(legal(t).some((d) => d.do === 'scout')).toBe(false);
    expect(legal(t).map((d) => d.do)).toContain('pass');
    must(t, { do: 'buy', slot: 4 }, [6, 6, 6]);
    expect(other.talents).toBe(9);
    const u = newGame(4);
    atBuy(u, 0);
    toDisplay(u, 0, 'X01');
    expect(codes(u, { do: 'scout' })).toEqual(['no-scout']);
  });

  it('phalanxx §equipment.7: Military music 2 / 4 / 7 with 1 / 2 / 3+ Leaders played', () => {
    expect(card('XXX13').name).toBe('Military music');
    expect([[], ['X12'], ['X12', 'X13'], ['X12', 'X13', 'XX09'], ['X12', 'X13', 'XX09', 'XX10']].map((o) => with_('XXX13', o))).toEqual([0, 2, 4, 7, 7]);
  });

  it('phalanxx §equipment.8: Horses 0 / 2 / 4 and Fortress 1 / 3 / 4 with 1 / 2 / 3+ Equipment played', () => {
    expect(card('XX13').name).toBe('Horses');
    expect(card('XXX12').name).toBe('Fortress');
    expect([[], ['X14'], ['X14', 'X15'], ['X14', 'X15', 'X16']].map((o) => with_('XX13', o))).toEqual([0, 2, 4, 4]);
    expect([[], ['X14'], ['X14', 'X15'], ['X14', 'X15', 'X16']].map((o) => with_('XXX12', o))).toEqual([1, 3, 4, 4]);
  });

  it('phalanxx §equipment.9: Horses, Fortress and Military music grow as cards are added later', () => {
    const s = newGame(4);
    atAction(s, 0, [6, 6, 6]);
    setPersonal(s, 0, [1, 1, 1]);
    toPlayed(s, 0, ['XX13', 'XXX12', 'X12']);
    expect(strength(s.seats[0]!)).toBe(2 + 3 + 0); // Horses and Fortress with two equipment
    toHand(s, 0, 'XXX13', 'X13');
    must(s, { do: 'play', die: 0, slot: 0, card: 'XXX13' });
    expect(strength(s.seats[0]!)).toBe(4 + 4 + 0 + 2); // three equipment; Military music with one leader
    must(s, { do: 'play', die: 1, slot: 1, card: 'X13' }); // Dareios: red holds his starting city
    expect(strength(s.seats[0]!)).toBe(4 + 4 + 0 + 4 + 0); // two leaders: Military music 4
  });
});
