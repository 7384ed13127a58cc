/**
 * The life of a neutral force after it appears, season by season: units forced out of their
 * field are lost (`diadoques §14d.3`), captured citadels lose their treasure (`§14d.11`),
 * durations run without winters (`§14d.13`) — the four-season rule and its reset
 * (`§14d.14`, `§14e.4`), the Scythians' 4 seasons (`§14f.2`), the Pontic pirates' exit
 * (`§14e.11.1`), Diadokhoi's temporary year (`diadokhoi §7.8.1`) and the Lamia war's yearly
 * check (`diadokhoi §6.2.13`) — and the Diadokhoi rising against an occupied province
 * (`diadokhoi §6.3.54`), and Rome's wars and peace read from the season's report
 * (`diadokhoi §6.2.22`, `./rome.ts`). Winter supply of neutral units: `neutralWinter`.
 */
import type { Dice, GameEvent } from '@diadochi/kernel';
import { citadel, neighbours, province, space as spaceOf } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import { addUnit, removeUnit, unitsIn } from '../rules/state.ts';
import type { GameState, PowerId, SpaceId } from '../rules/state.ts';
import { UNIT_TYPES, unitStrength } from '../rules/units.ts';
import { neutralCitadelRule, refreshAllies, removeForce, syncForce } from './appear.ts';
import { objectivesOf, unitField } from './fields.ts';
import { because } from '../core/reasons/index.ts';
import { canRetreatInto, destroyWithCharacters, displacementTarget, relocate } from './occupants.ts';
import { currentKey, defOfPower, missionOf, neutralsExt, unitsOfPower } from './registry.ts';
import type { ForceRuntime } from './registry.ts';
import type { SeasonReport } from '../rules/report.ts';
import { romanWarsFromReport } from './rome.ts';
import { pyrrhusPellaRule, settleTarentineOffer } from './specials.ts';
import type { NeutralDef } from './types.ts';
import { rulebook } from '../rulebook/index.ts';

const isPlayer = (state: GameState, p: PowerId | undefined) => p !== undefined && state.powers.some((x) => x.id === p && x.kind === 'player');

/** Fleets of a renewed force come back where they are missing (the Pontic pirates rolled again, reconstructed). */
export function placeMissingUnits(map: GameMap, state: GameState, def: NeutralDef, dice: Dice): GameEvent[] {
  const rt = neutralsExt(state).forces[def.power];
  if (!rt) return [];
  const out: GameEvent[] = [];
  const have = new Set(unitsOfPower(state, def.power).map((u) => rt.roles[u.id]));
  for (const spec of def.missions[0]!.units) {
    if (have.has(spec.role) || !('space' in spec.at)) continue;
    if (unitsIn(state, spec.at.space).length > 0) continue;
    const u = addUnit(state, { power: def.power, type: spec.type, space: spec.at.space });
    rt.roles[u.id] = spec.role;
    have.add(spec.role);
    out.push({ type: 'neutral-appears', rule: 'diadoques §14.2', text: `${def.names.fr}: ${spec.type} ${spec.at.space} returns.`, data: { power: def.power, unit: u.id, space: spec.at.space } });
  }
  syncForce(map, state, def.power);
  void dice;
  return out;
}

/**
 * A Diadokhoi rebel rising where a player's unit still stands after the moves attacks it from
 * off the board: stronger, it dislodges it (the unit retreats at once, or is destroyed);
 * otherwise it is a stand-off and the rebels retreat to another free province of their
 * field, if any (`diadokhoi §6.3.54`, `§6.2.16`; the retreat step is simplified, decisions.md).
 */
