/**
 * The Syracuse map as a wargame board (pure, browser-safe): every zone drawn as an area on the
 * reconstructed coastline of `map-svg.ts`, so that two land zones share a border exactly when
 * the map data makes them adjacent (`syracuse 3.0.2`; checked by test/board-geometry.test.ts).
 *
 * RECONSTRUCTED (`syracuse LOST.map`): the printed map is lost. The areas are the Voronoi cells
 * of the seed points below (a zone's area is the union of its seeds' cells), land cells cut by
 * the coast and sea cells drawn under the land; the seeds are placed from the history
 * (Thucydides 6.96–7.87) and moved until the borders give the adjacency of `data/map.ts`.
 *
 * The board is not to scale: the coordinates are warped (a separable, monotone stretch of
 * longitude and latitude) so that the city, the Epipolai and the Great Harbour, where a dozen
 * zones lie within three kilometres, get room for their counters, while the empty north and
 * south are squeezed. North stays up and every coastline keeps its order and shape.
 */
import { catalogs } from '../catalog/index.ts';
import { EDGES, WALL, ZONE, ZONES } from '../data/map.ts';
import type { WallId } from '../data/map.ts';
import type { LatLon } from './map-svg.ts';
import { MAINLAND, ORTYGIA, SITES } from './map-svg.ts';
import { wrapName } from './board-style.ts';

export type Pt = readonly [number, number];

/** Longitude → board x (knots: degrees east, board units). */
const LON_KNOTS: readonly Pt[] = [[15.17, 0], [15.23, 320], [15.262, 605], [15.302, 1281], [15.345, 1511]];
/** Latitude → board y, north at the top (knots: degrees north, board units). */
const LAT_KNOTS: readonly Pt[] = [[37.185, 0], [37.11, 310], [37.075, 660], [37.045, 1290], [37.0, 1590]];

function warp(knots: readonly Pt[], v: number): number {
  const asc = knots[0]![0] < knots[knots.length - 1]![0];
  for (let i = 0; i < knots.length - 1; i++) {
    const [a, fa] = knots[i]!;
    const [b, fb] = knots[i + 1]!;
    const last = i === knots.length - 2;
    if ((asc ? v <= b : v >= b) || last) return fa + ((v - a) / (b - a)) * (fb - fa);
  }
  return 0;
}

/** A geographic point on the board. */
export function project([lat, lon]: LatLon): Pt {
  return [round(warp(LON_KNOTS, lon)), round(warp(LAT_KNOTS, lat))];
}

export const BOARD_W = 1511;
export const BOARD_H = 1590;

/**
 * Seeds of the zone areas where the marker site of `map-svg.ts` alone does not give the
 * adjacency of the data (RECONSTRUCTED, see the module comment). Board units, not degrees.
 */
const SEEDS: SeedMap = {
  T1: [[98, 138], [72, 266]], T2: [[345, 152], [466, 109]], T3: [[560, 297], [693, 355]], T4: [[1100, 372], [1214, 400]], T5: [[686, 513]],
  T6: [[454, 556]], T7: [[1110, 539]], T8: [[179, 458]], T9: [[443, 401]], T10: [[108, 628]], T11: [[470, 941], [542, 864]],
  T12: [[682, 546], [803, 752]], T13: [[781, 791]], T14: [[483, 725]], T15: [[752, 882]], T16: [[1193, 725], [1056, 851], [1153, 1039]],
  T17: [[599, 914], [679, 912]], T18: [[468, 1084], [245, 1191]], T19: [[149, 942]], T20: [[246, 1381]], T21: [[463, 1298]], T22: [[136, 1491]],
  T23: [[426, 1420]], T24: [[526, 1120]], T25: [[538, 1310]], T26: [[858, 1446], [1290, 1497]], T27: [[1254, 1323]], M1: [[205, 20]],
  M2: [[702, 195]], M3: [[1050, 250]], M4: [[1433, 504]], M5: [[1343, 797]], M6: [[1170, 822]], M7: [[1057, 1005]], M8: [[1308, 1250]],
  M9: [[1193, 1231]], M10: [[900, 1128], [1070, 1255]], M11: [[657, 1275]], M12: [[706, 1051]],
};

