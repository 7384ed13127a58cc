/**
 * The neutral forces' data by ruleset, and their running state kept in `GameState.ext.neutrals`
 * (plain JSON): which revolt each neutral power is, its mission, when it appeared, how many
 * seasons it has played, the role of each of its units, and the events that may happen once.
 */
import type { GameState, NeutralForce, PowerId, RulesetId, UnitState } from '../rules/state.ts';
import { seasonKey } from '../rules/state.ts';
import { DIADOKHOI_NEUTRALS } from './diadokhoi.ts';
import { DIADOQUES_NEUTRALS } from './diadoques.ts';
import type { MissionDef, NeutralDef } from './types.ts';
import { extOf } from '../rules/ext.ts';
import type { ForceRuntime, NeutralsExt } from '../rules/ext.ts';

export type { ForceRuntime, NeutralsExt, PendingRising } from '../rules/ext.ts';

export const NEUTRALS: Record<RulesetId, NeutralDef[]> = { diadoques: DIADOQUES_NEUTRALS, diadokhoi: DIADOKHOI_NEUTRALS };

export function neutralDef(ruleset: RulesetId, id: string): NeutralDef | undefined {
  return NEUTRALS[ruleset].find((d) => d.id === id);
}

export function defOfPower(ruleset: RulesetId, power: PowerId): NeutralDef | undefined {
  return NEUTRALS[ruleset].find((d) => d.power === power);
}

export function neutralsExt(state: GameState): NeutralsExt {
  return extOf(state, 'neutrals', () => ({ forces: {}, happened: [], pending: [] }));
}

/** Read-only look at the neutral layer's state (never creates the ext entry). */
export function readNeutrals(state: Pick<GameState, 'ext'>): Readonly<NeutralsExt> {
  return state.ext.neutrals ?? { forces: {}, happened: [], pending: [] };
}

/** Read-only look at the running forces (never creates the ext entry). */
export function forcesOf(state: Pick<GameState, 'ext'>): Record<PowerId, ForceRuntime> {
  return state.ext.neutrals?.forces ?? {};
}

export const currentKey = (state: Pick<GameState, 'year' | 'season'>): string => seasonKey(state.year, state.season);

export function missionOf(def: NeutralDef, rt: ForceRuntime): MissionDef {
  return def.missions[Math.min(rt.mission, def.missions.length - 1)]!;
}

export function unitsOfPower(state: GameState, power: PowerId): UnitState[] {
  return state.units.filter((u) => u.power === power && !u.transit);
}

export function forceEntry(state: GameState, power: PowerId): NeutralForce | undefined {
  return state.neutralForces.find((f) => f.power === power);
}
