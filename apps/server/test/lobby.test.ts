/**
 * The lobby's server side (issue 17 items 3 and 12): the creator seated when he creates, private
 * games known only through their link (404 otherwise, never 403), the ruleset's form offers, and
 * PhalanXX's live pace — a short deadline per step, which a timeout moves on.
 */
import { games as catalog } from '@diadochi/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, Client, expectOk, testServer, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';

let n = 0;
const uniq = (s: string) => `${s}-${++n}`;

describe.each(backends)('lobby (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend);
  });
  afterAll(async () => t?.close());

  it('the creator is seated when he creates, with his ranking; referee only when he says so', async () => {
    const [gm, a] = await users(t.app, uniq('gm'), uniq('a'));
    const seated = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, play: true, preferences: ['east', 'north'] }), 201);
    expect(seated.game.you.joined).toBe(true);
    expect(seated.game.you.preferences).toEqual(['east', 'north']);
    expect(seated.game.members.map((m: Json) => m.name)).toEqual([gm!.name]);
    // Joining again is refused: he already is in.
    expect((await gm!.post(`/api/games/${seated.id}/join`, { preferences: [] })).status).toBe(409);
    expectOk(await a!.post(`/api/games/${seated.id}/join`, { preferences: ['east'] }));
    expectOk(await gm!.post(`/api/games/${seated.id}/start`));
    const seats = expectOk(await gm!.get(`/api/games/${seated.id}`)).game.seats as Json[];
    // His first choice was east, a's too; he joined first, so one of them has east and the other is seated too.
    expect(seats.filter((s) => s.player !== null).map((s) => s.player).sort()).toEqual([gm!.name, a!.name].sort());

    const referee = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3 }), 201);
    expect(referee.game.you.joined).toBe(false);
    expect(referee.game.members).toEqual([]);

    // A ranking of seats the game does not have is refused, and nothing is created.
    const bad = await gm!.post('/api/games', { ruleset: 'tribute', players: 3, play: true, preferences: ['mars'] });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe('bad-preferences');
    // The referee of moderated press cannot play (diadokhoi §7).
    expect((await gm!.post('/api/games', { ruleset: 'tribute', players: 3, play: true, press: { moderated: true } })).status).toBe(409);
  });

  it('a creator seated in a game that starts with one player starts it at once, seated', async () => {
    const [gm] = await users(t.app, uniq('gm'));
    const { id } = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, play: true, preferences: ['south'], autoStart: 1, emptySeats: 'bot' }), 201);
    const g = expectOk(await gm!.get(`/api/games/${id}`)).game;
    expect(g.status).toBe('running');
    expect(g.you.power).toBe('south');
  });

  it('a private game: not listed, 404 without its link (as a game that does not exist), seen and joined with it', async () => {
    const [gm, guest, stranger] = await users(t.app, uniq('gm'), uniq('guest'), uniq('stranger'));
    const created = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, play: true, private: true, title: 'Behind closed doors' }), 201);
    const id = created.id as string;
    const token = created.game.invite as string;
    expect(created.game.settings.private).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);

    // Not in the lobby's lists, for anyone; in the referee's own games.
    for (const c of [stranger!, gm!, new Client(t.app)]) {
      for (const status of ['', '?status=forming']) {
        const listed = expectOk(await c.get(`/api/games${status}`)).games as Json[];
        expect(listed.map((g) => g.id)).not.toContain(id);
      }
    }
    expect((expectOk(await gm!.get('/api/me/games')).games as Json[]).map((g) => g.game.id)).toContain(id);

    // Without the token: the very answer of a game that does not exist, on every route of the game.
    const missing = await stranger!.get('/api/games/no-such-game');
    for (const c of [stranger!, new Client(t.app)]) {
      for (const path of ['', '/history', '/messages', '/history/0', '/file']) {
        const r = await c.get(`/api/games/${id}${path}`);
        expect(r.status, path).toBe(404);
        expect(r.body).toEqual(missing.body);
      }
    }
    const wrong = await stranger!.get(`/api/games/${id}?invite=${'x'.repeat(24)}`);
    expect(wrong.status).toBe(404);
    const joinBlind = await stranger!.post(`/api/games/${id}/join`, { preferences: [] });
    expect(joinBlind.status).toBe(404);
    expect(joinBlind.body).toEqual(missing.body);

    // With the link: seen, without the token itself (only the referee is given it), and joined.
    const seen = expectOk(await guest!.get(`/api/games/${id}?invite=${token}`));
    expect(seen.game.title).toBe('Behind closed doors');
    expect(seen.game.invite).toBeUndefined();
    const joined = await guest!.req('POST', `/api/games/${id}/join`, { preferences: ['north'] }, { 'x-diadochi-invite': token });
    expect(joined.status).toBe(200);
    // A member no longer needs the link; the stranger still gets 404.
    expect(expectOk(await guest!.get(`/api/games/${id}`)).game.you.joined).toBe(true);
    expect((await stranger!.get(`/api/games/${id}`)).status).toBe(404);
    expectOk(await gm!.post(`/api/games/${id}/start`));
    expect((await guest!.get(`/api/games/${id}/history`)).status).toBe(200);
    expect((await stranger!.get(`/api/games/${id}/history`)).status).toBe(404);
    // Public games are unchanged: listed, and seen by anyone.
    const open = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3 }), 201);
    expect(open.game.invite).toBeUndefined();
    expect((expectOk(await stranger!.get('/api/games?status=forming')).games as Json[]).map((g) => g.id)).toContain(open.id);
    expect((await stranger!.get(`/api/games/${open.id}`)).status).toBe(200);
  });

  it('the rulesets say what the new-game form offers, and the seats a game would have', async () => {
    const r = expectOk(await new Client(t.app).get('/api/rulesets')).rulesets as Json[];
    expect(r.find((x) => x.id === 'tribute')).toMatchObject({ seatRanking: true, press: true, paces: ['online', 'daily', 'fast', 'weekly', 'mail'] });
    expect(expectOk(await new Client(t.app).get('/api/rulesets/tribute/seats?players=2')).seats).toEqual(['north', 'east']);
    expect((await new Client(t.app).get('/api/rulesets/tribute/seats?options=%7B')).status).toBe(400);
    expect((await new Client(t.app).get('/api/rulesets/chess/seats')).status).toBe(404);
  });
});