/** Where a zone's name and stack are drawn, when its seed is a poor spot (board units). */
const ANCHORS: Readonly<Record<string, Pt>> = {};

export interface ZoneShape {
  id: string;
  /** SVG path of the zone's area (land areas are cut by the coast; sea areas lie under the land). */
  d: string;
  /** Where the name and the stack go. */
  anchor: Pt;
  /** Radius of the largest circle about the anchor that stays inside the zone (its free room). */
  room: number;
  /** Land zones: the area in square board units (sea zones: 0, their water is what the land leaves). */
  area: number;
}

export interface Border {
  a: string;
  b: string;
  /** Polylines along the shared border (usually one segment per pair of seeds). */
  segments: [Pt, Pt][];
  length: number;
}

export interface BoardGeometry {
  width: number;
  height: number;
  /** The land as SVG paths: the mainland (clipped to the frame) and Ortygia. */
  land: string[];
  zones: Record<string, ZoneShape>;
  /** Land–land and sea–sea borders of visible length, keyed `A|B` (sorted ids). */
  borders: Record<string, Border>;
  /** Length of coast each land zone shares with each sea zone, keyed `T|M`. */
  coasts: Record<string, number>;
}

// ---------------------------------------------------------------- geometry helpers

type Tagged = { x: number; y: number; tag: string };

function round(v: number): number {
  return Math.round(v * 10) / 10;
}

/** Keeps the part of `poly` where `side(p) >= 0` (Sutherland–Hodgman); the new edges get `tag`. */
function clipHalf(poly: Tagged[], side: (x: number, y: number) => number, tag: string): Tagged[] {
  const out: Tagged[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const sp = side(p.x, p.y);
    const sq = side(q.x, q.y);
    if (sp >= 0) {
      out.push(p);
      if (sq < 0) {
        const k = sp / (sp - sq);
        out.push({ x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k, tag });
      }
    } else if (sq >= 0) {
      const k = sp / (sp - sq);
      out.push({ x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k, tag: p.tag });
    }
  }
  return out;
}

/** The half-plane of points nearer to `s` than to `t`. */
function nearer(s: Pt, t: Pt): (x: number, y: number) => number {
  const mx = (s[0] + t[0]) / 2;
  const my = (s[1] + t[1]) / 2;
  const dx = s[0] - t[0];
  const dy = s[1] - t[1];
  return (x, y) => (x - mx) * dx + (y - my) * dy;
}

function inside(poly: readonly Pt[], x: number, y: number): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

const pathOf = (poly: readonly { x: number; y: number }[]): string => (poly.length < 3 ? '' : `M${poly.map((p) => `${round(p.x)},${round(p.y)}`).join('L')}Z`);

// ---------------------------------------------------------------- the board

interface Seed {
  zone: string;
  p: Pt;
}

export type SeedMap = Readonly<Record<string, readonly Pt[]>>;

function seedsOf(seeds: SeedMap, kind: 'land' | 'sea'): Seed[] {
  return ZONES.filter((z) => z.kind === kind).flatMap((z) => (seeds[z.id] ?? [project(SITES[z.id]!)]).map((p) => ({ zone: z.id, p })));
}

