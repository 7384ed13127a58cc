/** The title cartouche and the legend (terrain colours, symbols, lines, scale bar). */
import type { Terrain } from '../map/types.ts';
import type { FullLayout } from './layout-types.ts';
import { COLOURS, TERRAIN_FILL } from './style.ts';
import { el, esc, fmt } from './svg.ts';

type Words = Record<string, { fr: string; en: string }>;

const WORDS: Words = {
  legend: { fr: 'Légende', en: 'Legend' },
  normal: { fr: 'plaine', en: 'plain' },
  flood: { fr: 'plaine inondable', en: 'flood plain' },
  desert: { fr: 'désert', en: 'desert' },
  mountain: { fr: 'montagne', en: 'mountain' },
  sea: { fr: 'mer', en: 'sea' },
  impassable: { fr: 'mer infranchissable', en: 'impassable sea' },
  outside: { fr: 'hors jeu', en: 'off the map' },
  capital: { fr: 'capitale', en: 'capital' },
  major: { fr: 'citadelle majeure', en: 'major citadel' },
  minor: { fr: 'citadelle mineure', en: 'minor citadel' },
  portCitadel: { fr: 'citadelle portuaire', en: 'port citadel' },
  town: { fr: 'ville', en: 'town' },
  port: { fr: 'port', en: 'port' },
  river: { fr: 'fleuve', en: 'river' },
  range: { fr: 'frontière de montagne', en: 'mountain border' },
  pass: { fr: 'col (passage)', en: 'mountain pass' },
  route: { fr: 'canal, diolkos, détroit', en: 'canal, towpath, strait' },
  access: { fr: 'accès à la mer', en: 'access to the sea' },
  build: { fr: 'construction de flottes', en: 'fleet building' },
  reconstructed: { fr: 'carte reconstituée', en: 'reconstructed map' },
};

export function titleBox(l: FullLayout): string {
  const s = l.size.s;
  const [main, ...rest] = l.map.title.split(' — ');
  const sub = rest.join(' — ');
  const x = 14 * s;
  const y = 14 * s;
  const w = Math.max((main ?? '').length * 15.5 * s, sub.length * 6.4 * s) + 24 * s;
  const h = (sub ? 52 : 36) * s;
  return el(
    'g',
    { id: 'layer-title', 'pointer-events': 'none' },
    el('rect', { x, y, width: w, height: h, rx: 4 * s, fill: '#fbf7ea', 'fill-opacity': 0.92, stroke: '#6b5a44', 'stroke-width': 1.2 * s }) +
      el('text', { x: x + 12 * s, y: y + 27 * s, 'font-size': 24 * s, 'font-weight': 'bold', fill: '#3b2f22', 'font-family': "'DejaVu Serif', Georgia, serif" }, esc(main ?? '')) +
      (sub ? el('text', { x: x + 12 * s, y: y + 44 * s, 'font-size': 10.5 * s, fill: '#5a4a38', 'font-style': 'italic' }, esc(sub)) : ''),
  );
}

