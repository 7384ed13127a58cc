/**
 * Unit types and combat strength of both rule versions, as data, and the helpers that read
 * a unit's nature from the state (army, fleet, garrison; its commander's bonus).
 */
import { citadel } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import { characterById } from './state.ts';
import type { CharacterState, GameState, RulesetId, UnitState, UnitType } from './state.ts';
import { profileOf, rulebook } from '../rulebook/index.ts';

export interface UnitTypeInfo {
  type: UnitType;
  domain: 'land' | 'sea';
  /** Combat value (`diadoques §6a.6`–`§6a.7`, `diadokhoi §6.3.39`). */
  strength: number;
  /** Names for the result sheet. */
  fr: string;
  en: string;
}

export const UNIT_TYPES: Record<UnitType, UnitTypeInfo> = {
  A: { type: 'A', domain: 'land', strength: 1, fr: 'armée de mercenaires', en: 'mercenary army' },
  Am: { type: 'Am', domain: 'land', strength: 1, fr: 'milice', en: 'militia' },
  Ae: { type: 'Ae', domain: 'land', strength: 2, fr: "armée d'élite", en: 'elite army' },
  Ag: { type: 'Ag', domain: 'land', strength: 2, fr: 'garde', en: 'guards' },
  F: { type: 'F', domain: 'sea', strength: 1, fr: 'flotte de mercenaires', en: 'fleet' },
  Fe: { type: 'Fe', domain: 'sea', strength: 2, fr: "flotte d'élite", en: 'elite fleet' },
};

/** Unit types each ruleset knows: diadokhoi has no elite fleet (`diadokhoi §4.2.1`). */
export const TYPES_OF: Record<RulesetId, UnitType[]> = {
  diadoques: ['A', 'Am', 'Ae', 'Ag', 'F', 'Fe'],
  diadokhoi: ['A', 'Am', 'Ae', 'Ag', 'F'],
};

export const isSeaType = (t: UnitType): boolean => UNIT_TYPES[t].domain === 'sea';

/** A unit standing in a citadel is its garrison (`diadoques §4a.5`, `diadokhoi §4.2.7`). */
export function isGarrison(map: GameMap, unit: Pick<UnitState, 'space'>): boolean {
  return citadel(map, unit.space) !== undefined;
}

/**
 * The kind the adjudication core moves a unit as: `fleet` for sea units; in diadokhoi a land
 * unit in a citadel is a `garrison` (it leaves as an army or, from a port, as a fleet —
 * `diadokhoi §7.4.1`); every other land unit is an `army`.
 */
export function coreKind(map: GameMap, unit: Pick<UnitState, 'space' | 'type'>): 'army' | 'fleet' | 'garrison' {
  if (isSeaType(unit.type)) return 'fleet';
  if (rulebook(map).policies.military.garrisons && isGarrison(map, unit)) return 'garrison';
  return 'army';
}

/** Military leaders, in the default order of command (`diadoques §6b.23`). */
export function leaderRank(c: CharacterState): number | undefined {
  if (c.kind === 'diadochus') return 0;
  if (c.kind === 'epigone') return 1;
  if (c.id === 'philippe-iii' || c.id === 'philippos') return 2;
  if (c.id === 'olympias') return 3;
  return undefined;
}

export const isLeader = (c: CharacterState): boolean => leaderRank(c) !== undefined;

/**
 * What a commander adds to his unit's combat value:
 * - diadoques: the diadochus +1 (`diadoques §6b.1`), Olympias +1 (`diadoques §6b.11`); the
 *   epigone and Philippe III nothing (`diadoques §6b.5`, `§6b.9`);
 * - diadokhoi: a Diadokhos or Demetrios +1, Olympias +0.5 (`diadokhoi §6.3.40`,
 *   `diadokhoi §4.6.8`); no leader bonus after −300 (`diadokhoi §4.7.1`).
 */
export function leaderBonus(ruleset: RulesetId, c: CharacterState, year: number): number {
  return profileOf(ruleset).policies.military.leaderBonus(c, year);
}

/**
 * A unit's combat value this season: its type's value, plus its commander's bonus when the
 * commander is with it, is not a prisoner, does not leave it this season (`leaving`), and —
 * in diadoques — has commanded it since the end of the previous turn (`freshCommand` unset,
 * `diadoques §6b.1`).
 */
/** No character leaves his unit (`unitStrength`'s default): one set, not a new one each call (issue 22). */
const NOBODY_LEAVES: ReadonlySet<string> = new Set();

export function unitStrength(state: GameState, unit: UnitState, leaving: ReadonlySet<string> = NOBODY_LEAVES): number {
  let s = UNIT_TYPES[unit.type].strength;
  const c = unit.commander ? characterById(state, unit.commander) : undefined;
  if (!c || c.dead || c.prisonerOf || c.with !== unit.id || leaving.has(c.id)) return s;
  if (rulebook(state).policies.military.freshCommandNoBonus && unit.freshCommand) return s;
  s += leaderBonus(state.ruleset, c, state.year);
  return s;
}
