/**
 * The succession ledger kept in the state (`diadoques §7`, `diadokhoi §4.6`): who killed each
 * power's leader, when the dynasties stand, moved capitals, powers to neutralise, civil
 * disorder. It sits below both `succession.ts` and `prestige.ts`, which write to it, so that
 * neither imports the other in a loop (docs/ARCHITECTURE.md, no import cycles).
 */
import type { GameState, PowerId } from '../rules/state.ts';
import { extOf } from '../economy/common.ts';
import type { SuccessionExt } from '../rules/ext.ts';

export type { SuccessionExt } from '../rules/ext.ts';

export function successionState(state: GameState): SuccessionExt {
  return extOf(state, 'succession', () => ({ killers: {}, capitalMoved: [], capitalNames: {}, pendingNeutral: [], disorder: [] }));
}

/** Records who killed a power's leader, for its treasury (`diadoques §7c.2`). */
export function noteKiller(state: GameState, victim: PowerId, killer: PowerId): void {
  successionState(state).killers[victim] = killer;
}