export function legend(l: FullLayout): string {
  const s = l.size.s;
  const lang = l.language;
  const word = (k: string) => WORDS[k]?.[lang] ?? k;
  const row = 17 * s;
  const colW = 165 * s;
  const pad = 10 * s;
  const rows = 10;
  const w = colW * 2 + pad * 2;
  const h = rows * row + pad * 2 + 26 * s;
  const x0 = 14 * s;
  const y0 = l.height - h - 14 * s;
  const parts: string[] = [];
  parts.push(el('rect', { x: x0, y: y0, width: w, height: h, rx: 4 * s, fill: '#fbf7ea', 'fill-opacity': 0.93, stroke: '#6b5a44', 'stroke-width': 1.2 * s }));
  parts.push(el('text', { x: x0 + pad, y: y0 + pad + 12 * s, 'font-size': 13 * s, 'font-weight': 'bold', fill: '#3b2f22' }, esc(word('legend'))));
  const fs = 10.5 * s;
  const text = (x: number, y: number, t: string) => el('text', { x: x + 22 * s, y: y + fs * 0.36, 'font-size': fs, fill: COLOURS.ink }, esc(t));
  const top = y0 + pad + 26 * s;
  const at = (col: number, i: number): [number, number] => [x0 + pad + col * colW, top + i * row + row / 2];
  // Left column: terrain and water.
  const swatch = (i: number, fill: string, label: string, extra = '') => {
    const [x, y] = at(0, i);
    parts.push(el('rect', { x, y: y - 6 * s, width: 16 * s, height: 12 * s, fill, stroke: COLOURS.border, 'stroke-width': 0.8 * s }) + extra + text(x, y, label));
  };
  (['normal', 'flood', 'desert', 'mountain'] as Terrain[]).forEach((t, i) => swatch(i, TERRAIN_FILL[t], word(t)));
  swatch(4, COLOURS.sea, word('sea'));
  {
    const [x, y] = at(0, 5);
    swatch(5, COLOURS.sea, word('impassable'), el('rect', { x, y: y - 6 * s, width: 16 * s, height: 12 * s, fill: 'url(#hatch-impassable)' }));
  }
  swatch(6, COLOURS.landOff, word('outside'));
  {
    const [x, y] = at(0, 7);
    parts.push(el('path', { d: `M${fmt(x)},${fmt(y + 3 * s)}Q${fmt(x + 8 * s)},${fmt(y - 6 * s)} ${fmt(x + 16 * s)},${fmt(y)}`, fill: 'none', stroke: COLOURS.river, 'stroke-width': l.size.river }) + text(x, y, word('river')));
  }
  {
    const [x, y] = at(0, 8);
    let d = '';
    for (const dx of [2.5, 8, 13.5]) d += `M${fmt(x + dx * s - 3 * s)},${fmt(y + 2.5 * s)}L${fmt(x + dx * s)},${fmt(y - 2.5 * s)}L${fmt(x + dx * s + 3 * s)},${fmt(y + 2.5 * s)}Z`;
    parts.push(el('path', { d: `M${fmt(x)},${fmt(y)}H${fmt(x + 16 * s)}`, stroke: COLOURS.mountain, 'stroke-width': 3 * s, 'stroke-opacity': 0.45 }) + el('path', { d, fill: COLOURS.mountain }) + text(x, y, word('range')));
  }
  {
    const [x, y] = at(0, 9);
    let d = '';
    for (const dx of [2, 14]) d += `M${fmt(x + dx * s - 2.5 * s)},${fmt(y + 2.5 * s)}L${fmt(x + dx * s)},${fmt(y - 2.5 * s)}L${fmt(x + dx * s + 2.5 * s)},${fmt(y + 2.5 * s)}Z`;
    const arcs = `M${fmt(x + 5 * s)},${fmt(y - 5 * s)}Q${fmt(x + 8 * s)},${fmt(y)} ${fmt(x + 5 * s)},${fmt(y + 5 * s)}M${fmt(x + 11 * s)},${fmt(y - 5 * s)}Q${fmt(x + 8 * s)},${fmt(y)} ${fmt(x + 11 * s)},${fmt(y + 5 * s)}`;
    parts.push(el('path', { d, fill: COLOURS.mountain }) + el('path', { d: arcs, fill: 'none', stroke: COLOURS.ink, 'stroke-width': 1.5 * s, 'stroke-linecap': 'round' }) + text(x, y, word('pass')));
  }
  // Right column: symbols.
  const sym = (i: number, shape: (x: number, y: number) => string, label: string) => {
    const [x, y] = at(1, i);
    parts.push(shape(x + 8 * s, y) + text(x, y, label));
  };
  const box = (x: number, y: number, size: number) => el('rect', { x: x - size / 2, y: y - size / 2, width: size, height: size, fill: '#ffffff', stroke: COLOURS.ink, 'stroke-width': 1.5 * s });
  const anchor = (x: number, y: number, size: number) => el('use', { href: '#anchor', x: x - size / 2, y: y - size / 2, width: size, height: size });
  sym(0, (x, y) => box(x, y, l.size.capital) + box(x, y, l.size.capital * 0.5), word('capital'));
  sym(1, (x, y) => box(x, y, l.size.major), word('major'));
  sym(2, (x, y) => el('circle', { cx: x, cy: y, r: l.size.minor, fill: '#ffffff', stroke: COLOURS.ink, 'stroke-width': 1.5 * s }), word('minor'));
  sym(3, (x, y) => el('circle', { cx: x - 3 * s, cy: y, r: l.size.minor, fill: '#ffffff', stroke: COLOURS.ink, 'stroke-width': 1.5 * s }) + anchor(x + 5 * s, y, l.size.anchor * 0.85), word('portCitadel'));
  sym(4, (x, y) => el('circle', { cx: x, cy: y, r: l.size.town, fill: COLOURS.ink }), word('town'));
  sym(5, (x, y) => anchor(x, y, l.size.anchor), word('port'));
  sym(6, (x, y) => el('path', { d: `M${fmt(x - 8 * s)},${fmt(y)}H${fmt(x + 8 * s)}`, stroke: COLOURS.arrow, 'stroke-width': 1.5 * s, 'marker-start': 'url(#arrow-access)', 'marker-end': 'url(#arrow-access)' }), word('access'));
  sym(7, (x, y) => el('path', { d: `M${fmt(x - 8 * s)},${fmt(y)}H${fmt(x + 8 * s)}`, stroke: COLOURS.arrow, 'stroke-width': 1.3 * s, 'stroke-dasharray': `${fmt(1.5 * s)} ${fmt(2.5 * s)}`, 'marker-end': 'url(#arrow-build)' }), word('build'));
  sym(8, (x, y) => el('path', { d: `M${fmt(x - 8 * s)},${fmt(y)}H${fmt(x + 8 * s)}`, stroke: COLOURS.route, 'stroke-width': 1.7 * s, 'stroke-dasharray': `${fmt(4 * s)} ${fmt(3 * s)}`, 'marker-start': 'url(#arrow-route)', 'marker-end': 'url(#arrow-route)' }), word('route'));
  // Scale bar: 500 km.
  {
    const [x, y] = at(1, 9);
    const len = 500 * l.frame.pxPerKm;
    const bar = el('path', { d: `M${fmt(x)},${fmt(y - 3 * s)}V${fmt(y + 2 * s)}H${fmt(x + len)}V${fmt(y - 3 * s)}`, fill: 'none', stroke: COLOURS.ink, 'stroke-width': 1.2 * s });
    parts.push(bar + el('text', { x: x + len + 5 * s, y: y + fs * 0.36, 'font-size': fs, fill: COLOURS.ink }, '500 km'));
  }
  return el('g', { id: 'layer-legend', 'pointer-events': 'none' }, parts.join(''));
}
