/**
 * Where the drawing and the data disagree: land borders of the data whose two provinces do
 * not touch on the drawn map, and provinces that touch on the map without a land border in
 * the data (often right: a mountain or a sea between them; worth a look all the same). For
 * whoever tunes centres and seeds; the game itself only reads the data.
 */
import type { GameMap } from '../map/types.ts';
import { computeLayout, pairKey } from './layout.ts';
import type { LayoutOptions } from './layout.ts';

export interface LayoutReport {
  /** `a|b`: a land border in the data (not across a strait), but the two shapes do not touch. */
  missing: string[];
  /** `a|b`: the shapes touch on land, but the data has no land border between them. */
  unexpected: string[];
}

export function layoutReport(map: GameMap, options: LayoutOptions = {}): LayoutReport {
  const l = computeLayout(map, options);
  const drawn = new Set<string>();
  for (const line of l.landCells.borders) {
    if (line.a === '' || line.b === '') continue;
    // Touching means sharing a stretch of border on land (5 px at least), not only across the sea.
    let onLand = 0;
    for (let i = 0; i < line.points.length - 1; i++) {
      const [p, q] = [line.points[i]!, line.points[i + 1]!];
      if (l.landIndex.contains([(p[0] + q[0]) / 2, (p[1] + q[1]) / 2])) onLand += Math.hypot(q[0] - p[0], q[1] - p[1]);
    }
    if (onLand >= 5 * l.size.s) drawn.add(pairKey(line.a, line.b));
  }
  const land = map.borders.filter((b) => b.kind === 'land');
  const data = new Set(land.map((b) => pairKey(b.a, b.b)));
  const overWater = new Set(land.filter((b) => b.strait).map((b) => pairKey(b.a, b.b)));
  return {
    missing: [...data].filter((k) => !drawn.has(k) && !overWater.has(k)).sort(),
    unexpected: [...drawn].filter((k) => !data.has(k)).sort(),
  };
}
