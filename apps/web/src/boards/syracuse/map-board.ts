/**
 * The Syracuse map as a wargame board, drawn from the view: the zones as areas on the
 * reconstructed coastline (`@diadochi/syracuse/board`: their borders are the adjacency of the
 * map data), terrain, the Anapos, the walls and their sites, the chains, the canal, forts, the
 * Athenian camp and the ports; each stack as counters with their values; the works of the works
 * phase; the legal zones lit. Display only: the rules read the engine's data, never this drawing.
 */
import { map as syrMap } from '@diadochi/syracuse';
import type { SyracuseView } from '@diadochi/syracuse';
import { BOARD, CATANE_BOX, TERRAIN_FILL, wallMarkerAt, worksProgress, wrapName } from '@diadochi/syracuse/board';
import type { Pt } from '@diadochi/syracuse/board';
import { s } from '../../dom.ts';
import { colon, t } from '../../i18n.ts';
import { buildName, faceName, leaderName, nm, placeName, sideName, unitName } from './words.ts';

export type Side = 'ath' | 'syr';
export type Colours = Record<Side, { fill: string; ink: string }>;
type Unit = SyracuseView['units'][number];
type Leader = SyracuseView['leaders'][number];

export interface MapMarks {
  /** Zones the selected choice may go to: lit and clickable. */
  lit: ReadonlySet<string>;
  /** Counters the selected choice picks (a loss, the unit S9 eliminates, a recovery): lit and clickable. */
  targets: ReadonlySet<string>;
  /** Zones holding pieces that have a choice of their own. */
  moverZones: ReadonlySet<string>;
  movers: ReadonlySet<string>;
  /** The piece chosen for the pending choice. */
  chosen: string | null;
  focus: string | null;
}

export interface MapClicks {
  zone(id: string): void;
  piece(id: string, zone: string): void;
}

/** Fill of a zone by its terrain (the key under the map shows the same swatches; the published map uses the same). */
export { TERRAIN_FILL };

/** The off-map box of Catane (`syracuse 3.1.9`), in the open sea north of the map, linked to M1. */
const CATANE = CATANE_BOX;
const UNIT_W = 36;
const GAP = 3;

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const at = (zone: string): Pt => (zone === 'Catane' ? [CATANE.x + CATANE.w / 2, CATANE.y + CATANE.h / 2 + 6] : BOARD.zones[zone]!.anchor);

/** The board point of each zone's stack (for framing lit zones). */
export function zoneAt(zone: string): Pt {
  return at(zone);
}

export const BOARD_SIZE = { w: BOARD.width, h: BOARD.height };

/** The part of the board a wide screen opens on: the whole width, from Trogilos to the Plemmyrion. */
export const MAIN_VIEW: readonly Pt[] = [
  [0, 170],
  [BOARD.width, 1400],
];

/** The layers of the map, bottom to top. */
export function mapLayers(v: SyracuseView, col: Colours, m: MapMarks, on: MapClicks): SVGElement[] {
  return [defs(), seaLayer(v, m, on), landLayer(v, m, on), linesLayer(v, col), siteLayer(v, col), labelLayer(m), worksLayer(v, col), stackLayer(v, col, m, on), catane(v, col, m, on), compass()];
}

function defs(): SVGDefsElement {
  const d = s(
    'defs',
    {},
    // heights: brown hachures, as on old relief maps
    s('pattern', { id: 'syr-high', width: 14, height: 14, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(35)' }, s('rect', { width: 14, height: 14, fill: TERRAIN_FILL.high! }), s('line', { x1: 0, y1: 3, x2: 14, y2: 3, stroke: '#a77f43', 'stroke-width': 1.4, 'stroke-opacity': 0.55 })),
    s('pattern', { id: 'syr-waves', width: 40, height: 18, patternUnits: 'userSpaceOnUse' }, s('path', { d: 'M0,9 q10,-6 20,0 t20,0', fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.35, 'stroke-width': 1.2 })),
  );
  for (const z of Object.values(BOARD.zones)) d.append(s('clipPath', { id: `syr-clip-${z.id}` }, s('path', { d: z.d })));
  return d;
}

function zoneAttrs(id: string, m: MapMarks, on: MapClicks, kind: string): Record<string, unknown> {
  const lit = m.lit.has(id);
  const name = placeName(id);
  return {
    class: `zone zone-${kind}${lit ? ' lit' : ''}${m.moverZones.has(id) ? ' movers' : ''}${m.focus === id ? ' focus' : ''}`,
    'data-zone': id,
    tabindex: lit || m.moverZones.has(id) ? 0 : -1,
    role: 'button',
    'aria-label': name,
    onclick: () => on.zone(id),
    onkeydown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        on.zone(id);
      }
    },
  };
}

