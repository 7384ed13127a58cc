import { describe, expect, it } from 'vitest';
import { PROMISE, worthOf } from '../src/bots/l2-worth.ts';
import type { Promise } from '../src/bots/l2-worth.ts';
import { board, unit } from './events/fixtures.ts';

/** Issue 20 item 2: the L2 endgame's worth of a tie after the last season (`src/bots/l2-worth.ts`). */

const promise: Promise = { values: { node: { army: new Map(), fleet: new Map() }, strength: new Map(), competition: new Map() }, best: 1 };

describe('L2 final worth of a tie', () => {
  it('diadoques §3.6, §13.17: with the endgame, a tie for the most VP at the end is won on prestige (Athènes held: 2 more), lost below it', () => {
    const tie = (mine: string) => {
      const s = board('diadoques', 'autumn', -315);
      s.control[mine] = 'seleucos';
      s.control['soloi'] = 'ptolemee';
      return worthOf(s, 'seleucos', 'autumn', promise, 'final');
    };
    expect(tie('athenes')).toBeGreaterThan(tie('parsagades'));
    const behind = board('diadoques', 'autumn', -315);
    behind.control['parsagades'] = 'seleucos';
    behind.control['athenes'] = 'ptolemee';
    expect(worthOf(behind, 'seleucos', 'autumn', promise, 'final')).toBeLessThan(tie('parsagades'));
  });

  it('diadokhoi §4.5.3: in Diadokhoi a tie is a shared win, half a win whatever the prestige', () => {
    const s = board('diadokhoi', 'autumn', -315);
    const alone = board('diadokhoi', 'autumn', -315);
    const me = s.powers[0]!.id;
    // Level at the start (each its capital): a tie of all, worth half a win over a margin of 0.
    expect(worthOf(s, me, 'autumn', promise, 'final')).toBe(1);
    alone.control[alone.powers[1]!.capital!] = me;
    expect(worthOf(alone, me, 'autumn', promise, 'final')).toBeGreaterThan(worthOf(s, me, 'autumn', promise, 'final'));
  });
});

describe('L2 promise weight (option promise)', () => {
  it('the weight of the promise of its units\u2019 places scales that term: the default is PROMISE', () => {
    const s = board('diadoques', 'summer');
    unit(s, 'seleucos', 'A', 'BAB');
    const valued = { ...promise, values: { ...promise.values, node: { army: new Map([['BAB', 1]]), fleet: new Map() } } };
    const worth = (weight?: number) => worthOf(s, 'seleucos', 'summer', weight === undefined ? valued : { ...valued, weight }, 'open');
    expect(worth()).toBe(worth(PROMISE));
    expect(worth(1) - worth(0)).toBeCloseTo(1);
  });
});
