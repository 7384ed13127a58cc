/**
 * Borders that follow their river. A border that a river runs along (`diadoques §9a.7`,
 * `diadokhoi §3.1.3`) is drawn on the river itself: pairs of extra sites, one on each bank,
 * are added along the stretch of the river where the two provinces are the nearest ones, so
 * that the Voronoi frontier between them runs down the river.
 */
import type { GameMap, SpaceId } from '../map/types.ts';
import type { Site } from './cells.ts';
import type { Frame } from './projection.ts';
import { splinePoints } from './svg.ts';
import type { Pt } from './svg.ts';

/** The nearest site of each of the two nearest owners. */
function twoNearest(p: Pt, sites: readonly Site[]): { owner: string; site: Site; d: number }[] {
  const best = new Map<string, { owner: string; site: Site; d: number }>();
  for (const s of sites) {
    if (s.owner === null) continue;
    const d = Math.hypot(s.x - p[0], s.y - p[1]);
    const b = best.get(s.owner);
    if (!b || d < b.d) best.set(s.owner, { owner: s.owner, site: s, d });
  }
  return [...best.values()].sort((a, b) => a.d - b.d || (a.owner < b.owner ? -1 : 1)).slice(0, 2);
}

/**
 * Extra sites for every land border with a river: every `step` pixels along the river, where
 * the two nearest provinces are the border's two, a site `bank` pixels off each bank, owned by
 * the province on that side.
 */
export function riverSites(map: GameMap, frame: Frame, land: readonly Site[], step: number, bank: number): Site[] {
  const out: Site[] = [];
  const pairs = new Map<string, Set<string>>();
  for (const b of map.borders) {
    if (b.kind !== 'land' || !b.river) continue;
    const set = pairs.get(b.river.river) ?? new Set<string>();
    set.add([b.a, b.b].sort().join('|'));
    pairs.set(b.river.river, set);
  }
  for (const river of map.rivers) {
    const wanted = pairs.get(river.id);
    if (!wanted) continue;
    const course = splinePoints(river.course.map(frame.project), (a, b) => Math.hypot(b[0] - a[0], b[1] - a[1]) / step);
    for (let i = 1; i < course.length - 1; i++) {
      const p = course[i]!;
      const near = twoNearest(p, land);
      if (near.length < 2) continue;
      const [a, b] = near as [(typeof near)[0], (typeof near)[0]];
      if (!wanted.has([a.owner, b.owner].sort().join('|'))) continue;
      const prev = course[i - 1]!;
      const next = course[i + 1]!;
      const len = Math.hypot(next[0] - prev[0], next[1] - prev[1]) || 1;
      const n: Pt = [-(next[1] - prev[1]) / len, (next[0] - prev[0]) / len];
      const side = (s: Site) => Math.sign((s.x - p[0]) * n[0] + (s.y - p[1]) * n[1]);
      const sa = side(a.site);
      if (sa === 0 || side(b.site) !== -sa) continue;
      const left: SpaceId = sa > 0 ? a.owner : b.owner;
      const right: SpaceId = sa > 0 ? b.owner : a.owner;
      out.push({ x: p[0] + n[0] * bank, y: p[1] + n[1] * bank, owner: left }, { x: p[0] - n[0] * bank, y: p[1] - n[1] * bank, owner: right });
    }
  }
  return out;
}
