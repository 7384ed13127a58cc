import type { Order, RegionId, Unit } from '../core/index.ts';
import { classicMap } from './map.ts';
import type { Place, ParsedOrder, UnitRef } from './notation.ts';

/**
 * From written orders to the core's orders, interpreting them as the DATC prefers (chapter 4):
 * the ordered unit is found by province, whatever coast or unit letter is written (4.B.5, 4.C.2);
 * an army's coast is ignored (4.B.6); a fleet's missing coast is supplied when only one coast can
 * be reached (4.B.2) and the move is illegal when two can (4.B.1); a coast that does not exist is
 * ignored (4.B.6); a written coast that the fleet cannot reach makes the move illegal (4.B.3).
 */

export function unitIn(units: readonly Unit[], province: string): Unit | undefined {
  return units.find((u) => classicMap.spaceOf(u.region) === province);
}

/** The units by province, the first of each as `unitIn` finds it. */
export type UnitsByProvince = ReadonlyMap<string, Unit>;

/**
 * Issue 22: a power's validation looked for each order's unit (twice) through every unit of the
 * board, each asked its province; the board is indexed once a validation.
 */
export function unitsByProvince(units: readonly Unit[]): UnitsByProvince {
  const out = new Map<string, Unit>();
  for (const u of units) {
    const province = classicMap.spaceOf(u.region);
    if (province !== undefined && !out.has(province)) out.set(province, u);
  }
  return out;
}

/** A coast written for a province that has it, else undefined (garbage coasts are ignored). */
function writtenCoast(p: Place): RegionId | undefined {
  if (!p.coast) return undefined;
  const region = `${p.province}(${p.coast})`;
  return classicMap.spaceOf(region) === p.province ? region : undefined;
}

/** The region a unit of this type aims at in a province (see the module comment). */
export function aimedRegion(type: string, from: RegionId | undefined, p: Place): RegionId {
  if (type !== 'fleet') return classicMap.armyRegion(p.province) ?? p.province;
  const coast = writtenCoast(p);
  if (coast) return coast;
  const coasts = classicMap.fleetRegions(p.province);
  if (coasts.length <= 1) return coasts[0] ?? p.province;
  const reachable = from === undefined ? [] : coasts.filter((r) => classicMap.adjacent('fleet', from, r));
  // Two reachable coasts and none written: ambiguous, so aim at the province itself, which no
  // fleet can enter: the move is illegal (DATC 6.B.1).
  return reachable.length === 1 ? reachable[0]! : p.province;
}

/** A fleet aims at a two-coast province without naming a coast, and could reach both (DATC 4.B.1). */
export function coastAmbiguous(type: string, from: RegionId, p: Place): boolean {
  if (type !== 'fleet' || writtenCoast(p)) return false;
  return classicMap.fleetRegions(p.province).filter((r) => classicMap.adjacent('fleet', from, r)).length > 1;
}

/** The unit type to use for an ordered or named unit: the one on the board, else the written one. */
function typeOf(units: readonly Unit[], ref: UnitRef, at?: UnitsByProvince): string {
  return (at ? at.get(ref.place.province) : unitIn(units, ref.place.province))?.kind ?? ref.type ?? 'army';
}

/**
 * A movement-phase order for the core. `power` is the power giving it. Returns undefined for
 * adjustment verbs (build, disband), which are not movement orders.
 */
export function movementOrder(o: ParsedOrder, power: string, units: readonly Unit[], at?: UnitsByProvince): Order | undefined {
  const unit = at ? at.get(o.unit.place.province) : unitIn(units, o.unit.place.province);
  const base = { power, unit: unit?.region ?? o.unit.place.province };
  switch (o.verb) {
    case 'hold':
      return { kind: 'hold', ...base };
    case 'move': {
      const type = unit?.kind ?? o.unit.type ?? 'army';
      return { kind: 'move', ...base, to: aimedRegion(type, unit?.region, o.to), ...(o.viaConvoy ? { viaConvoy: true } : {}) };
    }
    case 'support': {
      const target = o.target.place.province;
      if (!o.to) return { kind: 'support', ...base, target };
      // A coast in a support counts only for a fleet (DATC 4.B.4, 6.B.9); an army's is garbage.
      const coast = typeOf(units, o.target, at) === 'fleet' ? writtenCoast(o.to) : undefined;
      return { kind: 'support', ...base, target, to: coast ?? o.to.province };
    }
    case 'convoy':
      return { kind: 'convoy', ...base, from: o.target.place.province, to: o.to.province };
    default:
      return undefined;
  }
}