export function settleRisings(map: GameMap, state: GameState, dice: Dice): GameEvent[] {
  const ext = neutralsExt(state);
  const out: GameEvent[] = [];
  const pending = ext.pending;
  ext.pending = [];
  for (const p of pending) {
    const def = defOfPower(state.ruleset, p.power);
    const rt = ext.forces[p.power];
    if (!def || !rt) continue;
    const occupant = unitsIn(state, p.space)[0];
    let at: SpaceId | undefined = p.space;
    if (occupant) {
      const rebel = UNIT_TYPES[p.type].strength;
      if (rebel > unitStrength(state, occupant)) {
        const to = displacementTarget(map, state, occupant, { dice, by: p.power, strength: rebel, kind: 'intervention' });
        if (to) {
          relocate(state, occupant, to);
          out.push({ type: 'unit-retreats', rule: 'diadokhoi §6.3.54', text: `${occupant.type} ${p.space} (${occupant.power}) is driven out by the rising and retreats to ${to}.`, data: { unit: occupant.id, from: p.space, to } });
        } else out.push(...destroyWithCharacters(map, state, occupant, p.power, dice, 'diadokhoi §6.3.45'));
      } else {
        // Another free province of its field where such a unit may stand, next door first.
        const sea = p.type === 'F' || p.type === 'Fe';
        const fits = (s: SpaceId) => s !== p.space && spaceOf(map, s)?.kind === (sea ? 'sea' : 'land') && unitsIn(state, s).length === 0;
        const refuge = missionOf(def, rt).refuge;
        const field = (missionOf(def, rt).field ?? []).filter(fits);
        const near = new Set(neighbours(map, p.space, sea ? 'fleet' : 'army').map((n) => n.to));
        const pool = field.some((s) => near.has(s)) ? field.filter((s) => near.has(s)) : field;
        // The Romans held off fall back to Rome, where any number of them may stand (`diadokhoi §6.2.23`).
        if (refuge) at = refuge;
        else at = pool.length > 0 ? pool[dice.roll(1, pool.length, 'diadokhoi §6.3.54')[0]! - 1] : undefined;
        out.push({ type: 'rising-repulsed', rule: 'diadokhoi §6.3.54', text: at ? `The rising in ${p.space} is held: the rebels fall back to ${at}.` : `The rising in ${p.space} is held and finds no room: it fades away.`, data: { power: p.power, space: p.space, to: at ?? null } });
      }
    }
    if (!at) continue;
    const u = addUnit(state, { power: p.power, type: p.type, space: at, ...(p.coast && at === p.space ? { coast: p.coast } : {}) });
    rt.roles[u.id] = p.role;
    if (spaceOf(map, at)?.kind === 'land' && province(map, at)?.citadels.length === 0) state.control[at] = p.power;
    out.push({ type: 'neutral-appears', rule: 'diadokhoi §6.3.54', text: `${def.names.en}: ${p.type} ${at}.`, data: { power: p.power, unit: u.id, space: at } });
    syncForce(map, state, p.power);
  }
  return out;
}

/** Does the force hold this citadel? */
const holds = (state: GameState, power: PowerId, c: SpaceId) => state.control[c] === power;

/** The key citadel of one unit of the Lamia war: its index among the mission's units gives its city (`diadokhoi §6.2.13`). */
function lamiaCity(def: NeutralDef, rt: ForceRuntime, role: string | undefined): SpaceId | undefined {
  const m = missionOf(def, rt);
  const i = m.units.findIndex((u) => u.role === role);
  const o = m.objectives[i];
  return o?.kind === 'besiege' ? o.citadel : undefined;
}

/** Whether the force's time is up, and what to do: keep, settle for good, remove. */
function durationCheck(map: GameMap, state: GameState, def: NeutralDef, rt: ForceRuntime, power: PowerId): GameEvent[] {
  const d = missionOf(def, rt).duration;
  const played = rt.seasonsPlayed - rt.countFrom;
  switch (d.kind) {
    case 'four-seasons': {
      if (rt.settled || played < 4) return [];
      if (holds(state, power, d.citadel)) {
        rt.settled = true;
        return [{ type: 'revolt-settles', rule: 'diadoques §14d.14', text: `${def.names.fr} hold ${d.citadel}: they stay.`, data: { power } }];
      }
      return removeForce(state, power, 'diadoques §14d.14', because('four-seasons', { citadel: d.citadel }));
    }
    case 'seasons':
      return played >= d.seasons ? removeForce(state, power, def.missions[0]!.rule, because('seasons-over', { seasons: d.seasons })) : [];
    case 'year': {
      if (rt.settled || played + 1 < 3) return [];
      const won = objectivesOf(def, rt).some((o) => o.kind === 'besiege' && holds(state, power, o.citadel));
      if (won) {
        rt.settled = true;
        return [{ type: 'revolt-settles', rule: 'diadokhoi §7.8.1', text: `${def.names.en} hold their city: they stay.`, data: { power } }];
      }
      return removeForce(state, power, 'diadokhoi §7.8.1', because('year-over'));
    }
    case 'lamia': {
      if (state.season !== 'autumn' || state.year - rt.since < 1) return [];
      const out: GameEvent[] = [];
      for (const u of unitsOfPower(state, power)) {
        const city = lamiaCity(def, rt, rt.roles[u.id]);
        if (city && !holds(state, power, city)) {
          removeUnit(state, u.id);
          out.push({ type: 'unit-disbanded', rule: 'diadokhoi §6.2.13', text: `The rebels who failed to free ${city} disperse.`, data: { unit: u.id, city } });
        }
      }
      return out;
    }
    case 'pirates': {
      const free = d.citadels.every((c) => !isPlayer(state, state.control[c]));
      const threatened = d.threats.some((s) => unitsIn(state, s).some((u) => isPlayer(state, u.power)));
      return free && !threatened ? removeForce(state, power, 'diadoques §14e.11.1', because('cities-free')) : [];
    }
    default:
      return [];
  }
}

