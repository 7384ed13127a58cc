/**
 * Mountain borders (`diadoques §4b.2`, `diadokhoi §3.1.3`): a brown band along the border
 * with small peaks, and a gap marked `)(` where a great pass crosses it.
 */
import type { Border } from '../map/types.ts';
import type { BorderLine } from './cells.ts';
import type { FullLayout } from './layout-types.ts';
import { COLOURS } from './style.ts';
import { el, esc, fmt, pathData } from './svg.ts';
import type { Pt } from './svg.ts';

export interface Station {
  at: Pt;
  /** Unit vector along the line. */
  u: Pt;
}

/** Points every `step` pixels along a polyline (starting half a step in). */
function stations(points: readonly Pt[], step: number): { list: Station[]; length: number } {
  const list: Station[] = [];
  let next = step / 2;
  let walked = 0;
  for (let i = 0; i < points.length - 1; i++) {
    const p = points[i]!;
    const q = points[i + 1]!;
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (len === 0) continue;
    const u: Pt = [(q[0] - p[0]) / len, (q[1] - p[1]) / len];
    while (next <= walked + len) {
      const t = next - walked;
      list.push({ at: [p[0] + u[0] * t, p[1] + u[1] * t], u });
      next += step;
    }
    walked += len;
  }
  return { list, length: walked };
}

/** The point halfway along a polyline, with its direction. */
export function midway(points: readonly Pt[]): Station | undefined {
  const { length } = stations(points, Number.POSITIVE_INFINITY);
  const half = stations(points, length);
  return half.list[0];
}

/** Where a great pass crosses a mountain border: halfway along its longest stretch. */
export function passPoint(lines: readonly BorderLine[]): Station | undefined {
  if (lines.length === 0) return undefined;
  const longest = lines.reduce((m, x) => (stations(x.points, 1e9).length > stations(m.points, 1e9).length ? x : m), lines[0]!);
  return midway(longest.points);
}

export function mountainMarks(b: Border, lines: readonly BorderLine[], l: FullLayout): string {
  const s = l.size.s;
  const step = 8.5 * s;
  const hb = 4 * s;
  const ht = 6.5 * s;
  const pass = b.mountain?.pass ? passPoint(lines) : undefined;
  let peaks = '';
  for (const line of lines) {
    for (const st of stations(line.points, step).list) {
      if (pass && Math.hypot(st.at[0] - pass.at[0], st.at[1] - pass.at[1]) < 10 * s) continue;
      const [x, y] = st.at;
      peaks += `M${fmt(x - hb)},${fmt(y + ht / 2)}L${fmt(x)},${fmt(y - ht / 2)}L${fmt(x + hb)},${fmt(y + ht / 2)}Z`;
    }
  }
  const title = b.mountain ? b.mountain.range + (b.mountain.pass ? ` — ${b.mountain.pass}` : '') : '';
  let body = el('title', {}, esc(title));
  body += el('path', { class: 'mountain-band', d: pathData(lines.map((x) => x.points), false), fill: 'none', stroke: COLOURS.mountain, 'stroke-width': 2.2 * s, 'stroke-opacity': 0.9, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  body += el('path', { class: 'mountain-peaks', d: peaks, fill: COLOURS.mountain, stroke: '#fdf8ec', 'stroke-width': 0.7 * s, 'stroke-linejoin': 'round' });
  if (pass) body += passMark(pass, s);
  return el('g', { class: b.mountain?.pass ? 'mountain-border with-pass' : 'mountain-border', 'data-a': b.a, 'data-b': b.b, 'data-range': b.mountain?.range, 'data-pass': b.mountain?.pass }, body);
}

/** `)(`: two arcs across the border line, the way through between them. */
function passMark(st: Station, s: number): string {
  const [x, y] = st.at;
  const [ux, uy] = st.u;
  const nx = -uy;
  const ny = ux;
  const gap = 3.4 * s;
  const arm = 5 * s;
  const bow = 2.6 * s;
  let d = '';
  for (const side of [-1, 1]) {
    const cx = x + ux * gap * side;
    const cy = y + uy * gap * side;
    d += `M${fmt(cx + nx * arm)},${fmt(cy + ny * arm)}Q${fmt(cx + ux * bow * -side)},${fmt(cy + uy * bow * -side)} ${fmt(cx - nx * arm)},${fmt(cy - ny * arm)}`;
  }
  return (
    el('circle', { class: 'pass-gap', cx: x, cy: y, r: 6.5 * s, fill: '#fdf8ec', 'fill-opacity': 0.9 }) +
    el('path', { class: 'pass', d, fill: 'none', stroke: COLOURS.ink, 'stroke-width': 1.5 * s, 'stroke-linecap': 'round' })
  );
}
