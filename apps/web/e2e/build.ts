/**
 * The built client the browser tests serve: built once per run, before any test file starts
 * (`globalSetup` of apps/web/e2e/vitest.config.ts), never by each file — with several workers,
 * files building at once into one folder would clash, and a fresh clone paid the check in every file.
 * No import of the server or of vitest's hooks here: the global set-up runs in vitest's main process.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, loadConfigFromFile } from 'vite';
import type { PluginOption } from 'vite';
import { DIST, WEB } from './dist.ts';

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Written beside the build: whether its files were pre-compressed (`x.br`, `x.gz`). */
const STAMP = '.e2e-build.json';

export interface BuildOptions {
  /**
   * Pre-compress the files (the vite config's `diadochi-precompress`, brotli at its highest
   * quality: more than half of the build's time). The browser tests do not need it — the
   * compressed serving is proven by apps/server/test/static-serving.test.ts — and skip it; the
   * first-paint benchmark measures what users get, and keeps it (the default).
   */
  precompress?: boolean;
}

/**
 * Builds the tests' client into DIST (vite build) unless it is newer than every source file, the game
 * engines' included (the client runs them: order checks, result-sheet lines), and
 * pre-compressed when asked.
 */
export async function ensureBuilt(o: BuildOptions = {}): Promise<void> {
  const precompress = o.precompress ?? true;
  const index = join(DIST, 'index.html');
  // Every game's and package's sources and the rule texts the client bundles (docs/rules).
  const root = join(WEB, '../..');
  const packages = ['games', 'packages'].flatMap((ws) => readdirSync(join(root, ws)).map((p) => join(root, ws, p, 'src')));
  const engines = [...packages, join(root, 'docs/rules')].filter((d) => existsSync(d));
  const sources = Math.max(newest(join(WEB, 'src')), ...engines.map(newest), statSync(join(WEB, 'index.html')).mtimeMs, statSync(join(WEB, 'vite.config.ts')).mtimeMs);
  if (existsSync(index) && statSync(index).mtimeMs > sources && (!precompress || wasPrecompressed())) return;
  const configFile = join(WEB, 'vite.config.ts');
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, configFile);
  if (!loaded) throw new Error(`cannot read ${configFile}`);
  const plugins = (loaded.config.plugins ?? []).flat(Infinity as 1) as PluginOption[];
  const kept = precompress ? plugins : plugins.filter((p) => !(p && typeof p === 'object' && 'name' in p && p.name === 'diadochi-precompress'));
  await build({ ...loaded.config, configFile: false, plugins: kept, root: WEB, logLevel: 'warn', build: { ...loaded.config.build, outDir: DIST, emptyOutDir: true } });
  writeFileSync(join(DIST, STAMP), JSON.stringify({ precompress }));
}

function wasPrecompressed(): boolean {
  try {
    return (JSON.parse(readFileSync(join(DIST, STAMP), 'utf8')) as { precompress?: boolean }).precompress !== false;
  } catch {
    return true; // built before the stamp existed: with the config's plugins
  }
}
