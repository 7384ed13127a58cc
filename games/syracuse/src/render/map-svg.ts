/**
 * The geography under the Syracuse board (pure data): a reconstructed coastline of the Syracuse
 * area traced from known coordinates (Ortygia, the Little and Great Harbours, the Plemmyrion, the
 * Anapos mouth, Epipolai, Thapsos) and each zone's site. `board-geometry.ts` warps them into the
 * board; `board-svg.ts` draws it. RECONSTRUCTED: every point below is approximate (±300 m); the
 * printed map is lost (`syracuse LOST.map`).
 */

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
