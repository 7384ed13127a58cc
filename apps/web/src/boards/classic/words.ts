/**
 * Every word the classic Diplomacy board shows, in English and French: kept beside the board
 * (the shared locale files are the shell's), looked up in the reader's language. Province names
 * come from the game (`provinceNames`), French typography from the kernel's helpers.
 */
import { frenchTypography } from '@diadochi/kernel';
import { provinceNames } from '@diadochi/diadoques/classic';
import { lang } from '../../i18n.ts';

const WORDS = {
  'power.AUS': { en: 'Austria', fr: 'Autriche' },
  'power.ENG': { en: 'England', fr: 'Angleterre' },
  'power.FRA': { en: 'France', fr: 'France' },
  'power.GER': { en: 'Germany', fr: 'Allemagne' },
  'power.ITA': { en: 'Italy', fr: 'Italie' },
  'power.RUS': { en: 'Russia', fr: 'Russie' },
  'power.TUR': { en: 'Turkey', fr: 'Turquie' },
  army: { en: 'Army', fr: 'Armée' },
  fleet: { en: 'Fleet', fr: 'Flotte' },
  'verb.hold': { en: 'Hold', fr: 'Tenir' },
  'verb.move': { en: 'Move', fr: 'Déplacer' },
  'verb.support': { en: 'Support', fr: 'Soutenir' },
  'verb.convoy': { en: 'Convoy', fr: 'Convoyer' },
  'verb.disband': { en: 'Disband', fr: 'Licencier' },
  'verb.build': { en: 'Build', fr: 'Construire' },
  'verb.cancel': { en: 'Cancel', fr: 'Annuler' },
  'pick.unit': { en: 'Click one of your units on the map (lit), or type orders below.', fr: 'Cliquez une de vos unités sur la carte (en surbrillance), ou tapez les ordres ci-dessous.' },
  'pick.move': { en: '{unit}: click a lit province to move there, or choose another order.', fr: '{unit} : cliquez une province en surbrillance pour y aller, ou choisissez un autre ordre.' },
  'pick.supported': { en: '{unit} supports: click the unit to support.', fr: '{unit} soutient : cliquez l’unité à soutenir.' },
  'pick.supportTo': { en: '{unit} supports {other}: click where it goes, or the unit itself to support its hold.', fr: '{unit} soutient {other} : cliquez sa destination, ou l’unité elle-même pour soutenir son maintien.' },
  'pick.convoyed': { en: '{unit} convoys: click the army to carry.', fr: '{unit} convoie : cliquez l’armée à transporter.' },
  'pick.convoyTo': { en: '{unit} convoys {other}: click where it lands.', fr: '{unit} convoie {other} : cliquez où elle débarque.' },
  'pick.coast': { en: 'Which coast?', fr: 'Quelle côte ?' },
  'pick.retreat': { en: '{unit} was dislodged: click a lit province to retreat there, or disband it.', fr: '{unit} est délogée : cliquez une province en surbrillance pour y retraiter, ou licenciez-la.' },
  'pick.build': { en: 'You may build {n}: click a lit home centre, then choose army or fleet.', fr: 'Vous pouvez construire {n} : cliquez un centre d’origine en surbrillance, puis choisissez armée ou flotte.' },
  'pick.buildType': { en: 'Build in {place}:', fr: 'Construire à {place} :' },
  'pick.disband': { en: 'You must disband {n}: click the units to remove.', fr: 'Vous devez licencier {n} : cliquez les unités à retirer.' },
  'pick.nothing': { en: 'No orders are expected from you now.', fr: 'Aucun ordre n’est attendu de vous maintenant.' },
  'coast.nc': { en: 'north coast', fr: 'côte nord' },
  'coast.sc': { en: 'south coast', fr: 'côte sud' },
  'coast.ec': { en: 'east coast', fr: 'côte est' },
  'coast.wc': { en: 'west coast', fr: 'côte ouest' },
  centres: { en: 'Supply centres', fr: 'Centres de ravitaillement' },
  units: { en: 'units', fr: 'unités' },
  neutral: { en: 'neutral', fr: 'neutre' },
  'key.army': { en: 'army', fr: 'armée' },
  'key.fleet': { en: 'fleet', fr: 'flotte' },
  'key.centre': { en: 'supply centre (filled: its owner’s colour)', fr: 'centre de ravitaillement (rempli : couleur de son possesseur)' },
  'key.dislodged': { en: 'dislodged unit (dashed)', fr: 'unité délogée (en pointillé)' },
  'key.impassable': { en: 'Switzerland: impassable', fr: 'Suisse : infranchissable' },
  notation: {
    en: 'Orders: A Vie - Bud (or A Vienna - Budapest), F Lon S F Nth, A Mun S A Ber - Sil, F Nth C A Lon - Nwy, A Vie H (holds), F StP/sc - Bot; in winter: build A Vie, disband F Tri.',
    fr: 'Ordres : A Vie - Bud (ou A Vienne - Budapest), F Lon S F Nth, A Mun S A Ber - Sil, F Nth C A Lon - Nwy, A Vie H (tient), F StP/sc - Bot ; en hiver : build A Vie, disband F Tri.',
  },
  'centre.changed': { en: '{place}: centre taken by {to}{from}', fr: '{place} : centre pris par {to}{from}' },
  'centre.from': { en: ' from {power}', fr: ' à {power}' },
  lastYear: { en: 'Last year (optional: the game stops after its fall, ranked by centres)', fr: 'Dernière année (facultatif : la partie s’arrête après son automne, classée par centres)' },
  'map.title': { en: 'Map of Europe, 1901: click your units to give orders', fr: 'Carte de l’Europe, 1901 : cliquez vos unités pour donner des ordres' },
  'map.source': { en: 'Map reconstructed from Natural Earth coastlines.', fr: 'Carte reconstituée d’après les côtes de Natural Earth.' },
} as const;

export type WordKey = keyof typeof WORDS;

/** A board word in the reader's language, `{name}` filled in; French spacing before `:;?!`. */
export function w(key: WordKey, params: Record<string, string | number> = {}): string {
  const l = lang();
  const raw = WORDS[key][l].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
  return l === 'fr' ? frenchTypography(raw) : raw;
}

const names = { en: provinceNames('en'), fr: provinceNames('fr') };

/** A province's full name in the reader's language (`vie` → Vienna / Vienne); coasts spelt out. */
export function placeName(region: string): string {
  const m = /^(\w+)(?:\((\w\w)\))?$/.exec(region);
  const province = m?.[1] ?? region;
  const coast = m?.[2];
  const name = names[lang()][province] ?? province;
  return coast ? `${name} (${w(`coast.${coast}` as WordKey)})` : name;
}

export const powerName = (p: string): string => (`power.${p}` in WORDS ? w(`power.${p}` as WordKey) : p);

/** A province's abbreviation as players write it on paper (`vie` → `Vie`, `stp(sc)` → `Stp/sc`). */
export const abbreviation = (region: string): string => region.charAt(0).toUpperCase() + region.slice(1).replace(/\((\w\w)\)$/, '/$1');

/** A unit as players write it on paper: `A Vie`, `F Stp/sc`. */
export const unitText = (u: { kind: string; region: string }): string => `${u.kind === 'fleet' ? 'F' : 'A'} ${abbreviation(u.region)}`;

/** How a unit is named to the reader: `Army Vienna`, `Flotte Saint-Pétersbourg (côte sud)`. */
export const unitLabel = (u: { kind: string; region: string }): string => `${w(u.kind === 'fleet' ? 'fleet' : 'army')} ${placeName(u.region)}`;
