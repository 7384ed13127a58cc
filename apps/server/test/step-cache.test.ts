import { describe, expect, it } from 'vitest';
import type { GameDefinition, PlayerView } from '@diadochi/kernel';
import { StepCache } from '../src/games/step-cache.ts';
import type { GameRow } from '../src/games/store.ts';

const def = { pending: (state: { turn: string }) => ({ phase: 'move', players: [state.turn] }) } as unknown as GameDefinition;

const row = (id: string, step: number, state: object) => ({ id, step, session: JSON.stringify({ players: ['A', 'B'], state }) }) as GameRow;

const view = (n: number) => ({ step: n, filler: 'x'.repeat(1000) }) as unknown as PlayerView;

describe('the step cache (issue 22)', () => {
  it('parses a step once, and again only when the row holds another step or another session', () => {
    const cache = new StepCache();
    const a = cache.of(row('g', 0, { turn: 'A' }), def);
    expect(cache.of(row('g', 0, { turn: 'A' }), def)).toBe(a);
    expect(a.pending).toEqual({ phase: 'move', players: ['A'] });
    // Same step number, other column (another instance wrote it): parsed anew.
    const b = cache.of(row('g', 0, { turn: 'B' }), def);
    expect(b).not.toBe(a);
    expect(b.pending?.players).toEqual(['B']);
    // Same column, next step (a step that changed nothing): the views belong to another step.
    expect(cache.of(row('g', 1, { turn: 'B' }), def)).not.toBe(b);
    expect(cache.size).toBe(1);
  });

  it('asks the rules who is out once per step; a rules failure counts as nobody', () => {
    let asked = 0;
    const withOut = { ...def, eliminated: (state: { out: string[] }) => (asked++, state.out) } as unknown as GameDefinition;
    const cache = new StepCache();
    const e = cache.of(row('g', 0, { turn: 'A', out: ['B'] }), withOut);
    expect([...e.eliminated]).toEqual(['B']);
    expect(cache.of(row('g', 0, { turn: 'A', out: ['B'] }), withOut).eliminated).toBe(e.eliminated);
    expect(asked).toBe(1);
    expect([...cache.of(row('g', 1, { turn: 'A', out: ['A', 'B'] }), withOut).eliminated]).toEqual(['A', 'B']);
    expect(asked).toBe(2);
    const failing = { ...def, eliminated: () => { throw new Error('rules bug'); } } as unknown as GameDefinition;
    expect(cache.of(row('h', 0, { turn: 'A' }), failing).eliminated.size).toBe(0);
  });

  it('builds a seat view and its legal decisions once per step', async () => {
    const cache = new StepCache();
    const e = cache.of(row('g', 0, { turn: 'A' }), def);
    let built = 0;
    const build = async () => (built++, view(0));
    const first = await cache.view(e, 'A', build);
    expect(await cache.view(e, 'A', build)).toBe(first);
    await cache.view(e, null, build);
    expect(built).toBe(2);
    let listed = 0;
    const list = () => (listed++, ['x']);
    expect(cache.legal(e, 'A', list)).toEqual(['x']);
    cache.legal(e, 'A', list);
    expect(listed).toBe(1);
  });

  it('is bounded by bytes: the least recently used games go first', async () => {
    const cache = new StepCache(20_000);
    for (let i = 0; i < 10; i++) {
      const e = cache.of(row(`g${i}`, 0, { turn: 'A' }), def);
      await cache.view(e, 'A', async () => view(i));
    }
    expect(cache.bytes).toBeLessThanOrEqual(20_000);
    expect(cache.size).toBeGreaterThan(1);
    expect(cache.size).toBeLessThan(10);
    // The last game stays; the first is gone (asking for it parses it again).
    const last = cache.of(row('g9', 0, { turn: 'A' }), def);
    expect(last.kept.size).toBe(1);
    expect(cache.of(row('g0', 0, { turn: 'A' }), def).kept.size).toBe(0);
  });

  it('a view built while the game moved on is served but not kept', async () => {
    const cache = new StepCache();
    const e = cache.of(row('g', 0, { turn: 'A' }), def);
    const v = await cache.view(e, 'A', async () => {
      cache.of(row('g', 1, { turn: 'B' }), def);
      return view(0);
    });
    expect(v.step).toBe(0);
    expect(e.kept.size).toBe(0);
    const before = cache.bytes;
    cache.forget('g');
    expect(cache.bytes).toBeLessThan(before);
    expect(cache.bytes).toBe(0);
  });
});