/** A zone's area with, when lit or chosen, a glowing rim drawn inside it (clipped to the area). */
function area(id: string, fill: string, extra: SVGElement[] = []): SVGElement[] {
  const d = BOARD.zones[id]!.d;
  return [s('path', { d, fill, class: 'zone-bg' }), ...extra, s('path', { d, class: 'zone-rim', 'clip-path': `url(#syr-clip-${id})` })];
}

function seaLayer(v: SyracuseView, m: MapMarks, on: MapClicks): SVGGElement {
  const g = s('g', { class: 'syr-sea' });
  for (const z of syrMap.ZONES.filter((x) => x.kind === 'sea')) {
    const fill = TERRAIN_FILL[z.terrain]!;
    g.append(s('g', zoneAttrs(z.id, m, on, 'sea') as never, s('title', {}, `${placeName(z.id)} — ${terrainWord(z.id, v)}`), ...area(z.id, fill, [s('path', { d: BOARD.zones[z.id]!.d, fill: 'url(#syr-waves)', 'pointer-events': 'none' })])));
  }
  return g;
}

function landLayer(v: SyracuseView, m: MapMarks, on: MapClicks): SVGGElement {
  const g = s('g', { class: 'syr-land' });
  // the land under the zones: no hairline of sea between two areas
  for (const d of BOARD.land) g.append(s('path', { d, class: 'land-base' }));
  for (const z of syrMap.ZONES.filter((x) => x.kind === 'land')) {
    const fill = z.terrain === 'high' ? 'url(#syr-high)' : TERRAIN_FILL[z.terrain]!;
    g.append(s('g', zoneAttrs(z.id, m, on, 'land') as never, s('title', {}, `${placeName(z.id)} — ${terrainWord(z.id, v)}`), ...area(z.id, fill)));
  }
  return g;
}

