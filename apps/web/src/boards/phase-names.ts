/** Readable phase names (`spring-orders` → `Spring: orders` / `Printemps : ordres`), word by word. */
import { lang } from '../i18n.ts';

const WORDS: Record<string, { en: string; fr: string }> = {
  // The start purchases of Les Diadoques and Diadokhoi (`diadoques §12.4`): not a bare "Start".
  start: { en: 'Start purchases', fr: 'Achats de départ' },
  spring: { en: 'Spring', fr: 'Printemps' },
  summer: { en: 'Summer', fr: 'Été' },
  autumn: { en: 'Autumn', fr: 'Automne' },
  fall: { en: 'Fall', fr: 'Automne' },
  winter: { en: 'Winter', fr: 'Hiver' },
  orders: { en: 'orders', fr: 'ordres' },
  movement: { en: 'movement', fr: 'mouvements' },
  retreat: { en: 'retreats', fr: 'retraites' },
  retreats: { en: 'retreats', fr: 'retraites' },
  adjustment: { en: 'builds and disbands', fr: 'constructions et licenciements' },
  setup: { en: 'set-up', fr: 'mise en place' },
  bid: { en: 'bids', fr: 'enchères' },
  bids: { en: 'bids', fr: 'enchères' },
};

export function phaseName(phase: string): string {
  const words = phase.split(/[-_ ]/).filter(Boolean);
  const l = lang();
  const out = words.map((w) => WORDS[w]?.[l] ?? w);
  if (out.length === 0) return phase;
  const [first, ...rest] = out;
  const head = first!.charAt(0).toUpperCase() + first!.slice(1);
  return rest.length ? `${head}${l === 'fr' ? ' : ' : ': '}${rest.join(' ')}` : head;
}