/** The convex Voronoi cell of seed `i` among `seeds`, in the frame; edges tagged with the neighbour seed's index. */
function cell(seeds: Seed[], i: number): Tagged[] {
  let poly: Tagged[] = [
    { x: 0, y: 0, tag: 'frame' },
    { x: BOARD_W, y: 0, tag: 'frame' },
    { x: BOARD_W, y: BOARD_H, tag: 'frame' },
    { x: 0, y: BOARD_H, tag: 'frame' },
  ];
  seeds.forEach((t, j) => {
    if (j !== i && poly.length) poly = clipHalf(poly, nearer(seeds[i]!.p, t.p), String(j));
  });
  return poly;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The parts of segment p→q that lie on land (`onLand`) or at sea (`!onLand`). */
function segmentParts(p: Pt, q: Pt, lands: readonly Pt[][], onLand: boolean): [Pt, Pt][] {
  const ks = [0, 1];
  for (const poly of lands) {
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      const d = (q[0] - p[0]) * (b[1] - a[1]) - (q[1] - p[1]) * (b[0] - a[0]);
      if (Math.abs(d) < 1e-9) continue;
      const t = ((a[0] - p[0]) * (b[1] - a[1]) - (a[1] - p[1]) * (b[0] - a[0])) / d;
      const u = ((a[0] - p[0]) * (q[1] - p[1]) - (a[1] - p[1]) * (q[0] - p[0])) / d;
      if (t > 0 && t < 1 && u >= 0 && u <= 1) ks.push(t);
    }
  }
  ks.sort((a, b) => a - b);
  const out: [Pt, Pt][] = [];
  for (let i = 0; i < ks.length - 1; i++) {
    const [k0, k1] = [ks[i]!, ks[i + 1]!];
    if (k1 - k0 < 1e-6) continue;
    const km = (k0 + k1) / 2;
    const mid: Pt = [p[0] + (q[0] - p[0]) * km, p[1] + (q[1] - p[1]) * km];
    if (lands.some((poly) => inside(poly, mid[0], mid[1])) === onLand) {
      out.push([
        [round(p[0] + (q[0] - p[0]) * k0), round(p[1] + (q[1] - p[1]) * k0)],
        [round(p[0] + (q[0] - p[0]) * k1), round(p[1] + (q[1] - p[1]) * k1)],
      ]);
    }
  }
  return out;
}

/** The board from a set of seeds (exported for the tool that places them). */
export function buildBoard(seeds: SeedMap = SEEDS): BoardGeometry {
  // the land, cut to the frame
  let main: Tagged[] = MAINLAND.map((ll) => {
    const [x, y] = project(ll);
    return { x, y, tag: 'coast' };
  });
  main = clipHalf(main, (x) => x, 'frame');
  main = clipHalf(main, (_x, y) => y, 'frame');
  main = clipHalf(main, (_x, y) => BOARD_H - y, 'frame');
  main = clipHalf(main, (x) => BOARD_W - x, 'frame');
  const isle: Tagged[] = ORTYGIA.map((ll) => {
    const [x, y] = project(ll);
    return { x, y, tag: 'coast' };
  });
  const lands: Pt[][] = [main.map((p) => [p.x, p.y] as Pt), isle.map((p) => [p.x, p.y] as Pt)];

  const zones: Record<string, ZoneShape> = {};
  const borders: Record<string, Border> = {};
  const coasts: Record<string, number> = {};
  const addBorder = (a: string, b: string, seg: [Pt, Pt]) => {
    const k = pairKey(a, b);
    const len = Math.hypot(seg[1][0] - seg[0][0], seg[1][1] - seg[0][1]);
    const [za, zb] = a < b ? [a, b] : [b, a];
    const br = (borders[k] ??= { a: za, b: zb, segments: [], length: 0 });
    br.segments.push(seg);
    br.length = round(br.length + len);
  };

  // sea: convex cells over the whole frame (the land is drawn over them)
  const sea = seedsOf(seeds, 'sea');
  const seaCells = sea.map((_, i) => cell(sea, i));
  const seaPaths = new Map<string, string[]>();
  const polys = new Map<string, Pt[][]>();
  const addPoly = (z: string, poly: readonly { x: number; y: number }[]) => polys.set(z, [...(polys.get(z) ?? []), poly.map((p) => [p.x, p.y] as Pt)]);
  sea.forEach((sd, i) => {
    const c = seaCells[i]!;
    seaPaths.set(sd.zone, [...(seaPaths.get(sd.zone) ?? []), pathOf(c)]);
    addPoly(sd.zone, c);
    c.forEach((p, k) => {
      if (p.tag === 'frame') return;
      const other = sea[Number(p.tag)]!;
      if (other.zone === sd.zone || Number(p.tag) < i) return; // each pair once, from the lower seed
      const q = c[(k + 1) % c.length]!;
      for (const seg of segmentParts([p.x, p.y], [q.x, q.y], lands, false)) addBorder(sd.zone, other.zone, seg);
    });
  });
  for (const [id, ds] of seaPaths) {
    const [anchor, room] = poleOf(polys.get(id)!, lands, false);
    zones[id] = { id, d: ds.join(''), anchor: ANCHORS[id] ?? anchor, room, area: 0 };
  }

  // land: the land cut by each land cell
  const landSeeds = seedsOf(seeds, 'land');
  const landPaths = new Map<string, string[]>();
  const landArea = new Map<string, number>();
  landSeeds.forEach((sd, i) => {
    const c = cell(landSeeds, i);
    c.forEach((p, k) => {
      if (p.tag === 'frame') return;
      const other = landSeeds[Number(p.tag)]!;
      if (other.zone === sd.zone || Number(p.tag) < i) return;
      const q = c[(k + 1) % c.length]!;
      for (const seg of segmentParts([p.x, p.y], [q.x, q.y], lands, true)) addBorder(sd.zone, other.zone, seg);
    });
    for (const piece of [main, isle]) {
      let part: Tagged[] = piece;
      c.forEach((p, k) => {
        if (!part.length) return;
        const q = c[(k + 1) % c.length]!;
        // keep the side of the cell edge p→q where the seed lies
        const nx = -(q.y - p.y);
        const ny = q.x - p.x;
        const sgn = Math.sign((sd.p[0] - p.x) * nx + (sd.p[1] - p.y) * ny) || 1;
        part = clipHalf(part, (x, y) => sgn * ((x - p.x) * nx + (y - p.y) * ny), p.tag);
      });
      if (part.length < 3) continue;
      landArea.set(sd.zone, (landArea.get(sd.zone) ?? 0) + Math.abs(part.reduce((a, p, k) => a + p.x * part[(k + 1) % part.length]!.y - part[(k + 1) % part.length]!.x * p.y, 0)) / 2);
      landPaths.set(sd.zone, [...(landPaths.get(sd.zone) ?? []), pathOf(part)]);
      addPoly(sd.zone, part);
      // the coast of this part: which sea zone's water lies off each stretch
      part.forEach((p, k) => {
        if (p.tag !== 'coast') return;
        const q = part[(k + 1) % part.length]!;
        const len = Math.hypot(q.x - p.x, q.y - p.y);
        if (len < 0.01) return;
        const mx = (p.x + q.x) / 2;
        const my = (p.y + q.y) / 2;
        const j = seaCells.findIndex((sc) => inside(sc.map((v) => [v.x, v.y] as Pt), mx, my));
        if (j < 0) return;
        const k2 = `${sd.zone}|${sea[j]!.zone}`;
        coasts[k2] = round((coasts[k2] ?? 0) + len);
      });
    }
  });
  for (const [id, ds] of landPaths) {
    const [anchor, room] = poleOf(polys.get(id)!, lands, true);
    zones[id] = { id, d: ds.join(''), anchor: ANCHORS[id] ?? anchor, room, area: Math.round(landArea.get(id) ?? 0) };
  }

  return { width: BOARD_W, height: BOARD_H, land: lands.map((l) => pathOf(l.map(([x, y]) => ({ x, y })))), zones, borders, coasts };
}

