/**
 * SVG map renderer of Les Diadoques and Diadokhoi: pure TypeScript, no DOM, no Node APIs, so
 * that the CLI (`diadochi map <ruleset> --svg FILE`) and the web client share it.
 *
 * - `renderMapSvg(map, options)` returns the whole map as one SVG string (same data and
 *   options ⇒ the same bytes);
 * - `mapLayout(map, options)` gives the viewBox and, for every space, where its label is and
 *   where a unit token goes, so the client can draw units and order arrows on top.
 */
import type { GameMap } from '../map/types.ts';
import { computeLayout } from './layout.ts';
import type { LayoutOptions, MapLayout } from './layout.ts';

export { renderMapSvg, DEFAULT_LAYERS } from './render.ts';
export type { Layers, RenderOptions } from './render.ts';
export type { Language, LayoutOptions, MapLayout, SpaceAnchor } from './layout.ts';
export type { Pt } from './svg.ts';
export { layoutReport } from './diagnostics.ts';
export type { LayoutReport } from './diagnostics.ts';

/** The projection's anchors and viewBox of a map, for drawing on top of its SVG. */
export function mapLayout(map: GameMap, options: LayoutOptions = {}): MapLayout {
  const l = computeLayout(map, options);
  return { ruleset: l.ruleset, language: l.language, width: l.width, height: l.height, viewBox: l.viewBox, anchors: l.anchors, project: l.project };
}
