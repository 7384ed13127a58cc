/**
 * The SVG writer: turns a map's layout into one SVG string, layer by layer, with stable ids
 * and classes for the web client:
 * - every space is a group `<g id="space-ID" class="space land|sea|citadel …" data-space="ID">`
 *   whose `.shape` (provinces, seas) the client may recolour by owner;
 * - layers are groups `#layer-…` in drawing order, so units and order arrows can be inserted
 *   above `#layer-labels` (or between layers) using `mapLayout(map).anchors`.
 */
import type { GameMap, Province, Sea } from '../map/types.ts';
import { computeLayout, pairKey } from './layout.ts';
import type { Arrow, FullLayout, LayoutOptions, RouteMark, SymbolMark } from './layout.ts';
import { abbreviation } from './labels.ts';
import type { PlacedLabel } from './labels.ts';
import { COLOURS, FONT, TERRAIN_FILL } from './style.ts';
import { el, esc, fmt, pathData, smoothPathData } from './svg.ts';
import type { Pt } from './svg.ts';
import { legend, titleBox } from './legend.ts';
import { mountainMarks } from './mountains.ts';

/** Layers that can be hidden; province and sea shapes are always drawn (the click targets). */
export interface Layers {
  borders: boolean;
  seaBorders: boolean;
  rivers: boolean;
  mountains: boolean;
  lakes: boolean;
  /** Access arrows of port citadels and fleet-building arrows of ports. */
  arrows: boolean;
  /** Canal, towpath, rounding Arabia, straits. */
  routes: boolean;
  citadels: boolean;
  towns: boolean;
  labels: boolean;
  citadelNames: boolean;
  legend: boolean;
  title: boolean;
}

export const DEFAULT_LAYERS: Layers = {
  borders: true,
  seaBorders: true,
  rivers: true,
  mountains: true,
  lakes: true,
  arrows: true,
  routes: true,
  citadels: true,
  towns: true,
  labels: true,
  citadelNames: true,
  legend: true,
  title: true,
};

export interface RenderOptions extends LayoutOptions {
  /** Layers to show or hide; missing ones keep their default (all shown). */
  layers?: Partial<Layers>;
  /** Province id → a colour laid over its terrain (who controls it, in a picture of a position). */
  tint?: Readonly<Record<string, string>>;
}

export function renderMapSvg(map: GameMap, options: RenderOptions = {}): string {
  const layout = computeLayout(map, options);
  const layers: Layers = { ...DEFAULT_LAYERS, ...options.layers };
  const { width, height } = layout;
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${layout.viewBox}" width="${width}" height="${height}"` +
      ` class="diadochi-map" data-ruleset="${map.ruleset}" data-language="${layout.language}"` +
      ` font-family="${esc(FONT)}">`,
  );
  parts.push(el('title', {}, esc(map.title)));
  parts.push(defs(layout));
  parts.push(el('rect', { id: 'background', width, height, fill: COLOURS.seaOff }));
  parts.push(seaLayer(layout));
  if (layers.seaBorders) parts.push(seaBorderLayer(layout));
  // Shallow water: a pale rim along every coast, under the land.
  parts.push(el('use', { href: '#land-shape', id: 'shallows', fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.35, 'stroke-width': 7 * layout.size.s, 'stroke-linejoin': 'round' }));
  parts.push(el('use', { href: '#land-shape', id: 'land-neutral', fill: COLOURS.landOff }));
  parts.push(landLayer(layout, options.tint ?? {}));
  if (layers.borders) parts.push(landBorderLayer(layout));
  parts.push(el('use', { href: '#land-shape', id: 'coastline', fill: 'none', stroke: COLOURS.coast, 'stroke-width': layout.size.coast, 'stroke-linejoin': 'round' }));
  if (layers.lakes) parts.push(lakeLayer(layout));
  if (layers.rivers) parts.push(riverLayer(layout));
  if (layers.mountains) parts.push(mountainLayer(layout));
  if (layers.routes) parts.push(routeLayer(layout));
  if (layers.arrows) parts.push(arrowLayer(layout));
  if (layers.towns) parts.push(townLayer(layout));
  if (layers.citadels) parts.push(citadelLayer(layout));
  if (layers.labels) parts.push(labelLayer(layout, layers.citadelNames && layers.citadels));
  if (layers.title) parts.push(titleBox(layout));
  if (layers.legend) parts.push(legend(layout));
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

