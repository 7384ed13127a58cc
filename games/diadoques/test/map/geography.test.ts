import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { MAPS } from '../../src/map/index.ts';
import type { LonLat } from '../../src/map/index.ts';

const require = createRequire(import.meta.url);
const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as Topology;
const fc = feature(topo, topo.objects.land!) as unknown as FeatureCollection<Geometry>;
const rings = (g: Geometry): Position[][][] => (g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : []);
/** Planar ray casting on longitude/latitude: ample at these latitudes, and fast (the world's coasts, 600 points). */
function inRing(p: LonLat, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
const polygons = fc.features.flatMap((f) => rings(f.geometry)).map((poly) => {
  const lats = poly[0]!.map((q) => q[1]!);
  return { poly, south: Math.min(...lats), north: Math.max(...lats) };
});
// A point is on land when it is inside a polygon's outer ring and outside its holes.
const onLand = (p: LonLat) =>
  polygons.some(({ poly: [outer, ...holes], south, north }) => p[1] >= south && p[1] <= north && inRing(p, outer!) && !holes.some((h) => inRing(p, h)));

describe('geography: where the renderer grows the cells', () => {
  it.each(['diadoques', 'diadokhoi'] as const)('diadoques §4a.1 / diadokhoi §MAP: %s — land spaces, citadels and towns sit on land, seas at sea', (ruleset) => {
    const map = MAPS[ruleset];
    const wrong: string[] = [];
    for (const s of [...map.provinces, ...map.seas, ...map.citadels]) {
      if (s.kind === 'land' && s.offboard) continue;
      for (const p of [s.centre, ...(s.seeds ?? [])]) if (onLand(p) !== (s.kind !== 'sea')) wrong.push(`${s.id} ${p.join(',')}`);
    }
    for (const p of map.provinces) for (const t of p.towns) if (!onLand(t.centre)) wrong.push(`${t.id} ${t.centre.join(',')}`);
    expect(wrong).toEqual([]);
  });

  it('the medium test can fail: a point in the sea is not on land', () => {
    expect(onLand([25.0, 36.8])).toBe(false);
    expect(onLand([44.42, 32.54])).toBe(true);
  });
});
