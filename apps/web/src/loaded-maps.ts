/**
 * The pre-rendered maps the boot code loaded (board-loaders.ts `preloadBoard`), kept once they
 * have arrived, so that a board draws its map in the task that builds the page (issue 22). Apart
 * from board-loaders.ts, which imports the boards: the boards read this without a cycle.
 */
import type anyMap from 'virtual:diadochi-map/diadoques-en';

/** A map pre-rendered at build time, as its module exports it (env.d.ts). */
export type PrerenderedMap = typeof anyMap;

/** The maps asked for by `preloadBoard`, by ruleset: a map board's adapter waits for its map. */
const mapLoads = new Map<string, Promise<unknown>>();
/** The maps loaded, by `<ruleset>-<language>`. */
const maps = new Map<string, PrerenderedMap>();

export function keepMap(key: string, load: Promise<{ default: PrerenderedMap }>): void {
  const ruleset = key.slice(0, key.indexOf('-'));
  mapLoads.set(
    ruleset,
    load.then(
      (m) => void maps.set(key, m.default),
      () => {}, // the board asks again and shows the failure
    ),
  );
}

/**
 * The map `<ruleset>-<language>` when it has been loaded, else null. A board that finds its map
 * here draws it in the task that builds the page, so the browser lays the page out and paints it
 * once, map included: another `import()` of the map, even loaded, answers in a later task, and the
 * browser painted the page without its map in between (73 ms of layout and paint on a loaded machine,
 * issue 22).
 */
export function loadedMap(key: string): PrerenderedMap | null {
  return maps.get(key) ?? null;
}

/** The load of a ruleset's map asked for by `keepMap`, settled (never rejected) once it ended; undefined when none was asked for. */
export function mapLoading(ruleset: string): Promise<unknown> | undefined {
  return mapLoads.get(ruleset);
}
