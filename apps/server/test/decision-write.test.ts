import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../src/accounts.ts';
import { GameStore } from '../src/games/store-games.ts';
import { backends, expectOk, startedGame, testServer, users } from './helpers.ts';
import type { TestServer } from './helpers.ts';

let n = 0;
const uniq = (s: string) => `${s}-${++n}`;

/**
 * Issue 22: a decision is written in one write guarded by the version of the game row it was
 * checked against (`GameStore.writeDecision`), and the game's `all_ready` is computed by that
 * write from the submissions stored. These check the guard and the computation on each database.
 */
describe.each(backends)('the decision write (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend);
  });
  afterAll(async () => t?.close());

  async function table() {
    const [gm, a, b] = await users(t.app, uniq('dw-gm'), uniq('dw-a'), uniq('dw-b'));
    const { id, powers } = await startedGame(gm!, [a!, b!]);
    const row = (await t.server.judge.findGame(id))!;
    const seats = await t.server.judge.seats(row);
    const userOf = (power: string): User => ({ id: seats.find((s) => s.power === power)!.user_id!, name: power, role: 'player' });
    return { gm: gm!, a: a!, b: b!, id, powers, userOf };
  }

  it('a write against a row whose version moved on writes nothing', async () => {
    const { a, id, powers } = await table();
    const va = expectOk(await a.get(`/api/games/${id}`));
    const row = (await t.server.judge.findGame(id))!;
    const store = new GameStore(t.store.storage);
    const values = { decision: JSON.stringify(va.legal[0]), ready: 1, step: row.step, updated_at: t.clock.now() };
    const stale = { ...row, version: row.version - 1 };
    expect(await store.writeDecision(stale, powers[a.name]!, values, [powers[a.name]!])).toBeNull();
    const after = (await t.server.judge.findGame(id))!;
    expect(after.version).toBe(row.version);
    expect(expectOk(await a.get(`/api/games/${id}`)).view.mySubmission).toBeUndefined();
    // At the row's own version the same write is stored, and bumps the version.
    expect(await store.writeDecision(row, powers[a.name]!, values, [powers[a.name]!])).toEqual({ allReady: true });
    expect((await t.server.judge.findGame(id))!.version).toBe(row.version + 1);
    expect(expectOk(await a.get(`/api/games/${id}`)).view.mySubmission).toEqual(va.legal[0]);
  });

  it('a decision checked against a row another decision moved on is stored, and counts that decision as ready', async () => {
    const { a, b, id, powers, userOf } = await table();
    const va = expectOk(await a.get(`/api/games/${id}`));
    const vb = expectOk(await b.get(`/api/games/${id}`));
    // The row as a's access check read it, before b's decision.
    const before = (await t.server.judge.findGame(id))!;
    expect(expectOk(await b.put(`/api/games/${id}/decision`, { decision: vb.legal[0], step: vb.view.step })).adjudicated).toBe(false);
    const out = await t.server.judge.submit(userOf(powers[a.name]!), id, { decision: va.legal[0], ready: true, step: va.view.step, row: before });
    expect(out).toMatchObject({ power: powers[a.name], step: before.step, adjudicated: true });
    expect(out.currentStep).toBeGreaterThan(before.step);
  });

  it('all ready only when every awaited human is ready, whoever wrote last', async () => {
    const { a, b, id, powers } = await table();
    const va = expectOk(await a.get(`/api/games/${id}`));
    const vb = expectOk(await b.get(`/api/games/${id}`));
    const step = va.view.step as number;
    expectOk(await a.put(`/api/games/${id}/decision`, { decision: va.legal[0], ready: false, step }));
    expect((await t.server.judge.findGame(id))!.all_ready).toBe(0);
    // b ready, a not: not all ready, nothing resolved.
    expect(expectOk(await b.put(`/api/games/${id}/decision`, { decision: vb.legal[0], step })).adjudicated).toBe(false);
    expect((await t.server.judge.findGame(id))!.all_ready).toBe(0);
    // b changes his decision, not ready now; a ready: still not all ready.
    expect(expectOk(await b.put(`/api/games/${id}/decision`, { decision: vb.legal[1], ready: false, step })).adjudicated).toBe(false);
    expect(expectOk(await a.put(`/api/games/${id}/decision`, { decision: va.legal[1], step })).adjudicated).toBe(false);
    const mid = expectOk(await a.get(`/api/games/${id}`));
    // (A bot seat's decision is made and ready at once.)
    expect(mid.ready).toContain(powers[a.name]);
    expect(mid.ready).not.toContain(powers[b.name]);
    expect(mid.view.mySubmission).toEqual(va.legal[1]);
    expect((await t.server.judge.findGame(id))!.all_ready).toBe(0);
    // b ready at last: the step is resolved.
    const last = expectOk(await b.put(`/api/games/${id}/decision`, { decision: vb.legal[1], step }));
    expect(last).toMatchObject({ adjudicated: true, step });
  });
});
