/**
 * A public game's page names what it loads first (issue 22: first paint): the game's view and
 * the board's code, styles and map of its ruleset in the visitor's language, from the build's
 * `board-preloads.json`; a private game's page and every other page are index.html unchanged.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePageId, pageLang } from '../src/http/page-preloads.ts';
import { expectOk, testServer, users } from './helpers.ts';
import type { TestServer } from './helpers.ts';

const INDEX = '<!doctype html>\n<html>\n  <head>\n    <title>Diadochi</title>\n  </head>\n  <body></body>\n</html>\n';
const PRELOADS = {
  tribute: {
    scripts: ['assets/tribute-AAAAAAAA.js', 'assets/i18n-BBBBBBBB.js'],
    styles: ['assets/map-view-CCCCCCCC.css'],
    maps: { en: ['assets/tribute-en-DDDDDDDD.js'], fr: ['assets/tribute-fr-EEEEEEEE.js'] },
  },
};

describe('game pages with their preloads', () => {
  let web = '';
  let t: TestServer;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'diadochi-preloads-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), INDEX);
    writeFileSync(join(web, 'board-preloads.json'), JSON.stringify(PRELOADS));
    t = await testServer('sqlite', { webRoot: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  const page = (url: string, lang?: string) => t.app.inject({ method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });

  it('names a public game’s view, its board’s code and styles and the map of the visitor’s language', async () => {
    const [gm] = await users(t.app, 'preload-gm');
    const id = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, options: { rounds: 3 } }), 201).id as string;
    const en = await page(`/games/${id}`, 'en-GB,en;q=0.9');
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['content-type']).toMatch(/text\/html/);
    expect(en.headers['cache-control']).toBe('no-cache');
    expect(String(en.headers.vary)).toMatch(/accept-language/i);
    expect(en.body).toContain(`<link rel="preload" href="/api/games/${id}" as="fetch" crossorigin="anonymous" />`);
    expect(en.body).toContain('<link rel="preload" href="/assets/map-view-CCCCCCCC.css" as="style" crossorigin="anonymous" />');
    expect(en.body).toContain('<link rel="modulepreload" href="/assets/tribute-AAAAAAAA.js" crossorigin="anonymous" />');
    expect(en.body).toContain('<link rel="modulepreload" href="/assets/tribute-en-DDDDDDDD.js" crossorigin="anonymous" />');
    expect(en.body).not.toContain('tribute-fr-');
    // Everything else of index.html as built, the links in its head.
    expect(en.body.replace(/\s*<link [^>]*\/>/g, '')).toBe(INDEX.replace(/\s*<\/head>/, '\n  </head>').replace(/\n\s*\n/g, '\n'));
    // Compressed for a browser that accepts it, as the API's answers are; the same page.
    const br = await t.app.inject({ method: 'GET', url: `/games/${id}`, headers: { 'accept-language': 'en-GB', 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-language/i);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(en.body);
    const fr = await page(`/games/${id}`, 'fr-FR,fr;q=0.9,en;q=0.5');
    expect(fr.body).toContain('tribute-fr-EEEEEEEE.js');
    expect(fr.body).not.toContain('tribute-en-');
  });

  it('says nothing of a private game, nor of a game that does not exist: index.html as built', async () => {
    const [gm] = await users(t.app, 'preload-private');
    const id = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, options: { rounds: 3 }, private: true }), 201).id as string;
    for (const url of [`/games/${id}`, '/games/no-such-game', '/lobby', `/games/${id}/archive`]) {
      const r = await page(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toBe(INDEX);
    }
  });

  it('answers long and adversarial addresses with index.html as built, and a public game with a 10 KB query and language header with its page', async () => {
    const [gm] = await users(t.app, 'preload-long');
    const id = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, options: { rounds: 3 } }), 201).id as string;
    const long = 'a'.repeat(10_000);
    for (const url of [`/games/${long}`, `/games/${'a-'.repeat(5_000)}/`, `/games/${'/'.repeat(10_000)}`, `/games/${'%22'.repeat(3_000)}`]) {
      const r = await page(url);
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe(INDEX);
    }
    // A 10 KB query and a 10 KB language header that starts with French: the page, with the French map.
    const r = await page(`/games/${id}?${'x=1&'.repeat(2_500)}`, `${'fr-'.repeat(3_000)}x`);
    expect(r.body).toContain(`href="/api/games/${id}"`);
    expect(r.body).toContain('tribute-fr-EEEEEEEE.js');
    expect(gamePageId(`/games/${'9'.repeat(101)}`)).toBeNull();
    expect(pageLang(` ${' '.repeat(10_000)}en`)).toBe('en');
  });

  it('reads a game page’s id and the visitor’s language as the client does', () => {
    expect(gamePageId('/games/3f2a-b_C')).toBe('3f2a-b_C');
    expect(gamePageId('/games/3f2a?tab=press')).toBe('3f2a');
    expect(gamePageId('/games/3f2a/')).toBe('3f2a');
    expect(gamePageId('/games/3f2a/archive')).toBeNull();
    expect(gamePageId('/games/a%22b')).toBeNull();
    expect(gamePageId('/api/games/3f2a')).toBeNull();
    expect(pageLang('fr-CA,fr;q=0.9')).toBe('fr');
    expect(pageLang('en-US,fr;q=0.9')).toBe('en');
    expect(pageLang(undefined)).toBe('en');
  });
});
