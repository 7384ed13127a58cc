/**
 * The standard Diplomacy map on the page: the SVG pre-rendered at build time
 * (`virtual:diadochi-map/classic-en`, games/diadoques/src/classic/render.ts) with overlays drawn
 * from the view — supply centres filled with their owner's colour and their provinces tinted,
 * units (army: disc, fleet: boat-shaped badge; dislodged ones dashed beside), the provinces a
 * click may choose lit, and the orders as arrows. Full province names on hover (`<title>`).
 * Clicks on provinces and units go to `onPlace`; the player's units are focusable.
 */
import { loadedMap } from '../../loaded-maps.ts';
import { s } from '../../dom.ts';
import { colourOf } from '../../palette.ts';
import type { PowerColour } from '../../palette.ts';
import { zoomable } from '../diadoques/map-view.ts';
import type { Prerendered } from '../diadoques/map-view.ts';
import { placeName, powerName, unitLabel, w } from './words.ts';

export interface CUnit {
  power: string;
  kind: 'army' | 'fleet';
  region: string;
}

export interface CArrow {
  kind: 'move' | 'support' | 'convoy' | 'hold' | 'retreat';
  from: string;
  to?: string;
  /** A support or convoy of a move: where the supported unit goes. */
  via?: string;
  power: string;
}

export interface ClassicMapView {
  el: HTMLElement;
  draw(units: readonly CUnit[], owners: Record<string, string>, dislodged: readonly CUnit[], me: string | null): void;
  /** Lights these provinces (or coasts) as choices; `selected`: the unit being ordered. */
  light(places: readonly string[], selected: string | null): void;
  arrows(list: readonly CArrow[]): void;
  frame(regions: readonly string[]): void;
}

/** The map; already resolved when the boot code loaded it (board-loaders.ts `loadedMap`: drawn before the first paint). */
export function loadClassicMap(): Promise<Prerendered> {
  const loaded = loadedMap('classic-en');
  return loaded ? Promise.resolve(loaded as Prerendered) : import('virtual:diadochi-map/classic-en').then((m) => m.default as Prerendered);
}

const provinceOf = (region: string): string => region.replace(/\(\w\w\)$/, '');

