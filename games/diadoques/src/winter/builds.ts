/**
 * Where new units may appear in winter, and what happens when two players build in the same
 * place.
 *
 * diadoques (`diadoques §10.15`–`§10.20`):
 * - armies: in a province without army that holds a citadel one controls, or in a controlled
 *   citadel without unit; in a citadel whose province holds an enemy army, no more than the
 *   citadel's own income may be spent (`§10.17`);
 * - fleets: in a controlled port citadel without unit in a controlled coastal province; in a
 *   sea without fleet with access (double arrow) to such a citadel; mercenary fleets also in a
 *   sea reached by the dotted arrow of a port in a controlled coastal province (`§10.19`);
 * - two players building in one two-citadel province: both armies go into their citadels,
 *   one that cannot does not appear (`§10.18`); two players building in one sea: both fleets go
 *   into their accessible port citadels, same proviso (`§10.20`).
 * diadokhoi (`diadokhoi §5.3.9`, `§4.2.9`, `§3.2.4`, `§3.1.6`): fleets in a controlled province
 * with a port (on the port's coast; Attica either coast), armies in a province holding one's
 * citadel, garrisons inside one's citadels; a besieged citadel caps the spending at its own
 * income. On the first turn several units may be built in one space (`diadokhoi §5.3.1`,
 * `§5.3.2`, `diadoques §12.6`); in Diadokhoi also after every winter, in a port or a citadel
 * (`diadokhoi §6.3.52`, `mayStack`).
 */
import { citadel, portsOnSea, province, sea } from '../map/graph.ts';
import type { GameState, PowerId, SpaceId, UnitType } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import { ev, isLivePlayer, mapFor } from '../economy/common.ts';
import { because } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';
import type { LayerEvent } from '../economy/common.ts';
import { citadelIncome } from '../economy/income.ts';
import { rulebook } from '../rulebook/index.ts';

export interface BuildRequest {
  power: PowerId;
  type: UnitType;
  space: SpaceId;
  coast?: string;
  /** Position in the power's orders. */
  index: number;
}

export interface Placement extends BuildRequest {
  /** Where it finally appears (a garrison after a contested build). */
  at: SpaceId;
  atCoast?: string;
  /** Most that may be spent on it there (a threatened citadel, `diadoques §10.17`). */
  cap?: number;
}

const occupied = (state: GameState, space: SpaceId, fleetsOnly = false) =>
  state.units.some((u) => u.space === space && (!fleetsOnly || isSeaType(u.type)));

/**
 * May a new unit of this type join others in this space? On the first turn, always
 * (`diadoques §12.6`, `diadokhoi §5.3.1`). In Diadokhoi, "at the end of each winter, there can
 * be any number of units (!) in a port or in a citadel (after recruitments)" (`§6.3.52`): a
 * fleet, built in its province's port, and a garrison, built in its citadel — not an army in
 * an open province (decisions.md, issue 18 ruling).
 */
export function mayStack(state: GameState, type: UnitType, space: SpaceId): boolean {
  if (state.firstTurn) return true;
  if (!rulebook(state).policies.winter.stackInPortsAndCitadels) return false;
  return isSeaType(type) || citadel(mapFor(state), space) !== undefined;
}

/** Is the citadel threatened (diadoques: an enemy army in its province; diadokhoi: a siege), and then its spending cap. */
export function citadelCap(state: GameState, power: PowerId, id: SpaceId): number | undefined {
  const map = mapFor(state);
  const c = citadel(map, id);
  if (!c) return undefined;
  // diadoques §10.17: an enemy army in the citadel's province. diadokhoi §4.2.9: "if the citadel is
  // under siege" (seed 004, line 183) — a siege under way, not a unit that merely entered the
  // province (issue 18 ruling, decisions.md).
  const threat = rulebook(state).policies.winter.threatenedCitadel;
  const enemyArmy = threat === 'enemy-army-in-province' && state.units.some((u) => u.space === c.province && u.power !== power && !isSeaType(u.type));
  const besieged = threat === 'under-siege' && state.sieges.some((s) => s.citadel === id && s.power !== power);
  if (!enemyArmy && !besieged) return undefined;
  return citadelIncome(state, id, power).amount;
}

