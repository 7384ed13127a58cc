/** Champions and Successors (successors 17.5), the Usurper (4.2). */
import type { ResolveContext } from '@diadochi/kernel';
import type { Rules } from './board.ts';
import type { Faction, SuccessorsState } from './state.ts';
import { ev } from '../vocabulary.ts';

/**
 * `f` attacks `target` (17.5.4: a battle it starts, an overrun, a siege roll against its major
 * city, a naval interception). A Champion who attacks a Champion who is not the Usurper becomes
 * a Successor, before the battle (17.5.3).
 */
export function attack(_r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, target: Faction | 'independent'): void {
  if (target === 'independent' || target === f) return;
  if (!s.champion[f]) return;
  if (!s.champion[target] || s.usurper === target) return;
  s.champion[f] = false;
  ctx.emit(ev('champion-lost', { faction: f }, { rule: 'successors 17.5.3' }));
}
