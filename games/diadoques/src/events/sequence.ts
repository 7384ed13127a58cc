/**
 * The event layer's steps in one call each, in the order of the season sequences
 * (`diadoques §8a.2`–`§8a.4`, `diadokhoi §6.1.3`), for the game definitions to call:
 * - `drawEvent`: draw and apply the season's event — diadoques: first thing when resolving,
 *   the players' orders given (they are written before the draw); diadokhoi: when the season
 *   opens, before the orders (the event is public before the negotiations, `diadokhoi §6.2.2`);
 * - `neutralOrders` (src/neutrals): the neutral units' orders, merged with the players';
 * - `endOfSeason`: after the military orders and the retreats.
 */
import type { GameEvent } from '@diadochi/kernel';
import { seasonKey } from '../rules/state.ts';
import type { GameState } from '../rules/state.ts';
import { mapOf } from '../map/index.ts';
import { adoptScenarioRebels } from '../neutrals/lifecycle.ts';
import { openVariantRules } from '../neutrals/variants.ts';
import { applyEvent } from './apply.ts';
import { rollSeasonEvent } from './roll.ts';
import type { EventContext, SeasonEvent } from './types.ts';
import { rulebook } from '../rulebook/index.ts';
import { because } from '../core/reasons/index.ts';

/**
 * `state.ext` key: seasons (`seasonKey`) whose event is not drawn — a scenario file's
 * `event: none` (docs/scenario-format.md), so that its fixed dice go to the battles and bribes.
 * Never set in a real game.
 */
export const NO_EVENT_DRAW = 'noEventDraw';

export function drawEvent(state: GameState, ctx: EventContext): { event: SeasonEvent; events: GameEvent[] } {
  // The variants' rules of the year begin before the draw (`diadokhoi §8.1.7`: no Argeades left to die).
  // Rebels a set-up or a file placed are forces under way before the draw (`diadokhoi §6.2.2`).
  adoptScenarioRebels(mapOf(state.ruleset)!, state);
  const opened = openVariantRules(mapOf(state.ruleset)!, state);
  const off = state.ext[NO_EVENT_DRAW];
  if (off?.includes(seasonKey(state.year, state.season))) return { event: notDrawn(state), events: opened };
  const event = rollSeasonEvent(state, ctx);
  const events = applyEvent(state, event, ctx);
  // The event itself comes first on the sheet; the year's variant rules just after it.
  return { event, events: [...events.slice(0, 1), ...opened, ...events.slice(1)] };
}

function notDrawn(state: GameState): SeasonEvent {
  const data = { season: state.season, year: state.year, outcome: { kind: 'none' as const, reason: 'not drawn (event: none)', why: because('no-event-not-drawn') }, rolls: [], rules: [] };
  return { type: 'event', rule: rulebook(state).rules.noEvent, text: 'No event drawn (event: none).', data };
}
