import type { Unit } from '../core/index.ts';
import { classicMap, provinceName } from './map.ts';
import type { UnitType } from './map.ts';

/**
 * The winter adjustments: builds in owned, empty home centres, disbands, and the civil-disorder
 * removal of units a power failed to disband. Orders are carried out one by one, first come first
 * served, and orders beyond what is due fail (DATC 4.D.4–4.D.6, choice b).
 */

export interface AdjustmentOrder {
  power: string;
  verb: 'build' | 'disband';
  /** Undefined when the player wrote no unit letter (DATC 4.C.3). */
  type?: UnitType;
  province: string;
  /** `nc`, `sc`… when written. */
  coast?: string;
}

export type AdjustmentReason =
  | 'built'
  | 'disbanded'
  | 'no-builds-due'
  | 'no-builds-left'
  | 'not-home-centre'
  | 'not-owned'
  | 'occupied'
  | 'cannot-stand'
  | 'coast-required'
  | 'type-required'
  | 'no-disbands-due'
  | 'no-disbands-left'
  | 'no-unit'
  | 'not-own-unit';

export interface AdjustmentResult {
  order: AdjustmentOrder;
  success: boolean;
  reason: AdjustmentReason;
  unit?: Unit;
}

/**
 * How civil disorder measures a unit's distance (DATC 4.D.8):
 * - `owned` (2023): to the nearest supply centre the power owns, armies and fleets alike crossing
 *   land and sea;
 * - `home` (1971/1982, the usual reading before 2023): to the nearest home centre, fleets by
 *   fleet moves, armies across land and sea.
 */
export type DisorderDistance = 'owned' | 'home';

export interface AdjustmentInput {
  units: readonly Unit[];
  /** Owner of each supply centre (province id → power); unowned centres absent. */
  owners: Readonly<Record<string, string>>;
  orders: readonly AdjustmentOrder[];
  distance?: DisorderDistance;
}

export interface Adjustments {
  results: AdjustmentResult[];
  /** Units removed in civil disorder, in removal order. */
  civilDisorder: Unit[];
  /** The units after the adjustments. */
  units: Unit[];
}

export function centreCount(owners: Readonly<Record<string, string>>, power: string): number {
  // Issue 22: counted without a filtered copy (asked for every power several times each autumn).
  let n = 0;
  for (const p of Object.values(owners)) if (p === power) n++;
  return n;
}

/** Every power's centres, counted in one pass (`centreCount` of each power). */
export function centreCounts(owners: Readonly<Record<string, string>>): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of Object.values(owners)) out.set(p, (out.get(p) ?? 0) + 1);
  return out;
}

/** Builds (positive) or disbands (negative) a power has to make. */
export function adjustmentDue(units: readonly Unit[], owners: Readonly<Record<string, string>>, power: string): number {
  return centreCount(owners, power) - units.filter((u) => u.power === power).length;
}

export function adjust(input: AdjustmentInput): Adjustments {
  let units = [...input.units];
  const due = new Map<string, number>();
  const dueOf = (power: string) => {
    if (!due.has(power)) due.set(power, adjustmentDue(input.units, input.owners, power));
    return due.get(power)!;
  };
  const done = new Map<string, number>();
  const results = input.orders.map((order): AdjustmentResult => {
    const owed = dueOf(order.power);
    const count = done.get(order.power) ?? 0;
    const r = order.verb === 'build' ? build(order, owed, count, units, input.owners) : disband(order, owed, count, units);
    if (r.success) {
      done.set(order.power, count + 1);
      units = order.verb === 'build' ? [...units, r.unit!] : units.filter((u) => u !== r.unit);
    }
    return r;
  });
  const civilDisorder: Unit[] = [];
  const powers = [...new Set(input.units.map((u) => u.power))].sort();
  for (const power of powers) {
    let left = -dueOf(power) - (done.get(power) ?? 0);
    if (dueOf(power) >= 0) continue;
    const ranked = rankForRemoval(units.filter((u) => u.power === power), power, input.owners, input.distance ?? 'owned');
    for (const u of ranked) {
      if (left-- <= 0) break;
      civilDisorder.push(u);
      units = units.filter((x) => x !== u);
    }
  }
  return { results, civilDisorder, units };
}

