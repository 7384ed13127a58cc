/**
 * French lines of the judge's refusals of an order text (see `i18n-problems.ts`): each problem
 * the readers and the checks give, from its `code` and its `data`.
 */
import { orderReason } from './i18n.ts';
import { reasonLine } from '../core/reasons/index.ts';
import { num, str } from './i18n-words.ts';
import type { Obj, Words } from './i18n-words.ts';
import { profileOf } from '../rulebook/index.ts';

type Say = (w: Words, d: Obj) => string | undefined;

/** A word the player wrote, quoted as the language quotes. */
const q = (_w: Words, x: unknown) => (typeof x === 'string' ? `« ${x} »` : undefined);

/** What a place reader was looking for (`vocabulary/words.ts` `readPlace`'s `what`). */
/** What a place reader was looking for: [missing, names no …]. */
const WHAT: Record<string, [string, string]> = {
  citadel: ['une citadelle', 'aucune citadelle'],
  space: ['un lieu', 'aucun lieu'],
  place: ['un lieu', 'aucun lieu'],
  'place to build in': ['le lieu où construire', 'aucun lieu'],
  "unit's place": ['le lieu de l’unité', 'aucun lieu'],
};

function missingPlace(w: Words, d: Obj): string {
  if (d.of === 'unit') return 'Où est cette unité ? Un lieu doit suivre l’unité.';
  if (d.of === 'character') return 'Où va ce personnage ? (« Olympias MAC EPI », ou « Olympias X » pour rester.)';
  if (str(d.after)) return `Un lieu doit suivre ${q(w, d.after)}.`;
  if (num(d.count)) return `${num(d.count)} lieux attendus.`;
  const what = WHAT[str(d.what) ?? ''];
  if (what) return `Il manque ${what[0]}.`;
  return 'Il manque un lieu.';
}

function unknownPlace(w: Words, d: Obj): string | undefined {
  const what = WHAT[str(d.what) ?? ''];
  if (str(d.name) && what) return `${q(w, d.name)} ne désigne ${what[1]} de cette carte.`;
  if (str(d.name)) return `Aucun lieu ne s’appelle ${q(w, d.name)}.`;
  if (str(d.words) && num(d.count)) return `Impossible de lire ${q(w, d.words)} comme ${num(d.count)} lieux.`;
  return undefined;
}

function unknownOrder(w: Words, d: Obj): string | undefined {
  const word = q(w, d.word);
  if (!word) return undefined;
  if (d.of === 'winter') return `${word} n’est pas un ordre d’hiver (saisir, entretenir, licencier, construire, promouvoir, dégrader, don, vote, influence).`;
  if (d.of === 'secondary') return `${word} n’est pas un ordre secondaire.`;
  return `${word} n’est pas un ordre.`;
}

function badAmount(w: Words, d: Obj): string | undefined {
  if (d.of === 'political-points') return `Investissez au moins ${num(d.min) ?? 1} point politique.`;
  return str(d.word) ? `${q(w, d.word)} n’est pas une somme.` : undefined;
}

const MISPLACED_WINTER: Record<string, string> = {
  'not-merged': 'Cette partie ne joint pas l’hiver à l’automne (diadokhoi §7.11.2) : envoyez les ordres d’hiver en hiver.',
  second: 'Une seule ligne « hiver : » : les ordres d’hiver suivent la première.',
  'not-autumn': 'Les ordres d’hiver ne vont qu’avec ceux de l’automne, après une ligne « hiver : » (diadokhoi §7.11.2).',
};

