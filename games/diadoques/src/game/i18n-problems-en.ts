/**
 * English lines of the judge's refusals of an order text (see `i18n-problems.ts`): each problem
 * the readers and the checks give, from its `code` and its `data`.
 */
import { orderReason } from './i18n.ts';
import { reasonLine } from '../core/reasons/index.ts';
import { num, str } from './i18n-words.ts';
import type { Obj, Words } from './i18n-words.ts';
import { profileOf } from '../rulebook/index.ts';

type Say = (w: Words, d: Obj) => string | undefined;

/** A word the player wrote, quoted as the language quotes. */
const q = (_w: Words, x: unknown) => (typeof x === 'string' ? `"${x}"` : undefined);

/** What a place reader was looking for (`vocabulary/words.ts` `readPlace`'s `what`). */
const WHAT: Record<string, string> = {
  citadel: 'citadel',
  space: 'space',
  place: 'place',
  'place to build in': 'place to build in',
  "unit's place": "unit's place",
};

function missingPlace(w: Words, d: Obj): string {
  if (d.of === 'unit') return 'Where is this unit? A place must follow the unit.';
  if (d.of === 'character') return 'Where does this character go? ("Olympias MAC EPI", or "Olympias X" to stay.)';
  if (str(d.after)) return `A place must follow ${q(w, d.after)}.`;
  if (num(d.count)) return `Expected ${num(d.count)} places.`;
  const what = WHAT[str(d.what) ?? ''];
  if (what) return `A ${what} is missing.`;
  return 'A place is missing.';
}

function unknownPlace(w: Words, d: Obj): string | undefined {
  const what = WHAT[str(d.what) ?? ''];
  if (str(d.name) && what) return `${q(w, d.name)} names no ${what} of this map.`;
  if (str(d.name)) return `No place is named ${q(w, d.name)}.`;
  if (str(d.words) && num(d.count)) return `Cannot read ${q(w, d.words)} as ${num(d.count)} places.`;
  return undefined;
}

function unknownOrder(w: Words, d: Obj): string | undefined {
  const word = q(w, d.word);
  if (!word) return undefined;
  if (d.of === 'winter') return `${word} is not a winter order (seize, maintain, disband, build, promote, downgrade, gift, vote, influence).`;
  if (d.of === 'secondary') return `${word} is not a secondary order.`;
  return `${word} is not an order.`;
}

function badAmount(w: Words, d: Obj): string | undefined {
  if (d.of === 'political-points') return `Invest at least ${num(d.min) ?? 1} political point.`;
  return str(d.word) ? `${q(w, d.word)} is not a sum.` : undefined;
}

const MISPLACED_WINTER: Record<string, string> = {
  'not-merged': 'This game does not merge the winter with the autumn (diadokhoi §7.11.2): send the winter orders in the winter.',
  second: 'Only one "winter:" line: the winter orders follow the first one.',
  'not-autumn': 'Winter orders go with the autumn orders only, after a line "winter:" (diadokhoi §7.11.2).',
};

