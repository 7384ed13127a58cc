/**
 * Where the regions lie on the drawn board, and the seas and rivers around them: the board's
 * geometry as data, in degrees of longitude and latitude (the web client projects them).
 *
 * RECONSTRUCTED: the printed board (phalanxx §components.9, "l'Asie de l'Est et du Centre au
 * temps d'Alexandre le Grand, avec les villes et les oasis les plus importantes") is an image
 * absent from the rulebook extraction. Each region is placed at its city or oasis, or at the
 * heart of its satrapy for land regions, from historical geography (Issos, Tyros, Palmyra,
 * Tayma, Babylon, Susa, Persepolis, Yazd, Hekatompylos, Merv, Herat, Kandahar, Balkh, Taxila…);
 * a few land regions are nudged so that each region's drawn area borders every region it is
 * adjacent to in `boards.ts` (the web test `phalanxx-map.test.ts` checks it). The coasts and
 * rivers are a stylised outline, not a survey. See docs/rules/phalanxx/decisions.md, "Board".
 */
import type { BoardSide, RegionId } from '../types.ts';

/** A point: longitude east, latitude north, in degrees. */
export type LonLat = readonly [lon: number, lat: number];

export interface BoardGeometry {
  side: BoardSide['id'];
  /** Where each region's name, city or oasis and meeples are drawn. */
  sites: Record<RegionId, LonLat>;
  reconstructed: true;
}

const SITES_II_IV: Record<RegionId, LonLat> = {
  phrygia: [30.8, 39.2],
  cappadocia: [35.4, 39.2],
  armenia: [41.6, 39.8],
  cilicia: [34.9, 37.1],
  syria: [37.6, 35.6],
  phoenicia: [35.6, 33.2],
  palmyrene: [38.6, 34.0],
  arabia: [38.2, 28.2],
  assyria: [42.6, 36.6],
  babylonia: [44.2, 32.3],
  media: [49.4, 35.6],
  susiana: [48.4, 31.6],
  paraitakene: [51.4, 32.9],
  persis: [52.8, 29.6],
  ysatis: [55.0, 31.8],
  hyrcania: [54.8, 37.6],
  parthia: [55.2, 35.4],
  chorasmia: [59.8, 41.6],
  margiana: [61.6, 37.6],
  aria: [62.6, 34.4],
  carmania: [57.6, 28.4],
  drangiana: [61.4, 30.6],
  gedrosia: [62.2, 26.8],
  arachosia: [65.8, 31.4],
  bactria: [66.8, 36.6],
  sogdiana: [66.8, 40.0],
  paropamisadai: [68.2, 34.4],
  gandhara: [72.8, 34.2],
  pauravas: [73.4, 31.0],
  sindh: [68.6, 26.8],
};

const SITES_III: Record<RegionId, LonLat> = {
  phrygia: [33.4, 39.8],
  cilicia: [34.9, 37.1],
  armenia: [41.0, 39.4],
  syria: [37.6, 35.6],
  phoenicia: [35.6, 33.2],
  palmyrene: [38.6, 34.0],
  arabia: [38.2, 28.2],
  assyria: [42.6, 36.4],
  babylonia: [44.2, 32.3],
  media: [47.8, 35.6],
  susiana: [48.4, 31.4],
  persis: [52.6, 29.8],
  ysatis: [54.6, 32.6],
  parthia: [55.8, 36.4],
  margiana: [61.6, 37.8],
  aria: [61.0, 33.6],
  carmania: [57.6, 28.4],
  bactria: [66.8, 36.6],
  arachosia: [66.0, 31.2],
  gedrosia: [61.4, 27.0],
  gandhara: [71.8, 34.0],
};

export const GEOMETRY: Record<BoardSide['id'], BoardGeometry> = {
  'II/IV': { side: 'II/IV', sites: SITES_II_IV, reconstructed: true },
  III: { side: 'III', sites: SITES_III, reconstructed: true },
};

