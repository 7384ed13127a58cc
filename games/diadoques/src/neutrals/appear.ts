/**
 * A revolt or an intervention comes into play: its units appear where the data says (rolling
 * the placement dice), the occupants retreat (`./occupants.ts`), neutral citadels of its
 * objectives join it (`diadoques §14d.10`) and lose their treasure (`§14d.11`), and the
 * force is written into `GameState.neutralForces` and `ext.neutrals`.
 */
import type { Dice, GameEvent } from '@diadochi/kernel';
import { citadel, space as spaceOf } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import { addUnit, unitsIn } from '../rules/state.ts';
import type { GameState, NeutralForce, PowerId, SpaceId, UnitState } from '../rules/state.ts';
import { UNIT_TYPES } from '../rules/units.ts';
import { baseCorruption } from '../economy/costs.ts';
import { alliesOf, forceField, objectiveSpaces, objectivesOf, unitField } from './fields.ts';
import { clearSpace } from './occupants.ts';
import { risesViolently, violentRevoltsOn, violentRising } from './violent.ts';
import { currentKey, defOfPower, missionOf, neutralsExt } from './registry.ts';

export { removeForce } from './remove.ts';
import type { ForceRuntime } from './registry.ts';
import type { Duration, NeutralDef, Objective, PlaceRow, Placement } from './types.ts';
import { rulebook } from '../rulebook/index.ts';

export interface AppearContext {
  dice: Dice;
  orders?: Record<PowerId, string>;
  /** Faces already rolled for placements by the event roll (`SeasonEventData.place`), by role. */
  place?: Record<string, SpaceId>;
}

/** Rolls a placement: the space where the unit appears, then the spaces it must reach next. */
export function rollPlacement(state: GameState, at: Placement, dice: Dice): SpaceId[] {
  if ('space' in at) return [at.space];
  if ('firstFree' in at) return [at.firstFree.find((s) => unitsIn(state, s).length === 0) ?? at.firstFree[0]!];
  return rollRows(at.roll, dice, at.rule);
}

export function rollRows(rows: readonly PlaceRow[], dice: Dice, rule: string): SpaceId[] {
  const face = dice.roll(1, 6, rule)[0]!;
  const row = rows.find((r) => face >= r.min && face <= r.max);
  if (!row) return [];
  return row.roll ? rollRows(row.roll, dice, rule) : [...(row.spaces ?? [])];
}

const occupy = (space: SpaceId): Objective => ({ kind: 'occupy', space });

function seasonsLeftOf(d: Duration): number | undefined {
  if (d.kind === 'four-seasons') return 4;
  if (d.kind === 'seasons') return d.seasons;
  if (d.kind === 'year') return 3;
  return undefined;
}

/** Writes the force's public entry (`GameState.neutralForces`) from its running state. */
export function syncForce(map: GameMap, state: GameState, power: PowerId): void {
  const def = defOfPower(state.ruleset, power);
  const rt = neutralsExt(state).forces[power];
  if (!def || !rt) return;
  const mission = missionOf(def, rt);
  const field = forceField(map, state, def, rt);
  const entry: NeutralForce = { power, kind: def.kind, objectives: objectiveSpaces(objectivesOf(def, rt)), note: def.names.fr };
  if (field) entry.field = field;
  const left = seasonsRemaining(def, rt);
  if (left !== undefined) entry.seasonsLeft = left;
  void mission;
  const i = state.neutralForces.findIndex((f) => f.power === power);
  if (i >= 0) state.neutralForces[i] = entry;
  else state.neutralForces.push(entry);
  refreshAllies(state);
}

/** Every force's allies, for the military layer's support check (`diadoques §14d.5`, `diadokhoi §6.2.8`, `§8.1.8`). */
export function refreshAllies(state: GameState): void {
  const forces = neutralsExt(state).forces;
  for (const f of state.neutralForces) {
    const allies = [...alliesOf(state, f.power, forces[f.power])].filter((p) => p !== f.power).sort();
    if (allies.length > 0) f.allies = allies;
    else delete f.allies;
  }
}

