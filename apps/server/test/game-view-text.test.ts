import { describe, expect, it } from 'vitest';
import { viewTextOf } from '../src/games/step-cache.ts';
import { gameView, gameViewText } from '../src/games/views.ts';
import type { Client, TestServer } from './helpers.ts';
import { backends, expectOk, startedGame, testServer, users } from './helpers.ts';

/** The route's text, and what the view function gives serialized, for the caller of `c`. */
async function both(t: TestServer, c: Client, id: string): Promise<{ route: string; text: string; stringified: string }> {
  const judge = t.server.judge;
  const me = expectOk(await c.get('/api/auth/me')).user;
  const row = (await judge.findGame(id))!;
  const viewer = await judge.viewerOf(me, row);
  const res = await c.get(`/api/games/${id}`);
  return { route: res.text, text: await gameViewText(judge, row, viewer), stringified: JSON.stringify(await gameView(judge, row, viewer)) };
}

// Issue 22: a game's view is sent as text made from the step's kept parts; it is the text JSON.stringify gives.
describe.each(backends)("a game's view as text (%s)", (backend) => {
  it('is JSON.stringify of the view: a seat before and after deciding, with a draft, a spectator, the game over', async () => {
    const t = await testServer(backend);
    try {
      const [gm, a, b] = await users(t.app, 'text-gm', 'text-a', 'text-b');
      const { id } = await startedGame(gm!, [a!, b!]);
      const check = async () => {
        for (const c of [gm!, a!, b!]) {
          const { route, text, stringified } = await both(t, c, id);
          expect(text).toBe(stringified);
          expect(route).toBe(stringified);
        }
      };
      await check();
      const v = expectOk(await a!.get(`/api/games/${id}`));
      expectOk(await a!.put(`/api/games/${id}/draft`, { decision: v.legal[0], step: v.view.step }));
      expectOk(await a!.put(`/api/games/${id}/decision`, { decision: v.legal[0], step: v.view.step, ready: false }));
      await check();
      for (let guard = 0; guard < 50; guard++) {
        const w = expectOk(await b!.get(`/api/games/${id}`));
        if (w.game.status === 'over') break;
        const x = expectOk(await a!.get(`/api/games/${id}`));
        if (x.legal) expectOk(await a!.put(`/api/games/${id}/decision`, { decision: x.legal[0], step: x.view.step }));
        const y = expectOk(await b!.get(`/api/games/${id}`));
        if (y.legal && y.game.status !== 'over') expectOk(await b!.put(`/api/games/${id}/decision`, { decision: y.legal[0], step: y.view.step }));
        await check();
      }
      expect(expectOk(await a!.get(`/api/games/${id}`)).game.status).toBe('over');
      await check();
    } finally {
      await t.close();
    }
  });
});

describe('a view cut around its missing list', () => {
  it('joins back to JSON.stringify, whatever its members', () => {
    const join = (v: Record<string, unknown>, missing: unknown) => {
      const cut = viewTextOf(v)!;
      return `${cut.head}${cut.head.length > 1 ? ',' : ''}"missing":${JSON.stringify(missing)}${cut.tail ? `,${cut.tail}` : ''}}`;
    };
    const views: Record<string, unknown>[] = [
      { missing: [] },
      { a: 1, missing: ['x'] },
      { missing: ['x'], b: 'c' },
      { a: undefined, missing: [], b: undefined },
      JSON.parse('{"__proto__": {"p": 1}, "missing": [], "2": "two", "z": null}') as Record<string, unknown>,
    ];
    for (const v of views) expect(join(v, ['n'])).toBe(JSON.stringify({ ...v, missing: ['n'] }));
    expect(viewTextOf({ a: 1 })).toBeNull();
    expect(viewTextOf({ missing: [], mySubmission: 1 })).toBeNull();
  });
});
