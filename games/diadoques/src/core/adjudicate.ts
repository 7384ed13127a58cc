import { judge, prepare } from './prepare.ts';
import { report } from './report.ts';
import { Resolver } from './resolver.ts';
import type { Geography } from './geography.ts';
import type { Adjudication, AdjudicationRules, IllegalCode, Order, RegionId, Unit } from './types.ts';

export interface MovementInput {
  geography: Geography;
  /** The position: at most one unit per space, each in a region the map knows (see `checkPosition`). */
  units: readonly Unit[];
  /** Orders as given; units without an order hold. */
  orders: readonly Order[];
  rules?: AdjudicationRules;
}

/**
 * Adjudicates a movement season: checks every order (illegal ones are ignored), resolves the
 * rest with Kruijswijk's algorithm and reports each order's outcome with its reason, the units
 * after movement, the dislodged units with their retreats, and the stood-off spaces.
 * Never throws on orders; throws on a position that `checkPosition` rejects.
 */
export function adjudicate(input: MovementInput): Adjudication {
  const resolver = new Resolver(prepare(input.geography, input.units, input.orders, input.rules ?? {}));
  resolver.run();
  return report(resolver);
}

/** What is wrong with a position: units in unknown regions, two units in one space. */
export function checkPosition(geo: Geography, units: readonly Unit[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, RegionId>();
  for (const u of units) {
    const space = geo.spaceOf(u.region);
    if (space === undefined) {
      problems.push(`${u.power} ${u.kind} in unknown region ${u.region}`);
      continue;
    }
    const other = seen.get(space);
    if (other !== undefined) problems.push(`two units in ${space}: ${other} and ${u.region}`);
    seen.set(space, u.region);
    if (u.strength !== undefined && !(Number.isFinite(u.strength) && u.strength >= 0)) problems.push(`unit in ${u.region} has strength ${u.strength}`);
  }
  return problems;
}

/**
 * Each order judged on its own against the board (DATC 4.E.1): why it is illegal, if it is.
 * For checking orders when they are submitted (a web judge refuses illegal orders).
 */
export function checkOrders(input: MovementInput): { illegal?: IllegalCode; detail?: string }[] {
  // Issue 22: built field by field, not as a literal of spreads (about a microsecond each in
  // Node 20, for every order of every validation); the same fields in the same order.
  return judge(input.geography, input.units, input.orders, input.rules ?? {}).map((v) => {
    const out: { illegal?: IllegalCode; detail?: string } = {};
    if (v.illegal) out.illegal = v.illegal;
    if (v.detail) out.detail = v.detail;
    return out;
  });
}