/** Borders, the coast, the Anapos, the canal, the chains and the walls. */
function linesLayer(v: SyracuseView, col: Colours): SVGGElement {
  const g = s('g', { class: 'syr-lines', 'pointer-events': 'none' });
  const seg = (a: Pt, b: Pt, cls: string, extra: Record<string, string | number | null> = {}) => s('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: cls, ...extra });
  for (const b of Object.values(BOARD.borders)) {
    const e = syrMap.edge(b.a, b.b);
    if (!e) continue;
    const sea = syrMap.ZONE[b.a]!.kind === 'sea';
    const cls = e.river ? 'river' : e.canal ? 'canal' : e.chains ? `chains chains-${v.chains}` : sea ? 'border-sea' : 'border';
    for (const [p, q] of b.segments) g.append(seg(p, q, cls));
  }
  for (const d of BOARD.land) g.append(s('path', { d, class: 'coast' }));
  // the landward walls of Syracuse (the fortified zone, `syracuse 3.1.6`), on its land borders
  for (const b of Object.values(BOARD.borders)) {
    if (b.a !== 'T16' && b.b !== 'T16') continue;
    for (const [p, q] of b.segments) g.append(seg(p, q, 'city-wall'));
  }
  // wall sites along their borders: the owner's colour once built, dashed while a site
  for (const w of syrMap.WALLS) {
    const state = v.walls[w.id];
    const title = `${colon(buildName(w.id))} ${t(`syr.state.${state}` as 'syr.state.none')}`;
    for (const [za, zb] of w.edges) {
      for (const [p, q] of BOARD.borders[pairKey(za, zb)]?.segments ?? []) {
        g.append(s('g', { class: `wall wall-${state}`, 'data-wall': w.id }, s('title', {}, title), seg(p, q, 'wall-line', { stroke: state === 'built' ? col[w.side].fill : null })));
      }
    }
  }
  const chains = BOARD.borders[pairKey('M8', 'M9')];
  if (chains && v.chains === 'none' && worksProgress(v).syr.others.find((w) => w.id === 'chains')?.next) {
    const [p, q] = chains.segments[0]!;
    g.append(s('g', { class: 'chains-next' }, seg(p, q, 'wall-next-line', { stroke: col.syr.fill })));
  }
  if (chains) {
    const [p, q] = chains.segments[0]!;
    const mid: Pt = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    g.append(s('g', { class: `chains-mark chains-${v.chains}` }, s('title', {}, `${colon(buildName('chains'))} ${t(`syr.state.${v.chains}` as 'syr.state.none')}`), v.chains === 'broken' ? s('path', { d: `M${mid[0] - 12},${mid[1] - 12}l24,24m0,-24l-24,24`, class: 'broken' }) : null));
  }
  return g;
}

/**
 * The works in progress on the map (`syracuse 5.4`): at each wall site a marker with its number in
 * the builder's colour — solid once built, struck through once destroyed, hollow while a site —
 * and the site next in its side's building order (5.4.5) drawn as a dashed line in his colour.
 */
function worksLayer(v: SyracuseView, col: Colours): SVGGElement {
  const g = s('g', { class: 'syr-works-map', 'pointer-events': 'none' });
  const lines = worksProgress(v);
  const items = new Map([...lines.ath.line, ...lines.syr.line].map((w) => [w.id, w]));
  for (const w of syrMap.WALLS) {
    const item = items.get(w.id)!;
    const segs = w.edges.flatMap(([za, zb]) => BOARD.borders[pairKey(za, zb)]?.segments ?? []);
    if (!segs.length) continue;
    const c = col[w.side];
    if (item.next) for (const [p, q] of segs) g.append(s('line', { x1: p[0], y1: p[1], x2: q[0], y2: q[1], class: 'wall-next-line', stroke: c.fill }));
    // the marker sits on the wall's boundary, as the printed "mur" marker, where it hides no stack
    const [x, y] = wallMarkerAt(w.id);
    const label = w.id.slice(1);
    const wd = label.length > 1 ? 40 : 30;
    const title = `${buildName(w.id)} — ${t(`syr.state.${item.state}` as 'syr.state.none')}${item.next ? ` · ${t('syr.nextWork')}` : ''}`;
    g.append(
      s(
        'g',
        { class: `wall-marker wall-marker-${item.state}${item.next ? ' next' : ''}`, 'data-wall-marker': w.id, 'data-state': item.state, 'data-next': item.next ? 'yes' : null },
        s('title', {}, title),
        s('rect', { x: x - wd / 2, y: y - 14, width: wd, height: 28, rx: 5, fill: item.state === 'built' ? c.fill : '#fffdf5', stroke: item.state === 'built' ? '#1b1b1b' : c.fill }),
        s('text', { x, y: y + 7, 'text-anchor': 'middle', fill: item.state === 'built' ? c.ink : '#1b1b1b' }, label),
        item.state === 'destroyed' ? s('path', { d: `M${x - wd / 2 + 3},${y + 11}L${x + wd / 2 - 3},${y - 11}`, class: 'struck' }) : null,
      ),
    );
  }
  return g;
}

/** Forts, the camp, ports, archers (S7), each a symbol by the zone's name. */
function siteLayer(v: SyracuseView, col: Colours): SVGGElement {
  const g = s('g', { class: 'syr-sites', 'pointer-events': 'none' });
  for (const z of syrMap.ZONES) {
    if (z.kind === 'offmap') continue;
    const [x, y] = at(z.id);
    const syms: SVGElement[] = [];
    if (z.fort) {
      const f = v.forts[z.fort];
      syms.push(fortIcon(f.built ? col[f.owner].fill : null, `${colon(nm(`fort.${z.fort}`))} ${f.built ? t('syr.fortOf', { side: sideName(f.owner) }) : t('syr.fortSite')}`));
    }
    if (z.id === 'T17' && v.camp !== 'none') syms.push(campIcon(v.camp === 'built' ? col.ath.fill : null, `${colon(buildName('camp'))} ${t(`syr.state.${v.camp === 'built' ? 'built' : 'destroyed'}`)}`));
    if (z.terrain === 'port' || (z.id === 'M12' && v.camp === 'built')) syms.push(glyph('⚓', t('syr.port')));
    for (const a of v.archers.filter((x) => x.zone === z.id)) syms.push(glyph('➶', faceName('S7'), col[a.side].fill));
    syms.forEach((sym, i) => {
      sym.setAttribute('transform', `translate(${x + 20 + i * 40 - (syms.length * 40) / 2},${y - labelGap(z.id) - 50}) scale(1.35)`);
      g.append(sym);
    });
  }
  return g;
}

function fortIcon(fill: string | null, title: string): SVGGElement {
  // a square bastion with four corner towers; hollow while a site
  return s(
    'g',
    { class: `sym fort${fill ? ' built' : ' site'}` },
    s('title', {}, title),
    s('path', { d: 'M-9,-9h18v18h-18z M-13,-13h7v7h-7z M6,-13h7v7h-7z M6,6h7v7h-7z M-13,6h7v7h-7z', fill: fill ?? 'none' }),
  );
}

function campIcon(fill: string | null, title: string): SVGGElement {
  // a palisade of stakes; struck through once destroyed
  return s('g', { class: `sym camp${fill ? ' built' : ' destroyed'}` }, s('title', {}, title), s('path', { d: 'M-13,10v-14l3,-6l3,6v14z M-3,10v-14l3,-6l3,6v14z M7,10v-14l3,-6l3,6v14z', fill: fill ?? 'none' }), fill ? null : s('path', { d: 'M-15,-12L15,12', class: 'struck' }));
}

function glyph(ch: string, title: string, fill?: string): SVGGElement {
  return s('g', { class: 'sym glyph' }, s('title', {}, title), s('text', { 'text-anchor': 'middle', y: 8, fill: fill ?? null }, ch));
}

/** Names of the zones, on a light halo, above the stack. */
function labelLayer(m: MapMarks): SVGGElement {
  const g = s('g', { class: 'syr-labels', 'pointer-events': 'none' });
  for (const z of syrMap.ZONES) {
    if (z.kind === 'offmap') continue;
    const [x, y] = at(z.id);
    const lines = wrapName(placeName(z.id));
    const y0 = y - labelGap(z.id) - (lines.length - 1) * 19;
    const text = s('text', { x, y: y0, class: `zone-name name-${z.kind}${m.lit.has(z.id) ? ' lit' : ''}`, 'text-anchor': 'middle' });
    lines.forEach((l, i) => text.append(s('tspan', { x, dy: i === 0 ? 0 : 19 }, l)));
    g.append(text);
    // the spot a finger or a test clicks to choose the zone: the centre of its free room
    g.append(s('circle', { cx: x, cy: y, r: 1, class: 'zone-anchor', 'data-anchor': z.id }));
  }
  return g;
}

/** How far above the zone's centre its name goes: above the stack. */
function labelGap(zone: string): number {
  return zone.startsWith('M') ? 24 : 26;
}

// ---------------------------------------------------------------- stacks

type Piece = { kind: 'unit'; u: Unit } | { kind: 'leader'; l: Leader };

const TYPE_ORDER = 'THCPA';
const bySideThenType = (a: Unit, b: Unit) => a.side.localeCompare(b.side) || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || b.pf - a.pf || a.id.localeCompare(b.id);

function stackLayer(v: SyracuseView, col: Colours, m: MapMarks, on: MapClicks): SVGGElement {
  const g = s('g', { class: 'syr-stacks' });
  for (const z of syrMap.ZONES) {
    if (z.kind === 'offmap') continue;
    const room = BOARD.zones[z.id]!.room;
    g.append(stack(v, col, m, on, z.id, at(z.id), Math.max(3, Math.min(6, Math.floor((room * 1.9) / (UNIT_W + GAP))))));
  }
  return g;
}

/** A zone's counters in rows about its centre: units by side and kind, then leaders (two wide). */
function stack(v: SyracuseView, col: Colours, m: MapMarks, on: MapClicks, zone: string, [x, y]: Pt, perRow: number): SVGGElement {
  const pieces: Piece[] = [
    ...v.units.filter((u) => u.zone === zone && u.status === 'map').sort(bySideThenType).map((u) => ({ kind: 'unit' as const, u })),
    ...v.leaders.filter((l) => l.zone === zone && l.status === 'map').map((l) => ({ kind: 'leader' as const, l })),
  ];
  const g = s('g', { class: 'stack', 'data-stack': zone });
  if (pieces.length === 0) return g;
  // lay out in slots; a leader takes two
  const placed: { p: Piece; slot: number }[] = [];
  let slot = 0;
  for (const p of pieces) {
    const w = p.kind === 'leader' ? 2 : 1;
    if (Math.floor(slot / perRow) !== Math.floor((slot + w - 1) / perRow)) slot = Math.ceil(slot / perRow) * perRow;
    placed.push({ p, slot });
    slot += w;
  }
  const maxRows = 3;
  const shown = placed.filter((x) => Math.floor(x.slot / perRow) < maxRows);
  const rows = Math.min(maxRows, Math.ceil(slot / perRow));
  const lastRowSlots = (row: number) => {
    const inRow = shown.filter((x) => Math.floor(x.slot / perRow) === row);
    const end = inRow.reduce((a, x) => Math.max(a, (x.slot % perRow) + (x.p.kind === 'leader' ? 2 : 1)), 0);
    return end;
  };
  const pitch = UNIT_W + GAP;
  const top = y - 12;
  for (const { p, slot: sl } of shown) {
    const row = Math.floor(sl / perRow);
    const n = lastRowSlots(row);
    const cx = x - (n * pitch - GAP) / 2 + (sl % perRow) * pitch;
    const cy = top + row * pitch;
    g.append(p.kind === 'unit' ? unitCounter(p.u, cx, cy, col, m, on) : leaderCounter(p.l, cx, cy, 2 * UNIT_W + GAP, col, m, on));
  }
  if (shown.length < pieces.length) g.append(s('text', { x: x + (perRow * pitch) / 2 + 4, y: top + rows * pitch - 10, class: 'stack-more' }, `+${pieces.length - shown.length}`));
  return g;
}

function pieceAttrs(id: string, zone: string, side: string, cls: string, m: MapMarks, on: MapClicks, label: string): Record<string, unknown> {
  const target = m.targets.has(id);
  return {
    'data-side': side,
    'data-piece': id,
    class: `chip ${cls}${m.movers.has(id) ? ' mover' : ''}${m.chosen === id ? ' chosen' : ''}${target ? ' target' : ''}`,
    // a counter the pending choice picks is a button of its own (keyboard included)
    ...(target
      ? {
          role: 'button',
          tabindex: 0,
          'aria-label': label,
          onkeydown: (e: KeyboardEvent) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              on.piece(id, zone);
            }
          },
        }
      : {}),
    onclick: (e: Event) => {
      e.stopPropagation();
      on.piece(id, zone);
    },
  };
}

