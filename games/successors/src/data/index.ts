/** Every Successors component as one value (types in ./types.ts). */
import type { SuccessorsData } from './types.ts';
import { MAP } from './map.ts';
import { GENERALS } from './generals.ts';
import { CARDS } from './cards.ts';
import { FLEETS, INDEPENDENT_ARMIES, ROYALS, SPECIAL_UNITS } from './pieces.ts';
import { ATTRITION_TABLE, BATTLE_TABLE, MOVEMENT_TABLE, SENIORITY, SIEGE_TABLE, UNREST_TABLE } from './tables.ts';
import { SETUPS, TURN_TRACK } from './setup.ts';

export const SUCCESSORS_DATA: SuccessorsData = {
  map: MAP,
  generals: GENERALS,
  cards: CARDS,
  independentArmies: INDEPENDENT_ARMIES,
  fleets: FLEETS,
  royals: ROYALS,
  specialUnits: SPECIAL_UNITS,
  tables: {
    battle: BATTLE_TABLE,
    attrition: ATTRITION_TABLE,
    siege: SIEGE_TABLE,
    unrest: UNREST_TABLE,
    movement: MOVEMENT_TABLE,
    seniority: SENIORITY,
  },
  turnTrack: TURN_TRACK,
  setups: SETUPS,
};
