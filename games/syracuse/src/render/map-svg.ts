/**
 * The Syracuse map as SVG (pure; shared with any board): a reconstructed coastline of the
 * Syracuse area traced from known coordinates (Ortygia, the Little and Great Harbours, the
 * Plemmyrion, the Anapos mouth, Epipolai, Thapsos), with the zone graph of `data/map.ts` drawn
 * over it. RECONSTRUCTED: every point below is approximate (±300 m) and chosen for this drawing;
 * the printed map is lost (`syracuse LOST.map`).
 */
import { EDGES, FORTS, WALLS, ZONE, ZONES } from '../data/map.ts';

export type LatLon = [number, number];

/** Mainland coast, north-west corner of the frame round to its south-west corner (lat, lon). */
export const MAINLAND: LatLon[] = [
  [37.175, 15.15], [37.175, 15.2], [37.163, 15.215], [37.158, 15.232], [37.162, 15.252], [37.152, 15.258], [37.146, 15.238],
  [37.134, 15.24], [37.122, 15.252], [37.11, 15.263], [37.101, 15.274], [37.104, 15.29], [37.1, 15.303], [37.09, 15.306],
  [37.079, 15.303], [37.072, 15.297], [37.069, 15.291], [37.066, 15.289], [37.063, 15.284], [37.062, 15.276], [37.064, 15.268],
  [37.06, 15.262], [37.055, 15.261], [37.049, 15.257], [37.042, 15.259], [37.038, 15.266], [37.039, 15.277], [37.044, 15.289],
  [37.047, 15.299], [37.043, 15.306], [37.034, 15.311], [37.022, 15.322], [37.008, 15.33], [37.0, 15.326], [37.0, 15.15],
];
/** Ortygia, the island of the old city (T16 with Achradina, `syracuse 3.1.6`). */
export const ORTYGIA: LatLon[] = [[37.0675, 15.2905], [37.0665, 15.2962], [37.061, 15.2985], [37.0545, 15.2965], [37.0525, 15.2935], [37.0565, 15.2895], [37.0635, 15.2885]];
/** The Epipolai plateau (high ground): Euryelos at its western apex, cliffs north and south. */
const EPIPOLAI: LatLon[] = [[37.095, 15.205], [37.101, 15.235], [37.099, 15.262], [37.09, 15.284], [37.08, 15.288], [37.072, 15.272], [37.072, 15.25], [37.082, 15.222]];
/** The Anapos, from the hills to its mouth in the Great Harbour. */
const ANAPOS: LatLon[] = [[37.07, 15.16], [37.066, 15.19], [37.061, 15.215], [37.057, 15.238], [37.056, 15.252], [37.0565, 15.2615]];

/** Where each zone's marker is drawn (reconstructed, see decisions.md "Map"). */
export const SITES: Record<string, LatLon> = {
  T1: [37.155, 15.19], T2: [37.133, 15.225], T3: [37.108, 15.262], T4: [37.09, 15.297], T5: [37.094, 15.265], T6: [37.085, 15.245],
  T7: [37.081, 15.283], T8: [37.093, 15.21], T9: [37.097, 15.237], T10: [37.078, 15.19], T11: [37.063, 15.24], T12: [37.078, 15.267],
  T13: [37.0715, 15.276], T14: [37.072, 15.247], T15: [37.065, 15.279], T16: [37.0675, 15.2935], T17: [37.0625, 15.267], T18: [37.048, 15.222],
  T19: [37.061, 15.2], T20: [37.03, 15.215], T21: [37.047, 15.247], T22: [37.012, 15.195], T23: [37.028, 15.245], T24: [37.052, 15.257],
  T25: [37.041, 15.254], T26: [37.029, 15.28], T27: [37.037, 15.302],
  M1: [37.168, 15.27], M2: [37.135, 15.275], M3: [37.113, 15.315], M4: [37.092, 15.33], M5: [37.068, 15.325], M6: [37.0705, 15.2985],
  M7: [37.0605, 15.2855], M8: [37.038, 15.33], M9: [37.0495, 15.2985], M10: [37.051, 15.281], M11: [37.044, 15.268], M12: [37.058, 15.27],
  Catane: [37.163, 15.182],
};

const W = 1300;
const LAT0 = 37.17;
const LAT1 = 37.0;
const LON0 = 15.17;
const LON1 = 15.345;
const KX = W / ((LON1 - LON0) * Math.cos((37.09 * Math.PI) / 180));
const H = Math.round((LAT0 - LAT1) * KX);
const px = ([lat, lon]: LatLon): [number, number] => [Math.round((lon - LON0) * Math.cos((37.09 * Math.PI) / 180) * KX * 10) / 10, Math.round((LAT0 - lat) * KX * 10) / 10];
const path = (pts: LatLon[], close = true) => `M${pts.map((p) => px(p).join(',')).join('L')}${close ? 'Z' : ''}`;

