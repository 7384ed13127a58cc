import { nameLine } from '@diadochi/kernel';
import type { GameDefinition } from '@diadochi/kernel';
import type { Language } from './types.ts';

/** A seat's name from the game's catalog (games name their seats `power.`, `seat.` or `side.`), else its id. */
export function seatName(def: GameDefinition, p: string, lang: Language): string {
  const names = def.catalogs?.[lang]?.names ?? {};
  const key = ['power', 'seat', 'side'].map((k) => `${k}.${p}`).find((k) => Object.prototype.hasOwnProperty.call(names, k));
  return key ? nameLine(def, key, lang) : p;
}

/** A phase's name from the game's catalog, else its id. */
export const phaseName = (def: GameDefinition, phase: string, lang: Language): string => nameLine(def, `phase.${phase}`, lang, phase);

/** Names as notifications say them: the game's own words for a power or a phase; the id for a game not installed. */
export function namer(defs: ReadonlyMap<string, GameDefinition>) {
  return (ruleset: string, kind: 'power' | 'phase', id: string, lang: Language): string => {
    const def = defs.get(ruleset);
    if (!def) return id;
    return kind === 'power' ? seatName(def, id, lang) : phaseName(def, id, lang);
  };
}
