import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../src/core/index.ts';
import type { Adjudication, Order, Unit } from '../../src/core/index.ts';
import { classicMap } from '../../src/classic/map.ts';
import { PROVINCES } from '../../src/classic/map-data.ts';

/**
 * Invariants of the adjudicator on random positions and random (mostly plausible, partly absurd)
 * orders on the standard map: it never throws, no two units share a space, no unit is lost, a
 * dislodged unit's space holds its dislodger, retreats go to empty, unstood-off spaces, and the
 * order in which orders are listed changes nothing.
 */

const POWERS = ['X', 'Y', 'Z'];
const provinceIds = PROVINCES.map((p) => p.id);

interface Draw {
  units: Unit[];
  orders: Order[];
}

/** Random picks, driven by a list of integers so fast-check can shrink them. */
function build(picks: number[], provinces: string[]): Draw {
  let k = 0;
  const pick = <T,>(xs: readonly T[]): T => xs[(picks[k++ % picks.length]! >>> 0) % xs.length]!;
  const units: Unit[] = [];
  for (const p of provinces) {
    const army = classicMap.armyRegion(p);
    const fleets = classicMap.fleetRegions(p);
    const kind = army && (fleets.length === 0 || pick([true, false])) ? 'army' : 'fleet';
    const region = kind === 'army' ? army! : pick(fleets);
    units.push({ power: pick(POWERS), kind, region });
  }
  const near = (u: Unit): string[] => {
    const n = classicMap.neighbours(u.region).filter((r) => classicMap.adjacent(u.kind, u.region, r));
    return n.length > 0 && pick([true, true, true, false]) ? n : provinceIds;
  };
  const spaceOf = (r: string) => classicMap.spaceOf(r)!;
  const orders: Order[] = units.flatMap((u): Order[] => {
    const power = pick([u.power, u.power, u.power, u.power, pick(POWERS)]);
    switch (pick(['hold', 'move', 'move', 'move', 'support', 'support', 'convoy', 'none'] as const)) {
      case 'hold':
        return [{ kind: 'hold', power, unit: u.region }];
      case 'move':
        return [{ kind: 'move', power, unit: u.region, to: pick(near(u)), ...(pick([false, false, false, true]) ? { viaConvoy: true } : {}) }];
      case 'support': {
        const t = pick(units);
        return [pick([true, false]) ? { kind: 'support', power, unit: u.region, target: t.region } : { kind: 'support', power, unit: u.region, target: t.region, to: spaceOf(pick(near(t))) }];
      }
      case 'convoy': {
        const t = pick(units);
        return [{ kind: 'convoy', power, unit: u.region, from: t.region, to: spaceOf(pick(near(t))) }];
      }
      default:
        return [];
    }
  });
  return { units, orders };
}

const draws = fc
  .record({
    provinces: fc.shuffledSubarray(provinceIds, { minLength: 2, maxLength: 24 }),
    picks: fc.array(fc.nat(), { minLength: 8, maxLength: 64 }),
  })
  .map(({ provinces, picks }) => build(picks, provinces));

const spaceOf = (r: string) => classicMap.spaceOf(r)!;

function check(d: Draw, a: Adjudication): void {
  const spaces = a.units.map((u) => spaceOf(u.region));
  expect(new Set(spaces).size).toBe(spaces.length);
  expect(a.units.length + a.dislodged.length).toBe(d.units.length);
  a.results.slice(0, d.orders.length).forEach((r, i) => expect(r.order).toBe(d.orders[i]));
  for (const x of a.dislodged) {
    const there = a.units.find((u) => spaceOf(u.region) === spaceOf(x.unit.region));
    expect(there).toBeDefined();
    expect(there!.power).not.toBe(x.unit.power);
    for (const r of x.retreats) {
      expect(spaces).not.toContain(spaceOf(r));
      expect(a.contested).not.toContain(spaceOf(r));
      expect(classicMap.adjacent(x.unit.kind, x.unit.region, r)).toBe(true);
    }
  }
  for (const r of a.results) {
    if (r.order.kind === 'move' && r.success) expect(a.units.some((u) => u.region === (r.order as Extract<Order, { kind: 'move' }>).to || spaceOf(u.region) === spaceOf((r.order as Extract<Order, { kind: 'move' }>).to))).toBe(true);
  }
}

const summary = (a: Adjudication, orders: readonly Order[]) => ({
  units: a.units.map((u) => `${u.power} ${u.kind} ${u.region}`).sort(),
  dislodged: a.dislodged.map((d) => `${d.unit.region}<${d.by}:${d.retreats.join(',')}`).sort(),
  contested: a.contested,
  outcomes: orders.map((o) => {
    const r = a.results.find((x) => x.order === o)!;
    return `${JSON.stringify(o)} ${r.success} ${r.reason} ${r.illegal ?? ''}`;
  }).sort(),
});

describe('core properties (random positions on the standard map)', () => {
  it('never throws; one unit per space; no unit lost; dislodged units are replaced by a foreign dislodger', () => {
    fc.assert(
      fc.property(draws, (d) => {
        check(d, adjudicate({ geography: classicMap, units: d.units, orders: d.orders }));
      }),
      { numRuns: 300 },
    );
  });

  it('the order in which orders are listed does not change the outcome', () => {
    fc.assert(
      fc.property(draws, fc.nat(), (d, seed) => {
        const shuffled = [...d.orders];
        let s = seed;
        for (let i = shuffled.length - 1; i > 0; i--) {
          s = (s * 1103515245 + 12345) >>> 0;
          const j = s % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        const a = adjudicate({ geography: classicMap, units: d.units, orders: d.orders });
        const b = adjudicate({ geography: classicMap, units: [...d.units].reverse(), orders: shuffled });
        expect(summary(b, d.orders)).toEqual(summary(a, d.orders));
      }),
      { numRuns: 200 },
    );
  });

  it('with every unit at strength 2 the outcome is the classic one (strength scales, it does not change the rules)', () => {
    fc.assert(
      fc.property(draws, (d) => {
        const a = adjudicate({ geography: classicMap, units: d.units, orders: d.orders });
        const b = adjudicate({ geography: classicMap, units: d.units.map((u) => ({ ...u, strength: 2 })), orders: d.orders });
        const strip = (x: Adjudication) => ({ ...summary(x, d.orders), units: x.units.map((u) => `${u.power} ${u.kind} ${u.region}`).sort() });
        expect(strip(b)).toEqual(strip(a));
      }),
      { numRuns: 150 },
    );
  });
});
