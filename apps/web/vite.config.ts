import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

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

export default defineConfig({
  root: here,
  base: '/',
  plugins: [prerenderedMaps()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
  },
  server: {
    fs: { allow: [repo] },
    proxy: { '/api': { target: 'http://localhost:8080', ws: true } },
  },
});
