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
import type { GameState } from '../rules/state.ts';
import { applyEvent } from './apply.ts';
import { rollSeasonEvent } from './roll.ts';
import type { EventContext, SeasonEvent } from './types.ts';

export function drawEvent(state: GameState, ctx: EventContext): { event: SeasonEvent; events: GameEvent[] } {
  const event = rollSeasonEvent(state, ctx);
  return { event, events: applyEvent(state, event, ctx) };
}
