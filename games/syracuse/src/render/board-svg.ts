/**
 * The Syracuse board as one SVG text (pure, no DOM): the same reconstructed board the web client
 * draws (`board-geometry.ts`: the zones as areas whose borders are the adjacency of the map data,
 * on the warped coastline), with its terrain, the Anapos, the canal, the chains, the walls of
 * Syracuse, the wall sites of both sides numbered in their building order (`syracuse 5.4.5`), the
 * fort sites (the Olympieion built, `syracuse 5.3.1`), the camp site, the ports, Catane off the
 * map, the zone names in the reader's language and a key. Written to `docs/maps/syracuse*.svg`
 * by `npx diadochi map-syracuse --draw` (cli/draw.ts). RECONSTRUCTED: the printed map is lost
 * (`syracuse LOST.map`).
 */
import { EDGES, FORTS, WALLS, ZONE, ZONES } from '../data/map.ts';
import { BOARD, wallMarkerAt } from './board-geometry.ts';
import type { Pt } from './board-geometry.ts';
import { CATANE_BOX, SIDE_FILL, TERRAIN_FILL, wrapName } from './board-style.ts';

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const line = (p: Pt, q: Pt, style: string) => `<line x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}" ${style}/>`;

/**
 * The board's SVG. `names`: the game catalog's names in one language (`place.T16`, `fort.syke`,
 * `map.caption`, `map.key.*`); an id stands in for a missing name.
 */