/**
 * End of a military season, after the moves and retreats: call once per spring, summer and
 * autumn. Settles risings and the Tarentine offer, enforces fields, counts seasons and ends
 * the forces whose time is up.
 */
export function endNeutralSeason(map: GameMap, state: GameState, dice: Dice): GameEvent[] {
  const ext = neutralsExt(state);
  // The whole game keeps the season's report on its state (`WholeState.lastReport`): Rome reads it for her wars.
  const report = (state as GameState & { lastReport?: SeasonReport }).lastReport;
  const out: GameEvent[] = [...settleRisings(map, state, dice), ...settleTarentineOffer(state), ...romanWarsFromReport(map, state, report, dice)];
  const key = currentKey(state);
  for (const [power, rt] of Object.entries({ ...ext.forces })) {
    const def = defOfPower(state.ruleset, power);
    if (!def) continue;
    for (const u of unitsOfPower(state, power)) {
      const field = unitField(map, state, def, rt, u);
      if (field && !field.includes(u.space)) {
        removeUnit(state, u.id);
        out.push({ type: 'unit-destroyed', rule: 'diadoques §14d.3', text: `${u.type} ${u.space} (${power}) is out of its field of action and is lost.`, data: { unit: u.id, power } });
      }
    }
    if (def.specials?.some((s) => s.kind === 'pyrrhus')) {
      out.push(...pyrrhusPellaRule(map, state, power));
      // The guard destroyed, the fleet disappears too (`diadoques §14e.16.2`).
      const units = unitsOfPower(state, power);
      if (!units.some((u) => rt.roles[u.id] === 'guard')) {
        for (const f of units.filter((u) => rt.roles[u.id] === 'fleet')) {
          removeUnit(state, f.id);
          out.push({ type: 'unit-disbanded', rule: 'diadoques §14e.16.2', text: "Pyrrhus's guard is gone: his fleet disappears.", data: { unit: f.id } });
        }
      }
    }
    if (!missionOf(def, rt).keepsTreasure) {
      // Issue 22: the keys, not `Object.entries` (a pair per space of the map, for every force, every season); the same order.
      for (const c of Object.keys(state.control)) {
        if (state.control[c] === power && citadel(map, c) && (state.treasures[c] ?? 0) > 0) {
          out.push({ type: 'treasure-lost', rule: neutralCitadelRule(state, 'treasure'), text: `The treasure of ${c} disappears.`, data: { citadel: c } });
          state.treasures[c] = 0;
        }
      }
    }
    if (rt.appeared !== key) rt.seasonsPlayed += 1;
    const d = missionOf(def, rt).duration;
    if (d.kind === 'four-seasons' && d.resetOn && !rt.resetDone && holds(state, power, d.resetOn)) {
      rt.resetDone = true;
      rt.countFrom = rt.seasonsPlayed;
      out.push({ type: 'duration-reset', rule: 'diadoques §14e.4', text: `${def.names.fr} take ${d.resetOn}: their count starts again.`, data: { power } });
    }
    out.push(...durationCheck(map, state, def, rt, power));
    if (ext.forces[power] && unitsOfPower(state, power).length === 0 && ext.pending.every((p) => p.power !== power)) {
      out.push(...removeForce(state, power, 'diadoques §14d.15', because('no-unit-left')));
      continue;
    }
    if (ext.forces[power]) syncForce(map, state, power);
  }
  if (ext.generalGreek) {
    const g = Object.values(ext.forces).some((f) => f.greek);
    if (!g) ext.generalGreek = false;
  }
  // The allies once more, from the forces left: a force synced in the loop before another left
  // would otherwise keep the leaver as its ally, and a saved game, whose keys come back sorted,
  // would go on differently from the live one (issue 22; `test/neutrals/season-order.test.ts`).
  refreshAllies(state);
  return out;
}

