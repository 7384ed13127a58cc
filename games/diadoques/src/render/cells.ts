/**
 * Space shapes grown from points: every land province (resp. sea zone) owns the Voronoi cells
 * of its centre and seeds, computed among land sites only (resp. sea sites only), so that the
 * land clip (resp. the sea beneath the land) leaves no gap. Filler sites, placed where no
 * space is near, own the rest: land and sea beyond the playing area stay neutral instead of
 * stretching the nearest province across half a continent.
 */
import { Delaunay } from 'd3-delaunay';
import type { Pt } from './svg.ts';

export interface Site {
  x: number;
  y: number;
  /** The space the cell belongs to; null for a filler. */
  owner: string | null;
}

/** A border line between two owners ('' stands for the neutral filler). */
export interface BorderLine {
  a: string;
  b: string;
  points: Pt[];
}

export interface Diagram {
  /** Outline rings of each space, oriented consistently (fill-rule nonzero). */
  outlines: Map<string, Pt[][]>;
  /** Borders between two spaces, or between a space and the neutral filler. */
  borders: BorderLine[];
  /** The owner of the cell containing a point (null: neutral). */
  ownerAt(p: Pt): string | null;
}

export interface DiagramOptions {
  width: number;
  height: number;
  /** Wiggle the straight Voronoi edges into hand-drawn-looking lines (land borders). */
  noise?: boolean;
  /** A filler is added where no site is nearer than this (pixels). */
  reach: number;
  /** Spacing of the filler grid (pixels). */
  spacing: number;
}

/**
 * Hexagonal grid of fillers where every real site is farther than `reach`; only a band a few
 * fillers wide is kept, which is all it takes to bound the real cells.
 */
function fillers(real: readonly Site[], o: DiagramOptions): Site[] {
  if (real.length === 0) return [];
  const index = Delaunay.from(real.map((s) => [s.x, s.y] as [number, number]));
  const out: Site[] = [];
  const m = o.reach;
  const rowH = (o.spacing * Math.sqrt(3)) / 2;
  let row = 0;
  for (let y = -m; y <= o.height + m; y += rowH, row++) {
    for (let x = -m + (row % 2 ? o.spacing / 2 : 0); x <= o.width + m; x += o.spacing) {
      const near = real[index.find(x, y)]!;
      const d = Math.hypot(near.x - x, near.y - y);
      if (d > o.reach && d < o.reach + 2.5 * o.spacing) out.push({ x, y, owner: null });
    }
  }
  return out;
}

const key = (p: Pt): string => `${p[0].toFixed(4)},${p[1].toFixed(4)}`;

/** A small seeded generator (mulberry32) from a string: the same edge always wiggles the same way. */
function randomFor(text: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The inner points of a wiggled edge from `p` to `q`: midpoint displacement across the edge,
 * at most 14 % of its length, halving at each level down to 3-pixel pieces. Computed on the
 * edge's canonical direction, so both cells that share it get the same line.
 */
function wiggle(p: Pt, q: Pt, memo: Map<string, Pt[]>): Pt[] {
  const kp = key(p);
  const kq = key(q);
  if (kq < kp) return [...wiggle(q, p, memo)].reverse();
  const seen = memo.get(`${kp}|${kq}`);
  if (seen) return seen;
  const rand = randomFor(`${kp}|${kq}`);
  const out: Pt[] = [];
  const split = (a: Pt, b: Pt, amp: number): void => {
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len < 4) return;
    const off = (rand() * 2 - 1) * amp;
    const m: Pt = [(a[0] + b[0]) / 2 - ((b[1] - a[1]) / len) * off, (a[1] + b[1]) / 2 + ((b[0] - a[0]) / len) * off];
    split(a, m, amp / 2);
    out.push(m);
    split(m, b, amp / 2);
  };
  split(p, q, 0.14 * Math.hypot(q[0] - p[0], q[1] - p[1]));
  memo.set(`${kp}|${kq}`, out);
  return out;
}

/** A polyline (or ring) with every edge wiggled. */
function wiggled(line: readonly Pt[], memo: Map<string, Pt[]>): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < line.length - 1; i++) out.push(line[i]!, ...wiggle(line[i]!, line[i + 1]!, memo));
  if (line.length > 0) out.push(line[line.length - 1]!);
  return out;
}

function signedArea(poly: readonly Pt[]): number {
  let a = 0;
  for (let i = 0; i < poly.length - 1; i++) a += poly[i]![0] * poly[i + 1]![1] - poly[i + 1]![0] * poly[i]![1];
  return a / 2;
}

interface Edge {
  from: Pt;
  to: Pt;
}

