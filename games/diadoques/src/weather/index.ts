/**
 * Weather events: sea storms, sand and snow storms, floods (`diadoques ch. 14b`, `§14c`;
 * `diadokhoi §6.2.3`–`§6.2.6`, `§T6.1-Sink`). They set `GameState.weather` for the season —
 * the military layer then refuses the orders they forbid (`src/rules/weather.ts`) — and a sea
 * storm sinks fleets and drowns or casts ashore the characters at sea.
 */
import type { Dice, GameEvent } from '@diadochi/kernel';
import { floodedBy, shoresOf, space as spaceOf } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import { charactersWith, removeUnit } from '../rules/state.ts';
import type { CharacterState, GameState, SpaceId } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import { DIADOKHOI, DIADOQUES, rulebook } from '../rulebook/index.ts';

/** Storms and floods last one season: cleared before each season's event (`diadoques ch. 14b`, `§14c`). */
export function clearWeather(state: GameState): void {
  state.weather = { floods: [], storms: [], blocked: [...(state.weather?.blocked ?? [])] };
}

const rules = (state: GameState) => rulebook(state).policies.weather.rules;

/** A fleet sinks on 1 (`diadoques §14b.3`) or on 1–2 (`diadokhoi §6.2.3`, `§T6.1-Sink`): the profiles' `amounts.fleetSinksOn`. */
export const SINKS_ON: Record<GameState['ruleset'], number> = { diadoques: DIADOQUES.amounts.fleetSinksOn, diadokhoi: DIADOKHOI.amounts.fleetSinksOn };

/** Floods rivers: their whole-length borders close and their flood plains are under water (`diadoques ch. 14c`). */
export function applyFlood(map: GameMap, state: GameState, rivers: readonly string[]): GameEvent[] {
  const r = rules(state);
  const known = rivers.filter((id) => map.rivers.some((x) => x.id === id));
  state.weather.floods = [...new Set([...state.weather.floods, ...known])];
  const flooded = [...new Set(known.flatMap((id) => floodedBy(map, id)))];
  return [{ type: 'flood', rule: flooded.length > 0 ? r.flooded : r.flood, text: `Flood: ${known.join(', ')}${flooded.length ? ` — ${flooded.join(', ')} under water` : ''}.`, data: { rivers: known, flooded } }];
}

/** A sand or snow storm: the spaces are cut off for the season (`diadoques §14b.1`, `diadokhoi §6.2.5`). */
export function applyLandStorm(state: GameState, spaces: readonly SpaceId[], kind: 'sand' | 'snow'): GameEvent[] {
  state.weather.storms = [...new Set([...state.weather.storms, ...spaces])];
  return [{ type: `${kind}-storm`, rule: rules(state).storm, text: `${kind === 'sand' ? 'Sand' : 'Snow'} storm over ${spaces.join(', ')}.`, data: { spaces: [...spaces] } }];
}

/**
 * A sea storm: the seas are closed for the season; each fleet there rolls 1d6 and sinks on
 * `SINKS_ON`; each character there, alone or aboard, rolls 1d6: drowned on 1, cast ashore on
 * 2 on a province of that sea drawn by lot (`diadoques §14b.3`, `diadokhoi §6.2.3`).
 */
export function applySeaStorm(map: GameMap, state: GameState, seas: readonly SpaceId[], dice: Dice): GameEvent[] {
  const r = rules(state);
  state.weather.storms = [...new Set([...state.weather.storms, ...seas])];
  const out: GameEvent[] = [{ type: 'sea-storm', rule: r.seaStorm, text: `Storm at sea: ${seas.join(', ')}.`, data: { seas: [...seas] } }];
  for (const sea of seas) {
    if (spaceOf(map, sea)?.kind !== 'sea') continue;
    const fleets = state.units.filter((u) => u.space === sea && isSeaType(u.type) && !u.transit);
    const aboard = new Map<string, CharacterState[]>();
    for (const f of fleets) {
      const face = dice.roll(1, 6, r.sink)[0]!;
      const sinks = face <= rulebook(state).amounts.fleetSinksOn;
      if (!sinks) continue;
      aboard.set(f.id, charactersWith(state, f));
      if (f.commander) delete f.commander;
      removeUnit(state, f.id);
      out.push({ type: 'fleet-sunk', rule: r.sink, text: `${f.type} ${sea} (${f.power}) sinks (${face}).`, data: { unit: f.id, power: f.power, space: sea, roll: face } });
    }
    const shipwrecked = new Set([...aboard.values()].flat().map((c) => c.id));
    const people = state.characters.filter((c) => !c.dead && c.space === sea);
    for (const c of people) {
      // An inseparable partner (Philippos and Eurydice) shares the other's fate: one roll for both.
      const partner = c.partner ? people.find((p) => p.id === c.partner) : undefined;
      if (partner && people.indexOf(partner) < people.indexOf(c)) {
        followPartner(state, c, partner);
        continue;
      }
      out.push(...stormCharacter(map, state, c, sea, dice, r.drown, shipwrecked.has(c.id)));
    }
  }
  return out;
}

/** A partner goes where the other went, drowned with him or cast ashore beside him. */
function followPartner(state: GameState, c: CharacterState, partner: CharacterState): void {
  if (partner.space === c.space && !partner.dead) return;
  for (const u of state.units) if (u.commander === c.id) delete u.commander;
  delete c.with;
  if (partner.dead) c.dead = true;
  else c.space = partner.space;
}

/** One character at sea in a storm: 1 drowned, 2 cast ashore, otherwise safe (or ashore if his fleet sank). */
function stormCharacter(map: GameMap, state: GameState, c: CharacterState, sea: SpaceId, dice: Dice, rule: string, shipless: boolean): GameEvent[] {
  const face = dice.roll(1, 6, rule)[0]!;
  if (face === 1) {
    c.dead = true;
    delete c.with;
    for (const u of state.units) if (u.commander === c.id) delete u.commander;
    return [{ type: 'character-drowned', rule, text: `${c.id} drowns in the storm (${face}).`, data: { character: c.id, roll: face } }];
  }
  if (face !== 2 && !shipless) return [];
  // Cast ashore on 2; a character whose ship went down and who did not drown swims ashore too (decisions.md).
  const shores = shoresOf(map, sea).filter((p) => spaceOf(map, p)?.kind === 'land');
  if (shores.length === 0) return [];
  const to = shores[dice.roll(1, shores.length, rule)[0]! - 1]!;
  for (const u of state.units) if (u.commander === c.id) delete u.commander;
  delete c.with;
  c.space = to;
  return [{ type: 'character-ashore', rule, text: `${c.id} is cast ashore in ${to} (${face}).`, data: { character: c.id, to, roll: face } }];
}