const FILL: Record<string, string> = { clear: '#f3e7c4', high: '#d9b77a', fortified: '#b9b0a3', sea: '#9cc3e0', protected: '#6fa3cf', port: '#4f82b3', offmap: '#e0e0e0' };

/** The SVG text of the map; `names` gives each zone's label (catalog names), ids when absent. */
export function mapSvg(names: Record<string, string> = {}): string {
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="sans-serif">`);
  out.push(`<rect width="${W}" height="${H}" fill="#bcd8ec"/>`);
  out.push(`<path d="${path(MAINLAND)}" fill="#efe6cf" stroke="#6b5a3a" stroke-width="1.5"/>`);
  out.push(`<path d="${path(ORTYGIA)}" fill="#efe6cf" stroke="#6b5a3a" stroke-width="1.5"/>`);
  out.push(`<path d="${path(EPIPOLAI)}" fill="#d9b77a" fill-opacity="0.55" stroke="#8a6a33" stroke-dasharray="5 3"/>`);
  out.push(`<path d="${path(ANAPOS, false)}" fill="none" stroke="#3d7fc0" stroke-width="3"/>`);
  // the zone graph: adjacency, rivers crossed, canal, chains
  for (const e of EDGES) {
    const a = SITES[e.a];
    const b = SITES[e.b];
    if (!a || !b) continue;
    const [x1, y1] = px(a);
    const [x2, y2] = px(b);
    const style = e.chains ? 'stroke="#222" stroke-width="4" stroke-dasharray="2 4"' : e.canal ? 'stroke="#1d4f80" stroke-width="3"' : e.river ? 'stroke="#3d7fc0" stroke-width="2" stroke-dasharray="6 3"' : ZONE[e.a]!.kind === ZONE[e.b]!.kind ? 'stroke="#7a7a7a" stroke-width="1"' : 'stroke="#7a9ab5" stroke-width="0.8" stroke-dasharray="2 2"';
    out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" ${style}/>`);
  }
  // wall sites: a thick stroke across each boundary they run along (Athenian red, Syracusan purple)
  for (const w of WALLS) {
    for (const [a, b] of w.edges) {
      const [x1, y1] = px(SITES[a]!);
      const [x2, y2] = px(SITES[b]!);
      const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
      const [dx, dy] = [x2 - x1, y2 - y1];
      const len = Math.hypot(dx, dy) || 1;
      const [nx, ny] = [(-dy / len) * 12, (dx / len) * 12];
      out.push(`<line x1="${(mx - nx).toFixed(1)}" y1="${(my - ny).toFixed(1)}" x2="${(mx + nx).toFixed(1)}" y2="${(my + ny).toFixed(1)}" stroke="${w.side === 'ath' ? '#c0392b' : '#7d3c98'}" stroke-width="4"><title>${w.id}</title></line>`);
      out.push(`<text x="${(mx + nx + 2).toFixed(1)}" y="${(my + ny).toFixed(1)}" font-size="10" fill="${w.side === 'ath' ? '#c0392b' : '#7d3c98'}">${w.id}</text>`);
    }
  }
  for (const z of ZONES) {
    const site = SITES[z.id];
    if (!site) continue;
    const [x, y] = px(site);
    const r = z.kind === 'land' ? 15 : 13;
    out.push(`<g><circle cx="${x}" cy="${y}" r="${r}" fill="${FILL[z.terrain]}" stroke="#333" stroke-width="${z.owner ? 3 : 1}"/>`);
    out.push(`<text x="${x}" y="${y + 4}" font-size="11" text-anchor="middle" font-weight="bold">${z.id === 'Catane' ? 'Cat.' : z.id}</text>`);
    const name = names[`place.${z.id}`];
    if (name) out.push(`<text x="${x}" y="${y + r + 11}" font-size="9.5" text-anchor="middle" fill="#222">${escape(name)}</text>`);
    out.push('</g>');
  }
  for (const f of FORTS) {
    const [x, y] = px(SITES[f.zone]!);
    out.push(`<rect x="${x + 9}" y="${y - 19}" width="11" height="11" fill="${f.builtAtStart ? '#555' : 'none'}" stroke="#222" stroke-width="1.5"><title>${f.id}</title></rect>`);
  }
  out.push(`<text x="${W - 10}" y="${H - 12}" font-size="11" text-anchor="end" fill="#333">Syracuse 415–413 BC — coasts and zones reconstructed (docs/rules/syracuse/decisions.md)</text>`);
  out.push('</svg>');
  return out.join('\n');
}

function escape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
