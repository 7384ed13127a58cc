import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../src/core/index.ts';
import type { AdjudicationRules, Order, OrderResult, Unit } from '../../src/core/index.ts';
import { acrossMountains, toyMap } from './toy-map.ts';

const army = (power: string, region: string, strength?: number): Unit => ({ power, kind: 'army', region, ...(strength === undefined ? {} : { strength }) });
const fleet = (power: string, region: string, strength?: number): Unit => ({ power, kind: 'fleet', region, ...(strength === undefined ? {} : { strength }) });
const move = (power: string, unit: string, to: string): Order => ({ kind: 'move', power, unit, to });
const hold = (power: string, unit: string): Order => ({ kind: 'hold', power, unit });
const support = (power: string, unit: string, target: string, to?: string): Order => ({ kind: 'support', power, unit, target, ...(to ? { to } : {}) });

function run(units: Unit[], orders: Order[], rules?: AdjudicationRules) {
  const a = adjudicate({ geography: toyMap, units, orders, ...(rules ? { rules } : {}) });
  const at = (i: number): OrderResult => a.results[i]!;
  return { ...a, at };
}

describe('core: unit strength', () => {
  it('a strength-2 unit beats a strength-1 unit without support', () => {
    const r = run([army('X', 'A', 2), army('Y', 'B')], [move('X', 'A', 'B'), hold('Y', 'B')]);
    expect(r.at(0)).toMatchObject({ success: true, reason: 'moved', strength: 2 });
    expect(r.at(1)).toMatchObject({ success: false, reason: 'dislodged', dislodgedBy: 'A' });
  });

  it('a strength-2 holder stands against a lone strength-1 attacker', () => {
    const r = run([army('X', 'A'), army('Y', 'B', 2)], [move('X', 'A', 'B'), hold('Y', 'B')]);
    expect(r.at(0)).toMatchObject({ success: false, reason: 'bounced', by: ['B'], strength: 1, opposition: 2 });
  });

  it('diadokhoi §6.3.42: an army led by Olympias (1.5) dislodges a holding fleet (1)', () => {
    const r = run([army('ANT', 'A', 1.5), fleet('LYS', 'B')], [move('ANT', 'A', 'B'), hold('LYS', 'B')]);
    expect(r.at(0)).toMatchObject({ success: true, strength: 1.5 });
    expect(r.dislodged.map((d) => d.unit.region)).toEqual(['B']);
  });

  it('a supporter adds its own strength: an elite (2) support lifts an attack of 1 to 3', () => {
    const r = run(
      [army('X', 'A'), army('X', 'E', 2), army('Y', 'B', 2)],
      [move('X', 'A', 'B'), support('X', 'E', 'A', 'B'), hold('Y', 'B')],
    );
    expect(r.at(0)).toMatchObject({ success: true, strength: 3 });
  });

  it('diadokhoi §6.3.43: equal totals (3 against 3) stand off, neither moves', () => {
    // A garrison led by its diadochos (1 + 1) leaves its citadel into B with a fleet's support (+1);
    // an elite (2) from C, supported by a mercenary (+1), also goes to B.
    const r = run(
      [army('PTO', 'Bc', 2), fleet('PTO', 's1'), army('EUM', 'C', 2), army('EUM', 'A')],
      [move('PTO', 'Bc', 'B'), support('PTO', 's1', 'Bc', 'B'), move('EUM', 'C', 'B'), support('EUM', 'A', 'C', 'B')],
    );
    expect(r.at(0)).toMatchObject({ success: false, reason: 'stand-off', strength: 3, opposition: 3 });
    expect(r.at(2)).toMatchObject({ success: false, reason: 'stand-off', strength: 3, opposition: 3 });
    expect(r.contested).toEqual(['B']);
  });

  it('diadokhoi §6.3.41: the side with the higher total wins, supports included', () => {
    const r = run(
      [army('PTO', 'Bc', 2), fleet('PTO', 's1'), army('EUM', 'C', 2)],
      [move('PTO', 'Bc', 'B'), support('PTO', 's1', 'Bc', 'B'), move('EUM', 'C', 'B')],
    );
    expect(r.at(0)).toMatchObject({ success: true, strength: 3 });
    expect(r.at(2)).toMatchObject({ success: false, reason: 'stand-off', by: ['Bc'] });
  });

  it('a game may set what a support adds (here: always 1, whatever the supporter)', () => {
    const units = [army('X', 'A'), army('X', 'E', 2), army('Y', 'B', 2)];
    const orders = [move('X', 'A', 'B'), support('X', 'E', 'A', 'B'), hold('Y', 'B')];
    const r = run(units, orders, { supportStrength: () => 1 });
    expect(r.at(0)).toMatchObject({ success: false, reason: 'bounced', strength: 2, opposition: 2 });
  });

  it('a game may compute strength from its own data (the strength hook wins over unit.strength)', () => {
    const leaders = new Set(['A']);
    const r = run([army('X', 'A'), army('Y', 'B')], [move('X', 'A', 'B'), hold('Y', 'B')], { strength: (u) => (leaders.has(u.region) ? 2 : 1) });
    expect(r.at(0)).toMatchObject({ success: true, strength: 2 });
  });

  it('strength does not let a unit dislodge a unit of its own power', () => {
    const r = run([army('X', 'A', 5), army('X', 'B')], [move('X', 'A', 'B'), hold('X', 'B')]);
    expect(r.at(0)).toMatchObject({ success: false, reason: 'own-unit', by: ['B'] });
    expect(r.dislodged).toEqual([]);
  });

  it('a foreign support of an attack on your own unit does not count (DATC 6.D.12), whatever its strength', () => {
    const r = run(
      [army('X', 'A'), army('Y', 'B'), army('Y', 'E', 3)],
      [move('X', 'A', 'B'), hold('Y', 'B'), support('Y', 'E', 'A', 'B')],
    );
    expect(r.at(0)).toMatchObject({ success: false, reason: 'bounced' });
  });
});

