import { describe, expect, it } from 'vitest';
import { phalanxx } from '../src/index.ts';
import { atAction, atBuy, codes, die, legal, must, newGame, setPersonal, toDisplay, toHand } from './helpers.ts';

function threeIncomes(state: ReturnType<typeof newGame>): void {
  for (let i = 0; i < 3; i++) {
    must(state, { do: 'income', die: i, slot: i });
    must(state, { do: 'keep' });
  }
}

describe('the turn', () => {
  it('phalanxx §turn.1: a turn is buy, roll, three actions, pass the dice', () => {
    const s = newGame(4);
    const first = s.first;
    expect(s.step).toBe('buy');
    const events = must(s, { do: 'pass' }, [2, 3, 4]);
    expect(events.some((e) => e.type === 'roll')).toBe(true);
    expect(s.step).toBe('action');
    threeIncomes(s);
    expect(s.current).toBe((first + 1) % 4);
    expect(s.step).toBe('buy');
  });
});

describe('1. buying epoch cards', () => {
  it('phalanxx §buy.1: a card costs the price under its slot, 5 next to the pile down to 1 on the right, and goes to the hand', () => {
    for (const [slot, price] of [[0, 5], [1, 4], [2, 3], [3, 2], [4, 1]] as const) {
      const s = newGame(4);
      const seat = atBuy(s, 0);
      seat.talents = 10;
      const c = s.display[slot]!;
      must(s, { do: 'buy', slot }, [6, 6, 6]);
      if (s.step === 'swap-card') must(s, { do: 'keep' }, [6, 6, 6]);
      expect(seat.talents).toBe(10 - price);
      expect(seat.hand).toContain(c);
    }
    const s = newGame(4);
    atBuy(s, 0).talents = 4;
    expect(codes(s, { do: 'buy', slot: 0 })).toEqual(['too-poor']);
  });

  it('phalanxx §buy.2: paying 4 or 5 allows swapping a hand card with a display card, put in the same slot', () => {
    const s = newGame(4);
    const seat = atBuy(s, 0);
    seat.talents = 10;
    const mine = seat.hand[0]!;
    must(s, { do: 'buy', slot: 1 });
    expect(s.step).toBe('swap-card');
    const target = s.display[3]!;
    must(s, { do: 'swap-card', card: mine, slot: 3 }, [6, 6, 6]);
    expect(seat.hand).toContain(target);
    expect(seat.hand).not.toContain(mine);
    // the slide moves only the cards left of the gap; slot 3 keeps the swapped-in card
    expect(s.display[3]).toBe(mine);
    const t = newGame(4);
    atBuy(t, 0).talents = 10;
    must(t, { do: 'buy', slot: 2 }, [6, 6, 6]);
    expect(t.step).toBe('action');
  });

  it('phalanxx §buy.3: a player who buys nothing discards the rightmost card to the box', () => {
    const s = newGame(4);
    atBuy(s, 0);
    const right = s.display[4]!;
    must(s, { do: 'pass' }, [6, 6, 6]);
    expect(s.discarded).toEqual([right]);
    expect(s.display).not.toContain(right);
  });

  it('phalanxx §buy.4: the cards slide right to close the gap and a new card fills the slot next to the pile', () => {
    const s = newGame(4);
    atBuy(s, 0).talents = 10;
    const [a, b, , d, e] = s.display;
    const top = s.deck[0]!;
    must(s, { do: 'buy', slot: 2 }, [6, 6, 6]);
    expect(s.display).toEqual([top, a, b, d, e]);
    expect(s.deck[0]).not.toBe(top);
  });
});

