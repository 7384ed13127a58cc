/**
 * Issue 17, a newcomer's first game (items 2 and 5): a practice game for every player, drafts
 * kept as typed apart from submitted decisions, and a game that stops when its last human is
 * out (`GameDefinition.eliminated`) and asks before the bots play on.
 */
import { tribute } from '@diadochi/kernel/test-game';
import type { GameDefinition } from '@diadochi/kernel';
import type { TributeState } from '@diadochi/kernel/test-game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECISION_BODY_LIMIT } from '../src/http/bodies.ts';
import { backends, Client, expectOk, startedGame, testServer, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';

const HOUR = 3600_000;

/**
 * Tribute where the first seat is out from the second round on (a stand-in for a Diadoques
 * power that lost its diadochus, `diadoques §7a.1`): the rest of the game goes on without him.
 */
const outAfterRound1 = { ...tribute, id: 'tribute-out', eliminated: (s: TributeState) => (s.round >= 2 ? [s.players[0]!] : []) } as unknown as GameDefinition;

describe.each(backends)('practice games (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend);
  });
  afterAll(async () => t?.close());

  it('one per player, made on demand and started with the player seated, bots in every other seat', async () => {
    const [ann, bob] = await users(t.app, 'anna', 'bobby');
    const first = await ann!.post('/api/practice');
    expect(first.status).toBe(201);
    const g = first.body.game;
    expect(g).toMatchObject({ ruleset: 'tribute', status: 'running', settings: { practice: true, emptySeats: 'bot' }, you: { roles: ['player', 'game-master'] } });
    expect(g.seats.filter((s: Json) => s.controller === 'human')).toEqual([expect.objectContaining({ player: 'anna' })]);
    expect(g.seats.filter((s: Json) => s.controller === 'bot')).toHaveLength(g.seatsCount - 1);
    // Asked again: the same game, not a second one.
    const again = await ann!.post('/api/practice', {});
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, created: false });
    // Another newcomer is not blocked by the first: he gets his own, at the seat he asks for.
    const other = expectOk(await bob!.post('/api/practice', { power: 'south' }), 201);
    expect(other.id).not.toBe(first.body.id);
    expect(other.game.you.power).toBe('south');
    const mine = expectOk(await ann!.get('/api/me/games'));
    expect(mine.games.map((m: Json) => m.game.id)).toEqual([first.body.id]);
  });

  it('two clicks at once make one game; bad input is a clear error', async () => {
    const [cyril] = await users(t.app, 'cyril');
    const [a, b] = await Promise.all([cyril!.post('/api/practice'), cyril!.post('/api/practice')]);
    expect(a.body.id).toBe(b.body.id);
    expect((await new Client(t.app).post('/api/practice')).status).toBe(401);
    const unknown = await cyril!.post('/api/practice', { ruleset: 'chess' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe('unknown-ruleset');
    expect((await cyril!.post('/api/practice', { power: 'nobody', ruleset: 'tribute' })).status).toBe(200); // has one already: returned as is
    const [deena] = await users(t.app, 'deena');
    const badSeat = await deena!.post('/api/practice', { power: 'nobody' });
    expect(badSeat.status).toBe(422);
    expect(badSeat.body.error).toBe('bad-preferences');
    expect((await deena!.post('/api/practice', { colour: 'red' })).status).toBe(400);
  });
});

