import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, startedGame, testServer, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';

/**
 * diadokhoi §7.11.3: grey press reaches its readers unsigned, black press with a false
 * signature. What a reader sees of such a message must be the same whoever of the other
 * powers wrote it — its recipient list included (issue 13 item 3: in a 3-player game, grey
 * press "to everyone else" listed the two others, and so named the third as its author).
 */
describe('unsigned press does not name its author through its recipients', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer('sqlite');
  });
  afterAll(async () => t?.close());

  /** The fields a reader could compare between two messages (everything but id, time and text). */
  const shape = (m: Json) => ({ from: m.from, to: m.to, step: m.step, keys: Object.keys(m).sort() });

  it.each(['grey', 'black'] as const)('diadokhoi §7.11.3 (%s press): to everyone else, or to a pair, a reader cannot tell north from south', async (press) => {
    const [gm, a, b, c] = await users(t.app, `gm-${press}`, `north-${press}`, `east-${press}`, `south-${press}`);
    const { id, powers } = await startedGame(gm!, [a!, b!, c!], { press: 'black' });
    expect(Object.values(powers).sort()).toEqual(['east', 'north', 'south']);
    const extra = press === 'black' ? { as: 'east' } : {};
    // North and south each write to "everyone else" — the same reader, east, gets both.
    expectOk(await a!.post(`/api/games/${id}/messages`, { to: ['east', 'south'], body: 'from-north', press, ...extra }), 201);
    expectOk(await c!.post(`/api/games/${id}/messages`, { to: ['north', 'east'], body: 'from-south', press, ...extra }), 201);
    // And each names itself among the recipients too: it is still removed, still not shown.
    expectOk(await a!.post(`/api/games/${id}/messages`, { to: ['north', 'east', 'south'], body: 'again-north', press, ...extra }), 201);
    const inbox = expectOk(await b!.get(`/api/games/${id}/messages`)).messages as Json[];
    const byBody = Object.fromEntries(inbox.map((m) => [m.body, m]));
    expect(shape(byBody['from-north'])).toEqual(shape(byBody['from-south']));
    expect(shape(byBody['again-north'])).toEqual(shape(byBody['from-south']));
    // east's inbox never names north (bodies aside: they are the authors' own words)
    expect(JSON.stringify(inbox.map(({ body: _body, ...rest }) => rest))).not.toContain('north');
    // The authors still see whom they wrote to.
    const mine = (expectOk(await a!.get(`/api/games/${id}/messages`)).messages as Json[]).find((m) => m.body === 'from-north');
    expect(mine.to).toEqual(['east', 'south']);
    expect(mine.mine.press).toBe(press);
  });

  it('diadokhoi §7.11.3: white press keeps its full recipient list (it is signed anyway)', async () => {
    const [gm, a, b, c] = await users(t.app, 'gm-white', 'north-white', 'east-white', 'south-white');
    const { id } = await startedGame(gm!, [a!, b!, c!], { press: 'white' });
    expectOk(await a!.post(`/api/games/${id}/messages`, { to: ['east', 'south'], body: 'signed' }), 201);
    const seen = (expectOk(await b!.get(`/api/games/${id}/messages`)).messages as Json[])[0];
    expect(seen).toMatchObject({ from: 'north', to: ['east', 'south'] });
  });
});
