/**
 * The board's drawn areas against the map data (`syracuse 3.0.2`, `syracuse LOST.map`): two
 * zones share a border on the board exactly when the data makes them adjacent, each coast of the
 * data is a shore on the board, and every zone has an area and a spot for its stack inside it.
 */
import { describe, expect, it } from 'vitest';
import { EDGES, WALLS, ZONES } from '../src/data/map.ts';
import { BOARD, CORNER, DRAWN_AS_CORNER, boardMismatches, buildBoard, markerClearance, wallMarkerAt } from '../src/render/board-geometry.ts';
import type { Pt } from '../src/render/board-geometry.ts';

describe('the Syracuse board drawn as areas', () => {
  it('syracuse 3.0.2: borders and shores on the board are the adjacency of the data', () => {
    expect(boardMismatches()).toEqual([]);
  });

  it('syracuse 3.0.3: T4 and T12 touch at a corner only; T4 and T16 do not touch', () => {
    expect(BOARD.borders['T12|T4']?.length ?? 0).toBeLessThan(CORNER);
    expect(BOARD.borders['T16|T4']?.length ?? 0).toBeLessThan(CORNER);
  });

  it('syracuse 3.2.8: the Anapos runs along T19|T18, T11|T18 and T17|T24, the chains along M8|M9', () => {
    for (const e of EDGES.filter((x) => x.river || x.chains)) {
      const k = e.a < e.b ? `${e.a}|${e.b}` : `${e.b}|${e.a}`;
      expect(BOARD.borders[k]?.length ?? 0, k).toBeGreaterThanOrEqual(CORNER);
    }
  });

  it('every zone on the map is drawn, with room for its stack inside it', () => {
    for (const z of ZONES.filter((x) => x.kind !== 'offmap')) {
      const s = BOARD.zones[z.id];
      expect(s, z.id).toBeDefined();
      expect(s!.d, z.id).toMatch(/^M/);
      expect(s!.room, z.id).toBeGreaterThanOrEqual(25);
      if (z.kind === 'land') expect(s!.area, z.id).toBeGreaterThan(10_000);
    }
  });

  it('the exceptions are few and each is an edge of the data', () => {
    expect(DRAWN_AS_CORNER.length).toBeLessThanOrEqual(1);
    for (const k of DRAWN_AS_CORNER) {
      const [a, b] = k.split('|');
      expect(EDGES.some((e) => (e.a === a && e.b === b) || (e.a === b && e.b === a)), k).toBe(true);
    }
  });

  it('the checker sees a wrong seed: moving Temenites (T13) onto the city breaks the map', () => {
    const bad = buildBoard({ T13: [[1190, 730]] });
    expect(boardMismatches(bad).length).toBeGreaterThan(0);
  });

  it('syracuse 5.4.5: each wall marker covers its own line and hides no zone name, symbol, stack or other marker', () => {
    const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
    // distance from a point to a segment
    const toSeg = ([x, y]: Pt, [[ax, ay], [bx, by]]: readonly [Pt, Pt]) => {
      const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2 || 1)));
      return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay)));
    };
    for (const w of WALLS) {
      const at = wallMarkerAt(w.id);
      const segs = w.edges.flatMap(([a, b]) => BOARD.borders[pairKey(a, b)]?.segments ?? []);
      expect(Math.min(...segs.map((sg) => toSeg(at, sg))), w.id).toBeLessThanOrEqual(12.5);
      expect(markerClearance(w.id), w.id).toBeGreaterThan(0);
    }
    // the cases that were wrong: Athenian wall 1 on the Temenites name, Syracusan wall 1 under a stack
    const [tx, ty] = BOARD.zones.T13!.anchor;
    const [ax, ay] = wallMarkerAt('A1');
    // the name's left end at about 5.25 px a half letter (18 px bold), the marker 30 px wide
    const nameLeft = tx - 'Temenites'.length * 5.25;
    expect(ax + 15 < nameLeft || ay - 14 > ty - 21, `A1 at ${ax},${ay}, Temenites name from ${nameLeft}`).toBe(true);
    // S1 was under the eastern Epipolai stack (its room takes 4 counters a row, 3 rows at most)
    const [ex, ey] = BOARD.zones.T12!.anchor;
    const [sx, sy] = wallMarkerAt('S1');
    expect(Math.abs(sx - ex) > 15 + (4 * 39) / 2 || sy + 14 < ey - 12 || sy - 14 > ey - 12 + 3 * 39, `S1 at ${sx},${sy}`).toBe(true);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(buildBoard())).toBe(JSON.stringify(BOARD));
  });
});
