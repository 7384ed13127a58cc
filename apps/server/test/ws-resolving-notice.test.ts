/**
 * Issue 22: the notice of the decision that resolves a step leaves with the step's results and
 * the new phase, in one write a socket (`HeldNotice`), so the new phase does not wait behind a
 * fan-out of the notice. What each socket hears is what it heard before, in the same order:
 * the notice (its decision on its author's sockets only), the result sheet, the new phase. A
 * decision whose adjudication fails is still announced, alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, expectOk, startedGame, testServer, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';
import { connect } from './ws-client.ts';
import type { Socket } from './ws-client.ts';

let n = 0;
const uniq = (s: string) => `${s}-${++n}`;

/** The types of the frames `sock` had about game `id`, a run of result sheets as one (a bot's step may follow the humans'). */
const types = (sock: Socket, id: string): string[] =>
  sock.frames
    .filter((f) => f.gameId === id)
    .map((f: Json) => f.type as string)
    .filter((type, i, all) => !(type === 'results' && all[i - 1] === 'results'));

/** The same from its first `submitted` by `power` on. */
const after = (sock: Socket, id: string, power: string): string[] => {
  const mine = sock.frames.filter((f) => f.gameId === id);
  const from = mine.findIndex((f) => f.type === 'submitted' && f.power === power);
  return types({ ...sock, frames: mine.slice(from) }, id);
};

describe.each(backends)('the resolving decision\'s notice (%s)', (backend) => {
  let t: TestServer;
  let url: string;
  /** Steps whose adjudication the hook fails (once each). */
  const failing = new Set<string>();
  beforeAll(async () => {
    t = await testServer(backend, {
      hooks: {
        async inAdjudication({ gameId, step }) {
          if (failing.delete(`${gameId}:${step}`)) throw new Error('adjudication failed (test)');
        },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/ws`;
  });
  afterAll(async () => t?.close());

  it('comes first in the write that carries the results and the new phase: the decision to its author only', async () => {
    const [gm, a, b, s] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'), uniq('s'));
    const { id } = await startedGame(gm!, [a!, b!]);
    const sa = await connect(url, a!);
    const sb = await connect(url, b!);
    const sb2 = await connect(url, b!); // the author's second tab
    const ss = await connect(url, s!);
    ss.ws.send(JSON.stringify({ type: 'subscribe', gameId: id }));
    await ss.next((f) => f.type === 'subscribed' && f.gameId === id);

    const va = expectOk(await a!.get(`/api/games/${id}`));
    expectOk(await a!.put(`/api/games/${id}/decision`, { decision: va.legal[0] }));
    for (const sock of [sa, sb, sb2, ss]) await sock.next((f) => f.type === 'submitted' && f.power === 'north');

    const vb = expectOk(await b!.get(`/api/games/${id}`));
    const writes = t.server.hub.stats.writes;
    expect(expectOk(await b!.put(`/api/games/${id}/decision`, { decision: vb.legal[0] })).adjudicated).toBe(true);
    for (const sock of [sa, sb, sb2, ss]) {
      await sock.next((f) => f.type === 'phase' && f.gameId === id && f.step > 0);
      expect(after(sock, id, 'east')).toEqual(['submitted', 'results', 'phase']);
    }
    // One write a socket for the notice, the sheets and the phase (the game's four sockets).
    expect(t.server.hub.stats.writes - writes).toBe(4);
    const notice = (sock: Socket) => sock.frames.find((f) => f.type === 'submitted' && f.gameId === id && f.power === 'east');
    expect(notice(sb)).toEqual({ type: 'submitted', gameId: id, step: 0, power: 'east', ready: true, decision: vb.legal[0] });
    expect(notice(sb2)).toEqual(notice(sb));
    for (const sock of [sa, ss]) expect(notice(sock)).toEqual({ type: 'submitted', gameId: id, step: 0, power: 'east', ready: true });
    for (const x of [sa, sb, sb2, ss]) x.close();
  });

  it('is sent alone when the adjudication fails, and the step is resolved later', async () => {
    const [gm, a, b] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'));
    const { id } = await startedGame(gm!, [a!, b!]);
    const sa = await connect(url, a!);
    const sb = await connect(url, b!);
    const va = expectOk(await a!.get(`/api/games/${id}`));
    expectOk(await a!.put(`/api/games/${id}/decision`, { decision: va.legal[0] }));
    await sa.next((f) => f.type === 'submitted' && f.power === 'north');

    failing.add(`${id}:0`);
    const vb = expectOk(await b!.get(`/api/games/${id}`));
    expect(expectOk(await b!.put(`/api/games/${id}/decision`, { decision: vb.legal[0] }))).toMatchObject({ adjudicated: false, adjudication: 'engine-failed' });
    expect(await sb.next((f) => f.type === 'submitted' && f.power === 'east')).toEqual({ type: 'submitted', gameId: id, step: 0, power: 'east', ready: true, decision: vb.legal[0] });
    expect(await sa.next((f) => f.type === 'submitted' && f.power === 'east')).toEqual({ type: 'submitted', gameId: id, step: 0, power: 'east', ready: true });
    expect(sa.frames.some((f) => f.type === 'results' && f.gameId === id)).toBe(false);

    // Readying again resolves it: that write's notice leaves with the results.
    expect(expectOk(await b!.put(`/api/games/${id}/ready`, { ready: true })).adjudicated).toBe(true);
    for (const sock of [sa, sb]) {
      await sock.next((f) => f.type === 'phase' && f.gameId === id && f.step > 0);
      expect(types(sock, id).slice(-4)).toEqual(['submitted', 'submitted', 'results', 'phase']);
    }
    for (const x of [sa, sb]) x.close();
  });
});
