import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, Client, expectOk, startedGame, testServer, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';

let n = 0;
const uniq = (s: string) => `${s}-${++n}`;

describe.each(backends)('press (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend);
  });
  afterAll(async () => t?.close());

  /** A game with three human players (north, east, south), a separate game master and a spectator. */
  async function table(press: unknown) {
    const [gm, a, b, c, s] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'), uniq('c'), uniq('s'));
    const { id } = await startedGame(gm!, [a!, b!, c!], { press });
    const anon = new Client(t.app);
    const inbox = async (x: Client) => expectOk(await x.get(`/api/games/${id}/messages`));
    return { id, gm: gm!, a: a!, b: b!, c: c!, s: s!, anon, inbox };
  }

  it('diadoques §9d.1 (messages direct or through the referee), white press: public messages reach everyone, private ones only their recipients and author', async () => {
    const { id, gm, a, b, c, s, anon, inbox } = await table('white');
    const pub = expectOk(await a.post(`/api/games/${id}/messages`, { to: 'all', body: 'Peace in the Aegean' }), 201).message;
    expect(pub).toMatchObject({ from: 'north', to: 'all', mine: { press: 'white', status: 'delivered' } });
    const priv = expectOk(await a.post(`/api/games/${id}/messages`, { to: ['east'], body: 'Attack south with me' }), 201).message;
    for (const x of [b, c, s, anon, gm]) {
      const box = await inbox(x);
      expect(box.messages.map((m: Json) => m.body)).toContain('Peace in the Aegean');
      expect(box.messages[0]).toEqual({ id: pub.id, step: 0, createdAt: expect.any(Number), from: 'north', to: 'all', body: 'Peace in the Aegean', thread: 'all' });
    }
    expect((await inbox(b)).messages.map((m: Json) => m.id)).toEqual([pub.id, priv.id]);
    for (const x of [c, s, anon, gm]) {
      const text = JSON.stringify(await inbox(x));
      expect(text).not.toContain('Attack south');
      expect(text).not.toContain(priv.id);
    }
    expect((await inbox(a)).messages.map((m: Json) => m.id)).toEqual([pub.id, priv.id]);
  });

  it('diadokhoi §7.11.3: grey press reaches its readers unsigned; black press carries a false signature only its author knows', async () => {
    const { id, a, b, c } = await table('black');
    const grey = expectOk(await a.post(`/api/games/${id}/messages`, { to: ['east'], body: 'Someone watches you', press: 'grey' }), 201).message;
    const black = expectOk(await a.post(`/api/games/${id}/messages`, { to: ['east'], body: 'Love, south', press: 'black', as: 'south' }), 201).message;
    const seen = (await b.get(`/api/games/${id}/messages`)).body.messages;
    expect(seen).toEqual([
      { id: grey.id, step: 0, createdAt: expect.any(Number), from: null, to: ['east'], body: 'Someone watches you', thread: 'unsigned' },
      { id: black.id, step: 0, createdAt: expect.any(Number), from: 'south', to: ['east'], body: 'Love, south', thread: 'p:south' },
    ]);
    // nothing in what east gets says that north wrote them
    expect(JSON.stringify(seen)).not.toContain('north');
    expect(black.mine.press).toBe('black');
    expect((await a.post(`/api/games/${id}/messages`, { to: ['east'], body: 'x', press: 'black', as: 'north' })).status).toBe(422);
    expect((await a.post(`/api/games/${id}/messages`, { to: ['east'], body: 'x', press: 'black' })).status).toBe(422);
    // the one falsely named does not receive it
    expect(JSON.stringify((await c.get(`/api/games/${id}/messages`)).body)).not.toContain('Love, south');
  });

  it('diadokhoi §7.11.4 (rulings as referee press): press settings are enforced: no grey or black under white press; none at all under gunboat; the referee may always write', async () => {
    const w = await table('white');
    expect((await w.a.post(`/api/games/${w.id}/messages`, { to: ['east'], body: 'x', press: 'grey' })).status).toBe(403);
    expect((await w.a.post(`/api/games/${w.id}/messages`, { to: ['east'], body: 'x', press: 'black', as: 'south' })).status).toBe(403);
    const g = await table('none');
    expect((await g.a.post(`/api/games/${g.id}/messages`, { to: 'all', body: 'hello' })).status).toBe(403);
    expect((await g.a.post(`/api/games/${g.id}/messages`, { to: ['east'], body: 'hello' })).status).toBe(403);
    const ref = expectOk(await g.gm.post(`/api/games/${g.id}/messages`, { to: 'all', body: 'Deadline moved' }), 201).message;
    expect(ref.from).toBe('referee');
    expect((await g.b.get(`/api/games/${g.id}/messages`)).body.messages[0].from).toBe('referee');
    const p = await table({ public: false, private: true });
    expect((await p.a.post(`/api/games/${p.id}/messages`, { to: 'all', body: 'x' })).status).toBe(403);
    expect((await p.a.post(`/api/games/${p.id}/messages`, { to: ['east'], body: 'x' })).status).toBe(201);
  });

  it('rejects bad messages with clear errors', async () => {
    const { id, a, s, anon } = await table('white');
    expect((await a.post(`/api/games/${id}/messages`, { to: ['atlantis'], body: 'x' })).status).toBe(422);
    expect((await a.post(`/api/games/${id}/messages`, { to: ['north'], body: 'x' })).status).toBe(422);
    expect((await a.post(`/api/games/${id}/messages`, { to: 'all', body: '   ' })).status).toBe(400);
    expect((await a.post(`/api/games/${id}/messages`, { to: 'all', body: 'x'.repeat(5001) })).status).toBe(400);
    expect((await s.post(`/api/games/${id}/messages`, { to: 'all', body: 'x' })).status).toBe(403);
    expect((await anon.post(`/api/games/${id}/messages`, { to: 'all', body: 'x' })).status).toBe(401);
    const [gm] = await users(t.app, uniq('gm'));
    const forming = expectOk(await gm!.post('/api/games', { ruleset: 'tribute' }), 201).id;
    expect((await gm!.post(`/api/games/${forming}/messages`, { to: 'all', body: 'x' })).status).toBe(409);
  });

  it('diadoques §9d.1, diadokhoi §7.11.3 (no insults): moderated press waits for the referee, who releases or rejects it', async () => {
    const { id, gm, a, b, c } = await table({ public: true, private: true, moderated: true });
    const m1 = expectOk(await a.post(`/api/games/${id}/messages`, { to: ['east'], body: 'Fair words' }), 201).message;
    const m2 = expectOk(await a.post(`/api/games/${id}/messages`, { to: ['east'], body: 'An insult' }), 201).message;
    expect(m1.mine.status).toBe('held');
    expect((await b.get(`/api/games/${id}/messages`)).body.messages).toEqual([]);
    const queue = expectOk(await gm.get(`/api/games/${id}/messages`)).messages;
    expect(queue.map((m: Json) => [m.id, m.status, m.from])).toEqual([
      [m1.id, 'held', 'north'],
      [m2.id, 'held', 'north'],
    ]);
    expect((await b.post(`/api/games/${id}/messages/${m1.id}/release`)).status).toBe(403);
    expectOk(await gm.post(`/api/games/${id}/messages/${m1.id}/release`));
    expectOk(await gm.post(`/api/games/${id}/messages/${m2.id}/reject`));
    expect((await gm.post(`/api/games/${id}/messages/${m2.id}/release`)).status).toBe(409);
    expect((await b.get(`/api/games/${id}/messages`)).body.messages.map((m: Json) => m.body)).toEqual(['Fair words']);
    expect((await c.get(`/api/games/${id}/messages`)).body.messages).toEqual([]);
    expect((await a.get(`/api/games/${id}/messages`)).body.messages.map((m: Json) => m.mine.status)).toEqual(['delivered', 'rejected']);
    // the referee of a moderated game cannot also play in it
    const other = expectOk(await gm.post('/api/games', { ruleset: 'tribute', press: { moderated: true } }), 201).id;
    expect((await gm.post(`/api/games/${other}/join`)).status).toBe(409);
  });

  it('counts unread messages per reader and marks them read', async () => {
    const { id, a, b, c } = await table('white');
    const m1 = expectOk(await a.post(`/api/games/${id}/messages`, { to: 'all', body: 'one' }), 201).message;
    expectOk(await a.post(`/api/games/${id}/messages`, { to: ['east'], body: 'two' }), 201);
    expect((await b.get(`/api/games/${id}/messages`)).body.unread).toBe(2);
    expect((await c.get(`/api/games/${id}/messages`)).body.unread).toBe(1);
    expect((await a.get(`/api/games/${id}/messages`)).body.unread).toBe(0);
    expect(expectOk(await b.post(`/api/games/${id}/messages/read`, { upto: m1.id })).unread).toBe(1);
    const mine = expectOk(await b.get('/api/me/games')).games.find((g: Json) => g.game.id === id);
    expect(mine.unread).toBe(1);
    const all = (await b.get(`/api/games/${id}/messages`)).body.messages;
    expect(expectOk(await b.post(`/api/games/${id}/messages/read`, { upto: all[1].id })).unread).toBe(0);
    // marking an older message read does not bring old ones back
    expect(expectOk(await b.post(`/api/games/${id}/messages/read`, { upto: m1.id })).unread).toBe(0);
    expectOk(await c.post(`/api/games/${id}/messages`, { to: 'all', body: 'three' }), 201);
    expect((await b.get(`/api/games/${id}/messages`)).body.unread).toBe(1);
    expect((await b.get(`/api/games/${id}/messages?after=${all[1].id}`)).body.messages.map((m: Json) => m.body)).toEqual(['three']);
    // a message one cannot see cannot be used as a marker
    expect((await c.post(`/api/games/${id}/messages/read`, { upto: all[1].id })).status).toBe(404);
  });
});
