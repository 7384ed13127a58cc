/**
 * Everything geometric about a map, computed once: the projection frame, the land shape, the
 * land and sea diagrams, where every symbol, label, unit and arrow goes. The SVG writer and
 * the web client (units, order arrows, click targets) both read it.
 */
import type { Border, Citadel, GameMap, LonLat, Province, Sea, SpaceId, Town } from '../map/types.ts';
import { buildDiagram } from './cells.ts';
import type { BorderLine, Diagram, Site } from './cells.ts';
import { LandIndex, landNear, naturalEarthLand, projectLand } from './coast.ts';
import { boxAround, placeLabels } from './labels.ts';
import { passPoint } from './mountains.ts';
import { riverSites } from './rivers.ts';
import type { Box, Language, PlacedLabel, SymbolMark } from './labels.ts';
import type { Arrow, FullLayout, LayoutOptions, RouteMark, SpaceAnchor } from './layout-types.ts';
import { autoLenses, makeFrame } from './projection.ts';
import type { Frame, Lens } from './projection.ts';
import { sizes } from './style.ts';
import type { Sizes } from './style.ts';
import type { Pt } from './svg.ts';
import { rulebook } from '../rulebook/index.ts';

export type { Language };
export type { Arrow, FullLayout, LayoutOptions, MapLayout, RouteMark, SpaceAnchor } from './layout-types.ts';
export type { SymbolMark } from './labels.ts';

export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

function sitesOf(spaces: readonly (Province | Sea)[], frame: Frame): Site[] {
  const out: Site[] = [];
  for (const sp of spaces) {
    for (const p of [sp.centre, ...(sp.seeds ?? [])]) {
      const [x, y] = frame.project(p);
      out.push({ x, y, owner: sp.id });
    }
  }
  return out;
}

const cache = new WeakMap<GameMap, Map<string, FullLayout>>();

export function computeLayout(map: GameMap, o: LayoutOptions = {}): FullLayout {
  const width = o.width ?? 1600;
  const language = o.language ?? rulebook(map).language;
  const cacheKey = `${width}|${language}|${o.landReachKm ?? ''}|${o.seaReachKm ?? ''}|${o.lens ?? true}`;
  const perMap = cache.get(map) ?? new Map<string, FullLayout>();
  cache.set(map, perMap);
  const hit = o.land ? undefined : perMap.get(cacheKey);
  if (hit) return hit;
  const layout = buildLayout(map, width, language, o);
  if (!o.land) perMap.set(cacheKey, layout);
  return layout;
}

