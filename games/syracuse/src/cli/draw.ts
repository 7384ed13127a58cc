/** Writes docs/maps/syracuse.svg and .png (PNG through Debian's Chromium and playwright-core). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapSvg } from '../render/map-svg.ts';
import { catalogs } from '../catalog/index.ts';

export async function drawMap(dir: string, lang: 'en' | 'fr'): Promise<number> {
  mkdirSync(dir, { recursive: true });
  const svg = mapSvg(catalogs[lang].names);
  const base = join(dir, lang === 'en' ? 'syracuse' : `syracuse.${lang}`);
  writeFileSync(`${base}.svg`, svg);
  console.log(`wrote ${base}.svg`);
  try {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
    const page = await browser.newPage({ viewport: { width: 1300, height: 1300 } });
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
    await page.locator('svg').screenshot({ path: `${base}.png` });
    await browser.close();
    console.log(`wrote ${base}.png`);
    return 0;
  } catch (e) {
    console.error(`no PNG: ${(e as Error).message}`);
    return 1;
  }
}
