/**
 * The PhalanXX board's shapes, computed from the game's geometry data (`GEOMETRY`, reconstructed
 * sites in degrees): each region in play is the area nearer its site than any other (a Voronoi
 * cell, clipped to the board's frame), so the drawn regions tile the map; the seas and rivers
 * are drawn over them. Pure: no DOM, tested in node (apps/web/test/phalanxx-map.test.ts).
 *
 * Borders are kept with the neighbour that made them, so the board can draw a border between
 * two regions that are adjacent in the rules (`boards.ts`) as an open frontier and a border
 * between two regions that merely touch as an impassable ridge.
 */
import { GEOMETRY, RIVERS, SEAS } from '@diadochi/phalanxx';
import type { BoardSide, LonLat } from '@diadochi/phalanxx';

export interface Pt {
  x: number;
  y: number;
}

/** Map units per degree of longitude; latitude is stretched as a Mercator map is near 35° N. */
const K = 20;
const LAT_STRETCH = 1.22;
/** Margin around the sites, in degrees. */
const MARGIN = 2.2;

export interface Projection {
  toXY(p: LonLat): Pt;
  width: number;
  height: number;
}

export function projection(sites: readonly LonLat[]): Projection {
  const lons = sites.map((p) => p[0]);
  const lats = sites.map((p) => p[1]);
  const west = Math.min(...lons) - MARGIN;
  const east = Math.max(...lons) + MARGIN;
  const north = Math.max(...lats) + MARGIN;
  const south = Math.min(...lats) - MARGIN;
  return {
    toXY: ([lon, lat]) => ({ x: round((lon - west) * K), y: round((north - lat) * K * LAT_STRETCH) }),
    width: round((east - west) * K),
    height: round((north - south) * K * LAT_STRETCH),
  };
}

const round = (v: number) => Math.round(v * 10) / 10;

/** A cell: its outline, and for each edge (from vertex i to i+1) the region across it, or null for the frame. */
export interface Cell {
  region: string;
  site: Pt;
  outline: Pt[];
  across: (string | null)[];
}

/** Clips a convex polygon to the half-plane nearer `a` than `b`; the new edge is tagged `tag`. */
function clip(poly: Pt[], tags: (string | null)[], a: Pt, b: Pt, tag: string): { poly: Pt[]; tags: (string | null)[] } {
  const nx = b.x - a.x;
  const ny = b.y - a.y;
  const c = (nx * (a.x + b.x) + ny * (a.y + b.y)) / 2;
  const side = (p: Pt) => nx * p.x + ny * p.y - c; // <= 0: nearer a
  const outP: Pt[] = [];
  const outT: (string | null)[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const sp = side(p);
    const sq = side(q);
    const cross = (): Pt => {
      const t = sp / (sp - sq);
      return { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
    };
    if (sp <= 0 && sq <= 0) {
      outP.push(p);
      outT.push(tags[i]!);
    } else if (sp <= 0) {
      outP.push(p);
      outT.push(tags[i]!);
      outP.push(cross());
      outT.push(tag);
    } else if (sq <= 0) {
      outP.push(cross());
      outT.push(tags[i]!);
    }
  }
  return { poly: outP, tags: outT };
}

/** The cells of the regions in play, in the frame of the projection. */
export function cellsOf(side: BoardSide['id'], inPlay: readonly string[]): { cells: Cell[]; proj: Projection } {
  const sites = GEOMETRY[side].sites;
  const ids = inPlay.filter((id) => sites[id]);
  const proj = projection(ids.map((id) => sites[id]!));
  const xy = new Map(ids.map((id) => [id, proj.toXY(sites[id]!)]));
  const frame: Pt[] = [
    { x: 0, y: 0 },
    { x: proj.width, y: 0 },
    { x: proj.width, y: proj.height },
    { x: 0, y: proj.height },
  ];
  const cells = ids.map((id) => {
    const a = xy.get(id)!;
    let poly = frame;
    let tags: (string | null)[] = [null, null, null, null];
    for (const other of ids) {
      if (other === id) continue;
      ({ poly, tags } = clip(poly, tags, a, xy.get(other)!, other));
    }
    return { region: id, site: a, outline: poly.map((p) => ({ x: round(p.x), y: round(p.y) })), across: tags };
  });
  return { cells, proj };
}

/** A border between two cells: the edge of `a`'s cell that faces `b` (drawn once, a < b). */
export interface Border {
  a: string;
  b: string;
  from: Pt;
  to: Pt;
}

export function bordersOf(cells: readonly Cell[]): Border[] {
  const out: Border[] = [];
  for (const c of cells) {
    c.outline.forEach((p, i) => {
      const other = c.across[i];
      const q = c.outline[(i + 1) % c.outline.length]!;
      if (other && c.region < other && Math.hypot(q.x - p.x, q.y - p.y) > 0.5) out.push({ a: c.region, b: other, from: p, to: q });
    });
  }
  return out;
}

/** Seas and rivers in the projection's frame. */
export function seasOf(proj: Projection): { id: string; outline: Pt[] }[] {
  return SEAS.map((s) => ({ id: s.id, outline: s.outline.map(proj.toXY) }));
}

export function riversOf(proj: Projection): { id: string; course: Pt[] }[] {
  return RIVERS.map((r) => ({ id: r.id, course: r.course.map(proj.toXY) }));
}

/** Whether a point lies inside a closed outline (even–odd rule). */
export function inside(p: Pt, outline: readonly Pt[]): boolean {
  let inner = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const a = outline[i]!;
    const b = outline[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inner = !inner;
  }
  return inner;
}

/** The part of a border on land: its length not covered by a sea, sampled along the edge. */
export function landLength(border: Border, seas: readonly { outline: Pt[] }[]): number {
  const n = 24;
  const len = Math.hypot(border.to.x - border.from.x, border.to.y - border.from.y);
  let land = 0;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const p = { x: border.from.x + (border.to.x - border.from.x) * t, y: border.from.y + (border.to.y - border.from.y) * t };
    if (!seas.some((s) => inside(p, s.outline))) land += len / n;
  }
  return land;
}

export const path = (pts: readonly Pt[], closed = true) => `M${pts.map((p) => `${p.x},${p.y}`).join('L')}${closed ? 'Z' : ''}`;