export const PROBLEMS = {
  // A line that cannot be read at all (`diadoques §9a.2`).
  'not-text': (_w) => 'Orders must be text, one per line.',
  'bad-decision': (_w) => 'Orders are text, one order per line.',
  'empty-order': (_w) => 'Empty order.',
  'unreadable-order': (_w) => 'This order cannot be read.',
  'unexpected-words': (w, d) => (str(d.words) ? `Unexpected words: ${q(w, d.words)}.` : undefined),
  'unknown-order': unknownOrder,
  'missing-order': (_w, d) =>
    d.after === 'condition'
      ? 'The order after the condition is missing.'
      : 'What does this unit do? Expected a destination, X/H, S, C, A1/A2, Bsg1/Bsg2, Ra/Spl or Re.',
  // Places, units and characters (`diadoques §9a.3`, `§9a.4`).
  'missing-place': missingPlace,
  'unknown-place': unknownPlace,
  'ambiguous-place': (w, d) => (str(d.name) ? `${q(w, d.name)} names several places.` : undefined),
  'ambiguous-places': (w, d) => (str(d.words) && num(d.count) ? `${q(w, d.words)} can be read as ${num(d.count)} places in several ways.` : undefined),
  'missing-target': (w, d) => (str(d.word) ? `${q(w, d.word)} must name the unit it helps.` : undefined),
  'ambiguous-support': (_w) => 'This support reads both as a support to hold and as a support to move.',
  'unclosed-route': (_w) => 'The convoy route has no closing bracket.',
  'empty-route': (_w) => 'The convoy route names no sea.',
  'conversion-type': (_w) => 'A conversion names what the unit becomes: "= A <province>", "= F <sea>" or "= G <citadel>".',
  'empty-retreats': (_w) => 'A retreat order lists where to go: "Re MIO, CYC, X".',
  'x-not-last': (_w) => 'X (destroy the unit) may only end a retreat list.',
  'missing-argument': (w, d) => (str(d.word) ? `${q(w, d.word)} needs an argument.` : undefined),
  'missing-unit': (_w) => 'Which unit does he take command of? ("command Olympias A EPI")',
  'missing-type': (_w, d) =>
    d.for === 'promote'
      ? 'Promote to what? Write the new type (Am, Ae, Ag, Fe).'
      : 'Which unit? Write A, Am, Ae, Ag, F or Fe before the place.',
  'missing-character': (_w) => 'A character is missing.',
  'unknown-character': (w, d) => (str(d.name) ? `No character is named ${q(w, d.name)}.` : undefined),
  'missing-power': (_w) => 'A player is missing.',
  'unknown-power': (w, d) => (str(d.name) ? `${q(w, d.name)} names no player.` : undefined),
  'missing-amount': (_w) => 'A sum is missing.',
  'bad-amount': badAmount,
  'not-in-ruleset': (_w) => 'Political points exist only in Diadokhoi.',
  // The units and characters the orders name, checked against the board (`diadoques §9a.2`, `§6b.21`).
  'no-unit': (w, d) => (str(d.space) === '' ? 'Which unit? No unit of that type.' : str(d.space) ? `No unit stands in ${w.place(str(d.space))}.` : undefined),
  'not-own-unit': (w, d) => (str(d.space) ? `The unit in ${w.place(str(d.space))} is not yours.` : undefined),
  // diadoques §9a.3: stacked units are told apart by type and mark (issue 18 ruling, decisions.md).
  'ambiguous-unit': (_w) =>
    'Which unit? Several units fit this order: write its mark (A* for the diadochus’s army, A# for the epigone’s, or the character’s name).',
  'no-character': (w, d) => (str(d.character) ? `${w.character(str(d.character))} is not on the board.` : undefined),
  'not-own-character': (w, d) => (str(d.character) ? `${w.character(str(d.character))} does not take your orders.` : undefined),
  // Start purchases (`diadoques §12.3`, `§12.4`, `diadokhoi §5.3.1`).
  // Examples each ruleset accepts (diadokhoi §5.3.1: fleets stand in the capital's province, not in its citadel).
  'not-a-purchase': (w) =>
    profileOf(w.c.ruleset).policies.game.startBuys === 'exactly-mercenaries'
      ? 'At the start only mercenary units are bought: one per line, e.g. "A Mac" or "F Mac".'
      : 'At the start only units are bought: one per line, e.g. "A MAC" or "F Pydna".',
  'no-purchase': (w, d) => `${w.power(str(d.power))} buys nothing at the start.`,
  'purchase-refused': (w, d) => (str(d.order) && reasonLine(d.why, w, w.c.lang) ? `${str(d.order)}${w.colon}${reasonLine(d.why, w, w.c.lang)}.` : undefined),
  'purchase-incomplete': (w, d) => (reasonLine(d.why, w, w.c.lang) ? `Starting units${w.colon}${reasonLine(d.why, w, w.c.lang)}.` : undefined),
  // Play by mail (`diadokhoi §7.11.1`, `§7.11.2`).
  'bad-condition': (_w) => 'A condition is "if control SPACE", "if unit SPACE" or "if not …" (si contrôle / si unité / si pas …).',
  'missing-colon': (_w) => 'Put a colon between the condition and the order: "if control Tyr: build A Tyr".',
  'conditional-order': (_w) => 'Conditional orders may depend only on earlier actions (diadokhoi §7.11.1), not on the other players\' orders of the same season: write this order without "if".',
  // Sizes beyond what a player writes, refused before any reading (`core/limits.ts`, issue 13).
  'decision-too-long': (_w, d) => (num(d.length) && num(d.max) ? `The orders are ${num(d.length)} characters long; at most ${num(d.max)} are read.` : undefined),
  'too-many-lines': (_w, d) => (num(d.max) ? `At most ${num(d.max)} lines are read.` : undefined),
  'line-too-long': (_w, d) => (num(d.length) && num(d.max) ? `This line is ${num(d.length)} characters long; at most ${num(d.max)}.` : undefined),
  'too-many-words': (_w, d) => (num(d.words) && num(d.max) ? `This line has ${num(d.words)} words; at most ${num(d.max)}.` : undefined),
  'too-many-problems': (_w, d) => (num(d.more) ? `${num(d.more)} more problems not shown.` : undefined),
  'order-too-complex': (_w) => 'This order is too complex to read: write it more simply.',
  // An order the season would ignore for a reason known when it is written (`rules/void-orders.ts`, issue 17).
  'void-order': (w, d) => {
    const reason = orderReason(w, d);
    return reason ? `This order would be ignored${w.colon}${reason}.` : undefined;
  },
  'misplaced-winter': (_w, d) => {
    const m = MISPLACED_WINTER[str(d.why) ?? ''];
    return m;
  },
} satisfies Record<string, Say>;

