/**
 * What players call the provinces of the standard map: the English names of the map data, the
 * French names of the French edition (reconstructed from common French usage: the French
 * rulebook is not among the seeds), and the abbreviations other sites write for the same seas
 * (`NAt`, `MAO`, `GoL`, `TYN`…). The order reader (notation.ts) looks names up here; the web
 * board shows `provinceNames(lang)` on hover.
 */
import { PROVINCES } from './map-data.ts';

export type NameLanguage = 'en' | 'fr';

/** French names, by province id (reconstructed: see the module comment). */
export const FRENCH_NAMES: Readonly<Record<string, string>> = {
  adr: 'Mer Adriatique',
  aeg: 'Mer Égée',
  alb: 'Albanie',
  ank: 'Ankara',
  apu: 'Apulie',
  arm: 'Arménie',
  bal: 'Mer Baltique',
  bar: 'Mer de Barents',
  bel: 'Belgique',
  ber: 'Berlin',
  bla: 'Mer Noire',
  bre: 'Brest',
  boh: 'Bohême',
  bot: 'Golfe de Botnie',
  bud: 'Budapest',
  bul: 'Bulgarie',
  bur: 'Bourgogne',
  cly: 'Clyde',
  con: 'Constantinople',
  den: 'Danemark',
  eas: 'Méditerranée orientale',
  edi: 'Édimbourg',
  eng: 'Manche',
  fin: 'Finlande',
  gal: 'Galicie',
  gas: 'Gascogne',
  gre: 'Grèce',
  hel: 'Baie d’Héligoland',
  hol: 'Hollande',
  ion: 'Mer Ionienne',
  iri: 'Mer d’Irlande',
  kie: 'Kiel',
  lon: 'Londres',
  lvn: 'Livonie',
  lvp: 'Liverpool',
  lyo: 'Golfe du Lion',
  mar: 'Marseille',
  mao: 'Atlantique moyen',
  mos: 'Moscou',
  mun: 'Munich',
  naf: 'Afrique du Nord',
  nao: 'Atlantique Nord',
  nap: 'Naples',
  nth: 'Mer du Nord',
  nwg: 'Mer de Norvège',
  nwy: 'Norvège',
  par: 'Paris',
  pic: 'Picardie',
  pie: 'Piémont',
  por: 'Portugal',
  pru: 'Prusse',
  rom: 'Rome',
  ruh: 'Ruhr',
  rum: 'Roumanie',
  ser: 'Serbie',
  sev: 'Sébastopol',
  sil: 'Silésie',
  ska: 'Skagerrak',
  smy: 'Smyrne',
  spa: 'Espagne',
  stp: 'Saint-Pétersbourg',
  swe: 'Suède',
  swi: 'Suisse',
  syr: 'Syrie',
  tri: 'Trieste',
  tun: 'Tunis',
  tus: 'Toscane',
  tyr: 'Tyrol',
  tys: 'Mer Tyrrhénienne',
  ukr: 'Ukraine',
  ven: 'Venise',
  vie: 'Vienne',
  wal: 'Pays de Galles',
  war: 'Varsovie',
  wes: 'Méditerranée occidentale',
  yor: 'Yorkshire',
};

/**
 * Other spellings in use: other sites' abbreviations and names (webDiplomacy, Backstabbr, the
 * Diplomacy rulebooks' own variants). `nor` is left out on purpose: the DATC data misspells
 * Norway so, and the DATC test expects that order refused.
 */
const ALIASES: Readonly<Record<string, string>> = {
  nat: 'nao',
  mid: 'mao',
  nrg: 'nwg',
  gol: 'lyo',
  tyn: 'tys',
  gob: 'bot',
  wms: 'wes',
  ems: 'eas',
  lyon: 'lyo',
  'gulf of lions': 'lyo',
  'mid atlantic': 'mao',
  'mid atlantic ocean': 'mao',
  'north atlantic': 'nao',
  'saint petersburg': 'stp',
  'st petersburg': 'stp',
  'helgoland': 'hel',
  'heligoland bight': 'hel',
  'heligoland': 'hel',
  'tyrol': 'tyr',
  'romania': 'rum',
  'sevastopol': 'sev',
  'sebastopol': 'sev',
  'marseille': 'mar',
  'western med': 'wes',
  'eastern med': 'eas',
  'english channel': 'eng',
  'the channel': 'eng',
  'channel': 'eng',
  'baie d heligoland': 'hel',
  'heligoland bay': 'hel',
  'atlantique': 'nao',
};

/** A name as compared: lower case, no accents, hyphens, dots or apostrophes, single spaces. */
export function nameKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-.'’_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const INDEX: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  for (const p of PROVINCES) {
    m.set(nameKey(p.name), p.id);
    const fr = FRENCH_NAMES[p.id];
    if (fr) m.set(nameKey(fr), p.id);
  }
  for (const [alias, id] of Object.entries(ALIASES)) m.set(nameKey(alias), id);
  return m;
})();

/** The province a full name or alias stands for (`Vienna`, `Saint-Pétersbourg`, `NAt`), else undefined. */
export function provinceByName(text: string): string | undefined {
  // Issue 22: a fifth of a classic phase on the judge's path was spent reading orders, most of it
  // here (each run of words tried as a name is normalised): the answers are kept by text.
  const known = BY_TEXT.get(text);
  if (known !== undefined) return known === NOT_A_NAME ? undefined : known;
  const found = INDEX.get(nameKey(text));
  // Only texts short enough to be names, and a bounded number: a hostile text must not fill the memory.
  if (text.length <= 64) {
    if (BY_TEXT.size >= 20_000) BY_TEXT.clear();
    BY_TEXT.set(text, found ?? NOT_A_NAME);
  }
  return found;
}

const NOT_A_NAME = '';
const BY_TEXT = new Map<string, string>();

/** Most words a province name has (`Baie d’Héligoland` → 3 after nameKey). */
export const MAX_NAME_WORDS = Math.max(...[...INDEX.keys()].map((k) => k.split(' ').length));

/** Province names in a language, by id. */
export function provinceNames(language: NameLanguage): Record<string, string> {
  return Object.fromEntries(PROVINCES.map((p) => [p.id, language === 'fr' ? (FRENCH_NAMES[p.id] ?? p.name) : p.name]));
}
