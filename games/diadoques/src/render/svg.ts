/** Small string helpers for writing SVG by hand: rounding, escaping, path data. */

/** A projected point, in SVG user units (pixels of the nominal width). */
export type Pt = readonly [number, number];

/** One decimal, no `-0`: the same number always prints the same way (deterministic output). */
export function fmt(v: number): string {
  const r = Math.round(v * 10) / 10;
  return (r === 0 ? 0 : r).toString();
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `name="value"` pairs; undefined values are left out, numbers rounded. */
export function attrs(a: Record<string, string | number | undefined>): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? fmt(v) : esc(v)}"`;
  }
  return out;
}

export function el(tag: string, a: Record<string, string | number | undefined>, body?: string): string {
  return body === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${body}</${tag}>`;
}

/**
 * Path data of polylines or rings, rounded to one decimal; points that round onto the
 * previous one are dropped, which also keeps the coastline short.
 */
export function pathData(lines: readonly (readonly Pt[])[], closed: boolean): string {
  let d = '';
  for (const line of lines) {
    let prev = '';
    let n = 0;
    for (const p of line) {
      const xy = `${fmt(p[0])},${fmt(p[1])}`;
      if (xy === prev) continue;
      d += (n === 0 ? 'M' : 'L') + xy;
      prev = xy;
      n++;
    }
    if (closed && n > 0) d += 'Z';
  }
  return d;
}

/** The cubic Béziers of a Catmull-Rom spline through the points: [start, c1, c2, end]. */
function splineSegments(p: readonly Pt[]): [Pt, Pt, Pt, Pt][] {
  const out: [Pt, Pt, Pt, Pt][] = [];
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[Math.max(0, i - 1)]!;
    const p1 = p[i]!;
    const p2 = p[i + 1]!;
    const p3 = p[Math.min(p.length - 1, i + 2)]!;
    out.push([p1, [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6], [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6], p2]);
  }
  return out;
}

/** Catmull-Rom spline through the points as cubic Béziers: rivers drawn as smooth curves. */
export function smoothPathData(points: readonly Pt[]): string {
  if (points.length < 3) return pathData([points], false);
  let d = `M${fmt(points[0]![0])},${fmt(points[0]![1])}`;
  for (const [, c1, c2, e] of splineSegments(points)) {
    d += `C${fmt(c1[0])},${fmt(c1[1])} ${fmt(c2[0])},${fmt(c2[1])} ${fmt(e[0])},${fmt(e[1])}`;
  }
  return d;
}

/** Points along the same spline, `perSegment` per Bézier: where the drawn river really runs. */
export function splinePoints(points: readonly Pt[], perSegment: (a: Pt, b: Pt) => number): Pt[] {
  if (points.length < 3) return [...points];
  const out: Pt[] = [points[0]!];
  for (const [a, c1, c2, b] of splineSegments(points)) {
    const n = Math.max(1, Math.ceil(perSegment(a, b)));
    for (let k = 1; k <= n; k++) {
      const t = k / n;
      const u = 1 - t;
      out.push([
        u * u * u * a[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * b[0],
        u * u * u * a[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * b[1],
      ]);
    }
  }
  return out;
}
