import { createGame } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { BOARD_SIDES, EPOCH_CARDS, HEROISM, phalanxx, strength } from '../src/index.ts';
import { backOf } from '../src/data/cards.ts';
import type { PhalanxxState } from '../src/types.ts';
import { must, newGame } from './helpers.ts';

const seeds = ['a', 'b', 'c', 'd', 'e', 'f'];

function regionsOf(state: PhalanxxState, owner: string): string[] {
  return Object.keys(state.regions).filter((r) => state.regions[r]!.owner === owner);
}

describe('set-up', () => {
  it('phalanxx §setup.1: action cards are dealt at random, card "1" is always in play and its holder starts', () => {
    const firsts = new Set<number>();
    for (const players of [2, 3, 4]) {
      for (const seed of seeds) {
        const s = newGame(players, false, seed);
        const cards = s.seats.map((x) => x.actionCard);
        expect(cards).toContain(1);
        expect(new Set(cards).size).toBe(players);
        expect(s.seats[s.first]!.actionCard).toBe(1);
        expect(s.current).toBe(s.first);
        if (players === 4) expect([...cards].sort()).toEqual([1, 2, 3, 4]);
        firsts.add(s.first);
      }
    }
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('phalanxx §setup.2: the special-ability side of the action card is used only in the expert game', () => {
    expect(newGame(4, false).seats.every((s) => s.ability === null)).toBe(true);
    expect(newGame(4, true).seats.every((s) => s.ability !== null)).toBe(true);
  });

  it('phalanxx §setup.3: each player\'s talents are on his money cards, in the open', () => {
    const s = newGame(4);
    for (const viewer of ['red', 'blue', null]) {
      const v = phalanxx.view(s, viewer);
      expect(v.seats.map((x) => x.talents)).toEqual(s.seats.map((x) => x.talents));
    }
    for (const seat of s.seats) expect(seat.talents).toBeGreaterThanOrEqual(3);
  });

  it('phalanxx §setup.4: side II/IV for 2 or 4 players, side III for 3 players', () => {
    expect(newGame(2).side).toBe('II/IV');
    expect(newGame(4).side).toBe('II/IV');
    expect(newGame(3).side).toBe('III');
    expect(Object.keys(newGame(3).regions).length).toBe(BOARD_SIDES.III.regions.length);
  });

  it('phalanxx §setup.5: the pile holds the X cards above the XX above the XXX, each epoch shuffled', () => {
    const orders = new Set<string>();
    for (const seed of seeds) {
      const s = newGame(4, false, seed);
      const backs = s.deck.map(backOf);
      const rank = { X: 0, XX: 1, XXX: 2 };
      for (let i = 1; i < backs.length; i++) expect(rank[backs[i]!]).toBeGreaterThanOrEqual(rank[backs[i - 1]!]);
      orders.add([...s.display, ...s.seats.flatMap((x) => x.hand)].join());
    }
    expect(orders.size).toBe(seeds.length);
  });

  it('phalanxx §setup.6: 3 cards of each epoch are removed with 3 players, 6 with 2, none with 4', () => {
    for (const [players, cut] of [[4, 0], [3, 3], [2, 6]] as const) {
      const s = newGame(players);
      expect(s.removed.length).toBe(3 * cut);
      for (const e of ['X', 'XX', 'XXX'] as const) expect(s.removed.filter((c) => backOf(c) === e).length).toBe(cut);
      const all = [...s.deck, ...s.display, ...s.removed, ...s.seats.flatMap((x) => x.hand)];
      expect(all.length).toBe(EPOCH_CARDS.length + 1);
    }
  });

  it('phalanxx §setup.7: Heroism is shuffled among the last six XXX cards, at the bottom of the pile', () => {
    const places = new Set<number>();
    for (const seed of [...seeds, 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n']) {
      for (const players of [2, 3, 4]) {
        const s = newGame(players, false, seed);
        const fromBottom = s.deck.length - 1 - s.deck.indexOf(HEROISM);
        expect(fromBottom).toBeLessThan(7);
        expect(s.deck.slice(-7).every((c) => backOf(c) === 'XXX')).toBe(true);
        places.add(fromBottom);
      }
    }
    expect(places.size).toBeGreaterThan(3);
  });

  it('phalanxx §setup.8: five epoch cards lie face up on the display', () => {
    const s = newGame(4);
    expect(s.display.length).toBe(5);
    expect(s.display.every((c) => c !== null && backOf(c) === 'X')).toBe(true);
    expect(phalanxx.view(s, null).display).toEqual(s.display);
  });

  it('phalanxx §setup.9: each player draws two epoch cards into his hand', () => {
    for (const seat of newGame(3).seats) expect(seat.hand.length).toBe(2);
  });

  it('phalanxx §setup.10: each player gets a white Army, an orange Leader and a violet Equipment die, and his meeples', () => {
    for (const seat of newGame(4).seats) {
      expect(seat.personal.map((d) => d.colour)).toEqual(['white', 'orange', 'violet']);
      expect(seat.reserve + 3).toBe(12);
    }
  });

  it('phalanxx §setup.11: the first player receives the three white travelling dice and begins by buying', () => {
    const s = newGame(4);
    expect(s.rolled.map((d) => d!.colour)).toEqual(['white', 'white', 'white']);
    expect(phalanxx.pending(s)).toMatchObject({ mode: 'turn', players: [s.seats[s.first]!.id], phase: 'buy' });
  });

  it('phalanxx §setup.12: with fewer than 4 players only their colours, meeples and dice are in play', () => {
    const s = newGame(3);
    expect(s.seats.map((x) => x.id)).toEqual(['red', 'blue', 'green']);
    const dice = s.seats.length * 3 + s.rolled.length;
    expect(dice).toBe(12);
    const owners = new Set(Object.values(s.regions).map((h) => h.owner).filter((o) => o !== null));
    expect([...owners].sort()).toEqual(['blue', 'green', 'red']);
  });

  it('phalanxx §setup.13: personal dice are rolled once, at set-up, and never again', () => {
    const created = createGame(phalanxx, { seed: 'once', options: { players: 2 } });
    if (!created.ok) throw new Error('setup failed');
    const setupRolls = created.value.record[0]!.rolls.filter((r) => r.rule === 'phalanxx §setup.13');
    expect(setupRolls.length).toBe(2);
    const s = created.value.state;
    const before = s.seats.map((x) => x.personal.map((d) => d.value).join());
    must(s, { do: 'pass' }, [1, 1, 1]);
    expect(s.seats.map((x) => x.personal.map((d) => d.value).join())).toEqual(before);
  });

  it('phalanxx §setup.14: starting talents are the sum of the personal dice', () => {
    for (const seed of seeds) for (const seat of newGame(4, false, seed).seats) expect(seat.talents).toBe(seat.personal.reduce((a, d) => a + d.value, 0));
  });

  it('phalanxx §setup.15: every strength token starts at 0', () => {
    const s = newGame(4);
    for (const seat of s.seats) expect(strength(seat)).toBe(0);
    expect(phalanxx.view(s, 'red').seats.every((x) => x.strength === 0)).toBe(true);
  });

  it('phalanxx §setup.16: the first player takes the city and oasis marked 1, the others clockwise 2, 3 …', () => {
    for (const players of [3, 4]) {
      for (const seed of seeds.slice(0, 3)) {
        const s = newGame(players, false, seed);
        const side = BOARD_SIDES[s.side];
        for (let k = 0; k < players; k++) {
          const seat = s.seats[(s.first + k) % players]!;
          const held = regionsOf(s, seat.id).map((id) => side.regions.find((r) => r.id === id)!);
          expect(held.map((r) => `${r.kind}${r.start}`).sort()).toEqual([`city${k + 1}`, `oasis${k + 1}`]);
        }
      }
    }
  });

  it('phalanxx §setup.17: a city is occupied by two meeples, an oasis by one', () => {
    const s = newGame(4);
    const side = BOARD_SIDES[s.side];
    for (const [id, h] of Object.entries(s.regions)) {
      if (h.owner === null) continue;
      expect(h.meeples).toBe(side.regions.find((r) => r.id === id)!.kind === 'city' ? 2 : 1);
    }
  });

  it('phalanxx §setup.18: the first player starts and play goes on clockwise', () => {
    const s = newGame(4);
    const first = s.first;
    must(s, { do: 'pass' }, [6, 6, 6]);
    for (let i = 0; i < 3; i++) {
      must(s, { do: 'income', die: i, slot: i });
      must(s, { do: 'keep' });
    }
    expect(s.current).toBe((first + 1) % 4);
    expect(s.step).toBe('buy');
  });
});

describe('two-player set-up', () => {
  it('phalanxx §setup2p.1: with two players only the left half of side II/IV is in play', () => {
    const s = newGame(2);
    const left = BOARD_SIDES['II/IV'].regions.filter((r) => r.half === 'left').map((r) => r.id).sort();
    expect(Object.keys(s.regions).sort()).toEqual(left);
  });

  it('phalanxx §setup2p.2: one player holds Persepolis "3" and oasis "2", the other Issos "1" and oasis "4"', () => {
    for (const seed of seeds) {
      const s = newGame(2, false, seed);
      const first = s.seats[s.first]!.id;
      const second = s.seats[1 - s.first]!.id;
      const side = BOARD_SIDES['II/IV'];
      const named = (owner: string) =>
        regionsOf(s, owner)
          .map((id) => side.regions.find((r) => r.id === id)!)
          .map((r) => `${r.name} ${r.start}`)
          .sort();
      expect(named(first)).toEqual(['Issos 1', 'Palmyra 4']);
      expect(named(second)).toEqual(['Persepolis 3', 'Yazd 2']);
    }
  });
});
