/**
 * The optional violent revolts of Diadokhoi (`diadokhoi §7.9.1`): "When a revolt occurs, a
 * rebel unit destroys all units present in the uprising province. Personages may flee to
 * another province or to a friendly adjacent citadel (otherwise, they may be seized by the
 * rebel)." Off by default: the game option `violentRevolts`. Without it the rising attacks the
 * occupant after the moves (`diadokhoi §6.3.54`, `./lifecycle.ts`).
 */
import type { Dice, GameEvent } from '@diadochi/kernel';
import { neighbours, space as spaceOf } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import { removeUnit, unitsIn } from '../rules/state.ts';
import type { CharacterState, GameState, PowerId, SpaceId } from '../rules/state.ts';
import { barred, weatherOf } from '../rules/weather.ts';
import { captureCharacter } from './occupants.ts';
import type { NeutralDef } from './types.ts';
import { rulebook } from '../rulebook/index.ts';

const RULE = 'diadokhoi §7.9.1';

/** Is the option on? The whole game keeps its options on its state (`WholeState.options`). */
export function violentRevoltsOn(state: GameState): boolean {
  return rulebook(state).policies.neutrals.violentRevoltsOption && (state as GameState & { options?: { violentRevolts?: boolean } }).options?.violentRevolts === true;
}

/** Rebels, and the Gauls who act like them (`diadokhoi §6.2.20`), rise violently; outside interventions do not. */
export const risesViolently = (def: NeutralDef): boolean => def.kind === 'revolt' || def.id === 'gauls';

/**
 * Where a personage flees: a citadel of his side in the province, else a neighbouring province
 * holding a unit of his side, else an empty one; none (weather, sea all round): undefined.
 */
export function fleeTo(map: GameMap, state: GameState, ch: CharacterState, from: SpaceId): SpaceId | undefined {
  const side = ch.prisonerOf ?? ch.controlledBy;
  if (!side) return undefined;
  const s = spaceOf(map, from);
  const citadels = s?.kind === 'land' ? s.citadels.filter((c) => state.control[c] === side && unitsIn(state, c).every((u) => u.power === side)) : [];
  if (citadels.length > 0) return [...citadels].sort()[0];
  const w = weatherOf(map, state);
  const around = [...new Set(neighbours(map, from, 'character').map((n) => n.to))]
    .filter((to) => spaceOf(map, to)?.kind === 'land' && !barred(map, w, from, to, 'character'))
    .filter((to) => unitsIn(state, to).every((u) => u.power === side))
    .sort((a, b) => Number(unitsIn(state, b).length > 0) - Number(unitsIn(state, a).length > 0) || a.localeCompare(b));
  return around[0];
}

/**
 * The rising destroys every unit in the province; the personages there flee or may be seized
 * (the capture roll of `captureCharacter`). Call before the rebel unit is placed.
 */
export function violentRising(map: GameMap, state: GameState, space: SpaceId, rebels: PowerId, dice: Dice): GameEvent[] {
  const out: GameEvent[] = [];
  const people = state.characters.filter((c) => !c.dead && c.space === space && (c.controlledBy !== null || c.prisonerOf !== undefined));
  for (const u of unitsIn(state, space)) {
    for (const c of state.characters) if (c.with === u.id) delete c.with;
    removeUnit(state, u.id);
    out.push({ type: 'unit-destroyed', rule: RULE, text: `The rising in ${space} destroys ${u.type} ${space} (${u.power}).`, data: { unit: u.id, power: u.power, space } });
  }
  for (const ch of people) {
    const to = fleeTo(map, state, ch, space);
    if (to) {
      ch.space = to;
      out.push({ type: 'character-flees', rule: RULE, text: `${ch.id} flees the rising to ${to}.`, data: { character: ch.id, from: space, to } });
    } else out.push(...captureCharacter(map, state, ch, rebels, dice, RULE));
  }
  return out;
}
