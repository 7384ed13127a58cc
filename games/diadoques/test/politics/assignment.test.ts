import { describe, expect, it } from 'vitest';
import { diadokhoi, diadoques } from '../../src/game/index.ts';
import { assignByLot, assignDiadochi } from '../../src/politics/index.ts';
import { dice } from '../economy/fixtures.ts';

const D = ['cassandre', 'lysimaque', 'antigone', 'eumene', 'ptolemee', 'seleucos'];

describe('assignment of the diadochi (diadoques §2)', () => {
  it('diadoques §2.1: by lot, each player gets a different diadochus', () => {
    const a = assignByLot(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'], D, dice());
    expect(Object.values(a.assigned).sort()).toEqual([...D].sort());
  });

  it('diadoques §2.2 diadoques §2.3: a diadochus chosen first by a single player goes to him', () => {
    const rankings: Record<string, string[]> = {};
    D.forEach((d, i) => (rankings[`p${i}`] = [d, ...D.filter((x) => x !== d)]));
    const a = assignDiadochi(rankings, dice());
    D.forEach((d, i) => expect(a.assigned[`p${i}`]).toBe(d));
    expect(a.steps.every((s) => s.how === 'single' && s.rank === 1)).toBe(true);
  });

  it('diadoques §2.4: a tie goes to the player whose taking it leaves the fewest points at stake', () => {
    // p1 and p2 both want Antigone first; p2's second choice (Eumène) is wanted by nobody else,
    // p1's second choice (Ptolémée) is p3's first: giving Antigone to p1 costs 1 + 2 (p2 gets
    // Eumène) = 3 points, giving it to p2 costs 1 + 3 or more: p1 must have it.
    const rankings = {
      p1: ['antigone', 'ptolemee', 'eumene', 'seleucos', 'cassandre', 'lysimaque'],
      p2: ['antigone', 'eumene', 'ptolemee', 'seleucos', 'cassandre', 'lysimaque'],
      p3: ['ptolemee', 'antigone', 'eumene', 'seleucos', 'cassandre', 'lysimaque'],
      p4: ['seleucos', 'antigone', 'eumene', 'ptolemee', 'cassandre', 'lysimaque'],
      p5: ['cassandre', 'antigone', 'eumene', 'ptolemee', 'seleucos', 'lysimaque'],
      p6: ['lysimaque', 'antigone', 'eumene', 'ptolemee', 'seleucos', 'cassandre'],
    };
    const a = assignDiadochi(rankings, dice());
    expect(a.assigned).toMatchObject({ p1: 'antigone', p2: 'eumene', p3: 'ptolemee' });
    expect(a.steps.find((s) => s.player === 'p1')?.how).toBe('tie');
  });

  it('diadoques §2.4: equal ties are drawn by lot, then the next choices are examined', () => {
    const same = ['antigone', 'eumene', 'ptolemee', 'seleucos', 'cassandre', 'lysimaque'];
    const rankings = { p1: same, p2: same, p3: ['ptolemee', ...same.filter((x) => x !== 'ptolemee')] };
    const winners = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const a = assignDiadochi(rankings, dice(undefined, seed), same);
      expect(a.assigned['p3']).toBe('ptolemee');
      expect(new Set([a.assigned['p1'], a.assigned['p2']])).toEqual(new Set(['antigone', 'eumene']));
      winners.add(Object.keys(a.assigned).find((p) => a.assigned[p] === 'antigone')!);
      expect(a.steps.find((s) => s.diadochus === 'antigone')?.how).toBe('lot');
    }
    expect(winners).toEqual(new Set(['p1', 'p2']));
  });

  it('diadoques §2.4: players whose rankings name none of the diadochi left share the rest by lot, not in a fixed order', () => {
    const got = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const a = assignDiadochi({ p1: ['antigone'], p2: [], p3: [] }, dice(undefined, seed), D);
      expect(a.assigned['p1']).toBe('antigone');
      expect(new Set(Object.values(a.assigned)).size).toBe(3);
      expect(a.steps.filter((x) => x.how === 'left').map((x) => x.player)).toEqual(['p2', 'p3']);
      got.add(a.assigned['p2']!);
    }
    expect(got.size).toBeGreaterThan(1);
  });

  it('diadoques §2.1 diadoques §2.3: the game gives the host its seats by chapter 2 (seat → candidate); Diadokhoi does the same', () => {
    const rankings = { alice: ['ptolemee', 'antigone'], bob: ['antigone', 'ptolemee'] };
    expect(diadoques.assignSeats!(rankings, D, 'preferences', dice())).toEqual({ ptolemee: 'alice', antigone: 'bob' });
    const byLot = diadoques.assignSeats!(rankings, D, 'random', dice());
    expect(Object.values(byLot).sort()).toEqual(['alice', 'bob']);
    expect(Object.keys(byLot).every((seat) => D.includes(seat))).toBe(true);
    const three = diadokhoi.parseOptions({ players: 3 });
    if (!three.ok) throw new Error('options');
    const seats = diadokhoi.players(three.value);
    const k = diadokhoi.assignSeats!({ x: [seats[2]!], y: [seats[2]!, seats[0]!] }, seats, 'preferences', dice());
    expect(Object.keys(k).every((seat) => seats.includes(seat))).toBe(true);
    expect(Object.values(k).sort()).toEqual(['x', 'y']);
  });
});
