/** Fixed numbers of the text about the map (not reconstructed). */
import type { PathKind, SpaceKind } from './types.ts';

/**
 * MP to cross a path (successors 9.3): land 1, mountain or strait 2, maritime 1 and
 * trans-Mediterranean 2 (naval movement only, successors 9.14).
 */
export const PATH_COST: Readonly<Record<PathKind, number>> = {
  land: 1,
  mountain: 2,
  strait: 2,
  maritime: 1,
  'trans-mediterranean': 2,
};

/** Paths that make two spaces adjacent (successors 2.7.1): land, mountain, strait. */
export const LAND_PATHS: readonly PathKind[] = ['land', 'mountain', 'strait'];
/** Paths of naval movement (successors 9.14). */
export const NAVAL_PATHS: readonly PathKind[] = ['maritime', 'trans-mediterranean'];

/** Forage limit (successors 9.1): a transit point 3 CUs, every other space 8. */
export const FORAGE_LIMIT: Readonly<Record<SpaceKind, number>> = {
  transit: 3,
  'minor-city': 8,
  'major-city': 8,
  fortress: 8,
};

/** Other MP costs (successors 9.3, 9.8, 15.1.1). */
export const REMOVE_CONTROL_COST = 2;
export const SIEGE_COST = 2;
/** CUs inside a major city (successors 9.7) and an army's minimum for sieges (15.1.1). */
export const MAX_INSIDE_CITY = 2;
export const MIN_SIEGE_CUS = 3;
/** Siege points to take a major city by CUs inside (successors 15.1.1), independent always 3. */
export const CITY_SIEGE_POINTS: readonly number[] = [1, 2, 3];
/** Submission points (successors 15.4): independent minor city 1, independent fortress 3. */
export const SUBMISSION_POINTS = { 'minor-city': 1, fortress: 3 } as const;
/** Naval movement limit per segment (successors 9.14). */
export const NAVAL_MAX_CUS = 8;
