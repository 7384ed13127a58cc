import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, expectOk, startedGame, testServer, users } from './helpers.ts';
import type { TestServer } from './helpers.ts';
import { connect } from './ws-client.ts';
import type { Socket } from './ws-client.ts';

/**
 * Issue 13 item 3: a session that ends (logout, password change) must not keep an open
 * WebSocket that goes on receiving its owner's hidden hand and decisions.
 */
describe('WebSockets of a session that ends', () => {
  let t: TestServer;
  let url: string;
  beforeAll(async () => {
    t = await testServer('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/ws`;
  });
  afterAll(async () => t?.close());

  /** The close code the socket gets (-2: still open 5 s after the call's caller expects it closed). */
  const closed = (s: Socket) =>
    new Promise<{ code: number }>((ok) => {
      if (s.ws.readyState === s.ws.CLOSED) return ok({ code: -1 });
      const timer = setTimeout(() => ok({ code: -2 }), 5000);
      s.ws.once('close', (code) => (clearTimeout(timer), ok({ code })));
    });

  /** Submits the player's first legal decision, if it has none yet. */
  async function decide(id: string, p: Client) {
    const w = expectOk(await p.get(`/api/games/${id}`));
    if (w.legal && !w.ready.includes(w.game.you.power)) expectOk(await p.put(`/api/games/${id}/decision`, { decision: w.legal[0] }));
  }

  /** Ends the step (results, a new phase with each seat's view: its hand) and sends a message to north. */
  async function secretTraffic(id: string, a: Client, b: Client) {
    await decide(id, a);
    await decide(id, b);
    expectOk(await b.post(`/api/games/${id}/messages`, { to: ['north'], body: 'for north only' }), 201);
  }

  it('logout closes the session’s open sockets at once; they hear nothing of the game afterwards', async () => {
    const [gm, a, b] = await users(t.app, 'gm-out', 'north-out', 'east-out');
    const { id } = await startedGame(gm!, [a!, b!], { press: 'white' });
    const sa = await connect(url, a!);
    const sb = await connect(url, b!);
    expect(sa.frames[0].games).toContain(id);
    await decide(id, a!); // north is ready: east's decision will end the step
    await sa.next((f) => f.type === 'submitted' && f.power === 'north');
    const gone = closed(sa);
    expect((await a!.post('/api/auth/logout')).status).toBe(204);
    const heardBefore = sa.frames.length;
    await secretTraffic(id, b!, b!); // new phase with north's hand, a message to north
    await sb.next((f) => f.type === 'phase'); // the step resolved and was announced
    await sb.next((f) => f.type === 'message');
    await new Promise((r) => setTimeout(r, 100));
    expect((await gone).code).toBe(4001);
    expect(sa.frames.slice(heardBefore)).toEqual([]);
    sb.close();
  });

  it('a password change closes the sockets of every session of the account, the changing one included', async () => {
    const [gm, a, b] = await users(t.app, 'gm-pw', 'north-pw', 'east-pw');
    const { id } = await startedGame(gm!, [a!, b!], { press: 'white' });
    const other = new Client(t.app);
    other.csrf = expectOk(await other.post('/api/auth/login', { name: a!.name, password: 'correct horse' })).csrfToken;
    const [s1, s2, sb] = await Promise.all([connect(url, a!), connect(url, other), connect(url, b!)]);
    const gone = [closed(s1), closed(s2)];
    expect((await a!.post('/api/auth/password', { current: 'correct horse', next: 'a much better passphrase 7' })).status).toBe(204);
    const heard = [s1.frames.length, s2.frames.length];
    await secretTraffic(id, a!, b!);
    await sb.next((f) => f.type === 'message');
    await new Promise((r) => setTimeout(r, 100));
    expect((await Promise.all(gone)).map((g) => g.code)).toEqual([4001, 4001]);
    expect(s1.frames.slice(heard[0])).toEqual([]);
    expect(s2.frames.slice(heard[1])).toEqual([]);
    // A socket opened afterwards with the session that changed the password works as before.
    const again = await connect(url, a!);
    expect(again.frames[0].user).toEqual({ name: a!.name });
    again.close();
    sb.close();
  });

  it('another session of the same account keeps its socket when one session logs out', async () => {
    const [gm, a, b] = await users(t.app, 'gm-keep', 'north-keep', 'east-keep');
    const { id } = await startedGame(gm!, [a!, b!], { press: 'white' });
    const other = new Client(t.app);
    other.csrf = expectOk(await other.post('/api/auth/login', { name: a!.name, password: 'correct horse' })).csrfToken;
    const [s1, s2] = await Promise.all([connect(url, a!), connect(url, other)]);
    const gone = closed(s1);
    expect((await a!.post('/api/auth/logout')).status).toBe(204);
    expect((await gone).code).toBe(4001);
    await secretTraffic(id, other, b!);
    await s2.next((f) => f.type === 'message' && f.message.body === 'for north only');
    s2.close();
  });
});
