import { describe, expect, it } from 'vitest';
import { adjudicate, checkOrders, checkPosition, resolveRetreats } from '../../src/core/index.ts';
import type { AdjudicationRules, Dislodgement, Order, OrderResult, Unit } from '../../src/core/index.ts';
import { toyMap } from './toy-map.ts';

const army = (power: string, region: string, strength?: number): Unit => ({ power, kind: 'army', region, ...(strength === undefined ? {} : { strength }) });
const fleet = (power: string, region: string): Unit => ({ power, kind: 'fleet', region });
const move = (power: string, unit: string, to: string, extra: Partial<Extract<Order, { kind: 'move' }>> = {}): Order => ({ kind: 'move', power, unit, to, ...extra });
const hold = (power: string, unit: string, extra: Partial<Extract<Order, { kind: 'hold' }>> = {}): Order => ({ kind: 'hold', power, unit, ...extra });
const support = (power: string, unit: string, target: string, to?: string): Order => ({ kind: 'support', power, unit, target, ...(to ? { to } : {}) });
const convoy = (power: string, unit: string, from: string, to: string): Order => ({ kind: 'convoy', power, unit, from, to });

function run(units: Unit[], orders: Order[], rules?: AdjudicationRules) {
  const a = adjudicate({ geography: toyMap, units, orders, ...(rules ? { rules } : {}) });
  return { ...a, at: (i: number): OrderResult => a.results[i]! };
}

const where = (units: Unit[]) => units.map((u) => `${u.power} ${u.region}`).sort();

describe('core: spaces of one province (field and citadel)', () => {
  it('a garrison in the citadel and an army in the field stand together', () => {
    const r = run([army('X', 'Bc'), army('Y', 'B')], []);
    expect(where(r.units)).toEqual(['X Bc', 'Y B']);
  });

  it('a garrison leaves its citadel into the field while the field army moves on', () => {
    const r = run([army('X', 'Bc'), army('X', 'B')], [move('X', 'Bc', 'B'), move('X', 'B', 'E')]);
    expect(where(r.units)).toEqual(['X B', 'X E']);
  });

  it('an army entering a foreign-held citadel must dislodge the garrison; equal strength bounces', () => {
    const r = run([army('X', 'B'), army('Y', 'Bc')], [move('X', 'B', 'Bc')]);
    expect(r.at(0)).toMatchObject({ success: false, reason: 'bounced', by: ['Bc'] });
  });

  it('citadel and field swapping directly is a head-to-head battle: no swap without convoy', () => {
    const r = run([army('X', 'B'), army('Y', 'Bc')], [move('X', 'B', 'Bc'), move('Y', 'Bc', 'B')]);
    expect(r.at(0)).toMatchObject({ success: false, reason: 'bounced' });
    expect(r.at(1)).toMatchObject({ success: false, reason: 'bounced' });
  });
});

describe('core: circular movement and head-to-head', () => {
  it('three units rotate', () => {
    const r = run([army('X', 'A'), army('Y', 'B'), army('Z', 'D'), army('W', 'E')], [move('X', 'A', 'B'), move('Y', 'B', 'E'), move('W', 'E', 'D'), move('Z', 'D', 'A')]);
    expect(r.results.every((x) => x.success)).toBe(true);
    expect(where(r.units)).toEqual(['W D', 'X B', 'Y E', 'Z A']);
  });

  it('the stronger side of a head-to-head battle dislodges the other, which has no effect on its origin', () => {
    const r = run([army('X', 'A', 2), army('Y', 'B'), army('W', 'D')], [move('X', 'A', 'B'), move('Y', 'B', 'A'), move('W', 'D', 'A')]);
    expect(r.at(0)).toMatchObject({ success: true, strength: 2 });
    expect(r.at(1)).toMatchObject({ success: false, reason: 'bounced', by: ['A'], dislodgedBy: 'A' });
    expect(r.at(2)).toMatchObject({ success: true });
    expect(r.contested).toEqual([]);
  });

  it('two armies swap by convoy', () => {
    const r = run([army('X', 'A'), army('Y', 'B'), fleet('X', 's1')], [move('X', 'A', 'B'), convoy('X', 's1', 'A', 'B'), move('Y', 'B', 'A')]);
    expect(r.at(0)).toMatchObject({ success: true, convoyed: true });
    expect(r.at(2)).toMatchObject({ success: true, convoyed: false });
  });
});

