/**
 * The map frame: a Lambert conformal conic projection fitted to the map's extent, as atlases
 * of the Mediterranean and the Near East draw it (shapes kept, meridians converging north),
 * optionally followed by a lens that magnifies the crowded Aegean the way printed game maps
 * do, so that its small provinces can hold a label and a unit; the result is fitted to the
 * width again.
 */
import { geoConicConformal } from 'd3-geo';
import type { GeoProjection } from 'd3-geo';
import type { LonLat } from '../map/types.ts';
import type { Pt } from './svg.ts';

export interface Frame {
  width: number;
  height: number;
  /** The plain conic projection, before the lens and the final fit. */
  projection: GeoProjection;
  /** From plain projected pixels to the map's pixels (lens, then fit). */
  post(p: Pt): Pt;
  /** The rectangle of plain pixels that covers the whole map (for clipping the coasts). */
  plainBox: [number, number, number, number];
  /** Map pixels per kilometre away from the lens (for the scale bar and sizes in km). */
  pxPerKm: number;
  project(p: LonLat): Pt;
  /** The plain projection, clipped to a rectangle of plain pixels (d3 projections have no copy). */
  clipped(x0: number, y0: number, x1: number, y1: number): GeoProjection;
}

const KM_PER_DEGREE = 111.2;

/** Points along the border of the extent, so that fitting sees its curved edges. */
function extentOutline(extent: readonly [number, number, number, number]): [number, number][] {
  const [w, s, e, n] = extent;
  const pts: [number, number][] = [];
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const lon = w + ((e - w) * i) / steps;
    pts.push([lon, s], [lon, n]);
    const lat = s + ((n - s) * i) / steps;
    pts.push([w, lat], [e, lat]);
  }
  return pts;
}

function bbox(points: readonly Pt[]): [number, number, number, number] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return [x0, y0, x1, y1];
}

/**
 * `chooseLenses` sees the plain projection (in pixels of the requested width) and may return
 * lenses to apply, one after the other, before the final fit.
 */
export function makeFrame(
  extent: readonly [number, number, number, number],
  width: number,
  chooseLenses: (plain: (p: LonLat) => Pt) => Lens[] = () => [],
): Frame {
  const [w, s, e, n] = extent;
  const span = n - s;
  const outlineLL = extentOutline(extent);
  const projection = geoConicConformal()
    .rotate([-(w + e) / 2, 0])
    .parallels([s + span / 6, n - span / 6])
    .fitWidth(width, { type: 'MultiPoint', coordinates: outlineLL });
  const plain = (p: LonLat): Pt => {
    const xy = projection([p[0], p[1]]);
    return xy ? [xy[0], xy[1]] : [Number.NaN, Number.NaN];
  };
  const lenses = chooseLenses(plain);
  const steps = lenses.map(lensFunction);
  const bend = (p: Pt): Pt => steps.reduce((q, f) => f(q), p);
  const outline = outlineLL.map(plain);
  const [bx0, by0, bx1, by1] = bbox(outline.map(bend));
  const a = width / (bx1 - bx0);
  const post = (p: Pt): Pt => {
    const q = bend(p);
    return [(q[0] - bx0) * a, (q[1] - by0) * a];
  };
  const height = Math.ceil((by1 - by0) * a);
  // The lens pushes points outwards by at most 0.43·(k−1)·R: the plain box grows by that much.
  const [px0, py0, px1, py1] = bbox(outline);
  const grow = lenses.reduce((g, l) => g + 0.45 * (l.factor - 1) * l.radius, 8);
  const plainBox: [number, number, number, number] = [px0 - grow, py0 - grow, px1 + grow, py1 + grow];
  const mid: LonLat = [(w + e) / 2, (s + n) / 2];
  const c0 = plain([mid[0], mid[1] - 0.5]);
  const c1 = plain([mid[0], mid[1] + 0.5]);
  const pxPerKm = (Math.hypot(c0[0] - c1[0], c0[1] - c1[1]) * a) / KM_PER_DEGREE;
  const clipped = (x0: number, y0: number, x1: number, y1: number): GeoProjection =>
    geoConicConformal()
      .rotate(projection.rotate())
      .parallels(projection.parallels())
      .scale(projection.scale())
      .translate(projection.translate())
      .clipExtent([
        [x0, y0],
        [x1, y1],
      ]);
  return { width, height, projection, post, plainBox, pxPerKm, project: (p) => post(plain(p)), clipped };
}

/**
 * A smooth radial magnifier: scale `factor` at the centre, fading as a Gaussian of the given
 * radius, identity far away. r ↦ r·(1 + (k−1)·e^(−r²/R²)) is increasing for k < 3, so the
 * map folds nowhere and directions seen from the centre are kept.
 */
export interface Lens {
  centre: Pt;
  radius: number;
  factor: number;
}

export function lensFunction(l: Lens): (p: Pt) => Pt {
  const k = Math.min(l.factor, 2.9) - 1;
  return (p) => {
    const dx = p[0] - l.centre[0];
    const dy = p[1] - l.centre[1];
    const m = 1 + k * Math.exp(-(dx * dx + dy * dy) / (l.radius * l.radius));
    return [l.centre[0] + dx * m, l.centre[1] + dy * m];
  };
}

function nearestGap(c: Pt, all: readonly Pt[]): number {
  let g = Infinity;
  for (const d of all) if (d !== c) g = Math.min(g, Math.hypot(d[0] - c[0], d[1] - c[1]));
  return g;
}

/**
 * One lens for the most crowded cluster of province centres: the centre with the most
 * crowded neighbours (nearest neighbour closer than `spacing`) within 2.5 spacings, the lens
 * wide enough to hold that cluster and strong enough to bring its typical spacing up to
 * `spacing` (at most ×`max`); none when no three centres are crowded together.
 */
export function autoLens(centres: readonly Pt[], spacing: number, max = 1.8): Lens | undefined {
  const crowded = centres.filter((c) => nearestGap(c, centres) < spacing);
  let best: Pt[] = [];
  for (const c of crowded) {
    const cluster = crowded.filter((d) => Math.hypot(d[0] - c[0], d[1] - c[1]) < 2.5 * spacing);
    if (cluster.length > best.length) best = cluster;
  }
  if (best.length < 3) return undefined;
  const gaps = best.map((c) => nearestGap(c, centres)).sort((a, b) => a - b);
  const factor = Math.min(max, spacing / gaps[Math.floor(gaps.length / 2)]!);
  if (factor < 1.1) return undefined;
  const cx = best.reduce((t, c) => t + c[0], 0) / best.length;
  const cy = best.reduce((t, c) => t + c[1], 0) / best.length;
  const far = Math.max(...best.map((c) => Math.hypot(c[0] - cx, c[1] - cy)));
  return { centre: [cx, cy], radius: Math.max(1.5 * spacing, 1.2 * far), factor };
}

/** Lenses applied one after the other until no cluster is crowded (at most `rounds`). */
export function autoLenses(centres: readonly Pt[], spacing: number, rounds = 4): Lens[] {
  const lenses: Lens[] = [];
  let pts = [...centres];
  for (let i = 0; i < rounds; i++) {
    const lens = autoLens(pts, spacing);
    if (!lens) break;
    lenses.push(lens);
    const f = lensFunction(lens);
    pts = pts.map(f);
  }
  return lenses;
}