export function boardSvg(names: Record<string, string>): string {
  const n = (k: string, fallback = k) => names[k] ?? fallback;
  const out: string[] = [];
  const { width: W, height: H } = BOARD;
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H + KEY_H}" width="${W}" height="${H + KEY_H}" font-family="DejaVu Sans, Verdana, sans-serif">`);
  out.push(`<title>${esc(n('map.caption'))}</title>`);
  out.push('<defs>');
  out.push(`<pattern id="high" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="14" height="14" fill="${TERRAIN_FILL.high}"/><line x1="0" y1="3" x2="14" y2="3" stroke="#a77f43" stroke-width="1.4" stroke-opacity="0.55"/></pattern>`);
  out.push('<pattern id="waves" width="40" height="18" patternUnits="userSpaceOnUse"><path d="M0,9 q10,-6 20,0 t20,0" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.2"/></pattern>');
  out.push('</defs>');
  out.push(`<rect width="${W}" height="${H}" fill="${TERRAIN_FILL.sea}"/>`);
  // sea zones, then the land under the land zones (no hairline of sea between two areas), then the land zones
  for (const z of ZONES.filter((x) => x.kind === 'sea')) {
    const d = BOARD.zones[z.id]!.d;
    out.push(`<path d="${d}" fill="${TERRAIN_FILL[z.terrain]}"/><path d="${d}" fill="url(#waves)"/>`);
  }
  for (const d of BOARD.land) out.push(`<path d="${d}" fill="${TERRAIN_FILL.clear}"/>`);
  for (const z of ZONES.filter((x) => x.kind === 'land')) out.push(`<path d="${BOARD.zones[z.id]!.d}" fill="${z.terrain === 'high' ? 'url(#high)' : TERRAIN_FILL[z.terrain]}"/>`);
  // borders: land dashed brown, sea dashed blue, the Anapos, the canal, the chains
  for (const b of Object.values(BOARD.borders)) {
    const e = EDGES.find((x) => pairKey(x.a, x.b) === pairKey(b.a, b.b));
    if (!e) continue;
    const sea = ZONE[b.a]!.kind === 'sea';
    const style = e.river
      ? 'stroke="#2a73c9" stroke-width="7" stroke-linecap="round"'
      : e.canal
        ? 'stroke="#173f6b" stroke-width="6" stroke-dasharray="3 4"'
        : e.chains
          ? 'stroke="#222" stroke-width="7" stroke-dasharray="3 5" stroke-linecap="round"'
          : sea
            ? 'stroke="#2f5f8a" stroke-width="1.6" stroke-dasharray="9 6" stroke-opacity="0.8"'
            : 'stroke="#7a6440" stroke-width="2" stroke-dasharray="10 3 2 3"';
    for (const [p, q] of b.segments) out.push(line(p, q, style));
  }
  for (const d of BOARD.land) out.push(`<path d="${d}" fill="none" stroke="#5a4526" stroke-width="3" stroke-linejoin="round"/>`);
  // the landward walls of Syracuse (`syracuse 3.1.6`, 5.2.7)
  for (const b of Object.values(BOARD.borders)) {
    if (b.a !== 'T16' && b.b !== 'T16') continue;
    for (const [p, q] of b.segments) out.push(line(p, q, 'stroke="#4b3a22" stroke-width="10" stroke-dasharray="10 5"'));
  }
  // wall sites, dashed in the builder's colour, numbered where the marker hides no stack (5.4.1, 5.4.5)
  for (const w of WALLS) {
    const segs = w.edges.flatMap(([a, b]) => BOARD.borders[pairKey(a, b)]?.segments ?? []);
    for (const [p, q] of segs) out.push(line(p, q, `stroke="${SIDE_FILL[w.side]}" stroke-width="8" stroke-dasharray="14 8" stroke-linecap="round"`));
    if (!segs.length) continue;
    const [x, y] = wallMarkerAt(w.id);
    const label = w.id.slice(1);
    const wd = label.length > 1 ? 40 : 30;
    out.push(`<g><title>${esc(n(`build.${w.id}`, w.id))}</title><rect x="${x - wd / 2}" y="${y - 14}" width="${wd}" height="28" rx="5" fill="#fffdf5" stroke="${SIDE_FILL[w.side]}" stroke-width="3.5" stroke-dasharray="5 3"/><text x="${x}" y="${y + 7}" text-anchor="middle" font-size="18" font-weight="800" fill="#1b1b1b">${label}</text></g>`);
  }
  // forts (the Olympieion built by Syracuse, the others sites), the camp site, the ports
  for (const z of ZONES) {
    if (z.kind === 'offmap') continue;
    const [x, y] = BOARD.zones[z.id]!.anchor;
    const syms: string[] = [];
    if (z.fort) {
      const f = FORTS.find((x) => x.id === z.fort)!;
      syms.push(`<g><title>${esc(n(`fort.${f.id}`))}</title><path d="M-9,-9h18v18h-18z M-13,-13h7v7h-7z M6,-13h7v7h-7z M6,6h7v7h-7z M-13,6h7v7h-7z" fill="${f.builtAtStart ? SIDE_FILL.syr : 'rgba(255,255,255,0.5)'}" stroke="#1b1b1b" stroke-width="2"${f.builtAtStart ? '' : ' stroke-dasharray="3 2"'}/></g>`);
    }
    if (z.id === 'T17') syms.push(`<g><title>${esc(n('build.camp'))}</title><path d="M-13,10v-14l3,-6l3,6v14z M-3,10v-14l3,-6l3,6v14z M7,10v-14l3,-6l3,6v14z" fill="rgba(255,255,255,0.5)" stroke="#1b1b1b" stroke-width="2" stroke-dasharray="3 2"/></g>`);
    if (z.terrain === 'port') syms.push(`<text y="8" text-anchor="middle" font-size="26" font-weight="700" fill="#1d3f66">⚓</text>`);
    const gap = z.id.startsWith('M') ? 24 : 26;
    syms.forEach((sym, i) => out.push(`<g transform="translate(${x + 20 + i * 40 - (syms.length * 40) / 2},${y - gap - 50}) scale(1.35)">${sym}</g>`));
  }
  // zone names on a light halo
  for (const z of ZONES) {
    if (z.kind === 'offmap') continue;
    const [x, y] = BOARD.zones[z.id]!.anchor;
    const lines = wrapName(n(`place.${z.id}`, z.id));
    const y0 = y - (z.id.startsWith('M') ? 24 : 26) - (lines.length - 1) * 19;
    const sea = z.kind === 'sea';
    const tspans = lines.map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : 19}">${esc(l)}</tspan>`).join('');
    out.push(`<text x="${x}" y="${y0}" text-anchor="middle" font-size="18" font-weight="700"${sea ? ' font-style="italic"' : ''} fill="${sea ? '#123a63' : '#2b2416'}" paint-order="stroke" stroke="${sea ? 'rgba(220,236,250,0.85)' : 'rgba(255,250,235,0.85)'}" stroke-width="4" stroke-linejoin="round">${tspans}</text>`);
  }
  // Catane, off the map, by sea from M1
  const c = CATANE_BOX;
  const m1 = BOARD.zones.M1!.anchor;
  out.push(line([c.x, c.y + c.h / 2], [m1[0] + 40, m1[1]], 'stroke="#2f5f8a" stroke-width="2.5" stroke-dasharray="10 6"'));
  out.push(`<rect x="${c.x}" y="${c.y}" width="${c.w}" height="${c.h}" rx="8" fill="${TERRAIN_FILL.offmap}" stroke="#6b5a3a" stroke-width="2" stroke-dasharray="8 5"/>`);
  out.push(`<text x="${c.x + c.w / 2}" y="${c.y + 20}" text-anchor="middle" font-size="18" font-weight="700" fill="#2b2416">${esc(n('place.Catane', 'Catane'))} ↗</text>`);
  out.push(keyBox(n));
  // compass
  const [cx, cy] = [W - 60, H - 90];
  out.push(`<path d="M${cx},${cy - 34}l10,30h-20z" fill="#5a4526"/><path d="M${cx},${cy + 26}l10,-30h-20z" fill="#fffdf5" stroke="#5a4526" stroke-width="1.5"/><text x="${cx}" y="${cy - 40}" text-anchor="middle" font-size="20" font-weight="700" font-family="serif" fill="#5a4526">N</text>`);
  out.push('</svg>');
  return out.join('\n');
}

