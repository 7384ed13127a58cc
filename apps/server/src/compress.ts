/**
 * The API's JSON answers compressed for clients that accept it (issue 22: a game view sent
 * compressed). Static files are compressed once at build time (apps/web/vite.config.ts, served by
 * @fastify/static `preCompressed`); this covers what is written per request. Brotli at a low
 * quality (fast, still well under gzip's size on JSON) or gzip; small answers and clients that
 * send no `Accept-Encoding` (the bots' HTTP client, curl) get the plain text, at no cost.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this, the headers and the CPU outweigh what compression saves. */
export const COMPRESS_MIN_BYTES = 1024;
/** Above this, compressed off the event loop (zlib's thread pool); below, inline (faster than the hand-off). */
const ASYNC_BYTES = 64 * 1024;
const BROTLI_QUALITY = 4;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding of `accept` we send: `br`, else `gzip`, else none (`q=0` refuses one). */
export function pickEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | null {
  const offered = new Set<string>();
  for (const part of [accept ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (name && !(q && Number(q[1]) === 0)) offered.add(name);
  }
  return offered.has('br') ? 'br' : offered.has('gzip') || offered.has('*') ? 'gzip' : null;
}

async function encode(text: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const data = Buffer.from(text);
  const big = data.length >= ASYNC_BYTES;
  if (encoding === 'gzip') return big ? gzipAsync(data, { level: 6 }) : gzipSync(data, { level: 6 });
  const o = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } };
  return big ? brotliAsync(data, o) : brotliCompressSync(data, o);
}

/** Compresses the JSON answers of every route registered after this call. */
export function compressJson(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' || reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = await encode(payload, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