function unitCounter(u: Unit, x: number, y: number, col: Colours, m: MapMarks, on: MapClicks): SVGGElement {
  const c = col[u.side];
  const ink = u.reduced ? '#222' : c.ink;
  const label = `${sideName(u.side)} — ${unitName(u)}${u.bonus ? ` · ${t('syr.bonus')}` : ''}${u.fort ? ` · ${t('syr.inFort')}` : ''}${u.aboard ? ` · ${t('syr.aboard')}` : ''}`;
  const g = s('g', pieceAttrs(u.id, u.zone ?? '', u.side, `unit${u.reduced ? ' reduced' : ''}${u.fort ? ' in-fort' : ''}${u.aboard ? ' aboard' : ''}`, m, on, label) as never);
  g.append(s('title', {}, label));
  g.append(s('rect', { x: x + 1.5, y: y + 1.5, width: UNIT_W, height: UNIT_W, rx: 3, class: 'shadow' }));
  g.append(s('rect', { x, y, width: UNIT_W, height: UNIT_W, rx: 3, fill: u.reduced ? '#fbf8f0' : c.fill, stroke: u.reduced ? c.fill : '#1b1b1b', class: 'face' }));
  g.append(typeIcon(u.type, x + UNIT_W / 2, y + 10, ink));
  g.append(s('text', { x: x + UNIT_W / 2, y: y + 31, 'text-anchor': 'middle', class: 'pf', fill: ink }, String(u.pf)));
  // a bonus unit (`syracuse 1.0.1`) carries a dot in its corner
  if (u.bonus) g.append(s('circle', { cx: x + UNIT_W - 5, cy: y + 5, r: 3, class: 'bonus-dot' }));
  return g;
}

