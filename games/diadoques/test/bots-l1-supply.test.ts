import { describe, expect, it } from 'vitest';
import { l1Orders } from '../src/bots/index.ts';
import { board, character, unit } from './events/fixtures.ts';

/**
 * Issue 20, the balance goal: L1's option `leave` (off). Traced self-play showed diadochi
 * executed by their own soldiers (`diadoques §11a.3`) after their army stayed in Arabia (ARA, no
 * arsenal) to support a neighbour's step instead of stepping out.
 */
describe('L1 option leave (diadoques §11a.3)', () => {
  /** Séleucos's army with its diadochus in the desert of Arabia in summer, a second army in Damascus, Ptolémée in Phoenicia and Palestine. */
  function desert() {
    const s = board('diadoques', 'summer');
    const army = unit(s, 'seleucos', 'A', 'ARA', { commander: 'seleucos' });
    character(s, { id: 'seleucos', kind: 'diadochus', of: 'seleucos', controlledBy: 'seleucos', space: 'ARA', with: army.id });
    unit(s, 'seleucos', 'A', 'DAM');
    unit(s, 'ptolemee', 'A', 'PHE');
    unit(s, 'ptolemee', 'A', 'PAL');
    return s;
  }

  it('without it, the diadochus army in the desert may stay there to support (the default, unchanged)', () => {
    expect(l1Orders(desert(), 'seleucos', 'a').split('\n')[0]).toBe('A ARA S A DAM SYR');
  });

  it('with it, the diadochus army in a province without supply steps out in summer rather than support', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const first = l1Orders(desert(), 'seleucos', seed, { leave: true }).split('\n')[0]!;
      expect(first, seed).toMatch(/^A ARA [A-Z]{3}$/);
    }
  });

  it('with it, a hungry army in autumn never supports another step: it steps out itself (the default supports and starves)', () => {
    const s = board('diadoques', 'autumn');
    s.control['babylone'] = 'seleucos';
    const army = unit(s, 'seleucos', 'A', 'ARA', { commander: 'seleucos' });
    character(s, { id: 'seleucos', kind: 'diadochus', of: 'seleucos', controlledBy: 'seleucos', space: 'ARA', with: army.id });
    unit(s, 'seleucos', 'A', 'DAM');
    unit(s, 'seleucos', 'A', 'MES');
    unit(s, 'ptolemee', 'A', 'SUS');
    unit(s, 'antigone', 'A', 'COM');
    expect(l1Orders(s, 'seleucos', 'a').split('\n')[0]).toBe('A ARA S A MES SYR');
    for (const seed of ['a', 'b', 'c', 'd']) {
      const first = l1Orders(s, 'seleucos', seed, { leave: true }).split('\n')[0]!;
      expect(first, seed).toMatch(/^A ARA [A-Z]{3}$/);
    }
  });
});
