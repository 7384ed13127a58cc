/**
 * A neutral force leaving the game. Kept apart from `appear.ts` because the variant rules
 * (`variants.ts`) remove forces too, and `appear.ts` reads the variants' allies through
 * `fields.ts`: one module below both breaks that import cycle (docs/ARCHITECTURE.md).
 */
import type { GameEvent } from '@diadochi/kernel';
import type { GameState, PowerId } from '../rules/state.ts';
import { neutralsExt } from './registry.ts';
import { reasonText } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';

/** Removes a force and its units from the game (`diadoques §14d.14`). Citadels it held become neutral. */
export function removeForce(state: GameState, power: PowerId, rule: string, why: Reason): GameEvent[] {
  const ext = neutralsExt(state);
  const gone = state.units.filter((u) => u.power === power);
  for (const u of gone) {
    for (const c of state.characters) if (c.with === u.id) delete c.with;
  }
  state.units = state.units.filter((u) => u.power !== power);
  state.sieges = state.sieges.filter((s) => s.power !== power);
  for (const [space, owner] of Object.entries(state.control)) if (owner === power) delete state.control[space];
  state.neutralForces = state.neutralForces.filter((f) => f.power !== power);
  delete ext.forces[power];
  for (const c of state.characters) if (c.controlledBy === power) {
    c.controlledBy = null;
    delete c.prisonerOf;
  }
  return [{ type: 'neutral-leaves', rule, text: `${power} leaves the game: ${reasonText(why, String)}.`, data: { power, units: gone.map((u) => u.id), why } }];
}
