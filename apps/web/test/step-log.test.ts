import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepLog } from '../src/boards/step-log.ts';

/** A judge's history of `n` steps, one line a step, served as `GET /api/games/g/history[?from=N]`. */
function judge(n: () => number) {
  const asked: string[] = [];
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const from = Number(/from=(\d+)/.exec(url)?.[1] ?? 0);
    const steps = Array.from({ length: Math.max(0, n() - from) }, (_, i) => ({ step: from + i, phase: 'p', resolvedAt: 0, defaulted: [], events: [{ type: 'line', n: from + i }] }));
    return new Response(JSON.stringify({ steps }), { status: 200 });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('a board log follows the game one new step at a time', () => {
  it('asks only for the steps it has not seen, then for the whole history once when the game ends', async () => {
    let steps = 3;
    const asked = judge(() => steps);
    const seen: number[][] = [];
    const follow = stepLog('g', (events) => seen.push(events.map((e) => (e as unknown as { n: number }).n)));
    follow(2, false);
    follow(2, false); // the same step again: nothing asked
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    steps = 5;
    follow(4, false);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    follow(4, true);
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    follow(4, true); // already whole
    expect(asked).toEqual(['/api/games/g/history', '/api/games/g/history?from=3', '/api/games/g/history']);
    expect(seen).toEqual([[0, 1, 2], [0, 1, 2, 3, 4], [0, 1, 2, 3, 4]]);
  });
});