export const PROBLEMS = {
  // A line that cannot be read at all (`diadoques §9a.2`).
  'not-text': (_w) => 'Les ordres s’écrivent en texte, un par ligne.',
  'bad-decision': (_w) => 'Les ordres s’écrivent en texte, un par ligne.',
  'empty-order': (_w) => 'Ordre vide.',
  'unreadable-order': (_w) => 'Cet ordre est illisible.',
  'unexpected-words': (w, d) => (str(d.words) ? `Mots en trop : ${q(w, d.words)}.` : undefined),
  'unknown-order': unknownOrder,
  'missing-order': (_w, d) =>
    d.after === 'condition'
      ? 'L’ordre manque après la condition.'
      : 'Que fait cette unité ? Attendu : une destination, X/H, S, C, A1/A2, Bsg1/Bsg2, Ra/Spl ou Re.',
  // Places, units and characters (`diadoques §9a.3`, `§9a.4`).
  'missing-place': missingPlace,
  'unknown-place': unknownPlace,
  'ambiguous-place': (w, d) => (str(d.name) ? `${q(w, d.name)} désigne plusieurs lieux.` : undefined),
  'ambiguous-places': (w, d) => (str(d.words) && num(d.count) ? `${q(w, d.words)} se lit comme ${num(d.count)} lieux de plusieurs façons.` : undefined),
  'missing-target': (w, d) => (str(d.word) ? `${q(w, d.word)} doit nommer l’unité qu’il aide.` : undefined),
  'ambiguous-support': (_w) => 'Ce soutien se lit à la fois comme un soutien défensif et comme un soutien à un mouvement.',
  'unclosed-route': (_w) => 'La route du convoi n’a pas de parenthèse fermante.',
  'empty-route': (_w) => 'La route du convoi ne nomme aucune mer.',
  'conversion-type': (_w) => 'Une conversion dit ce que devient l’unité : « = A <province> », « = F <mer> » ou « = G <citadelle> ».',
  'empty-retreats': (_w) => 'Un ordre de retraite donne où aller : « Re MIO, CYC, X ».',
  'x-not-last': (_w) => 'X (détruire l’unité) ne peut que terminer une liste de retraite.',
  'missing-argument': (w, d) => (str(d.word) ? `${q(w, d.word)} demande un complément.` : undefined),
  'missing-unit': (_w) => 'De quelle unité prend-il le commandement ? (« commandement Olympias A EPI »)',
  'missing-type': (_w, d) =>
    d.for === 'promote'
      ? 'Promouvoir en quoi ? Écrivez le nouveau type (Am, Ae, Ag, Fe).'
      : 'Quelle unité ? Écrivez A, Am, Ae, Ag, F ou Fe avant le lieu.',
  'missing-character': (_w) => 'Il manque un personnage.',
  'unknown-character': (w, d) => (str(d.name) ? `Aucun personnage ne s’appelle ${q(w, d.name)}.` : undefined),
  'missing-power': (_w) => 'Il manque un joueur.',
  'unknown-power': (w, d) => (str(d.name) ? `${q(w, d.name)} ne désigne aucun joueur.` : undefined),
  'missing-amount': (_w) => 'Il manque une somme.',
  'bad-amount': badAmount,
  'not-in-ruleset': (_w) => 'Les points politiques n’existent que dans Diadokhoi.',
  // The units and characters the orders name, checked against the board (`diadoques §9a.2`, `§6b.21`).
  'no-unit': (w, d) => (str(d.space) === '' ? 'Quelle unité ? Aucune unité de ce type.' : str(d.space) ? `Aucune unité en ${w.place(str(d.space))}.` : undefined),
  'not-own-unit': (w, d) => (str(d.space) ? `L’unité en ${w.place(str(d.space))} n’est pas à vous.` : undefined),
  // diadoques §9a.3: stacked units are told apart by type and mark (issue 18 ruling, decisions.md).
  'ambiguous-unit': (_w) =>
    'Quelle unité ? Plusieurs unités correspondent à cet ordre : écrivez sa marque (A* pour l’armée du diadoque, A# pour celle de l’épigone, ou le nom du personnage).',
  'no-character': (w, d) => (str(d.character) ? `${w.character(str(d.character))} n’est pas sur la carte.` : undefined),
  'not-own-character': (w, d) => (str(d.character) ? `${w.character(str(d.character))} n’obéit pas à vos ordres.` : undefined),
  // Start purchases (`diadoques §12.3`, `§12.4`, `diadokhoi §5.3.1`).
  // Examples each ruleset accepts (diadokhoi §5.3.1: fleets stand in the capital's province, not in its citadel).
  'not-a-purchase': (w) =>
    profileOf(w.c.ruleset).policies.game.startBuys === 'exactly-mercenaries'
      ? 'Au départ on n’achète que des unités mercenaires, une par ligne, par exemple « A Mac » ou « F Mac ».'
      : 'Au départ on n’achète que des unités, une par ligne, par exemple « A MAC » ou « F Pydna ».',
  'no-purchase': (w, d) => `${w.power(str(d.power))} n’achète rien au départ.`,
  'purchase-refused': (w, d) => (str(d.order) && reasonLine(d.why, w, w.c.lang) ? `${str(d.order)}${w.colon}${reasonLine(d.why, w, w.c.lang)}.` : undefined),
  'purchase-incomplete': (w, d) => (reasonLine(d.why, w, w.c.lang) ? `Unités de départ${w.colon}${reasonLine(d.why, w, w.c.lang)}.` : undefined),
  // Play by mail (`diadokhoi §7.11.1`, `§7.11.2`).
  'bad-condition': (_w) => 'Une condition s’écrit « si contrôle LIEU », « si unité LIEU » ou « si pas … » (if control / if unit / if not …).',
  'missing-colon': (_w) => 'Mettez deux-points entre la condition et l’ordre : « si contrôle Tyr : construire A Tyr ».',
  'conditional-order': (_w) => 'Un ordre conditionnel ne dépend que d’actions passées (diadokhoi §7.11.1), pas des ordres des autres joueurs de la même saison : écrivez cet ordre sans « si ».',
  // Sizes beyond what a player writes, refused before any reading (`core/limits.ts`, issue 13).
  'decision-too-long': (_w, d) => (num(d.length) && num(d.max) ? `Les ordres font ${num(d.length)} caractères ; on en lit au plus ${num(d.max)}.` : undefined),
  'too-many-lines': (_w, d) => (num(d.max) ? `On lit au plus ${num(d.max)} lignes.` : undefined),
  'line-too-long': (_w, d) => (num(d.length) && num(d.max) ? `Cette ligne fait ${num(d.length)} caractères ; au plus ${num(d.max)}.` : undefined),
  'too-many-words': (_w, d) => (num(d.words) && num(d.max) ? `Cette ligne a ${num(d.words)} mots ; au plus ${num(d.max)}.` : undefined),
  'too-many-problems': (_w, d) => (num(d.more) ? `${num(d.more)} autres erreurs non montrées.` : undefined),
  'order-too-complex': (_w) => 'Cet ordre est trop compliqué à lire : écrivez-le plus simplement.',
  // An order the season would ignore for a reason known when it is written (`rules/void-orders.ts`, issue 17).
  'void-order': (w, d) => {
    const reason = orderReason(w, d);
    return reason ? `Cet ordre serait ignoré${w.colon}${reason}.` : undefined;
  },
  'misplaced-winter': (_w, d) => {
    const m = MISPLACED_WINTER[str(d.why) ?? ''];
    return m;
  },
} satisfies Record<string, Say>;

