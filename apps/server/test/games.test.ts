import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGame, playerView, replay, seedCommitment, verifyGame } from '@diadochi/kernel';
import { tribute } from '@diadochi/kernel/test-game';
import type { TributeState } from '@diadochi/kernel/test-game';
import type { GameSession } from '@diadochi/kernel';
import { backends, Client, expectOk, startedGame, testServer, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';

let n = 0;
const uniq = (s: string) => `${s}-${++n}`;

/** Every human in `clients` who must decide submits their first legal decision; returns how many did. */
async function playRound(id: string, clients: Client[]): Promise<number> {
  let acted = 0;
  for (const c of clients) {
    const v = expectOk(await c.get(`/api/games/${id}`));
    const me = v.game.you.power;
    if (!me || !v.view.pending?.players.includes(me) || v.ready.includes(me)) continue;
    expectOk(await c.put(`/api/games/${id}/decision`, { decision: v.legal[0], step: v.view.step }));
    acted++;
  }
  return acted;
}

async function playToEnd(t: TestServer, id: string, clients: Client[]): Promise<Json> {
  for (let i = 0; i < 100; i++) {
    const v = expectOk(await clients[0]!.get(`/api/games/${id}`));
    if (v.game.status === 'over') return v;
    if ((await playRound(id, clients)) === 0) throw new Error(`nobody could act at step ${v.view.step}`);
  }
  throw new Error('game did not end');
}

describe.each(backends)('games (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend);
  });
  afterAll(async () => t?.close());

  it('validates creation: zod errors (400) and the game’s own option problems (422), both located', async () => {
    const [gm] = await users(t.app, uniq('gm'));
    const bad = await gm!.post('/api/games', { ruleset: 'tribute', deadlines: { default: -5 }, nonsense: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('bad-request');
    expect(bad.body.problems.map((p: Json) => p.path.join('.'))).toEqual(expect.arrayContaining(['body.deadlines.default', 'body']));
    const unknown = await gm!.post('/api/games', { ruleset: 'chess' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe('unknown-ruleset');
    const options = await gm!.post('/api/games', { ruleset: 'tribute', options: { players: 9 } });
    expect(options.status).toBe(422);
    expect(options.body.problems[0].path).toEqual(['players']);
    const anon = await new Client(t.app).post('/api/games', { ruleset: 'tribute' });
    expect(anon.status).toBe(401);
    const form = await gm!.req('POST', '/api/games', 'ruleset=tribute', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(form.body.error).toBe('unsupported-media-type');
    // issue 13: a plain-text body gets 415, as docs/API.md says (it used to be read and refused with 400).
    const text = await gm!.req('POST', '/api/games', 'ruleset=tribute', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.body.error).toBe('unsupported-media-type');
  });

  it('publishes the seed commitment at creation and the seed only at the end; the game file verifies', async () => {
    const [gm, a, b] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'));
    const { id } = await startedGame(gm!, [a!, b!]);
    const early = expectOk(await a!.get(`/api/games/${id}`));
    expect(early.game.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(early.game.seed).toBeUndefined();
    expect(early.view.seed).toBeUndefined();
    expect((await a!.get(`/api/games/${id}/file`)).status).toBe(409);
    const end = await playToEnd(t, id, [a!, b!]);
    expect(end.game.status).toBe('over');
    expect(seedCommitment(end.game.seed)).toBe(early.game.commitment);
    const file = await new Client(t.app).get(`/api/games/${id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/attachment/);
    const loaded = loadGame(file.text);
    expect(loaded.ok).toBe(true);
    const session = (loaded as { value: GameSession }).value;
    const v = verifyGame(tribute, session as GameSession<never>);
    expect(v.problems).toEqual([]);
    expect(v.ok).toBe(true);
    expect(session.record.length).toBe(end.view.step + 1);
  });

  it('join, preferences, leave before start; the start gives each player their first choice and bots the rest', async () => {
    const [gm, a, b, c] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'), uniq('c'));
    const { id } = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 4, title: 'Four' }), 201);
    expectOk(await a!.post(`/api/games/${id}/join`, { preferences: ['west', 'north'] }));
    expect((await a!.post(`/api/games/${id}/join`, {})).status).toBe(409);
    expectOk(await b!.post(`/api/games/${id}/join`, { preferences: ['west'] }));
    expectOk(await c!.post(`/api/games/${id}/join`));
    expect((await b!.put(`/api/games/${id}/preferences`, { preferences: ['nowhere'] })).status).toBe(422);
    expect((await b!.put(`/api/games/${id}/preferences`, { preferences: ['east', 'east'] })).status).toBe(422);
    expect((await b!.put(`/api/games/${id}/preferences`, { preferences: ['south', 'west'] })).status).toBe(204);
    expect((await c!.post(`/api/games/${id}/leave`)).status).toBe(204);
    expect((await c!.post(`/api/games/${id}/leave`)).status).toBe(409);
    const forming = expectOk(await b!.get(`/api/games/${id}`));
    expect(forming.game.members.map((m: Json) => m.name)).toEqual([a!.name, b!.name]);
    expect(forming.game.you.preferences).toEqual(['south', 'west']);
    expect(JSON.stringify(forming)).not.toContain('"north"]'); // a's ranking is not shown to b
    expect((await a!.post(`/api/games/${id}/start`)).status).toBe(403);
    const extra = await gm!.post(`/api/games/${id}/start`, { now: true });
    expect(extra.status).toBe(400);
    expect(extra.body.problems[0].path).toEqual(['body']);
    expectOk(await gm!.post(`/api/games/${id}/start`));
    const started = expectOk(await gm!.get(`/api/games/${id}`));
    expect(started.game.status).toBe('running');
    const seats = Object.fromEntries(started.game.seats.map((s: Json) => [s.power, s]));
    expect(seats.west.player).toBe(a!.name);
    expect(seats.south.player).toBe(b!.name);
    expect(seats.north.controller).toBe('bot');
    expect(seats.east.controller).toBe('bot');
    expect(started.game.assignment.method).toBe('preferences');
    expect((await c!.post(`/api/games/${id}/join`)).status).toBe(409);
    expect((await a!.post(`/api/games/${id}/leave`)).status).toBe(409);
    // bots decided at once; the humans are the only ones missing
    expect(started.view.missing.sort()).toEqual(['south', 'west']);
  });

  it('a full game is refused (409) and a cancelled game is closed', async () => {
    const [gm, a, b, c] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'), uniq('c'));
    const { id } = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 2 }), 201);
    expectOk(await a!.post(`/api/games/${id}/join`));
    expectOk(await b!.post(`/api/games/${id}/join`));
    const full = await c!.post(`/api/games/${id}/join`);
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('game-full');
    expect((await a!.del(`/api/games/${id}`)).status).toBe(403);
    expect((await gm!.del(`/api/games/${id}`)).status).toBe(204);
    expect(expectOk(await a!.get(`/api/games/${id}`)).game.status).toBe('cancelled');
  });

  it('decisions: 422 with the engine’s located problems, edits until ready, adjudication once everyone is ready', async () => {
    const [gm, a, b] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'));
    const { id, powers } = await startedGame(gm!, [a!, b!]);
    expect(powers[a!.name]).toBe('north');
    const va = expectOk(await a!.get(`/api/games/${id}`));
    const vb = expectOk(await b!.get(`/api/games/${id}`));
    const bad = await a!.put(`/api/games/${id}/decision`, { decision: { bid: 'card-999' } });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ error: 'invalid-decision', problems: [{ code: 'not-in-hand', path: ['bid'] }] });
    const noDecision = await a!.put(`/api/games/${id}/decision`, { ready: true });
    expect(noDecision.status).toBe(400);
    expect((await gm!.put(`/api/games/${id}/decision`, { decision: va.legal[0] })).status).toBe(403);
    // draft, then edit, not ready: nothing resolves
    expectOk(await a!.put(`/api/games/${id}/decision`, { decision: va.legal[0], ready: false }));
    expectOk(await a!.put(`/api/games/${id}/decision`, { decision: va.legal[1], ready: false }));
    const r1 = expectOk(await b!.put(`/api/games/${id}/decision`, { decision: vb.legal[0], ready: true }));
    expect(r1.adjudicated).toBe(false);
    const mid = expectOk(await a!.get(`/api/games/${id}`));
    expect(mid.view.mySubmission).toEqual(va.legal[1]);
    expect(mid.ready).toEqual(['east', 'south']);
    expect(mid.view.missing).toEqual([]);
    // ready without a decision is refused; ready with one adjudicates
    const r2 = expectOk(await a!.put(`/api/games/${id}/ready`, { ready: true, step: 0 }));
    expect(r2).toMatchObject({ adjudicated: true, step: 0 });
    // 1, or 2 when the bot won the bids and took its raid turn at once
    expect(r2.currentStep).toBeGreaterThanOrEqual(1);
    const after = expectOk(await a!.get(`/api/games/${id}`));
    expect(after.view.step).toBe(r2.currentStep);
    const bids = after.view.log.find((e: Json) => e.type === 'bids-revealed');
    expect(bids.data.find((x: Json) => x.p === 'north').card.id).toBe(va.legal[1].bid);
    // a decision for a past step is refused
    const stale = await a!.put(`/api/games/${id}/decision`, { decision: { raid: 'roll' }, step: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('stale-step');
  });

  it('retracting a decision clears readiness; a non-pending player gets not-your-decision', async () => {
    const [gm, a, b] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'));
    const { id } = await startedGame(gm!, [a!, b!]);
    const va = expectOk(await a!.get(`/api/games/${id}`));
    expectOk(await a!.put(`/api/games/${id}/decision`, { decision: va.legal[0] }));
    expect((await a!.del(`/api/games/${id}/decision`)).status).toBe(204);
    const v = expectOk(await a!.get(`/api/games/${id}`));
    expect(v.view.mySubmission).toBeUndefined();
    expect(v.ready).toEqual(['south']);
    expect((await a!.put(`/api/games/${id}/ready`, { ready: true })).body.error).toBe('nothing-submitted');
    await playRound(id, [a!, b!]);
    // raid (one player's turn) or, when the bot won the bids and raided at once, react (the others)
    const next = expectOk(await a!.get(`/api/games/${id}`));
    const pending: string[] = next.view.pending.players;
    const outsider = [a!, b!].find((c, i) => !pending.includes(['north', 'east'][i]!));
    if (outsider) {
      const r = await outsider.put(`/api/games/${id}/decision`, { decision: { raid: 'roll' } });
      expect(r.status).toBe(409);
      expect(r.body.error).toBe('not-your-decision');
    } else {
      expect(next.view.pending.phase).toBe('react');
    }
  });

  it('history: result sheets per step, own decisions only, and any past step replayed from the record', async () => {
    const [gm, a, b] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'));
    const { id } = await startedGame(gm!, [a!, b!]);
    await playRound(id, [a!, b!]);
    await playRound(id, [a!, b!]);
    const h = expectOk(await a!.get(`/api/games/${id}/history`));
    expect(h.steps[0].phase).toBe('setup');
    expect(h.steps[0].events.filter((e: Json) => e.type === 'hand').map((e: Json) => e.to)).toEqual([['north']]);
    expect(h.steps[1].phase).toBe('bid');
    expect(Object.keys(h.steps[1])).not.toContain('decisions');
    expect(h.steps[1].decision).toHaveProperty('bid');
    expect(h.steps[1].rolls).toBeUndefined();
    // ?from=N: only the steps from N on, the same as in the whole history.
    const tail = expectOk(await a!.get(`/api/games/${id}/history?from=2`));
    expect(tail.steps).toEqual(h.steps.slice(2));
    expect(expectOk(await a!.get(`/api/games/${id}/history?from=999`)).steps).toEqual([]);
    expect((await a!.get(`/api/games/${id}/history?from=-1`)).status).toBe(400);
    expect((await a!.get(`/api/games/${id}/history?from=x`)).status).toBe(400);
    const now = expectOk(await a!.get(`/api/games/${id}`));
    const past = expectOk(await a!.get(`/api/games/${id}/history/1`));
    expect(past.view.step).toBe(1);
    expect(past.view.pending.phase).toBe('raid');
    if (now.view.step === 1) expect(past.view).toEqual(now.view);
    expect((await a!.get(`/api/games/${id}/history/99`)).status).toBe(404);
    expect((await a!.get(`/api/games/${id}/history/x`)).status).toBe(400);
  });

  it('spectators get exactly the kernel’s public view', async () => {
    const [gm, a, b, s] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'), uniq('s'));
    const { id } = await startedGame(gm!, [a!, b!]);
    await playRound(id, [a!]);
    const spectator = expectOk(await s!.get(`/api/games/${id}`));
    const anonymous = expectOk(await new Client(t.app).get(`/api/games/${id}`));
    expect(spectator.game.you.roles).toEqual(['spectator']);
    expect(spectator.legal).toBeNull();
    // rebuild the session from the downloadable parts the server keeps, and compare with the kernel
    const row = await t.server.judge.gameRow(id);
    const core = JSON.parse(row.session);
    const record = await t.server.judge.records.load(t.server.judge.db, id, row.step + 1);
    const rebuilt = replay(tribute, { options: core.options, seed: core.seed, record });
    expect(rebuilt.ok).toBe(true);
    const subs = await t.server.judge.db.selectFrom('submissions').select(['power', 'decision']).where('game_id', '=', id).execute();
    const submissions = Object.fromEntries(subs.map((x) => [x.power, JSON.parse(x.decision)]));
    expect(Object.keys(submissions).sort()).toEqual(['north', 'south']);
    const kernel = playerView(tribute, { ...(rebuilt as { ok: true; value: GameSession<TributeState> }).value, submissions }, null);
    expect(spectator.view).toEqual(kernel);
    expect(anonymous.view).toEqual(kernel);
  });

  it('random assignment, auto start and my games with what needs doing', async () => {
    const [gm, a] = await users(t.app, uniq('gm'), uniq('a'));
    const { id } = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 2, assignment: 'random', autoStart: 1, emptySeats: 'default' }), 201);
    expectOk(await a!.post(`/api/games/${id}/join`));
    const v = expectOk(await a!.get(`/api/games/${id}`));
    expect(v.game.status).toBe('running');
    expect(v.game.assignment.method).toBe('random');
    expect(v.game.seats.find((s: Json) => s.controller === 'default')).toBeTruthy();
    const mine = expectOk(await a!.get('/api/me/games'));
    const entry = mine.games.find((g: Json) => g.game.id === id);
    expect(entry.needsAction).toBe(true);
    expect(entry.unread).toBe(0);
    const gms = expectOk(await gm!.get('/api/me/games'));
    expect(gms.games.find((g: Json) => g.game.id === id).needsAction).toBe(false);
    expect((await new Client(t.app).get('/api/me/games')).status).toBe(401);
    const list = expectOk(await new Client(t.app).get('/api/games?status=running'));
    expect(list.games.some((g: Json) => g.id === id)).toBe(true);
    expect((await new Client(t.app).get('/api/games?status=nope')).status).toBe(400);
  });
});
