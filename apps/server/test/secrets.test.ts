import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { adminUser, backends, Client, expectOk, listenGame, startedGame, testServer, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';

type Role = 'anonymous' | 'playerA' | 'playerB' | 'spectator' | 'gameMaster' | 'admin';
const ROLES: Role[] = ['anonymous', 'playerA', 'playerB', 'spectator', 'gameMaster', 'admin'];



describe.each(backends)('no secret leaks, any endpoint, any role (%s)', (backend) => {
  let t: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await testServer(backend, { logger: { level: 'trace', stream } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('every route, called by anonymous, players A and B, a spectator, the game master and an admin, shows nobody another player’s secrets', async () => {
    const [gm, a, b, spectator] = await users(t.app, 'gm-sec', 'a-sec', 'b-sec', 'spec-sec');
    const admin = await adminUser(t);
    const clients: Record<Role, Client> = { anonymous: new Client(t.app), playerA: a!, playerB: b!, spectator: spectator!, gameMaster: gm!, admin };
    const { id, powers } = await startedGame(gm!, [a!, b!], { press: 'black', deadlines: { default: 3600 }, reminders: [1800], options: { rounds: 5 } });
    expect(powers).toEqual({ 'a-sec': 'north', 'b-sec': 'east' });

    /** Plays the current round to the next bid, so the record has result sheets, own decisions and notifications. */
    const playRound = async () => {
      const start = expectOk(await a!.get(`/api/games/${id}`)).view.step;
      for (let i = 0; i < 20; i++) {
        const c = [a!, b!][i % 2]!;
        const w = expectOk(await c.get(`/api/games/${id}`));
        if (w.view.step > start && w.view.pending.phase === 'bid') return;
        if (w.legal && !w.ready.includes(w.game.you.power)) expectOk(await c.put(`/api/games/${id}/decision`, { decision: w.legal[0] }));
      }
      throw new Error('round did not end');
    };
    await playRound();
    const url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/ws`;
    const sockets = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await listenGame(url, clients[r], id)] as const))) as Record<
      Role,
      { frames: string[]; ws: WebSocket }
    >;
    await playRound(); // with every socket listening: submissions, result sheets, new phases with views

    // Secret drafts for A and B (not ready, so nothing resolves), and private press between them.
    const va = expectOk(await a!.get(`/api/games/${id}`));
    const vb = expectOk(await b!.get(`/api/games/${id}`));
    expect(va.view.pending.phase).toBe('bid');
    expectOk(await a!.put(`/api/games/${id}/decision`, { decision: va.legal.at(-1), ready: false }));
    t.clock.advance(1800_000); // reminder time: east has not decided yet
    expect((await t.server.scheduler.tick()).reminders).toBe(1);
    expectOk(await b!.put(`/api/games/${id}/decision`, { decision: vb.legal.at(-1), ready: false }));
    const toB = expectOk(await a!.post(`/api/games/${id}/messages`, { to: ['east'], body: 'PRIVATE-NORTH-TO-EAST' }), 201).message;
    expectOk(await b!.post(`/api/games/${id}/messages`, { to: ['north'], body: 'PRIVATE-EAST-TO-NORTH', press: 'grey' }), 201);
    expectOk(await a!.post(`/api/games/${id}/messages`, { to: 'all', body: 'public words' }), 201);
    // B tries a card that is A's: the error must not confirm anything.
    const aCard = (va.view.view.hands.north as { id: string }[])[0]!.id;
    const probe = await b!.put(`/api/games/${id}/decision`, { decision: { bid: aCard }, ready: false });
    expect(probe.status).toBe(422);
    // A draw vote A proposed, open (issue 21 item 5): its route is swept with the others.
    const vote = expectOk(await a!.post(`/api/games/${id}/votes`, { kind: 'draw' }), 201).votes[0] as { id: string };

    // What is secret, read from the database behind the server's back.
    const row = await t.server.judge.gameRow(id);
    const state = JSON.parse(row.session).state;
    const seed: string = JSON.parse(row.session).seed;
    const hand = (p: string) => (state.hands[p] as { id: string }[]).map((c) => JSON.stringify(c.id));
    const secretsOf: Record<string, string[]> = {
      north: [...hand('north'), '"PRIVATE-NORTH-TO-EAST"', '"PRIVATE-EAST-TO-NORTH"'],
      east: [...hand('east'), '"PRIVATE-NORTH-TO-EAST"', '"PRIVATE-EAST-TO-NORTH"'],
      south: hand('south'),
    };
    const mine: Record<Role, string | null> = { anonymous: null, playerA: 'north', playerB: 'east', spectator: null, gameMaster: null, admin: null };
    const forbiddenFor = (r: Role) => {
      const own = mine[r];
      const shared = own ? secretsOf[own]! : [];
      return [seed, ...Object.entries(secretsOf).flatMap(([p, s]) => (p === own ? [] : s.filter((x) => !shared.includes(x))))];
    };
    expect(forbiddenFor('playerA')).not.toContain('"PRIVATE-NORTH-TO-EAST"');
    expect(forbiddenFor('spectator')).toContain('"PRIVATE-NORTH-TO-EAST"');

    // Every route, with its parameters filled in; reads first, then writes, then the ones that end things.
    const userA = (await t.server.judge.db.selectFrom('users').select('id').where('name', '=', 'a-sec').executeTakeFirstOrThrow()).id;
    const fill = (u: string) =>
      u
        .replace(/^\/api\/admin\/users\/:id/, `/api/admin/users/${userA}`)
        .replace(':id', id)
        .replace(':ruleset', 'tribute')
        .replace(':name', 'a-sec') // a player's profile (issue 21 item 6), player A's own
        .replace(':step', '1')
        .replace(':mid', toB.id)
        .replace(':vid', vote.id)
        .replace(':format', 'svg'); // the position's picture (GET /api/games/:id/map.:format)
    const last = (r: { method: string; url: string }) => (r.url === '/api/auth/logout' || (r.method === 'DELETE' && r.url === '/api/games/:id') ? 2 : r.method === 'GET' ? 0 : 1);
    const routes = [...t.server.routes].filter((r) => r.url.startsWith('/api/')).sort((x, y) => last(x) - last(y));
    expect(routes.length).toBeGreaterThan(30);
    let calls = 0;
    for (const route of routes) {
      const url = fill(route.url);
      expect(url, `unfilled parameter in ${route.url}`).not.toMatch(/:/);
      for (const role of ROLES) {
        const res = await clients[role].req(route.method, url, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
        calls++;
        const text = res.text + JSON.stringify(res.headers);
        for (const secret of forbiddenFor(role)) {
          expect(text.includes(secret), `${role} ${route.method} ${route.url} (${res.status}) shows ${secret}`).toBe(false);
        }
      }
    }
    expect(calls).toBe(routes.length * ROLES.length);

    // What each socket heard.
    await new Promise((r) => setTimeout(r, 100));
    for (const role of ROLES) {
      const heard = sockets[role].frames.join('\n');
      expect(heard).toContain('"submitted"');
      expect(heard).toContain('"results"');
      expect(heard).toContain('"phase"');
      for (const secret of forbiddenFor(role)) expect(heard.includes(secret), `${role} WebSocket shows ${secret}`).toBe(false);
      sockets[role].ws.close();
    }
    expect(sockets.playerB.frames.join()).toContain('PRIVATE-NORTH-TO-EAST');
    expect(sockets.playerA.frames.join()).toContain('"reminder"');

    // The log holds no secret of anyone (nor passwords).
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(1000);
    for (const secret of [seed, ...Object.values(secretsOf).flat(), 'correct horse']) {
      expect(log.includes(secret), `log shows ${secret}`).toBe(false);
    }
  });
});

export type { Json };
