/** Whole games by bots for 2, 3 and 4 players: invariants after every step, identical replays (successors 3, successors 20). */
import { autoplay, createGame, digest, replay } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { successors } from '../src/game.ts';
import { legalBot } from '../src/bots/index.ts';

describe('self-play (successors 3.5, successors 20.2, successors 20.3, successors 21.4)', () => {
  // CI dose: the two-player game runs its five turns; the three- and four-player games stop after
  // turn 3 (the `turns` option) to keep the suite fast — `npx diadochi selfplay successors` plays them whole.
  for (const [players, turns] of [[2, 5], [3, 3], [4, 3]] as const) {
    it(`${players} players, ${turns} turns: a game ends, no invariant breaks, the replay is identical`, () => {
      const created = createGame(successors, { seed: `ci-${players}`, options: { players, turns } });
      if (!created.ok) throw new Error('create failed');
      const broken: string[] = [];
      const end = autoplay(successors, created.value, {
        bots: legalBot(`ci-${players}`),
        maxSteps: 20_000,
        onStep: (s) => broken.push(...successors.checkInvariants!(s.state)),
      });
      expect(broken).toEqual([]);
      expect(successors.result(end.state)).not.toBeNull();
      const again = replay(successors, end);
      expect(again.ok).toBe(true);
      if (again.ok) expect(digest(again.value.state)).toBe(digest(end.state));
    });
  }
});
