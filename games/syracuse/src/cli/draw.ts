/**
 * Writes docs/maps/syracuse.svg and .png (`--lang fr`: syracuse.fr.*): the board as the web client
 * draws it (`render/board-svg.ts` from `render/board-geometry.ts`), names in the language's
 * catalog. The PNG is the SVG rendered by Debian's Chromium through playwright-core (a
 * screenshot), no native image library.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { frenchTypography } from '@diadochi/kernel';
import { catalogs } from '../catalog/index.ts';

export async function drawMap(dir: string, lang: 'en' | 'fr'): Promise<number> {
  // Loaded on demand: the board's geometry is computed when its module loads (~100 ms), which every
  // `npx diadochi` command would otherwise pay at start-up (issue 22).
  const { boardSvg } = await import('../render/board-svg.ts');
  const { BOARD } = await import('../render/board-geometry.ts');
  mkdirSync(dir, { recursive: true });
  const names = lang === 'fr' ? Object.fromEntries(Object.entries(catalogs.fr.names).map(([k, v]) => [k, frenchTypography(v)])) : catalogs[lang].names;
  const svg = boardSvg(names);
  const base = join(dir, lang === 'en' ? 'syracuse' : `syracuse.${lang}`);
  writeFileSync(`${base}.svg`, `${svg}\n`);
  console.log(`wrote ${base}.svg`);
  try {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage({ viewport: { width: BOARD.width, height: BOARD.height + 200 } });
      await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
      await page.locator('svg').first().screenshot({ path: `${base}.png` });
    } finally {
      await browser.close();
    }
    console.log(`wrote ${base}.png`);
    return 0;
  } catch (e) {
    console.error(`no PNG: ${(e as Error).message}`);
    return 1;
  }
}
