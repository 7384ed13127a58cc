/**
 * Draws the reconstructed Successors map to docs/maps/successors.svg and .png (English names).
 * Run: npx tsx games/successors/scripts/render-map.ts
 * PNG through Debian's Chromium (/usr/bin/chromium) with playwright-core.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Topology } from 'topojson-specification';
import { MAP } from '../src/data/map.ts';
import { COMPONENT_NAMES_EN, flatNames } from '../src/i18n/names.en.ts';
import { renderMapSvg } from '../src/render/map-svg.ts';

const require = createRequire(import.meta.url);
const land = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as Topology;
const out = fileURLToPath(new URL('../../../docs/maps/', import.meta.url));

const svg = renderMapSvg(MAP, {
  names: flatNames(COMPONENT_NAMES_EN),
  land,
  title: 'Successors (3rd ed.) — reconstructed map',
  legend: {
    major: 'Major city', minor: 'Minor city', fortress: 'Independent fortress', transit: 'Transit point',
    independent: 'Independent marker (value)', hellespont: 'Hellespont space (20.4)',
    land: 'Land path (1 MP)', mountain: 'Mountain path (2 MP)', strait: 'Strait (2 MP)',
    maritime: 'Maritime path (1 MP, naval)', 'trans-mediterranean': 'Trans-Mediterranean (2 MP, naval)',
    vp: 'Province victory points', box: 'Holding box',
  },
});
writeFileSync(`${out}successors.svg`, svg);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 2400, height: 1600 } });
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  await page.locator('svg').first().screenshot({ path: `${out}successors.png` });
} finally {
  await browser.close();
}
console.log(`wrote ${out}successors.svg and successors.png`);
