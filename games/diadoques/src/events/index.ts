/**
 * The random events of Les Diadoques and Diadokhoi: tables as data, the season's draw, its
 * application, and the end-of-season settlement. See the decisions files of docs/rules for where
 * each function sits in the season sequence.
 */
export type * from './types.ts';
export { DIADOQUES_TABLES } from './tables-diadoques.ts';
export { DIADOKHOI_TABLES } from './tables-diadokhoi.ts';
export { EVENT_TABLES, rollSeasonEvent, applicability, describe } from './roll.ts';
export { applyEvent, eventsExt, royalDeath } from './apply.ts';
export type { EventsExt } from './apply.ts';
export { endOfSeason, winterNeutrals } from './end.ts';
export { applyFlood, applyLandStorm, applySeaStorm, clearWeather, SINKS_ON } from '../weather/index.ts';
export { drawEvent, NO_EVENT_DRAW } from './sequence.ts';
