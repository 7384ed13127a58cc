/**
 * A listed winter choice (`./choices.ts`) written as the winter notation's line, in the words of
 * the ruleset (`diadoques`: French, `diadokhoi`: English — `./orders.ts` reads both), so that a
 * sampler, a bot or a test can turn the rule-listed choices into orders the winter reads.
 */
import type { Choice } from '@diadochi/kernel';
import { printWinterOrder } from '../vocabulary/winter.ts';
import type { WinterOrder } from '../vocabulary/winter.ts';
import type { GameState, PowerId, UnitState, UnitType } from '../rules/state.ts';
import { costOf, upkeepOf } from '../economy/costs.ts';
import { placeOfTarget } from './choices.ts';
import { profileOf } from '../rulebook/index.ts';

const unitRef = (u: UnitState) => ({ type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}) });

/** The order of choice `c` with `target` (the choice's subject is the unit's space or the unit type). */
function choiceOrder(s: GameState, c: Choice, target?: string): WinterOrder {
  const unit = () => unitRef(s.units.find((x) => x.space === c.subject && !x.transit)!);
  switch (c.verb) {
    case 'seize':
      return { kind: 'seize', citadel: placeOfTarget(target!).space };
    case 'maintain':
    case 'disband':
    case 'downgrade':
      return { kind: c.verb, unit: unit() };
    case 'promote':
      return { kind: 'promote', unit: unit(), to: target as UnitType };
    case 'build':
      return { kind: 'build', type: c.subject as UnitType, ...placeOfTarget(target!) };
    case 'gift':
      // The smallest gift of the ruleset (1 T, 100 talents: `diadokhoi §6.3.57`).
      return { kind: 'gift', to: target!, amount: profileOf(s.ruleset).amounts.giftStep, announced: false };
    default:
      throw new Error(`winter choice verb with no line: ${c.verb}`);
  }
}

/** The line of choice `c` with `target`, written by the winter family's printer. */
export function choiceLine(s: GameState, c: Choice, target?: string): string {
  return printWinterOrder(s.ruleset, choiceOrder(s, c, target));
}

/** For each of the player's units but `except`, its cheapest line: disbanded when the fee is below the upkeep (`diadoques §10.6`, `§10.12`). */
export function cheapestLines(s: GameState, player: PowerId, except?: UnitState): string[] {
  return s.units
    .filter((u) => u.power === player && !u.transit && u !== except)
    .map((u) => {
      const fee = costOf(s, u.type).disband;
      return printWinterOrder(s.ruleset, { kind: fee !== null && fee < upkeepOf(s, u) ? 'disband' : 'maintain', unit: unitRef(u) });
    });
}