/** The kind of a unit as a counter symbol: triremes a hull, hoplites a round shield, cavalry a horseman's slash, peltasts a crescent shield, archers a bow. */
function typeIcon(type: string, cx: number, cy: number, ink: string): SVGElement {
  const a = { fill: 'none', stroke: ink, 'stroke-width': 1.8, class: 'type-icon' };
  switch (type) {
    case 'T':
      return s('path', { ...a, d: `M${cx - 11},${cy - 2}h22l-4,6h-14z M${cx - 2},${cy - 2}v-6l7,4z` });
    case 'H':
      return s('g', {}, s('circle', { ...a, cx, cy, r: 7 }), s('circle', { ...a, cx, cy, r: 2.5 }));
    case 'C':
      return s('g', {}, s('rect', { ...a, x: cx - 10, y: cy - 6, width: 20, height: 12 }), s('path', { ...a, d: `M${cx - 10},${cy + 6}L${cx + 10},${cy - 6}` }));
    case 'P':
      return s('path', { ...a, d: `M${cx - 9},${cy - 5}a9,9 0 0,0 18,0a5,5 0 0,1 -9,3a5,5 0 0,1 -9,-3z` });
    case 'A':
      return s('path', { ...a, d: `M${cx - 6},${cy - 8}a10,10 0 0,1 0,16 M${cx - 6},${cy - 8}L${cx - 6},${cy + 8} M${cx - 10},${cy}h14` });
    default:
      return s('g', {});
  }
}

