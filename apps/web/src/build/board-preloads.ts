/**
 * What a game page of each ruleset loads before its map can be drawn, written by the build into
 * `board-preloads.json` beside index.html so that the judge can name it in the page it serves for
 * `/games/:id` (apps/server/src/http/page-preloads.ts): the board's code, its styles and the map
 * of the visitor's language then download beside the boot script instead of after the game's
 * view has named the ruleset — one round trip fewer before the map (issue 22: first paint).
 * Build-time code (vite.config.ts); the page itself still loads all of it through
 * src/board-loaders.ts, which these entries must follow.
 */
import type { Plugin } from 'vite';

/** A ruleset's board module (under src/), its pre-rendered maps by language (`virtual:diadochi-map/…`) and its map picture by language (a file under the repository). */
export interface BoardSource {
  board: string;
  maps?: { en: string; fr: string };
  pictures?: { en: string; fr: string };
}

/** As src/board-loaders.ts loads them (`loaders` and `preloadBoard`). */
export const BOARD_SOURCES: Record<string, BoardSource> = {
  diadoques: { board: 'src/boards/diadoques/index.ts', maps: { en: 'diadoques-en', fr: 'diadoques-fr' } },
  diadokhoi: { board: 'src/boards/diadoques/index.ts', maps: { en: 'diadokhoi-en', fr: 'diadokhoi-fr' } },
  // The standard map has one language.
  classic: { board: 'src/boards/classic.ts', maps: { en: 'classic-en', fr: 'classic-en' } },
  phalanxx: { board: 'src/boards/phalanxx/index.ts' },
  syracuse: { board: 'src/boards/syracuse/index.ts' },
  successors: { board: 'src/boards/successors/index.ts', pictures: { en: 'docs/maps/successors.svg', fr: 'docs/maps/successors.fr.svg' } },
};

/** One ruleset's entry of `board-preloads.json`: paths under the web root, without the leading slash. */
export interface BoardPreload {
  /** Module chunks, in load order, that index.html does not already preload. */
  scripts: string[];
  styles: string[];
  /** The pre-rendered map's chunks by language. */
  maps?: { en: string[]; fr: string[] };
  /** The map picture by language. */
  pictures?: { en: string; fr: string };
}

export const BOARD_PRELOADS_FILE = 'board-preloads.json';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}
interface AssetLike {
  type: 'asset';
  fileName: string;
  originalFileNames?: string[];
}

/** The build step: reads the bundle's chunk graph and emits `board-preloads.json`. */
export function boardPreloads(): Plugin {
  return {
    name: 'diadochi-board-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const items = Object.values(bundle) as unknown as (ChunkLike | AssetLike)[];
      const chunks = items.filter((c): c is ChunkLike => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: string[], skip: Set<string>): string[] => {
        const out: string[] = [];
        const seen = new Set(skip);
        const visit = (file: string): void => {
          if (seen.has(file)) return;
          seen.add(file);
          out.push(file);
          for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
        };
        start.forEach(visit);
        return out;
      };
      // What index.html already loads or preloads: the entry's graph and the app shell's (vite.config.ts preloadAppShell).
      const shell = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/app.ts')));
      const loaded = new Set(closure([...chunks.filter((c) => c.isEntry).map((c) => c.fileName), ...(shell ? [shell.fileName] : [])], new Set()));
      const chunkOf = (test: (id: string) => boolean, what: string): ChunkLike => {
        const c = chunks.find((x) => x.moduleIds.some(test));
        if (!c) throw new Error(`diadochi-board-preloads: no chunk for ${what}`);
        return c;
      };
      const out: Record<string, BoardPreload> = {};
      for (const [ruleset, src] of Object.entries(BOARD_SOURCES)) {
        const scripts = closure([chunkOf((id) => id.endsWith(`/apps/web/${src.board}`), src.board).fileName], loaded);
        const styles = scripts.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
        const entry: BoardPreload = { scripts, styles };
        if (src.maps) {
          const mapFiles = (key: string) => closure([chunkOf((id) => id === `\0virtual:diadochi-map/${key}`, key).fileName], new Set([...loaded, ...scripts]));
          entry.maps = { en: mapFiles(src.maps.en), fr: mapFiles(src.maps.fr) };
        }
        if (src.pictures) {
          const assets = items.filter((a): a is AssetLike => a.type === 'asset');
          const picture = (path: string): string => {
            const a = assets.find((x) => (x.originalFileNames ?? []).some((n) => n.endsWith(path)));
            if (!a) throw new Error(`diadochi-board-preloads: no asset for ${path}`);
            return a.fileName;
          };
          entry.pictures = { en: picture(src.pictures.en), fr: picture(src.pictures.fr) };
        }
        out[ruleset] = entry;
      }
      this.emitFile({ type: 'asset', fileName: BOARD_PRELOADS_FILE, source: `${JSON.stringify(out, null, 1)}\n` });
    },
  };
}
