/**
 * The judge's refusals of an order text in the reader's language: each problem the readers
 * give (`src/rules/orders`, `src/economy/text.ts`, `src/winter/orders.ts`,
 * `src/winter/conditional.ts`, `src/politics/secondary-parse.ts`, `src/game/start.ts`,
 * `src/game/merged-winter.ts`) and the military check of the units named (`src/rules/game.ts`),
 * written from its `code` and its `data` — so that a French interface shows French
 * refusals of the English-worded engine (GUIDE: "every problem … in the player's language").
 * A code or data this module does not know shows the engine's message. Pure.
 */
import { orderReason } from './i18n.ts';
import { reasonLine } from '../core/reasons/index.ts';
import { elide, isObj, num, str, wordsFor } from './i18n-words.ts';
import type { I18nContext, Obj, Words } from './i18n-words.ts';
import { profileOf } from '../rulebook/index.ts';

/** A problem as the kernel defines it (the fields read here). */
export interface ProblemLike {
  code: string;
  message: string;
  data?: unknown;
}

type Say = (w: Words, d: Obj) => string | undefined;

/** A word the player wrote, quoted as the language quotes. */
const q = (w: Words, x: unknown) => (typeof x === 'string' ? w.tr(`« ${x} »`, `"${x}"`) : undefined);

/** What a place reader was looking for (`economy/text.ts` `readPlace`'s `what`). */
const WHAT: Record<string, [string, string, string]> = {
  // [French "missing", French "names no …", English]
  citadel: ['une citadelle', 'aucune citadelle', 'citadel'],
  space: ['un lieu', 'aucun lieu', 'space'],
  place: ['un lieu', 'aucun lieu', 'place'],
  'place to build in': ['le lieu où construire', 'aucun lieu', 'place to build in'],
  "unit's place": ['le lieu de l’unité', 'aucun lieu', "unit's place"],
};

function missingPlace(w: Words, d: Obj): string {
  if (d.of === 'unit') return w.tr('Où est cette unité ? Un lieu doit suivre l’unité.', 'Where is this unit? A place must follow the unit.');
  if (d.of === 'character') return w.tr('Où va ce personnage ? (« Olympias MAC EPI », ou « Olympias X » pour rester.)', 'Where does this character go? ("Olympias MAC EPI", or "Olympias X" to stay.)');
  if (str(d.after)) return w.tr(`Un lieu doit suivre ${q(w, d.after)}.`, `A place must follow ${q(w, d.after)}.`);
  if (num(d.count)) return w.tr(`${num(d.count)} lieux attendus.`, `Expected ${num(d.count)} places.`);
  const what = WHAT[str(d.what) ?? ''];
  if (what) return w.tr(`Il manque ${what[0]}.`, `A ${what[2]} is missing.`);
  return w.tr('Il manque un lieu.', 'A place is missing.');
}

function unknownPlace(w: Words, d: Obj): string | undefined {
  const what = WHAT[str(d.what) ?? ''];
  if (str(d.name) && what) return w.tr(`${q(w, d.name)} ne désigne ${what[1]} de cette carte.`, `${q(w, d.name)} names no ${what[2]} of this map.`);
  if (str(d.name)) return w.tr(`Aucun lieu ne s’appelle ${q(w, d.name)}.`, `No place is named ${q(w, d.name)}.`);
  if (str(d.words) && num(d.count)) return w.tr(`Impossible de lire ${q(w, d.words)} comme ${num(d.count)} lieux.`, `Cannot read ${q(w, d.words)} as ${num(d.count)} places.`);
  return undefined;
}

function unknownOrder(w: Words, d: Obj): string | undefined {
  const word = q(w, d.word);
  if (!word) return undefined;
  if (d.of === 'winter') return w.tr(`${word} n’est pas un ordre d’hiver (saisir, entretenir, licencier, construire, promouvoir, dégrader, don, vote, influence).`, `${word} is not a winter order (seize, maintain, disband, build, promote, downgrade, gift, vote, influence).`);
  if (d.of === 'secondary') return w.tr(`${word} n’est pas un ordre secondaire.`, `${word} is not a secondary order.`);
  return w.tr(`${word} n’est pas un ordre.`, `${word} is not an order.`);
}