/** Seasons left before the force's deadline, when it has one. */
export function seasonsRemaining(def: NeutralDef, rt: ForceRuntime): number | undefined {
  const d = missionOf(def, rt).duration;
  if (rt.settled) return undefined;
  const base = seasonsLeftOf(d);
  if (base === undefined) return undefined;
  // A diadokhoi year counts the appearance season (`diadokhoi §7.8.1`); the others do not (`diadoques §14d.14`).
  const played = rt.seasonsPlayed - rt.countFrom + (d.kind === 'year' ? 1 : 0);
  return Math.max(0, base - played);
}

/** Places one unit of a force, driving out what stands there (diadoques) or rising against it later (diadokhoi). */
function placeUnit(map: GameMap, state: GameState, def: NeutralDef, spec: { type: UnitState['type']; role: string; space: SpaceId; coast?: string; counterCorruption?: number }, ctx: AppearContext, events: GameEvent[], cancelled: string[]): UnitState | undefined {
  const ext = neutralsExt(state);
  const occupied = unitsIn(state, spec.space).length > 0;
  // Optional violent revolts: the rising wipes out the province's units at once (`diadokhoi §7.9.1`).
  if (occupied && violentRevoltsOn(state) && risesViolently(def)) events.push(...violentRising(map, state, spec.space, def.power, ctx.dice));
  else if (occupied && rulebook(state).policies.neutrals.risingInOccupied === 'attacks-after-moves') {
    // A rebel rising in an occupied province attacks it from off the board once the moves are made (`diadokhoi §6.3.54`).
    ext.pending.push({ power: def.power, type: spec.type, role: spec.role, space: spec.space, ...(spec.coast ? { coast: spec.coast } : {}) });
    events.push({ type: 'rising-pending', rule: 'diadokhoi §6.3.54', text: `${def.names.en} rise in ${spec.space}, held by another unit: they attack it after the moves.`, data: { power: def.power, space: spec.space } });
    return undefined;
  }
  const strength = UNIT_TYPES[spec.type].strength;
  const cleared = clearSpace(map, state, spec.space, { dice: ctx.dice, by: def.power, strength, kind: def.kind, ...(ctx.orders ? { orders: ctx.orders } : {}), fieldOf: (u) => neighbourField(map, state, u) });
  events.push(...cleared.events);
  cancelled.push(...cleared.cancelled);
  const unit = addUnit(state, { power: def.power, type: spec.type, space: spec.space, ...(spec.coast ? { coast: spec.coast } : {}) });
  // The Roman militia fleet's +1000 is the unit's own, like a leader's bonus: yearly
  // counter-corruption ends with the autumn (`diadokhoi §6.3.6`), this does not (decisions.md).
  if (spec.counterCorruption) unit.corruptionLevel = baseCorruption(state, unit) + spec.counterCorruption;
  ext.forces[def.power]!.roles[unit.id] = spec.role;
  const s = spaceOf(map, spec.space);
  if (s?.kind === 'land' && s.citadels.length === 0) state.control[spec.space] = def.power;
  if (s?.kind === 'citadel') state.control[spec.space] = def.power;
  events.push({ type: 'neutral-appears', rule: missionOf(def, ext.forces[def.power]!).rule, text: `${def.names[rulebook(state).language]}: ${spec.type} ${spec.space}.`, data: { power: def.power, unit: unit.id, type: spec.type, space: spec.space } });
  return unit;
}

/** The field of a neutral unit standing in the way of another force (it retreats only inside it). */
function neighbourField(map: GameMap, state: GameState, u: UnitState): SpaceId[] | undefined {
  const def = defOfPower(state.ruleset, u.power);
  const rt = neutralsExt(state).forces[u.power];
  if (def && rt) return unitField(map, state, def, rt, u);
  return state.neutralForces.find((f) => f.power === u.power)?.field;
}

/**
 * The rule of a citadel joining a neutral force and of its treasure lost, per ruleset: diadokhoi
 * has no §14d — its rebels pursue their objective citadels (`diadokhoi §6.2.8`) and whoever takes
 * a city takes its treasure (`diadokhoi §5.1.1`; decisions.md).
 */
export function neutralCitadelRule(state: GameState, what: 'joins' | 'treasure'): string {
  const rules = rulebook(state).rules;
  return what === 'joins' ? rules.neutralCitadelJoins : rules.neutralCitadelTreasure;
}

