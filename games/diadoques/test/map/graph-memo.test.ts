/**
 * Issue 22: `neighbours` and `distance` keep what they worked out per map (`src/map/graph.ts`).
 * What they answer must be what a fresh walk of the borders answers: the moves of
 * `diadoques §9a.6`–`§9a.9` and `diadokhoi §4.3.2`, `§6.3.20` read from a copy of the map that
 * no memo has seen, and the fewest moves found by a plain breadth-first walk.
 */
import { describe, expect, it } from 'vitest';
import { allSpaces, distance, neighbours } from '../../src/map/graph.ts';
import type { Mover, NeighbourOptions } from '../../src/map/graph.ts';
import { MAPS } from '../../src/map/index.ts';
import type { GameMap, SpaceId } from '../../src/map/types.ts';

const MOVERS: Mover[] = ['army', 'fleet', 'character'];
const OPTIONS: NeighbourOptions[] = [{}, { offboard: true }, { specials: false }];

/** Fewest moves by walking the borders afresh, stopping at `to` (the walk `distance` did before its tables). */
function walk(map: GameMap, from: SpaceId, to: SpaceId, mover: Mover, o: NeighbourOptions): number {
  if (from === to) return 0;
  const seen = new Set([from]);
  let frontier = [from];
  for (let d = 1; frontier.length > 0; d++) {
    const next: SpaceId[] = [];
    for (const id of frontier) {
      for (const s of neighbours(map, id, mover, o)) {
        if (s.to === to) return d;
        if (seen.has(s.to)) continue;
        seen.add(s.to);
        next.push(s.to);
      }
    }
    frontier = next;
  }
  return Infinity;
}

describe.each(Object.keys(MAPS))('%s map memos', (ruleset) => {
  const map = (MAPS as Record<string, GameMap>)[ruleset]!;
  const ids = allSpaces(map).map((s) => s.id);

  it('lists the same moves as a copy of the map read for the first time, and shares them frozen', () => {
    const fresh = structuredClone(map);
    for (const mover of MOVERS) {
      for (const o of OPTIONS) {
        for (const id of ids) {
          const kept = neighbours(map, id, mover, o);
          expect(neighbours(map, id, mover, o)).toBe(kept);
          expect(Object.isFrozen(kept)).toBe(true);
          expect(kept.map((s) => [s.to, s.coast, s.border.kind])).toEqual(neighbours(fresh, id, mover, o).map((s) => [s.to, s.coast, s.border.kind]));
        }
      }
    }
    // A fleet on one coast of a multi-coast province keeps its own list (diadokhoi §4.2.2).
    const coasted = map.borders.find((b) => b.aCoast);
    if (coasted) {
      const onCoast = neighbours(map, { space: coasted.a, coast: coasted.aCoast }, 'fleet');
      expect(onCoast).toEqual(neighbours(fresh, { space: coasted.a, coast: coasted.aCoast }, 'fleet'));
      expect(onCoast.some((s) => s.border === coasted)).toBe(true);
    }
  });

  it('gives the fewest moves a walk of the borders finds, from every third space to every space', () => {
    let reachable = 0;
    for (const mover of MOVERS) {
      for (const o of [{}, { offboard: true }]) {
        for (const from of ids.filter((_, i) => i % 3 === 0)) {
          for (const to of ids) {
            const d = distance(map, from, to, mover, o);
            expect(d, `${mover} ${from} → ${to}`).toBe(walk(map, from, to, mover, o));
            if (Number.isFinite(d) && d > 1) reachable++;
          }
        }
      }
    }
    expect(reachable).toBeGreaterThan(500);
  });
});