function leaderCounter(l: Leader, x: number, y: number, w: number, col: Colours, m: MapMarks, on: MapClicks): SVGGElement {
  const c = col[l.side];
  const name = leaderName(l.id);
  const label = `${name} (${sideName(l.side)})${l.wounded ? ` — ${t('syr.wounded')}` : ''}${l.fort ? ` · ${t('syr.inFort')}` : ''}`;
  const g = s('g', pieceAttrs(l.id, l.zone ?? '', l.side, `leader${l.wounded ? ' wounded' : ''}`, m, on, label) as never);
  g.append(s('title', {}, label));
  g.append(s('rect', { x: x + 1.5, y: y + 1.5, width: w, height: UNIT_W, rx: 3, class: 'shadow' }));
  g.append(s('rect', { x, y, width: w, height: UNIT_W, rx: 3, fill: l.wounded ? '#f4ecec' : '#fffdf5', stroke: '#1b1b1b', class: 'face' }));
  g.append(s('rect', { x, y, width: w, height: 9, rx: 3, fill: c.fill, class: 'band' }));
  g.append(s('text', { x: x + w / 2, y: y + 26, 'text-anchor': 'middle', class: 'leader-name' }, name.length > 9 ? `${name.slice(0, 8)}.` : name));
  // the wounded face (`syracuse 1.2`): a red cross over the name
  if (l.wounded) g.append(s('path', { d: `M${x + w - 13},${y + 12}h8m-4,-4v8`, class: 'wound' }));
  return g;
}

/** The off-map box of Catane (`syracuse 3.1.9`), joined to M1 by a sea lane. */
function catane(v: SyracuseView, col: Colours, m: MapMarks, on: MapClicks): SVGGElement {
  const { x, y, w, h } = CATANE;
  const m1 = at('M1');
  const g = s('g', zoneAttrs('Catane', m, on, 'offmap') as never, s('title', {}, `${placeName('Catane')} — ${t('syr.terrain.offmap')}`));
  g.append(s('line', { x1: x, y1: y + h / 2, x2: m1[0] + 40, y2: m1[1], class: 'sea-lane', 'pointer-events': 'none' }));
  g.append(s('rect', { x, y, width: w, height: h, rx: 8, fill: TERRAIN_FILL.offmap!, class: 'zone-bg' }));
  g.append(s('rect', { x, y, width: w, height: h, rx: 8, class: 'zone-rim' }));
  g.append(s('text', { x: x + w / 2, y: y + 20, class: 'zone-name name-offmap', 'text-anchor': 'middle', 'pointer-events': 'none' }, `${placeName('Catane')} ↗`));
  g.append(s('circle', { cx: x + w / 2, cy: y + h / 2 + 6, r: 1, class: 'zone-anchor', 'data-anchor': 'Catane' }));
  g.append(stack(v, col, m, on, 'Catane', [x + w / 2, y + 44], 5));
  return g;
}

function compass(): SVGGElement {
  const [x, y] = [BOARD.width - 60, BOARD.height - 90];
  return s('g', { class: 'compass', 'pointer-events': 'none' }, s('path', { d: `M${x},${y - 34}l10,30h-20z`, class: 'needle' }), s('path', { d: `M${x},${y + 26}l10,-30h-20z`, class: 'needle south' }), s('text', { x, y: y - 40, 'text-anchor': 'middle' }, 'N'));
}

export function terrainWord(id: string, v: SyracuseView): string {
  const z = syrMap.ZONE[id]!;
  if (id === 'M12' && v.camp === 'built') return t('syr.port');
  return t(`syr.terrain.${z.terrain}` as 'syr.terrain.clear');
}
