/**
 * What the automatic referee of the neutral forces (`referee.ts`) and the behaviours of
 * particular forces (`referee-missions.ts`) share: a force's context, a unit's plan, and the
 * questions both ask of the board (where a unit may step, who stands where, what an objective
 * asks). Split out so that the generic referee and the scenario-specific behaviours each import
 * it, and neither the other's internals (issue 18 item 4).
 */
import type { Dice } from '@diadochi/kernel';
import { neighbours, province, space as spaceOf } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import type { UnitOrderBody } from '../vocabulary/military/types.ts';
import { unitsIn } from '../rules/state.ts';
import type { GameState, PowerId, SpaceId, UnitState } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import type { WeatherView } from '../rules/weather.ts';
import { forbiddenOf, unitField } from './fields.ts';
import { siegePositions } from './occupants.ts';
import type { ForceRuntime } from './registry.ts';
import type { MissionDef, NeutralDef, Objective } from './types.ts';
import { rulebook } from '../rulebook/index.ts';

export interface Plan {
  unit: UnitState;
  body: UnitOrderBody;
  /** Why (for tests and the referee's notes). */
  why: string;
  /** Where a marching army wants to end (a siege position or an objective), for convoys. */
  goal?: ReadonlySet<SpaceId>;
}

export interface ForceCtx {
  map: GameMap;
  state: GameState;
  w: WeatherView;
  power: PowerId;
  def?: NeutralDef;
  rt?: ForceRuntime;
  mission?: MissionDef;
  allies: Set<PowerId>;
  dice: Dice;
}

export const moverOf = (u: Pick<UnitState, 'type'>) => (isSeaType(u.type) ? 'fleet' : 'army');

/** Spaces a unit may reach in one move, with the coast it would arrive on. */
export function steps(c: ForceCtx, u: UnitState): { to: SpaceId; coast?: string }[] {
  const from = u.coast ? { space: u.space, coast: u.coast } : u.space;
  const seen = new Set<string>();
  const out: { to: SpaceId; coast?: string }[] = [];
  for (const s of neighbours(c.map, from, moverOf(u))) {
    const k = `${s.to}/${s.coast ?? ''}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push({ to: s.to, ...(s.coast ? { coast: s.coast } : {}) });
  }
  return out;
}

/** Where a unit may go this season: in its field, not forbidden, not a citadel it does not hold, not shut by the weather. */
export function allowed(c: ForceCtx, u: UnitState, to: SpaceId): boolean {
  const field = c.def && c.rt ? unitField(c.map, c.state, c.def, c.rt, u) : c.state.neutralForces.find((f) => f.power === c.power)?.field;
  if (field && !field.includes(to)) return false;
  if (c.def && c.rt && forbiddenOf(c.state, c.def, c.rt).has(to)) return false;
  const s = spaceOf(c.map, to);
  if (!s) return false;
  if (s.kind === 'citadel' && c.state.control[to] !== c.power) return false;
  if (s.kind === 'land' && s.offboard && c.power !== 'romans') return false;
  if (c.w.storm.has(to) || c.w.flooded.has(to) || c.w.blocked.has(to)) return false;
  if (c.w.closed.has(`${u.space}|${to}`) && !isSeaType(u.type)) return false;
  return true;
}

/** First step of a shortest path from the unit to any target space, through allowed spaces (breadth first). */
export function stepToward(c: ForceCtx, u: UnitState, targets: ReadonlySet<SpaceId>): { to: SpaceId; coast?: string } | undefined {
  if (targets.size === 0) return undefined;
  const first = steps(c, u).filter((s) => allowed(c, u, s.to));
  const direct = first.find((s) => targets.has(s.to));
  if (direct) return direct;
  const fieldOk = (id: SpaceId) => {
    const s = spaceOf(c.map, id);
    if (!s || s.kind === 'citadel') return false;
    if (s.kind === 'land' && s.offboard) return false;
    const field = c.def && c.rt ? unitField(c.map, c.state, c.def, c.rt, u) : undefined;
    return !field || field.includes(id);
  };
  const origin = new Map<SpaceId, { to: SpaceId; coast?: string }>();
  let frontier: SpaceId[] = [];
  for (const s of first) {
    if (!fieldOk(s.to) || origin.has(s.to)) continue;
    origin.set(s.to, s);
    frontier.push(s.to);
  }
  for (let depth = 0; depth < 30 && frontier.length > 0; depth++) {
    const next: SpaceId[] = [];
    for (const id of frontier) {
      for (const n of neighbours(c.map, id, moverOf(u))) {
        if (origin.has(n.to) || n.to === u.space) continue;
        if (targets.has(n.to)) return origin.get(id);
        if (!fieldOk(n.to)) continue;
        origin.set(n.to, origin.get(id)!);
        next.push(n.to);
      }
    }
    frontier = next;
  }
  return undefined;
}

export const enemyIn = (c: ForceCtx, space: SpaceId): UnitState | undefined => unitsIn(c.state, space).find((x) => !c.allies.has(x.power) && !x.transit);
export const friendIn = (c: ForceCtx, space: SpaceId): UnitState | undefined => unitsIn(c.state, space).find((x) => c.allies.has(x.power));

export function supplied(c: ForceCtx, space: SpaceId): boolean {
  const p = province(c.map, space);
  if (!p) return true;
  return p.supply === 'yes' || (p.supply === 'citadel' && p.citadels.some((x) => c.state.control[x] === c.power));
}

/** Where a unit must stand to fulfil an objective (empty: not for this kind of unit). */
export function positionsFor(c: ForceCtx, u: UnitState, o: Objective): SpaceId[] {
  const sea = isSeaType(u.type);
  const s = spaceOf(c.map, o.kind === 'besiege' ? o.citadel : o.space);
  if (!s) return [];
  if (o.kind === 'besiege') return siegePositions(c.map, o.citadel, sea);
  if (s.kind === 'citadel') return [];
  if (s.kind === 'sea' && !sea) return [];
  if (s.kind === 'land' && sea && !rulebook(c.map).policies.military.fleetsOnCoasts) return [];
  return [s.id];
}

export const heldByFriend = (c: ForceCtx, space: SpaceId) => c.allies.has(c.state.control[space] ?? '');

/**
 * Whether the `i`-th objective of the list is fulfilled: a city taken; a space kept (`hold`,
 * "maintenir le contrôle sur ITA et Tarente", `diadoques §14f.4.3`: its control is enough once
 * the unit has moved on); a space stood in; a stage of a march ("occuper ILL, puis EPI":
 * `onTheWay`) also once the next objective is reached — the unit does not turn back.
 */
export function satisfied(c: ForceCtx, list: readonly Objective[], i: number): boolean {
  const o = list[i]!;
  if (o.kind === 'besiege') return heldByFriend(c, o.citadel);
  if (o.kind === 'hold') return heldByFriend(c, o.space) || friendIn(c, o.space) !== undefined;
  if (friendIn(c, o.space)) return true;
  return o.onTheWay === true && i + 1 < list.length && satisfied(c, list, i + 1);
}

/**
 * A citadel a unit of the force (or an ally) has already besieged for a season: a second unit
 * starting its own first round there would compete with it and cost it the city
 * (`diadoques §9a.31`: of two sieges of one port only the stronger goes on), so it leaves the
 * siege to its sibling (the Roman guard reaching EPI while the elite fleet besieges Epidamnos
 * from ADR, `diadoques §14f.4.3`).
 */
export const siegedByFriend = (c: ForceCtx, citadel: SpaceId): boolean => c.state.sieges.some((s) => s.citadel === citadel && s.seasons >= 1 && c.allies.has(s.power));

