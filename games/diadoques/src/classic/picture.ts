/**
 * A picture of a standard Diplomacy position as one SVG text (issue 21 items 2, 7): the map of
 * `render.ts`, each supply centre filled with its owner's colour, every unit as a token of its
 * power (A or F), dislodged units outlined in red beside their region, and a key with each
 * power's centres and units. Drawn from a view (`ClassicView`), which in standard Diplomacy is the
 * whole public board. Pure: same view and language ⇒ the same bytes.
 */
import { colourOf, powerColours } from '@diadochi/kernel';
import type { Lang } from '@diadochi/kernel';
import { el, esc } from '../render/svg.ts';
import { catalogs } from './catalog/index.ts';
import type { Dislodgement, Unit } from '../core/types.ts';
import { POWERS } from './map.ts';
import { classicMapLayout } from './render.ts';

const SEASONS: Record<Lang, Record<string, string>> = {
  en: { spring: 'Spring', fall: 'Fall', autumn: 'Fall', winter: 'Winter' },
  fr: { spring: 'Printemps', fall: 'Automne', autumn: 'Automne', winter: 'Hiver' },
};

/** What a picture needs of a `ClassicView` (written out: game.ts imports this module). */
export interface ClassicBoard {
  year: number;
  season: string;
  units: readonly Unit[];
  owners: Readonly<Record<string, string>>;
  centres: Readonly<Record<string, number>>;
  dislodged: readonly Dislodgement[];
}

let layout: ReturnType<typeof classicMapLayout> | undefined;

export function classicPicture(v: ClassicBoard, lang: Lang): string {
  layout ??= classicMapLayout();
  const { anchors, width, height } = layout;
  const s = width / 1600;
  const colours = powerColours(POWERS);
  const parts: string[] = ['<g id="layer-position">'];
  for (const [centre, owner] of Object.entries(v.owners).sort(([a], [b]) => a.localeCompare(b))) {
    const a = anchors[centre];
    if (a) parts.push(el('circle', { class: 'owned', cx: a.label[0] + 19 * s, cy: a.label[1] - 4 * s, r: 5 * s, fill: colourOf(colours, owner).fill, stroke: '#1b1b1b', 'stroke-width': 1.2 * s }));
  }
  const token = (power: string, kind: string, x: number, y: number, dislodged: boolean) => {
    const c = colourOf(colours, power);
    const w = 20 * s;
    return el('g', { class: `unit${dislodged ? ' dislodged' : ''}`, 'data-power': power, transform: `translate(${x},${y})` },
      el('rect', { x: -w / 2, y: -w / 2, width: w, height: w, rx: kind === 'fleet' ? 8 * s : 3 * s, fill: c.fill, stroke: dislodged ? '#c0392b' : '#1b1b1b', 'stroke-width': (dislodged ? 2.4 : 1.2) * s, ...(dislodged ? { 'stroke-dasharray': `${3 * s} ${2 * s}` } : {}) }) +
        el('text', { y: 4.5 * s, 'text-anchor': 'middle', 'font-size': 12 * s, 'font-weight': 700, fill: c.ink, 'font-family': 'DejaVu Sans, Verdana, sans-serif' }, kind === 'fleet' ? 'F' : 'A'),
    );
  };
  for (const u of [...v.units].sort((a, b) => a.region.localeCompare(b.region))) {
    const a = anchors[u.region];
    if (a) parts.push(token(u.power, u.kind, a.unit[0], a.unit[1], false));
  }
  for (const d of v.dislodged) {
    const a = anchors[d.unit.region];
    if (a) parts.push(token(d.unit.power, d.unit.kind, a.unit[0] + 14 * s, a.unit[1] + 10 * s, true));
  }
  parts.push(key(v, lang, colours, s, height));
  parts.push('</g>');
  return layout.svg.replace(/<\/svg>$/, `${parts.join('')}</svg>`);
}

function key(v: ClassicBoard, lang: Lang, colours: ReturnType<typeof powerColours>, s: number, height: number): string {
  const line = 18 * s;
  const box = 24 * s + (POWERS.length + 0.5) * line;
  const rows = POWERS.map((p, i) => {
    const y = 16 * s + (i + 1) * line;
    const units = v.units.filter((u) => u.power === p).length;
    return el('rect', { x: 10 * s, y: y - 11 * s, width: 22 * s, height: 13 * s, rx: 3 * s, fill: colourOf(colours, p).fill, stroke: '#1b1b1b', 'stroke-width': s }) +
      el('text', { x: 40 * s, y, 'font-size': 12 * s, fill: '#1b1b1b' }, esc(`${catalogs[lang].names[`seat.${p}`] ?? p} ${v.centres[p] ?? 0} / ${units}`));
  });
  const when = `${SEASONS[lang][v.season] ?? v.season} ${v.year}`;
  return el('g', { id: 'position-key', transform: `translate(0,${height - box})`, 'font-family': 'DejaVu Sans, Verdana, sans-serif' },
    el('rect', { x: 0, y: 0, width: 190 * s, height: box, fill: '#ffffff', 'fill-opacity': 0.88, stroke: '#1b1b1b', 'stroke-width': s }) +
      el('text', { x: 10 * s, y: 18 * s, 'font-size': 13 * s, 'font-weight': 700, fill: '#1b1b1b' }, esc(when)) +
      rows.join(''),
  );
}
