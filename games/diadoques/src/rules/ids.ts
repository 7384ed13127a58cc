/**
 * The identifiers of the game state, in a file that imports no state: `./ext.ts` (the layers'
 * typed state) needs them and `./state.ts` needs `./ext.ts`, so they may live in neither without
 * an import cycle. `./state.ts` re-exports them; import them from there.
 */
export type { SpaceId, UnitType } from '../map/types.ts';

export type RulesetId = 'diadoques' | 'diadokhoi';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
/** A power: a diadochus's player (`antigone`, `antigonos`), `neutral`, a revolt or foreign power (`rhodes`, `romans`). */
export type PowerId = string;
export type UnitId = string;
export type CharacterId = string;
