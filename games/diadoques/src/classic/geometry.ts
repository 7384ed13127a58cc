/**
 * Where the provinces of the standard Diplomacy map lie on the Earth — **reconstructed**.
 *
 * The board's own drawing is not public domain, so the map is redrawn from public-domain data:
 * the coastlines are Natural Earth 1:50m land (`world-atlas`, as for the Diadoques maps,
 * docs/maps/README.md), and each province is the Voronoi cell (among land sites, clipped to the
 * land; among sea sites, under the land) of the points below: `centre`, where its unit stands,
 * and `seeds` that pull the cell into the shape the printed board gives it. The points are
 * real-world longitudes and latitudes of the places the board names (cities for centres,
 * the regions' heartlands otherwise), chosen by hand so that provinces that border each other
 * in the map data (map-data.ts) touch on the drawing (`npx tsx
 * games/diadoques/scripts/render-classic-map.ts` prints where they do not).
 *
 * `coasts` places the fleet of a two-coast province on the coast it stands on. `NEUTRAL` are
 * land the board leaves out of play (Ireland, Iceland, the islands, the lands beyond the
 * edges): drawn, owned by no province.
 */

export type LonLat = readonly [number, number];

export interface ProvinceGeometry {
  centre: LonLat;
  seeds?: readonly LonLat[];
  /** Two-coast provinces: where a fleet on each coast stands (`nc`, `sc`, `ec`). */
  coasts?: Readonly<Record<string, LonLat>>;
  /** Where the abbreviation goes when not just below the unit. */
  label?: LonLat;
}

/** West, south, east, north (degrees): the frame of the drawing. */
export const CLASSIC_EXTENT: readonly [number, number, number, number] = [-22, 31, 46, 71];