describe('core: cutting supports and holding tasks', () => {
  it('an attack from elsewhere cuts a support, even a weak one', () => {
    const r = run(
      [army('X', 'A', 2), army('X', 'E'), army('Y', 'B', 3), army('Y', 'D', 0.5)],
      [move('X', 'A', 'B'), support('X', 'E', 'A', 'B'), hold('Y', 'B'), move('Y', 'D', 'E')],
    );
    expect(r.at(1)).toMatchObject({ success: false, reason: 'cut', cutBy: 'D' });
  });

  it('the attacked target cannot cut the support against itself unless it dislodges the supporter', () => {
    const r = run([army('X', 'A'), army('X', 'E'), army('Y', 'B')], [move('X', 'A', 'B'), support('X', 'E', 'A', 'B'), move('Y', 'B', 'E')]);
    expect(r.at(1)).toMatchObject({ success: true, reason: 'supported' });
    expect(r.at(0)).toMatchObject({ success: true });
  });

  it('a cuttable holding task (a resupply) is cut by any foreign attack, but not by its own side', () => {
    const task = hold('X', 'B', { task: 'resupply', cuttable: true });
    const cut = run([army('X', 'B', 2), army('Y', 'A')], [task, move('Y', 'A', 'B')]);
    expect(cut.at(0)).toMatchObject({ success: true, reason: 'held', cutBy: 'A' });
    const own = run([army('X', 'B', 2), army('X', 'A')], [task, move('X', 'A', 'B')]);
    expect(own.at(0).cutBy).toBeUndefined();
    const none = run([army('X', 'B')], [task]);
    expect(none.at(0).cutBy).toBeUndefined();
  });
});

describe('core: convoys', () => {
  it('an explicit route uses only the listed fleets: one of them dislodged breaks the convoy', () => {
    // Route A - s1 - s2 - C; the fleet in s2 is dislodged, and no other route is allowed.
    const units = [army('X', 'A'), fleet('X', 's1'), fleet('X', 's2'), fleet('Y', 'F'), fleet('Y', 'C')];
    const orders = [
      move('X', 'A', 'C', { route: ['s1', 's2'] }),
      convoy('X', 's1', 'A', 'C'),
      convoy('X', 's2', 'A', 'C'),
      move('Y', 'F', 's2'),
      support('Y', 'C', 'F', 's2'),
    ];
    const r = run(units, orders);
    expect(r.at(3)).toMatchObject({ success: true });
    expect(r.at(0)).toMatchObject({ success: false, reason: 'convoy-disrupted' });
  });

  it('an explicit route that does not link the two provinces is illegal', () => {
    const r = run([army('X', 'A'), fleet('X', 's2')], [move('X', 'A', 'C', { route: ['s2'] }), convoy('X', 's2', 'A', 'C')]);
    expect(r.at(0)).toMatchObject({ reason: 'illegal', illegal: 'no-convoy-route' });
  });

  it('a move needing a convoy that nobody ordered fails for want of a path, and cannot be supported to hold', () => {
    const r = run([army('X', 'A'), fleet('Z', 's1'), fleet('Z', 's2'), army('Y', 'B', 2), army('X', 'D')], [move('X', 'A', 'F'), move('Y', 'B', 'A'), support('X', 'D', 'A')]);
    expect(r.at(0)).toMatchObject({ success: false, reason: 'no-path' });
    expect(r.at(2)).toMatchObject({ reason: 'void-support' });
    expect(r.at(1)).toMatchObject({ success: true, strength: 2 });
    expect(r.at(0)).toMatchObject({ dislodgedBy: 'B' });
  });
});

