/**
 * The engine's workers keep the game states they were sent (issue 22): a job on a state a worker
 * holds carries its id, not a copy, and the answers stay the rules' own, also when the worker's
 * list of states overflows and when a worker is replaced.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { tribute } from '@diadochi/kernel/test-game';
import { createGame } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { EngineTimeout, InlineEngine } from '../src/engine/engine.ts';
import { WorkerEngine } from '../src/engine/pool.ts';
import { HeldStates } from '../src/engine/protocol.ts';

const ENGINE = new URL('./fixtures/slow-engine.ts', import.meta.url).href;
const engines: WorkerEngine[] = [];
afterEach(async () => {
  for (const e of engines.splice(0)) await e.close();
});

function session(seed: string): GameSession {
  const created = createGame(tribute as unknown as GameDefinition, { seed, options: { players: 3, rounds: 2 } });
  if (!created.ok) throw new Error('tribute does not start');
  return created.value as GameSession;
}
const bidOf = (s: GameSession) => ({ bid: (s.state as { hands: Record<string, { id: string }[]> }).hands.north![0]!.id });
const inline = new InlineEngine([tribute as unknown as GameDefinition]);

describe('game states kept by the engine workers', () => {
  it('sends a state once per worker, then its id; the answers are the rules’ own', async () => {
    const pool = new WorkerEngine({ module: ENGINE, threads: 1 });
    engines.push(pool);
    const s = session('states-a');
    for (const decision of [bidOf(s), { bid: 'nothing' }, bidOf(s)]) {
      expect(await pool.validate('tribute', s.state, 'north', decision)).toEqual(await inline.validate('tribute', s.state, 'north', decision));
    }
    expect(pool.stats).toMatchObject({ statesSent: 1, statesReused: 2 });
    // A settle on the same state object reads the kept one too.
    const input = { ruleset: 'tribute', session: s, ready: [], seats: s.players.map((power) => ({ power, controller: 'bot' as const })), force: false, sliceMs: 60_000, maxSteps: 200 };
    expect(await pool.settle(input)).toEqual(await inline.settle(input));
    expect(pool.stats).toMatchObject({ statesSent: 1, statesReused: 3 });
    // An equal state parsed anew is another object: sent.
    const again = structuredClone(s.state);
    expect(await pool.validate('tribute', again, 'north', bidOf(s))).toEqual(await inline.validate('tribute', again, 'north', bidOf(s)));
    expect(pool.stats.statesSent).toBe(2);
  });

  it('stays in step with the worker when its list overflows: the oldest state is sent again', async () => {
    const pool = new WorkerEngine({ module: ENGINE, threads: 1, statesPerWorker: 2 });
    engines.push(pool);
    const games = ['o1', 'o2', 'o3'].map(session);
    for (let round = 0; round < 2; round++) {
      for (const s of games) expect(await pool.validate('tribute', s.state, 'north', bidOf(s))).toEqual(await inline.validate('tribute', s.state, 'north', bidOf(s)));
    }
    // Three states through a list of two, oldest out: every job had to send its state.
    expect(pool.stats).toMatchObject({ statesSent: 6, statesReused: 0, failures: 0 });
    // The two most recent are held.
    await pool.validate('tribute', games[2]!.state, 'north', bidOf(games[2]!));
    expect(pool.stats).toMatchObject({ statesSent: 6, statesReused: 1, failures: 0 });
  });

  it('a worker replaced after a timeout holds nothing: the state is sent to the new one', async () => {
    const pool = new WorkerEngine({ module: ENGINE, threads: 1, budgetMs: 300 });
    engines.push(pool);
    const s = session('states-t');
    await pool.validate('tribute', s.state, 'north', bidOf(s));
    await expect(pool.validate('tribute-slow', s.state, 'north', { ...bidOf(s), slow: 'validate' })).rejects.toBeInstanceOf(EngineTimeout);
    expect(await pool.validate('tribute', s.state, 'north', bidOf(s))).toEqual(await inline.validate('tribute', s.state, 'north', bidOf(s)));
    expect(pool.stats).toMatchObject({ statesSent: 2, statesReused: 1, failures: 0 });
  });

  it('HeldStates: least recently used out, a use refreshes', () => {
    const h = new HeldStates<string>(2);
    h.keep(1, 'a');
    h.keep(2, 'b');
    expect(h.use(1)).toBe('a');
    h.keep(3, 'c');
    expect([h.has(1), h.has(2), h.has(3)]).toEqual([true, false, true]);
  });
});
