/**
 * The standard Diplomacy map drawn as SVG from public-domain geometry (geometry.ts:
 * reconstructed points, Natural Earth coasts), with the renderer pieces of the Diadoques maps
 * (projection, coasts, Voronoi cells). Pure TypeScript, no DOM: the web build pre-renders it
 * (apps/web/src/build/prerender-map.ts) and the board draws units, ownership and orders on top.
 *
 * Every province and sea is `<g id="space-ID" class="space land|sea" data-space="ID">` holding a
 * `path.shape`; supply centres are `circle.centre[data-space]`; labels ignore the pointer.
 * `anchors[region].unit` is where a unit of that region stands (coasts too: `spa(nc)`),
 * `anchors[province].label` the centre of its abbreviation. Same options ⇒ same SVG.
 */
import { buildDiagram } from '../render/cells.ts';
import type { Site } from '../render/cells.ts';
import { LandIndex, landNear, naturalEarthLand, projectLand } from '../render/coast.ts';
import { autoLenses, lensFunction, makeFrame } from '../render/projection.ts';
import type { Frame, Lens } from '../render/projection.ts';
import { FONT } from '../render/style.ts';
import { el, esc, fmt, pathData } from '../render/svg.ts';
import type { Pt } from '../render/svg.ts';
import { CLASSIC_EXTENT, LAND, NEUTRAL, SEA } from './geometry.ts';
import type { LonLat, ProvinceGeometry } from './geometry.ts';
import { BORDERS, BORDERS_RESTORED, PROVINCES, REGIONS } from './map-data.ts';

export interface ClassicLayout {
  width: number;
  height: number;
  viewBox: string;
  anchors: Record<string, { unit: [number, number]; label: [number, number] }>;
  svg: string;
}

/** Where the drawing and the map data disagree (hints for whoever moves the points). */
export interface ClassicMapReport {
  /** Bordering provinces (data) whose shapes do not touch (drawing), `a|b`. */
  missing: string[];
  /** Shapes that touch where the data has no border, `a|b`. */
  extra: string[];
}

const COLOUR = {
  sea: '#a9cfe8',
  seaOff: '#c9dbe6',
  land: '#efe4c2',
  landOff: '#d9d4c7',
  impassable: '#c9c1b0',
  coast: '#4f6f86',
  border: '#6b5a48',
  seaBorder: '#ffffff',
  ink: '#1f1f1f',
  seaInk: '#17456e',
  centre: '#1f1f1f',
};

const LAND_REACH_KM = 420;
const SEA_REACH_KM = 700;

interface Built {
  frame: Frame;
  landRings: Pt[][];
  landIndex: LandIndex;
  land: ReturnType<typeof buildDiagram>;
  sea: ReturnType<typeof buildDiagram>;
}

function sites(spaces: Readonly<Record<string, ProvinceGeometry>>, frame: Frame): Site[] {
  const out: Site[] = [];
  for (const id of Object.keys(spaces).sort()) {
    const g = spaces[id]!;
    for (const p of [g.centre, ...(g.seeds ?? [])]) {
      const [x, y] = frame.project(p);
      out.push({ x, y, owner: id });
    }
  }
  return out;
}

const cache = new Map<number, Built>();

