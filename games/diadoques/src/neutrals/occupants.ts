/**
 * What becomes of the units and characters standing where a revolt or an intervention
 * appears (`diadoques §14d.2`, `§14d.17`–`§14d.19`): they retreat — into a controlled
 * citadel they can reach, or, for a unit stronger than the revolt or before an outside
 * intervention, into a neighbouring space — else the unit is destroyed with its commander and
 * the characters may be captured; a captured diadochus or epigone is killed.
 */
import type { Dice, GameEvent } from '@diadochi/kernel';
import { accessSeas, citadel, neighbours, portsOnSea, province, space as spaceOf } from '../map/graph.ts';
import type { GameMap, SpaceId } from '../map/types.ts';
import { parseOrders } from '../vocabulary/military/read.ts';
import { charactersWith, removeUnit, unitsIn } from '../rules/state.ts';
import type { CharacterState, GameState, PowerId, UnitState } from '../rules/state.ts';
import { isSeaType, unitStrength } from '../rules/units.ts';
import { barred, weatherOf } from '../rules/weather.ts';
import { rulebook } from '../rulebook/index.ts';

export interface DisplaceContext {
  dice: Dice;
  orders?: Record<PowerId, string>;
  /** The power that appears, and its strength (`diadoques §14d.18`). */
  by: PowerId;
  strength: number;
  /** `revolt`: `diadoques §14d.17`–`§14d.18`; `intervention`: a classic retreat (`§14d.19`). */
  kind: 'revolt' | 'intervention';
  /** Field of action of a neutral occupant, when the occupant is itself neutral (`diadoques §9a.40`). */
  fieldOf?: (unit: UnitState) => SpaceId[] | undefined;
}

const mover = (u: UnitState) => (isSeaType(u.type) ? 'fleet' : 'army');

/** Citadels the unit's side controls that it may enter from its space (`diadoques §14d.17`). */
export function refugeCitadels(map: GameMap, state: GameState, unit: Pick<UnitState, 'space' | 'type' | 'power'>): SpaceId[] {
  const s = spaceOf(map, unit.space);
  const sea = isSeaType(unit.type);
  let cands: SpaceId[] = [];
  if (s?.kind === 'land' && !sea) cands = [...s.citadels];
  if (s?.kind === 'sea' && sea) cands = portsOnSea(map, s.id);
  return cands.filter((c) => state.control[c] === unit.power && unitsIn(state, c).length === 0);
}

/** Rank of a citadel for an unplanned retreat (`diadoques §9a.45`): major port, major, minor port, minor. */
function citadelRank(map: GameMap, id: SpaceId): number {
  const c = citadel(map, id);
  if (!c) return 9;
  const major = c.rank !== 'minor';
  return (major ? 0 : 2) + (c.port ? 0 : 1);
}

/** Rank of any retreat space for an unplanned retreat (`diadoques §9a.45`); lower first. */
export function retreatRank(map: GameMap, state: GameState, unit: UnitState, id: SpaceId): number {
  const s = spaceOf(map, id);
  if (!s) return 99;
  const besieged = state.sieges.some((x) => x.citadel === id);
  if (s.kind === 'citadel') return 10 + (besieged ? 10 : 0) + citadelRank(map, id);
  if (isSeaType(unit.type)) return 0;
  return s.kind === 'land' && s.supply === 'yes' ? 0 : 30;
}

/** May the unit retreat from `from` into `to` now (`diadoques §9a.40`)? */
export function canRetreatInto(map: GameMap, state: GameState, unit: UnitState, from: SpaceId, to: SpaceId, field?: SpaceId[]): boolean {
  const s = spaceOf(map, to);
  if (!s || unitsIn(state, to).some((u) => u.id !== unit.id)) return false;
  if (field && !field.includes(to)) return false;
  if (s.kind === 'citadel') {
    if (state.control[to] !== unit.power) return false;
    // No unit may enter a citadel under a second siege round (`diadoques §9a.45`).
    if (state.sieges.some((x) => x.citadel === to && x.seasons >= 1)) return false;
  }
  if (barred(map, weatherOf(map, state), from, to, mover(unit))) return false;
  return neighbours(map, from, mover(unit)).some((n) => n.to === to);
}

