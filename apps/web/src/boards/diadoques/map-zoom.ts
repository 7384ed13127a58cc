/**
 * Zoom (wheel, buttons, + and − keys) and pan (drag) of the map by moving the SVG's viewBox;
 * a drag of more than a few pixels is not a click.
 */
import { t } from '../../i18n.ts';

export interface Zoom {
  /** Whether the pointer moved enough since it went down to be a drag, not a click. */
  dragged(): boolean;
  /** Frames these points with a margin, no closer than `1/closest` of the map's width. */
  fit(points: [number, number][], closest?: number): void;
}

export function zoomable(wrap: HTMLElement, svg: SVGSVGElement, pre: { width: number; height: number }): Zoom {
  const full = { x: 0, y: 0, w: pre.width, h: pre.height };
  let vb = { ...full };
  const apply = () => svg.setAttribute('viewBox', `${vb.x.toFixed(1)} ${vb.y.toFixed(1)} ${vb.w.toFixed(1)} ${vb.h.toFixed(1)}`);
  const clamp = () => {
    vb.w = Math.min(full.w, Math.max(full.w / 8, vb.w));
    vb.h = (vb.w * full.h) / full.w;
    vb.x = Math.min(full.w - vb.w, Math.max(0, vb.x));
    vb.y = Math.min(full.h - vb.h, Math.max(0, vb.y));
  };
  const zoomAt = (k: number, fx = 0.5, fy = 0.5) => {
    const px = vb.x + vb.w * fx;
    const py = vb.y + vb.h * fy;
    vb.w /= k;
    vb.h /= k;
    vb.x = px - vb.w * fx;
    vb.y = py - vb.h * fy;
    clamp();
    apply();
  };
  svg.addEventListener(
    'wheel',
    (e) => {
      if (!e.ctrlKey && !e.shiftKey && vb.w === full.w && e.deltaY > 0) return;
      e.preventDefault();
      const r = svg.getBoundingClientRect();
      zoomAt(e.deltaY < 0 ? 1.25 : 0.8, (e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height);
    },
    { passive: false },
  );
  let start: { x: number; y: number; vx: number; vy: number } | null = null;
  let moved = false;
  svg.addEventListener('pointerdown', (e) => {
    start = { x: e.clientX, y: e.clientY, vx: vb.x, vy: vb.y };
    moved = false;
  });
  svg.addEventListener('pointermove', (e) => {
    if (!start || e.buttons === 0) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (!moved && Math.hypot(dx, dy) < 5) return;
    moved = true;
    const k = vb.w / svg.getBoundingClientRect().width;
    vb.x = start.vx - dx * k;
    vb.y = start.vy - dy * k;
    clamp();
    apply();
  });
  svg.addEventListener('pointerup', () => (start = null));
  const button = (label: string, title: string, f: () => void) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.title = title;
    b.setAttribute('aria-label', title);
    b.addEventListener('click', f);
    return b;
  };
  const bar = document.createElement('div');
  bar.className = 'zoom-bar';
  bar.append(
    button('+', t('map.zoomIn'), () => zoomAt(1.4)),
    button('−', t('map.zoomOut'), () => zoomAt(1 / 1.4)),
    button('⤢', t('map.whole'), () => {
      vb = { ...full };
      apply();
    }),
  );
  wrap.append(bar);
  wrap.addEventListener('keydown', (e) => {
    if ((e.target as Element).tagName === 'INPUT') return;
    if (e.key === '+' || e.key === '=') zoomAt(1.4);
    else if (e.key === '-') zoomAt(1 / 1.4);
  });
  return {
    dragged: () => moved,
    /** Frames these points with a margin, no closer than `1/closest` of the map's width. */
    fit(points, closest = 3) {
      if (points.length === 0) return;
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      const margin = full.w / 10;
      const w = Math.max(full.w / closest, Math.max(...xs) - Math.min(...xs) + 2 * margin, ((Math.max(...ys) - Math.min(...ys) + 2 * margin) * full.w) / full.h);
      vb = { x: (Math.min(...xs) + Math.max(...xs)) / 2 - w / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 - (w * full.h) / full.w / 2, w, h: (w * full.h) / full.w };
      clamp();
      apply();
    },
  };
}
