/**
 * The map key (issue 17 item 7): one line for every symbol the board draws, each drawn as the
 * map draws it — citadel ranks (`diadoques §4a.4`), ports (`§4a.5`), towns, treasure in talents,
 * the holder's ring, sieges, units by kind with their power's badge, leader marks (★ diadochus,
 * # epigone, • other character), the "3 seasons" route round Arabia, rivers and weather — in
 * the interface language. The anchor glyph is the map's own `#anchor` symbol.
 */
import { h, s } from '../../dom.ts';
import { t } from '../../i18n.ts';
import type { Key } from '../../i18n.ts';

type Sample = () => SVGElement[];

const INK = '#1b1b1b';
const box = (w: number, hgt: number, fill: string, rx: number, text: string, small = false): SVGElement[] => [
  s('rect', { x: 12 - w / 2, y: 9 - hgt / 2, width: w, height: hgt, rx, fill, stroke: INK, 'stroke-width': 1.2 }),
  s('text', { x: 12, y: 9 + hgt / 2 - 4, 'text-anchor': 'middle', 'font-size': small ? 8.5 : 10, 'font-weight': 700, fill: '#fff' }, text),
];

/** Symbol and words of each line, in reading order: places, then units, then lines and weather. */
const LINES: [Key, Sample][] = [
  ['mapKey.capital', () => [s('rect', { x: 6, y: 3, width: 12, height: 12, fill: '#fff', stroke: INK, 'stroke-width': 1.5 }), s('rect', { x: 9, y: 6, width: 6, height: 6, fill: '#fff', stroke: INK, 'stroke-width': 1.5 })]],
  ['mapKey.major', () => [s('rect', { x: 7, y: 4, width: 10, height: 10, fill: '#fff', stroke: INK, 'stroke-width': 1.5 })]],
  ['mapKey.minor', () => [s('circle', { cx: 12, cy: 9, r: 4.5, fill: '#fff', stroke: INK, 'stroke-width': 1.5 })]],
  ['mapKey.port', () => [s('circle', { cx: 12, cy: 9, r: 7, fill: '#fff', 'fill-opacity': 0.8 }), s('use', { href: '#anchor', x: 4, y: 1, width: 16, height: 16 })]],
  ['mapKey.town', () => [s('circle', { cx: 12, cy: 9, r: 2.6, fill: INK })]],
  ['mapKey.treasure', () => [s('rect', { x: 3, y: 3, width: 18, height: 12, rx: 6, fill: '#f5d76e', stroke: INK, 'stroke-width': 0.8 }), s('text', { x: 12, y: 12.5, 'text-anchor': 'middle', 'font-size': 8.5, 'font-weight': 700, fill: '#3d2b00' }, '5T')]],
  ['mapKey.owner', () => [s('circle', { cx: 12, cy: 9, r: 7, fill: 'none', stroke: '#2a6fb0', 'stroke-width': 3 }), s('circle', { cx: 12, cy: 9, r: 3.5, fill: '#fff', stroke: INK, 'stroke-width': 1.2 })]],
  ['mapKey.siege', () => [s('circle', { cx: 9, cy: 10, r: 6, fill: 'none', stroke: '#c0392b', 'stroke-width': 2, 'stroke-dasharray': '3 2' }), s('rect', { x: 12, y: 0, width: 14, height: 10, rx: 5, fill: '#c0392b' }), s('text', { x: 19, y: 8, 'text-anchor': 'middle', 'font-size': 7.5, 'font-weight': 700, fill: '#fff' }, '⚔2')]],
  ['mapKey.army', () => box(26, 16, '#6b6b6b', 4, 'A')],
  ['mapKey.fleet', () => box(26, 16, '#6b6b6b', 4, 'F')],
  ['mapKey.garrison', () => box(20, 13, '#6b6b6b', 2, 'A', true)],
  ['mapKey.badge', () => [...box(26, 16, '#6b6b6b', 4, ''), s('text', { x: 1.5, y: 6.5, 'font-size': 6.5, 'font-weight': 700, fill: '#fff' }, 'Ap')]],
  ['mapKey.diadochus', () => box(26, 16, '#6b6b6b', 4, 'A★')],
  ['mapKey.epigone', () => box(26, 16, '#6b6b6b', 4, 'A#')],
  ['mapKey.officer', () => box(26, 16, '#6b6b6b', 4, 'A•')],
  ['mapKey.count', () => [...box(22, 14, '#6b6b6b', 4, 'A'), s('circle', { cx: 21, cy: 3, r: 5.5, fill: '#fff', stroke: INK }), s('text', { x: 21, y: 6, 'text-anchor': 'middle', 'font-size': 7.5, 'font-weight': 700 }, '2')]],
  ['mapKey.route', () => [s('path', { d: 'M1,14 Q12,2 23,14', fill: 'none', stroke: '#7a3b9a', 'stroke-width': 1.6, 'stroke-dasharray': '4 3' })]],
  ['mapKey.river', () => [s('path', { d: 'M1,12 C6,4 12,16 23,6', fill: 'none', stroke: '#3f86c6', 'stroke-width': 2 })]],
  ['mapKey.storm', () => [s('rect', { x: 2, y: 2, width: 20, height: 14, fill: 'url(#hatch-storm)', stroke: '#2c3e50', 'stroke-width': 0.8 })]],
  ['mapKey.blocked', () => [s('rect', { x: 2, y: 2, width: 20, height: 14, fill: 'url(#hatch-blocked)', stroke: '#7a3b9a', 'stroke-width': 0.8 })]],
];

/** The key, folded on a phone (where the map must come first) and open on a desktop. */
export function mapKey(open: boolean): HTMLElement {
  return h(
    'details',
    { class: 'map-key', 'data-testid': 'map-key', ...(open ? { open: true } : {}) },
    h('summary', {}, t('mapKey.title')),
    h('p', { class: 'muted map-key-hint' }, t('mapKey.hint')),
    h(
      'ul',
      {},
      LINES.map(([key, sample]) => h('li', { 'data-key': key }, s('svg', { width: 28, height: 18, viewBox: '-2 0 28 18', 'aria-hidden': 'true' }, sample()), h('span', {}, t(key)))),
    ),
  );
}