function distToSegment(x: number, y: number, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy || 1;
  const k = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / l2));
  return Math.hypot(x - a[0] - k * dx, y - a[1] - k * dy);
}

/**
 * The point of a zone farthest from its edges (and, at sea, from the coast): where its name and
 * stack have most room. A grid search, 8 units apart, inside the frame; returns [point, room].
 */
function poleOf(pieces: Pt[][], lands: Pt[][], onLand: boolean): [Pt, number] {
  const xs = pieces.flat().map((p) => p[0]);
  const ys = pieces.flat().map((p) => p[1]);
  const edges: [Pt, Pt][] = [];
  for (const poly of onLand ? pieces : [...pieces, ...lands]) poly.forEach((p, i) => edges.push([p, poly[(i + 1) % poly.length]!]));
  let best: Pt = pieces[0]![0]!;
  let room = -1;
  for (let x = Math.max(4, Math.min(...xs)); x <= Math.min(BOARD_W - 4, Math.max(...xs)); x += 8) {
    for (let y = Math.max(4, Math.min(...ys)); y <= Math.min(BOARD_H - 4, Math.max(...ys)); y += 8) {
      if (!pieces.some((poly) => inside(poly, x, y))) continue;
      if (!onLand && lands.some((poly) => inside(poly, x, y))) continue;
      // the frame bounds the room too, so stacks are not drawn half off the board
      let d = Math.min(x, y, BOARD_W - x, BOARD_H - y);
      for (const [a, b] of edges) {
        if (d <= room) break;
        d = Math.min(d, distToSegment(x, y, a, b));
      }
      if (d > room) {
        room = d;
        best = [x, y];
      }
    }
  }
  return [best, Math.round(room)];
}

