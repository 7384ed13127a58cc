/**
 * The succession ledger kept in the state (`diadoques §7`, `diadokhoi §4.6`): who killed each
 * power's leader, when the dynasties stand, moved capitals, powers to neutralise, civil
 * disorder. It sits below both `succession.ts` and `prestige.ts`, which write to it, so that
 * neither imports the other in a loop (docs/ARCHITECTURE.md, no import cycles).
 */
import type { GameState, PowerId, SpaceId } from '../rules/state.ts';
import { extOf } from '../economy/common.ts';

export interface SuccessionExt {
  /** Who killed (or corrupted away, or beat) each power's leader last: his treasury's heir (`diadoques §7c.2`). */
  killers: Record<PowerId, PowerId>;
  /** Season index from which the dynasties stand (`diadoques §7b.1`). */
  dynastiesFrom?: number;
  /** Powers that used their one capital transfer (`diadoques §9c.11`). */
  capitalMoved: PowerId[];
  /** New names given to moved capitals (`diadokhoi §4.7.3`). */
  capitalNames: Record<SpaceId, string>;
  /** Eliminated this season, to neutralise at its end (`diadoques §7c.3`). */
  pendingNeutral: PowerId[];
  /** Diadokhoi civil disorder (`diadokhoi §4.6.3`, `§4.6.4`). */
  disorder: { power: PowerId; citadels: SpaceId[]; until: number }[];
}

export function successionState(state: GameState): SuccessionExt {
  return extOf<SuccessionExt>(state, 'succession', () => ({ killers: {}, capitalMoved: [], capitalNames: {}, pendingNeutral: [], disorder: [] }));
}

/** Records who killed a power's leader, for its treasury (`diadoques §7c.2`). */
export function noteKiller(state: GameState, victim: PowerId, killer: PowerId): void {
  successionState(state).killers[victim] = killer;
}
