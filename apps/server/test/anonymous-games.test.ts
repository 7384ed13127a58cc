import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryBus } from '../src/index.ts';
import { adminUser, backends, Client, expectOk, testServer, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';
import { startMailbox } from './mailbox.ts';
import type { Mailbox } from './mailbox.ts';
import { connect } from './ws-client.ts';

/**
 * Issue 21 item 5: anonymous games (who plays which power is told to nobody but the seat's own
 * player and a seatless referee until the game is over) and no-press (gunboat) games, through
 * every route that could name a player: game, lobby, own games, press, votes, WebSocket, mail,
 * archive and profile. Played on Tribute with the judge's injectable clock.
 */

let n = 0;
/** Distinctive names: a name found in a response can only be that user's. */
const uniq = (s: string) => `${s}zq${++n}`;
const ALL = ['started', 'your-turn', 'deadline', 'results', 'press', 'eliminated'] as const;
const every = (choice: Json) => Object.fromEntries(ALL.map((k) => [k, choice]));

describe.each(backends)('anonymous and no-press games (%s)', (backend) => {
  let t: TestServer;
  let smtp: Mailbox;
  let admin: Client;
  let url: string;
  const JUDGE = 'judge@diadochi.test';
  beforeAll(async () => {
    smtp = await startMailbox();
    t = await testServer(backend, {
      bus: memoryBus(),
      notify: {
        mail: { host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true, user: 'judge', pass: 'x', from: `Diadochi <${JUDGE}>` },
        inbound: { port: 0, address: JUDGE },
      },
    });
    admin = await adminUser(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
    // A judge, a mail server and a socket: more than the default 10 s on a busy 2-core machine.
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const addr = (c: Client) => `${c.name}@example.test`;
  async function verify(c: Client): Promise<void> {
    expectOk(await c.post('/api/notify/email', { address: addr(c) }), 202);
    const code = /\n\n([A-Za-z0-9_-]{43})\n\n/.exec(smtp.to(addr(c)).at(-1)!.text ?? '')![1]!;
    expectOk(await c.post('/api/notify/verify', { code }));
  }
  const sendMail = (from: string, subject: string, text: string) =>
    nodemailer.createTransport({ host: '127.0.0.1', port: t.server.notifier.inboundPort!, secure: false, ignoreTLS: true }).sendMail({ from, to: JUDGE, subject, text });
  const game = async (c: Client, id: string) => expectOk(await c.get(`/api/games/${id}`)).game;
  const seat = (g: Json, power: string) => (g.seats as Json[]).find((s) => s.power === power);
  const state = async (id: string) => (JSON.parse((await t.server.judge.gameRow(id)).session) as Json).state;

  it('names nobody but the caller until the end — game, lobby, own games, press, votes, WebSocket, mail, archive, profile — then everywhere', async () => {
    const [gm, a, b, spec] = await users(t.app, uniq('gm'), uniq('alice'), uniq('bob'), uniq('spec'));
    const anon = new Client(t.app);
    await verify(b!);
    expectOk(await b!.put('/api/notify/settings', { kinds: every({ email: 'now' }) }));
    const created = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, options: { rounds: 2 }, anonymous: true, deadlines: { default: 3600, phases: {} }, reminders: [] }), 201);
    const id = created.id as string;
    expect(created.game.settings.anonymous).toBe(true);
    expectOk(await a!.post(`/api/games/${id}/join`, { preferences: ['north'] }));
    expectOk(await b!.post(`/api/games/${id}/join`, { preferences: ['east'] }));

    // Forming: who joined is counted, named only to himself — and to the seatless referee.
    expect((await game(b!, id)).members).toEqual([{ name: null }, { name: b!.name }]);
    expect((await game(spec!, id)).members).toEqual([{ name: null }, { name: null }]);
    expect((await game(gm!, id)).members).toEqual([{ name: a!.name }, { name: b!.name }]);
    const lobbyForming = JSON.stringify(expectOk(await anon.get('/api/games?status=forming')));
    expect(lobbyForming).toContain(id);
    for (const who of [a!, b!]) expect(lobbyForming).not.toContain(who.name);

    expectOk(await gm!.post(`/api/games/${id}/start`));
    const sa = await connect(url, a!);
    const sb = await connect(url, b!);
    const ss = await connect(url, spec!);
    ss.ws.send(JSON.stringify({ type: 'subscribe', gameId: id }));
    await ss.next((f) => f.type === 'subscribed' && f.gameId === id);

    // Each player sees his own seat and name, the other seat by power only.
    const byA = await game(a!, id);
    expect(seat(byA, 'north')).toMatchObject({ player: a!.name, controller: 'human' });
    expect(seat(byA, 'east')).toMatchObject({ player: null, controller: 'human', anonymous: true });
    expect(byA.assignment).toBeNull();
    const byB = await game(b!, id);
    expect(seat(byB, 'east').player).toBe(b!.name);
    expect(seat(byB, 'north')).toMatchObject({ player: null, anonymous: true });
    // Spectators, anonymous visitors and admins learn no name; the seatless referee sees them all.
    for (const c of [spec!, anon, admin]) {
      const seen = JSON.stringify(expectOk(await c.get(`/api/games/${id}`)));
      for (const who of [a!, b!]) expect(seen).not.toContain(who.name);
    }
    const byGm = await game(gm!, id);
    expect([seat(byGm, 'north').player, seat(byGm, 'east').player]).toEqual([a!.name, b!.name]);
    expect(byGm.assignment).not.toBeNull();
    // The lobby and the caller's own games.
    const lobby = JSON.stringify(expectOk(await spec!.get('/api/games?status=running')));
    expect(lobby).toContain(id);
    for (const who of [a!, b!]) expect(lobby).not.toContain(who.name);
    expect(JSON.stringify(expectOk(await b!.get('/api/me/games')))).not.toContain(a!.name);

    // Press and votes speak of powers.
    expectOk(await a!.post(`/api/games/${id}/messages`, { to: 'all', body: 'greetings from the north' }), 201);
    expectOk(await a!.post(`/api/games/${id}/votes`, { kind: 'draw' }), 201);
    const inbox = expectOk(await b!.get(`/api/games/${id}/messages`));
    expect(inbox.messages[0]).toMatchObject({ from: 'north', body: 'greetings from the north' });
    expect(JSON.stringify(inbox)).not.toContain(a!.name);
    const votes = expectOk(await b!.get(`/api/games/${id}/votes`));
    expect(votes.votes[0]).toMatchObject({ kind: 'draw', proposer: 'north', status: 'open' });
    expect(JSON.stringify(votes)).not.toContain(a!.name);
    await sb.next((f) => f.type === 'message' && f.gameId === id);
    await ss.next((f) => f.type === 'message' && f.gameId === id);

    // A phase: north sends, east misses it at the deadline (a counted phase of b's record).
    const s = await state(id);
    const tribute = t.server.judge.def('tribute');
    expectOk(await a!.put(`/api/games/${id}/decision`, { decision: tribute.defaultDecision(s, 'north'), ready: true }));
    t.clock.advance((await t.server.judge.gameRow(id)).deadline_at! - t.clock.now());
    await t.server.scheduler.tick();
    expect((await t.server.judge.gameRow(id)).step).toBeGreaterThan(0);
    await sb.next((f) => f.type === 'results' && f.gameId === id);
    await t.server.notifier.flush();
    // Every frame and every mail b and the spectator got: no other player's name.
    for (const frame of [...sb.frames, ...ss.frames]) expect(JSON.stringify(frame)).not.toContain(a!.name);
    for (const frame of sa.frames) expect(JSON.stringify(frame)).not.toContain(b!.name);
    const mails = smtp.to(addr(b!)).filter((m) => !m.subject?.includes('confirm'));
    expect(mails.length).toBeGreaterThan(1);
    for (const m of mails) expect(`${m.subject}\n${m.text}\n${m.html || ''}`).not.toContain(a!.name);

    // The profile: no running game listed, and its phases not counted while it runs.
    const seatRow = await t.server.judge.db.selectFrom('seats').selectAll().where('game_id', '=', id).where('power', '=', 'east').executeTakeFirstOrThrow();
    expect(seatRow.phases_missed).toBeGreaterThan(0);
    const running = expectOk(await spec!.get(`/api/players/${b!.name}`));
    expect(running.reliability).toEqual({ due: 0, missed: 0, percent: null });
    expect(JSON.stringify(running)).not.toContain(id);
    // The archive knows no running game, not even searched by player.
    expect(JSON.stringify(expectOk(await spec!.get(`/api/archive?player=${a!.name}`)))).not.toContain(id);
    expect((await spec!.get(`/api/archive/${id}`)).status).toBe(404);

    // The draw passes: the game is over, the names are told everywhere.
    expectOk(await b!.put(`/api/games/${id}/votes/${votes.votes[0].id}`, { yes: true }));
    const over = await game(spec!, id);
    expect(over.status).toBe('over');
    expect([seat(over, 'north').player, seat(over, 'east').player]).toEqual([a!.name, b!.name]);
    expect(seat(over, 'north').anonymous).toBeUndefined();
    expect(over.assignment).not.toBeNull();
    expect(JSON.stringify(expectOk(await spec!.get(`/api/archive?player=${a!.name}`)))).toContain(id);
    const after = expectOk(await spec!.get(`/api/players/${b!.name}`));
    expect(after.games.map((g: Json) => g.id)).toContain(id);
    expect(after.reliability.due).toBe(seatRow.phases_due);
    // A rematch is anonymous too.
    const again = expectOk(await a!.post(`/api/games/${id}/rematch`), 201);
    expect(again.game.settings.anonymous).toBe(true);
    for (const sock of [sa, sb, ss]) sock.close();
  });

  it('a game master who plays an anonymous game is a player like the others: his own seat only', async () => {
    const [gm, a] = await users(t.app, uniq('host'), uniq('ann'));
    const { id } = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, options: { rounds: 2 }, anonymous: true, play: true, preferences: ['north'] }), 201);
    expectOk(await a!.post(`/api/games/${id}/join`, { preferences: ['east'] }));
    expect((await game(gm!, id)).members).toEqual([{ name: gm!.name }, { name: null }]);
    expectOk(await gm!.post(`/api/games/${id}/start`));
    const g = await game(gm!, id);
    expect(seat(g, 'north').player).toBe(gm!.name);
    expect(seat(g, 'east')).toMatchObject({ player: null, anonymous: true });
    // A game that is not anonymous names its players as before.
    const plain = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, options: { rounds: 2 } }), 201);
    expect(plain.game.settings.anonymous).toBeUndefined();
  });

  it('no press (gunboat): a player’s message is refused with no-press-game, by the web and by mail (in his language); the referee may still write', async () => {
    const [gm, a, b] = await users(t.app, uniq('ref'), uniq('gun'), uniq('boat'));
    await verify(a!);
    await verify(b!);
    expectOk(await b!.put('/api/notify/settings', { language: 'fr' }));
    const { id } = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, options: { rounds: 2 }, press: 'none', anonymous: true }), 201);
    expectOk(await a!.post(`/api/games/${id}/join`, { preferences: ['north'] }));
    expectOk(await b!.post(`/api/games/${id}/join`, { preferences: ['east'] }));
    expectOk(await gm!.post(`/api/games/${id}/start`));
    for (const to of ['all', ['east']]) {
      const r = await a!.post(`/api/games/${id}/messages`, { to, body: 'psst' });
      expect(r.status).toBe(403);
      expect(r.body.error).toBe('no-press-game');
    }
    expectOk(await gm!.post(`/api/games/${id}/messages`, { to: 'all', body: 'Ruling: the deadline holds.' }), 201);
    for (const [c, words] of [
      [a!, /Message to everyone: refused \(this is a no-press \(gunboat\) game/],
      [b!, /Message à tous\s?: refusé \(cette partie est sans presse \(gunboat\)/u],
    ] as const) {
      const tag = expectOk(await c.get(`/api/notify/mail-play/${id}`)).subject as string;
      const before = smtp.to(addr(c)).length;
      await sendMail(addr(c), tag, 'PRESS TO ALL\nLet us ally.');
      const reply = smtp.to(addr(c))[before]!;
      expect(reply.text).toMatch(words);
    }
    const box = expectOk(await b!.get(`/api/games/${id}/messages`));
    expect(box.messages.map((m: Json) => [m.from, m.body])).toEqual([['referee', 'Ruling: the deadline holds.']]);
  });
});
