/**
 * A listed winter choice (`./choices.ts`) written as the winter notation's line, in the words of
 * the ruleset (`diadoques`: French, `diadokhoi`: English — `./orders.ts` reads both), so that a
 * sampler, a bot or a test can turn the rule-listed choices into orders the winter reads.
 */
import type { Choice } from '@diadochi/kernel';
import { SCENARIOS } from '../map/scenarios.ts';
import { placeName } from '../vocabulary/names.ts';
import { printUnit } from '../vocabulary/military/print.ts';
import type { GameState, PowerId, UnitState } from '../rules/state.ts';
import { mapFor } from '../economy/common.ts';
import { costOf, upkeepOf } from '../economy/costs.ts';
import { placeOfTarget } from './choices.ts';
import { rulebook } from '../rulebook/index.ts';

const WORDS = {
  diadoques: { seize: 'saisir trésor', maintain: 'entretenir', disband: 'licencier', downgrade: 'dégrader', build: 'construire', promote: 'promouvoir', to: '', gift: 'don 1 T à' },
  diadokhoi: { seize: 'seize treasure', maintain: 'maintain', disband: 'disband', downgrade: 'downgrade', build: 'build', promote: 'promote', to: 'to ', gift: 'gift 100 to' },
} as const;

const unitText = (s: GameState, u: UnitState) => printUnit(mapFor(s), { type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}) });

/** A place as orders write it, from a `space` or `space/coast` target. */
function placeText(s: GameState, target: string): string {
  const p = placeOfTarget(target);
  return placeName(mapFor(s), p.space, p.coast);
}

/** The line of choice `c` with `target` (the choice's subject is the unit's space or the unit type). */
export function choiceLine(s: GameState, c: Choice, target?: string): string {
  const w = WORDS[s.ruleset];
  const unit = () => unitText(s, s.units.find((x) => x.space === c.subject && !x.transit)!);
  switch (c.verb) {
    case 'seize':
      return `${w.seize} ${placeText(s, target!)}`;
    case 'maintain':
    case 'disband':
    case 'downgrade':
      return `${w[c.verb]} ${unit()}`;
    case 'promote':
      return `${w.promote} ${unit()} ${w.to}${target}`;
    case 'build':
      return `${w.build} ${c.subject} ${placeText(s, target!)}`;
    case 'gift': {
      const power = SCENARIOS[s.ruleset].flatMap((x) => x.powers).find((p) => p.power === target)!;
      return `${w.gift} ${power.names[rulebook(s).language]}`;
    }
    default:
      throw new Error(`winter choice verb with no line: ${c.verb}`);
  }
}

/** For each of the player's units but `except`, its cheapest line: disbanded when the fee is below the upkeep (`diadoques §10.6`, `§10.12`). */
export function cheapestLines(s: GameState, player: PowerId, except?: UnitState): string[] {
  const w = WORDS[s.ruleset];
  return s.units
    .filter((u) => u.power === player && !u.transit && u !== except)
    .map((u) => {
      const fee = costOf(s, u.type).disband;
      return `${fee !== null && fee < upkeepOf(s, u) ? w.disband : w.maintain} ${unitText(s, u)}`;
    });
}