describe('2. rolling the dice', () => {
  it('phalanxx §roll.1: the first player rolls the three white dice, later players the dice left on the grey slots before them', () => {
    const s = newGame(4);
    const first = s.first;
    must(s, { do: 'pass' }, [2, 5, 6]);
    expect(s.rolled).toEqual([die('white', 2), die('white', 5), die('white', 6)]);
    setPersonal(s, first, [1, 3, 6], ['white', 'orange', 'violet']);
    must(s, { do: 'push', die: 0, slot: 2 }); // the violet 6 goes to the grey slot
    must(s, { do: 'income', die: 1, slot: 0 });
    must(s, { do: 'keep' });
    must(s, { do: 'income', die: 2, slot: 1 });
    must(s, { do: 'keep' });
    expect(s.rolled.map((d) => d!.colour).sort()).toEqual(['violet', 'white', 'white']);
    must(s, { do: 'pass' }, [4, 4, 4]);
    expect(s.rolled.map((d) => `${d!.colour}${d!.value}`).sort()).toEqual(['violet4', 'white4', 'white4']);
  });

  it('phalanxx §roll.2: a roll of 8 or less gives 3 talents, 9 or more nothing', () => {
    const s = newGame(4);
    const seat = s.seats[s.first]!;
    const t0 = seat.talents;
    const events = must(s, { do: 'pass' }, [2, 3, 3]);
    expect(seat.talents).toBe(t0 + 3);
    expect(events.some((e) => e.rule === 'phalanxx §roll.2')).toBe(true);
    const u = newGame(4);
    const other = u.seats[u.first]!;
    const u0 = other.talents;
    must(u, { do: 'pass' }, [2, 3, 4]);
    expect(other.talents).toBe(u0);
  });
});

describe('3. actions', () => {
  it('phalanxx §actions.1: one action per die, three per turn, and the same action may be repeated', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [1, 1, 1]);
    const t0 = seat.talents;
    threeIncomes(s);
    expect(seat.talents).toBe(t0 + 9);
    expect(s.current).toBe(1);
  });

  it('phalanxx §actions.2: the actions are play a card, conquer, push a die, take income (with a die swap)', () => {
    const s = newGame(4);
    const seat = atAction(s, 0, [6, 6, 6]);
    setPersonal(s, 0, [1, 1, 1]);
    toHand(s, 0, 'X01');
    expect(seat.reserve).toBeGreaterThan(0);
    const kinds = new Set(legal(s).map((d) => d.do).filter((k) => k !== 'fix-die')); // setting a die is not an action
    expect(legal(s).some((d) => d.do === 'fix-die')).toBe(true);
    expect([...kinds].sort()).toEqual(['conquer', 'income', 'play', 'push']);
  });
});

describe('4. passing the dice', () => {
  it('phalanxx §pass-dice.1: the three grey-slot dice go to the left neighbour, who starts by buying', () => {
    const s = newGame(4);
    atAction(s, 2, [4, 5, 6]);
    threeIncomes(s);
    expect(s.current).toBe(3);
    expect(s.step).toBe('buy');
    expect(s.rolled.map((d) => d!.value).sort()).toEqual([4, 5, 6]);
    expect(s.seats[2]!.grey).toEqual([null, null, null]);
    expect(phalanxx.pending(s)!.players).toEqual([s.seats[3]!.id]);
  });
});

describe('end of the game', () => {
  it('phalanxx §end.1: when the pile cannot refill the display, the round is finished up to the player right of the first', () => {
    const s = newGame(4);
    s.first = 1;
    atBuy(s, 2);
    s.deck = [];
    must(s, { do: 'pass' }, [6, 6, 6]);
    expect(s.endTriggered).toBe(true);
    threeIncomes(s);
    expect(s.current).toBe(3);
    must(s, { do: 'pass' }, [6, 6, 6]);
    threeIncomes(s);
    expect(s.current).toBe(0); // the last player of the round (right of the first, seat 1)
    must(s, { do: 'pass' }, [6, 6, 6]);
    threeIncomes(s);
    expect(s.step).toBe('over');
    expect(phalanxx.pending(s)).toBeNull();
    expect(phalanxx.result(s)).not.toBeNull();
  });

  it('phalanxx §end.1: the pile running out in the last player\'s turn ends the game with that turn', () => {
    const s = newGame(4);
    s.first = 0;
    atBuy(s, 3);
    s.deck = ['X01'];
    toDisplay(s, 0, 'X02');
    s.deck = [];
    must(s, { do: 'pass' }, [6, 6, 6]);
    threeIncomes(s);
    expect(s.step).toBe('over');
  });
});
