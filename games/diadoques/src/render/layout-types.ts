/**
 * The shapes of a computed map layout, apart from the code that computes it (`layout.ts`) so
 * the drawing modules (`mountains.ts`, `legend.ts`) can name them without an import cycle.
 */
import type { GeoPermissibleObjects } from 'd3-geo';
import type { GameMap, LonLat, SpaceId } from '../map/types.ts';
import type { BorderLine, Diagram } from './cells.ts';
import type { LandIndex } from './coast.ts';
import type { Language, PlacedLabel, SymbolMark } from './labels.ts';
import type { Frame } from './projection.ts';
import type { Sizes } from './style.ts';
import type { Pt } from './svg.ts';

export interface LayoutOptions {
  /** Width of the map in pixels (the SVG's viewBox width). Default 1600. */
  width?: number;
  /** Language of labels; default French for `diadoques`, English for `diadokhoi`. */
  language?: Language;
  /** Coastline to draw instead of Natural Earth 1:50m (GeoJSON, e.g. a coarser one). */
  land?: GeoPermissibleObjects;
  /** Provinces reach this far (km) from their centre and seeds; beyond lies neutral land. */
  landReachKm?: number;
  /** Seas reach this far (km) from their centre and seeds; beyond lies neutral sea. */
  seaReachKm?: number;
  /**
   * Magnify the most crowded part of the map (the Aegean) so that every province has room
   * for its label and a unit: `true` (default) chooses the lens from the data, `false` draws
   * the plain projection.
   */
  lens?: boolean;
}

/** Where the web client draws on a space. */
export interface SpaceAnchor {
  /** Centre of the label text (abbreviation for provinces and seas, name for citadels). */
  label: Pt;
  /** Where a unit token stands: the space's centre, or the citadel symbol. */
  unit: Pt;
}

export interface Arrow {
  from: Pt;
  to: Pt;
  /** The border (access) or the town (fleet building) it stands for. */
  citadel?: SpaceId;
  town?: string;
  sea: SpaceId;
}

export interface RouteMark {
  kind: 'canal' | 'towpath' | 'arabia' | 'strait';
  a: SpaceId;
  b: SpaceId;
  points: Pt[];
  name?: string;
}

export interface MapLayout {
  ruleset: GameMap['ruleset'];
  language: Language;
  width: number;
  height: number;
  /** `0 0 width height`. */
  viewBox: string;
  /** Label and unit anchors of every space (provinces, seas, citadels). */
  anchors: Record<SpaceId, SpaceAnchor>;
  /** Projects a [lon, lat] into the map's pixels. */
  project(p: LonLat): Pt;
}

/** The full layout the SVG writer uses. */
export interface FullLayout extends MapLayout {
  map: GameMap;
  frame: Frame;
  size: Sizes;
  landRings: Pt[][];
  landIndex: LandIndex;
  landCells: Diagram;
  seaCells: Diagram;
  labels: PlacedLabel[];
  symbols: SymbolMark[];
  accessArrows: Arrow[];
  buildArrows: Arrow[];
  routes: RouteMark[];
  /** Land borders between two spaces, keyed `a|b` with a < b. */
  landBorders: Map<string, BorderLine[]>;
}
