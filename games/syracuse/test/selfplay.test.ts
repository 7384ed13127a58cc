import { autoplay, createGame, digest, randomBot, replay } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { syracuse, heuristicBot } from '../src/index.ts';
import { invariantViolations } from '../src/invariants.ts';

describe('syracuse self-play (CI dose)', () => {
  const games = [
    { seed: 'sp-0', scenario: 'historical', bot: 'random' },
    { seed: 'sp-2', scenario: 'alcibiades', bot: 'random' },
    { seed: 'sp-3', scenario: 'historical', bot: 'heuristic' },
  ] as const;
  it.each(games)('syracuse 2 / syracuse 9: game $seed ($scenario, $bot bots) ends, keeps its invariants and replays identically', ({ seed, scenario, bot }) => {
    const created = createGame(syracuse, { seed, options: { scenario } });
    if (!created.ok) throw new Error('create failed');
    const end = autoplay(syracuse, created.value, {
      bots: (bot === 'random' ? randomBot(seed) : heuristicBot(seed)) as never,
      maxSteps: 20000,
      onStep: (s) => expect(invariantViolations(s.state)).toEqual([]),
    });
    expect(end.state.step.k).toBe('over');
    expect(syracuse.result(end.state)).not.toBeNull();
    expect(end.record.every((e) => e.defaulted.length === 0)).toBe(true);
    const again = replay(syracuse, end);
    if (!again.ok) throw new Error('replay failed');
    expect(digest(again.value.state)).toBe(digest(end.state));
  });

  it('the invariant check can fail: a land unit at sea and a doubled counter are reported', () => {
    const created = createGame(syracuse, { seed: 'broken' });
    if (!created.ok) throw new Error('create failed');
    const s = structuredClone(created.value.state);
    s.units['a-h1']!.zone = 'M10';
    s.bowl.push(s.bowl[0]!);
    expect(invariantViolations(s).length).toBe(2);
  });
});
