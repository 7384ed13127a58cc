/**
 * Issue 13, items 1–3 (server side): no request holds the judge's event loop, and the work and
 * the replies of one request are bounded. The rules run in worker threads with a time budget
 * (`engine-timeout`), bot-only games are settled in slices with a quota, options are capped,
 * and bodies are bounded in size and depth. Orderings are asserted, never durations.
 */
import { existsSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGame } from '@diadochi/catalog';
import type { GameDefinition } from '@diadochi/kernel';
import { backends, expectOk, testServer, users } from './helpers.ts';
import type { Client, Res, TestServer } from './helpers.ts';
import { donePath, games as slowGames, markerPath } from './fixtures/slow-engine.ts';
import { MAX_EXTRA_YEARS } from '../src/games/settings.ts';

const ENGINE = new URL('./fixtures/slow-engine.ts', import.meta.url).href;
const diadokhoi = findGame('diadokhoi') as GameDefinition;

/** Forgets the markers of `ruleset`'s last spin. */
function clearMarkers(ruleset: string): void {
  rmSync(markerPath(ruleset), { force: true });
  rmSync(donePath(ruleset), { force: true });
}

/** Resolves when the engine has started spinning on `ruleset` (its marker file appears). */
async function engineBusy(ruleset: string): Promise<void> {
  for (let i = 0; i < 2000 && !existsSync(markerPath(ruleset)); i++) await new Promise((r) => setTimeout(r, 10));
}

/**
 * Runs the requests together; returns their labels in the order they were answered, each
 * marked `(busy)` when the engine's spin on `ruleset` had not ended yet at that moment.
 */
async function answered(ruleset: string, requests: Record<string, Promise<unknown>>): Promise<string[]> {
  const order: string[] = [];
  await Promise.all(Object.entries(requests).map(([label, p]) => p.then(() => order.push(existsSync(donePath(ruleset)) ? label : `${label} (busy)`))));
  return order;
}

/** A started game of `ruleset` with `players` humans (first wants north…) and bots elsewhere. */
async function game(gm: Client, players: Client[], ruleset: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { id } = expectOk(await gm.post('/api/games', { ruleset, players: 3, options: { rounds: 3 }, ...extra }), 201);
  for (const [i, p] of players.entries()) expectOk(await p.post(`/api/games/${id}/join`, { preferences: [['north', 'east', 'south'][i]] }));
  expectOk(await gm.post(`/api/games/${id}/start`));
  return id as string;
}

