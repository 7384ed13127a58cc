/** Constructors for set-up data: units written as in the rulebooks ("Ae * Phr", "F Cre"). */
import type { CharacterPlacement, Names, PowerKind, PowerSetup, UnitPlacement, UnitType } from '../types.ts';

/** A unit: type, space, optional leader (the rulebook's `*` or a named character). */
export function unit(type: UnitType, space: string, leader?: string, coast?: string): UnitPlacement {
  const u: UnitPlacement = { type, space };
  if (leader) u.leader = leader;
  if (coast) u.coast = coast;
  return u;
}

export function power(id: string, n: Names, kind: PowerKind, o: Omit<PowerSetup, 'power' | 'names' | 'kind'>): PowerSetup {
  return { power: id, names: n, kind, ...o };
}

export function person(character: string, n: Names, space: string, controlledBy: string | null, extra: Partial<CharacterPlacement> = {}): CharacterPlacement {
  return { character, names: n, space, controlledBy, ...extra };
}
