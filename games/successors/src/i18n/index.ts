/**
 * The catalogs of Successors per language: the lines of en.ts / fr.ts with the names of the
 * components (names.en.ts / names.fr.ts, kept with the data) and the names the rules add
 * (factions, CU types, reasons of victory).
 */
import type { GameCatalog, Lang } from '@diadochi/kernel';
import type { SuccessorsEvents, SuccessorsProblems, SuccessorsPrompts } from '../vocabulary.ts';
import { englishEvents, englishProblems, englishPrompts } from './en.ts';
import type { Namer } from './en.ts';
import { frenchEvents, frenchProblems, frenchPrompts } from './fr.ts';
import { componentNames } from './names.ts';

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
    if (kind === 'piece') return names[`general.${id}`] ?? (String(id).startsWith('minor:') ? names['general.minor']! : String(id));
    if (kind === 'general' && String(id).startsWith('minor:')) return `${names['general.minor']} (${n('faction', String(id).split(':')[1]!)})`;
    return String(id);
  };
  return n;
}

function catalog(lang: Lang): GameCatalog<SuccessorsEvents, SuccessorsProblems, SuccessorsPrompts> {
  const n = namer(lang);
  return lang === 'en'
    ? { events: englishEvents(n), problems: englishProblems(n), prompts: englishPrompts(n), names: namesFor('en') }
    : { events: frenchEvents(n), problems: frenchProblems(n), prompts: frenchPrompts(n), names: namesFor('fr') };
}

export const catalogs: Record<Lang, GameCatalog> = { en: catalog('en') as GameCatalog, fr: catalog('fr') as GameCatalog };
