/**
 * The board's drawn areas against the map data (`syracuse 3.0.2`, `syracuse LOST.map`): two
 * zones share a border on the board exactly when the data makes them adjacent, each coast of the
 * data is a shore on the board, and every zone has an area and a spot for its stack inside it.
 */
import { describe, expect, it } from 'vitest';
import { EDGES, ZONES } from '../src/data/map.ts';
import { BOARD, CORNER, DRAWN_AS_CORNER, boardMismatches, buildBoard } from '../src/render/board-geometry.ts';

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

  it('is deterministic', () => {
    expect(JSON.stringify(buildBoard())).toBe(JSON.stringify(BOARD));
  });
});