describe('PhalanXX live pace (issue 17 item 3)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer('sqlite', { games: catalog });
  });
  afterAll(async () => t?.close());

  it('offers a live pace with no press and no seat ranking; each step gets a short deadline, and a timeout moves the game on', async () => {
    const info = (expectOk(await new Client(t.app).get('/api/rulesets')).rulesets as Json[]).find((x) => x.id === 'phalanxx');
    expect(info).toMatchObject({ seatRanking: false, press: false, paces: ['live', 'online'] });
    const [p] = await users(t.app, uniq('hoplite'));
    // As the form creates it: 20 s a decision, no press, seats by lot, the creator seated.
    const { id } = expectOk(await p!.post('/api/games', { ruleset: 'phalanxx', players: 2, deadlines: { default: 20, phases: {} }, reminders: [], press: 'none', assignment: 'random', play: true, autoStart: 1, emptySeats: 'bot' }), 201);
    const g0 = expectOk(await p!.get(`/api/games/${id}`)).game;
    expect(g0.status).toBe('running');
    expect(g0.you.power).not.toBeNull();

    // The bot's turns are settled at once; then each step waits on the human, with 20 s to decide.
    const waitForHuman = async () => {
      for (let i = 0; i < 50; i++) {
        const v = expectOk(await p!.get(`/api/games/${id}`));
        if (v.game.status !== 'running') return v;
        if (v.legal && v.legal.length > 0) return v;
        await t.server.scheduler.tick();
      }
      throw new Error('the bot never handed over');
    };
    let v = await waitForHuman();
    const steps: number[] = [];
    for (let round = 0; round < 3 && v.game.status === 'running'; round++) {
      expect(v.game.deadlineAt - t.clock.now()).toBeLessThanOrEqual(20_000);
      expect(v.game.deadlineAt - t.clock.now()).toBeGreaterThan(0);
      const before = v.game.step as number;
      // Nothing moves before the deadline …
      t.clock.advance(19_000);
      await t.server.scheduler.tick();
      expect((await t.server.judge.gameRow(id)).step).toBe(before);
      // … and at it the no-orders rule plays for the human, the bot plays on.
      t.clock.advance(1_000);
      await t.server.scheduler.tick();
      const after = (await t.server.judge.gameRow(id)).step;
      expect(after).toBeGreaterThan(before);
      steps.push(after - before);
      v = await waitForHuman();
    }
    expect(steps.length).toBe(3);
    // The named preset: 30 s a decision.
    const live = expectOk(await p!.post('/api/games', { ruleset: 'phalanxx', players: 2, deadlines: 'live' }), 201);
    expect(live.game.settings.deadlines).toEqual({ default: 30, phases: {} });
  });
});