describe('core: illegal orders are ignored', () => {
  it('an order for a foreign unit, a missing unit, or an unreachable place is illegal; the unit holds', () => {
    const units = [army('X', 'A'), army('Y', 'B')];
    const r = run(units, [move('Y', 'A', 'D'), move('X', 'C', 'F'), move('X', 'A', 'F')]);
    expect(r.results.slice(0, 3).map((x) => x.illegal)).toEqual(['not-own-unit', 'no-unit', 'not-adjacent']);
    expect(where(r.units)).toEqual(['X A', 'Y B']);
  });

  it('two different orders for one unit cancel each other (DATC 4.D.3 c); the same order twice counts once', () => {
    const two = run([army('X', 'A')], [move('X', 'A', 'B'), move('X', 'A', 'D')]);
    expect(two.results.slice(0, 2).map((x) => x.illegal)).toEqual(['several-orders', 'several-orders']);
    expect(where(two.units)).toEqual(['X A']);
    const same = run([army('X', 'A')], [move('X', 'A', 'B'), move('X', 'A', 'B')]);
    expect(same.results.map((x) => x.reason)).toEqual(['moved', 'moved']);
  });

  it('checkOrders judges each order alone, for refusing it at submission', () => {
    const v = checkOrders({ geography: toyMap, units: [army('X', 'A'), army('Y', 'B')], orders: [support('X', 'A', 'B', 'A'), move('X', 'A', 'B')] });
    expect(v).toEqual([{ illegal: 'same-space' }, {}]);
  });

  it('checkPosition refuses two units in one space and unknown regions', () => {
    expect(checkPosition(toyMap, [army('X', 'A'), army('Y', 'A'), army('Z', 'Q')])).toHaveLength(2);
    expect(checkPosition(toyMap, [army('X', 'A'), army('Y', 'Bc'), army('Y', 'B')])).toEqual([]);
  });
});

describe('core: retreats', () => {
  const dislodgedIn = (units: Unit[], orders: Order[], rules?: AdjudicationRules): Dislodgement[] => run(units, orders, rules).dislodged;

  it('a dislodged unit may not retreat to the attacker’s origin nor to a stood-off space', () => {
    const d = dislodgedIn(
      [army('X', 'A', 2), army('Y', 'B'), army('Z', 'C'), army('W', 'Bc'), army('V', 'F')],
      [move('X', 'A', 'B'), move('Z', 'C', 'E'), move('V', 'F', 'E')],
    );
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ by: 'A', byConvoy: false, retreats: [] });
  });

  it('the game may restrict retreats further (only into a friendly citadel, say)', () => {
    const units = [army('X', 'A', 2), army('Y', 'B')];
    const orders = [move('X', 'A', 'B')];
    expect(dislodgedIn(units, orders)[0]!.retreats).toEqual(['Bc', 'C', 'E']);
    expect(dislodgedIn(units, orders, { canRetreatTo: (_u, r) => r !== 'Bc' })[0]!.retreats).toEqual(['C', 'E']);
  });

  it('two units retreating to one space are both disbanded, unless the game lets the stronger in', () => {
    const a = army('Y', 'B');
    const b = army('Z', 'F', 2);
    const dislodged: Dislodgement[] = [
      { unit: a, by: 'A', byConvoy: false, retreats: ['E'] },
      { unit: b, by: 'C', byConvoy: false, retreats: ['E'] },
    ];
    const orders = [
      { unit: 'B', to: 'E' },
      { unit: 'F', to: 'E' },
    ];
    const spaceOf = (r: string) => toyMap.spaceOf(r);
    expect(resolveRetreats(dislodged, orders, { spaceOf }).map((r) => r.reason)).toEqual(['collision', 'collision']);
    const strongest = resolveRetreats(dislodged, orders, {
      spaceOf,
      collision: (units) => [...units].sort((x, y) => (y.strength ?? 1) - (x.strength ?? 1))[0]!.region,
    });
    expect(strongest.map((r) => r.reason)).toEqual(['collision', 'retreated']);
  });

  it('a retreat order to a place not allowed, a missing order, an explicit disband all disband', () => {
    const dislodged: Dislodgement[] = [
      { unit: army('Y', 'B'), by: 'A', byConvoy: false, retreats: ['E'] },
      { unit: army('Y', 'C'), by: 'A', byConvoy: false, retreats: ['F'] },
      { unit: army('Y', 'D'), by: 'A', byConvoy: false, retreats: ['E'] },
    ];
    const r = resolveRetreats(dislodged, [{ unit: 'B', to: 'A' }, { unit: 'D' }, { unit: 'Q', to: 'E' }], { spaceOf: (x) => toyMap.spaceOf(x) });
    expect(r.map((x) => x.reason).sort()).toEqual(['disbanded', 'no-order', 'no-such-retreat', 'not-dislodged']);
  });
});
