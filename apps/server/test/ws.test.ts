import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, expectOk, startedGame, testServer, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';
import { connect } from './ws-client.ts';

let n = 0;
const uniq = (s: string) => `${s}-${++n}`;

describe.each(backends)('WebSocket notifications (%s)', (backend) => {
  let t: TestServer;
  let url: string;
  beforeAll(async () => {
    t = await testServer(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/ws`;
  });
  afterAll(async () => t?.close());

  it('tells players of submissions (the decision only to its author), results, new phases and messages', async () => {
    const [gm, a, b, s] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'), uniq('s'));
    const { id } = await startedGame(gm!, [a!, b!], { press: 'white' });
    const sa = await connect(url, a!);
    const sb = await connect(url, b!);
    const ss = await connect(url, s!);
    expect(sa.frames[0].games).toContain(id); // players are subscribed to their games at once
    ss.ws.send(JSON.stringify({ type: 'subscribe', gameId: id }));
    await ss.next((f) => f.type === 'subscribed' && f.gameId === id && f.power === null);

    const va = expectOk(await a!.get(`/api/games/${id}`));
    expectOk(await a!.put(`/api/games/${id}/decision`, { decision: va.legal[0] }));
    const own = await sa.next((f) => f.type === 'submitted' && f.power === 'north');
    expect(own.decision).toEqual(va.legal[0]);
    const other = await sb.next((f) => f.type === 'submitted' && f.power === 'north');
    expect(other).toEqual({ type: 'submitted', gameId: id, step: 0, power: 'north', ready: true });
    await ss.next((f) => f.type === 'submitted' && f.power === 'north');

    const vb = expectOk(await b!.get(`/api/games/${id}`));
    expectOk(await b!.put(`/api/games/${id}/decision`, { decision: vb.legal[0] }));
    for (const sock of [sa, sb, ss]) {
      const results = await sock.next((f) => f.type === 'results' && f.step === 1);
      expect(results.phase).toBe('bid');
      expect(results.events.map((e: Json) => e.type)).toContain('bids-revealed');
      const phase = await sock.next((f) => f.type === 'phase');
      expect(phase.step).toBeGreaterThanOrEqual(1);
      expect(phase.deadlineAt).toEqual(expect.any(Number));
      expect(phase.view.step).toBe(phase.step);
    }
    // the new state comes as each recipient's own view
    const hands = async (sock: typeof sa) => (await sock.next((f) => f.type === 'phase')).view.view.hands;
    expect((await hands(sa)).north).toEqual(expect.any(Array));
    expect((await hands(sa)).east).toEqual(expect.any(Number));
    expect((await hands(sb)).east).toEqual(expect.any(Array));
    expect((await hands(ss)).north).toEqual(expect.any(Number));
    expect((await sa.next((f) => f.type === 'results' && f.step === 1)).decision).toEqual(va.legal[0]);
    expect((await ss.next((f) => f.type === 'results' && f.step === 1)).decision).toBeUndefined();

    expectOk(await a!.post(`/api/games/${id}/messages`, { to: ['east'], body: 'psst' }), 201);
    expect((await sb.next((f) => f.type === 'message')).message).toMatchObject({ from: 'north', body: 'psst' });
    expectOk(await a!.post(`/api/games/${id}/messages`, { to: 'all', body: 'hear ye' }), 201);
    await ss.next((f) => f.type === 'message' && f.message.body === 'hear ye');
    expect(ss.frames.some((f) => f.type === 'message' && f.message.body === 'psst')).toBe(false);

    expectOk(await gm!.post(`/api/games/${id}/pause`));
    expect(await ss.next((f) => f.type === 'game' && f.change === 'paused')).toMatchObject({ status: 'paused', deadlineAt: null });
    for (const x of [sa, sb, ss]) x.close();
  });

  it('announces the end with the result and the revealed seed', async () => {
    const [gm, a] = await users(t.app, uniq('gm'), uniq('a'));
    const { id } = await startedGame(gm!, [a!], { options: { rounds: 1 } });
    const sa = await connect(url, a!);
    for (let i = 0; i < 10; i++) {
      const v = expectOk(await a!.get(`/api/games/${id}`));
      if (v.game.status === 'over') break;
      if (v.legal && !v.ready.includes('north')) expectOk(await a!.put(`/api/games/${id}/decision`, { decision: v.legal[0] }));
    }
    const over = await sa.next((f) => f.type === 'over');
    expect(over.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(over.result.winners.length).toBeGreaterThan(0);
    sa.close();
  });

  it('answers bad frames with an error and refuses sockets opened by other sites', async () => {
    const sock = await connect(url, null);
    sock.ws.send('not json');
    await sock.next((f) => f.type === 'error' && f.error === 'bad-json');
    sock.ws.send(JSON.stringify({ type: 'subscribe' }));
    await sock.next((f) => f.type === 'error' && f.error === 'bad-message');
    sock.ws.send(JSON.stringify({ type: 'subscribe', gameId: 'nope' }));
    await sock.next((f) => f.type === 'error' && f.error === 'not-found');
    sock.ws.send(JSON.stringify({ type: 'ping' }));
    await sock.next((f) => f.type === 'pong');
    sock.close();
    const [a] = await users(t.app, uniq('a'));
    await expect(connect(url, a!, { origin: 'https://evil.example' })).rejects.toThrow(/refused: 403/);
    const host = new URL(url).host;
    const same = await connect(url, a!, { origin: `http://${host}` });
    same.close();
  });
  it('issue 17 item 12: a private game is not-found to a subscription without its link, as a game that does not exist; its link or a seat opens it', async () => {
    const [gm, stranger, guest] = await users(t.app, uniq('gm'), uniq('st'), uniq('gu'));
    const created = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, play: true, private: true }), 201);
    const id = created.id as string;
    const token = created.game.invite as string;
    const ss = await connect(url, stranger!);
    ss.ws.send(JSON.stringify({ type: 'subscribe', gameId: 'no-such-game' }));
    const missing = await ss.next((f) => f.type === 'error' && f.gameId === 'no-such-game');
    ss.ws.send(JSON.stringify({ type: 'subscribe', gameId: id }));
    const refused = await ss.next((f) => f.type === 'error' && f.gameId === id);
    expect({ ...refused, gameId: 'x' }).toEqual({ ...missing, gameId: 'x' });
    ss.ws.send(JSON.stringify({ type: 'subscribe', gameId: id, invite: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` }));
    expect((await ss.next((f) => f.type === 'error' && f.gameId === id)).error).toBe('not-found');
    const sg = await connect(url, guest!);
    sg.ws.send(JSON.stringify({ type: 'subscribe', gameId: id, invite: token }));
    await sg.next((f) => f.type === 'subscribed' && f.gameId === id);
    const sm = await connect(url, gm!);
    expect(sm.frames[0].games).toContain(id); // the creator, seated, is subscribed at once
    for (const sock of [ss, sg, sm]) sock.close();
  });
});
