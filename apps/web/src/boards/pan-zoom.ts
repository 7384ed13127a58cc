/**
 * Zoom and pan of a board's map (Syracuse, Successors) by its viewBox: the wheel zooms where the pointer is, a drag
 * pans, two fingers pinch and pan, buttons zoom in and out and show the whole map. The view stays
 * when the board redraws (the map keeps its one `<svg>`; only its layers are replaced). A drag
 * is not a click: the click that ends a drag is swallowed, so panning never sends a choice.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PanZoom {
  /** Zooms by `k` (> 1: closer) about a point given as fractions of the map box. */
  zoomBy(k: number, fx?: number, fy?: number): void;
  /** The whole map. */
  whole(): void;
  /** Frames these board points (with a margin), no closer than `minW` board units across. */
  frame(points: readonly (readonly [number, number])[], minW?: number, margin?: number): void;
  /** Whether every point is in view. */
  shows(points: readonly (readonly [number, number])[]): boolean;
  /** Sets the viewBox again after the element was resized. */
  refit(): void;
  view(): Box;
}

export function panZoom(svg: SVGSVGElement, full: { w: number; h: number }, minW = 260): PanZoom {
  let vb: Box = { x: 0, y: 0, w: full.w, h: full.h };
  const aspect = () => {
    const r = svg.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? r.height / r.width : full.h / full.w;
  };
  /** Keeps the box on the board: never wider than the whole map, never off its edges. */
  const clamp = () => {
    const a = aspect();
    const maxW = Math.max(full.w, full.h / a);
    vb.w = Math.min(maxW, Math.max(minW, vb.w));
    vb.h = vb.w * a;
    vb.x = vb.w >= full.w ? (full.w - vb.w) / 2 : Math.min(full.w - vb.w, Math.max(0, vb.x));
    vb.y = vb.h >= full.h ? (full.h - vb.h) / 2 : Math.min(full.h - vb.h, Math.max(0, vb.y));
  };
  const apply = () => {
    clamp();
    svg.setAttribute('viewBox', `${vb.x.toFixed(1)} ${vb.y.toFixed(1)} ${vb.w.toFixed(1)} ${vb.h.toFixed(1)}`);
  };
  const zoomBy = (k: number, fx = 0.5, fy = 0.5) => {
    const px = vb.x + vb.w * fx;
    const py = vb.y + vb.h * fy;
    vb.w /= k;
    vb.h /= k;
    vb.x = px - vb.w * fx;
    vb.y = py - vb.h * fy;
    apply();
  };

  svg.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const r = svg.getBoundingClientRect();
      zoomBy(e.deltaY < 0 ? 1.2 : 1 / 1.2, (e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height);
    },
    { passive: false },
  );

  // pointers down: one pans, two pinch (zoom about their middle) and pan
  const down = new Map<number, { x: number; y: number }>();
  let start: { vb: Box; mid: { x: number; y: number }; dist: number } | null = null;
  let dragged = false;
  const snapshot = () => {
    const ps = [...down.values()];
    const mid = { x: ps.reduce((a, p) => a + p.x, 0) / ps.length, y: ps.reduce((a, p) => a + p.y, 0) / ps.length };
    const dist = ps.length > 1 ? Math.hypot(ps[0]!.x - ps[1]!.x, ps[0]!.y - ps[1]!.y) : 0;
    start = { vb: { ...vb }, mid, dist };
  };
  svg.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    down.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (down.size === 1) dragged = false;
    snapshot();
  });
  svg.addEventListener('pointermove', (e) => {
    if (!down.has(e.pointerId) || !start) return;
    down.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const ps = [...down.values()];
    const mid = { x: ps.reduce((a, p) => a + p.x, 0) / ps.length, y: ps.reduce((a, p) => a + p.y, 0) / ps.length };
    if (!dragged && Math.hypot(mid.x - start.mid.x, mid.y - start.mid.y) < 6 && ps.length < 2) return;
    if (!dragged) svg.setPointerCapture?.(e.pointerId);
    dragged = true;
    const r = svg.getBoundingClientRect();
    const k = start.dist > 0 && ps.length > 1 ? Math.hypot(ps[0]!.x - ps[1]!.x, ps[0]!.y - ps[1]!.y) / start.dist : 1;
    const unit = start.vb.w / r.width;
    // the board point under the fingers' middle at the start stays under their middle now
    const bx = start.vb.x + (start.mid.x - r.left) * unit;
    const by = start.vb.y + (start.mid.y - r.top) * unit;
    vb.w = start.vb.w / k;
    vb.h = start.vb.h / k;
    vb.x = bx - (mid.x - r.left) * (vb.w / r.width);
    vb.y = by - (mid.y - r.top) * (vb.w / r.width);
    apply();
  });
  const up = (e: PointerEvent) => {
    down.delete(e.pointerId);
    if (down.size > 0) snapshot();
    else start = null;
  };
  svg.addEventListener('pointerup', up);
  svg.addEventListener('pointercancel', up);
  // the click that ends a drag or a pinch is not a choice
  svg.addEventListener(
    'click',
    (e) => {
      if (dragged) {
        e.stopPropagation();
        e.preventDefault();
        dragged = false;
      }
    },
    true,
  );

  apply();
  return {
    zoomBy,
    whole() {
      vb = { x: 0, y: 0, w: full.w * 4, h: full.h * 4 };
      apply();
    },
    frame(points, minW2 = 520, margin = 110) {
      if (points.length === 0) return;
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      const a = aspect();
      const w = Math.max(minW2, Math.max(...xs) - Math.min(...xs) + 2 * margin, (Math.max(...ys) - Math.min(...ys) + 2 * margin) / a);
      vb = { x: (Math.min(...xs) + Math.max(...xs)) / 2 - w / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 - (w * a) / 2, w, h: w * a };
      apply();
    },
    shows(points) {
      return points.every(([x, y]) => x >= vb.x + 20 && x <= vb.x + vb.w - 20 && y >= vb.y + 20 && y <= vb.y + vb.h - 20);
    },
    refit: apply,
    view: () => ({ ...vb }),
  };
}
