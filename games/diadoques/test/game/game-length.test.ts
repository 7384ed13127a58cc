import { describe, expect, it } from 'vitest';
import { createGame, resolveAtDeadline, waitingOn } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { diadokhoi, diadoques } from '../../src/game/definition.ts';
import type { WholeState } from '../../src/game/types.ts';

/**
 * Issue 18 ruling: the rulebook's length is the default. Les Diadoques has no time limit (seed
 * 000, ch. 3); in Diadokhoi the five-year short game is "agreed upon" (seed 004, line 60,
 * `diadokhoi §4.5.3`): `lastYear` is an option. Tools that need an end play the short game.
 */
describe.each([
  ['diadoques', diadoques, -315, -319],
  ['diadokhoi', diadokhoi, -317, -321],
] as const)('%s: game length', (_, def, shortEnd, first) => {
  const D = def as unknown as GameDefinition<WholeState>;

  it('no lastYear by default; a shorter game is an option, checked', () => {
    const r = D.parseOptions({});
    expect(r.ok && r.value).toMatchObject({ scenario: 'standard' });
    expect(r.ok && 'lastYear' in (r.value as object)).toBe(false);
    const short = D.parseOptions({ lastYear: first + 1 });
    expect(short.ok && (short.value as { lastYear?: number }).lastYear).toBe(first + 1);
    expect(D.parseOptions({ lastYear: first - 1 }).ok).toBe(false);
    expect(D.exampleOptions).toEqual([{ lastYear: shortEnd }]);
  });

  it('without lastYear the autumn of the old five-year limit leads to winter, not to the end', () => {
    const created = createGame(D, { seed: 'length', options: {} });
    if (!created.ok) throw new Error('not created');
    let s: GameSession<WholeState> = resolveAtDeadline(D, created.value); // the start purchases
    expect(s.state.phase).toBe('orders');
    s = { ...s, state: { ...s.state, year: shortEnd, season: 'autumn', firstTurn: false } };
    s = resolveAtDeadline(D, s);
    expect(s.state.result ?? null).toBeNull();
    expect(waitingOn(D, s).pending).not.toBeNull();
    expect(s.state.season).toBe('winter');
  });
});