/** The board, computed once. */
export const BOARD: BoardGeometry = buildBoard();

/** Borders shorter than this meet at a corner only (`syracuse 3.0.3`: T4 and T12). */
export const CORNER = 8;

/**
 * Adjacent in the data, drawn meeting at a point only. The reconstructed graph is not planar:
 * T23, T25, T26 and M11 all touch one another, and T21/T24 (next to T23 and T25) and M10 (next to
 * T26 and M12) cannot all lie outside that knot. So T23 reaches the Daskon bay only where it meets
 * T25 and T26; the engine keeps the edge (amphibious moves T23↔M11 stay legal).
 */
export const DRAWN_AS_CORNER: readonly string[] = ['T23|M11'];

/**
 * Where the drawn board and the map data disagree: land or sea pairs that share a border but are
 * not adjacent, adjacent pairs with no border, and coasts of the data with no shore on the board.
 */
export function boardMismatches(g: BoardGeometry = BOARD): string[] {
  const out: string[] = [];
  const adjacent = new Set(EDGES.map((e) => pairKey(e.a, e.b)));
  for (const [k, b] of Object.entries(g.borders)) {
    if (b.length >= CORNER && !adjacent.has(k)) out.push(`${k}: border ${b.length} but not adjacent`);
  }
  for (const e of EDGES) {
    const za = ZONE[e.a]!;
    const zb = ZONE[e.b]!;
    if (za.kind === 'offmap' || zb.kind === 'offmap') continue;
    if (za.kind === zb.kind) {
      const b = g.borders[pairKey(e.a, e.b)];
      if (!b || b.length < CORNER) out.push(`${pairKey(e.a, e.b)}: adjacent but border ${b?.length ?? 0}`);
    } else {
      const [l, s] = za.kind === 'land' ? [e.a, e.b] : [e.b, e.a];
      if (DRAWN_AS_CORNER.includes(`${l}|${s}`)) continue;
      if ((g.coasts[`${l}|${s}`] ?? 0) < CORNER) out.push(`${l}|${s}: coast of the data, shore ${g.coasts[`${l}|${s}`] ?? 0}`);
    }
  }
  for (const [k, len] of Object.entries(g.coasts)) {
    const [l, s] = k.split('|') as [string, string];
    if (len >= CORNER && !adjacent.has(pairKey(l, s))) out.push(`${k}: shore ${len} but not adjacent`);
  }
  return out.sort();
}

/** x0, y0, x1, y1. */
type Box = readonly [number, number, number, number];

/** The web board's counter pitch (`apps/web/src/boards/syracuse/map-board.ts`: 36 px counters 3 px apart). */
const PITCH = 39;

/**
 * What a zone draws about its anchor, as the web board and the published map lay it out: its name
 * above (up to two lines of 18 px, as long as its longer name in English or French), the fort, camp or port symbols above the
 * name, and its stack below (rows of 3–6 counters by the zone's room, three rows at most).
 */
function zoneBoxes(id: string, g: BoardGeometry): Box[] {
  const z = g.zones[id]!;
  const [x, y] = z.anchor;
  const perRow = Math.max(3, Math.min(6, Math.floor((z.room * 1.9) / PITCH)));
  const half = (perRow * PITCH) / 2;
  // the name's half width in its longer language, at about 10.5 px a letter of 18 px bold
  const letters = Math.max(...(['en', 'fr'] as const).flatMap((l) => wrapName(catalogs[l].names?.[`place.${id}`] ?? id).map((t) => t.length)));
  const nameHalf = letters * 5.25 + 4;
  const out: Box[] = [
    [x - nameHalf, y - 26 - 19 - 17, x + nameHalf, y - 26 + 5],
    [x - half, y - 12, x + half, y - 12 + 3 * PITCH],
  ];
  const zone = ZONE[id];
  if (zone?.fort || id === 'T17' || zone?.terrain === 'port') out.push([x - 40, y - 26 - 50 - 20, x + 40, y - 26 - 50 + 20]);
  return out;
}