function build(width: number): Built {
  const hit = cache.get(width);
  if (hit) return hit;
  // Like the printed board, magnify where centres crowd (Britain, the Low Countries, the
  // Balkans) so that every province holds its unit and label: the Diadoques maps' lenses.
  // Britain gets a lens of its own first: six provinces on an island the size of Ukraine.
  const frame = makeFrame(CLASSIC_EXTENT, width, (plain) => {
    const britain: Lens = { centre: plain([-3.0, 55.0]), radius: 85 * (width / 1600), factor: 1.9 };
    const f = lensFunction(britain);
    return [britain, ...autoLenses(Object.values(LAND).map((g) => f(plain(g.centre))), 62 * (width / 1600))];
  });
  // d3's rectangle clip adds the frame's own outline as a ring when it takes Eurasia, cut in
  // lon/lat up to 74°N, to wind around the clip corners: with the even-odd rule it would turn
  // land into sea. A ring of four corners spanning the frame is that outline, never a coast.
  const spansFrame = (r: readonly Pt[]) => r.length <= 5 && Math.min(...r.map((p) => p[0])) <= 0 && Math.max(...r.map((p) => p[0])) >= width && Math.min(...r.map((p) => p[1])) <= 0 && Math.max(...r.map((p) => p[1])) >= frame.height;
  const landRings = projectLand(frame, landNear(naturalEarthLand(), frame)).filter((r) => !spansFrame(r));
  const landIndex = new LandIndex(landRings);
  const dims = { width, height: frame.height };
  const landReach = LAND_REACH_KM * frame.pxPerKm;
  const seaReach = SEA_REACH_KM * frame.pxPerKm;
  const neutral = NEUTRAL.map((p): Site => {
    const [x, y] = frame.project(p);
    return { x, y, owner: null };
  });
  const land = buildDiagram([...sites(LAND, frame), ...neutral], { ...dims, reach: landReach, spacing: landReach / 3, noise: true });
  const sea = buildDiagram(sites(SEA, frame), { ...dims, reach: seaReach, spacing: seaReach / 3 });
  const built = { frame, landRings, landIndex, land, sea };
  cache.set(width, built);
  return built;
}

const round = (p: Pt): [number, number] => [Number(fmt(p[0])), Number(fmt(p[1]))];

function anchorsOf(b: Built, s: number): ClassicLayout['anchors'] {
  const anchors: ClassicLayout['anchors'] = {};
  for (const [id, g] of [...Object.entries(LAND), ...Object.entries(SEA)]) {
    const unit = b.frame.project(g.centre);
    const label: Pt = g.label ? b.frame.project(g.label) : [unit[0], unit[1] + 17 * s];
    anchors[id] = { unit: round(unit), label: round(label) };
    for (const [coast, at] of Object.entries(g.coasts ?? {})) anchors[`${id}(${coast})`] = { unit: round(b.frame.project(at)), label: round(label) };
  }
  return anchors;
}

const isSea = (id: string): boolean => id in SEA;