function unitIn(units: readonly Unit[], province: string): Unit | undefined {
  return units.find((u) => classicMap.spaceOf(u.region) === province);
}

function build(order: AdjustmentOrder, owed: number, count: number, units: readonly Unit[], owners: Readonly<Record<string, string>>): AdjustmentResult {
  const fail = (reason: AdjustmentReason): AdjustmentResult => ({ order, success: false, reason });
  if (owed <= 0) return fail('no-builds-due');
  if (!classicMap.homeCentres(order.power).includes(order.province)) return fail('not-home-centre');
  if (owners[order.province] !== order.power) return fail('not-owned');
  if (unitIn(units, order.province)) return fail('occupied');
  const coasts = classicMap.fleetRegions(order.province);
  const coast = order.coast ? `${order.province}(${order.coast})` : undefined;
  // No unit letter: an army inland, a fleet where a coast is written, else no build (DATC 4.C.3 c).
  const type: UnitType | undefined = order.type ?? (coasts.length === 0 ? 'army' : coast && coasts.includes(coast) ? 'fleet' : undefined);
  if (!type) return fail('type-required');
  let region: string | undefined;
  if (type === 'army') region = classicMap.armyRegion(order.province);
  else if (coasts.length === 0) return fail('cannot-stand');
  else if (coasts.length === 1) region = coasts[0];
  else if (coast && coasts.includes(coast)) region = coast;
  else return fail('coast-required');
  if (!region || !classicMap.canStand(type, region)) return fail('cannot-stand');
  if (count >= owed) return fail('no-builds-left');
  return { order, success: true, reason: 'built', unit: { power: order.power, kind: type, region } };
}

function disband(order: AdjustmentOrder, owed: number, count: number, units: readonly Unit[]): AdjustmentResult {
  const fail = (reason: AdjustmentReason): AdjustmentResult => ({ order, success: false, reason });
  if (owed >= 0) return fail('no-disbands-due');
  const unit = unitIn(units, order.province);
  if (!unit) return fail('no-unit');
  if (unit.power !== order.power) return fail('not-own-unit');
  if (count >= -owed) return fail('no-disbands-left');
  return { order, success: true, reason: 'disbanded', unit };
}

/**
 * Units in the order civil disorder removes them: farthest first; on equal distance fleets
 * before armies, then by the English name of the province (DATC 4.D.8, 2023 rulebook).
 */
export function rankForRemoval(units: readonly Unit[], power: string, owners: Readonly<Record<string, string>>, rule: DisorderDistance): Unit[] {
  const targets = rule === 'owned' ? Object.keys(owners).filter((p) => owners[p] === power) : classicMap.homeCentres(power);
  const byProvince = provinceDistances(targets);
  const distance = (u: Unit): number => {
    if (rule === 'home' && u.kind === 'fleet') return fleetDistance(u.region, targets);
    return byProvince.get(classicMap.spaceOf(u.region)!) ?? Infinity;
  };
  return [...units]
    .map((u) => ({ u, d: distance(u), name: provinceName(classicMap.spaceOf(u.region)!) }))
    .sort((a, b) => b.d - a.d || (a.u.kind === b.u.kind ? 0 : a.u.kind === 'fleet' ? -1 : 1) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((x) => x.u);
}

/** Steps from each province to the nearest target, crossing any border. */
function provinceDistances(targets: readonly string[]): Map<string, number> {
  const dist = new Map<string, number>(targets.map((t) => [t, 0]));
  const queue = [...targets];
  while (queue.length > 0) {
    const p = queue.shift()!;
    for (const q of classicMap.provinceNeighbours(p)) {
      if (!dist.has(q)) {
        dist.set(q, dist.get(p)! + 1);
        queue.push(q);
      }
    }
  }
  return dist;
}

/** Fleet moves from a region to any region of a target province. */
function fleetDistance(from: string, targets: readonly string[]): number {
  const goal = new Set(targets);
  const dist = new Map<string, number>([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const r = queue.shift()!;
    if (goal.has(classicMap.spaceOf(r)!)) return dist.get(r)!;
    for (const n of classicMap.neighbours(r)) {
      if (!dist.has(n) && classicMap.adjacent('fleet', r, n)) {
        dist.set(n, dist.get(r)! + 1);
        queue.push(n);
      }
    }
  }
  return Infinity;
}