function defs(l: FullLayout): string {
  const s = l.size.s;
  const land = pathData(l.landRings, true);
  const hatch = 7 * s;
  return [
    '<defs>',
    el('path', { id: 'land-shape', d: land, 'fill-rule': 'evenodd', 'clip-rule': 'evenodd' }),
    `<clipPath id="clip-land">${el('use', { href: '#land-shape' })}</clipPath>`,
    `<pattern id="hatch-impassable" patternUnits="userSpaceOnUse" width="${fmt(hatch)}" height="${fmt(hatch)}" patternTransform="rotate(45)">` +
      el('line', { x1: 0, y1: 0, x2: 0, y2: hatch, stroke: '#46657f', 'stroke-width': 1.6 * s, 'stroke-opacity': 0.55 }) +
      '</pattern>',
    `<pattern id="hatch-offboard" patternUnits="userSpaceOnUse" width="${fmt(hatch)}" height="${fmt(hatch)}" patternTransform="rotate(-45)">` +
      el('line', { x1: 0, y1: 0, x2: 0, y2: hatch, stroke: '#7a6a55', 'stroke-width': 1.2 * s, 'stroke-opacity': 0.5 }) +
      '</pattern>',
    arrowMarker('arrow-access', COLOURS.arrow),
    arrowMarker('arrow-build', COLOURS.arrow),
    arrowMarker('arrow-route', COLOURS.route),
    arrowMarker('arrow-strait', COLOURS.route),
    anchorSymbol(),
    '</defs>',
  ].join('\n');
}

function arrowMarker(id: string, colour: string): string {
  return (
    `<marker id="${id}" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4.5" markerHeight="4.5" orient="auto-start-reverse">` +
    el('path', { d: 'M0,0L10,5L0,10Z', fill: colour }) +
    '</marker>'
  );
}

