/**
 * Coastlines from Natural Earth (world-atlas, 1:50m), projected into the frame and clipped to
 * it. The land shape is drawn once and reused: neutral land fill, clip path of the provinces,
 * coastline stroke. Lakes are not holes in it (only the Caspian, the Hyrcanian sea, is).
 */
import { geoPath } from 'd3-geo';
import type { GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import type { Topology } from 'topojson-specification';
import land50m from 'world-atlas/land-50m.json' with { type: 'json' };
import type { Frame } from './projection.ts';
import type { Pt } from './svg.ts';

let cachedLand: GeoPermissibleObjects | undefined;

/** Natural Earth land at 1:50m as GeoJSON (converted once). */
export function naturalEarthLand(): GeoPermissibleObjects {
  if (!cachedLand) {
    const topo = land50m as unknown as Topology;
    const object = topo.objects['land'];
    if (!object) throw new Error('world-atlas land-50m has no "land" object');
    cachedLand = feature(topo, object);
  }
  return cachedLand;
}

/** Records what d3-geo draws as rings of points instead of canvas calls. */
class RingRecorder {
  rings: Pt[][] = [];
  private current: Pt[] | null = null;
  constructor(private readonly post: (p: Pt) => Pt) {}
  moveTo(x: number, y: number): void {
    this.current = [this.post([x, y])];
    this.rings.push(this.current);
  }
  lineTo(x: number, y: number): void {
    this.current?.push(this.post([x, y]));
  }
  closePath(): void {
    this.current = null;
  }
  arc(): void {
    // Points are not part of the land shape.
  }
  beginPath(): void {
    // Nothing to do: rings are recorded as they come.
  }
}

/**
 * Drops points closer than `tolerance` pixels to the last kept one: at map scale the 1:50m
 * coast has several points per pixel, which only make the file bigger.
 */
function thin(ring: readonly Pt[], tolerance: number): Pt[] {
  const out: Pt[] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (last && Math.hypot(p[0] - last[0], p[1] - last[1]) < tolerance) continue;
    out.push(p);
  }
  return out.length >= 3 ? out : [];
}

/**
 * Only the land the frame shows (plus `margin` degrees), cut in lon/lat before projecting:
 * projecting and clipping the whole world's coasts would be most of the cost.
 */
export function landNear(land: GeoPermissibleObjects, frame: Frame, margin = 3): GeoPermissibleObjects {
  const [w, s, e, n] = frameBounds(frame);
  const polygons: Position[][][] = [];
  const visit = (g: Geometry | null): void => {
    if (!g) return;
    if (g.type === 'Polygon') polygons.push(g.coordinates);
    else if (g.type === 'MultiPolygon') polygons.push(...g.coordinates);
    else if (g.type === 'GeometryCollection') g.geometries.forEach(visit);
  };
  const obj = land as Feature | FeatureCollection | Geometry;
  if (obj.type === 'FeatureCollection') obj.features.forEach((f) => visit(f.geometry));
  else if (obj.type === 'Feature') visit(obj.geometry);
  else visit(obj);
  const box = { x0: w - margin, y0: s - margin, x1: e + margin, y1: n + margin };
  const near = polygons.filter((poly) => {
    const outer = poly[0] ?? [];
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const [x, y] of outer as [number, number][]) {
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
    return x1 >= box.x0 && x0 <= box.x1 && y1 >= box.y0 && y0 <= box.y1;
  });
  const cut = near.map((poly) => poly.map((ring) => clipRing(ring as [number, number][], box)).filter((r) => r.length >= 4));
  return { type: 'MultiPolygon', coordinates: cut.filter((poly) => poly.length > 0) };
}

/** The lon/lat box that the frame shows (the border points of its plain box, inverted). */
function frameBounds(frame: Frame): [number, number, number, number] {
  const pts: [number, number][] = [];
  const steps = 40;
  const [x0, y0, x1, y1] = frame.plainBox;
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    const y = y0 + ((y1 - y0) * i) / steps;
    pts.push([x, y0], [x, y1], [x0, y], [x1, y]);
  }
  const lonlat = pts.map((p) => frame.projection.invert?.(p)).filter((p): p is [number, number] => !!p);
  const lons = lonlat.map((p) => p[0]);
  const lats = lonlat.map((p) => p[1]);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

