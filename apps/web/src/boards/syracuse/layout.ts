/**
 * Where the board draws each zone. The printed map is lost and the engine's map data gives
 * only schematic kilometre positions (games/syracuse/src/data/map.ts), too crowded around the
 * Great Harbour for counters; so the board lays the zones out on a grid that keeps their
 * compass order (north up, the city east, the Anapos and the harbour south) and draws every
 * adjacency of the data as a line, rivers, walls, the canal and the chains on those lines.
 * Display only: the rules read the engine's adjacency, never these positions.
 */

/** Grid cell of each zone: column (west → east), row (north → south). */
export const CELL: Readonly<Record<string, readonly [number, number]>> = {
  Catane: [0, 0], M1: [2, 0], M2: [4, 0],
  T1: [0, 1], T2: [2, 1], T3: [4, 1], M3: [6, 1],
  T8: [0, 2], T9: [1, 2], T5: [3, 2], T4: [6, 2], M4: [7, 2],
  T10: [0, 3], T6: [2, 3], T12: [3, 3], T7: [5, 3], M5: [7, 3],
  T19: [0, 4], T14: [2, 4], T13: [4, 4], T16: [5, 4], M6: [6, 4],
  T18: [1, 5], T11: [2, 5], T17: [3, 5], T15: [4, 5], M7: [5, 5], M9: [6, 5],
  T20: [0, 6], T21: [1, 6], T24: [2, 6], M12: [3, 6], M10: [4, 6],
  T22: [0, 7], T25: [2, 7], M11: [3, 7], T27: [5, 7], M8: [7, 7],
  T23: [1, 8], T26: [4, 8],
};

export const COL_W = 128;
export const ROW_H = 112;
export const BOX_W = 118;
export const BOX_H = 102;
export const MAP_W = 8 * COL_W;
export const MAP_H = 9 * ROW_H;

/** The centre of a zone's box, in map units. */
export function centre(zone: string): { x: number; y: number } {
  const [c, r] = CELL[zone] ?? [0, 0];
  return { x: c * COL_W + COL_W / 2, y: r * ROW_H + ROW_H / 2 };
}

/** Fill of a zone by its kind and terrain (the key under the map says which is which). */
export const TERRAIN_FILL: Readonly<Record<string, string>> = {
  clear: '#f3ead2',
  high: '#dcc39a',
  fortified: '#e8d7c0',
  sea: '#8fbfe0',
  protected: '#c4def0',
  port: '#c4def0',
  offmap: '#e4e4e4',
};