/** The unit's ordered move and retreat list this season, read from its power's orders. */
function plannedFor(map: GameMap, state: GameState, unit: UnitState, orders?: Record<PowerId, string>): { move?: SpaceId; list: SpaceId[] } {
  const text = orders?.[unit.power];
  if (!text) return { list: [] };
  const parsed = parseOrders(text, { map, characters: state.characters.map((c) => c.id) });
  let move: SpaceId | undefined;
  const list: SpaceId[] = [];
  for (const { order } of parsed.orders) {
    if (!('unit' in order) || order.unit.space !== unit.space) continue;
    if (order.kind === 'move') move = order.to;
    if (order.kind === 'retreats') for (const t of order.to) if (t !== 'X') list.push(t.split('/')[0]!);
  }
  return { ...(move ? { move } : {}), list };
}

/** Picks the best-ranked space, drawing lots among equals (`diadoques §14d.9`). */
function best(map: GameMap, state: GameState, unit: UnitState, spaces: SpaceId[], dice: Dice, rule: string): SpaceId | undefined {
  if (spaces.length === 0) return undefined;
  const ranked = spaces.map((s) => ({ s, r: retreatRank(map, state, unit, s) })).sort((a, b) => a.r - b.r || a.s.localeCompare(b.s));
  const top = ranked.filter((x) => x.r === ranked[0]!.r).map((x) => x.s);
  if (top.length === 1) return top[0];
  return top[dice.roll(1, top.length, rule)[0]! - 1];
}

/** Where a unit driven out by an appearance goes, or undefined (destroyed). */
export function displacementTarget(map: GameMap, state: GameState, unit: UnitState, c: DisplaceContext): SpaceId | undefined {
  const from = unit.space;
  const field = c.fieldOf?.(unit);
  const ok = (t: SpaceId) => t !== from && canRetreatInto(map, state, unit, from, t, field);
  const plan = plannedFor(map, state, unit, c.orders);
  const refuges = refugeCitadels(map, state, unit).filter(ok);
  const rule = c.kind === 'revolt' ? 'diadoques §14d.17' : 'diadoques §14d.19';
  const wide = c.kind === 'intervention' || unitStrength(state, unit) > c.strength;
  if (!wide) {
    const listed = plan.list.find((t) => refuges.includes(t));
    return listed ?? best(map, state, unit, refuges, c.dice, rule);
  }
  if (c.kind === 'revolt' && plan.move && ok(plan.move)) return plan.move;
  const listed = plan.list.find(ok);
  if (listed) return listed;
  if (refuges.length > 0) return best(map, state, unit, refuges, c.dice, rule);
  const around = neighbours(map, from, mover(unit)).map((n) => n.to).filter(ok);
  return best(map, state, unit, [...new Set(around)], c.dice, rule);
}

/** A character caught by a revolt: 1d6, captured on 1-4 on land, 1-2 at sea (`diadoques §6b.18`, `§14d.17`). */
export function captureCharacter(map: GameMap, state: GameState, ch: CharacterState, by: PowerId, dice: Dice, rule: string): GameEvent[] {
  const atSea = spaceOf(map, ch.space ?? '')?.kind === 'sea';
  const roll = dice.roll(1, 6, 'diadoques §6b.18')[0]!;
  const caught = roll <= (atSea ? 2 : 4);
  if (!caught) return [{ type: 'character-escapes', rule, text: `${ch.id} escapes (${roll}).`, data: { character: ch.id, roll } }];
  return [...seize(state, ch, by, rule), { type: 'capture-roll', rule: 'diadoques §6b.18', text: `capture roll ${roll}`, data: { character: ch.id, roll } }];
}

/** A character falls to a revolt: a diadochus or epigone is killed, others pass to it (`diadoques §14d.17`). */
export function seize(state: GameState, ch: CharacterState, by: PowerId | null, rule: string): GameEvent[] {
  delete ch.with;
  if (ch.kind === 'diadochus' || ch.kind === 'epigone') {
    ch.dead = true;
    for (const u of state.units) if (u.commander === ch.id) delete u.commander;
    return [{ type: 'character-killed', rule, text: `${ch.id} is captured and put to death.`, data: { character: ch.id, by, how: 'put-to-death' } }];
  }
  ch.controlledBy = by;
  if (by) ch.prisonerOf = by;
  else delete ch.prisonerOf;
  return [{ type: 'character-captured', rule, text: `${ch.id} falls into the hands of ${by ?? 'nobody'}.`, data: { character: ch.id, by } }];
}