export const LAND: Readonly<Record<string, ProvinceGeometry>> = {
  // British Isles
  cly: { centre: [-4.9, 57.1], seeds: [[-5.0, 58.0], [-4.6, 55.9], [-5.6, 56.4]] },
  edi: { centre: [-3.1, 56.2], seeds: [[-2.6, 57.3], [-2.6, 55.5], [-3.0, 58.5]] },
  lvp: { centre: [-2.8, 53.8], seeds: [[-2.9, 54.8], [-4.6, 55.0]] },
  yor: { centre: [-1.2, 53.9], seeds: [[-1.6, 54.9], [-1.5, 53.1]] },
  wal: { centre: [-3.7, 52.2], seeds: [[-4.2, 51.8], [-2.5, 52.5]] },
  lon: { centre: [-0.2, 51.6], seeds: [[0.9, 52.3], [-1.2, 51.3]] },
  // Scandinavia and Russia
  nwy: { centre: [9.0, 61.0], seeds: [[14.5, 66.2], [19.5, 69.2], [6.5, 59.2], [12.0, 63.8], [25.5, 70.3], [29.0, 69.9]] },
  swe: { centre: [15.5, 59.6], seeds: [[17.0, 63.0], [20.5, 66.5], [13.6, 56.6], [22.5, 68.2]] },
  fin: { centre: [26.0, 62.6], seeds: [[26.5, 66.5], [24.0, 60.6], [27.5, 67.8]] },
  stp: { centre: [33.0, 63.0], seeds: [[30.5, 59.7], [36.0, 67.3], [42.0, 64.5], [34.0, 60.5], [31.0, 68.9]], coasts: { nc: [37.0, 68.6], sc: [28.3, 60.1] } },
  mos: { centre: [38.0, 55.7], seeds: [[44.0, 57.0], [45.0, 53.0], [35.0, 57.5], [41.0, 58.8], [34.0, 54.8]] },
  lvn: { centre: [24.8, 57.0], seeds: [[27.5, 57.3], [23.5, 55.3], [27.0, 58.6]] },
  pru: { centre: [19.5, 54.0], seeds: [[21.5, 54.8], [17.0, 54.3]] },
  war: { centre: [21.0, 52.2], seeds: [[23.5, 51.6], [19.2, 51.8]] },
  ukr: { centre: [30.5, 49.6], seeds: [[26.5, 50.3], [35.0, 50.3], [28.6, 47.6]] },
  sev: { centre: [38.5, 47.3], seeds: [[34.0, 45.1], [44.0, 47.5], [42.0, 50.5], [40.5, 44.2], [36.5, 45.6], [30.6, 46.2]] },
  // Central Europe
  kie: { centre: [9.6, 53.6], seeds: [[9.5, 54.6], [8.2, 52.6]] },
  ber: { centre: [13.4, 52.6], seeds: [[12.8, 53.9]] },
  mun: { centre: [11.3, 48.6], seeds: [[9.2, 48.5], [10.8, 50.3]] },
  ruh: { centre: [7.3, 51.0], seeds: [[7.0, 50.1]] },
  sil: { centre: [17.0, 51.0], seeds: [[15.8, 51.6]] },
  boh: { centre: [14.6, 49.7] },
  tyr: { centre: [11.5, 47.0], seeds: [[13.5, 47.2], [10.3, 46.6], [13.2, 47.9]] },
  vie: { centre: [16.2, 48.0], seeds: [[15.5, 47.1]] },
  gal: { centre: [24.0, 49.3], seeds: [[20.5, 49.8], [26.0, 48.4]] },
  bud: { centre: [19.5, 47.0], seeds: [[22.0, 47.3], [18.0, 46.3]] },
  tri: { centre: [15.4, 45.1], seeds: [[17.5, 44.0], [13.8, 45.7], [18.8, 43.0]] },
  den: { centre: [9.3, 56.0], seeds: [[12.0, 55.5], [10.0, 57.2], [8.6, 55.4]] },
  hol: { centre: [5.6, 52.3] },
  bel: { centre: [4.5, 50.6] },
  swi: { centre: [8.2, 46.8] },
  // France and Iberia
  pic: { centre: [2.3, 50.1] },
  par: { centre: [2.0, 48.3], seeds: [[1.0, 47.3]] },
  bre: { centre: [-2.9, 48.1], seeds: [[-0.6, 48.9], [-1.5, 47.4]] },
  bur: { centre: [5.0, 47.3], seeds: [[5.6, 49.0], [3.4, 46.3]] },
  gas: { centre: [-0.4, 44.5], seeds: [[0.5, 46.0], [0.8, 44.2]] },
  mar: { centre: [5.0, 43.8], seeds: [[3.2, 43.6], [6.4, 44.8], [2.5, 42.9], [3.0, 43.2]] },
  spa: { centre: [-3.7, 40.4], seeds: [[0.0, 41.6], [-5.5, 37.8], [-2.0, 38.5], [-4.5, 42.6]], coasts: { nc: [-5.5, 43.3], sc: [-0.9, 38.2] } },
  por: { centre: [-8.0, 39.8], seeds: [[-8.0, 41.5], [-8.0, 37.5]] },
  naf: { centre: [1.5, 34.6], seeds: [[-6.0, 32.8], [6.0, 34.5], [-3.0, 34.5], [-8.0, 30.5], [3.0, 32.0]] },
  tun: { centre: [9.6, 34.8], seeds: [[9.8, 36.6]] },
  // Italy
  pie: { centre: [7.8, 45.0], seeds: [[8.3, 44.2]] },
  ven: { centre: [11.6, 45.5], seeds: [[11.5, 44.7], [12.8, 43.8]] },
  tus: { centre: [11.0, 43.4] },
  rom: { centre: [12.8, 42.0], seeds: [[12.2, 42.5]] },
  apu: { centre: [16.0, 41.2], seeds: [[14.9, 41.9], [17.8, 40.5], [14.2, 42.5]] },
  nap: { centre: [15.6, 39.6], seeds: [[14.5, 40.8], [14.2, 37.5], [16.3, 38.6]] },
  // Balkans and Asia Minor
  ser: { centre: [20.8, 43.8], seeds: [[20.0, 44.6], [21.6, 42.7]] },
  alb: { centre: [20.0, 41.2], seeds: [[19.6, 42.2]] },
  gre: { centre: [22.0, 39.3], seeds: [[22.3, 37.5], [23.6, 40.6]] },
  bul: { centre: [25.0, 42.7], seeds: [[27.0, 43.3], [24.8, 41.5]], coasts: { ec: [27.8, 42.9], sc: [24.6, 40.9] } },
  rum: { centre: [25.5, 45.6], seeds: [[28.4, 45.1], [23.0, 45.5]] },
  con: { centre: [28.6, 41.2], seeds: [[26.7, 41.6], [29.9, 40.4]] },
  ank: { centre: [33.8, 40.8], seeds: [[37.8, 40.6], [31.5, 40.9]] },
  smy: { centre: [30.0, 38.4], seeds: [[27.5, 38.4], [34.0, 38.3], [36.5, 37.5], [32.5, 36.8]] },
  arm: { centre: [42.3, 40.4], seeds: [[40.0, 39.8], [44.0, 39.5], [43.0, 41.5]] },
  syr: { centre: [37.6, 35.2], seeds: [[40.5, 36.5], [36.8, 33.5], [42.0, 34.5]] },
};

