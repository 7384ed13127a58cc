import { autoplay, createGame, digest, replay } from '@diadochi/kernel';
import type { GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { invariantViolations } from '../src/invariants.ts';
import { phalanxx } from '../src/index.ts';
import type { PhalanxxState } from '../src/index.ts';
import { randomBot } from '../src/bots/index.ts';

function checkInvariants(s: PhalanxxState): void {
  expect(invariantViolations(s)).toEqual([]);
}

describe('self-play with random bots', () => {
  const games = Array.from({ length: 50 }, (_, i) => ({ seed: `selfplay-${i}`, players: 1 + (i % 4), expert: i % 3 === 0 }));

  it.each(games)('game $seed ($players players, expert $expert): invariants hold and the record replays to the same state', ({ seed, players, expert }) => {
    const created = createGame(phalanxx, { seed, options: { players, expert } });
    if (!created.ok) throw new Error('create failed');
    checkInvariants(created.value.state);
    const end: GameSession<PhalanxxState> = autoplay(phalanxx, created.value, {
      bots: randomBot(seed),
      maxSteps: 3000,
      onStep: (session) => checkInvariants(session.state),
    });
    expect(end.state.step).toBe('over');
    expect(end.record.every((e) => e.defaulted.length === 0)).toBe(true);
    const result = phalanxx.result(end.state)!;
    expect(result).not.toBeNull();
    const again = replay(phalanxx, end);
    if (!again.ok) throw new Error(again.error.map((p) => p.message).join('; '));
    expect(digest(again.value.state)).toBe(digest(end.state));
    expect(again.value.record.map((e) => e.digest)).toEqual(end.record.map((e) => e.digest));
  });
});

describe('invariant check', () => {
  it('phalanxx §components.1: the invariant check reports a lost meeple and a negative treasury', () => {
    const created = createGame(phalanxx, { seed: 'broken', options: { players: 2 } });
    if (!created.ok) throw new Error('create failed');
    const s = structuredClone(created.value.state);
    s.seats[0]!.reserve -= 1;
    s.seats[1]!.talents = -1;
    expect(invariantViolations(s).join('\n')).toMatch(/11 meeples[\s\S]*-1 talents|-1 talents[\s\S]*11 meeples/);
    expect(invariantViolations(s)).toHaveLength(2);
  });
});
