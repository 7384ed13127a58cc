import { describe, expect, it } from 'vitest';
import { adjust, rankForRemoval } from '../../src/classic/adjust.ts';
import type { AdjustmentOrder } from '../../src/classic/adjust.ts';
import { startingOwners } from '../../src/classic/start.ts';
import type { Unit } from '../../src/core/index.ts';

const A = (power: string, region: string): Unit => ({ power, kind: 'army', region });
const F = (power: string, region: string): Unit => ({ power, kind: 'fleet', region });
const build = (power: string, province: string, type?: 'army' | 'fleet', coast?: string): AdjustmentOrder => ({
  power,
  verb: 'build',
  province,
  ...(type ? { type } : {}),
  ...(coast ? { coast } : {}),
});

describe('classic adjustments', () => {
  it('a power may waive builds: unused builds are simply lost', () => {
    const r = adjust({ units: [], owners: startingOwners(), orders: [build('GER', 'ber', 'army')] });
    expect(r.units).toEqual([A('GER', 'ber')]);
    expect(r.civilDisorder).toEqual([]);
  });

  it('builds a fleet on a named coast, refuses one without coast where two exist, and refuses the same centre twice', () => {
    const r = adjust({ units: [], owners: startingOwners(), orders: [build('RUS', 'stp', 'fleet'), build('RUS', 'stp', 'fleet', 'nc'), build('RUS', 'stp', 'army')] });
    expect(r.results.map((x) => x.reason)).toEqual(['coast-required', 'built', 'occupied']);
    expect(r.units).toEqual([F('RUS', 'stp(nc)')]);
  });

  it('without a unit letter: an army inland, a fleet where a coast is written, else no build (DATC 4.C.3 c)', () => {
    const r = adjust({ units: [], owners: startingOwners(), orders: [build('RUS', 'mos'), build('RUS', 'sev'), build('RUS', 'stp', undefined, 'sc')] });
    expect(r.results.map((x) => x.reason)).toEqual(['built', 'type-required', 'built']);
    expect(r.units).toEqual([A('RUS', 'mos'), F('RUS', 'stp(sc)')]);
  });

  it('removes units in civil disorder when too few disbands are ordered, and ignores disbands beyond what is due', () => {
    const owners = { ...startingOwners(), bre: 'ENG', mar: 'ITA' };
    const units = [A('FRA', 'par'), A('FRA', 'pic'), F('FRA', 'nao')];
    const none = adjust({ units, owners, orders: [] });
    expect(none.civilDisorder).toEqual([F('FRA', 'nao'), A('FRA', 'pic')]);
    const extra = adjust({ units, owners, orders: ['pic', 'par', 'nao'].map((p) => ({ power: 'FRA', verb: 'disband' as const, province: p })) });
    expect(extra.results.map((x) => x.reason)).toEqual(['disbanded', 'disbanded', 'no-disbands-left']);
    expect(extra.units).toEqual([F('FRA', 'nao')]);
  });

  it('2023 measures civil-disorder distance to owned centres; the older rule to home centres (DATC 6.J.11)', () => {
    const owners = { ...startingOwners(), ven: 'AUS', rom: 'FRA', nap: 'AUS', war: 'ITA' };
    const units = [A('ITA', 'war'), A('ITA', 'tus')];
    expect(rankForRemoval(units, 'ITA', owners, 'owned')[0]).toEqual(A('ITA', 'tus'));
    expect(rankForRemoval(units, 'ITA', owners, 'home')[0]).toEqual(A('ITA', 'war'));
  });

  it('under the older rule a fleet counts its distance by sea', () => {
    // Italy's home centres are Venice, Rome and Naples. A fleet in the Baltic is far by sea.
    const units = [F('ITA', 'bal'), A('ITA', 'mun')];
    expect(rankForRemoval(units, 'ITA', startingOwners(), 'home')[0]).toEqual(F('ITA', 'bal'));
  });
});
