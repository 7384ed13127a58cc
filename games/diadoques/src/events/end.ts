/**
 * The end of a military season for the event layer: gold promised by Carthage or
 * Chandragupta is paid (`diadoques §14f.1`), and the neutral forces settle, count their
 * seasons and leave when their time is up (`src/neutrals/lifecycle.ts`).
 */
import type { GameEvent } from '@diadochi/kernel';
import { mapOf } from '../map/index.ts';
import type { GameState } from '../rules/state.ts';
import { endNeutralSeason, neutralWinter } from '../neutrals/lifecycle.ts';
import { eventsExt } from './apply.ts';
import type { EventContext } from './types.ts';

export function endOfSeason(state: GameState, ctx: Pick<EventContext, 'dice'>): GameEvent[] {
  const map = mapOf(state.ruleset)!;
  const ext = eventsExt(state);
  const out: GameEvent[] = [];
  for (const g of ext.payAtEnd) {
    state.treasury[g.power] = (state.treasury[g.power] ?? 0) + g.amount;
    out.push({ type: 'gold-received', rule: g.rule, text: `${g.power} receives ${g.amount} from ${g.from}.`, data: { power: g.power, amount: g.amount, from: g.from } });
  }
  ext.payAtEnd = [];
  out.push(...endNeutralSeason(map, state, ctx.dice));
  return out;
}

/** Winter: neutral units without winter quarters are lost (`diadoques §14d.8`). */
export function winterNeutrals(state: GameState): GameEvent[] {
  return neutralWinter(mapOf(state.ruleset)!, state);
}