function buildLayout(map: GameMap, width: number, language: Language, o: LayoutOptions): FullLayout {
  const size = sizes(width);
  const frame = makeFrame(map.extent, width, (plain) => (o.lens === false ? [] : mapLenses(map, plain, size)));
  const landRings = projectLand(frame, landNear(o.land ?? naturalEarthLand(), frame));
  const landIndex = new LandIndex(landRings);
  const landReach = (o.landReachKm ?? 260) * frame.pxPerKm;
  const seaReach = (o.seaReachKm ?? 420) * frame.pxPerKm;
  const dims = { width, height: frame.height };
  const landSites = sitesOf(map.provinces, frame);
  landSites.push(...riverSites(map, frame, landSites, 5 * size.s, 2 * size.s));
  const landCells = buildDiagram(landSites, { ...dims, reach: landReach, spacing: landReach / 3, noise: true });
  const seaCells = buildDiagram(sitesOf(map.seas, frame), { ...dims, reach: seaReach, spacing: seaReach / 3 });
  const landBorders = new Map<string, BorderLine[]>();
  for (const line of landCells.borders) {
    const k = pairKey(line.a, line.b);
    landBorders.set(k, [...(landBorders.get(k) ?? []), line]);
  }
  const symbols = symbolsOf(map, frame, language);
  const ctx: ArrowContext = { map, frame, size, landIndex, seaCells };
  const accessArrows = map.borders.filter((b) => b.kind === 'access').flatMap((b) => accessArrow(b, ctx));
  const buildArrows = map.provinces.flatMap((p) => p.towns).flatMap((t) => buildArrowsOf(t, ctx));
  const routes = routesOf(map, ctx, landBorders);
  const unitAt = new Map<SpaceId, Pt>();
  for (const sp of [...map.provinces, ...map.seas]) unitAt.set(sp.id, frame.project(sp.centre));
  for (const c of map.citadels) unitAt.set(c.id, frame.project(c.centre));
  const passes = map.borders.flatMap((b) => {
    const st = b.kind === 'land' && b.mountain?.pass ? passPoint(landBorders.get(pairKey(b.a, b.b)) ?? []) : undefined;
    return st ? [st.at] : [];
  });
  const arrowMids = [...accessArrows, ...buildArrows].map((a): Pt => [(a.from[0] + a.to[0]) / 2, (a.from[1] + a.to[1]) / 2]);
  const obstacles = [
    ...passes.map((p) => boxAround(p, 14 * size.s, 14 * size.s)),
    ...routes.flatMap((r) => routeBoxes(r, size.s)),
    ...arrowMids.map((p) => boxAround(p, 10 * size.s, 10 * size.s)),
  ];
  const labels = placeLabels({ map, language, size, width, height: frame.height, symbols, unitAt, landIndex, landCells, seaCells, frame, obstacles });
  const anchors: Record<SpaceId, SpaceAnchor> = {};
  for (const [id, unit] of unitAt) anchors[id] = { unit, label: unit };
  for (const l of labels) {
    const a = l.space ? anchors[l.space] : undefined;
    if (a) a.label = l.at;
  }
  return {
    ruleset: map.ruleset,
    language,
    width,
    height: frame.height,
    viewBox: `0 0 ${width} ${frame.height}`,
    anchors,
    project: frame.project,
    map,
    frame,
    size,
    landRings,
    landIndex,
    landCells,
    seaCells,
    labels,
    symbols,
    accessArrows,
    buildArrows,
    routes,
    landBorders,
  };
}

/** Room wanted between neighbouring province centres: a label, a unit, a citadel. */
function mapLenses(map: GameMap, plain: (p: LonLat) => Pt, size: Sizes): Lens[] {
  const centres = map.provinces.filter((p) => !p.offboard).map((p) => plain(p.centre));
  return autoLenses(centres, 50 * size.s);
}

function symbolsOf(map: GameMap, frame: Frame, language: Language): SymbolMark[] {
  const out: SymbolMark[] = [];
  for (const p of map.provinces) {
    for (const t of p.towns) {
      out.push({ at: frame.project(t.centre), kind: t.port ? 'port' : 'town', port: t.port, id: t.id, name: t.names[language] });
    }
  }
  for (const c of map.citadels) {
    out.push({ at: frame.project(c.centre), kind: c.rank, port: c.port, id: c.id, name: c.names[language] });
  }
  return out;
}

interface ArrowContext {
  map: GameMap;
  frame: Frame;
  size: Sizes;
  landIndex: LandIndex;
  seaCells: Diagram;
}

/** Projected sites (centre and seeds) of a sea. */
function seaSites(map: GameMap, frame: Frame, sea: SpaceId): Pt[] {
  const s = map.seas.find((x) => x.id === sea);
  return s ? [s.centre, ...(s.seeds ?? [])].map((p) => frame.project(p)) : [];
}

function nearest(points: readonly Pt[], p: Pt): Pt | undefined {
  let best: Pt | undefined;
  let bestD = Infinity;
  for (const q of points) {
    const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (d < bestD) {
      bestD = d;
      best = q;
    }
  }
  return best;
}

/**
 * The shortest arrow from a port into a given sea: the direction, among 72, whose point at
 * distance r is at sea and in that sea zone, closest to the bearing of the sea's nearest site;
 * r grows until one is found.
 */
