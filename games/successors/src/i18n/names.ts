/**
 * The component names (places, provinces, generals, cards, royals, fleets, independent
 * armies) by id, from the names catalogs kept with the data. Until those exist, the ids of the
 * data are turned into readable words, so no line ever shows a raw key.
 */
import type { Lang } from '@diadochi/kernel';
import { SUCCESSORS_DATA } from '../data/index.ts';

const words = (id: string): string => id.split('-').map((w) => (w.length > 2 ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ');

export function componentNames(lang: Lang): Record<string, string> {
  const d = SUCCESSORS_DATA;
  const out: Record<string, string> = {};
  for (const s of d.map.spaces) out[`place.${s.id}`] = words(s.id);
  for (const p of d.map.provinces) out[`province.${p.id}`] = words(p.id);
  for (const g of d.generals) out[`general.${g.id}`] = words(g.id);
  for (const c of d.cards) out[`card.${c.number}`] = `#${c.number} ${words(c.name)}`;
  for (const r of d.royals) out[`royal.${r.id}`] = words(r.id);
  for (const f of d.fleets) out[`fleet.${f.id}`] = lang === 'fr' ? `flotte ${words(f.id)}` : `${words(f.id)} fleet`;
  for (const a of d.independentArmies) out[`independent.${a.id}`] = words(a.id);
  return out;
}
