/**
 * What the map draws over the pre-rendered SVG besides units: order arrows (one colour per
 * outcome), result markers, badges, and the SVG definitions they use. Pure SVG builders: the
 * map view (`map-view.ts`) places them in its layers.
 */
import { s } from '../../dom.ts';

export type ArrowKind = 'move' | 'support' | 'convoy' | 'siege' | 'resupply' | 'retreat' | 'hold';
export type ArrowState = 'pending' | 'succeeds' | 'fails' | 'void' | 'ignored';

export interface ArrowSpec {
  kind: ArrowKind;
  from: string;
  to?: string;
  /** For a support or convoy of a move: the supported unit's destination. */
  via?: string;
  state: ArrowState;
  power?: string;
  /** Rank in a retreat list (1 = first choice). */
  rank?: number;
}

export interface Marker {
  space: string;
  kind: 'dislodged' | 'retreated' | 'destroyed' | 'siege' | 'fell' | 'capture' | 'control';
  label?: string;
  power?: string;
}

/** A point of the map (map units). */
export type Point = readonly [number, number];

export const ARROW_COLOUR: Record<ArrowState, string> = { pending: '#1f1f1f', succeeds: '#1a7f37', fails: '#c0392b', void: '#6b6b6b', ignored: '#6b6b6b' };

/** An arrow's shape, from the anchor of each space (`at`); null when a space has no anchor. */
export function arrowPath(a: ArrowSpec, at: (id: string) => Point | null): SVGElement | null {
  const p = at(a.from);
  if (!p) return null;
  const colour = ARROW_COLOUR[a.state];
  const attrs = {
    class: `arrow ${a.kind} ${a.state}`,
    'data-kind': a.kind,
    'data-state': a.state,
    'data-from': a.from,
    'data-to': a.to ?? '',
    stroke: colour,
    fill: 'none',
    'stroke-width': a.kind === 'move' || a.kind === 'retreat' ? 3 : 2,
    'marker-end': a.kind === 'support' || a.kind === 'convoy' ? undefined : `url(#arrow-${a.state})`,
    'stroke-dasharray': a.kind === 'support' ? '6 3' : a.kind === 'convoy' ? '2 3' : a.kind === 'retreat' ? '8 3 2 3' : undefined,
  };
  if (a.kind === 'hold') {
    return s('circle', { ...attrs, cx: p[0], cy: p[1], r: 15, 'marker-end': undefined });
  }
  const q = a.to ? at(a.to) : null;
  if (!q) return null;
  if ((a.kind === 'support' || a.kind === 'convoy') && a.via) {
    // To the middle of the supported move.
    const v = at(a.via);
    if (v) {
      const m: [number, number] = [(q[0] + v[0]) / 2, (q[1] + v[1]) / 2];
      return s('path', { ...attrs, d: curve(p, m, 0.1), 'marker-end': `url(#dot-${a.state})` });
    }
  }
  const d = curve(shorten(p, q, 0, 12), shorten(q, p, 0, a.kind === 'siege' || a.kind === 'resupply' ? 12 : 14), 0.12);
  const path = s('path', { ...attrs, d, ...(a.kind === 'support' || a.kind === 'convoy' ? { 'marker-end': `url(#dot-${a.state})` } : {}) });
  if (a.rank === undefined) return path;
  const mid: [number, number] = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  return s('g', {}, path, badge(mid[0], mid[1], String(a.rank), '#fff', '#1b1b1b', 'rank-badge'));
}

/** A marker's badge beside its space. */
export function markerBadge(m: Marker, p: Point): SVGGElement {
  const colour = m.kind === 'dislodged' || m.kind === 'destroyed' ? '#c0392b' : m.kind === 'fell' || m.kind === 'capture' ? '#7a3b9a' : '#1f3f66';
  const text = m.label ?? ({ dislodged: '⤺', retreated: '↪', destroyed: '✕', siege: '⚔', fell: '⚑', capture: '⛓', control: '⚑' } as const)[m.kind];
  return s('g', { class: `marker ${m.kind}`, 'data-kind': m.kind, 'data-space': m.space }, badge(p[0] + 14, p[1] - 13, text, colour, '#fff', 'marker-badge'));
}

export function cssId(id: string): string {
  return CSS.escape(id);
}

export function badge(x: number, y: number, text: string, fill: string, ink: string, cls: string): SVGGElement {
  const w = Math.max(10, text.length * 5.6 + 4);
  return s('g', { class: cls, transform: `translate(${x},${y})`, 'pointer-events': 'none' }, s('rect', { x: -w / 2, y: -6, width: w, height: 12, rx: 6, fill, stroke: '#1b1b1b', 'stroke-width': 0.8 }), s('text', { 'text-anchor': 'middle', y: 3.5, 'font-size': 8.5, 'font-weight': 700, fill: ink }, text));
}

export function shorten(a: readonly [number, number], b: readonly [number, number], _unused: number, by: number): [number, number] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const k = Math.min(by, len / 3) / len;
  return [a[0] + dx * k, a[1] + dy * k];
}

export function curve(a: readonly [number, number], b: readonly [number, number], bend: number): string {
  const mx = (a[0] + b[0]) / 2 - (b[1] - a[1]) * bend;
  const my = (a[1] + b[1]) / 2 + (b[0] - a[0]) * bend;
  return `M${a[0].toFixed(1)},${a[1].toFixed(1)} Q${mx.toFixed(1)},${my.toFixed(1)} ${b[0].toFixed(1)},${b[1].toFixed(1)}`;
}

export function addDefs(defs: Element): void {
  for (const [state, colour] of Object.entries(ARROW_COLOUR)) {
    defs.append(
      s('marker', { id: `arrow-${state}`, viewBox: '0 0 10 10', refX: 7, refY: 5, markerWidth: 4.5, markerHeight: 4.5, orient: 'auto-start-reverse' }, s('path', { d: 'M0,0 L10,5 L0,10 z', fill: colour })),
      s('marker', { id: `dot-${state}`, viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 4, markerHeight: 4 }, s('circle', { cx: 5, cy: 5, r: 4, fill: colour })),
    );
  }
  defs.append(
    s('pattern', { id: 'hatch-storm', width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, s('rect', { width: 3, height: 8, fill: '#2c3e50', 'fill-opacity': 0.45 })),
    s('pattern', { id: 'hatch-blocked', width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(-45)' }, s('rect', { width: 2, height: 8, fill: '#7a3b9a', 'fill-opacity': 0.5 })),
  );
}
