/**
 * Where a neutral force's units may stand (`diadoques §14d.3`), what they may not touch, and
 * what they aim at, as the current mission, the specials and the General revolt of the Greeks
 * make them this season.
 */
import { space as spaceOf } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import type { GameState, PowerId, SpaceId, UnitState } from '../rules/state.ts';
import { defOfPower, missionOf, neutralDef, unitsOfPower } from './registry.ts';
import type { ForceRuntime } from './registry.ts';
import type { NeutralDef, Objective, Special } from './types.ts';
import { variantAllies } from './variants.ts';
import { rulebook } from '../rulebook/index.ts';

export function generalGreekSpecial(state: GameState): Extract<Special, { kind: 'general-greek' }> | undefined {
  for (const d of [neutralDef(state.ruleset, 'revolte-generale')]) {
    const s = d?.specials?.find((x) => x.kind === 'general-greek');
    if (s && s.kind === 'general-greek') return s;
  }
  return undefined;
}

/** The land part of a field: provinces and citadels (`diadoques §14e.7.1`). */
function landPart(map: GameMap, field: readonly SpaceId[]): SpaceId[] {
  return field.filter((s) => spaceOf(map, s)?.kind !== 'sea');
}

/** The whole field of a force this season; `undefined`: anywhere. */
export function forceField(map: GameMap, state: GameState, def: NeutralDef, rt: ForceRuntime): SpaceId[] | undefined {
  const mission = missionOf(def, rt);
  if (!mission.field) return undefined;
  const out = new Set<SpaceId>([...mission.field, ...(rt.extraField ?? [])]);
  if (rt.greek) {
    const g = generalGreekSpecial(state);
    for (const id of g?.members ?? []) {
      const m = neutralDef(state.ruleset, id)?.missions[0];
      for (const s of landPart(map, m?.field ?? [])) out.add(s);
    }
  }
  const drop = mission.dropWhile;
  if (drop && unitsOfPower(state, drop.power).length > 0) for (const s of drop.spaces) out.delete(s);
  return [...out];
}

/** The field of one unit: its role's own field if the mission gives one (`diadoques §14e.14`). */
export function unitField(map: GameMap, state: GameState, def: NeutralDef, rt: ForceRuntime, unit: UnitState): SpaceId[] | undefined {
  const role = rt.roles[unit.id];
  const mission = missionOf(def, rt);
  const own = (role && (rt.extraUnitFields?.[role] ?? mission.unitFields?.[role])) || undefined;
  const all = forceField(map, state, def, rt);
  if (own) return [...own];
  if (!all) return undefined;
  // In the General revolt a fleet keeps its own sea field; land units share the union (`diadoques §14e.7.1`).
  const sea = spaceOf(map, unit.space)?.kind === 'sea' || unit.type === 'F' || unit.type === 'Fe';
  if (rt.greek && sea) return [...(missionOf(def, rt).field ?? [])];
  return all;
}

/** Spaces the force never besieges, resupplies or enters (`diadoques §14e.5`, `§14e.7.3`). */
export function forbiddenOf(state: GameState, def: NeutralDef, rt: ForceRuntime): Set<SpaceId> {
  const m = missionOf(def, rt);
  const out = new Set(m.forbidden ?? []);
  if (rt.greek) for (const s of generalGreekSpecial(state)?.forbidden ?? []) out.add(s);
  return out;
}

/** Citadels the force never besieges or resupplies. */
export function noSiegeOf(state: GameState, def: NeutralDef, rt: ForceRuntime): Set<SpaceId> {
  const out = forbiddenOf(state, def, rt);
  for (const s of missionOf(def, rt).noSiege ?? []) out.add(s);
  return out;
}

/** The force's objectives in order: the rolled ones, then the mission's, then those a special adds. */
export function objectivesOf(def: NeutralDef, rt: ForceRuntime): Objective[] {
  const extra: Objective[] = (rt.extraField ?? []).filter((s) => s === 'MAC' || s === 'pella' || s === 'pydna').map((s) => (s === 'MAC' ? { kind: 'occupy', space: s } : { kind: 'besiege', citadel: s }));
  return [...rt.rolled, ...missionOf(def, rt).objectives, ...extra];
}

/** Objective spaces, for `NeutralForce.objectives`. */
export function objectiveSpaces(objectives: readonly Objective[]): SpaceId[] {
  return [...new Set(objectives.map((o) => (o.kind === 'besiege' ? o.citadel : o.space)))];
}

/** Powers whose units a force treats as friends: itself, and its partners in the General revolt. */
export function alliesOf(state: GameState, power: PowerId, rt?: ForceRuntime): Set<PowerId> {
  const out = new Set<PowerId>([power]);
  const forces = state.ext.neutrals?.forces ?? {};
  if (rt?.greek) for (const [p, other] of Object.entries(forces)) if (other.greek) out.add(p);
  // Diadokhoi: "several rebellions can support each other" (`diadokhoi §6.2.8`); the Gauls act like rebels (`§6.2.20`).
  const rebel = (p: PowerId) => {
    const d = defOfPower(state.ruleset, p);
    return d !== undefined && (d.kind === 'revolt' || d.id === 'gauls');
  };
  if (rulebook(state).policies.neutrals.rebelsAllied && rebel(power)) for (const p of Object.keys(forces)) if (rebel(p)) out.add(p);
  // The variants from −296: the Etolian uprising and Pyrrhos may be allied (`diadokhoi §8.1.8`).
  for (const p of variantAllies(state, power)) out.add(p);
  return out;
}

export const isNeutralPower = (state: GameState, power: PowerId): boolean =>
  defOfPower(state.ruleset, power) !== undefined || state.neutralForces.some((f) => f.power === power) || state.powers.some((p) => p.id === power && p.kind !== 'player');
