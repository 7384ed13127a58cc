/**
 * Renders both maps to docs/maps/<ruleset>.svg and .png (1600 px wide), rasterised by
 * Debian's Chromium through playwright-core. Run from the repository root:
 *   npx tsx games/diadoques/scripts/render-maps.ts [--only diadokhoi] [--width 1600]
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { GameMap } from '../src/map/types.ts';
import { layoutReport, renderMapSvg } from '../src/render/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', '..', '..', 'docs', 'maps');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function loadMaps(): Promise<GameMap[]> {
  const maps: GameMap[] = [];
  const index = (await import('../src/map/index.ts').catch(() => null)) as Record<string, unknown> | null;
  for (const name of ['diadoquesMap', 'diadokhoiMap']) {
    const m = index?.[name] as GameMap | undefined;
    if (m) maps.push(m);
  }
  if (maps.length === 0) {
    const { diadokhoiMap } = await import('../src/map/data/diadokhoi/index.ts');
    maps.push(diadokhoiMap);
  }
  const only = arg('only');
  return only ? maps.filter((m) => m.ruleset === only) : maps;
}

async function main(): Promise<void> {
  const width = Number(arg('width') ?? 1600);
  mkdirSync(outDir, { recursive: true });
  const maps = await loadMaps();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    for (const map of maps) {
      const t0 = performance.now();
      const svg = renderMapSvg(map, { width });
      const t1 = performance.now();
      const svgFile = join(outDir, `${map.ruleset}.svg`);
      writeFileSync(svgFile, svg);
      const [, , w, h] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)!.slice(1).map(Number) as number[];
      const page = await browser.newPage({ viewport: { width: Math.ceil(w!), height: Math.ceil(h!) } });
      await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
      const pngFile = join(outDir, `${map.ruleset}.png`);
      await page.locator('svg').first().screenshot({ path: pngFile });
      await page.close();
      const kb = (f: string) => `${Math.round(statSync(f).size / 1024)} KB`;
      console.log(`${map.ruleset}: SVG in ${Math.round(t1 - t0)} ms, ${kb(svgFile)}; PNG ${kb(pngFile)}`);
      const report = layoutReport(map, { width });
      if (report.missing.length) console.log(`  land borders whose provinces do not touch on the drawing: ${report.missing.join(', ')}`);
      if (report.unexpected.length) console.log(`  provinces touching without a land border: ${report.unexpected.join(', ')}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
