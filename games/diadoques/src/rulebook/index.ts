/**
 * The rulebook profiles (issue 18, item 3): `rulebook(x)` gives the profile of whatever plays
 * a ruleset — a state, a map, a report — and `profileOf(id)` the profile of a ruleset id.
 * A rule difference between the two rulebooks is a field here, never an `if` on the ruleset's
 * name elsewhere (`test/rulebook-profile.test.ts` enforces it; docs/ARCHITECTURE.md, "Rulebook
 * profiles").
 */
import { DIADOKHOI } from './diadokhoi.ts';
import { DIADOQUES } from './diadoques.ts';
import type { Rulebook, RulebookId } from './types.ts';

export type * from './types.ts';
export { DIADOKHOI, DIADOQUES };

export const RULEBOOKS: Readonly<Record<RulebookId, Rulebook>> = { diadoques: DIADOQUES, diadokhoi: DIADOKHOI };

/** The profile of a ruleset id; throws on an id that is not one (a programming error, never player input). */
export function profileOf(ruleset: string): Rulebook {
  const p = Object.hasOwn(RULEBOOKS, ruleset) ? (RULEBOOKS as Readonly<Record<string, Rulebook>>)[ruleset] : undefined;
  if (!p) throw new Error(`no rulebook profile for ruleset ${ruleset}`);
  return p;
}

/** The profile of the ruleset something plays: a game state, a map, a season report. */
export const rulebook = (of: { readonly ruleset: string }): Rulebook => profileOf(of.ruleset);