/** Why a unit of this type may not be built there (location only); `undefined`: it may. */
export function buildProblem(state: GameState, req: Omit<BuildRequest, 'index'>): Reason | undefined {
  const map = mapFor(state);
  const { power, type, space } = req;
  const fleet = isSeaType(type);
  const stack = mayStack(state, type, space);
  const mine = (id: SpaceId) => state.control[id] === power;
  const c = citadel(map, space);
  const p = province(map, space);
  const s = sea(map, space);
  if (!isLivePlayer(state, power)) return because('not-a-player');
  const winter = rulebook(state).policies.winter;
  if (!winter.eliteFleets && type === 'Fe') return because('no-elite-fleets');
  if (winter.fleetBuilds === 'port-citadel-or-sea') {
    if (!fleet) {
      if (c) return !mine(space) ? because('citadel-not-yours') : !stack && occupied(state, space) ? because('citadel-has-unit') : undefined;
      if (p) {
        if (!p.citadels.some(mine)) return because('armies-appear-at-citadels');
        return !stack && occupied(state, space) ? because('province-has-army') : undefined;
      }
      return because('no-armies-at-sea');
    }
    if (c) {
      if (!c.port) return because('not-a-port-citadel');
      if (!mine(space) || !mine(c.province)) return because('port-and-province');
      return !stack && occupied(state, space) ? because('citadel-has-unit') : undefined;
    }
    if (s) {
      if (!stack && occupied(state, space, true)) return because('sea-has-fleet');
      const viaCitadel = portsOnSea(map, space).some((id) => mine(id) && mine(citadel(map, id)!.province));
      const viaPort = type === 'F' && map.provinces.some((q) => mine(q.id) && q.towns.some((t) => t.port && t.fleetBuild?.includes(space)));
      if (viaCitadel || viaPort) return undefined;
      return type === 'Fe' ? because('elite-fleet-access') : because('no-port-on-sea');
    }
    return because('fleets-port-or-sea');
  }
  if (fleet) {
    if (!p) return because('fleets-province-port');
    if (!mine(space)) return because('province-not-yours');
    const ports = [...p.towns.filter((t) => t.port), ...p.citadels.map((id) => citadel(map, id)!).filter((x) => x.port)];
    if (ports.length === 0) return because('province-no-port');
    if (p.coasts && p.coasts.length > 0) {
      const coasts = new Set(ports.flatMap((x) => x.coasts ?? p.coasts!.map((k) => k.id)));
      if (!req.coast || !coasts.has(req.coast)) return because('which-coast', { coasts: [...coasts] });
    }
    return !stack && occupied(state, space) ? because('province-has-unit') : undefined;
  }
  if (c) return !mine(space) ? because('citadel-not-yours') : !stack && occupied(state, space) ? because('citadel-has-garrison') : undefined;
  if (p) {
    if (!p.citadels.some(mine)) return because('armies-at-citadels');
    return !stack && occupied(state, space) ? because('province-has-unit') : undefined;
  }
  return because('no-armies-at-sea');
}

/**
 * Final places of the valid builds of every player (`diadoques §10.18`, `§10.20`): contested
 * provinces and seas send each builder's unit into one of his own citadels there, or nowhere.
 */
export function placeBuilds(state: GameState, requests: readonly BuildRequest[]): { placed: Placement[]; events: LayerEvent[] } {
  const map = mapFor(state);
  const events: LayerEvent[] = [];
  const placed: Placement[] = [];
  const taken = new Set<SpaceId>();
  const bySpace = new Map<SpaceId, BuildRequest[]>();
  for (const r of requests) bySpace.set(r.space, [...(bySpace.get(r.space) ?? []), r]);
  const withCap = (r: BuildRequest, at: SpaceId, atCoast?: string): Placement => {
    const cap = citadelCap(state, r.power, at);
    return { ...r, at, ...(atCoast ? { atCoast } : {}), ...(cap !== undefined ? { cap } : {}) };
  };
  for (const [space, list] of bySpace) {
    const powers = new Set(list.map((r) => r.power));
    if (powers.size <= 1 || citadel(map, space)) {
      for (const r of list) {
        if (powers.size > 1) {
          events.push(ev('build-contested', rulebook(state).rules.buildContested, `${r.power} and another player build in ${space}: neither unit appears.`, { ...r }));
          continue;
        }
        placed.push(withCap(r, space, r.coast));
      }
      continue;
    }
    const rule = sea(map, space) ? 'diadoques §10.20' : 'diadoques §10.18';
    for (const r of list) {
      const homes = sea(map, space) ? portsOnSea(map, space) : (province(map, space)?.citadels ?? []);
      const home = homes.find((id) => state.control[id] === r.power && !occupied(state, id) && !taken.has(id) && !bySpace.has(id) && (!isSeaType(r.type) || citadel(map, id)!.port));
      if (!home) {
        events.push(ev('build-contested', rule, `${r.type} of ${r.power} in contested ${space} has no citadel of its own to go to: it does not appear.`, { ...r }));
        continue;
      }
      taken.add(home);
      events.push(ev('build-garrisoned', rule, `${space} is contested: the new ${r.type} of ${r.power} is placed in ${home}.`, { ...r, at: home }));
      placed.push(withCap(r, home));
    }
  }
  return { placed: placed.sort((a, b) => a.index - b.index), events };
}
