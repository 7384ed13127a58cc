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

describe('syracuse LOST.stratfaces: the stratagem counters (reconstructed but for 2.A.3)', () => {
  it('13 counters carry S1–S25, S25 once in each colour; S6 and S11 share a counter (syracuse 2.A.3); S17 and S18 do not (syracuse S18)', async () => {
    const { STRATAGEM_COUNTERS, counterOf, usableFaces } = await import('../src/data/tables.ts');
    expect(STRATAGEM_COUNTERS.length).toBe(13);
    const faces = STRATAGEM_COUNTERS.flatMap((c) => c.faces.map((f) => f.id));
    expect(new Set(faces).size).toBe(25);
    expect(faces.filter((f) => f === 'S25').length).toBe(2);
    expect(counterOf('S6')).toBe(counterOf('S11'));
    expect(counterOf('S17')).not.toBe(counterOf('S18'));
    // syracuse 7.0.1: a face of the other side's colour is never usable
    expect(usableFaces(counterOf('S21'), 'ath')).toEqual(['S22']);
    expect(usableFaces(counterOf('S21'), 'syr')).toEqual(['S21', 'S22']);
  });
});
