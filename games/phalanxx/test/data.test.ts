import { describe, expect, it } from 'vitest';
import { BOARD_SIDES, EPOCH_CARDS } from '../src/index.ts';
import { SOLO_START, TWO_PLAYER_STARTS } from '../src/data/boards.ts';

describe('reconstructed data', () => {
  it('is marked reconstructed', () => {
    expect(EPOCH_CARDS.every((c) => c.reconstructed)).toBe(true);
    expect(Object.values(BOARD_SIDES).every((s) => s.reconstructed)).toBe(true);
  });

  it('cards have unique ids and the nine condition kinds are all used', () => {
    expect(new Set(EPOCH_CARDS.map((c) => c.id)).size).toBe(42);
    const kinds = new Set(EPOCH_CARDS.flatMap((c) => c.conditions.map((k) => k.kind)));
    expect(kinds.size).toBe(9);
  });

  for (const side of Object.values(BOARD_SIDES)) {
    it(`side ${side.id}: adjacency is symmetric, the map connected, and starts 1..n for cities and oases`, () => {
      const ids = new Set(side.regions.map((r) => r.id));
      for (const r of side.regions) {
        for (const a of r.adjacent) {
          expect(ids.has(a), `${r.id} -> ${a}`).toBe(true);
          expect(side.regions.find((x) => x.id === a)!.adjacent, `${a} -> ${r.id}`).toContain(r.id);
        }
      }
      const seen = new Set([side.regions[0]!.id]);
      const queue = [side.regions[0]!.id];
      while (queue.length) {
        const cur = queue.shift();
        for (const a of side.regions.find((x) => x.id === cur)!.adjacent) if (!seen.has(a)) {
          seen.add(a);
          queue.push(a);
        }
      }
      expect(seen.size).toBe(ids.size);
      const n = side.id === 'III' ? 3 : 4;
      for (const kind of ['city', 'oasis']) {
        expect(side.regions.filter((r) => r.kind === kind && r.start).map((r) => r.start).sort()).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      }
    });
  }

  it('side II/IV: the left half is connected and holds the two-player and solo starts', () => {
    const side = BOARD_SIDES['II/IV'];
    const left = side.regions.filter((r) => r.half === 'left');
    const ids = new Set(left.map((r) => r.id));
    for (const s of [...TWO_PLAYER_STARTS, SOLO_START]) expect(ids.has(s.city) && ids.has(s.oasis)).toBe(true);
    const seen = new Set([left[0]!.id]);
    const queue = [left[0]!.id];
    while (queue.length) {
      const cur = queue.shift();
      for (const a of left.find((x) => x.id === cur)!.adjacent) if (ids.has(a) && !seen.has(a)) {
        seen.add(a);
        queue.push(a);
      }
    }
    expect(seen.size).toBe(ids.size);
    // MaXXimilian fills the other cities and oases of the left half with his 12 meeples.
    const others = left.filter((r) => r.kind !== 'land' && r.id !== SOLO_START.city && r.id !== SOLO_START.oasis);
    expect(others.reduce((a, r) => a + (r.kind === 'city' ? 2 : 1), 0)).toBeLessThanOrEqual(12);
  });
});
