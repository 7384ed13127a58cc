import type { Dislodgement, RegionId, Unit } from './types.ts';

/** A retreat order: where a dislodged unit (named by the region it was dislodged from) goes; no `to` disbands it. */
export interface RetreatOrder {
  unit: RegionId;
  to?: RegionId;
}

export type RetreatReason = 'retreated' | 'disbanded' | 'no-order' | 'no-such-retreat' | 'not-dislodged' | 'collision';

export interface RetreatResult {
  /** The dislodged unit, or undefined when the order names a unit that was not dislodged. */
  unit?: Unit;
  order?: RetreatOrder;
  success: boolean;
  reason: RetreatReason;
  /** Where it went. */
  to?: RegionId;
  /** Units that retreated to the same space (a collision). */
  by?: RegionId[];
}

export interface RetreatRules {
  /** The space of a region (collisions are between spaces: two coasts of one province collide). */
  spaceOf(region: RegionId): string | undefined;
  /**
   * Several units retreating to one space: classic Diplomacy disbands them all (the default);
   * Diadoques lets the strongest in (`diadoques §9a.44`). Return the region of the unit that gets
   * in, or undefined.
   */
  collision?(contenders: readonly Unit[]): RegionId | undefined;
}

/**
 * The retreat phase: each dislodged unit retreats to one of its allowed regions or is disbanded.
 * A unit without order, or ordered somewhere it may not go, is disbanded; units retreating to the
 * same space are all disbanded unless the game's collision rule lets one in.
 */
export function resolveRetreats(dislodged: readonly Dislodgement[], orders: readonly RetreatOrder[], rules: RetreatRules): RetreatResult[] {
  const byUnit = new Map(dislodged.map((d) => [d.unit.region, d]));
  const chosen = new Map<RegionId, { order: RetreatOrder; index: number }>();
  const results: RetreatResult[] = [];
  orders.forEach((order, index) => {
    const d = byUnit.get(order.unit);
    if (!d) {
      results.push({ order, success: false, reason: 'not-dislodged' });
      return;
    }
    if (chosen.has(order.unit)) return; // a second order for the same unit: the first stands
    chosen.set(order.unit, { order, index });
  });
  const wanted = new Map<string, Dislodgement[]>();
  for (const d of dislodged) {
    const c = chosen.get(d.unit.region);
    const to = c?.order.to;
    if (to !== undefined && d.retreats.includes(to)) {
      const space = rules.spaceOf(to)!;
      wanted.set(space, [...(wanted.get(space) ?? []), d]);
    }
  }
  for (const d of dislodged) {
    const c = chosen.get(d.unit.region);
    const base = { unit: d.unit, ...(c ? { order: c.order } : {}) };
    if (!c) results.push({ ...base, success: false, reason: 'no-order' });
    else if (c.order.to === undefined) results.push({ ...base, success: false, reason: 'disbanded' });
    else if (!d.retreats.includes(c.order.to)) results.push({ ...base, success: false, reason: 'no-such-retreat' });
    else {
      const rivals = wanted.get(rules.spaceOf(c.order.to)!)!;
      const winner = rivals.length === 1 ? d.unit.region : rules.collision?.(rivals.map((x) => x.unit));
      if (winner === d.unit.region) results.push({ ...base, success: true, reason: 'retreated', to: c.order.to });
      else results.push({ ...base, success: false, reason: 'collision', by: rivals.filter((x) => x !== d).map((x) => x.unit.region) });
    }
  }
  return results;
}