/**
 * Sutherland–Hodgman clipping of a ring by a lon/lat rectangle. Outside the frame, so the
 * slivers it may leave along the rectangle are never seen; it spares d3's exact clipping the
 * thousands of points of Eurasia's far coasts.
 */
function clipRing(ring: readonly [number, number][], b: { x0: number; y0: number; x1: number; y1: number }): [number, number][] {
  type P = [number, number];
  const edges: [(p: P) => boolean, (p: P, q: P) => P][] = [
    [(p) => p[0] >= b.x0, (p, q) => [b.x0, p[1] + ((q[1] - p[1]) * (b.x0 - p[0])) / (q[0] - p[0])]],
    [(p) => p[0] <= b.x1, (p, q) => [b.x1, p[1] + ((q[1] - p[1]) * (b.x1 - p[0])) / (q[0] - p[0])]],
    [(p) => p[1] >= b.y0, (p, q) => [p[0] + ((q[0] - p[0]) * (b.y0 - p[1])) / (q[1] - p[1]), b.y0]],
    [(p) => p[1] <= b.y1, (p, q) => [p[0] + ((q[0] - p[0]) * (b.y1 - p[1])) / (q[1] - p[1]), b.y1]],
  ];
  let pts: P[] = ring.slice(0, -1);
  for (const [inside, cross] of edges) {
    const out: P[] = [];
    for (let i = 0; i < pts.length; i++) {
      const p = pts[i]!;
      const q = pts[(i + 1) % pts.length]!;
      if (inside(p)) {
        out.push(p);
        if (!inside(q)) out.push(cross(p, q));
      } else if (inside(q)) out.push(cross(p, q));
    }
    pts = out;
    if (pts.length === 0) return [];
  }
  return [...pts, pts[0]!];
}

/** The land rings in frame pixels, clipped to the frame plus a small margin. */
export function projectLand(frame: Frame, land: GeoPermissibleObjects, tolerance = 0.8): Pt[][] {
  // The 1:50m coast is dense enough: no adaptive resampling (a tenth of the time).
  const clipped = frame.clipped(...frame.plainBox).precision(0);
  const recorder = new RingRecorder(frame.post);
  geoPath(clipped, recorder).pointRadius(0)(land);
  return recorder.rings.map((r) => thin(r, tolerance)).filter((r) => r.length > 0);
}

/**
 * Point-in-land test in frame pixels: even-odd ray casting over the coast's edges, bucketed
 * by rows of the frame so that a test only looks at the few edges of its own row.
 */
export class LandIndex {
  private readonly rows: number[][] = [];
  private readonly rowHeight = 4;
  /** Edges as flat [x0, y0, x1, y1] quadruples. */
  private readonly edges: number[] = [];
  constructor(rings: readonly (readonly Pt[])[]) {
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const a = ring[i]!;
        const b = ring[j]!;
        if (a[1] === b[1]) continue;
        const e = this.edges.length / 4;
        this.edges.push(a[0], a[1], b[0], b[1]);
        const r0 = Math.floor(Math.min(a[1], b[1]) / this.rowHeight);
        const r1 = Math.floor(Math.max(a[1], b[1]) / this.rowHeight);
        for (let r = r0; r <= r1; r++) {
          const k = r + 1024;
          if (k < 0) continue;
          (this.rows[k] ??= []).push(e);
        }
      }
    }
  }
  contains(p: Pt): boolean {
    const row = this.rows[Math.floor(p[1] / this.rowHeight) + 1024];
    if (!row) return false;
    let inside = false;
    const E = this.edges;
    for (const e of row) {
      const ax = E[4 * e]!;
      const ay = E[4 * e + 1]!;
      const bx = E[4 * e + 2]!;
      const by = E[4 * e + 3]!;
      if (ay > p[1] !== by > p[1] && p[0] < ((bx - ax) * (p[1] - ay)) / (by - ay) + ax) inside = !inside;
    }
    return inside;
  }
}
