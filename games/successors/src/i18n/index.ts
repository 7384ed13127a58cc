/**
 * The catalogs of Successors per language: the lines of en.ts / fr.ts with the names of the
 * components (names.en.ts / names.fr.ts, kept with the data) and the names the rules add
 * (factions, CU types, reasons of victory).
 */
import type { Catalog, Fmt, GameCatalog, Lang } from '@diadochi/kernel';
import type { SuccessorsEvents, SuccessorsProblems, SuccessorsPrompts } from '../vocabulary.ts';
import { englishEvents, englishProblems, englishPrompts } from './en.ts';
import type { Namer } from './en.ts';
import { frenchEvents, frenchProblems, frenchPrompts } from './fr.ts';
import { componentNames, readable } from './names.ts';

const RULE_NAMES: Record<Lang, Record<string, string>> = {
  en: {
    'faction.blue': 'Blue', 'faction.red': 'Red', 'faction.yellow': 'Yellow', 'faction.black': 'Black',
    'piece.mercenary': 'a mercenary CU', 'piece.macedonian': 'a loyal Macedonian CU', 'piece.royal': 'a Royal Army CU', 'piece.elephant': 'an elephant CU', 'piece.silver-shields': 'the Silver Shields',
    'reason.automatic-vp': 'automatic victory by victory points', 'reason.automatic-lp': 'automatic victory by legitimacy', 'reason.end-vp': 'most victory points at the end', 'reason.regent': 'regent of the new king',
    'side.independent': 'the independents', 'general.minor': 'a minor general',
  },
  fr: {
    'faction.blue': 'Bleu', 'faction.red': 'Rouge', 'faction.yellow': 'Jaune', 'faction.black': 'Noir',
    'piece.mercenary': 'une UC mercenaire', 'piece.macedonian': 'une UC macédonienne loyale', 'piece.royal': 'une UC d’Armée Royale', 'piece.elephant': 'une UC d’éléphants', 'piece.silver-shields': 'les Boucliers d’Argent',
    'reason.automatic-vp': 'victoire automatique aux points de victoire', 'reason.automatic-lp': 'victoire automatique par la légitimité', 'reason.end-vp': 'le plus de points de victoire à la fin', 'reason.regent': 'régent du nouveau roi',
    'side.independent': 'les indépendants', 'general.minor': 'un général mineur',
  },
};

/** Names by id for a language: component names first, then the rules' own. */
export function namesFor(lang: Lang): Record<string, string> {
  return { ...componentNames(lang), ...RULE_NAMES[lang] };
}

export function namer(lang: Lang): Namer {
  const names = namesFor(lang);
  const n: Namer = (kind, id) => {
    const key = `${kind}.${id}`;
    if (names[key]) return names[key]!;
    if (kind === 'side') return String(id).startsWith('independent:') ? String(id).slice(12).split('+').map((a) => n('independent', a)).join(', ') : n('faction', id);
    // A piece placed is a CU type (above), a general, a royal (18.2.2, 18.5.1) or a special unit.
    if (kind === 'piece') return names[`general.${id}`] ?? names[`royal.${id}`] ?? names[`unit.${id}`] ?? (String(id).startsWith('minor:') ? names['general.minor']! : readable(String(id)));
    if (kind === 'general' && String(id).startsWith('minor:')) return `${names['general.minor']} (${n('faction', String(id).split(':')[1]!)})`;
    return String(id);
  };
  return n;
}

/** Why a game ended (`successors 20`, `21.4`): the result's `why.code`, with the winners in its data. */
export interface SuccessorsResults {
  'automatic-vp': { winners: string[] };
  'automatic-lp': { winners: string[] };
  'end-vp': { winners: string[] };
  regent: { winners: string[] };
}

function results(lang: Lang, n: Namer): Catalog<SuccessorsResults> {
  const who = (d: { winners: string[] }, f: Fmt) => f.list(d.winners.map((w) => n('faction', w)));
  return lang === 'en'
    ? {
        'automatic-vp': (d, f) => `${who(d, f)} reaches the victory points of an automatic victory.`,
        'automatic-lp': (d, f) => `${who(d, f)} reaches the legitimacy of an automatic victory.`,
        'end-vp': (d, f) => `At the end of the last turn ${who(d, f)} has the most victory points.`,
        regent: (d, f) => `${who(d, f)} wins as regent of the new king.`,
      }
    : {
        'automatic-vp': (d, f) => `${who(d, f)} atteint les points de victoire d’une victoire automatique.`,
        'automatic-lp': (d, f) => `${who(d, f)} atteint la légitimité d’une victoire automatique.`,
        'end-vp': (d, f) => `À la fin du dernier tour, ${who(d, f)} a le plus de points de victoire.`,
        regent: (d, f) => `${who(d, f)} l’emporte comme régent du nouveau roi.`,
      };
}

function catalog(lang: Lang): GameCatalog<SuccessorsEvents, SuccessorsProblems, SuccessorsPrompts, SuccessorsResults> {
  const n = namer(lang);
  return lang === 'en'
    ? { events: englishEvents(n), problems: englishProblems(n), prompts: englishPrompts(n), results: results(lang, n), names: namesFor('en') }
    : { events: frenchEvents(n), problems: frenchProblems(n), prompts: frenchPrompts(n), results: results(lang, n), names: namesFor('fr') };
}

export const catalogs: Record<Lang, GameCatalog> = { en: catalog('en') as GameCatalog, fr: catalog('fr') as GameCatalog };
