/**
 * The names a classic line uses, per language: powers, provinces (names.ts; French names as
 * reconstructed there), coasts, phases. Shared by both catalogs so each writes only sentences.
 */
import type { Lang } from '@diadochi/kernel';
import { provinceNames } from '../names.ts';
import { POWERS } from '../map.ts';
import type { UnitWord } from '../words.ts';

const POWER: Record<Lang, Record<string, string>> = {
  en: { AUS: 'Austria', ENG: 'England', FRA: 'France', GER: 'Germany', ITA: 'Italy', RUS: 'Russia', TUR: 'Turkey' },
  fr: { AUS: 'Autriche', ENG: 'Angleterre', FRA: 'France', GER: 'Allemagne', ITA: 'Italie', RUS: 'Russie', TUR: 'Turquie' },
};

/** French names of countries take an article: l’Autriche, la France. */
const FR_ARTICLE: Record<string, string> = { AUS: 'l’', ENG: 'l’', FRA: 'la ', GER: 'l’', ITA: 'l’', RUS: 'la ', TUR: 'la ' };

const COAST: Record<Lang, Record<string, string>> = {
  en: { nc: 'north coast', sc: 'south coast', ec: 'east coast', wc: 'west coast' },
  fr: { nc: 'côte nord', sc: 'côte sud', ec: 'côte est', wc: 'côte ouest' },
};

const PHASE: Record<Lang, Record<string, string>> = {
  en: { 'spring-movement': 'Spring orders', 'spring-retreat': 'Spring retreats', 'fall-movement': 'Fall orders', 'fall-retreat': 'Fall retreats', 'winter-adjustment': 'Winter builds and disbands' },
  fr: { 'spring-movement': 'Ordres de printemps', 'spring-retreat': 'Retraites de printemps', 'fall-movement': 'Ordres d’automne', 'fall-retreat': 'Retraites d’automne', 'winter-adjustment': 'Constructions et licenciements d’hiver' },
};

/** The words one catalog needs to name things in its language. */
export interface Namer {
  power(id: string): string;
  /** A region by its id, its coast spelt out: `stp(sc)` → `St Petersburg (south coast)`. */
  place(region: string): string;
  /** A power with its article, as a sentence's subject or object (`l’Autriche`, `la France`); English: the name. */
  the(id: string): string;
  /** `A Vienna`, `F St Petersburg (south coast)`: the unit letter is the same in both languages (Armée/Army, Flotte/Fleet). */
  unit(u: UnitWord): string;
  /** The `names` part of a catalog: `seat.*`, `place.*`, `phase.*`. */
  names: Record<string, string>;
}

export function namer(lang: Lang): Namer {
  const provinces = provinceNames(lang);
  const place = (region: string): string => {
    const m = /^(\w+)(?:\((\w\w)\))?$/.exec(region);
    const name = provinces[m?.[1] ?? region] ?? region;
    const coast = m?.[2];
    return coast ? `${name} (${COAST[lang][coast] ?? coast})` : name;
  };
  const names: Record<string, string> = {};
  for (const p of POWERS) names[`seat.${p}`] = POWER[lang][p]!;
  for (const [id, name] of Object.entries(provinces)) names[`place.${id}`] = name;
  for (const [id, name] of Object.entries(PHASE[lang])) names[`phase.${id}`] = name;
  return {
    power: (id) => POWER[lang][id] ?? id,
    the: (id) => (lang === 'fr' ? `${FR_ARTICLE[id] ?? ''}${POWER.fr[id] ?? id}` : (POWER.en[id] ?? id)),
    place,
    unit: (u) => `${u.kind === 'fleet' ? 'F' : 'A'} ${place(u.region)}`,
    names,
  };
}