export function classicMapView(pre: Prerendered, o: { colours: Map<string, PowerColour>; onPlace(province: string, unitRegion?: string): void }): ClassicMapView {
  const el = document.createElement('div');
  el.className = 'map-wrap classic-map';
  el.innerHTML = pre.svg;
  const svg = el.querySelector('svg')!;
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.setAttribute('role', 'application');
  svg.setAttribute('aria-label', w('map.title'));
  svg.classList.add('board-map');
  const defs = svg.querySelector('defs')!;
  for (const [id, colour] of [
    ['c-arrow', '#1f1f1f'],
    ['c-arrow-s', '#1a5f9e'],
  ] as const) {
    defs.append(s('marker', { id, viewBox: '0 0 10 10', refX: 7, refY: 5, markerWidth: 4.5, markerHeight: 4.5, orient: 'auto-start-reverse' }, s('path', { d: 'M0,0 L10,5 L0,10 z', fill: colour })));
  }
  // Names on hover and for screen readers, in the reader's language.
  for (const g of svg.querySelectorAll('[data-space].space')) {
    const id = g.getAttribute('data-space')!;
    g.prepend(s('title', {}, placeName(id)));
  }
  let last: Element | null = svg.querySelector('#layer-centres');
  const layer = (id: string, under = false) => {
    const g = s('g', { id, class: 'overlay' });
    if (under) svg.querySelector('#layer-land-borders')!.before(g);
    else {
      svg.insertBefore(g, last?.nextSibling ?? null);
      last = g;
    }
    return g;
  };
  const gTint = layer('ov-tint', true);
  const gHigh = layer('ov-light');
  const gArrows = layer('ov-arrows');
  const gUnits = layer('ov-units');
  const zoom = zoomable(el, svg, pre);
  svg.addEventListener('click', (e) => {
    if (zoom.dragged()) return;
    const target = (e.target as Element).closest('[data-space]');
    const id = target?.getAttribute('data-space');
    if (id) o.onPlace(provinceOf(id), target?.getAttribute('data-unit') ?? undefined);
  });
  const at = (region: string): [number, number] | null => pre.anchors[region]?.unit ?? pre.anchors[provinceOf(region)]?.unit ?? null;

  function unitToken(u: CUnit, mine: boolean, dislodged: boolean): SVGGElement | null {
    const p = at(u.region);
    if (!p) return null;
    const [x, y] = dislodged ? [p[0] + 13, p[1] - 11] : p;
    const c = colourOf(o.colours, u.power);
    const shape =
      u.kind === 'army'
        ? s('circle', { r: 8.5, fill: c.fill, stroke: '#1b1b1b', 'stroke-width': 1.3, 'stroke-dasharray': dislodged ? '2.5 2' : null })
        : s('path', { d: 'M-10,-5 L10,-5 L7,6 L-7,6 Z', fill: c.fill, stroke: '#1b1b1b', 'stroke-width': 1.3, 'stroke-dasharray': dislodged ? '2.5 2' : null });
    const g = s(
      'g',
      {
        class: `unit ${u.kind}${mine ? ' mine' : ''}${dislodged ? ' dislodged' : ''}`,
        transform: `translate(${x.toFixed(1)},${y.toFixed(1)})`,
        'data-space': provinceOf(u.region),
        'data-unit': u.region,
        'data-power': u.power,
        tabindex: mine ? 0 : null,
        role: mine ? 'button' : null,
        'aria-label': `${powerName(u.power)} — ${unitLabel(u)}`,
      },
      s('title', {}, `${powerName(u.power)} — ${unitLabel(u)}`),
      shape,
      s('text', { 'text-anchor': 'middle', y: 3.6, 'font-size': 10, 'font-weight': 700, fill: c.ink, 'pointer-events': 'none' }, u.kind === 'army' ? 'A' : 'F'),
    );
    if (mine) {
      g.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          o.onPlace(provinceOf(u.region), u.region);
        }
      });
    }
    return g;
  }

  return {
    el,
    draw(units, owners, dislodged, me) {
      gTint.replaceChildren();
      for (const c of svg.querySelectorAll('circle.centre')) {
        const id = c.getAttribute('data-space')!;
        const owner = owners[id];
        c.setAttribute('fill', owner ? colourOf(o.colours, owner).fill : '#ffffff');
        c.setAttribute('data-owner', owner ?? '');
        const shape = svg.querySelector(`#space-${id}.land .shape`);
        if (owner && shape) {
          const copy = shape.cloneNode() as SVGElement;
          copy.setAttribute('class', 'owner-tint');
          copy.setAttribute('fill', colourOf(o.colours, owner).fill);
          copy.setAttribute('fill-opacity', '0.35');
          copy.setAttribute('pointer-events', 'none');
          copy.setAttribute('clip-path', 'url(#classic-land)');
          gTint.append(copy);
        }
      }
      gUnits.replaceChildren();
      for (const u of units) {
        const g = unitToken(u, u.power === me, false);
        if (g) gUnits.append(g);
      }
      for (const u of dislodged) {
        const g = unitToken(u, u.power === me, true);
        if (g) gUnits.append(g);
      }
    },
    light(places, selected) {
      gHigh.replaceChildren();
      for (const u of gUnits.querySelectorAll('.unit')) u.classList.toggle('selected', u.getAttribute('data-unit') === selected);
      for (const place of places) {
        const province = provinceOf(place);
        const shape = svg.querySelector(`#space-${province} .shape`);
        if (!shape) continue;
        const copy = shape.cloneNode() as SVGElement;
        copy.setAttribute('class', 'candidate');
        copy.setAttribute('data-space', province);
        copy.setAttribute('data-candidate', place);
        if (svg.querySelector(`#space-${province}.land`)) copy.setAttribute('clip-path', 'url(#classic-land)');
        gHigh.append(copy);
      }
    },
    arrows(list) {
      gArrows.replaceChildren();
      for (const a of list) {
        const from = at(a.from);
        if (!from) continue;
        const colour = a.kind === 'support' || a.kind === 'convoy' ? '#1a5f9e' : '#1f1f1f';
        const marker = a.kind === 'support' || a.kind === 'convoy' ? 'url(#c-arrow-s)' : 'url(#c-arrow)';
        if (a.kind === 'hold' || !a.to) {
          gArrows.append(s('circle', { class: `arrow ${a.kind}`, cx: from[0], cy: from[1], r: 12.5, fill: 'none', stroke: colour, 'stroke-width': 2.2, 'data-from': a.from }));
          continue;
        }
        const to = at(a.to);
        if (!to) continue;
        const end = a.via ? at(a.via) : null;
        // A support or convoy of a move points at the middle of the supported move.
        const target: [number, number] = end ? [(to[0] + end[0]) / 2, (to[1] + end[1]) / 2] : to;
        const [x1, y1] = shorten(from, target, 10);
        const [x2, y2] = shorten(target, from, a.kind === 'move' || a.kind === 'retreat' ? 10 : 4);
        gArrows.append(
          s('line', {
            class: `arrow ${a.kind}`,
            x1,
            y1,
            x2,
            y2,
            stroke: colour,
            'stroke-width': a.kind === 'move' || a.kind === 'retreat' ? 3 : 2,
            'stroke-dasharray': a.kind === 'support' ? '6 4' : a.kind === 'convoy' ? '2 4' : a.kind === 'retreat' ? '8 3' : null,
            'marker-end': marker,
            'data-from': a.from,
            'data-to': a.to,
            'pointer-events': 'none',
          }),
        );
      }
    },
    frame(regions) {
      zoom.fit(regions.map(at).filter((p): p is [number, number] => p !== null));
    },
  };
}

function shorten(a: readonly [number, number], b: readonly [number, number], by: number): [number, number] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const k = Math.min(by, len / 3) / len;
  return [Number((a[0] + dx * k).toFixed(1)), Number((a[1] + dy * k).toFixed(1))];
}
