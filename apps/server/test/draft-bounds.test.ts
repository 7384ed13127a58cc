/**
 * Drafts (issue 17 item 5) under hostile input: a draft is saved as typed, valid or not, so its
 * route reads whatever a player sends. Its work must be bounded like a decision's (issue 13): a
 * check that runs over the engine's budget does not hold the judge and loses nothing (the draft
 * is kept, its problems unknown), a long draft gets a bounded list of problems, a body over the
 * decision limit or nested too deep is refused with a typed error and the saved draft is kept.
 * Orderings and sizes are asserted, never durations.
 */
import { existsSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGame } from '@diadochi/catalog';
import type { GameDefinition } from '@diadochi/kernel';
import { DECISION_BODY_LIMIT } from '../src/http/bodies.ts';
import { backends, expectOk, testServer, users } from './helpers.ts';
import type { Client, TestServer } from './helpers.ts';
import { donePath, games as slowGames, markerPath } from './fixtures/slow-engine.ts';

const ENGINE = new URL('./fixtures/slow-engine.ts', import.meta.url).href;
const diadokhoi = findGame('diadokhoi') as GameDefinition;
const PROBLEMS_PER_REPLY = 20;

/** A started game of `ruleset`: the creator's clients join it, bots take the other seats. */
async function game(gm: Client, players: Client[], ruleset: string, extra: Record<string, unknown>): Promise<string> {
  const { id } = expectOk(await gm.post('/api/games', { ruleset, emptySeats: 'bot', ...extra }), 201);
  for (const p of players) {
    const r = await p.post(`/api/games/${id}/join`, {});
    // The creator may already hold a seat (he is seated when creating): joining again is refused.
    if (r.status !== 200 && r.body.error !== 'already-joined') expectOk(r);
  }
  const started = expectOk(await gm.get(`/api/games/${id}`));
  if (started.game.status === 'forming') expectOk(await gm.post(`/api/games/${id}/start`));
  return id as string;
}

describe.each(backends)('drafts: bounded work, nothing lost (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    rmSync(markerPath('tribute-slow'), { force: true });
    rmSync(donePath('tribute-slow'), { force: true });
    t = await testServer(backend, {
      games: slowGames,
      engine: { module: ENGINE, budgetMs: 1500, threads: 2 },
      limits: { problemsPerReply: PROBLEMS_PER_REPLY },
    });
  });
  afterAll(async () => t?.close());

  it('a draft whose check runs over the budget is kept as typed (problems unknown) while a health check is answered first', async () => {
    const [gm, a] = await users(t.app, `gm-ds-${backend}`, `a-ds-${backend}`);
    const id = await game(gm!, [a!], 'tribute-slow', { players: 3, options: { rounds: 3 } });
    const v = expectOk(await a!.get(`/api/games/${id}`));
    const decision = { ...v.legal[0], slow: 'validate' };
    const order: string[] = [];
    const draft = a!.put(`/api/games/${id}/draft`, { decision }).then((r) => (order.push(`draft${existsSync(donePath('tribute-slow')) ? '' : ' (busy)'}`), r));
    for (let i = 0; i < 2000 && !existsSync(markerPath('tribute-slow')); i++) await new Promise((r) => setTimeout(r, 10));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    order.push(`health${existsSync(donePath('tribute-slow')) ? '' : ' (busy)'}`);
    expect(health.statusCode).toBe(200);
    const saved = expectOk(await draft);
    expect(order).toEqual(['health (busy)', 'draft (busy)']);
    expect(saved.draft.problems).toBeNull();
    const after = expectOk(await a!.get(`/api/games/${id}`));
    expect(after.draft).toMatchObject({ step: v.view.step, decision, problems: null });
  });

});

describe.each(backends)('drafts: long and adversarial input (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend, { games: [diadokhoi], limits: { problemsPerReply: PROBLEMS_PER_REPLY } });
  });
  afterAll(async () => t?.close());

  it('a Diadokhoi draft of a thousand bad lines and one of 8,000 characters is saved verbatim with a bounded list of problems', async () => {
    const [gm, a] = await users(t.app, `gm-dl-${backend}`, `a-dl-${backend}`);
    const id = await game(gm!, [a!], 'diadokhoi', { options: { lastYear: -318 } });
    // Garbage that reads like orders, long words, and one line as long as the body allows.
    const lines = Array.from({ length: 1000 }, (_, i) => (i % 3 === 0 ? `A Mac - ${'x'.repeat(i % 40)}` : i % 3 === 1 ? 'F ??? S A ??? - ???' : `${i}`));
    lines.push('Z'.repeat(8000));
    const text = lines.join('\n');
    expect(JSON.stringify({ decision: text }).length).toBeLessThan(DECISION_BODY_LIMIT);
    const saved = expectOk(await a!.put(`/api/games/${id}/draft`, { decision: text }));
    expect(saved.draft.decision).toBe(text);
    expect(saved.draft.problems.length).toBeGreaterThan(0);
    expect(saved.draft.problems.length).toBeLessThanOrEqual(PROBLEMS_PER_REPLY + 1);
    if (saved.draft.problems.length > PROBLEMS_PER_REPLY) expect(saved.draft.problems.at(-1).code).toBe('more-problems');
    // Each problem's echo of the input is cut: the reply is not a copy of the body per problem.
    expect(JSON.stringify(saved.draft.problems).length).toBeLessThan(text.length);
    const after = expectOk(await a!.get(`/api/games/${id}`));
    expect(after.draft.decision).toBe(text);
  });

  it('a draft over the body limit (413 too-large) or nested too deep (400 json-too-deep) is refused, and the draft saved before is kept', async () => {
    const [gm, a] = await users(t.app, `gm-db-${backend}`, `a-db-${backend}`);
    const id = await game(gm!, [a!], 'diadokhoi', { options: { lastYear: -318 } });
    const kept = 'A Mac H';
    expectOk(await a!.put(`/api/games/${id}/draft`, { decision: kept }));
    const big = await a!.put(`/api/games/${id}/draft`, { decision: 'A Mac H\n'.repeat(DECISION_BODY_LIMIT / 4) });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('too-large');
    const deep = await a!.put(`/api/games/${id}/draft`, { decision: JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`) as unknown });
    expect(deep.status).toBe(400);
    expect(deep.body.error).toBe('json-too-deep');
    const wrongType = await a!.put(`/api/games/${id}/draft`, { decision: kept, step: 'now' });
    expect(wrongType.status).toBe(400);
    expect(typeof wrongType.body.error).toBe('string');
    expect(expectOk(await a!.get(`/api/games/${id}`)).draft.decision).toBe(kept);
  });
});