function arrowInto(from: Pt, sea: SpaceId, ctx: ArrowContext, start: number): Pt | undefined {
  const target = nearest(seaSites(ctx.map, ctx.frame, sea), from);
  if (!target) return undefined;
  const bearing = Math.atan2(target[1] - from[1], target[0] - from[0]);
  const s = ctx.size.s;
  for (const r of [22 * s, 30 * s, 40 * s, 55 * s, 75 * s]) {
    let best: Pt | undefined;
    let bestTurn = Infinity;
    for (let k = 0; k < 72; k++) {
      const angle = (k * Math.PI) / 36;
      const q: Pt = [from[0] + r * Math.cos(angle), from[1] + r * Math.sin(angle)];
      const mid: Pt = [from[0] + (r / 2) * Math.cos(angle), from[1] + (r / 2) * Math.sin(angle)];
      if (ctx.landIndex.contains(q) || ctx.seaCells.ownerAt(q) !== sea) continue;
      // Prefer arrows that do not cross land on their way out.
      const crossing = ctx.landIndex.contains(mid) && Math.hypot(mid[0] - from[0], mid[1] - from[1]) > start ? 1 : 0;
      const turn = Math.abs(Math.atan2(Math.sin(angle - bearing), Math.cos(angle - bearing))) + crossing * 4;
      if (turn < bestTurn) {
        bestTurn = turn;
        best = q;
      }
    }
    if (best) return best;
  }
  const d = Math.hypot(target[0] - from[0], target[1] - from[1]) || 1;
  const r = Math.min(d, 30 * s);
  return [from[0] + ((target[0] - from[0]) / d) * r, from[1] + ((target[1] - from[1]) / d) * r];
}

function shortened(from: Pt, to: Pt, gap: number): Pt {
  const d = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  return [from[0] + ((to[0] - from[0]) / d) * gap, from[1] + ((to[1] - from[1]) / d) * gap];
}

function accessArrow(b: Border, ctx: ArrowContext): Arrow[] {
  const citadel = ctx.map.citadels.find((c) => c.id === b.a) ?? ctx.map.citadels.find((c) => c.id === b.b);
  if (!citadel) return [];
  const sea = citadel.id === b.a ? b.b : b.a;
  const at = ctx.frame.project(citadel.centre);
  const gap = citadelRadius(citadel, ctx.size) + 2 * ctx.size.s;
  const to = arrowInto(at, sea, ctx, gap);
  return to ? [{ from: shortened(at, to, gap), to, citadel: citadel.id, sea }] : [];
}

function buildArrowsOf(t: Town, ctx: ArrowContext): Arrow[] {
  if (!t.port || !t.fleetBuild) return [];
  const at = ctx.frame.project(t.centre);
  const gap = ctx.size.anchor * 0.6;
  return t.fleetBuild.flatMap((sea) => {
    const to = arrowInto(at, sea, ctx, gap);
    return to ? [{ from: shortened(at, to, gap), to, town: t.id, sea }] : [];
  });
}

export function citadelRadius(c: Citadel, size: Sizes): number {
  return c.rank === 'capital' ? size.capital / 2 : c.rank === 'major' ? size.major / 2 : size.minor;
}

/** The boxes a route's drawing covers, for labels to avoid (its middle and its ends). */
function routeBoxes(r: RouteMark, s: number): Box[] {
  const pick = [r.points[0], r.points[Math.floor(r.points.length / 2)], r.points[r.points.length - 1]];
  return pick.filter((p): p is Pt => !!p).map((p) => boxAround(p, 16 * s, 12 * s));
}

/** Sites of any space, projected. */
function spaceSites(map: GameMap, frame: Frame, id: SpaceId): Pt[] {
  const sp = [...map.provinces, ...map.seas].find((x) => x.id === id) ?? map.citadels.find((x) => x.id === id);
  if (!sp) return [];
  return [sp.centre, ...(sp.seeds ?? [])].map((p) => frame.project(p));
}

function closestPair(a: readonly Pt[], b: readonly Pt[]): [Pt, Pt] | undefined {
  let best: [Pt, Pt] | undefined;
  let bestD = Infinity;
  for (const p of a) {
    for (const q of b) {
      const d = Math.hypot(p[0] - q[0], p[1] - q[1]);
      if (d < bestD) {
        bestD = d;
        best = [p, q];
      }
    }
  }
  return best;
}