describe('core: the forbidden-support hook', () => {
  const noMountains: AdjudicationRules = {
    forbidSupport: ({ supporter, into }) => (acrossMountains(supporter.region, into) ? 'across a mountain range' : undefined),
  };

  it('diadokhoi §6.3.25: no support across a mountain range — the support is illegal and its unit holds', () => {
    const h = run([army('X', 'C'), army('X', 'A'), army('Y', 'B')], [support('X', 'C', 'A'), hold('X', 'A'), move('Y', 'B', 'A')], noMountains);
    expect(h.at(0)).toMatchObject({ success: false, reason: 'illegal', illegal: 'forbidden', detail: 'across a mountain range' });
    expect(h.at(2)).toMatchObject({ success: false, reason: 'bounced', opposition: 1 });
  });

  it('without the hook the same support counts', () => {
    const h = run([army('X', 'C'), army('X', 'A'), army('Y', 'B', 2)], [support('X', 'C', 'A'), hold('X', 'A'), move('Y', 'B', 'A')]);
    expect(h.at(0)).toMatchObject({ success: true, reason: 'supported' });
    expect(h.at(2)).toMatchObject({ success: false, opposition: 2 });
  });

  it('moves still cross the mountains', () => {
    const r = run([army('X', 'C')], [move('X', 'C', 'A')], noMountains);
    expect(r.at(0)).toMatchObject({ success: true });
  });

  it('a forbidden support cannot be cut and its unit can still be supported to hold', () => {
    const r = run(
      [army('X', 'C'), army('X', 'A'), army('X', 'F'), army('Y', 'B'), fleet('Y', 's2')],
      [support('X', 'C', 'A'), hold('X', 'A'), support('X', 'F', 'C'), move('Y', 'B', 'C'), support('Y', 's2', 'B', 'C')],
      noMountains,
    );
    expect(r.at(0)).toMatchObject({ reason: 'illegal' });
    expect(r.at(2)).toMatchObject({ success: true, reason: 'supported' });
    expect(r.at(3)).toMatchObject({ success: false, reason: 'bounced', strength: 2, opposition: 2 });
  });
});