/**
 * Neutral citadels among the objectives join the force and lose their treasure (`diadoques §14d.10`, `§14d.11`).
 * In Les Diadoques only a revolt wins a neutral city so: "une citadelle neutre est automatiquement
 * acquise à une révolte la concernant"; an outside intervention must take it (decisions.md).
 */
export function joinNeutralCitadels(map: GameMap, state: GameState, def: NeutralDef, rt: ForceRuntime): GameEvent[] {
  const out: GameEvent[] = [];
  if (rulebook(state).policies.neutrals.onlyRevoltsJoinCitadels && def.kind !== 'revolt') return out;
  const keep = missionOf(def, rt).keepsTreasure === true;
  for (const o of objectivesOf(def, rt)) {
    if (o.kind !== 'besiege' || !citadel(map, o.citadel)) continue;
    if (state.control[o.citadel] !== undefined) continue;
    if (unitsIn(state, o.citadel).some((u) => u.power !== def.power)) continue;
    state.control[o.citadel] = def.power;
    const force = def.names[rulebook(state).language];
    out.push({ type: 'citadel-joins', rule: neutralCitadelRule(state, 'joins'), text: `${o.citadel}, neutral, joins ${force}.`, data: { citadel: o.citadel, power: def.power } });
    if (!keep && (state.treasures[o.citadel] ?? 0) > 0) {
      out.push({ type: 'treasure-lost', rule: neutralCitadelRule(state, 'treasure'), text: `The treasure of ${o.citadel} (${state.treasures[o.citadel]}) disappears.`, data: { citadel: o.citadel, amount: state.treasures[o.citadel] } });
      state.treasures[o.citadel] = 0;
    }
  }
  return out;
}

export interface AppearResult {
  events: GameEvent[];
  units: UnitState[];
}

/**
 * Brings a force (or its next mission) into play. `mission`: the mission to start (0 for a
 * new force). Only the units that mission adds appear; earlier units keep their places.
 */
export function appearForce(map: GameMap, state: GameState, def: NeutralDef, ctx: AppearContext, mission = 0): AppearResult {
  const ext = neutralsExt(state);
  const events: GameEvent[] = [];
  const cancelled: string[] = [];
  const key = currentKey(state);
  const rt: ForceRuntime = ext.forces[def.power] ?? { def: def.id, mission, appeared: key, since: state.year, seasonsPlayed: 0, countFrom: 0, roles: {}, rolled: [] };
  if (ext.forces[def.power] && mission === 0) {
    // Coming back after being wiped out (`diadoques §14d.15`, `§14e.7.2`): a new start.
    rt.appeared = key;
    rt.rolled = [];
    delete rt.settled;
  }
  rt.mission = mission;
  rt.countFrom = rt.seasonsPlayed;
  ext.forces[def.power] = rt;
  if (!ext.happened.includes(def.id)) ext.happened.push(def.id);
  const m = missionOf(def, rt);
  const face = def.unitRoll ? ctx.dice.roll(1, 6, def.unitRoll.rule)[0]! : undefined;
  const units: UnitState[] = [];
  for (const spec of m.units) {
    if (spec.onRoll && (face === undefined || face < spec.onRoll[0] || face > spec.onRoll[1])) continue;
    const rolled = ctx.place?.[spec.role] ? [ctx.place[spec.role]!] : rollPlacement(state, spec.at, ctx.dice);
    const [where, ...then] = rolled;
    if (!where) continue;
    rt.rolled.push(...then.map(occupy));
    const coast = 'space' in spec.at ? spec.at.coast : undefined;
    const u = placeUnit(map, state, def, { type: spec.type, role: spec.role, space: where, ...(coast ? { coast } : {}), ...(spec.counterCorruption ? { counterCorruption: spec.counterCorruption } : {}) }, ctx, events, cancelled);
    if (u) units.push(u);
  }
  if (m.targetRoll) rt.rolled.push(...rollRows(m.targetRoll.rows, ctx.dice, m.targetRoll.rule).map(occupy));
  events.push(...joinNeutralCitadels(map, state, def, rt));
  if (cancelled.length > 0) {
    const prev = ext.cancelled?.season === key ? ext.cancelled.units : [];
    ext.cancelled = { season: key, units: [...prev, ...cancelled] };
  }
  syncForce(map, state, def.power);
  return { events, units };
}