/** Destroys a unit: its commander dies (`diadoques §9a.41`), the other characters may be captured. */
export function destroyWithCharacters(map: GameMap, state: GameState, unit: UnitState, by: PowerId, dice: Dice, rule: string): GameEvent[] {
  const out: GameEvent[] = [{ type: 'unit-destroyed', rule, text: `${unit.type} ${unit.space} (${unit.power}) has nowhere to go and is destroyed.`, data: { unit: unit.id, power: unit.power, space: unit.space } }];
  const chars = charactersWith(state, unit);
  removeUnit(state, unit.id);
  for (const ch of chars) {
    if (ch.id === unit.commander) {
      ch.dead = true;
      out.push({ type: 'character-killed', rule: 'diadoques §9a.41', text: `${ch.id} dies with his unit.`, data: { character: ch.id, how: 'with-unit' } });
    } else out.push(...captureCharacter(map, state, ch, by, dice, rule));
  }
  return out;
}

/** Moves a unit (and its characters) to `to`. */
export function relocate(state: GameState, unit: UnitState, to: SpaceId): void {
  unit.space = to;
  delete unit.coast;
  for (const ch of state.characters) if (ch.with === unit.id) ch.space = to;
  state.sieges = state.sieges.filter((s) => s.unit !== unit.id);
}

/** Drives every unit and lone character out of `space` before a force appears there. */
export function clearSpace(map: GameMap, state: GameState, space: SpaceId, c: DisplaceContext): { events: GameEvent[]; cancelled: string[] } {
  const events: GameEvent[] = [];
  const cancelled: string[] = [];
  const rule = c.kind === 'revolt' ? 'diadoques §14d.17' : 'diadoques §14d.19';
  for (const unit of unitsIn(state, space)) {
    cancelled.push(unit.id);
    const to = displacementTarget(map, state, unit, c);
    if (to) {
      relocate(state, unit, to);
      events.push({ type: 'unit-retreats', rule: c.kind === 'revolt' && unitStrength(state, unit) > c.strength ? 'diadoques §14d.18' : rule, text: `${unit.type} ${space} (${unit.power}) retreats to ${to} before ${c.by}.`, data: { unit: unit.id, from: space, to } });
    } else events.push(...destroyWithCharacters(map, state, unit, c.by, c.dice, rule));
  }
  // Free characters (controlled by nobody) are not anyone's to lose: they stay (`diadoques §6b.7`).
  for (const ch of state.characters.filter((x) => !x.dead && x.space === space && x.with === undefined && x.controlledBy !== null)) {
    const refuge = refugeForCharacter(map, state, ch);
    if (refuge) {
      ch.space = refuge;
      events.push({ type: 'character-retreats', rule, text: `${ch.id} takes refuge in ${refuge}.`, data: { character: ch.id, to: refuge } });
    } else events.push(...captureCharacter(map, state, ch, c.by, c.dice, rule));
  }
  return { events, cancelled };
}

/** A lone character's refuge: a citadel his controller holds, reachable from his space. */
function refugeForCharacter(map: GameMap, state: GameState, ch: CharacterState): SpaceId | undefined {
  if (!ch.controlledBy || !ch.space) return undefined;
  const s = spaceOf(map, ch.space);
  const cands = s?.kind === 'land' ? s.citadels : s?.kind === 'sea' ? portsOnSea(map, s.id) : [];
  return cands.find((x) => state.control[x] === ch.controlledBy);
}

/** Citadels of a space a force may besiege from it (army: its province's; fleet: access seas in diadoques, same province in diadokhoi). */
export function besiegeableFrom(map: GameMap, unit: Pick<UnitState, 'space' | 'type'>): SpaceId[] {
  const s = spaceOf(map, unit.space);
  if (!s) return [];
  const sea = isSeaType(unit.type);
  if (s.kind === 'land') {
    if (!sea) return [...s.citadels];
    // A diadokhoi fleet besieges the port citadel of its own province (`diadokhoi §7.3.2`).
    return rulebook(map).policies.military.fleetSiegeFrom === 'own-province' ? s.citadels.filter((c) => citadel(map, c)?.port) : [];
  }
  if (s.kind === 'sea' && sea && rulebook(map).policies.military.fleetSiegeFrom === 'access-sea') return portsOnSea(map, s.id);
  return [];
}

/** Where a unit must stand to besiege a citadel. */
export function siegePositions(map: GameMap, citadelId: SpaceId, sea: boolean): SpaceId[] {
  const c = citadel(map, citadelId);
  if (!c) return [];
  if (!sea) return [c.province];
  if (!c.port) return [];
  return rulebook(map).policies.military.fleetSiegeFrom === 'access-sea' ? accessSeas(map, citadelId) : province(map, c.province) ? [c.province] : [];
}
