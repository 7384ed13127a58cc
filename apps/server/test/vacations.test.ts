import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, expectOk, startedGame, testServer, uniqueName, users } from './pace-votes-helpers.ts';
import type { Client, TestServer } from './helpers.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(backends)('vacations (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend);
  });
  afterAll(async () => t?.close());

  const step = async (c: Client, id: string) => expectOk(await c.get(`/api/games/${id}`)).game;

  it('14 days in any 365, at most 14 at once; one at a time; back early gives the days not taken back', async () => {
    const [a] = await users(t.app, uniqueName('a'));
    expect(expectOk(await a!.get('/api/me/vacation')).vacation).toEqual({ allowanceDays: 14, usedDays: 0, current: null });
    expect((await a!.post('/api/me/vacation', { days: 15 })).body.error).toBe('vacation-out-of-range');
    expect((await a!.post('/api/me/vacation', { days: 0 })).body.error).toBe('vacation-out-of-range');
    const v = expectOk(await a!.post('/api/me/vacation', { days: 10 }), 201).vacation;
    expect(v).toEqual({ allowanceDays: 14, usedDays: 10, current: { startsAt: t.clock.now(), endsAt: t.clock.now() + 10 * DAY } });
    expect((await a!.post('/api/me/vacation', { days: 1 })).body.error).toBe('vacation-running');
    t.clock.advance(2 * DAY);
    expect(expectOk(await a!.del('/api/me/vacation')).vacation).toMatchObject({ usedDays: 2, current: null });
    expect((await a!.del('/api/me/vacation')).status).toBe(404);
    expect((await a!.post('/api/me/vacation', { days: 13 })).body.error).toBe('vacation-over-allowance');
    expectOk(await a!.post('/api/me/vacation', { days: 12 }), 201);
    expect((await new (a!.constructor as typeof Client)(t.app).get('/api/me/vacation')).status).toBe(401);
  });

  it('a game waits for a player on vacation: its deadline moves to the end of the latest vacation, shown by seat and date only; then it goes on', async () => {
    const [gm, a, b] = await users(t.app, uniqueName('gm'), uniqueName('a'), uniqueName('b'));
    const { id, powers } = await startedGame(gm!, [a!, b!], { deadlines: { default: 3600 } });
    expectOk(await a!.post('/api/me/vacation', { days: 2 }), 201);
    t.clock.advance(HOUR);
    expectOk(await b!.post('/api/me/vacation', { days: 3 }), 201);
    const g = await step(gm!, id);
    expect(g.vacations).toEqual([
      { power: powers[a!.name]!, until: t.clock.now() - HOUR + 2 * DAY },
      { power: powers[b!.name]!, until: t.clock.now() + 3 * DAY },
    ].sort((x, y) => x.power.localeCompare(y.power)));
    expect(JSON.stringify(g.vacations)).not.toContain(a!.name);
    // A seat's view reads them with its submissions and draft (issue 22, `viewReads`): the same list.
    expect((await step(b!, id)).vacations).toEqual(g.vacations);
    await t.server.scheduler.tick();
    const held = await step(a!, id);
    expect(held.step).toBe(0);
    expect(held.deadlineAt).toBe(t.clock.now() + 3 * DAY);
    t.clock.advance(3 * DAY);
    await t.server.scheduler.tick();
    const after = await step(a!, id);
    expect(after.step).toBeGreaterThanOrEqual(1);
    expect(after.vacations).toBeUndefined();
  });
});
