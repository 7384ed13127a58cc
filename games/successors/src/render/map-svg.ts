/**
 * The Successors map drawn from its data on real coastlines (world-atlas 1:50m land), as an
 * SVG string: provinces as the land cells of their spaces (Voronoi cells among the spaces,
 * bounded by filler points where no space is near, clipped to the coast), province borders,
 * the four path types, the four space types with their independent markers, the H spaces,
 * the holding boxes, the province names with their VP, and a legend.
 *
 * The map is reconstructed (docs/rules/successors/decisions.md); this picture only shows it.
 */
import { Delaunay } from 'd3-delaunay';
import { geoPath } from 'd3-geo';
import type { GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import type { GameMap, PathKind, Space } from '../data/types.ts';
import { BOX_AT, mapFrame } from './frame.ts';
import type { Pt } from './frame.ts';

export interface RenderOptions {
  width?: number;
  /** Names by key (`place.<id>`, `province.<id>`, `box.<id>`): flatNames() of a language. */
  names: Record<string, string>;
  /** The world-atlas land topology (land-50m.json). */
  land: Topology;
  title?: string;
  legend?: Record<'major' | 'minor' | 'fortress' | 'transit' | 'independent' | 'hellespont' | PathKind | 'vp' | 'box', string>;
}

/** Where a province's name goes when the mean of its spaces is crowded (lon, lat). */
const LABEL_AT: Record<string, Pt> = {
  thrace: [24.7, 41.6],
  'hellespontine-phrygia': [28.6, 39.75],
  macedonia: [24.1, 40.45],
  thessaly: [23.25, 39.3],
  epirus: [20.4, 39.9],
  greece: [22.0, 37.75],
  caria: [28.55, 37.8],
  lycia: [30.9, 35.95],
  cilicia: [35.5, 36.05],
  cappadocia: [37.0, 39.45],
  mesopotamia: [41.4, 35.55],
  media: [49.9, 35.7],
  persis: [54.1, 30.8],
  parthia: [56.5, 36.6],
  'coele-syria': [34.1, 32.6],
  syria: [37.6, 35.2],
  lydia: [28.05, 38.95],
  phrygia: [31.3, 39.2],
  babylonia: [45.7, 31.8],
};

const PALETTE = ['#f3e2b3', '#d9e8c4', '#f2cdb8', '#d6dcef', '#eed7e6', '#e3eac0', '#cfe6e3', '#f0d9a0'];

const PATH_STYLE: Record<PathKind, string> = {
  land: 'stroke="#5b4a36" stroke-width="2.2"',
  mountain: 'stroke="#8a5a2b" stroke-width="2.6" stroke-dasharray="9 5"',
  strait: 'stroke="#b3261e" stroke-width="4"',
  maritime: 'stroke="#2f6db3" stroke-width="2" stroke-dasharray="6 6"',
  'trans-mediterranean': 'stroke="#173f78" stroke-width="2.6" stroke-dasharray="2 6" stroke-linecap="round"',
};

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const f = (n: number): string => n.toFixed(1);

/** Greedy colouring of provinces so that neighbours (any path) differ. */
function provinceColours(map: GameMap): Map<string, string> {
  const prov = new Map(map.spaces.map((s) => [s.id, s.province]));
  const nb = new Map<string, Set<string>>(map.provinces.map((p) => [p.id, new Set()]));
  for (const p of map.paths) {
    const a = prov.get(p.a);
    const b = prov.get(p.b);
    if (a && b && a !== b) { nb.get(a)?.add(b); nb.get(b)?.add(a); }
  }
  const out = new Map<string, string>();
  for (const p of map.provinces) {
    const used = new Set([...(nb.get(p.id) ?? [])].map((q) => out.get(q)));
    out.set(p.id, PALETTE.find((c) => !used.has(c)) ?? PALETTE[0]!);
  }
  return out;
}

function symbol(s: Space, x: number, y: number): string {
  const ind = s.independent !== undefined;
  const fill = ind ? '#3f9b4b' : '#ffffff';
  const stroke = 'stroke="#222" stroke-width="1.6"';
  const mark = ind ? `<text x="${f(x)}" y="${f(y + 4)}" font-size="11" font-weight="700" text-anchor="middle" fill="#fff">${s.independent}</text>` : '';
  switch (s.kind) {
    case 'major-city':
      return `<rect x="${f(x - 10)}" y="${f(y - 10)}" width="20" height="20" fill="${fill}" ${stroke}/>${mark}`;
    case 'minor-city':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="8" fill="${fill}" ${stroke}/>${mark}`;
    case 'fortress': {
      const pts = Array.from({ length: 6 }, (_, i) => { const a = (Math.PI / 3) * i; return `${f(x + 11 * Math.cos(a))},${f(y + 11 * Math.sin(a))}`; }).join(' ');
      return `<polygon points="${pts}" fill="${fill}" ${stroke}/>${mark}`;
    }
    case 'transit':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="4.5" fill="#222"/>`;
  }
}

export function renderMapSvg(map: GameMap, o: RenderOptions): string {
  const width = o.width ?? 2400;
  const { projection, height, proj } = mapFrame(width);
  // Only the coasts within the frame are drawn: the rest of the world stays out of the file.
  projection.clipExtent([[-20, -20], [width + 20, height + 20]]);
  const path = geoPath(projection).digits(1);

  const landObj = o.land.objects['land'];
  if (!landObj) throw new Error('the land topology has no "land" object');
  const landD = path(feature(o.land, landObj) as GeoPermissibleObjects) ?? '';

  // Cells: the spaces, plus fillers where no space lies within `reach` pixels.
  const pts = new Map(map.spaces.map((sp) => [sp.id, proj(sp.lon, sp.lat)]));
  const real = map.spaces.map((sp) => pts.get(sp.id)!);
  const index = Delaunay.from(real);
  const reach = width / 28;
  const spacing = width / 70;
  const sites: { p: Pt; owner: Space | null }[] = map.spaces.map((sp) => ({ p: pts.get(sp.id)!, owner: sp }));
  for (let y = -reach; y < height + reach; y += spacing) {
    for (let x = -reach; x < width + reach; x += spacing) {
      const near = real[index.find(x, y)]!;
      if (Math.hypot(near[0] - x, near[1] - y) > reach) sites.push({ p: [x, y], owner: null });
    }
  }
  const delaunay = Delaunay.from(sites.map((t) => t.p));
  const voronoi = delaunay.voronoi([-reach, -reach, width + reach, height + reach]);
  const colours = provinceColours(map);

  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Georgia, 'DejaVu Serif', serif">`);
  parts.push(`<defs><path id="coast" d="${landD}"/><clipPath id="land"><use href="#coast"/></clipPath></defs>`);
  parts.push(`<rect width="${width}" height="${height}" fill="#a9cbe3"/>`);
  parts.push('<use href="#coast" fill="#e9e4d4" stroke="#6d8aa0" stroke-width="1.2"/>');

  // Province fills (the cells of their spaces), clipped to the land.
  parts.push('<g clip-path="url(#land)">');
  sites.forEach((t, i) => {
    if (!t.owner) return;
    const poly = voronoi.cellPolygon(i);
    if (!poly) return;
    parts.push(`<path d="M${poly.map((q) => `${f(q[0])},${f(q[1])}`).join('L')}Z" fill="${colours.get(t.owner.province)}" stroke="none"/>`);
  });
  // Province borders: Voronoi edges between cells of different provinces (or the filler).
  const { triangles, halfedges } = delaunay;
  const cc = voronoi.circumcenters;
  const borders: string[] = [];
  for (let e = 0; e < halfedges.length; e++) {
    const opp = halfedges[e]!;
    if (opp < e) continue;
    const a = sites[triangles[e]!]!;
    const b = sites[triangles[e % 3 === 2 ? e - 2 : e + 1]!]!;
    const pa = a.owner?.province ?? '';
    const pb = b.owner?.province ?? '';
    if (pa === pb) continue;
    const t1 = Math.floor(e / 3);
    const t2 = Math.floor(opp / 3);
    borders.push(`M${f(cc[2 * t1]!)},${f(cc[2 * t1 + 1]!)}L${f(cc[2 * t2]!)},${f(cc[2 * t2 + 1]!)}`);
  }
  parts.push(`<path d="${borders.join('')}" fill="none" stroke="#7a2e2e" stroke-width="2.4" stroke-linejoin="round" stroke-opacity="0.8"/>`);
  parts.push('</g>');

  // Boxes and their entry lines.
  for (const b of map.boxes) {
    const at = BOX_AT[b.id];
    if (!at) continue;
    const [x, y] = proj(at[0], at[1]);
    for (const en of b.entries) {
      const q = pts.get(en);
      if (q) parts.push(`<line x1="${f(x)}" y1="${f(y)}" x2="${f(q[0])}" y2="${f(q[1])}" stroke="#666" stroke-width="1.4" stroke-dasharray="3 4"/>`);
    }
  }

  // Paths.
  for (const p of map.paths) {
    const a = pts.get(p.a);
    const b = pts.get(p.b);
    if (!a || !b) continue;
    parts.push(`<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" ${PATH_STYLE[p.kind]} fill="none"/>`);
  }

  // Rectangles already taken on the drawing (symbols, province labels), for placing names.
  type Box = [x0: number, y0: number, x1: number, y1: number];
  const taken: Box[] = map.spaces.map((sp) => { const [x, y] = pts.get(sp.id)!; return [x - 11, y - 11, x + 11, y + 11]; });
  const overlap = (b: Box): number => taken.reduce((t, c) => t + Math.max(0, Math.min(b[2], c[2]) - Math.max(b[0], c[0])) * Math.max(0, Math.min(b[3], c[3]) - Math.max(b[1], c[1])), 0);

  // Province names with their VP, at the mean of their counting spaces.
  for (const pr of map.provinces) {
    const ps = map.spaces.filter((sp) => sp.province === pr.id && !sp.island).map((sp) => pts.get(sp.id)!);
    if (!ps.length) continue;
    const at = LABEL_AT[pr.id];
    const [x, y] = at ? proj(at[0], at[1]) : [ps.reduce((t, q) => t + q[0], 0) / ps.length, ps.reduce((t, q) => t + q[1], 0) / ps.length + 28];
    const label = (o.names[`province.${pr.id}`] ?? pr.id).toUpperCase();
    const half = (label.length * 19 * 0.72) / 2;
    taken.push([x - half, y - 17, x + half, y + 4], [x - 12, y + 5, x + 12, y + 27]);
    parts.push(`<text x="${f(x)}" y="${f(y)}" font-size="19" font-weight="700" letter-spacing="1.5" text-anchor="middle" fill="#5a1f1f" fill-opacity="0.85" stroke="#fffbe8" stroke-width="4" paint-order="stroke">${esc(label)}</text>`);
    parts.push(`<rect x="${f(x - 12)}" y="${f(y + 5)}" width="24" height="22" fill="#ffd93d" stroke="#5a1f1f" stroke-width="1.2"/><text x="${f(x)}" y="${f(y + 21)}" font-size="15" font-weight="700" text-anchor="middle">${pr.vp}</text>`);
  }

  // Spaces and their names: each name goes to the free-est of eight places around its symbol,
  // major cities first (a greedy placement, enough for a map of this density).
  const order = [...map.spaces].sort((a, b) => Number(b.kind === 'major-city') - Number(a.kind === 'major-city'));
  for (const sp of map.spaces) {
    const [x, y] = pts.get(sp.id)!;
    parts.push(symbol(sp, x, y));
    if (sp.hellespont) parts.push(`<text x="${f(x - 14)}" y="${f(y - 10)}" font-size="13" font-weight="700" fill="#b3261e">H</text>`);
  }
  for (const sp of order) {
    const [x, y] = pts.get(sp.id)!;
    const name = o.names[`place.${sp.id}`] ?? sp.id;
    const size = sp.kind === 'major-city' ? 15 : 12.5;
    const w = name.length * size * (sp.kind === 'major-city' ? 0.6 : 0.53);
    // [anchor x, baseline y, text-anchor]
    const spots: [number, number, 'start' | 'end' | 'middle'][] = [
      [x + 12, y - 8, 'start'], [x + 12, y + 16, 'start'], [x - 12, y - 8, 'end'], [x - 12, y + 16, 'end'],
      [x, y - 14, 'middle'], [x, y + 26, 'middle'], [x + 14, y + 5, 'start'], [x - 14, y + 5, 'end'],
    ];
    const boxOf = ([ax, by, an]: (typeof spots)[number]): Box => {
      const x0 = an === 'start' ? ax : an === 'end' ? ax - w : ax - w / 2;
      return [x0, by - size, x0 + w, by + 3];
    };
    let best = spots[0]!;
    let bestCost = Infinity;
    for (const spot of spots) {
      const c = overlap(boxOf(spot));
      if (c < bestCost - 1e-6) { best = spot; bestCost = c; }
    }
    taken.push(boxOf(best));
    parts.push(`<text x="${f(best[0])}" y="${f(best[1])}" text-anchor="${best[2]}" font-size="${size}" font-weight="${sp.kind === 'major-city' ? 700 : 400}" fill="#1d1d1d" stroke="#fffef6" stroke-width="3" paint-order="stroke">${esc(name)}</text>`);
  }

  // Box rectangles on top.
  for (const b of map.boxes) {
    const at = BOX_AT[b.id];
    if (!at) continue;
    const [x, y] = proj(at[0], at[1]);
    const label = o.names[`box.${b.id}`] ?? b.id;
    const wBox = 16 + label.length * 8.5;
    parts.push(`<rect x="${f(x - wBox / 2)}" y="${f(y - 15)}" width="${f(wBox)}" height="30" rx="4" fill="#fff8e6" stroke="#444" stroke-width="1.5"/><text x="${f(x)}" y="${f(y + 5)}" font-size="14" text-anchor="middle" font-style="italic">${esc(label)}</text>`);
  }

  // Legend.
  if (o.legend) {
    const L = o.legend;
    const x0 = width - 500;
    const y0 = 20;
    const rows: [string, string][] = [
      [symbol({ kind: 'major-city' } as Space, x0 + 30, 0), L.major],
      [symbol({ kind: 'minor-city' } as Space, x0 + 30, 0), L.minor],
      [symbol({ kind: 'fortress', independent: 3 } as Space, x0 + 30, 0), L.fortress],
      [symbol({ kind: 'transit' } as Space, x0 + 30, 0), L.transit],
      [symbol({ kind: 'minor-city', independent: 1 } as Space, x0 + 30, 0), L.independent],
    ];
    parts.push(`<rect x="${x0}" y="${y0}" width="480" height="400" rx="6" fill="#fffdf5" fill-opacity="0.94" stroke="#444"/>`);
    if (o.title) parts.push(`<text x="${x0 + 20}" y="${y0 + 32}" font-size="20" font-weight="700">${esc(o.title)}</text>`);
    let y = y0 + 64;
    for (const [sym, label] of rows) {
      parts.push(`<g transform="translate(0,${f(y)})">${sym}</g><text x="${x0 + 60}" y="${f(y + 5)}" font-size="15">${esc(label)}</text>`);
      y += 30;
    }
    for (const k of ['land', 'mountain', 'strait', 'maritime', 'trans-mediterranean'] as PathKind[]) {
      parts.push(`<line x1="${x0 + 12}" y1="${f(y)}" x2="${x0 + 48}" y2="${f(y)}" ${PATH_STYLE[k]}/><text x="${x0 + 60}" y="${f(y + 5)}" font-size="15">${esc(L[k])}</text>`);
      y += 28;
    }
    parts.push(`<text x="${x0 + 22}" y="${f(y + 5)}" font-size="14" font-weight="700" fill="#b3261e">H</text><text x="${x0 + 60}" y="${f(y + 5)}" font-size="15">${esc(L.hellespont)}</text>`);
    y += 28;
    parts.push(`<rect x="${x0 + 18}" y="${f(y - 11)}" width="24" height="22" fill="#ffd93d" stroke="#5a1f1f"/><text x="${x0 + 60}" y="${f(y + 5)}" font-size="15">${esc(L.vp)}</text>`);
    y += 30;
    parts.push(`<rect x="${x0 + 14}" y="${f(y - 11)}" width="32" height="22" rx="3" fill="#fff8e6" stroke="#444"/><text x="${x0 + 60}" y="${f(y + 5)}" font-size="15">${esc(L.box)}</text>`);
  }
  parts.push('</svg>');
  return parts.join('\n');
}
