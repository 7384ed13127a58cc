/**
 * Who controls each province after the season (`diadoques §11e`):
 * - a citadel stays its owner's, garrison or not (`diadoques §11e.1`); it changes hands by
 *   siege (or corruption, opened gates: other layers);
 * - a province without citadel belongs to the last side whose army, diadochus or epigone
 *   stood in it, unless he ordered not to take it (`diadoques §11e.2`, `§9c.10`);
 * - a province with citadels belongs to their owner unless an enemy army stands in it; with
 *   two citadels of different owners it is neutral, with one neutral the other's owner's
 *   (`diadoques §11e.3`, `§11e.4`).
 * Diadokhoi has no such chapter: the same rules are used, except that a fleet standing in a
 * coastal province counts like an army (`diadokhoi §4.2.2`, `§3.2.4`) — see decisions.md.
 */
import type { GameMap } from '../map/types.ts';
import type { ControlChange } from './report.ts';
import type { GameState, PowerId, SpaceId } from './state.ts';
import { isSeaType } from './units.ts';

export function updateControl(map: GameMap, state: GameState, noControl: Map<PowerId, Set<SpaceId>>): ControlChange[] {
  const fr = map.ruleset === 'diadoques';
  const changes: ControlChange[] = [];
  const units = new Map(state.units.filter((u) => !u.transit && (fr ? !isSeaType(u.type) : true)).map((u) => [u.space, u]));
  const leaders = new Map(state.characters.filter((c) => !c.dead && !c.prisonerOf && c.space !== null && (c.kind === 'diadochus' || c.kind === 'epigone') && c.of !== undefined).map((c) => [c.space!, c]));
  const kindOf = (power: PowerId) => state.powers.find((x) => x.id === power)?.kind ?? 'player';
  for (const p of map.provinces) {
    if (p.offboard) continue;
    const before = state.control[p.id];
    const unit = units.get(p.id);
    const leader = leaders.get(p.id);
    // A neutral or rebel army makes the province neutral (`diadoques §14d.10`).
    const occupant = unit ? (kindOf(unit.power) === 'player' ? unit.power : null) : leader?.of;
    let after: PowerId | undefined;
    let rule: string;
    if (p.citadels.length === 0) {
      rule = fr ? 'diadoques §11e.2' : 'diadokhoi §3.2.4';
      after = occupant === null ? undefined : occupant && !noControl.get(occupant)?.has(p.id) ? occupant : before;
    } else {
      const owners = p.citadels.map((c) => state.control[c]);
      const held = owners.filter((o): o is PowerId => o !== undefined);
      const citadelOwner = held.length === 0 ? undefined : held.every((o) => o === held[0]) ? held[0] : undefined;
      rule = fr ? (p.citadels.length > 1 ? 'diadoques §11e.4' : 'diadoques §11e.3') : 'diadokhoi §3.2.4';
      const enemy = unit && unit.power !== citadelOwner ? unit.power : undefined;
      after = enemy !== undefined && kindOf(enemy) !== 'player' ? undefined : (enemy ?? citadelOwner);
    }
    if (after === before) continue;
    if (after === undefined) delete state.control[p.id];
    else state.control[p.id] = after;
    changes.push({ space: p.id, ...(before ? { from: before } : {}), ...(after ? { to: after } : {}), rule });
  }
  return changes;
}