/** The gap between a marker of half-size `hw` × `hh` centred on `p` and a box (0 when they overlap). */
function gapTo([px, py]: Pt, hw: number, hh: number, [x0, y0, x1, y1]: Box): number {
  const dx = Math.max(0, x0 - (px + hw), px - hw - x1);
  const dy = Math.max(0, y0 - (py + hh), py - hh - y1);
  return Math.hypot(dx, dy);
}

/** A wall marker's half width and height (board-svg.ts: 30 × 28, 40 × 28 for 3A and 3B). */
const markerHalf = (id: WallId): [number, number] => [id.length > 2 ? 20 : 15, 14];

/**
 * Where each wall's numbered marker goes, on its own borders (or pushed up to 12 px off them, the
 * marker still touching the line): clear of every zone's name,
 * symbols and stack (`zoneBoxes`) and of the markers placed before it (walls in their order), by
 * at least 24 px where the borders allow; among the clear points the one farthest from the zone
 * anchors. It used to take only the point farthest from the anchors, which put Athenian wall 1
 * on the Temenites name and Syracusan wall 1 under the Temenites stack.
 */
function placeMarkers(g: BoardGeometry): Map<WallId, Pt> {
  const boxes = Object.keys(g.zones).flatMap((id) => zoneBoxes(id, g));
  const anchors = Object.values(g.zones).map((z) => z.anchor);
  const placed = new Map<WallId, Pt>();
  const taken: Box[] = [];
  for (const id of Object.keys(WALL) as WallId[]) {
    const [hw, hh] = markerHalf(id);
    let best: Pt = [0, 0];
    let score = -1;
    for (const [a, b] of WALL[id].edges) {
      for (const [p, q] of g.borders[pairKey(a, b)]?.segments ?? []) {
        const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
        const normal: Pt = [(p[1] - q[1]) / len, (q[0] - p[0]) / len];
        for (let k = 0.1; k <= 0.901; k += 0.025) {
          // on the line, or pushed off it by up to 12 px (the marker still covers it) where a name or a stack lies on it
          for (const off of [0, -6, 6, -12, 12]) {
            const pt: Pt = [round(p[0] + (q[0] - p[0]) * k + normal[0] * off), round(p[1] + (q[1] - p[1]) * k + normal[1] * off)];
            const clear = Math.min(24, ...[...boxes, ...taken].map((x) => gapTo(pt, hw, hh, x)));
            // a stack spreads sideways more than down: distances weigh the vertical a little more
            const far = Math.min(...anchors.map(([x, y]) => Math.hypot(pt[0] - x, (pt[1] - y) * 1.3)));
            const sc = clear * 10000 - Math.abs(off) * 100 + far;
            if (sc > score) {
              score = sc;
              best = pt;
            }
          }
        }
      }
    }
    placed.set(id, best);
    taken.push([best[0] - hw - 6, best[1] - hh - 6, best[0] + hw + 6, best[1] + hh + 6]);
  }
  return placed;
}

/** Where a wall's numbered marker goes (`placeMarkers`), shared by the web board and the published map. */
export function wallMarkerAt(id: WallId, g: BoardGeometry = BOARD): Pt {
  if (g === BOARD) return (MARKERS ??= placeMarkers(BOARD)).get(id)!;
  return placeMarkers(g).get(id)!;
}
let MARKERS: Map<WallId, Pt> | undefined;

/** How far a wall's marker stands clear of every zone's name, symbols and stack, and of the other markers (px; tests). */
export function markerClearance(id: WallId, g: BoardGeometry = BOARD): number {
  const [hw, hh] = markerHalf(id);
  const pt = wallMarkerAt(id, g);
  const others = (Object.keys(WALL) as WallId[]).filter((w) => w !== id).map((w): Box => {
    const [ow, oh] = markerHalf(w);
    const [x, y] = wallMarkerAt(w, g);
    return [x - ow, y - oh, x + ow, y + oh];
  });
  return Math.min(...[...Object.keys(g.zones).flatMap((z) => zoneBoxes(z, g)), ...others].map((b) => gapTo(pt, hw, hh, b)));
}

export { wallNext, worksProgress } from './works.ts';
export type { WorkItem, WorksLine, WorkState } from './works.ts';
export { CATANE_BOX, SIDE_FILL, TERRAIN_FILL, wrapName } from './board-style.ts';