function badAmount(w: Words, d: Obj): string | undefined {
  if (d.of === 'political-points') return w.tr(`Investissez au moins ${num(d.min) ?? 1} point politique.`, `Invest at least ${num(d.min) ?? 1} political point.`);
  return str(d.word) ? w.tr(`${q(w, d.word)} n’est pas une somme.`, `${q(w, d.word)} is not a sum.`) : undefined;
}

const MISPLACED_WINTER: Record<string, [string, string]> = {
  'not-merged': ['Cette partie ne joint pas l’hiver à l’automne (diadokhoi §7.11.2) : envoyez les ordres d’hiver en hiver.', 'This game does not merge the winter with the autumn (diadokhoi §7.11.2): send the winter orders in the winter.'],
  second: ['Une seule ligne « hiver : » : les ordres d’hiver suivent la première.', 'Only one "winter:" line: the winter orders follow the first one.'],
  'not-autumn': ['Les ordres d’hiver ne vont qu’avec ceux de l’automne, après une ligne « hiver : » (diadokhoi §7.11.2).', 'Winter orders go with the autumn orders only, after a line "winter:" (diadokhoi §7.11.2).'],
};

const PROBLEMS: Record<string, Say> = {
  // A line that cannot be read at all (`diadoques §9a.2`).
  'not-text': (w) => w.tr('Les ordres s’écrivent en texte, un par ligne.', 'Orders must be text, one per line.'),
  'bad-decision': (w) => w.tr('Les ordres s’écrivent en texte, un par ligne.', 'Orders are text, one order per line.'),
  'empty-order': (w) => w.tr('Ordre vide.', 'Empty order.'),
  'unreadable-order': (w) => w.tr('Cet ordre est illisible.', 'This order cannot be read.'),
  'unexpected-words': (w, d) => (str(d.words) ? w.tr(`Mots en trop : ${q(w, d.words)}.`, `Unexpected words: ${q(w, d.words)}.`) : undefined),
  'unknown-order': unknownOrder,
  'missing-order': (w, d) =>
    d.after === 'condition'
      ? w.tr('L’ordre manque après la condition.', 'The order after the condition is missing.')
      : w.tr('Que fait cette unité ? Attendu : une destination, X/H, S, C, A1/A2, Bsg1/Bsg2, Ra/Spl ou Re.', 'What does this unit do? Expected a destination, X/H, S, C, A1/A2, Bsg1/Bsg2, Ra/Spl or Re.'),
  // Places, units and characters (`diadoques §9a.3`, `§9a.4`).
  'missing-place': missingPlace,
  'unknown-place': unknownPlace,
  'ambiguous-place': (w, d) => (str(d.name) ? w.tr(`${q(w, d.name)} désigne plusieurs lieux.`, `${q(w, d.name)} names several places.`) : undefined),
  'ambiguous-places': (w, d) => (str(d.words) && num(d.count) ? w.tr(`${q(w, d.words)} se lit comme ${num(d.count)} lieux de plusieurs façons.`, `${q(w, d.words)} can be read as ${num(d.count)} places in several ways.`) : undefined),
  'missing-target': (w, d) => (str(d.word) ? w.tr(`${q(w, d.word)} doit nommer l’unité qu’il aide.`, `${q(w, d.word)} must name the unit it helps.`) : undefined),
  'ambiguous-support': (w) => w.tr('Ce soutien se lit à la fois comme un soutien défensif et comme un soutien à un mouvement.', 'This support reads both as a support to hold and as a support to move.'),
  'unclosed-route': (w) => w.tr('La route du convoi n’a pas de parenthèse fermante.', 'The convoy route has no closing bracket.'),
  'empty-route': (w) => w.tr('La route du convoi ne nomme aucune mer.', 'The convoy route names no sea.'),
  'conversion-type': (w) => w.tr('Une conversion dit ce que devient l’unité : « = A <province> », « = F <mer> » ou « = G <citadelle> ».', 'A conversion names what the unit becomes: "= A <province>", "= F <sea>" or "= G <citadel>".'),
  'empty-retreats': (w) => w.tr('Un ordre de retraite donne où aller : « Re MIO, CYC, X ».', 'A retreat order lists where to go: "Re MIO, CYC, X".'),
  'x-not-last': (w) => w.tr('X (détruire l’unité) ne peut que terminer une liste de retraite.', 'X (destroy the unit) may only end a retreat list.'),
  'missing-argument': (w, d) => (str(d.word) ? w.tr(`${q(w, d.word)} demande un complément.`, `${q(w, d.word)} needs an argument.`) : undefined),
  'missing-unit': (w) => w.tr('De quelle unité prend-il le commandement ? (« commandement Olympias A EPI »)', 'Which unit does he take command of? ("command Olympias A EPI")'),
  'missing-type': (w, d) =>
    d.for === 'promote'
      ? w.tr('Promouvoir en quoi ? Écrivez le nouveau type (Am, Ae, Ag, Fe).', 'Promote to what? Write the new type (Am, Ae, Ag, Fe).')
      : w.tr('Quelle unité ? Écrivez A, Am, Ae, Ag, F ou Fe avant le lieu.', 'Which unit? Write A, Am, Ae, Ag, F or Fe before the place.'),
  'missing-character': (w) => w.tr('Il manque un personnage.', 'A character is missing.'),
  'unknown-character': (w, d) => (str(d.name) ? w.tr(`Aucun personnage ne s’appelle ${q(w, d.name)}.`, `No character is named ${q(w, d.name)}.`) : undefined),
  'missing-power': (w) => w.tr('Il manque un joueur.', 'A player is missing.'),
  'unknown-power': (w, d) => (str(d.name) ? w.tr(`${q(w, d.name)} ne désigne aucun joueur.`, `${q(w, d.name)} names no player.`) : undefined),
  'missing-amount': (w) => w.tr('Il manque une somme.', 'A sum is missing.'),
  'bad-amount': badAmount,
  'not-in-ruleset': (w) => w.tr('Les points politiques n’existent que dans Diadokhoi.', 'Political points exist only in Diadokhoi.'),
  // The units and characters the orders name, checked against the board (`diadoques §9a.2`, `§6b.21`).
  'no-unit': (w, d) => (str(d.space) === '' ? w.tr('Quelle unité ? Aucune unité de ce type.', 'Which unit? No unit of that type.') : str(d.space) ? w.tr(`Aucune unité en ${w.place(str(d.space))}.`, `No unit stands in ${w.place(str(d.space))}.`) : undefined),
  'not-own-unit': (w, d) => (str(d.space) ? w.tr(`L’unité en ${w.place(str(d.space))} n’est pas à vous.`, `The unit in ${w.place(str(d.space))} is not yours.`) : undefined),
  // diadoques §9a.3: stacked units are told apart by type and mark (issue 18 ruling, decisions.md).
  'ambiguous-unit': (w) =>
    w.tr(
      'Quelle unité ? Plusieurs unités correspondent à cet ordre : écrivez sa marque (A* pour l’armée du diadoque, A# pour celle de l’épigone, ou le nom du personnage).',
      'Which unit? Several units fit this order: write its mark (A* for the diadochus’s army, A# for the epigone’s, or the character’s name).',
    ),
  'no-character': (w, d) => (str(d.character) ? w.tr(`${w.character(str(d.character))} n’est pas sur la carte.`, `${w.character(str(d.character))} is not on the board.`) : undefined),
  'not-own-character': (w, d) => (str(d.character) ? w.tr(`${w.character(str(d.character))} n’obéit pas à vos ordres.`, `${w.character(str(d.character))} does not take your orders.`) : undefined),
  // Start purchases (`diadoques §12.3`, `§12.4`, `diadokhoi §5.3.1`).
  // Examples each ruleset accepts (diadokhoi §5.3.1: fleets stand in the capital's province, not in its citadel).
  'not-a-purchase': (w) =>
    profileOf(w.c.ruleset).policies.game.startBuys === 'exactly-mercenaries'
      ? w.tr('Au départ on n’achète que des unités mercenaires, une par ligne, par exemple « A Mac » ou « F Mac ».', 'At the start only mercenary units are bought: one per line, e.g. "A Mac" or "F Mac".')
      : w.tr('Au départ on n’achète que des unités, une par ligne, par exemple « A MAC » ou « F Pydna ».', 'At the start only units are bought: one per line, e.g. "A MAC" or "F Pydna".'),
  'no-purchase': (w, d) => w.tr(`${w.power(str(d.power))} n’achète rien au départ.`, `${w.power(str(d.power))} buys nothing at the start.`),
  'purchase-refused': (w, d) => (str(d.order) && reasonLine(d.why, w, w.c.lang) ? `${str(d.order)}${w.colon}${reasonLine(d.why, w, w.c.lang)}.` : undefined),
  'purchase-incomplete': (w, d) => (reasonLine(d.why, w, w.c.lang) ? `${w.tr('Unités de départ', 'Starting units')}${w.colon}${reasonLine(d.why, w, w.c.lang)}.` : undefined),
  // Play by mail (`diadokhoi §7.11.1`, `§7.11.2`).
  'bad-condition': (w) => w.tr('Une condition s’écrit « si contrôle LIEU », « si unité LIEU » ou « si pas … » (if control / if unit / if not …).', 'A condition is "if control SPACE", "if unit SPACE" or "if not …" (si contrôle / si unité / si pas …).'),
  'missing-colon': (w) => w.tr('Mettez deux-points entre la condition et l’ordre : « si contrôle Tyr : construire A Tyr ».', 'Put a colon between the condition and the order: "if control Tyr: build A Tyr".'),
  'conditional-order': (w) => w.tr('Un ordre conditionnel ne dépend que d’actions passées (diadokhoi §7.11.1), pas des ordres des autres joueurs de la même saison : écrivez cet ordre sans « si ».', 'Conditional orders may depend only on earlier actions (diadokhoi §7.11.1), not on the other players\' orders of the same season: write this order without "if".'),
  // Sizes beyond what a player writes, refused before any reading (`core/limits.ts`, issue 13).
  'decision-too-long': (w, d) => (num(d.length) && num(d.max) ? w.tr(`Les ordres font ${num(d.length)} caractères ; on en lit au plus ${num(d.max)}.`, `The orders are ${num(d.length)} characters long; at most ${num(d.max)} are read.`) : undefined),
  'too-many-lines': (w, d) => (num(d.max) ? w.tr(`On lit au plus ${num(d.max)} lignes.`, `At most ${num(d.max)} lines are read.`) : undefined),
  'line-too-long': (w, d) => (num(d.length) && num(d.max) ? w.tr(`Cette ligne fait ${num(d.length)} caractères ; au plus ${num(d.max)}.`, `This line is ${num(d.length)} characters long; at most ${num(d.max)}.`) : undefined),
  'too-many-words': (w, d) => (num(d.words) && num(d.max) ? w.tr(`Cette ligne a ${num(d.words)} mots ; au plus ${num(d.max)}.`, `This line has ${num(d.words)} words; at most ${num(d.max)}.`) : undefined),
  'too-many-problems': (w, d) => (num(d.more) ? w.tr(`${num(d.more)} autres erreurs non montrées.`, `${num(d.more)} more problems not shown.`) : undefined),
  'order-too-complex': (w) => w.tr('Cet ordre est trop compliqué à lire : écrivez-le plus simplement.', 'This order is too complex to read: write it more simply.'),
  // An order the season would ignore for a reason known when it is written (`rules/void-orders.ts`, issue 17).
  'void-order': (w, d) => {
    const reason = orderReason(w, d);
    return reason ? `${w.tr('Cet ordre serait ignoré', 'This order would be ignored')}${w.colon}${reason}.` : undefined;
  },
  'misplaced-winter': (w, d) => {
    const m = MISPLACED_WINTER[str(d.why) ?? ''];
    return m ? w.tr(...m) : undefined;
  },
};

/** The problem codes this module writes in both languages. */
export const TRANSLATED_PROBLEMS: readonly string[] = Object.keys(PROBLEMS);

/** A problem in the reader's language; `undefined` when its code or data is unknown here. */
export function problemLine(p: ProblemLike, c: I18nContext): string | undefined {
  const say = PROBLEMS[p.code];
  if (!say) return undefined;
  try {
    const text = say(wordsFor(c), isObj(p.data) ? p.data : {});
    return text && c.lang === 'fr' ? elide(text) : text;
  } catch {
    // unexpected data: the engine's message
    return undefined;
  }
}

/** A problem in the reader's language, or the engine's message. */
export function problemText(p: ProblemLike, c: I18nContext): string {
  return problemLine(p, c) ?? p.message;
}
