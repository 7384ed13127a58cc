/**
 * The referee's sheet's own words (headings, groups, the dice, the seats), in each language the
 * sheet is printed in (`npx diadochi adjudicate FILE --lang fr`). The lines of events come from
 * the game's event catalogs (`src/game/i18n.ts`); these are the words around them. The English
 * words are those the sheet has always printed, so English sheets read as before.
 */
import type { Lang } from '../game/i18n-words.ts';
import type { ReportNote } from '../rules/report.ts';
import type { Season } from '../rules/state.ts';
import type { Words } from '../game/i18n-words.ts';

/** The groups of a step's lines, in the order of the season (`diadoques §8a`, `diadokhoi §6.1.3`). */
export const GROUPS = ['Event', 'Auctions', 'Secondary orders', 'Corruption', 'Orders', 'Retreats', 'Sieges', 'Characters', 'Control', 'Money', 'Prestige and victory'] as const;
export type Group = (typeof GROUPS)[number];

export interface SheetWords {
  groups: Record<Group, string>;
  season: Record<Season, string>;
  /** `Event: …` under a season's heading, and what it says when no event was drawn. */
  event: string;
  none: string;
  dice: string;
  unusedDice: string;
  opens: string;
  firstTurn: string;
  /** The line under the game sheet's title. */
  refereeNote: string;
  secret: string;
  retreatsToOrder: string;
  notes: string;
  nowhere: string;
  siegesInProgress: string;
  /** `2 seasons by antigone from PHR`. */
  siegeSeasons(seasons: number, power: string, from: string): string;
  seats: string;
  asDecidedFor: string;
  byLot: string;
  choice(rank: number): string;
  unranked: string;
  how: Record<'single' | 'tie' | 'lot' | 'left', string>;
  pointsAtStake: string;
  /** The referee's notes (`ReportNote`), powers and places already named. */
  arabiaArrives(power: string, space: string): string;
  arabiaRetreat(power: string, from: string, to: string): string;
}

const EN: SheetWords = {
  groups: {
    Event: 'Event',
    Auctions: 'Auctions',
    'Secondary orders': 'Secondary orders',
    Corruption: 'Corruption',
    Orders: 'Orders',
    Retreats: 'Retreats',
    Sieges: 'Sieges',
    Characters: 'Characters',
    Control: 'Control',
    Money: 'Money',
    'Prestige and victory': 'Prestige and victory',
  },
  season: { spring: 'Spring', summer: 'Summer', autumn: 'Autumn', winter: 'Winter' },
  event: 'Event',
  none: 'none',
  dice: 'Dice',
  unusedDice: 'Fixed dice left unused',
  opens: 'opens',
  firstTurn: 'first turn',
  refereeNote: "(the referee's sheet: secret lines are shown, marked [secret: …])",
  secret: 'secret',
  retreatsToOrder: 'Retreats to order',
  notes: 'Notes',
  nowhere: 'nowhere (disbanded)',
  siegesInProgress: 'Sieges in progress',
  siegeSeasons: (n, power, from) => `${n} season${n > 1 ? 's' : ''} by ${power} from ${from}`,
  seats: 'Seats',
  asDecidedFor: 'as decided for',
  byLot: 'by lot',
  choice: (rank) => `choice ${rank}`,
  unranked: 'unranked',
  how: { single: 'single', tie: 'tie', lot: 'lot', left: 'left' },
  pointsAtStake: 'points at stake',
  arabiaArrives: (power, space) => `The fleet of ${power} rounding Arabia arrives in ${space}.`,
  arabiaRetreat: (power, from, to) => `The fleet of ${power} dislodged from ${from} retreats round Arabia: under way to ${to}.`,
};

const FR: SheetWords = {
  groups: {
    Event: 'Événement',
    Auctions: 'Enchères',
    'Secondary orders': 'Ordres secondaires',
    Corruption: 'Corruption',
    Orders: 'Ordres',
    Retreats: 'Retraites',
    Sieges: 'Sièges',
    Characters: 'Personnages',
    Control: 'Contrôle',
    Money: 'Trésor',
    'Prestige and victory': 'Prestige et victoire',
  },
  season: { spring: 'Printemps', summer: 'Été', autumn: 'Automne', winter: 'Hiver' },
  event: 'Événement',
  none: 'aucun',
  dice: 'Dés',
  unusedDice: 'Dés imposés restés inutilisés',
  opens: 's’ouvre',
  firstTurn: 'premier tour',
  refereeNote: '(la feuille de l’arbitre : les lignes secrètes y figurent, marquées [secret : …])',
  secret: 'secret',
  retreatsToOrder: 'Retraites à ordonner',
  notes: 'Notes de l’arbitre',
  nowhere: 'nulle part (licenciée)',
  siegesInProgress: 'Sièges en cours',
  siegeSeasons: (n, power, from) => `${n} saison${n > 1 ? 's' : ''} par ${power} depuis ${from}`,
  seats: 'Places',
  asDecidedFor: 'tel que retenu pour',
  byLot: 'tiré au sort',
  choice: (rank) => `${rank}${rank === 1 ? 'er' : 'e'} choix`,
  unranked: 'non classé',
  how: { single: 'seul', tie: 'égalité', lot: 'sort', left: 'restant' },
  pointsAtStake: 'points en jeu',
  arabiaArrives: (power, space) => `La flotte de ${power} qui contourne l’Arabie arrive en ${space}.`,
  arabiaRetreat: (power, from, to) => `La flotte de ${power} délogée de ${from} retraite en contournant l’Arabie : en route vers ${to}.`,
};

export const SHEET_WORDS: Record<Lang, SheetWords> = { en: EN, fr: FR };

/** `': '` in English, `' : '` in French (the typography of each). */
export const colonOf = (lang: Lang) => (lang === 'fr' ? ' : ' : ': ');

/** A referee's note in the sheet's language (the engine's `text` is its English). */
export function noteText(n: ReportNote, w: SheetWords, names: Words): string {
  return n.kind === 'arabia-arrives' ? w.arabiaArrives(names.power(n.power), names.place(n.space)) : w.arabiaRetreat(names.power(n.power), names.place(n.from), names.place(n.to));
}
