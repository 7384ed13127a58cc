import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, memoryBus } from '../src/index.ts';
import type { BusEvent, ServerOptions } from '../src/index.ts';
import { backends, Client, expectOk, startedGame, testDefaults, testServer, users } from './helpers.ts';
import type { TestServer } from './helpers.ts';

let n = 0;
const uniq = (s: string) => `${s}-${++n}`;
const HOUR = 3600_000;

describe.each(backends)('deadlines (%s)', (backend) => {
  let t: TestServer;
  const events: BusEvent[] = [];
  beforeAll(async () => {
    const bus = memoryBus();
    bus.subscribe((e) => {
      if (e.kind !== 'session-ended') events.push(e);
    });
    t = await testServer(backend, { bus });
  });
  afterAll(async () => t?.close());

  const view = async (c: Client, id: string) => expectOk(await c.get(`/api/games/${id}`));
  /** Runs the scheduler (which acts on every due game of this server) and returns this game's step. */
  const tickThenStep = async (id: string) => {
    await t.server.scheduler.tick();
    return (await t.server.judge.gameRow(id)).step;
  };

  it('at the deadline the no-orders rule plays for missing players; drafts not marked ready still count', async () => {
    const [gm, a, b] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'));
    const { id } = await startedGame(gm!, [a!, b!], { deadlines: { default: 3600 } });
    const va = await view(a!, id);
    expect(va.game.deadlineAt).toBe(t.clock.now() + HOUR);
    expectOk(await a!.put(`/api/games/${id}/decision`, { decision: va.legal[2], ready: false }));
    t.clock.advance(HOUR - 1);
    expect(await tickThenStep(id)).toBe(0);
    t.clock.advance(1);
    expect(await tickThenStep(id)).toBeGreaterThanOrEqual(1);
    const h = expectOk(await a!.get(`/api/games/${id}/history`));
    expect(h.steps[1].defaulted).toEqual(['east']);
    expect(h.steps[1].decision).toEqual(va.legal[2]);
    const row = await t.server.judge.gameRow(id);
    expect(await tickThenStep(id)).toBe(row.step);
  });

  it('each phase has its own deadline length', async () => {
    const [gm, a] = await users(t.app, uniq('gm'), uniq('a'));
    const { id } = await startedGame(gm!, [a!], { deadlines: { default: 3600, phases: { bid: 120 } } });
    expect((await view(a!, id)).game.deadlineAt).toBe(t.clock.now() + 120_000);
  });

  it('diadokhoi §7.11.7: the play-by-mail pace gives 5 weeks per phase and 1 week to retreats; it is a preset, not the default', async () => {
    const [gm, a] = await users(t.app, uniq('gm'), uniq('a'));
    const { id } = await startedGame(gm!, [a!], { deadlines: 'mail' });
    const g = (await view(a!, id)).game;
    expect(g.settings.deadlines).toEqual({ default: 35 * 24 * 3600, phases: { retreats: 7 * 24 * 3600 } });
    expect(g.deadlineAt).toBe(t.clock.now() + 35 * 24 * HOUR);
    const { id: online } = await startedGame(gm!, [a!]);
    expect((await view(a!, online)).game.settings.deadlines).toEqual({ default: 2 * 24 * 3600, phases: {} });
    expect((await gm!.post('/api/games', { ruleset: 'tribute', players: 3, deadlines: 'pigeon' })).status).toBe(400);
  });

  it('a grace period is given once when humans are missing, then the deadline rule applies', async () => {
    const [gm, a, b] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'));
    const { id } = await startedGame(gm!, [a!, b!], { deadlines: { default: 3600 }, graceSeconds: 600 });
    t.clock.advance(HOUR);
    expect(await tickThenStep(id)).toBe(0);
    const g = await view(a!, id);
    expect(g.game.graceUsed).toBe(true);
    expect(g.game.deadlineAt).toBe(t.clock.now() + 600_000);
    expect(events).toContainEqual({ kind: 'game', gameId: id, change: 'grace' });
    t.clock.advance(600_000);
    expect(await tickThenStep(id)).toBeGreaterThanOrEqual(1);
    const after = await view(a!, id);
    expect(after.game.graceUsed).toBe(false);
    expect(after.view.step).toBeGreaterThanOrEqual(1);
  });

  it('diadokhoi §7.11.4 (the game master\'s powers): the game master pauses, extends and resumes the clock; others may not', async () => {
    const [gm, a] = await users(t.app, uniq('gm'), uniq('a'));
    const { id } = await startedGame(gm!, [a!], { deadlines: { default: 3600 } });
    expect((await a!.post(`/api/games/${id}/pause`)).status).toBe(403);
    expect((await new Client(t.app).post(`/api/games/${id}/pause`)).status).toBe(401);
    t.clock.advance(HOUR / 2);
    const paused = expectOk(await gm!.post(`/api/games/${id}/pause`)).game;
    expect(paused).toMatchObject({ status: 'paused', deadlineAt: null, pausedLeftMs: HOUR / 2 });
    t.clock.advance(10 * HOUR);
    expect(await tickThenStep(id)).toBe(0);
    // decisions may still be edited while paused
    const va = await view(a!, id);
    expect(expectOk(await a!.put(`/api/games/${id}/decision`, { decision: va.legal[0], ready: false })).adjudicated).toBe(false);
    expect(expectOk(await gm!.post(`/api/games/${id}/extend`, { seconds: 60 })).game.pausedLeftMs).toBe(HOUR / 2 + 60_000);
    expect((await gm!.post(`/api/games/${id}/pause`)).status).toBe(409);
    const resumed = expectOk(await gm!.post(`/api/games/${id}/resume`)).game;
    expect(resumed.status).toBe('running');
    expect(resumed.deadlineAt).toBe(t.clock.now() + HOUR / 2 + 60_000);
    const extended = expectOk(await gm!.post(`/api/games/${id}/extend`, { seconds: 3600 })).game;
    expect(extended.deadlineAt).toBe(resumed.deadlineAt + HOUR);
    expect((await gm!.post(`/api/games/${id}/extend`, { seconds: 0 })).status).toBe(400);
  });

  it('a ready player completing the step while paused is adjudicated on resume', async () => {
    const [gm, a] = await users(t.app, uniq('gm'), uniq('a'));
    const { id } = await startedGame(gm!, [a!]);
    expectOk(await gm!.post(`/api/games/${id}/pause`));
    const va = await view(a!, id);
    expect(expectOk(await a!.put(`/api/games/${id}/decision`, { decision: va.legal[0] })).adjudicated).toBe(false);
    expectOk(await gm!.post(`/api/games/${id}/resume`));
    expect((await view(a!, id)).view.step).toBeGreaterThanOrEqual(1);
  });

  it('reminds missing players once per reminder, and again after an extension', async () => {
    const [gm, a, b] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'));
    const { id } = await startedGame(gm!, [a!, b!], { deadlines: { default: 3600 }, reminders: [1800] });
    const va = await view(a!, id);
    expectOk(await a!.put(`/api/games/${id}/decision`, { decision: va.legal[0], ready: false }));
    const mine = () => events.filter((e) => e.kind === 'reminder' && e.gameId === id);
    t.clock.advance(HOUR / 2 - 1);
    await t.server.scheduler.tick();
    expect(mine()).toHaveLength(0);
    t.clock.advance(1);
    await t.server.scheduler.tick();
    await t.server.scheduler.tick();
    expect(mine()).toEqual([{ kind: 'reminder', gameId: id, step: 0, deadlineAt: va.game.deadlineAt, missing: ['east'] }]);
    expectOk(await gm!.post(`/api/games/${id}/extend`, { seconds: 3600 }));
    t.clock.advance(HOUR);
    await t.server.scheduler.tick();
    expect(mine()).toHaveLength(2);
  });

  it('adjudication is idempotent: concurrent calls for one step resolve it once', async () => {
    const [gm, a] = await users(t.app, uniq('gm'), uniq('a'));
    const { id } = await startedGame(gm!, [a!], { deadlines: { default: 60 } });
    t.clock.advance(60_000);
    const results = await Promise.all([0, 1, 2, 3].map(() => t.server.judge.adjudicate(id, 0, 'deadline')));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const steps = await t.server.judge.db.selectFrom('steps').select('step').where('game_id', '=', id).execute();
    expect(steps.map((s) => s.step).sort()).toEqual([...Array(results.find((r) => r !== null)! + 1).keys()]);
    expect(await t.server.judge.adjudicate(id, 0, 'deadline')).toBeNull();
  });
});

