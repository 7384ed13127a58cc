/** Triggering a revolt or intervention directly, as if its row had been rolled. */
import { applyEvent, endOfSeason } from '../../src/events/index.ts';
import type { SeasonEvent } from '../../src/events/index.ts';
import type { GameEvent } from '@diadochi/kernel';
import type { GameState, Season } from '../../src/rules/state.ts';
import { dice } from '../events/fixtures.ts';

export function neutralEvent(s: GameState, id: string, rule = 'test'): SeasonEvent {
  return { type: 'event', rule, text: id, data: { season: s.season, year: s.year, outcome: { kind: 'neutral', id }, rolls: [], rules: [rule] } };
}

export function trigger(s: GameState, id: string, faces: number[] = [], orders?: Record<string, string>): GameEvent[] {
  return applyEvent(s, neutralEvent(s, id), { dice: dice(...faces), ...(orders ? { orders } : {}) });
}

/** Ends the season and moves the clock to the next military season (winters skipped, as durations do). */
export function endSeason(s: GameState, faces: number[] = []): GameEvent[] {
  const out = endOfSeason(s, { dice: dice(...faces) });
  const order: Season[] = ['spring', 'summer', 'autumn'];
  const i = order.indexOf(s.season);
  if (i === 2) {
    s.season = 'spring';
    s.year += 1;
  } else s.season = order[i + 1]!;
  return out;
}
