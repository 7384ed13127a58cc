/**
 * The rules pages' own words (issue 17 item 10), one catalog per language for this module; the
 * French one has the English one's keys (its type says so) and gets French typography here.
 * The panel's title, search box and "none" line stay in the main catalogs (`rules.*`).
 */
import { frenchTypography } from '@diadochi/kernel';
import { lang } from '../i18n.ts';

export const rulesWordsEn = {
  howToPlay: 'How to play',
  forPlayers: 'The rules',
  forDevelopers: 'For developers',
  views: 'Rules pages',
  otherGames: 'Other games:',
  sourceSummary: 'Each paragraph of the rulebook in a few words, under its number. Result lines link here.',
  sourceBook: 'The rulebook’s own text, paragraph by paragraph, under its number. Result lines link here.',
  sourceBookOther: 'The rulebook’s own text, in its own language, paragraph by paragraph, under its number. Result lines link here.',
  devNote: 'The index the developers and referees work from: every paragraph’s id, its lines in the extracted rulebook and an English summary.',
  noPage: 'There is no rules page for this game.',
};

export type RulesWord = keyof typeof rulesWordsEn;

export const rulesWordsFr: Record<RulesWord, string> = {
  howToPlay: 'Comment jouer',
  forPlayers: 'Les règles',
  forDevelopers: 'Pour les développeurs',
  views: 'Pages des règles',
  otherGames: 'Autres jeux :',
  sourceSummary: 'Le texte du livret de règles, paragraphe par paragraphe, sous son numéro. Les lignes de résultat renvoient ici.',
  sourceBook: 'Le texte du livret de règles, paragraphe par paragraphe, sous son numéro. Les lignes de résultat renvoient ici.',
  sourceBookOther: 'Le livret de ce jeu n’existe qu’en anglais : chaque paragraphe est cité dans sa langue, sous son numéro. Les lignes de résultat renvoient ici.',
  devNote: 'L’index sur lequel travaillent développeurs et arbitres : le numéro de chaque paragraphe, ses lignes dans le livret extrait et un résumé en anglais.',
  noPage: 'Il n’y a pas de page de règles pour ce jeu.',
};

const frTypeset = Object.fromEntries(Object.entries(rulesWordsFr).map(([k, v]) => [k, frenchTypography(v)])) as Record<RulesWord, string>;

/** A word of the rules pages in the interface language. */
export function rw(key: RulesWord): string {
  return lang() === 'fr' ? frTypeset[key] : rulesWordsEn[key];
}