describe.each(backends)('bounded work per request (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    clearMarkers('tribute-slow');
    clearMarkers('tribute-sluggish');
    t = await testServer(backend, {
      games: [...slowGames, diadokhoi],
      engine: { module: ENGINE, budgetMs: 1500, threads: 2 },
      limits: { botGamesPerHour: 3, botGamesRunning: 1 },
    });
  });
  afterAll(async () => t?.close());

  it('a validation over the budget gets engine-timeout while a health check and a login are answered first; nothing is stored and the game stays playable', async () => {
    const [gm, a, other] = await users(t.app, `gm-v-${backend}`, `a-v-${backend}`, `o-v-${backend}`);
    const id = await game(gm!, [a!], 'tribute-slow');
    const v = expectOk(await a!.get(`/api/games/${id}`));
    clearMarkers('tribute-slow');
    let slowReply: Res | undefined;
    const slow = a!.put(`/api/games/${id}/decision`, { decision: { ...v.legal[0], slow: 'validate' } }).then((r) => (slowReply = r));
    await engineBusy('tribute-slow');
    const order = await answered('tribute-slow', {
      slow,
      health: t.app.inject({ method: 'GET', url: '/api/health' }),
      login: other!.post('/api/auth/login', { name: other!.name, password: 'correct horse' }),
    });
    // Both answered while the rules were still spinning; the spin never ended (its worker was stopped).
    expect(order.slice(0, 2).sort()).toEqual(['health (busy)', 'login (busy)']);
    expect(order[2]).toBe('slow (busy)');
    expect(slowReply!.status).toBe(422);
    expect(slowReply!.body.error).toBe('engine-timeout');
    const after = expectOk(await a!.get(`/api/games/${id}`));
    expect(after.view.step).toBe(v.view.step);
    expect(after.view.mySubmission ?? null).toBeNull();
    const r = expectOk(await a!.put(`/api/games/${id}/decision`, { decision: v.legal[0] }));
    expect(r.adjudicated).toBe(true);
  });

  it('an adjudication over the budget keeps the decision, says engine-timeout, leaves the state as it was, and the game goes on', async () => {
    const [gm, a] = await users(t.app, `gm-r-${backend}`, `a-r-${backend}`);
    const id = await game(gm!, [a!], 'tribute-slow');
    const v = expectOk(await a!.get(`/api/games/${id}`));
    clearMarkers('tribute-slow');
    let slowReply: Res | undefined;
    const slow = a!.put(`/api/games/${id}/decision`, { decision: { ...v.legal[0], slow: 'resolve' } }).then((r) => (slowReply = r));
    await engineBusy('tribute-slow');
    const order = await answered('tribute-slow', { slow, health: t.app.inject({ method: 'GET', url: '/api/health' }) });
    expect(order).toEqual(['health (busy)', 'slow (busy)']);
    expect(slowReply!.status).toBe(200);
    expect(slowReply!.body).toMatchObject({ adjudicated: false, currentStep: v.view.step, adjudication: 'engine-timeout' });
    const after = expectOk(await a!.get(`/api/games/${id}`));
    expect(after.view.step).toBe(v.view.step);
    expect(after.view.mySubmission).toEqual({ ...v.legal[0], slow: 'resolve' });
    // The player replaces the decision: the step resolves.
    expect(expectOk(await a!.put(`/api/games/${id}/decision`, { decision: v.legal[0] })).adjudicated).toBe(true);
  });

  it('a game of bots alone does not hold the start request: another request is answered first, and the scheduler plays it to its end in slices', async () => {
    const [gm] = await users(t.app, `gm-b-${backend}`);
    const { id } = expectOk(await gm!.post('/api/games', { ruleset: 'tribute-sluggish', players: 3, options: { rounds: 2 }, emptySeats: 'bot' }), 201);
    clearMarkers('tribute-sluggish');
    const start = gm!.post(`/api/games/${id}/start`);
    await engineBusy('tribute-sluggish');
    // The health check is answered during the first bot step's resolution (300 ms of rules).
    const order = await answered('tribute-sluggish', { start, health: t.app.inject({ method: 'GET', url: '/api/health' }) });
    expect(order[0]).toBe('health (busy)');
    expect(order[1]).toMatch(/^start/);
    for (let i = 0; i < 100 && (await t.server.judge.gameRow(id)).status === 'running'; i++) await t.server.scheduler.tick();
    const end = expectOk(await gm!.get(`/api/games/${id}`));
    expect(end.game.status).toBe('over');
  });

  it('quota on games of bots alone: at most one under way at once, and a few an hour (429 bot-games-quota)', async () => {
    const [gm] = await users(t.app, `gm-q-${backend}`);
    // Three rounds are at least seven steps; a start settles at most four of them (300 ms each, 1 s slices).
    const create = async () => expectOk(await gm!.post('/api/games', { ruleset: 'tribute-sluggish', players: 3, options: { rounds: 3 }, emptySeats: 'bot' }), 201).id as string;
    const first = await create();
    expectOk(await gm!.post(`/api/games/${first}/start`));
    expect((await t.server.judge.gameRow(first)).status).toBe('running');
    const second = await create();
    const refused = await gm!.post(`/api/games/${second}/start`);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('bot-games-quota');
    for (let i = 0; i < 100 && (await t.server.judge.gameRow(first)).status === 'running'; i++) await t.server.scheduler.tick();
    expectOk(await gm!.post(`/api/games/${second}/start`));
    for (let i = 0; i < 100 && (await t.server.judge.gameRow(second)).status === 'running'; i++) await t.server.scheduler.tick();
    const third = await create();
    expectOk(await gm!.post(`/api/games/${third}/start`));
    for (let i = 0; i < 100 && (await t.server.judge.gameRow(third)).status === 'running'; i++) await t.server.scheduler.tick();
    const fourth = await create();
    const perHour = await gm!.post(`/api/games/${fourth}/start`);
    expect(perHour.status).toBe(429);
    expect(perHour.body.error).toBe('bot-games-quota');
    t.clock.advance(3601_000);
    expectOk(await gm!.post(`/api/games/${fourth}/start`));
  });

  it('diadokhoi §4.5.3: lastYear is capped by the server (the default short game plus 40 years); a longer one is refused with a located problem', async () => {
    const [gm] = await users(t.app, `gm-o-${backend}`);
    const far = await gm!.post('/api/games', { ruleset: 'diadokhoi', options: { lastYear: 100_000 } });
    expect(far.status).toBe(422);
    expect(far.body.error).toBe('options-over-cap');
    expect(far.body.problems[0]).toMatchObject({ code: 'option-over-cap', path: ['options', 'lastYear'] });
    expectOk(await gm!.post('/api/games', { ruleset: 'diadokhoi', options: { lastYear: -300 } }), 201);
    // Without a year the rulebook's game runs until a victory; on this server at most 40 years past the short game.
    const open = expectOk(await gm!.post('/api/games', { ruleset: 'diadokhoi' }), 201).id as string;
    const short = (t.server.judge.def('diadokhoi').exampleOptions![0] as { lastYear: number }).lastYear;
    expect(JSON.parse((await t.server.judge.gameRow(open)).session).options).toMatchObject({ lastYear: short + MAX_EXTRA_YEARS });
    const huge = await gm!.post('/api/games', { ruleset: 'diadokhoi', options: { scenario: 'x'.repeat(5000) } });
    expect(huge.status).toBe(400);
  });

  it('JSON nested 4,100 deep gets 400 json-too-deep before the engine; 60 deep is read, and the normalised decision is what is stored', async () => {
    const [gm, a] = await users(t.app, `gm-d-${backend}`, `a-d-${backend}`);
    const id = await game(gm!, [a!], 'tribute-slow');
    const v = expectOk(await a!.get(`/api/games/${id}`));
    const deep = `{"decision":${'['.repeat(4100)}${']'.repeat(4100)}}`;
    const refused = await a!.req('PUT', `/api/games/${id}/decision`, deep, { 'content-type': 'application/json' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('json-too-deep');
    // 60 levels in all: the body, the decision, and 58 arrays inside an extra field the game ignores.
    const nested = `{"decision":{"bid":${JSON.stringify(v.legal[0].bid)},"extra":${'['.repeat(58)}${']'.repeat(58)}},"ready":false}`;
    const accepted = await a!.req('PUT', `/api/games/${id}/decision`, nested, { 'content-type': 'application/json' });
    expect(accepted.status).toBe(200);
    const stored = await t.server.judge.db.selectFrom('submissions').select('decision').where('game_id', '=', id).where('step', '=', v.view.step).execute();
    const mine = stored.map((s) => JSON.parse(s.decision)).find((d) => d.bid === v.legal[0].bid);
    expect(mine).toEqual({ bid: v.legal[0].bid });
    expect(expectOk(await a!.get(`/api/games/${id}`)).view.mySubmission).toEqual({ bid: v.legal[0].bid });
  });

  it('a refused decision gets a bounded reply: 250 KB is over the decision limit (413), and a 30 KB one with 3,000 problems lists 50 of them, cut', async () => {
    const [gm, a] = await users(t.app, `gm-e-${backend}`, `a-e-${backend}`);
    const id = await game(gm!, [a!], 'tribute-slow');
    const big = await a!.put(`/api/games/${id}/decision`, { decision: { echo: 'A Mac S A Cil '.repeat(18_000) } });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('too-large');
    expect(big.text.length).toBeLessThan(1000);
    const lines = Array.from({ length: 3000 }, (_, i) => `line${String(i).padStart(4, '0')}`).join('\n');
    const many = await a!.put(`/api/games/${id}/decision`, { decision: { echo: lines } });
    expect(many.status).toBe(422);
    expect(many.body.error).toBe('invalid-decision');
    expect(many.body.problems).toHaveLength(51);
    expect(many.body.problems[50]).toMatchObject({ code: 'more-problems', data: { more: 2950 } });
    expect(many.text.length).toBeLessThan(20_000);
    const longLine = await a!.put(`/api/games/${id}/decision`, { decision: { echo: 'x'.repeat(20_000) } });
    expect(longLine.status).toBe(422);
    expect(longLine.text.length).toBeLessThan(1000);
  });

  it('a decision sent as text/plain gets 415 unsupported-media-type, as docs/API.md says', async () => {
    const [gm, a] = await users(t.app, `gm-t-${backend}`, `a-t-${backend}`);
    const id = await game(gm!, [a!], 'tribute-slow');
    const r = await a!.req('PUT', `/api/games/${id}/decision`, '{"decision":{"bid":"card-1"}}', { 'content-type': 'text/plain' });
    expect(r.status).toBe(415);
    expect(r.body.error).toBe('unsupported-media-type');
  });
});
