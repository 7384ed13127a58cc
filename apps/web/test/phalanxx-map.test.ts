/**
 * The PhalanXX map (issue 17 item 3): the drawn regions are the rules' regions. Every region in
 * play has an area on land around its site, and two regions adjacent in the rules (`boards.ts`,
 * phalanxx §conquer.3) share a border that is on land for a visible length — so a player who
 * sees two regions side by side with an open border may conquer from one into the other.
 */
import { BOARD_SIDES } from '@diadochi/phalanxx';
import type { BoardSide } from '@diadochi/phalanxx';
import { describe, expect, it } from 'vitest';
import { bordersOf, cellsOf, inside, landLength, seasOf } from '../src/boards/phalanxx/geometry.ts';

/** The regions a game on this side uses: all of them, or the left half (two players and solo, phalanxx §setup2p.1). */
const layouts: { side: BoardSide['id']; name: string; regions: string[] }[] = [
  { side: 'II/IV', name: 'side II/IV, four players', regions: BOARD_SIDES['II/IV'].regions.map((r) => r.id) },
  { side: 'II/IV', name: 'side II/IV, left half', regions: BOARD_SIDES['II/IV'].regions.filter((r) => r.half === 'left').map((r) => r.id) },
  { side: 'III', name: 'side III', regions: BOARD_SIDES.III.regions.map((r) => r.id) },
];

describe('PhalanXX map geometry (reconstructed)', () => {
  for (const l of layouts) {
    it(`${l.name}: each region's site is on land inside its own area, and every adjacency is a land border`, () => {
      const { cells, proj } = cellsOf(l.side, l.regions);
      const seas = seasOf(proj);
      expect(cells.map((c) => c.region).sort()).toEqual([...l.regions].sort());
      for (const c of cells) {
        expect(inside(c.site, c.outline), c.region).toBe(true);
        expect(seas.some((s) => inside(c.site, s.outline)), `${c.region} site at sea`).toBe(false);
      }
      const borders = bordersOf(cells);
      const inPlay = new Set(l.regions);
      const missing: string[] = [];
      for (const r of BOARD_SIDES[l.side].regions) {
        if (!inPlay.has(r.id)) continue;
        for (const n of r.adjacent) {
          if (!inPlay.has(n) || r.id > n) continue;
          const land = borders.filter((b) => (b.a === r.id && b.b === n) || (b.a === n && b.b === r.id)).reduce((a, b) => a + landLength(b, seas), 0);
          if (land < 12) missing.push(`${r.id}–${n} (${land.toFixed(1)})`);
        }
      }
      expect(missing).toEqual([]);
    });
  }
});