/** Draws the map. `width` in pixels (1600 by default); labels are the map's abbreviations. */
export function classicMapLayout(o: { width?: number } = {}): ClassicLayout {
  const width = o.width ?? 1600;
  const b = build(width);
  const s = width / 1600;
  const anchors = anchorsOf(b, s);
  const height = b.frame.height;
  const coast = pathData(b.landRings, true);
  const parts: string[] = [];
  // The coast is written once and used three times (clip, land fill, coastline): a third of the bytes.
  parts.push(el('defs', {}, el('path', { id: 'classic-coast', d: coast, 'fill-rule': 'evenodd', 'clip-rule': 'evenodd' }) + el('clipPath', { id: 'classic-land' }, el('use', { href: '#classic-coast' }))));
  parts.push(el('rect', { x: 0, y: 0, width, height, fill: COLOUR.seaOff }));
  const seaShapes = Object.keys(SEA)
    .sort()
    .map((id) => el('g', { id: `space-${id}`, class: 'space sea', 'data-space': id }, el('path', { class: 'shape', d: pathData(b.sea.outlines.get(id) ?? [], true), fill: COLOUR.sea })));
  parts.push(el('g', { id: 'layer-sea' }, seaShapes.join('')));
  const seaBorders = b.sea.borders.filter((l) => l.a !== '' && l.b !== '').map((l) => pathData([l.points], false));
  parts.push(el('g', { id: 'layer-sea-borders', fill: 'none', stroke: COLOUR.seaBorder, 'stroke-width': 1.2 * s, 'stroke-dasharray': `${5 * s} ${4 * s}`, 'pointer-events': 'none' }, seaBorders.map((d) => el('path', { d })).join('')));
  const landShapes = Object.keys(LAND)
    .sort()
    .map((id) => {
      const impassable = id === 'swi';
      return el('g', { id: `space-${id}`, class: `space land${impassable ? ' impassable' : ''}`, 'data-space': id }, el('path', { class: 'shape', d: pathData(b.land.outlines.get(id) ?? [], true), fill: impassable ? COLOUR.impassable : COLOUR.land }));
    });
  parts.push(el('g', { id: 'layer-land', 'clip-path': 'url(#classic-land)' }, el('use', { href: '#classic-coast', fill: COLOUR.landOff }) + landShapes.join('')));
  const landBorders = b.land.borders.filter((l) => l.a !== '' || l.b !== '').map((l) => pathData([l.points], false));
  parts.push(el('g', { id: 'layer-land-borders', 'clip-path': 'url(#classic-land)', fill: 'none', stroke: COLOUR.border, 'stroke-width': 1.3 * s, 'stroke-linejoin': 'round', 'pointer-events': 'none' }, landBorders.map((d) => el('path', { d })).join('')));
  parts.push(el('use', { id: 'coastline', href: '#classic-coast', fill: 'none', stroke: COLOUR.coast, 'stroke-width': 1.1 * s, 'pointer-events': 'none' }));
  const centres = PROVINCES.filter((p) => p.supplyCentre !== undefined).map((p) => {
    const a = anchors[p.id]!;
    return el('circle', { class: 'centre', 'data-space': p.id, cx: a.label[0] + 19 * s, cy: a.label[1] - 4 * s, r: 4.2 * s, fill: '#ffffff', stroke: COLOUR.centre, 'stroke-width': 1.6 * s });
  });
  parts.push(el('g', { id: 'layer-centres' }, centres.join('')));
  const labels = PROVINCES.filter((p) => p.id !== 'swi').map((p) => {
    const a = anchors[p.id]!;
    const sea = isSea(p.id);
    const text = p.id.charAt(0).toUpperCase() + p.id.slice(1);
    return el('text', { 'data-space': p.id, x: a.label[0], y: a.label[1], 'font-size': (sea ? 12.5 : 12) * s, 'font-weight': sea ? 'normal' : 'bold', 'font-style': sea ? 'italic' : undefined, fill: sea ? COLOUR.seaInk : COLOUR.ink, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'paint-order': 'stroke', stroke: sea ? COLOUR.sea : '#ffffff', 'stroke-width': 3 * s, 'stroke-opacity': 0.85 }, esc(text));
  });
  parts.push(el('g', { id: 'layer-labels', 'pointer-events': 'none', 'font-family': FONT }, labels.join('')));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${parts.join('')}</svg>`;
  return { width, height, viewBox: `0 0 ${width} ${height}`, anchors, svg };
}

/** Province of a region id (`spa(nc)` → `spa`). */
const provinceOfRegion = new Map(REGIONS.map((r) => [r.id, r.province]));

/** Compares the drawing with the map data's borders (see ClassicMapReport). */
export function classicMapReport(o: { width?: number } = {}): ClassicMapReport {
  const b = build(o.width ?? 1600);
  const key = (x: string, y: string) => (x < y ? `${x}|${y}` : `${y}|${x}`);
  const expected = new Set<string>();
  for (const [x, y] of [...BORDERS, ...BORDERS_RESTORED]) {
    const a = provinceOfRegion.get(x)!;
    const c = provinceOfRegion.get(y)!;
    if (a !== c) expected.add(key(a, c));
  }
  const drawn = new Set<string>();
  // Land against land: a border line with a point on land.
  for (const l of b.land.borders) if (l.a && l.b && l.points.some((p) => b.landIndex.contains(p))) drawn.add(key(l.a, l.b));
  // Sea against sea: a border line with a point at sea.
  for (const l of b.sea.borders) if (l.a && l.b && l.points.some((p) => !b.landIndex.contains(p))) drawn.add(key(l.a, l.b));
  // Land against sea: along the coast, the land cell and the sea cell each side of it.
  const seen = new Map<string, number>();
  for (const ring of b.landRings) {
    for (const p of ring) {
      const landOwner = b.land.ownerAt(p);
      const seaOwner = b.sea.ownerAt(p);
      if (!landOwner || !seaOwner) continue;
      const k = key(landOwner, seaOwner);
      seen.set(k, (seen.get(k) ?? 0) + 1);
    }
  }
  for (const [k, n] of seen) if (n >= 3) drawn.add(k);
  const relevant = (k: string) => !k.includes('swi');
  return {
    missing: [...expected].filter((k) => relevant(k) && !drawn.has(k)).sort(),
    extra: [...drawn].filter((k) => relevant(k) && !expected.has(k)).sort(),
  };
}

export type { LonLat };
