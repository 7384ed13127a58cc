/**
 * Serving the web client (issue 17 item 13): precompressed files sent to browsers that accept
 * them, vite's hashed assets cached for a year as immutable, index.html revalidated each time.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor } from '../src/server.ts';
import { testServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = `export const words = ${JSON.stringify('Ptolemy holds Egypt. '.repeat(200))};\n`;
const INDEX = '<!doctype html><title>Diadochi</title><script type="module" src="/assets/index-Bz38VWYc.js"></script>';

describe('static files of the web client', () => {
  let web = '';
  let t: TestServer;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'diadochi-static-'));
    mkdirSync(join(web, 'assets'));
    // What `vite build` with the precompress plugin leaves in dist/.
    writeFileSync(join(web, 'index.html'), INDEX);
    writeFileSync(join(web, 'index.html.br'), brotliCompressSync(INDEX));
    writeFileSync(join(web, 'index.html.gz'), gzipSync(INDEX));
    const js = join(web, 'assets', 'index-Bz38VWYc.js');
    writeFileSync(js, SCRIPT);
    writeFileSync(`${js}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${js}.gz`, gzipSync(SCRIPT));
    t = await testServer('sqlite', { webRoot: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached as immutable', async () => {
    const r = await get('/assets/index-Bz38VWYc.js', 'gzip, deflate, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
    expect(r.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file, by Accept-Encoding', async () => {
    const gz = await get('/assets/index-Bz38VWYc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-Bz38VWYc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(SCRIPT);
  });

  it('revalidates index.html every time, at / and for client-side routes', async () => {
    for (const url of ['/', '/index.html', '/games/123', '/local/syracuse']) {
      const r = await get(url, 'br');
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe('no-cache');
      expect(r.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(r.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('keeps the API out of both: JSON 404s, no static cache headers', async () => {
    const r = await get('/api/nothing-here', 'br');
    expect(r.statusCode).toBe(404);
    expect(r.headers['cache-control']).not.toBe(IMMUTABLE);
  });

  it('calls immutable only what carries a content hash', () => {
    expect(cacheControlFor('/srv/dist/assets/diadoques-fr-BSGnujlm.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/srv/dist/assets/index-BC7yusBr.css.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('/srv/dist/index.html')).toBe('no-cache');
    expect(cacheControlFor('/srv/dist/assets/app.js')).toBe('no-cache');
    expect(cacheControlFor('/srv/dist/favicon.svg')).toBe('no-cache');
  });
});