/** Special routes (canal, towpath, rounding Arabia) and straits crossed by armies. */
function routesOf(map: GameMap, ctx: ArrowContext, landBorders: Map<string, BorderLine[]>): RouteMark[] {
  const out: RouteMark[] = [];
  for (const b of map.borders) {
    if (b.special) {
      const pair = closestPair(spaceSites(map, ctx.frame, b.a), spaceSites(map, ctx.frame, b.b));
      if (!pair) continue;
      if (b.special.kind === 'arabia') out.push({ kind: 'arabia', a: b.a, b: b.b, points: aroundArabia(map, ctx, b) });
      else out.push({ kind: b.special.kind, a: b.a, b: b.b, points: [pair[0], pair[1]] });
    } else if (b.strait && b.kind === 'land') {
      const mark = straitMark(b, ctx, landBorders);
      if (mark) out.push(mark);
    }
  }
  return out;
}

/**
 * Rounding Arabia: a curve from the southernmost site of one sea to that of the other,
 * bowed towards the bottom of the map where the peninsula runs off it.
 */
function aroundArabia(map: GameMap, ctx: ArrowContext, b: Border): Pt[] {
  const lowest = (id: SpaceId): Pt | undefined =>
    spaceSites(map, ctx.frame, id).reduce<Pt | undefined>((m, p) => (!m || p[1] > m[1] ? p : m), undefined);
  const p = lowest(b.a);
  const q = lowest(b.b);
  if (!p || !q) return [];
  const h = ctx.frame.height;
  const c: Pt = [(p[0] + q[0]) / 2, Math.min(h - 8 * ctx.size.s, Math.max(p[1], q[1]) + 60 * ctx.size.s)];
  const pts: Pt[] = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const u = 1 - t;
    pts.push([u * u * p[0] + 2 * u * t * c[0] + t * t * q[0], u * u * p[1] + 2 * u * t * c[1] + t * t * q[1]]);
  }
  return pts;
}

/**
 * A strait crossed by armies: a short double arrow across the water where the two
 * provinces' shared Voronoi border runs over sea.
 */
function straitMark(b: Border, ctx: ArrowContext, landBorders: Map<string, BorderLine[]>): RouteMark | undefined {
  const lines = landBorders.get(pairKey(b.a, b.b)) ?? [];
  const wet: Pt[] = [];
  for (const line of lines) {
    for (let i = 0; i < line.points.length - 1; i++) {
      const p = line.points[i]!;
      const q = line.points[i + 1]!;
      const n = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) / 2));
      for (let k = 0; k <= n; k++) {
        const m: Pt = [p[0] + ((q[0] - p[0]) * k) / n, p[1] + ((q[1] - p[1]) * k) / n];
        if (!ctx.landIndex.contains(m)) wet.push(m);
      }
    }
  }
  const a = spaceSites(ctx.map, ctx.frame, b.a);
  const c = spaceSites(ctx.map, ctx.frame, b.b);
  const pair = closestPair(a, c);
  if (!pair) return undefined;
  const mid: Pt = [(pair[0][0] + pair[1][0]) / 2, (pair[0][1] + pair[1][1]) / 2];
  const centre = nearest(wet, mid) ?? mid;
  const d = Math.hypot(pair[1][0] - pair[0][0], pair[1][1] - pair[0][1]) || 1;
  const half = 11 * ctx.size.s;
  const ux = (pair[1][0] - pair[0][0]) / d;
  const uy = (pair[1][1] - pair[0][1]) / d;
  const mark: RouteMark = {
    kind: 'strait',
    a: b.a,
    b: b.b,
    points: [
      [centre[0] - ux * half, centre[1] - uy * half],
      [centre[0] + ux * half, centre[1] + uy * half],
    ],
  };
  if (b.strait) mark.name = b.strait;
  return mark;
}

export type { Box, PlacedLabel };
