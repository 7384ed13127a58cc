/**
 * The API's JSON answers compressed for browsers (issue 22: a game view sent compressed;
 * apps/server/src/compress.ts, @fastify/compress): brotli when accepted, else gzip, the plain text to a client that
 * asks for none, small answers and types that do not compress left alone, `Vary: Accept-Encoding` on what is compressed.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, compressJson } from '../src/compress.ts';

const VIEW = { units: Array.from({ length: 200 }, (_, i) => ({ id: `u${i}`, power: 'Ptolemaios', space: 'Alexandreia' })) };
const BIG = 100_000;

describe('compressed JSON answers', () => {
  const app = Fastify();
  beforeAll(async () => {
    await compressJson(app);
    app.get('/view', async () => VIEW);
    app.get('/big', async () => ({ text: 'Ptolemy holds Egypt. '.repeat(BIG / 20) }));
    app.get('/small', async () => ({ ok: true }));
    app.get('/png', async (_req, reply) => reply.type('image/png').send(Buffer.alloc(5000)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a view brotli-compressed to a browser that accepts it, the same JSON once decoded', async () => {
    const plain = await get('/view');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const br = await get('/view', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(VIEW);
  });

  it('compresses a large answer off the event loop, whole', async () => {
    const br = await get('/big', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).text.length).toBe((await get('/big')).json<{ text: string }>().text.length);
  });

  it('sends gzip where brotli is not accepted, and nothing compressed where both are refused', async () => {
    const gz = await get('/view', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(VIEW);
    expect((await get('/view', 'br;q=0, gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers and types that do not compress (a PNG) as they are', async () => {
    expect((await get('/small', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/png', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as HTTP says: q=0 refuses an encoding, the preferred one wins', async () => {
    expect((await get('/view', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/view', 'gzip;q=1, br;q=0.5')).headers['content-encoding']).toBe('gzip');
    expect((await get('/view', 'identity')).headers['content-encoding']).toBeUndefined();
  });
});