describe.each(backends)('restarts (%s)', (backend) => {
  it('deadlines and interrupted adjudications survive a restart of the server and database connection', async () => {
    const t = await testServer(backend);
    try {
      const [gm, a, b] = await users(t.app, 'gm-r', 'a-r', 'b-r');
      const { id } = await startedGame(gm!, [a!, b!], { deadlines: { default: 3600 } });
      const second = await startedGame(gm!, [a!, b!], { deadlines: { default: 3600 } });
      const va = expectOk(await a!.get(`/api/games/${id}`));
      expectOk(await a!.put(`/api/games/${id}/decision`, { decision: va.legal[0] }));
      await t.server.close();
      // A crash between the commit of the last "ready" and the adjudication leaves all_ready set.
      await t.store.storage.db.updateTable('games').set({ all_ready: 1 }).where('id', '=', second.id).execute();
      const db = await t.store.reopen();
      t.clock.advance(3600_000);
      const again = await createServer({ ...testDefaults(t.clock), db } as ServerOptions);
      try {
        expect((await again.scheduler.tick()).adjudicated).toBe(2);
        const a2 = new Client(again.app);
        a2.csrf = expectOk(await a2.post('/api/auth/login', { name: 'a-r', password: 'correct horse' })).csrfToken;
        const h = expectOk(await a2.get(`/api/games/${id}/history`));
        expect(h.steps[1].decision).toEqual(va.legal[0]);
        expect(h.steps[1].defaulted).toEqual(['east']);
        const h2 = expectOk(await a2.get(`/api/games/${second.id}/history`));
        expect(h2.steps[1].defaulted).toEqual(['north', 'east']);
      } finally {
        await again.close();
      }
    } finally {
      await t.store.cleanup();
    }
  });
});