/** Seas drawn over the land, as closed outlines (stylised coasts). */
export const SEAS: readonly { id: string; outline: readonly LonLat[] }[] = [
  {
    id: 'mediterranean',
    outline: [[20, 30.5], [25, 31.4], [29, 31.0], [32.3, 31.2], [34.2, 31.3], [34.9, 32.5], [35.1, 33.1], [35.5, 33.9], [35.9, 34.6], [35.8, 35.5], [36.0, 36.1], [36.2, 36.7], [35.6, 36.6], [34.6, 36.8], [33.5, 36.2], [32.5, 36.1], [31.0, 36.8], [30.5, 36.7], [29.6, 36.2], [28.2, 36.6], [27.3, 37.4], [26.6, 38.4], [26.8, 39.4], [26.2, 40.0], [20, 40.5]],
  },
  {
    id: 'black-sea',
    outline: [[27.5, 41.3], [29.1, 41.2], [31.2, 41.1], [33.0, 41.9], [35.0, 42.0], [36.5, 41.3], [38.2, 40.9], [40.0, 40.9], [41.6, 41.6], [41.6, 42.6], [40.0, 43.5], [38.0, 44.5], [36.8, 45.2], [35.0, 45.1], [33.5, 44.5], [32.0, 45.4], [30.0, 46.0], [27.5, 46.0]],
  },
  {
    id: 'caspian',
    outline: [[47.2, 44.6], [47.5, 43.0], [47.8, 42.0], [48.6, 41.4], [49.2, 40.5], [49.5, 40.1], [49.0, 39.0], [48.9, 38.4], [49.1, 37.6], [50.3, 37.1], [51.5, 36.8], [53.0, 36.9], [54.0, 37.3], [53.9, 38.5], [53.2, 39.3], [53.6, 40.2], [52.8, 41.0], [52.8, 42.0], [52.0, 42.8], [51.3, 43.3], [50.8, 44.5], [51.5, 45.1], [53.0, 45.3], [53.0, 47.5], [47.0, 47.5]],
  },
  {
    id: 'aral',
    outline: [[58.2, 45.5], [59.5, 46.0], [61.2, 45.5], [61.5, 44.5], [60.0, 43.6], [58.5, 44.0]],
  },
  {
    id: 'gulf-and-erythraean',
    outline: [[48.0, 30.0], [49.0, 30.1], [50.1, 29.9], [50.8, 28.9], [51.4, 27.9], [52.5, 27.4], [54.0, 26.7], [55.5, 26.7], [56.3, 27.1], [57.0, 26.6], [57.3, 25.9], [58.5, 25.6], [61.5, 25.2], [64.0, 25.3], [66.5, 25.4], [67.5, 24.4], [68.4, 23.6], [69.2, 22.8], [70.3, 22.2], [72.6, 21.2], [76, 20], [76, 15], [55, 15], [59.8, 22.5], [58.7, 23.6], [57.2, 24.0], [56.4, 24.8], [56.3, 26.3], [55.4, 25.3], [54.2, 24.2], [52.0, 24.0], [51.6, 25.2], [51.2, 26.1], [50.2, 25.7], [49.6, 26.8], [48.8, 27.6], [48.2, 28.7], [47.9, 29.6]],
  },
  {
    id: 'red-sea',
    outline: [[32.4, 30.0], [32.6, 29.4], [33.6, 28.0], [34.3, 27.9], [34.9, 29.5], [35.0, 28.0], [36.0, 26.4], [37.3, 24.4], [38.5, 22.2], [39.3, 20.5], [40.5, 15], [36, 15], [36.8, 22.0], [35.6, 23.8], [34.2, 26.4], [33.2, 27.8]],
  },
];

/** Rivers drawn as lines (stylised courses): Euphrates, Tigris, Oxus, Indus. */
export const RIVERS: readonly { id: string; course: readonly LonLat[] }[] = [
  { id: 'euphrates', course: [[39.6, 39.7], [38.8, 38.6], [38.3, 37.2], [38.1, 36.2], [39.0, 35.9], [40.1, 35.2], [41.0, 34.4], [42.3, 33.9], [43.4, 33.2], [44.3, 32.4], [45.3, 31.3], [46.3, 30.9], [47.5, 30.6], [48.1, 30.0]] },
  { id: 'tigris', course: [[40.2, 38.3], [41.2, 37.5], [42.6, 36.9], [43.1, 36.3], [43.3, 35.3], [43.9, 34.2], [44.4, 33.3], [45.6, 32.5], [46.7, 31.4], [47.4, 31.0], [47.6, 30.6]] },
  { id: 'oxus', course: [[71.5, 37.0], [70.0, 37.3], [68.0, 37.2], [66.9, 37.6], [65.5, 38.2], [64.0, 39.0], [62.5, 40.5], [61.0, 41.8], [60.0, 42.6], [59.6, 43.6], [59.7, 44.4]] },
  { id: 'indus', course: [[75.5, 35.3], [73.6, 35.4], [72.3, 34.0], [71.6, 33.0], [71.4, 31.5], [70.9, 30.0], [70.3, 28.6], [69.0, 27.3], [68.3, 26.3], [68.1, 25.2], [67.6, 24.3]] },
];