export const SEA: Readonly<Record<string, ProvinceGeometry>> = {
  nao: { centre: [-19.0, 56.5], seeds: [[-15.0, 62.0], [-24.0, 52.0], [-12.0, 55.5], [-19.0, 49.5], [-28.0, 60.0], [-6.8, 55.7]] },
  nwg: { centre: [1.0, 66.0], seeds: [[-8.0, 64.5], [8.0, 68.0], [15.0, 71.5], [-3.0, 61.5], [-12.0, 69.0]] },
  bar: { centre: [36.0, 71.8], seeds: [[25.0, 72.5], [45.0, 70.5], [31.5, 70.0]] },
  nth: { centre: [3.0, 56.0], seeds: [[2.0, 59.0], [4.0, 54.0], [1.5, 53.2], [0.0, 57.5], [7.0, 56.4], [2.6, 51.8]] },
  ska: { centre: [9.2, 58.1], seeds: [[11.3, 57.3]] },
  hel: { centre: [7.7, 54.3], seeds: [[6.3, 53.9], [8.2, 54.8]] },
  bal: { centre: [18.0, 55.5], seeds: [[15.0, 55.0], [20.5, 57.5], [13.0, 54.5], [19.2, 58.8]] },
  bot: { centre: [20.5, 62.5], seeds: [[23.5, 64.8], [25.5, 59.9], [21.5, 60.3], [22.6, 59.6]] },
  eng: { centre: [-2.5, 49.9], seeds: [[0.8, 50.5], [-5.3, 49.5], [1.7, 50.95]] },
  iri: { centre: [-5.6, 51.7], seeds: [[-5.0, 53.8], [-8.5, 51.0]] },
  mao: { centre: [-15.0, 44.5], seeds: [[-10.0, 41.0], [-12.0, 35.5], [-8.0, 46.0], [-18.0, 40.0], [-7.0, 36.0], [-6.2, 35.9], [-4.5, 46.0], [-6.0, 47.6]] },
  wes: { centre: [2.8, 38.6], seeds: [[-1.5, 36.5], [6.0, 38.3], [-4.0, 36.2], [-5.0, 35.95]] },
  lyo: { centre: [5.0, 42.0], seeds: [[8.3, 43.6], [3.5, 41.0], [9.6, 43.5]] },
  tys: { centre: [11.7, 40.3], seeds: [[13.0, 39.0], [11.0, 41.3]] },
  ion: { centre: [18.5, 36.8], seeds: [[15.5, 35.0], [21.0, 35.5], [19.0, 38.8], [12.5, 33.8], [19.3, 39.7]] },
  adr: { centre: [15.6, 43.0], seeds: [[13.2, 44.7], [18.0, 41.6], [18.8, 40.7]] },
  aeg: { centre: [25.0, 38.4], seeds: [[24.5, 36.2], [25.5, 40.2]] },
  eas: { centre: [31.0, 34.2], seeds: [[27.0, 34.5], [34.5, 35.6], [29.5, 35.8]] },
  bla: { centre: [34.0, 43.2], seeds: [[31.0, 44.2], [38.5, 42.8], [29.8, 42.6], [36.0, 44.5]] },
};

/** Land drawn but out of play. */
export const NEUTRAL: readonly LonLat[] = [
  [-8.0, 53.3], [-7.0, 54.6], [-9.5, 52.0], // Ireland
  [-18.5, 64.8], [-15.0, 65.0], // Iceland
  [9.0, 42.2], [9.0, 40.0], // Corsica, Sardinia
  [2.9, 39.6], // Balearics
  [24.9, 35.2], [33.2, 35.1], // Crete, Cyprus
  [5.0, 28.5], [-3.0, 28.0], [12.0, 30.5], [15.0, 31.5], [20.0, 31.0], [25.0, 30.5], [30.0, 30.2], // Africa beyond the coast
  [45.0, 36.5], [44.0, 33.0], [37.0, 31.0], // beyond Syria
  [46.5, 42.0], [47.0, 44.5], // the Caspian shore
  [48.5, 50.0], [49.0, 55.0], [48.0, 60.0], [48.0, 66.0], // beyond Moscow
  [16.5, 78.0], // Svalbard
];
