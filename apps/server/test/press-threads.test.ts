/**
 * Issue 17 item 15: press that reads like a conversation. Every message carries its
 * conversation as its reader sees it (`thread`), the list answers the reader's conversations
 * with their unread counts (kept per reader and conversation on the server), and private
 * press goes only to powers someone reads — bots, empty seats and eliminated powers are
 * refused with a typed error naming why.
 */
import type { GameDefinition } from '@diadochi/kernel';
import { tribute } from '@diadochi/kernel/test-game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, Client, expectOk, games, startedGame, testServer, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';

/** Tribute where south is out of the game from the start (a power that lost its last unit). */
const southOut = { ...tribute, id: 'tribute-south-out', eliminated: () => ['south'] } as unknown as GameDefinition;

let n = 0;
const uniq = (s: string) => `${s}-t${++n}`;

describe.each(backends)('press conversations (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend, { games: [...games, southOut] });
  });
  afterAll(async () => t?.close());

  /** Four seats: north, east, south played by a, b, c; west by a bot; a separate referee and a spectator. */
  async function table(press: unknown = 'white', ruleset = 'tribute') {
    const [gm, a, b, c, s] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'), uniq('c'), uniq('s'));
    const { id, powers } = await startedGame(gm!, [a!, b!, c!], { press, players: 4, ruleset });
    expect(Object.values(powers).sort()).toEqual(['east', 'north', 'south']);
    const say = async (x: Client, to: 'all' | string[], body: string, extra: Record<string, unknown> = {}) => {
      t.clock.advance(1000);
      return expectOk(await x.post(`/api/games/${id}/messages`, { to, body, ...extra }), 201).message;
    };
    const list = async (x: Client) => expectOk(await x.get(`/api/games/${id}/messages`));
    const unreadBy = async (x: Client) => Object.fromEntries((await list(x)).threads.map((th: Json) => [th.key, th.unread]));
    return { id, gm: gm!, a: a!, b: b!, c: c!, s: s!, anon: new Client(t.app), say, list, unreadBy };
  }

  it('issue 17 item 15: one conversation per correspondent or group, the same for both sides; public press in `all`; newest first', async () => {
    const { a, b, c, say, list } = await table();
    const m1 = await say(a, ['east'], 'North to east');
    const m2 = await say(b, ['north'], 'East to north');
    const m3 = await say(a, ['east', 'south'], 'North to east and south');
    const m4 = await say(c, 'all', 'South to all');
    expect([m1.thread, m2.thread, m3.thread, m4.thread]).toEqual(['p:east', 'p:north', 'p:east+south', 'all']);
    const byBody = async (x: Client) => Object.fromEntries((await list(x)).messages.map((m: Json) => [m.body, m.thread]));
    expect(await byBody(a)).toEqual({ 'North to east': 'p:east', 'East to north': 'p:east', 'North to east and south': 'p:east+south', 'South to all': 'all' });
    expect(await byBody(b)).toEqual({ 'North to east': 'p:north', 'East to north': 'p:north', 'North to east and south': 'p:north+south', 'South to all': 'all' });
    expect(await byBody(c)).toEqual({ 'North to east and south': 'p:east+north', 'South to all': 'all' });
    // `all` first even when older, then the newest conversation first.
    const threads = (await list(a)).threads;
    expect(threads.map((th: Json) => [th.key, th.kind, th.with, th.count])).toEqual([
      ['all', 'all', [], 1],
      ['p:east+south', 'powers', ['east', 'south'], 1],
      ['p:east', 'powers', ['east'], 2],
    ]);
    expect(threads[2].lastAt).toBeLessThan(threads[1].lastAt);
  });

  it('issue 17 item 15, secrecy: no one is sent a conversation, a message or a count he is not party to', async () => {
    const { a, b, c, s, anon, gm, say, list } = await table();
    const secret = await say(a, ['east'], 'Secret plan against south');
    await say(b, ['north'], 'Agreed, secretly');
    await say(a, 'all', 'Peace to all');
    for (const x of [c, s, anon, gm]) {
      const box = await list(x);
      const text = JSON.stringify(box);
      expect(text).not.toContain('Secret plan');
      expect(text).not.toContain('secretly');
      expect(text).not.toContain(secret.id);
      expect(box.threads.map((th: Json) => th.key)).toEqual(['all']);
      expect(box.messages.map((m: Json) => m.body)).toEqual(['Peace to all']);
    }
    // c's counts say nothing of the conversation between north and east.
    expect((await list(c)).unread).toBe(1);
  });

  it('issue 17 item 15, diadokhoi §7.11.3: grey press sits in `unsigned`, black press in the claimed sender’s conversation; the key names no hidden author', async () => {
    const { a, b, c, say, list } = await table('black');
    await say(a, ['east'], 'Beware', { press: 'grey' });
    await say(c, ['east'], 'Beware too', { press: 'grey' });
    await say(a, ['east', 'south'], 'Signed as west', { press: 'black', as: 'west' });
    await say(c, ['east'], 'Signed as east himself', { press: 'black', as: 'east' });
    const seen = (await list(b)).messages as Json[];
    expect(seen.map((m) => [m.body, m.thread])).toEqual([
      ['Beware', 'unsigned'],
      ['Beware too', 'unsigned'],
      ['Signed as west', 'p:west'],
      ['Signed as east himself', 'unsigned'],
    ]);
    expect(JSON.stringify((await list(b)).threads)).not.toMatch(/north|south/);
    // Their authors file them under the powers they wrote to.
    expect((await list(a)).messages.map((m: Json) => m.thread)).toEqual(['p:east', 'p:east+south']);
  });

  it('issue 17 item 15: unread counts per conversation, kept on the server; reading one conversation leaves the others unread', async () => {
    const { id, a, b, c, say, list, unreadBy } = await table();
    await say(a, ['east'], 'one');
    const two = await say(a, ['east'], 'two');
    const group = await say(a, ['east', 'south'], 'three');
    const pub = await say(c, 'all', 'four');
    expect(await unreadBy(b)).toEqual({ all: 1, 'p:north+south': 1, 'p:north': 2 });
    expect((await list(b)).unread).toBe(4);
    expect(await unreadBy(a)).toEqual({ all: 1, 'p:east+south': 0, 'p:east': 0 });
    // b opens the conversation with north: read up to its last message, that one only.
    const read = expectOk(await b.post(`/api/games/${id}/messages/read`, { upto: two.id, thread: 'p:north' }));
    expect(read).toEqual({ unread: 2, threads: { all: 1, 'p:north+south': 1, 'p:north': 0 } });
    // Kept on the server: asked again (any page, any device), the same.
    expect(await unreadBy(b)).toEqual({ all: 1, 'p:north+south': 1, 'p:north': 0 });
    expect(expectOk(await b.get('/api/me/games')).games.find((g: Json) => g.game.id === id).unread).toBe(2);
    // Another reader's marks are his own.
    expect(await unreadBy(c)).toEqual({ all: 0, 'p:east+north': 1 });
    // A message of another conversation cannot mark this one; nor a message one cannot see.
    const wrong = await b.post(`/api/games/${id}/messages/read`, { upto: group.id, thread: 'p:north' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toBe('wrong-thread');
    expect((await c.post(`/api/games/${id}/messages/read`, { upto: two.id, thread: 'p:east+north' })).status).toBe(404);
    // A new message in a read conversation is unread again; an older marker does not go back.
    await say(a, ['east'], 'five');
    expect((await unreadBy(b))['p:north']).toBe(1);
    expectOk(await b.post(`/api/games/${id}/messages/read`, { upto: pub.id, thread: 'all' }));
    expectOk(await b.post(`/api/games/${id}/messages/read`, { upto: group.id, thread: 'p:north+south' }));
    expect(await unreadBy(b)).toEqual({ all: 0, 'p:north+south': 0, 'p:north': 1 });
  });

  it('issue 17 item 15: private press only to powers someone reads — a bot is refused with a typed error, public press still reaches all', async () => {
    const { id, a, gm, say, list } = await table();
    const res = await a.post(`/api/games/${id}/messages`, { to: ['east', 'west'], body: 'To a bot' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: 'recipient-cannot-read',
      problems: [{ code: 'recipient-bot', path: ['body', 'to', 1], data: { power: 'west', why: 'bot' } }],
    });
    expect(res.body.problems).toHaveLength(1);
    // Nothing was stored: east did not get half of it.
    expect(JSON.stringify(await list(a))).not.toContain('To a bot');
    // The referee cannot write to a bot either.
    expect((await gm.post(`/api/games/${id}/messages`, { to: ['west'], body: 'x' })).body.error).toBe('recipient-cannot-read');
    await say(a, 'all', 'Everyone, bots included');
    expect((await list(a)).correspondents).toEqual([
      { power: 'east', reads: true },
      { power: 'south', reads: true },
      { power: 'west', reads: false, why: 'bot' },
    ]);
  });

  it('issue 17 item 15: an eliminated power reads no press — refused as `out`, and listed so', async () => {
    const { id, a, c, list } = await table('white', 'tribute-south-out');
    const res = await a.post(`/api/games/${id}/messages`, { to: ['south'], body: 'Still there?' });
    expect(res.status).toBe(422);
    expect(res.body.problems).toEqual([expect.objectContaining({ code: 'recipient-out', data: { power: 'south', why: 'out' } })]);
    expect((await list(a)).correspondents).toEqual([
      { power: 'east', reads: true },
      { power: 'south', reads: false, why: 'out' },
      { power: 'west', reads: false, why: 'bot' },
    ]);
    expect((await list(c)).correspondents.map((x: Json) => x.power)).toEqual(['north', 'east', 'west']);
  });
});
