/**
 * No orders received (`diadokhoi §7.11.5`): units besieging an enemy citadel carry on their
 * siege, all other units hold. Diadoques has no such rule (a unit without order holds,
 * `diadoques §9a.2`); the judge uses the diadokhoi one for both (decisions.md).
 */
import { mapOf } from '../map/index.ts';
import { printOrder } from '../vocabulary/military/print.ts';
import { unitById } from './state.ts';
import type { GameState, PowerId } from './state.ts';

/** The orders written for a power that sent none: its siege continuations, one per line. */
export function nmrOrders(state: GameState, power: PowerId): string {
  const map = mapOf(state.ruleset)!;
  const lines: string[] = [];
  for (const siege of state.sieges) {
    const u = unitById(state, siege.unit);
    if (!u || u.power !== power || u.space !== siege.from || u.transit) continue;
    lines.push(printOrder(map, { unit: { type: u.type, space: u.space }, kind: 'siege', citadel: siege.citadel, round: siege.seasons >= 1 ? 2 : 1 }));
  }
  return lines.join('\n');
}
