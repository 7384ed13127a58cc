/**
 * The rules engine's worker pool (issue 13 item 1): a job over its budget is stopped and its
 * worker replaced, jobs beyond the queue are refused at once, an engine module that does not
 * load fails its jobs instead of hanging them, and the pool's answers are the rules' own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { tribute } from '@diadochi/kernel/test-game';
import { createGame } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { EngineFailure, EngineTimeout, InlineEngine } from '../src/engine/engine.ts';
import { EngineBusy, WorkerEngine } from '../src/engine/pool.ts';

const ENGINE = new URL('./fixtures/slow-engine.ts', import.meta.url).href;
const engines: WorkerEngine[] = [];
afterEach(async () => {
  for (const e of engines.splice(0)) await e.close();
});

function session(): GameSession {
  const created = createGame(tribute as unknown as GameDefinition, { seed: 'pool', options: { players: 3, rounds: 2 } });
  if (!created.ok) throw new Error('tribute does not start');
  return created.value as GameSession;
}

describe('the engine worker pool', () => {
  it('answers as the rules do in this thread: validation and a settled slice', async () => {
    const pool = new WorkerEngine({ module: ENGINE, threads: 1 });
    engines.push(pool);
    const inline = new InlineEngine([tribute as unknown as GameDefinition]);
    const s = session();
    const bid = { bid: (s.state as { hands: Record<string, { id: string }[]> }).hands.north![0]!.id };
    expect(await pool.validate('tribute', s.state, 'north', bid)).toEqual(await inline.validate('tribute', s.state, 'north', bid));
    expect(await pool.validate('tribute', s.state, 'north', { bid: 'nothing' })).toEqual(await inline.validate('tribute', s.state, 'north', { bid: 'nothing' }));
    const input = {
      ruleset: 'tribute',
      session: s,
      ready: [],
      seats: s.players.map((power) => ({ power, controller: 'bot' as const })),
      force: false,
      sliceMs: 60_000,
      maxSteps: 200,
    };
    expect(await pool.settle(input)).toEqual(await inline.settle(input));
  });

  it('stops a job over its budget (EngineTimeout), replaces the worker, and the next job is answered', async () => {
    const pool = new WorkerEngine({ module: ENGINE, threads: 1, budgetMs: 500 });
    engines.push(pool);
    const s = session();
    const bid = { bid: (s.state as { hands: Record<string, { id: string }[]> }).hands.north![0]!.id };
    const slow = pool.validate('tribute-slow', s.state, 'north', { ...bid, slow: 'validate' });
    const next = pool.validate('tribute-slow', s.state, 'north', bid);
    await expect(slow).rejects.toBeInstanceOf(EngineTimeout);
    expect(await next).toEqual({ ok: true, value: bid });
    expect(pool.stats.timeouts).toBe(1);
    expect(pool.stats.respawns).toBe(1);
  });

  it('refuses a job at once when the queue is full (EngineBusy)', async () => {
    const pool = new WorkerEngine({ module: ENGINE, threads: 1, budgetMs: 500, maxQueue: 1 });
    engines.push(pool);
    const s = session();
    const slow = { bid: 'x', slow: 'validate' };
    await pool.validate('tribute', s.state, 'north', {}); // the worker is up: the next job runs, one waits
    const first = pool.validate('tribute-slow', s.state, 'north', slow);
    const second = pool.validate('tribute-slow', s.state, 'north', slow);
    await expect(pool.validate('tribute-slow', s.state, 'north', slow)).rejects.toBeInstanceOf(EngineBusy);
    await expect(first).rejects.toBeInstanceOf(EngineTimeout);
    await expect(second).rejects.toBeInstanceOf(EngineTimeout);
  });

  it('fails the jobs of an engine module that does not load, without hanging them', async () => {
    const logs: string[] = [];
    const pool = new WorkerEngine({ module: new URL('./fixtures/no-such-engine.ts', import.meta.url).href, threads: 1, log: (m) => logs.push(m) });
    engines.push(pool);
    await expect(pool.validate('tribute', {}, 'north', {})).rejects.toBeInstanceOf(EngineFailure);
    await expect(pool.validate('tribute', {}, 'north', {})).rejects.toBeInstanceOf(EngineFailure);
    expect(logs.join('\n')).toContain('could not load its module');
  });
});