/** An anchor glyph (ports, `diadoques §4a.5`, `§4b.1`) in a 24×24 box centred on 0,0. */
function anchorSymbol(): string {
  const d =
    'M0,-12.1a2.6,2.6 0 1,0 0,5.2a2.6,2.6 0 1,0 0,-5.2Z' + // ring
    'M0,-7V9' + // shank
    'M-5,-3.5H5' + // stock
    'M-8.5,2.5Q-7.5,9 0,9.5Q7.5,9 8.5,2.5'; // arms
  return (
    '<symbol id="anchor" viewBox="-12 -12 24 24" overflow="visible">' +
    el('path', { d, fill: 'none', stroke: COLOURS.ink, 'stroke-width': 2.6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    el('path', { d: 'M-10.5,0.5L-8.5,2.5L-6,0.8M10.5,0.5L8.5,2.5L6,0.8', fill: 'none', stroke: COLOURS.ink, 'stroke-width': 2.2, 'stroke-linecap': 'round' }) +
    '</symbol>'
  );
}

function names(sp: Province | Sea, l: FullLayout): string {
  const abbr = abbreviation(sp.names, sp.id, l.language);
  return `${sp.names[l.language]} (${abbr})`;
}

function seaLayer(l: FullLayout): string {
  const out = ['<g id="layer-sea">'];
  for (const sea of l.map.seas) {
    const rings = l.seaCells.outlines.get(sea.id) ?? [];
    const d = pathData(rings, true);
    const cls = `space sea${sea.navigable ? '' : ' impassable'}`;
    let body = el('title', {}, esc(names(sea, l))) + el('path', { class: 'shape', d, fill: COLOURS.sea });
    if (!sea.navigable) body += el('path', { class: 'hatch', d, fill: 'url(#hatch-impassable)', 'pointer-events': 'none' });
    out.push(el('g', { id: `space-${sea.id}`, class: cls, 'data-space': sea.id }, body));
  }
  out.push('</g>');
  return out.join('\n');
}

function landLayer(l: FullLayout, tint: Readonly<Record<string, string>>): string {
  const out = ['<g id="layer-land" clip-path="url(#clip-land)">'];
  for (const p of l.map.provinces) {
    const rings = l.landCells.outlines.get(p.id) ?? [];
    const d = pathData(rings, true);
    const cls = `space land terrain-${p.terrain}${p.offboard ? ' offboard' : ''}`;
    let body = el('title', {}, esc(names(p, l))) + el('path', { class: 'shape', d, fill: TERRAIN_FILL[p.terrain] });
    if (p.offboard) body += el('path', { class: 'hatch', d, fill: 'url(#hatch-offboard)', 'pointer-events': 'none' });
    if (tint[p.id]) body += el('path', { class: 'tint', d, fill: tint[p.id], 'fill-opacity': 0.55, 'pointer-events': 'none' });
    out.push(el('g', { id: `space-${p.id}`, class: cls, 'data-space': p.id }, body));
  }
  out.push('</g>');
  return out.join('\n');
}

function borderPath(lines: readonly (readonly Pt[])[]): string {
  return pathData(lines, false);
}

function landBorderLayer(l: FullLayout): string {
  const out = ['<g id="layer-land-borders" clip-path="url(#clip-land)" fill="none" stroke-linejoin="round" stroke-linecap="round">'];
  const inner: Pt[][] = [];
  const outer: Pt[][] = [];
  for (const b of l.landCells.borders) (b.a === '' || b.b === '' ? outer : inner).push(b.points);
  out.push(el('path', { class: 'edge-of-play', d: borderPath(outer), stroke: COLOURS.border, 'stroke-width': l.size.border * 1.6, 'stroke-opacity': 0.55 }));
  out.push(el('path', { class: 'province-borders', d: borderPath(inner), stroke: COLOURS.border, 'stroke-width': l.size.border }));
  out.push('</g>');
  return out.join('\n');
}

function seaBorderLayer(l: FullLayout): string {
  const lines = l.seaCells.borders.filter((b) => b.a !== '' && b.b !== '').map((b) => b.points);
  const dash = `${fmt(5 * l.size.s)} ${fmt(3.5 * l.size.s)}`;
  return el(
    'g',
    { id: 'layer-sea-borders', fill: 'none' },
    el('path', { class: 'sea-borders', d: borderPath(lines), stroke: COLOURS.seaBorder, 'stroke-width': l.size.border * 1.2, 'stroke-dasharray': dash, 'stroke-opacity': 0.9 }),
  );
}

function riverLayer(l: FullLayout): string {
  const out = ['<g id="layer-rivers" fill="none" stroke-linecap="round" stroke-linejoin="round">'];
  for (const r of l.map.rivers) {
    const pts = r.course.map((p) => l.project(p));
    out.push(
      el('path', { id: `river-${r.id}`, class: 'river', 'data-river': r.id, d: smoothPathData(pts), stroke: COLOURS.river, 'stroke-width': l.size.river }, el('title', {}, esc(r.names[l.language]))),
    );
  }
  out.push('</g>');
  return out.join('\n');
}

function lakeLayer(l: FullLayout): string {
  const out = ['<g id="layer-lakes">'];
  const s = l.size.s;
  for (const lake of l.map.lakes) {
    const [x, y] = l.project(lake.centre);
    out.push(
      el('ellipse', { id: `lake-${lake.id}`, class: 'lake', cx: x, cy: y, rx: 8 * s, ry: 5.5 * s, fill: COLOURS.lake, stroke: COLOURS.coast, 'stroke-width': l.size.coast }, el('title', {}, esc(lake.names[l.language]))),
    );
  }
  out.push('</g>');
  return out.join('\n');
}

function mountainLayer(l: FullLayout): string {
  const out = ['<g id="layer-mountains" clip-path="url(#clip-land)">'];
  for (const b of l.map.borders) {
    if (!b.mountain || b.kind !== 'land') continue;
    const lines = l.landBorders.get(pairKey(b.a, b.b)) ?? [];
    if (lines.length === 0) continue;
    out.push(mountainMarks(b, lines, l));
  }
  out.push('</g>');
  return out.join('\n');
}

function routeLayer(l: FullLayout): string {
  const out = ['<g id="layer-routes" fill="none">'];
  const s = l.size.s;
  for (const r of l.routes) out.push(route(r, l, s));
  out.push('</g>');
  return out.join('\n');
}

const ROUTE_NAMES: Record<RouteMark['kind'], { fr: string; en: string }> = {
  canal: { fr: 'canal', en: 'canal' },
  towpath: { fr: 'diolkos', en: 'diolkos' },
  arabia: { fr: '3 saisons', en: '3 seasons' },
  strait: { fr: 'détroit', en: 'strait' },
};

function route(r: RouteMark, l: FullLayout, s: number): string {
  const cls = `route route-${r.kind}`;
  const data = { 'data-a': r.a, 'data-b': r.b };
  const title = el('title', {}, esc(r.name ?? ROUTE_NAMES[r.kind][l.language]));
  if (r.kind === 'strait') {
    return el('path', { class: cls, ...data, d: pathData([r.points], false), stroke: COLOURS.route, 'stroke-width': 1.6 * s, 'marker-start': 'url(#arrow-strait)', 'marker-end': 'url(#arrow-strait)' }, title);
  }
  const dash = `${fmt(4 * s)} ${fmt(3 * s)}`;
  const line = el('path', {
    class: cls,
    ...data,
    d: r.kind === 'arabia' ? smoothPathData(r.points) : pathData([r.points], false),
    stroke: COLOURS.route,
    'stroke-width': 1.7 * s,
    'stroke-dasharray': dash,
    'marker-start': 'url(#arrow-route)',
    'marker-end': 'url(#arrow-route)',
  }, title);
  if (r.kind !== 'arabia') return line;
  // Only the long way round Arabia says how long it takes; canal and towpath are in the legend.
  const mid = r.points[Math.floor(r.points.length / 2)]!;
  return line + '\n' + haloText(ROUTE_NAMES.arabia[l.language], [mid[0], mid[1] - 7 * s], 11 * s, { fill: COLOURS.route, 'font-style': 'italic', 'font-weight': 'bold' }, s);
}

function arrowLayer(l: FullLayout): string {
  const out = ['<g id="layer-arrows" fill="none" stroke-linecap="round">'];
  const s = l.size.s;
  for (const a of l.accessArrows) out.push(arrow(a, 'access', s));
  for (const a of l.buildArrows) out.push(arrow(a, 'build', s));
  out.push('</g>');
  return out.join('\n');
}

function arrow(a: Arrow, kind: 'access' | 'build', s: number): string {
  const common = { class: `arrow ${kind}`, 'data-sea': a.sea, 'data-citadel': a.citadel, 'data-town': a.town, d: pathData([[a.from, a.to]], false), stroke: COLOURS.arrow };
  return kind === 'access'
    ? el('path', { ...common, 'stroke-width': 1.5 * s, 'marker-start': 'url(#arrow-access)', 'marker-end': 'url(#arrow-access)' })
    : el('path', { ...common, 'stroke-width': 1.3 * s, 'stroke-dasharray': `${fmt(1.5 * s)} ${fmt(2.5 * s)}`, 'marker-end': 'url(#arrow-build)' });
}

function anchorUse(at: Pt, size: number): string {
  return el('use', { href: '#anchor', x: at[0] - size / 2, y: at[1] - size / 2, width: size, height: size });
}

function townLayer(l: FullLayout): string {
  const out = ['<g id="layer-towns">'];
  for (const t of l.symbols) {
    if (t.kind !== 'town' && t.kind !== 'port') continue;
    const shape = t.port ? haloDot(t.at, l.size.anchor * 0.55) + anchorUse(t.at, l.size.anchor) : el('circle', { cx: t.at[0], cy: t.at[1], r: l.size.town, fill: COLOURS.ink, stroke: COLOURS.halo, 'stroke-width': 0.8 * l.size.s });
    out.push(el('g', { class: t.port ? 'town port' : 'town', 'data-town': t.id }, el('title', {}, esc(t.name)) + shape));
  }
  out.push('</g>');
  return out.join('\n');
}

/** A faint white disc under an anchor so that it reads on any terrain. */
function haloDot(at: Pt, r: number): string {
  return el('circle', { cx: at[0], cy: at[1], r, fill: COLOURS.halo, 'fill-opacity': 0.7 });
}

/** Citadel symbols by rank, `diadoques §4a.4`; an anchor beside port citadels, `§4a.5`. */
function citadelShape(sym: SymbolMark, l: FullLayout): string {
  const { size } = l;
  const [x, y] = sym.at;
  const stroke = { fill: '#ffffff', stroke: COLOURS.ink, 'stroke-width': 1.5 * size.s };
  let shape: string;
  if (sym.kind === 'capital') {
    const o = size.capital;
    const i = size.capital * 0.5;
    shape = el('rect', { x: x - o / 2, y: y - o / 2, width: o, height: o, ...stroke }) + el('rect', { x: x - i / 2, y: y - i / 2, width: i, height: i, ...stroke });
  } else if (sym.kind === 'major') {
    const o = size.major;
    shape = el('rect', { x: x - o / 2, y: y - o / 2, width: o, height: o, ...stroke });
  } else {
    shape = el('circle', { cx: x, cy: y, r: size.minor, ...stroke });
  }
  if (sym.port) {
    const r = sym.kind === 'capital' ? size.capital / 2 : sym.kind === 'major' ? size.major / 2 : size.minor;
    const a = size.anchor * 0.85;
    const at: Pt = [x + r + a * 0.45, y + r * 0.2];
    shape += haloDot(at, a * 0.5) + anchorUse(at, a);
  }
  return shape;
}

function citadelLayer(l: FullLayout): string {
  const out = ['<g id="layer-citadels">'];
  for (const c of l.map.citadels) {
    const sym = l.symbols.find((s) => s.id === c.id);
    if (!sym) continue;
    const cls = `space citadel ${c.rank}${c.port ? ' port' : ''}`;
    out.push(el('g', { id: `space-${c.id}`, class: cls, 'data-space': c.id, 'data-province': c.province }, el('title', {}, esc(c.names[l.language])) + citadelShape(sym, l)));
  }
  out.push('</g>');
  return out.join('\n');
}

export function haloText(text: string, at: Pt, fontSize: number, a: Record<string, string | number | undefined>, s: number, halo: string = COLOURS.halo): string {
  return el(
    'text',
    {
      x: at[0],
      y: at[1] + fontSize * 0.36,
      'font-size': fontSize,
      'text-anchor': 'middle',
      stroke: halo,
      'stroke-width': 2.6 * s,
      'stroke-linejoin': 'round',
      'paint-order': 'stroke',
      ...a,
    },
    esc(text),
  );
}

function labelLayer(l: FullLayout, citadelNames: boolean): string {
  const out = ['<g id="layer-labels" pointer-events="none">'];
  const s = l.size.s;
  for (const lab of l.labels) {
    if (lab.kind === 'citadel' && !citadelNames) continue;
    out.push(label(lab, s));
  }
  out.push('</g>');
  return out.join('\n');
}

function label(lab: PlacedLabel, s: number): string {
  const data = { class: `label ${lab.kind}`, 'data-space': lab.space };
  if (lab.kind === 'sea') return haloText(lab.text, lab.at, lab.fontSize, { ...data, fill: COLOURS.seaInk, 'font-weight': 'bold', 'font-style': 'italic' }, s, COLOURS.seaHalo);
  if (lab.kind === 'land') return haloText(lab.text, lab.at, lab.fontSize, { ...data, fill: COLOURS.ink, 'font-weight': 'bold' }, s);
  return haloText(lab.text, lab.at, lab.fontSize, { ...data, fill: '#3a3a3a', 'font-style': 'italic' }, s * 0.8);
}
