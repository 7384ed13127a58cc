import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { boardPreloads } from './src/build/board-preloads.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = join(here, '..', '..');
const PREFIX = 'virtual:diadochi-map/';

/**
 * `import map from 'virtual:diadochi-map/diadoques-fr'`: the map pre-rendered at build time
 * (SVG string and anchors). Rendering the coasts and cells takes seconds, which the page
 * must not spend; the map data never changes while a build runs.
 */
function prerenderedMaps(): Plugin {
  const cache = new Map<string, string>();
  return {
    name: 'diadochi-prerendered-maps',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const key = id.slice(PREFIX.length + 1);
      const [ruleset, language] = key.split('-');
      if (!cache.has(key)) {
        const dir = mkdtempSync(join(tmpdir(), 'diadochi-map-'));
        const file = join(dir, 'map.json');
        try {
          execFileSync(process.execPath, ['--import', 'tsx', join(here, 'src/build/prerender-map.ts'), ruleset!, language!, file], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
          cache.set(key, readFileSync(file, 'utf8'));
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
      return `export default ${cache.get(key)};`;
    },
  };
}

/**
 * Writes `<link rel="modulepreload">` for the app shell (the chunk of src/app.ts) and the chunks it imports
 * into index.html: the boot script (src/main.ts) imports the shell dynamically, after it has asked
 * for a game page's data and board, and the browser fetches the shell (and its styles) meanwhile
 * instead of after the boot script ran (issue 22: first map paint).
 */
function preloadAppShell(): Plugin {
  return {
    name: 'diadochi-preload-app-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const shell = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/app.ts')));
        if (!shell) throw new Error('diadochi-preload-app-shell: no chunk for src/app.ts');
        const entry = ctx.chunk;
        const loaded = new Set([...(entry ? [entry.fileName, ...entry.imports] : [])]);
        const files: string[] = [];
        const visit = (file: string): void => {
          if (loaded.has(file)) return;
          loaded.add(file);
          files.push(file);
          for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) visit(dep);
        };
        visit(shell.fileName);
        // Their styles too (the import would wait for them): linked as the entry's are.
        const styles = files.flatMap((file) => [...(chunks.find((c) => c.fileName === file)?.viteMetadata?.importedCss ?? [])]);
        return [
          ...styles.map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/** A source module of a workspace package (not the web app's own: its CSS imports are side effects). */
const WORKSPACE_SOURCE = /\/(?:games|packages)\/[^/]+\/src\/.*\.ts$/;

/** Where Syracuse's board geometry is computed when its module loads (`export const BOARD = buildBoard()`). */
const SYRACUSE_GEOMETRY = /\/games\/syracuse\/src\/render\/board-geometry\.ts$/;
const SYRACUSE_BOARD = /export const BOARD(?:: BoardGeometry)? = buildBoard\(\);/;

/**
 * Syracuse's board geometry computed at build time (src/build/syracuse-board.ts) and compiled in
 * place of its computation, so the page does not spend 30–140 ms on it before the first paint
 * (issue 22). The geometry is the same data: a deterministic function of the package's constants.
 * If the package no longer computes it that way, the build warns and keeps the code as it is.
 */
function precomputedSyracuseBoard(): Plugin {
  let json: string | null = null;
  return {
    name: 'diadochi-syracuse-board',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SYRACUSE_GEOMETRY.test(id)) return null;
      if (!SYRACUSE_BOARD.test(code)) {
        this.warn('games/syracuse/src/render/board-geometry.ts no longer has `export const BOARD = buildBoard();`: the board is computed in the browser');
        return null;
      }
      if (json === null) {
        const dir = mkdtempSync(join(tmpdir(), 'diadochi-syracuse-'));
        const file = join(dir, 'board.json');
        try {
          execFileSync(process.execPath, ['--import', 'tsx', join(here, 'src/build/syracuse-board.ts'), file], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
          json = readFileSync(file, 'utf8');
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
      return { code: code.replace(SYRACUSE_BOARD, `export const BOARD: BoardGeometry = JSON.parse(${JSON.stringify(json)});`), map: null };
    },
  };
}

/** The client's shared code: its own modules and the kernel's… */
const SHELL = /[\\/](?:apps[\\/]web[\\/]src|packages[\\/]kernel[\\/]src)[\\/]/;
/** The boot script's modules (src/main.ts and what it imports). */
const BOOT = /[\\/]apps[\\/]web[\\/]src[\\/](?:early|board-loaders|loaded-maps|invites|lang-pref|router)\.ts$/;
/** …but for the boot script's modules, each game's board and the build-time tools. */
const NOT_SHELL = /[\\/]apps[\\/]web[\\/]src[\\/](?:(?:main|early|board-loaders|loaded-maps|invites|lang-pref|router)\.ts$|styles\.css$|build[\\/]|boards[\\/](?:diadoques|classic|phalanxx|syracuse|successors|generic)(?:[\\/]|\.ts$))/;

/** What is worth compressing: text, above a size where the headers would outweigh the gain. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes `x.br` and `x.gz` beside every compressible file of the build: the judge server serves
 * them to browsers that accept them (@fastify/static `preCompressed`), so nothing is
 * compressed per request and the CPU goes to the games (issue 17 item 13).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'diadochi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): void => {
        for (const e of readdirSync(dir, { withFileTypes: true })) {
          const file = join(dir, e.name);
          if (e.isDirectory()) walk(file);
          else if (COMPRESSIBLE.test(e.name) && statSync(file).size >= MIN_BYTES) {
            const data = readFileSync(file);
            writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }));
            writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
          }
        }
      };
      walk(outDir);
    },
  };
}

export default defineConfig({
  root: here,
  base: '/',
  plugins: [prerenderedMaps(), precomputedSyracuseBoard(), preloadAppShell(), boardPreloads(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      // The game packages (games/*, packages/*) run nothing when a module loads: only what the
      // client imports from them is kept, so a page loads its game's order reader and checks,
      // not the whole package with its bots and map renderer (issue 22: first paint).
      treeshake: { moduleSideEffects: [{ test: WORKSPACE_SOURCE, sideEffects: false }] },
      output: {
        // The client's shared code (pages, panels, the kernel) in one chunk that every page
        // loads, not a dozen small ones the automatic split makes (each a request, 6 at a time
        // over HTTP/1.1); the boot script (src/main.ts and what it imports) and each game's
        // board stay apart, so a game page still loads its own game only (issue 22).
        codeSplitting: {
          groups: [
            // Modules both the boot script and the shell import would otherwise go into the shell, which the boot script would then wait for.
            { name: 'boot', test: BOOT, priority: 1 },
            { name: 'shell', test: (id: string) => SHELL.test(id) && !NOT_SHELL.test(id) },
          ],
        },
        // Each game's player texts per language get their own named chunk (`rules-diadoques-players-fr-….js`),
        // so a page loads only its language's and a test can tell them apart (issue 17 items 10, 13).
        chunkFileNames(chunk) {
          const m = /docs\/rules\/([a-z]+)\/(players|how-to-play)\.([a-z]{2})\./.exec(chunk.facadeModuleId ?? '');
          return m ? `assets/rules-${m[1]}-${m[2]}-${m[3]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    fs: { allow: [repo] },
    proxy: { '/api': { target: 'http://localhost:8080', ws: true } },
  },
});
