import { describe, expect, it } from 'vitest';
import { L2_DEFAULTS } from '../src/bots/index.ts';
import { siegeableFrom, threatsOf, worthOf } from '../src/bots/l2-worth.ts';
import type { Promise } from '../src/bots/l2-worth.ts';
import { mapOf } from '../src/map/index.ts';
import { board, unit } from './events/fixtures.ts';

/** Issue 20 item 2: the sieges set up for the next season in L2's worth (`threatsOf`, option `threat`). */

describe('L2 siege threats', () => {
  it('diadoques §9a.22: an army may besiege the citadels of its province, a fleet the ports on its sea', () => {
    const map = mapOf('diadoques')!;
    expect(siegeableFrom(map, { type: 'A', space: 'ION' }).sort()).toEqual(['ephese', 'milet']);
    expect(siegeableFrom(map, { type: 'F', space: 'ION' })).toEqual([]);
    expect(siegeableFrom(map, { type: 'A', space: 'milet' })).toEqual([]);
  });

  it('diadoques §9a.24, §9a.26: a citadel it may besiege next season counts what it would bring; a stronger garrison, its own or one it besieges already count nothing', () => {
    const s = board('diadoques', 'summer');
    unit(s, 'seleucos', 'A', 'ION');
    // Milet (major) 1 + Éphèse (minor) 0.2.
    expect(threatsOf(s, 'seleucos')).toBeCloseTo(1.2);
    unit(s, 'ptolemee', 'Ae', 'milet');
    expect(threatsOf(s, 'seleucos')).toBeCloseTo(0.2);
    s.control['ephese'] = 'seleucos';
    expect(threatsOf(s, 'seleucos')).toBeCloseTo(0);
  });

  it('an enemy unit ready to besiege its citadel counts as much less (its capital 3), each citadel once', () => {
    const s = board('diadoques', 'summer');
    unit(s, 'antigone', 'A', 'MAC');
    expect(threatsOf(s, 'cassandre')).toBeCloseTo(-3);
    unit(s, 'lysimaque', 'A', 'MAC', {});
    expect(threatsOf(s, 'cassandre')).toBeCloseTo(-3);
  });

  it('the worth counts it with its weight (`threat`; the default 0 leaves the worth as it was)', () => {
    const s = board('diadoques', 'summer');
    unit(s, 'seleucos', 'A', 'ION');
    const promise: Promise = { values: { node: { army: new Map(), fleet: new Map() } } as never, best: 1 };
    const base = worthOf(s, 'seleucos', 'summer', promise);
    expect(worthOf(s, 'seleucos', 'summer', { ...promise, threat: 0.5 }) - base).toBeCloseTo(0.6);
    expect(worthOf(s, 'seleucos', 'summer', { ...promise, threat: L2_DEFAULTS.threat })).toBe(base);
  });
});
