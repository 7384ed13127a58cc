/**
 * Pictures of a game's position (issue 21 items 2 and 7): the game's own drawing
 * (`GameDefinition.picture`, an SVG made from a player's view, so it shows only what that viewer
 * may see), and the same as PNG for mail clients that show no SVG, rasterised by resvg (a
 * maintained Rust renderer shipped in its npm package) in libuv's thread pool.
 *
 * Bounded work: a PNG costs about a second of one core, so at most `RENDERS` are drawn at once and
 * `WAITING` more may wait; beyond that the caller is told to come back (429 `pictures-busy`).
 * Pictures are kept by game, step, seat and language in a cache bounded by bytes: a finished
 * game's picture never changes, and a running game's step never changes once played.
 */
import { Resvg, renderAsync } from '@resvg/resvg-js';
import type { Lang, PlayerId } from '@diadochi/kernel';
import { HttpError } from '../http/errors.ts';
import type { Judge } from './judge.ts';
import type { GameRow } from './store.ts';
import { viewAtStep } from './views.ts';
import type { Viewer } from './viewer.ts';

/** PNG width in pixels: readable on a phone when zoomed, small enough for a mail (~0.5 MB). */
export const PNG_WIDTH = 1600;
const RENDERS = 2;
const WAITING = 8;
const CACHE_BYTES = 48 * 1024 * 1024;

export type PictureFormat = 'svg' | 'png';

/** A least-recently-used cache whose bound is the bytes it holds, not a count. */
class ByteCache {
  private readonly items = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly max: number) {}
  get(key: string): Buffer | undefined {
    const hit = this.items.get(key);
    if (hit) {
      this.items.delete(key);
      this.items.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: Buffer): void {
    if (value.length > this.max) return;
    // Two requests that missed at once store the same picture twice: the first copy's bytes go.
    const old = this.items.get(key);
    if (old) this.bytes -= old.length;
    this.items.delete(key);
    this.items.set(key, value);
    this.bytes += value.length;
    while (this.bytes > this.max) {
      const [k, v] = this.items.entries().next().value as [string, Buffer];
      this.items.delete(k);
      this.bytes -= v.length;
    }
  }
}

const cache = new ByteCache(CACHE_BYTES);
let running = 0;
const queue: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= RENDERS) {
    if (queue.length >= WAITING) throw new HttpError(429, 'pictures-busy', 'Pictures are being drawn for others; ask again in a few seconds.');
    await new Promise<void>((go) => queue.push(go));
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    queue.shift()?.();
  }
}

/** The SVG rasterised, width `PNG_WIDTH`, with the machine's fonts (the picture names DejaVu Sans first). */
export async function pngOf(svg: string): Promise<Buffer> {
  return slot(async () => Buffer.from((await renderAsync(svg, { fitTo: { mode: 'width', value: PNG_WIDTH }, font: { loadSystemFonts: true }, background: '#ffffff' })).asPng()));
}

/** For tests and tools that need no queue: the same rendering, synchronously. */
export function pngOfSync(svg: string): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: PNG_WIDTH }, font: { loadSystemFonts: true }, background: '#ffffff' }).render().asPng());
}

/**
 * The position after `step` (default: now) as `power` sees it (`null`: a spectator), in `lang`.
 * 404 `no-picture` for a game that draws none.
 */
export async function pictureFor(judge: Judge, row: GameRow, viewer: Viewer, o: { step?: number; lang: Lang; format: PictureFormat }): Promise<Buffer> {
  const def = judge.def(row.ruleset);
  if (!def.picture) throw new HttpError(404, 'no-picture', `${def.title} has no picture of its positions.`);
  const step = o.step ?? row.step;
  const seat: PlayerId | null = row.status === 'forming' ? null : viewer.power;
  // By seat: a picture is drawn from that seat's view, which may hold what others may not see.
  const key = `${row.id}:${step}:${seat ?? '-'}:${o.lang}:${o.format}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const view = await viewAtStep(judge, row, viewer, step);
  const svg = def.picture(view.view, o.lang);
  const out = o.format === 'svg' ? Buffer.from(svg, 'utf8') : await pngOf(svg);
  cache.set(key, out);
  return out;
}
