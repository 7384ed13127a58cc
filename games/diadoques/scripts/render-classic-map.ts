/**
 * Renders the standard Diplomacy map (ruleset classic) to docs/maps/classic.svg and .png,
 * rasterised by Debian's Chromium through playwright-core, and prints where the drawing and the
 * map data disagree (provinces that border in the data but do not touch, or touch without a
 * border). Run from the repository root:
 *
 *   npx tsx games/diadoques/scripts/render-classic-map.ts [--width 1600] [--no-png]
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { classicMapLayout, classicMapReport } from '../src/classic/render.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const outDir = join(process.cwd(), 'docs', 'maps');

async function main(): Promise<void> {
  const width = Number(arg('width') ?? 1600);
  mkdirSync(outDir, { recursive: true });
  const t0 = performance.now();
  const layout = classicMapLayout({ width });
  const t1 = performance.now();
  const svgFile = join(outDir, 'classic.svg');
  writeFileSync(svgFile, layout.svg);
  const kb = (f: string) => `${Math.round(statSync(f).size / 1024)} KB`;
  console.log(`classic: SVG in ${Math.round(t1 - t0)} ms, ${kb(svgFile)}, ${layout.width}×${layout.height}`);
  const report = classicMapReport({ width });
  console.log(`  borders of the data not drawn (${report.missing.length}): ${report.missing.join(', ')}`);
  console.log(`  drawn touches without a border (${report.extra.length}): ${report.extra.join(', ')}`);
  if (process.argv.includes('--no-png')) return;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: layout.width, height: layout.height } });
    await page.setContent(`<!doctype html><html><body style="margin:0">${layout.svg}</body></html>`);
    const pngFile = join(outDir, 'classic.png');
    await page.locator('svg').first().screenshot({ path: pngFile });
    console.log(`  PNG ${kb(pngFile)}`);
  } finally {
    await browser.close();
  }
}

await main();
