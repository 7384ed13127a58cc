/**
 * The frame of the Successors map: the projection (a conic conformal with lenses over the crowded
 * Aegean and the Hellespont), its extent and where the off-map boxes are drawn. Shared by the
 * published map (map-svg.ts) and the web board, which lays its counters on that map: both must
 * put a space at the same point. Needs only d3-geo (no coastlines), so it is cheap in a browser.
 */
import { geoConicConformalRaw, geoPath, geoProjection } from 'd3-geo';
import type { GeoPermissibleObjects, GeoProjection } from 'd3-geo';
import type { GameMap } from '../data/types.ts';

export type Pt = [number, number];

/** Extent of the map: Epirus to Parthia, the Danube to Upper Egypt (lon W, lat S, lon E, lat N). */
const EXTENT: [number, number, number, number] = [18.6, 24.6, 61.0, 45.6];

/** Where the off-map boxes are drawn (lon, lat). */
export const BOX_AT: Record<string, Pt> = {
  'scythian-box': [27.5, 44.9],
  'illyrian-box': [19.4, 42.9],
  'colonist-box': [57.2, 37.9],
  'greek-army-box': [20.2, 37.0],
  'ariarathes-box': [37.6, 40.6],
  'philip-box': [46.6, 29.6],
};

const ROTATE = 40;

/**
 * Lenses that magnify the crowded Aegean and the Hellespont, as printed game maps do: inside a
 * disc around `center` distances from the centre grow by up to `k` + 1, continuously back to 1
 * at the rim. Applied in turn, in the projection's own plane.
 */
interface Lens { center: Pt; radiusDeg: number; k: number }
const LENSES: Lens[] = [
  { center: [25.0, 39.3], radiusDeg: 8.5, k: 1.4 },
  { center: [27.0, 40.5], radiusDeg: 2.2, k: 1.2 },
];

function lensed(lenses: Lens[]): (lambda: number, phi: number) => [number, number] {
  const raw = geoConicConformalRaw((30 * Math.PI) / 180, (40 * Math.PI) / 180);
  const rad = (d: number): number => (d * Math.PI) / 180;
  const g = (t: number, k: number): number => (t * (1 + k)) / (1 + k * t);
  type Step = (p: [number, number]) => [number, number];
  const steps: Step[] = [];
  const apply = (p: [number, number]): [number, number] => steps.reduce((q, st) => st(q), p);
  for (const lens of lenses) {
    const c = apply(raw(rad(lens.center[0] - ROTATE), rad(lens.center[1])));
    const e = apply(raw(rad(lens.center[0] - ROTATE), rad(lens.center[1] + lens.radiusDeg)));
    const R = Math.hypot(e[0] - c[0], e[1] - c[1]);
    steps.push(([x, y]) => {
      const r = Math.hypot(x - c[0], y - c[1]);
      if (r >= R || r === 0) return [x, y];
      const s = (R * g(r / R, lens.k)) / r;
      return [c[0] + (x - c[0]) * s, c[1] + (y - c[1]) * s];
    });
  }
  return (lambda, phi) => apply(raw(lambda, phi));
}

export interface MapFrame {
  width: number;
  height: number;
  /** The d3 projection fitted to the frame (the published map clips and draws coasts with it). */
  projection: GeoProjection;
  /** A point (lon, lat) on the drawing. */
  proj(lon: number, lat: number): Pt;
}

/** The frame of a map `width` pixels wide (the published map: 2400). */
export function mapFrame(width = 2400): MapFrame {
  const projection = geoProjection(lensed(LENSES)).rotate([-ROTATE, 0]);
  const [w, s, e, n] = EXTENT;
  const outline: GeoPermissibleObjects = {
    type: 'MultiPoint',
    coordinates: Array.from({ length: 25 }, (_, i) => [[w + ((e - w) * i) / 24, s], [w + ((e - w) * i) / 24, n], [w, s + ((n - s) * i) / 24], [e, s + ((n - s) * i) / 24]]).flat(),
  };
  projection.fitWidth(width, outline);
  const bounds = geoPath(projection).bounds(outline);
  const height = Math.ceil(bounds[1][1] - bounds[0][1]);
  projection.translate([projection.translate()[0] - bounds[0][0], projection.translate()[1] - bounds[0][1]]);
  const proj = (lon: number, lat: number): Pt => projection([lon, lat]) ?? [0, 0];
  return { width, height, projection, proj };
}

/** Each space's point and each holding box's point on a map `width` wide. */
export function mapPoints(map: GameMap, width = 2400): { width: number; height: number; spaces: Record<string, Pt>; boxes: Record<string, Pt> } {
  const f = mapFrame(width);
  return {
    width: f.width,
    height: f.height,
    spaces: Object.fromEntries(map.spaces.map((sp) => [sp.id, f.proj(sp.lon, sp.lat)])),
    boxes: Object.fromEntries(Object.entries(BOX_AT).map(([id, [lon, lat]]) => [id, f.proj(lon, lat)])),
  };
}
