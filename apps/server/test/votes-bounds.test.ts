/**
 * Issue 13's promise kept by the routes of issue 21 (votes, vacations, pace and time zone): long
 * and adversarial bodies get a clear, typed refusal — never a crash, a stall or a lost vote — and
 * the judge answers normally afterwards. Orderings and outcomes are asserted, never durations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, expectOk, startedGame, testServer, uniqueName, users } from './pace-votes-helpers.ts';
import type { Client, TestServer } from './helpers.ts';

/** A raw JSON text sent as is (what a hostile client can send that `JSON.stringify` would not build). */
const raw = (c: Client, method: string, url: string, text: string) => c.req(method, url, text, { 'content-type': 'application/json' });

/** Every refusal names its problem with a code (docs/API.md, "Errors"), in a short answer that never quotes the long input back. */
function refused(r: { status: number; text: string; body: { error?: unknown } }, statuses: number[]): void {
  expect(statuses, r.text.slice(0, 300)).toContain(r.status);
  expect(r.body?.error).toMatch(/^[a-z-]+$/);
  expect(r.text.length, r.text.slice(0, 300)).toBeLessThan(1000);
}

describe.each(backends)('hostile input to votes, vacations and settings (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend);
  });
  afterAll(async () => t?.close());

  it('a vote proposed with huge, deep, mistyped or unknown fields is refused with a code; the open vote and its ballots are kept', async () => {
    const [gm, a, b] = await users(t.app, uniqueName('gm'), uniqueName('a'), uniqueName('b'));
    const { id } = await startedGame(gm!, [a!, b!]);
    // A draw needs every human survivor: open with a's yes until b answers.
    const opened = expectOk(await a!.post(`/api/games/${id}/votes`, { kind: 'draw' }), 201);
    const vote = opened.votes[0];

    const attempts: [string, string, string, number[]][] = [
      // Over the body limit (64 KB): 413 before any parsing of its content.
      ['POST', `/api/games/${id}/votes`, JSON.stringify({ kind: 'concede', to: 'x'.repeat(200_000) }), [413]],
      // Under the limit, but longer than any power's id.
      ['POST', `/api/games/${id}/votes`, JSON.stringify({ kind: 'concede', to: 'x'.repeat(60_000) }), [400]],
      ['POST', `/api/games/${id}/votes`, `{"kind":"draw","x":${'['.repeat(5000)}${']'.repeat(5000)}}`, [400]],
      ['POST', `/api/games/${id}/votes`, JSON.stringify({ kind: 'pause', seconds: 1e308 }), [400, 409, 422]],
      ['POST', `/api/games/${id}/votes`, JSON.stringify({ kind: 'pause', seconds: -1 }), [400, 409, 422]],
      ['POST', `/api/games/${id}/votes`, JSON.stringify({ kind: 'pause', seconds: '86400' }), [400]],
      ['POST', `/api/games/${id}/votes`, JSON.stringify({ kind: 'draw', extra: true }), [400]],
      ['POST', `/api/games/${id}/votes`, JSON.stringify([{ kind: 'draw' }]), [400]],
      ['POST', `/api/games/${id}/votes`, JSON.stringify({ kind: 'k'.repeat(10_000) }), [400]],
      ['POST', `/api/games/${id}/votes`, '{"kind":"draw"', [400]],
      ['PUT', `/api/games/${id}/votes/${vote.id}`, JSON.stringify({ yes: 'true' }), [400]],
      ['PUT', `/api/games/${id}/votes/${vote.id}`, JSON.stringify({ yes: false, also: 'x'.repeat(30_000) }), [400]],
      ['PUT', `/api/games/${id}/votes/${'v'.repeat(5000)}`, JSON.stringify({ yes: false }), [414]],
      ['PUT', `/api/games/${'g'.repeat(5000)}/votes/${vote.id}`, JSON.stringify({ yes: false }), [414]],
      ['PUT', `/api/games/${id}/votes/%E0%A4%A`, JSON.stringify({ yes: false }), [400]],
    ];
    for (const [method, url, text, statuses] of attempts) refused(await raw(b!, method, url, text), statuses);

    // Nothing was lost or changed: the one open vote, with a's yes and no answer from b.
    const seen = expectOk(await b!.get(`/api/games/${id}/votes`));
    expect(seen.votes).toHaveLength(1);
    expect(seen.votes[0]).toMatchObject({ id: vote.id, kind: 'draw', status: 'open', cast: 1, mine: null, canVote: true });
    // And the judge goes on: b's real answer is taken.
    expectOk(await b!.put(`/api/games/${id}/votes/${vote.id}`, { yes: false }));
    expect(expectOk(await a!.get(`/api/games/${id}/votes`)).votes[0].status).toBe('failed');
  });

  it('a vacation of absurd or mistyped length is refused; the vacation taken before is kept', async () => {
    const [a] = await users(t.app, uniqueName('v'));
    const taken = expectOk(await a!.post('/api/me/vacation', { days: 3 }), 201).vacation;
    for (const text of [
      JSON.stringify({ days: 1e308 }),
      JSON.stringify({ days: -5 }),
      JSON.stringify({ days: 0.000001 }),
      JSON.stringify({ days: '3' }),
      JSON.stringify({ days: 3, until: 'x'.repeat(40_000) }),
      `{"days":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      JSON.stringify({ days: 3, pad: 'y'.repeat(100_000) }),
    ]) refused(await raw(a!, 'POST', '/api/me/vacation', text), [400, 409, 413, 422]);
    expect(expectOk(await a!.get('/api/me/vacation')).vacation).toEqual(taken);
  });

  it('a time zone, a pace or deadlines out of bounds are refused with a code; the settings saved before are kept', async () => {
    const [a] = await users(t.app, uniqueName('z'));
    expectOk(await a!.put('/api/notify/settings', { timeZone: 'Asia/Kolkata' }));
    const before = expectOk(await a!.get('/api/notify/settings'));
    for (const text of [
      JSON.stringify({ timeZone: 'A/'.repeat(20_000) }),
      JSON.stringify({ timeZone: 'Mars/Olympus_Mons' }),
      JSON.stringify({ timeZone: ['Asia/Kolkata'] }),
      `{"timeZone":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
    ]) refused(await raw(a!, 'PUT', '/api/notify/settings', text), [400, 413, 422]);
    expect(expectOk(await a!.get('/api/notify/settings'))).toEqual(before);

    const games = expectOk(await a!.get('/api/me/games'));
    for (const body of [
      { ruleset: 'classic', pace: 'p'.repeat(50_000) },
      { ruleset: 'classic', pace: 'hourly' },
      { ruleset: 'classic', deadlines: { default: 1e308, phases: {} } },
      { ruleset: 'classic', deadlines: { default: 3600, phases: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`p${i}`, 60])) } },
    ]) refused(await a!.post('/api/games', body), [400, 413, 422]);
    // No game was made by any refused request.
    expect(expectOk(await a!.get('/api/me/games'))).toEqual(games);
  });
});
