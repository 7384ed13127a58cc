/**
 * Issue 22: a season's military lines were read three times by the resolution (the leaders
 * leaving their units, the handed secondary orders, the adjudicator's interpretation), each time
 * the same text under the same context. A `SeasonReading` reads each power's text once and gives
 * the same reading back while the text and the characters an order may name are unchanged (the
 * readings are frozen by the reader: no caller may change one).
 */
import { mapOf } from '../map/index.ts';
import { parseOrders } from '../vocabulary/military/read.ts';
import type { ParseResult } from '../vocabulary/military/read.ts';
import type { GameState, PowerId } from './state.ts';

/** The reading of `power`'s military text as `parseOrders` gives it for `state` now. */
export type SeasonReading = (power: PowerId, text: string) => ParseResult;

/** A reading of the season of `state`, kept with the caller for the time of one resolution. */
export function seasonReading(state: GameState): SeasonReading {
  const map = mapOf(state.ruleset)!;
  const kept = new Map<PowerId, { text: string; known: string[]; parsed: ParseResult }>();
  return (power, text) => {
    const known = state.characters.map((c) => c.id);
    const hit = kept.get(power);
    if (hit && hit.text === text && sameIds(hit.known, known)) return hit.parsed;
    const parsed = parseOrders(text, { map, characters: known });
    kept.set(power, { text, known, parsed });
    return parsed;
  };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
