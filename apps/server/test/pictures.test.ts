/**
 * Issue 21 items 2 and 7: the map of a position as SVG and PNG (`GET /api/games/:id/map.svg`,
 * `map.png`), drawn by the game from the caller's view; bounded and private as every route of a
 * game. SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classic } from '@diadochi/diadoques';
import { backends, Client, expectOk, games, testServer, users } from './helpers.ts';
import type { TestServer } from './helpers.ts';
import { privateGame } from './archive-play.ts';

let n = 0;
const uniq = (s: string) => `${s}${++n}`;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(backends)('pictures of a position (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend, { games: [...games, classic] });
  });
  afterAll(async () => t?.close());

  /** A classic game: `p` plays France, bots the six others; one spring played. */
  async function classicGame(gm: Client, p: Client): Promise<string> {
    const { id } = expectOk(await gm.post('/api/games', { ruleset: 'classic', options: { lastYear: 1902 }, deadlines: { default: 3600 } }), 201);
    expectOk(await p.post(`/api/games/${id}/join`, { preferences: ['FRA'] }));
    expectOk(await gm.post(`/api/games/${id}/start`));
    expectOk(await p.put(`/api/games/${id}/decision`, { decision: { orders: ['A PAR - BUR', 'A MAR H', 'F BRE - MAO'] }, ready: true }));
    return id as string;
  }

  it('draws the board after any step played, in the language asked, as SVG and as PNG', async () => {
    const [gm, p] = await users(t.app, uniq('gm'), uniq('pla'));
    const id = await classicGame(gm!, p!);
    const now = await p!.get(`/api/games/${id}/map.svg?lang=fr`);
    expect(now.status).toBe(200);
    expect(now.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(now.text).toContain('id="layer-position"');
    expect(now.text).toContain('Automne 1901');
    // The fleet that sailed to the Mid-Atlantic is drawn there, not in Brest.
    expect((now.text.match(/class="unit"/g) ?? []).length).toBe(22);
    const start = await p!.get(`/api/games/${id}/map.svg?step=0`);
    expect(start.text).toContain('Spring 1901');
    expect(start.text).not.toBe(now.text);
    // A spectator sees the same public board.
    expect((await new Client(t.app).get(`/api/games/${id}/map.svg?lang=fr`)).text).toBe(now.text);
    const png = await t.app.inject({ method: 'GET', url: `/api/games/${id}/map.png?step=1` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    // 1600 pixels wide (the PNG header's width field).
    expect(png.rawPayload.readUInt32BE(16)).toBe(1600);
  });

  it('refuses a step not played, a bad language or format, a game without pictures, and hides a private game', async () => {
    const [gm, p, a, b] = await users(t.app, uniq('gm'), uniq('pla'), uniq('aaa'), uniq('bbb'));
    const id = await classicGame(gm!, p!);
    expect((await p!.get(`/api/games/${id}/map.svg?step=7`)).status).toBe(404);
    expect((await p!.get(`/api/games/${id}/map.svg?step=-1`)).status).toBe(400);
    expect((await p!.get(`/api/games/${id}/map.svg?lang=de`)).status).toBe(400);
    expect((await p!.get(`/api/games/${id}/map.gif`)).status).toBe(400);
    expect((await p!.get(`/api/games/nope/map.svg`)).status).toBe(404);
    const priv = await privateGame(gm!, [a!, b!], { players: 2, options: { rounds: 1 } });
    const none = await a!.get(`/api/games/${priv.id}/map.svg`);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('no-picture');
    // Someone without the private game's link gets the 404 of a game that does not exist.
    const outsider = await new Client(t.app).get(`/api/games/${priv.id}/map.svg`);
    expect(outsider.status).toBe(404);
    expect(outsider.body.error).toBe('not-found');
  });
});
