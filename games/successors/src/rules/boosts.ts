/** Surprise effects waiting for the roll they modify (successors 7.3), spent once, lapsing at the end of the player turn. */
import type { Faction, SuccessorsState } from './state.ts';

/** Takes the bonus waiting for a roll (and spends it). */
export function spend(s: SuccessorsState, f: Faction, kind: 'battle' | 'siege' | 'roll' | 'naval'): number {
  const b = s.boosts[f];
  if (!b) return 0;
  const v = b[kind];
  b[kind] = 0;
  return v;
}

export function resetBoosts(s: SuccessorsState): void {
  for (const f of s.factions) s.boosts[f] = { battle: 0, siege: 0, roll: 0, naval: 0, noForage: false };
  s.gift = null;
}