/**
 * Winter: a neutral unit in a province without supply is lost, unless its force is always
 * supplied (`diadoques §14d.8`, `§14e.9`), or it is a Diadokhoi temporary revolt risen in
 * summer or autumn, kept through its first winter (`diadokhoi §7.8.1`). Call in winter,
 * before the economy layer's supply check of the players' units.
 */
export function neutralWinter(map: GameMap, state: GameState): GameEvent[] {
  const ext = neutralsExt(state);
  const out: GameEvent[] = [];
  for (const [power, rt] of Object.entries(ext.forces)) {
    const def = defOfPower(state.ruleset, power);
    if (!def) continue;
    const m = missionOf(def, rt);
    if (m.alwaysSupplied) continue;
    const firstWinter = m.duration.kind === 'year' && rt.since === state.year && !rt.appeared.endsWith('spring');
    if (firstWinter) continue;
    for (const u of unitsOfPower(state, power)) {
      const p = province(map, u.space);
      if (!p) continue;
      const supplied = p.supply === 'yes' || (p.supply === 'citadel' && p.citadels.some((c) => state.control[c] === power));
      if (supplied) continue;
      removeUnit(state, u.id);
      out.push({ type: 'unit-disbanded', rule: rulebook(state).rules.neutralNoQuarters, text: `${u.type} ${u.space} (${power}) finds no winter quarters and disbands.`, data: { unit: u.id, power } });
    }
  }
  return out;
}

/** A neutral unit may retreat into this space (inside its own field, `diadoques §9a.40`). For the military layer. */
export function neutralMayRetreat(map: GameMap, state: GameState, unitId: string, to: SpaceId): boolean {
  const u = state.units.find((x) => x.id === unitId);
  if (!u) return false;
  const def = defOfPower(state.ruleset, u.power);
  const rt = neutralsExt(state).forces[u.power];
  if (!def || !rt) return true;
  if (missionOf(def, rt).eliminatedOnRetreat) return false;
  const field = unitField(map, state, def, rt, u);
  return canRetreatInto(map, state, u, u.space, to, field);
}

/**
 * Rebels a scenario starts with (`diadokhoi §8.2.10`, `§8.4.7`, `§8.5.6`: "Am Thr, Am Med…")
 * become running forces of the matching rebellion, as if they had risen a season ago. Call
 * once after set-up; `applyEvent` also calls it.
 */
export function adoptScenarioRebels(map: GameMap, state: GameState): GameEvent[] {
  const ext = neutralsExt(state);
  const out: GameEvent[] = [];
  for (const p of state.powers) {
    if (p.kind === 'player' || ext.forces[p.id]) continue;
    const def = defOfPower(state.ruleset, p.id);
    const units = unitsOfPower(state, p.id);
    if (!def || units.length === 0) continue;
    const roles: Record<string, string> = {};
    units.forEach((u, i) => {
      roles[u.id] = def.missions[0]!.units.find((x) => x.type === u.type)?.role ?? def.missions[0]!.units[i]?.role ?? 'unit';
    });
    ext.forces[p.id] = { def: def.id, mission: 0, appeared: 'scenario', since: state.year, seasonsPlayed: 0, countFrom: 0, roles, rolled: [], settled: true };
    if (!ext.happened.includes(def.id)) ext.happened.push(def.id);
    syncForce(map, state, p.id);
    out.push({ type: 'neutral-adopted', rule: def.missions[0]!.rule, text: `${def.names.en} are under way from the start.`, data: { power: p.id } });
  }
  return out;
}
