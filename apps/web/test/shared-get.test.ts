/**
 * A game page's board log and results panel both ask for the whole history as the page opens:
 * one request for both (api.ts `sharedGet`), each its own copy of the answer (issue 22).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../src/api.ts';

// No browser here: a page without cookies (api.ts reads the CSRF cookie).
beforeEach(() => vi.stubGlobal('document', { cookie: '' }));
afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers each call when `release()` is called, counting the paths asked for. */
function slowFetch(body: unknown) {
  const asked: string[] = [];
  const waiting: (() => void)[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return new Promise((done) => waiting.push(() => done({ status: 200, text: async () => JSON.stringify(body) })));
  });
  return { asked, release: () => waiting.splice(0).forEach((go) => go()) };
}

describe('the whole history asked for twice at once', () => {
  it('is one request, each caller with its own copy; asked again later, it is a new request', async () => {
    const f = slowFetch({ steps: [{ step: 0, phase: 'spring', events: [] }] });
    const a = api.history('g1');
    const b = api.history('g1');
    const c = api.history('g1', 3);
    f.release();
    const [ra, rb, rc] = await Promise.all([a, b, c]);
    expect(f.asked).toEqual(['/api/games/g1/history', '/api/games/g1/history?from=3']);
    expect(ra).toEqual(rb);
    expect(ra).not.toBe(rb);
    expect(ra.steps).not.toBe(rb.steps);
    expect(rc.steps).toHaveLength(1);
    const d = api.history('g1');
    f.release();
    await d;
    expect(f.asked).toHaveLength(3);
  });

  it('gives each caller the refusal of a failed request', async () => {
    vi.stubGlobal('fetch', async () => ({ status: 404, text: async () => JSON.stringify({ error: 'not-found', message: 'No such game.' }) }));
    const [a, b] = await Promise.allSettled([api.history('gone'), api.history('gone')]);
    for (const r of [a, b]) expect(r.status === 'rejected' && (r.reason as { code?: string }).code).toBe('not-found');
  });
});