/** Height of the band under the board that holds the key and the caption. */
const KEY_H = 160;

/** The key and the caption, in a band under the board (nothing of the board is hidden). */
function keyBox(n: (k: string, fallback?: string) => string): string {
  const [x0, y0] = [0, BOARD.height];
  const rows: [string, string][] = [
    [`<rect width="26" height="16" fill="${TERRAIN_FILL.clear}" stroke="#6b5a3a"/>`, 'map.key.clear'],
    [`<rect width="26" height="16" fill="url(#high)" stroke="#6b5a3a"/>`, 'map.key.high'],
    [`<rect width="26" height="16" fill="${TERRAIN_FILL.fortified}" stroke="#6b5a3a"/>`, 'map.key.fortified'],
    [`<rect width="26" height="16" fill="${TERRAIN_FILL.sea}" stroke="#6b5a3a"/>`, 'map.key.sea'],
    [`<rect width="26" height="16" fill="${TERRAIN_FILL.protected}" stroke="#6b5a3a"/>`, 'map.key.protected'],
    ['<line x1="0" y1="8" x2="26" y2="8" stroke="#2a73c9" stroke-width="6"/>', 'map.key.river'],
    ['<line x1="0" y1="8" x2="26" y2="8" stroke="#4b3a22" stroke-width="8" stroke-dasharray="6 3"/>', 'map.key.cityWall'],
    [`<line x1="0" y1="8" x2="26" y2="8" stroke="${SIDE_FILL.ath}" stroke-width="7" stroke-dasharray="9 4"/>`, 'map.key.wallAth'],
    [`<line x1="0" y1="8" x2="26" y2="8" stroke="${SIDE_FILL.syr}" stroke-width="7" stroke-dasharray="9 4"/>`, 'map.key.wallSyr'],
    ['<line x1="0" y1="8" x2="26" y2="8" stroke="#222" stroke-width="6" stroke-dasharray="3 4"/>', 'map.key.chains'],
    ['<path transform="translate(13,8) scale(0.8)" d="M-9,-9h18v18h-18z M-13,-13h7v7h-7z M6,-13h7v7h-7z M6,6h7v7h-7z M-13,6h7v7h-7z" fill="none" stroke="#1b1b1b" stroke-width="2"/>', 'map.key.fort'],
    ['<text x="13" y="15" text-anchor="middle" font-size="18" fill="#1d3f66">⚓</text>', 'map.key.port'],
  ];
  const colW = BOARD.width / 3;
  const body = rows.map(([sym, k], i) => `<g transform="translate(${x0 + 16 + Math.floor(i / 4) * colW},${y0 + 34 + (i % 4) * 24})">${sym}<text x="36" y="13" font-size="15" fill="#2b2416">${esc(n(k))}</text></g>`).join('');
  const caption = `<text x="${BOARD.width - 14}" y="${y0 + KEY_H - 12}" text-anchor="end" font-size="14" fill="#5b4a2e">${esc(n('map.caption'))}</text>`;
  return `<g><rect x="${x0}" y="${y0}" width="${BOARD.width}" height="${KEY_H}" fill="#faf6ec" stroke="#6b5a3a" stroke-width="2"/><text x="${x0 + 16}" y="${y0 + 22}" font-size="16" font-weight="700" fill="#2b2416">${esc(n('map.key'))}</text>${body}${caption}</g>`;
}