describe.each(backends)('drafts (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend);
  });
  afterAll(async () => t?.close());

  it('a draft is saved as typed, valid or not, apart from the submitted decision, and only its author sees it', async () => {
    const [gm, ann, bob] = await users(t.app, 'gmaster', 'annie', 'bobbie');
    const { id, powers } = await startedGame(gm!, [ann!, bob!]);
    const invalid = { bid: 'draft-secret-card' };
    const saved = expectOk(await ann!.put(`/api/games/${id}/draft`, { decision: invalid, step: 0 }));
    expect(saved.draft).toMatchObject({ step: 0, decision: invalid, problems: [expect.objectContaining({ code: 'not-in-hand', path: ['bid'] })] });
    const seen = expectOk(await ann!.get(`/api/games/${id}`));
    expect(seen.draft).toMatchObject({ step: 0, decision: invalid, problems: [expect.objectContaining({ code: 'not-in-hand' })] });
    // Nothing was submitted: the draft is not a decision and does not make anyone ready.
    expect(seen.view.mySubmission).toBeUndefined();
    expect(seen.ready).not.toContain(powers.annie!);
    // Nobody else reads it: not bob, not the referee, not a visitor.
    for (const c of [bob!, gm!, new Client(t.app)]) {
      const r = await c.get(`/api/games/${id}`);
      expect(r.text).not.toContain('draft-secret-card');
      expect(r.body.draft).toBeNull();
    }
    // A valid submission leaves the draft as typed; the draft then changes without touching it.
    const card = seen.view.view.hands[powers.annie!][0].id as string;
    expectOk(await ann!.put(`/api/games/${id}/decision`, { decision: { bid: card }, ready: false }));
    expectOk(await ann!.put(`/api/games/${id}/draft`, { decision: { bid: 'draft-secret-card', note: 'typing' } }));
    const both = expectOk(await ann!.get(`/api/games/${id}`));
    expect(both.view.mySubmission).toEqual({ bid: card });
    expect(both.draft.decision).toEqual({ bid: 'draft-secret-card', note: 'typing' });
    // The step resolved: its draft is gone.
    const bobCard = both.view.view.hands; // bob's hand is hidden from ann: bob reads his own
    expect(typeof bobCard[powers.bobbie!]).toBe('number');
    const bobView = expectOk(await bob!.get(`/api/games/${id}`));
    expectOk(await ann!.put(`/api/games/${id}/ready`, { ready: true }));
    expectOk(await bob!.put(`/api/games/${id}/decision`, { decision: { bid: bobView.view.view.hands[powers.bobbie!][0].id }, ready: true }));
    const after = expectOk(await ann!.get(`/api/games/${id}`));
    expect(after.game.step).toBeGreaterThan(0);
    expect(after.draft).toBeNull();
  });

  it('refuses drafts from non-players, for a finished step, or too big, with a clear error', async () => {
    const [gm, ann, eve] = await users(t.app, 'gm2', 'ann2', 'eve2');
    const { id } = await startedGame(gm!, [ann!]);
    const notMine = await eve!.put(`/api/games/${id}/draft`, { decision: { bid: 'x' } });
    expect(notMine.status).toBe(403);
    const stale = await ann!.put(`/api/games/${id}/draft`, { decision: { bid: 'x' }, step: 7 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('stale-step');
    expect((await ann!.put(`/api/games/${id}/draft`, {})).status).toBe(400);
    const huge = await ann!.put(`/api/games/${id}/draft`, { decision: 'x'.repeat(DECISION_BODY_LIMIT + 10) });
    expect(huge.status).toBe(413);
    expect((await new Client(t.app).put(`/api/games/${id}/draft`, { decision: 'x' })).status).toBe(401);
  });
});

describe.each(backends)('a game whose humans are all out (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend, { games: [outAfterRound1] });
  });
  afterAll(async () => t?.close());

  /** Plays the human's bids at once and lets deadlines pass for everything else, until `done`. */
  async function playUntil(c: Client, id: string, done: (g: Json) => boolean): Promise<Json> {
    for (let i = 0; i < 40; i++) {
      const g = expectOk(await c.get(`/api/games/${id}`));
      if (done(g)) return g;
      t.clock.advance(HOUR);
      await t.server.scheduler.tick();
    }
    throw new Error('the game never got there');
  }

  it('stops when its last human is out, asks, and the bots play on only once a human says so', async () => {
    const [gm, ann, eve] = await users(t.app, 'gmaster', 'annie', 'evelyn');
    const created = expectOk(await ann!.post('/api/games', { ruleset: 'tribute-out', players: 3, options: { rounds: 3 }, emptySeats: 'bot', autoStart: 1, deadlines: { default: 3600 } }), 201);
    const id = created.id as string;
    expectOk(await ann!.post(`/api/games/${id}/join`, { preferences: ['north'] }));
    const paused = await playUntil(ann!, id, (g) => g.game.status !== 'running');
    expect(paused.game).toMatchObject({ status: 'paused', humansOut: 'asked', you: { power: 'north' } });
    // Stopped at the first step of round 2, not after the bots played the rest.
    expect(paused.view.view.round).toBe(2);
    expect(paused.view.result).toBeFalsy();
    const step = paused.game.step;
    t.clock.advance(5 * HOUR);
    await t.server.scheduler.tick();
    expect(expectOk(await ann!.get(`/api/games/${id}`)).game.step).toBe(step);
    // Only a player of the game (or its referee) answers.
    expect((await eve!.post(`/api/games/${id}/resume`)).status).toBe(403);
    expect((await gm!.post(`/api/games/${id}/resume`)).status).toBe(403);
    const resumed = expectOk(await ann!.post(`/api/games/${id}/resume`));
    expect(resumed.game).toMatchObject({ status: 'running', humansOut: 'play-on' });
    // Asked once: the bots now play to the end.
    const over = await playUntil(ann!, id, (g) => g.game.status === 'over');
    expect(over.game.humansOut).toBe('play-on');
    expect(over.view.result.winners.length).toBeGreaterThan(0);
  });

  it('a game without humans, or whose humans are still in, never stops for it', async () => {
    const [gm, bo] = await users(t.app, 'gm3', 'bo3');
    const created = expectOk(await gm!.post('/api/games', { ruleset: 'tribute-out', players: 3, options: { rounds: 3 }, deadlines: { default: 3600 } }), 201);
    const id = created.id as string;
    // bo plays east: never out.
    expectOk(await bo!.post(`/api/games/${id}/join`, { preferences: ['east'] }));
    expectOk(await gm!.post(`/api/games/${id}/start`));
    const over = await playUntil(bo!, id, (g) => g.game.status !== 'running');
    expect(over.game).toMatchObject({ status: 'over', humansOut: null, you: { power: 'east' } });
  });
});
