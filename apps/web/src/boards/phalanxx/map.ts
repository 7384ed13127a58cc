/**
 * The PhalanXX map: the regions in play as areas of a stylised Near East (geometry.ts), each
 * in its holder's colour with its meeples, cities and oases with their printed values, open
 * borders between adjacent regions and ridges between regions that only touch, the seas and
 * rivers, and the names from the catalogs. Lit regions (legal targets now) carry a bright
 * outline and take clicks.
 */
import { BOARD_SIDES } from '@diadochi/phalanxx';
import type { BoardSide, PhalanxxView } from '@diadochi/phalanxx';
import { h, s } from '../../dom.ts';
import { bordersOf, cellsOf, path, riversOf, seasOf } from './geometry.ts';
import type { Pt } from './geometry.ts';
import { seatColour } from './pieces.ts';
import { bw, regionName, seatName, word } from './words.ts';

export interface MapOpts {
  lit: ReadonlySet<string>;
  onRegion: (id: string) => void;
}

const LAND = '#eadcb4';

/** A meeple: head and body, in the holder's colour. */
function meeple(x: number, y: number, fill: string): SVGGElement {
  return s(
    'g',
    { class: 'px-meeple', transform: `translate(${x},${y})` },
    s('path', { d: 'M-6,9 L-6,3 Q-6,-1 -2,-1 L2,-1 Q6,-1 6,3 L6,9 Z', fill, stroke: '#1a1a1a', 'stroke-width': 1 }),
    s('circle', { cx: 0, cy: -4.5, r: 3.6, fill, stroke: '#1a1a1a', 'stroke-width': 1 }),
  );
}

export function mapEl(v: PhalanxxView, o: MapOpts): HTMLElement {
  const side = v.side as BoardSide['id'];
  const inPlay = Object.keys(v.regions);
  const { cells, proj } = cellsOf(side, inPlay);
  const regions = new Map(BOARD_SIDES[side].regions.map((r) => [r.id, r]));
  const seas = seasOf(proj);
  const svg = s('svg', { viewBox: `0 0 ${proj.width} ${proj.height}`, class: 'px-map-svg', role: 'group', 'aria-label': bw('map') });
  svg.append(s('rect', { x: 0, y: 0, width: proj.width, height: proj.height, fill: LAND }));
  const areas = s('g', { class: 'px-areas' });
  const marks = s('g', { class: 'px-marks' });
  const outlines = s('g', { class: 'px-lit-outlines' });
  for (const c of cells) {
    const r = regions.get(c.region)!;
    const hold = v.regions[c.region]!;
    const lit = o.lit.has(c.region);
    const name = regionName(side, c.region);
    const holder = hold.owner ? `${bw('holder')} ${seatName(hold.owner)} (${hold.meeples})` : bw('free');
    const title = `${name} — ${word(`kind.${r.kind}`)}${r.value ? ` ${r.value}` : ''} — ${holder}`;
    const fill = hold.owner ? seatColour(hold.owner).fill : LAND;
    const g = s(
      'g',
      {
        class: `px-region kind-${r.kind}${lit ? ' lit' : ''}${hold.owner ? ' held' : ''}`,
        'data-region': c.region,
        'data-owner': hold.owner ?? '',
        'data-meeples': hold.meeples,
        role: 'button',
        tabindex: lit ? 0 : -1,
        'aria-label': title,
        onclick: () => o.onRegion(c.region),
        onkeydown: (e: KeyboardEvent) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            o.onRegion(c.region);
          }
        },
      },
      s('title', {}, title),
      s('path', { d: path(c.outline), class: 'px-area', fill, 'fill-opacity': hold.owner ? 0.45 : 1 }),
    );
    areas.append(g);
    if (lit) outlines.append(s('path', { d: path(c.outline), class: 'px-lit-outline' }));
    marks.append(siteMarks(c.region, c.site, r.kind, r.value, r.start, name, hold, lit));
  }
  const adjacent = (a: string, b: string) => regions.get(a)?.adjacent.includes(b) ?? false;
  const borders = s('g', { class: 'px-borders' });
  for (const b of bordersOf(cells)) {
    borders.append(s('line', { x1: b.from.x, y1: b.from.y, x2: b.to.x, y2: b.to.y, class: adjacent(b.a, b.b) ? 'px-border' : 'px-ridge' }));
  }
  const water = s('g', { class: 'px-water' });
  for (const sea of seas) water.append(s('path', { d: path(sea.outline), class: 'px-sea' }));
  for (const river of riversOf(proj)) water.append(s('path', { d: path(river.course, false), class: 'px-river' }));
  svg.append(areas, borders, water, outlines, marks);
  return h('div', { class: 'px-map', 'data-testid': 'px-map' }, svg, mapKey());
}

function siteMarks(id: string, p: Pt, kind: string, value: number, start: number | undefined, name: string, hold: { owner: string | null; meeples: number }, lit: boolean): SVGGElement {
  const g = s('g', { class: `px-site${lit ? ' lit' : ''}`, 'data-site': id, 'pointer-events': 'none' });
  if (kind === 'city') {
    g.append(s('rect', { x: p.x - 10, y: p.y - 10, width: 20, height: 20, rx: 2, class: 'px-city' }), s('text', { x: p.x, y: p.y + 5, class: 'px-value', 'text-anchor': 'middle' }, String(value)));
  } else if (kind === 'oasis') {
    g.append(s('circle', { cx: p.x, cy: p.y, r: 10, class: 'px-oasis' }), s('text', { x: p.x, y: p.y + 5, class: 'px-value', 'text-anchor': 'middle' }, String(value)));
  } else {
    g.append(s('circle', { cx: p.x, cy: p.y, r: 3, class: 'px-land-dot' }));
  }
  if (start !== undefined) g.append(s('circle', { cx: p.x + 13, cy: p.y - 11, r: 6.5, class: 'px-start' }), s('text', { x: p.x + 13, y: p.y - 7.5, class: 'px-start-n', 'text-anchor': 'middle' }, String(start)));
  g.append(s('text', { x: p.x, y: p.y + 24, class: 'px-name', 'text-anchor': 'middle' }, name));
  if (hold.owner) {
    const fill = seatColour(hold.owner).fill;
    const n = Math.max(1, hold.meeples);
    for (let i = 0; i < n; i++) g.append(meeple(p.x - 20 - i * 13, p.y - 2, fill));
  }
  return g;
}

function mapKey(): HTMLElement {
  const sw = (svgChild: SVGElement, label: string) => h('li', {}, s('svg', { width: 24, height: 18, viewBox: '-12 -9 24 18', 'aria-hidden': 'true' }, svgChild), label);
  return h(
    'ul',
    { class: 'px-key' },
    sw(s('rect', { x: -7, y: -7, width: 14, height: 14, rx: 2, class: 'px-city' }), bw('key.city')),
    sw(s('circle', { cx: 0, cy: 0, r: 7, class: 'px-oasis' }), bw('key.oasis')),
    sw(s('circle', { cx: 0, cy: 0, r: 3, class: 'px-land-dot' }), bw('key.land')),
    sw(s('circle', { cx: 0, cy: 0, r: 6.5, class: 'px-start' }), bw('key.start')),
    sw(s('line', { x1: -11, y1: 0, x2: 11, y2: 0, class: 'px-border' }), bw('key.border')),
    sw(s('line', { x1: -11, y1: 0, x2: 11, y2: 0, class: 'px-ridge' }), bw('key.ridge')),
    sw(s('rect', { x: -10, y: -7, width: 20, height: 14, class: 'px-key-lit' }), bw('lit')),
  );
}
