/**
 * What units cost and how many of each a player may keep, in the map's currency, as data:
 * - diadoques (`diadoques §6a.6`, `§6a.7`, T): purchase = upkeep (`diadoques §10.6`),
 *   disbanding half the price (`diadoques §10.12`), the militia free (`§10.8`), the guard
 *   never voluntarily (`§10.11`);
 * - diadokhoi (`diadokhoi §5.3.7`, `§T3`, talents): maintenance, disband, corruption; the
 *   build price equals the maintenance (`diadokhoi §5.3.1`: 3 units for 3000; `§3.1.12`: half
 *   the price of an A is 500). A fleet costs what a mercenary army costs (decisions.md).
 */
import type { GameState, PowerId, RulesetId, UnitState, UnitType } from '../rules/state.ts';
import { extOf } from './common.ts';
import { DIADOKHOI, DIADOQUES, rulebook } from '../rulebook/index.ts';
import type { UnitCost } from '../rulebook/index.ts';
import type { SpecialUnit } from '../rules/ext.ts';

export type { SpecialUnit } from '../rules/ext.ts';

export type { UnitCost };

/** Each ruleset's unit costs: its rulebook profile's (`rulebook/`, `amounts.units`), by ruleset. */
export const COSTS: Record<RulesetId, Partial<Record<UnitType, UnitCost>>> = {
  diadoques: DIADOQUES.amounts.units,
  diadokhoi: DIADOKHOI.amounts.units,
};

/**
 * Most units of a type a player may keep (`diadoques §6a.2`, `§6a.3`; `diadokhoi §4.2.5`,
 * `§4.2.10`); absent: unlimited (mercenary armies). The profiles' `amounts.unitLimits`.
 */
export const LIMITS: Record<RulesetId, Partial<Record<UnitType, number>>> = {
  diadoques: DIADOQUES.amounts.unitLimits,
  diadokhoi: DIADOKHOI.amounts.unitLimits,
};

/** Promotion ladder of armies (`diadoques §10.21`: A < Am < Ae < Ag) and fleets (`§10.22`). */
export const ARMY_RANKS: UnitType[] = ['A', 'Am', 'Ae', 'Ag'];
export const FLEET_RANKS: UnitType[] = ['F', 'Fe'];

/** The type a unit falls to when degraded (`diadoques §10.5`, `§10.11`, `§9b.10`). */
export const DOWNGRADE: Partial<Record<UnitType, UnitType>> = { Ag: 'Ae', Ae: 'A', Am: 'A', Fe: 'F' };

/** The special units, to read: never writes into the state, so a look (a view, a listed choice) leaves it as it was. */
export function specialUnits(state: GameState): Readonly<Record<string, SpecialUnit>> {
  return state.ext.economyUnits?.special ?? {};
}

/** The special units, to change (`diadoques §11d.2`): created in the state on first use. */
export function specialUnitsToChange(state: GameState): Record<string, SpecialUnit> {
  return extOf(state, 'economyUnits', () => ({ special: {} })).special;
}

export function costOf(state: GameState, type: UnitType): UnitCost {
  const c = Object.hasOwn(rulebook(state).amounts.units, type) ? rulebook(state).amounts.units[type] : undefined;
  if (!c) throw new Error(`${type} is not a unit of ${state.ruleset}`);
  return c;
}

export function upkeepOf(state: GameState, u: UnitState): number {
  return specialUnits(state)[u.id]?.upkeep ?? costOf(state, u.type).upkeep;
}

/** Base corruption level of a unit: its own override, its special costs, or its type's. */
export function baseCorruption(state: GameState, u: UnitState): number {
  return u.corruptionLevel ?? specialUnits(state)[u.id]?.corruption ?? costOf(state, u.type).corruption;
}

/**
 * A player's limit for a type. With the diadokhoi option `extraFleets` (`diadokhoi §4.2.12`):
 * 4 fleets with 5–6 major cities, 5 with 7 or more.
 */
export function limitOf(state: GameState, power: PowerId, type: UnitType, extraFleets = false, majorCities = 0): number {
  const base = Object.hasOwn(rulebook(state).amounts.unitLimits, type) ? rulebook(state).amounts.unitLimits[type] : undefined;
  if (base === undefined) return Infinity;
  if (rulebook(state).policies.economy.extraFleetsOption && type === 'F' && extraFleets) {
    if (majorCities >= 7) return 5;
    if (majorCities >= 5) return 4;
  }
  void power;
  return base;
}