/** Joins directed edges head to tail into closed rings. */
function chainRings(edges: readonly Edge[]): Pt[][] {
  const byStart = new Map<string, Edge[]>();
  for (const e of edges) {
    const k = key(e.from);
    const list = byStart.get(k);
    if (list) list.push(e);
    else byStart.set(k, [e]);
  }
  const used = new Set<Edge>();
  const rings: Pt[][] = [];
  for (const start of edges) {
    if (used.has(start)) continue;
    const ring: Pt[] = [start.from];
    let e: Edge | undefined = start;
    while (e && !used.has(e)) {
      used.add(e);
      ring.push(e.to);
      e = byStart.get(key(e.to))?.find((c) => !used.has(c));
    }
    rings.push(ring);
  }
  return rings;
}

/** Joins undirected segments into the longest polylines they form. */
export function chainLines(segments: readonly Edge[]): Pt[][] {
  const at = new Map<string, Edge[]>();
  for (const s of segments) {
    for (const p of [s.from, s.to]) {
      const k = key(p);
      const list = at.get(k);
      if (list) list.push(s);
      else at.set(k, [s]);
    }
  }
  const used = new Set<Edge>();
  const walk = (start: Pt, first: Edge): Pt[] => {
    const line: Pt[] = [start];
    let p = start;
    let e: Edge | undefined = first;
    while (e && !used.has(e)) {
      used.add(e);
      p = key(e.from) === key(p) ? e.to : e.from;
      line.push(p);
      e = at.get(key(p))?.find((c) => !used.has(c));
    }
    return line;
  };
  const lines: Pt[][] = [];
  // Open lines first, from their ends; then whatever is left forms loops.
  for (const s of segments) {
    if (used.has(s)) continue;
    for (const p of [s.from, s.to]) {
      if (!used.has(s) && at.get(key(p))!.length === 1) lines.push(walk(p, s));
    }
  }
  for (const s of segments) if (!used.has(s)) lines.push(walk(s.from, s));
  return lines;
}

export function buildDiagram(real: readonly Site[], o: DiagramOptions): Diagram {
  const sites = [...real, ...fillers(real, o)];
  const delaunay = Delaunay.from(sites.map((s) => [s.x, s.y] as [number, number]));
  const pad = Math.max(o.width, o.height);
  const bounds = [-pad, -pad, o.width + pad, o.height + pad] as const;
  const voronoi = delaunay.voronoi([...bounds]);
  const onBounds = (p: Pt) => p[0] === bounds[0] || p[1] === bounds[1] || p[0] === bounds[2] || p[1] === bounds[3];
  const ownEdges = new Map<string, Map<string, Edge>>();
  const shared = new Map<string, { edge: Edge; owners: string[] }>();
  real.forEach((site, i) => {
    const poly = voronoi.cellPolygon(i) as unknown as Pt[] | null;
    if (!poly || site.owner === null) return;
    const owner = site.owner;
    const ccw = signedArea(poly) > 0;
    const mine = ownEdges.get(owner) ?? new Map<string, Edge>();
    ownEdges.set(owner, mine);
    for (let k = 0; k < poly.length - 1; k++) {
      const from = ccw ? poly[k]! : poly[k + 1]!;
      const to = ccw ? poly[k + 1]! : poly[k]!;
      const kf = key(from);
      const kt = key(to);
      // An edge between two cells of one owner is inside it: both halves cancel.
      if (mine.has(`${kt}>${kf}`)) mine.delete(`${kt}>${kf}`);
      else mine.set(`${kf}>${kt}`, { from, to });
      const u = kf < kt ? `${kf}|${kt}` : `${kt}|${kf}`;
      const s = shared.get(u);
      if (s) s.owners.push(owner);
      else shared.set(u, { edge: { from, to }, owners: [owner] });
    }
  });
  const outlines = new Map<string, Pt[][]>();
  const memo = new Map<string, Pt[]>();
  const shape = o.noise ? (line: Pt[]) => wiggled(line, memo) : (line: Pt[]) => line;
  for (const [owner, edges] of ownEdges) outlines.set(owner, chainRings([...edges.values()]).map(shape));
  const byPair = new Map<string, Edge[]>();
  for (const { edge, owners } of shared.values()) {
    // Seen once: the other side is a filler (or the far bounds, never drawn).
    if (owners.length === 1 && onBounds(edge.from) && onBounds(edge.to)) continue;
    const [a, b] = [owners[0]!, owners[1] ?? ''].sort();
    if (a === b) continue;
    const pair = `${a}\u0000${b}`;
    const list = byPair.get(pair);
    if (list) list.push(edge);
    else byPair.set(pair, [edge]);
  }
  const borders: BorderLine[] = [];
  for (const pair of [...byPair.keys()].sort()) {
    const [a, b] = pair.split('\u0000') as [string, string];
    for (const points of chainLines(byPair.get(pair)!)) borders.push({ a, b, points: shape(points) });
  }
  const ownerAt = (p: Pt): string | null => sites[delaunay.find(p[0], p[1])]!.owner;
  return { outlines, borders, ownerAt };
}
