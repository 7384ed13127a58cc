/**
 * The API's JSON answers compressed for clients that accept it (issue 22: a game view sent
 * compressed), by @fastify/compress. Static files are compressed once at build time
 * (apps/web/vite.config.ts, served by @fastify/static `preCompressed`, whose `Content-Encoding`
 * the plugin leaves alone); this covers what is written per request: JSON, and the other types
 * mime-db calls compressible (a sheet's text, a map's SVG; not a PNG). Brotli at a low quality
 * (fast, still well under gzip's size on JSON) or gzip; answers under 1 KB and clients that send
 * no `Accept-Encoding` (the bots' HTTP client, curl) get the plain bytes.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, the headers and the CPU outweigh what compression saves. */
export const COMPRESS_MIN_BYTES = 1024;
const BROTLI_QUALITY = 4;

/** Compresses the answers of every route registered after this call. */
export async function compressJson(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
  });
}
