import { describe, expect, it } from 'vitest';
import { checkMap, pathCost } from '../src/map-check.ts';
import { ZONES } from '../src/data/map.ts';

describe('syracuse map (syracuse LOST.map, reconstructed)', () => {
  it.each(checkMap().map((c) => [c.rule, c.what, c.ok] as const))('%s: %s', (_rule, _what, ok) => expect(ok).toBe(true));
  it('syracuse 3.2.8: the example path costs 4 PM and a path through a non-boundary fails', () => {
    expect(pathCost(['T11', 'T18', 'T20'])).toBe(4);
    expect(pathCost(['T4', 'T12'])).toBeNull();
  });
  it('syracuse 0.2: every zone but the city, the ports and the harbour is marked reconstructed', () => {
    const stated = ZONES.filter((z) => !z.reconstructed).map((z) => z.id).sort();
    expect(stated).toEqual(['Catane', 'M10', 'M11', 'M12', 'M6', 'M7', 'M9', 'T16']);
  });
});
