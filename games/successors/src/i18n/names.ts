/**
 * The component names (places, provinces, generals, cards, royals, fleets, independent armies)
 * by id, from the names catalogs kept with the data (names.en.ts, names.fr.ts). Ids a catalog
 * lacks (a scenario's own small map) are turned into readable words, so no line shows a raw key.
 */
import type { Lang } from '@diadochi/kernel';
import { SUCCESSORS_DATA } from '../data/index.ts';
import { COMPONENT_NAMES_EN, flatNames } from './names.en.ts';
import { COMPONENT_NAMES_FR } from './names.fr.ts';

const words = (id: string): string => id.split('-').map((w) => (w.length > 2 ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ');

const FLAT: Record<Lang, Record<string, string>> = { en: flatNames(COMPONENT_NAMES_EN), fr: flatNames(COMPONENT_NAMES_FR) };

export function componentNames(lang: Lang): Record<string, string> {
  const d = SUCCESSORS_DATA;
  const out: Record<string, string> = {};
  for (const s of d.map.spaces) out[`place.${s.id}`] = words(s.id);
  for (const p of d.map.provinces) out[`province.${p.id}`] = words(p.id);
  for (const g of d.generals) out[`general.${g.id}`] = words(g.id);
  for (const c of d.cards) out[`card.${c.number}`] = `#${c.number} ${words(c.name)}`;
  for (const r of d.royals) out[`royal.${r.id}`] = words(r.id);
  for (const a of d.independentArmies) out[`independent.${a.id}`] = words(a.id);
  for (const [k, v] of Object.entries(FLAT[lang])) out[k] = k.startsWith('card.') ? `#${k.slice(5)} ${v}` : v;
  return out;
}

/** A name for an id the catalogs may not know (a scenario's space): the catalog's, else the id in words. */
export const readable = words;
