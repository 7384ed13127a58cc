import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scheduler } from '../src/scheduler.ts';
import { startedGame, testServer, users } from './helpers.ts';
import type { TestServer } from './helpers.ts';

const HOUR = 3600_000;

describe('the scheduler reads due games batch after batch within one pass (issue 22)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer('sqlite');
  });
  afterAll(async () => t?.close());

  it('one pass adjudicates every game due at once, more than one batch of them, each once', async () => {
    const [gm, a] = await users(t.app, 'batch-gm', 'batch-a');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await startedGame(gm!, [a!], { deadlines: { default: 3600 }, reminders: [] })).id);
    const stepsOf = async () => Promise.all(ids.map(async (id) => (await t.server.judge.gameRow(id)).step));
    const before = await stepsOf();
    t.clock.advance(HOUR);
    // Batches of two: a pass that read a single batch would leave three of the five games due.
    const logs: string[] = [];
    const scheduler = new Scheduler(t.server.judge, 1000, (m) => logs.push(m), 2);
    const pass = await scheduler.tick();
    expect(pass.adjudicated).toBe(5);
    const after = await stepsOf();
    after.forEach((s, i) => expect(s).toBeGreaterThan(before[i]!));
    expect(logs).toEqual([]);
    // Nothing is due any more: the next pass adjudicates nothing.
    expect((await scheduler.tick()).adjudicated).toBe(0);
  });
});

describe('the scheduler adjudicates several due games at once (issue 22)', () => {
  it('keeps up to its concurrency of adjudications under way, never more, and takes each game once', async () => {
    const due = Array.from({ length: 7 }, (_, i) => ({ id: `g${i}`, step: 0, reason: 'deadline' as const }));
    let running = 0;
    let most = 0;
    const calls: string[] = [];
    const judge = {
      now: () => 0,
      vacations: { hold: async () => 0 },
      // Everything due until adjudicated: what a database would say.
      dueGames: async (limit: number) => due.filter((g) => !calls.includes(g.id)).slice(0, limit),
      adjudicate: async (id: string) => {
        calls.push(id);
        most = Math.max(most, ++running);
        // A commit waiting for its fsync: the others go on meanwhile.
        await new Promise((ok) => setTimeout(ok, 5));
        running--;
        return 1;
      },
      sendReminders: async () => 0,
      votes: { endPauses: async () => 0 },
    };
    const scheduler = new Scheduler(judge as unknown as ConstructorParameters<typeof Scheduler>[0], 1000, () => {}, 3, 2);
    expect((await scheduler.tick()).adjudicated).toBe(7);
    expect(most).toBe(2);
    expect([...calls].sort()).toEqual(due.map((g) => g.id).sort());
  });
});
