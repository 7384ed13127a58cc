/**
 * Warnings before a known fatal outcome (issue 17 item 2): what the rules will do to a player's
 * own pieces if his orders stand as written and nobody interferes. Typed values with codes and
 * rule ids, written by the interface's catalogs; pure, from the position and the orders alone.
 *
 * - `revolt`: in the autumn of Les Diadoques a unit ending the season in a province without an
 *   arsenal revolts (`diadoques §11a.3`: its commander executed, the others captured); in
 *   Diadokhoi it is disbanded at the start of winter (`diadokhoi §3.1.11`). Checked on the space
 *   each unit ends in: its move's destination, else where it stands.
 * - `leader-exposed`: a diadochus or epigone that ends the season with none of his side's units
 *   where an enemy unit stands in or next to his space may be captured there (`diadoques §6b.18`:
 *   on 1–4 of a die on land, 1–2 at sea; in Diadokhoi a killed Diadokhos eliminates his player,
 *   `diadokhoi §4.6.2`).
 * - `upkeep-short`: in autumn and winter, the treasury and the income of the position cannot pay
 *   the upkeep of every unit; units not paid for are disbanded (`diadoques §10.6`, `diadokhoi §5.3.6`).
 *
 * A warning is what the rules say will happen to the orders as written, not a guess about the
 * others: an enemy unit may stay put, a move may bounce; the text says "may" where chance or
 * the others decide.
 */
import type { PlayerId } from '@diadochi/kernel';
import { adjacent, province } from '../map/graph.ts';
import type { SpaceId } from '../map/types.ts';
import { computeIncome } from '../economy/income.ts';
import { upkeepOf } from '../economy/costs.ts';
import { mapFor, treasuryOf } from '../economy/common.ts';
import { parseOrders } from '../vocabulary/military/read.ts';
import { isSeaType } from '../rules/units.ts';
import type { UnitState } from '../rules/state.ts';
import { isSupplied } from '../winter/supply.ts';
import { readOrdersText } from './merged-winter.ts';
import type { WholeState } from './types.ts';
import { rulebook } from '../rulebook/index.ts';

export type OrderWarning =
  | { code: 'revolt'; rule: string; data: { unit: string; type: string; space: SpaceId; leader?: string } }
  | { code: 'leader-exposed'; rule: string; data: { character: string; space: SpaceId; threat: PlayerId } }
  | { code: 'upkeep-short'; rule: string; data: { upkeep: number; treasury: number; income: number } };

/**
 * Where each of `player`'s units ends the season if its move succeeds (units without a move
 * stay), and where his characters moving alone go (`diadoques §9a.6`).
 */
function endSpaces(s: WholeState, player: PlayerId, text: string): { units: Map<string, SpaceId>; characters: Map<string, SpaceId> } {
  const map = mapFor(s);
  const mine = s.units.filter((u) => u.power === player);
  const units = new Map(mine.map((u) => [u.id, u.space]));
  const characters = new Map<string, SpaceId>();
  let military = '';
  try {
    military = readOrdersText(s, text).parts.military;
  } catch {
    return { units, characters };
  }
  for (const { order } of parseOrders(military, { map }).orders) {
    if (order.kind === 'character') {
      if (order.to) characters.set(order.character, order.to);
      continue;
    }
    if (order.kind !== 'move' || !('unit' in order)) continue;
    const unit = mine.find((u) => u.space === order.unit.space);
    if (unit) units.set(unit.id, order.to);
  }
  return { units, characters };
}

/** The warnings of `player`'s orders `text` in the position `s` (a military season or a winter). */
export function orderWarnings(s: WholeState, player: PlayerId, text: string): OrderWarning[] {
  if (s.phase !== 'orders' && s.phase !== 'winter') return [];
  const out: OrderWarning[] = [];
  const book = rulebook(s);
  // Where unsupplied units revolt at the end of autumn (diadoques §11a.3), only armies do, and their commander is executed.
  const autumnRevolt = book.policies.winter.supply === 'autumn-revolt';
  const map = mapFor(s);
  const mine = s.units.filter((u) => u.power === player);
  if (s.phase === 'orders') {
    const { units: ends, characters: alone } = endSpaces(s, player, text);
    if (s.season === 'autumn') {
      for (const u of mine) {
        const at = ends.get(u.id) ?? u.space;
        if (!province(map, at) || u.transit || (isSeaType(u.type) && !book.policies.winter.fleetsNeedSupply)) continue;
        if (isSupplied(s, { ...u, space: at } as UnitState)) continue;
        // diadoques §11a.3: its commander is executed (a diadochus lost before −314 eliminates his player, §7a.1).
        const leader = s.characters.find((c) => !c.dead && c.with === u.id && c.controlledBy === player && (c.kind === 'diadochus' || c.kind === 'epigone'));
        out.push({ code: 'revolt', rule: book.rules.winterSupply, data: { unit: u.id, type: u.type, space: at, ...(leader && autumnRevolt ? { leader: leader.id } : {}) } });
      }
    }
    const endOf = (id: string | undefined) => (id ? ends.get(id) : undefined);
    for (const c of s.characters) {
      if (c.dead || c.waiting || c.space === null || c.prisonerOf || c.controlledBy !== player) continue;
      if (c.kind !== 'diadochus' && c.kind !== 'epigone') continue;
      const at = alone.get(c.id) ?? endOf(c.with) ?? c.space;
      if ([...ends.values()].includes(at)) continue;
      const enemy = s.units.find((u) => u.power !== player && u.power && (u.space === at || adjacent(map, u.space, at, isSeaType(u.type) ? 'fleet' : 'army')));
      if (enemy) out.push({ code: 'leader-exposed', rule: book.rules.leaderExposed, data: { character: c.id, space: at, threat: enemy.power } });
    }
  }
  if (s.phase === 'winter' || s.season === 'autumn') {
    const upkeep = mine.reduce((sum, u) => sum + upkeepOf(s, u), 0);
    const treasury = treasuryOf(s, player);
    const income = computeIncome(s)[player]?.total ?? 0;
    if (upkeep > treasury + income) out.push({ code: 'upkeep-short', rule: book.rules.upkeep, data: { upkeep, treasury, income } });
  }
  return out;
}
