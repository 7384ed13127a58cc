/**
 * Draws the reconstructed Successors map to docs/maps/successors.svg and .png (English names)
 * and successors.fr.svg and .png (French names).
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
import { COMPONENT_NAMES_FR } from '../src/i18n/names.fr.ts';
import { renderMapSvg } from '../src/render/map-svg.ts';

const require = createRequire(import.meta.url);
const land = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as Topology;
const out = fileURLToPath(new URL('../../../docs/maps/', import.meta.url));

const LEGEND_EN = {
  major: 'Major city', minor: 'Minor city', fortress: 'Independent fortress', transit: 'Transit point',
  independent: 'Independent marker (value)', hellespont: 'Hellespont space (20.4)',
  land: 'Land path (1 MP)', mountain: 'Mountain path (2 MP)', strait: 'Strait (2 MP)',
  maritime: 'Maritime path (1 MP, naval)', 'trans-mediterranean': 'Trans-Mediterranean (2 MP, naval)',
  vp: 'Province victory points', box: 'Holding box',
};
const LEGEND_FR = {
  major: 'Cité majeure', minor: 'Cité mineure', fortress: 'Forteresse indépendante', transit: 'Point de transit',
  independent: 'Marqueur indépendant (valeur)', hellespont: 'Espace de l’Hellespont (20.4)',
  land: 'Chemin terrestre (1 PM)', mountain: 'Chemin de montagne (2 PM)', strait: 'Détroit (2 PM)',
  maritime: 'Chemin maritime (1 PM, naval)', 'trans-mediterranean': 'Transméditerranéen (2 PM, naval)',
  vp: 'Points de victoire de la province', box: 'Case hors carte',
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const [suffix, names, title, legend] of [
    ['', COMPONENT_NAMES_EN, 'Successors — reconstructed map', LEGEND_EN],
    ['.fr', COMPONENT_NAMES_FR, 'Successors — carte reconstituée', LEGEND_FR],
  ] as const) {
    const svg = renderMapSvg(MAP, { names: flatNames(names), land, title, legend });
    writeFileSync(`${out}successors${suffix}.svg`, svg);
    const page = await browser.newPage({ viewport: { width: 2400, height: 1600 } });
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
    await page.locator('svg').first().screenshot({ path: `${out}successors${suffix}.png` });
    await page.close();
    console.log(`wrote ${out}successors${suffix}.svg and .png`);
  }
} finally {
  await browser.close();
}
