/**
 * Conditional winter orders (`diadokhoi §7.11.1`): "conditional orders are allowed, if
 * conditioned by prior actions (not concomitant actions)". A winter line may depend on the
 * position the autumn left — who controls a space, whether one of the player's own units
 * stands in it — since the autumn is over when the winter is resolved:
 *
 *   if control Tyr: build A Tyr            si contrôle Tyr : construire A Tyr
 *   if not control Tyr: disband A Phe      si pas contrôle Tyr : licencier A Phe
 *   if unit Syr: promote A Syr to Ae       si unité Syr : promouvoir A Syr Ae
 *   if not unit Syr: build A Syr           si non unité Syr : construire A Syr
 *
 * The condition is read and printed here; it is evaluated when the winter is resolved
 * (`winterOrdersNow`, `src/winter/conditional.ts`), on the position after the autumn. Reading never throws; each problem says where it is.
 */
import type { RulesetId, SpaceId } from '../map/types.ts';
import { placeName } from './names.ts';
import { mapForRuleset, parseLines, readPlace, fail, said, words } from './words.ts';
import { firstToken, WORDS as WORDS_NOTATION } from './lexer.ts';
import { nameKey } from '../map/names.ts';
import type { Read, TextParse, Word } from './words.ts';
import { printWinterOrder, readWinterLine } from './winter.ts';
import type { WinterOrder } from './winter.ts';
import { profileOf } from '../rulebook/index.ts';

export const CONDITIONS_RULE = 'diadokhoi §7.11.1';

/** What a winter line depends on: the player's control of a space, or one of his units in it. */
export interface WinterCondition {
  kind: 'control' | 'unit';
  space: SpaceId;
  /** `if not …`: the order is given when the condition does not hold. */
  negated: boolean;
}

export interface ConditionalWinterOrder {
  order: WinterOrder;
  condition?: WinterCondition;
}

const IF = ['if', 'si'];
const NOT = ['not', 'no', 'pas', 'non'];
const KINDS: Record<string, WinterCondition['kind']> = { control: 'control', controle: 'control', controls: 'control', unit: 'unit', unite: 'unit' };

/** Does this line start with a condition (`if …`, `si …`)? Used to fail one where no condition may stand. */
export function isConditional(ws: readonly Word[]): boolean {
  return IF.includes(ws[0]?.key ?? '');
}

/** `isConditional(words(line))`, reading only the line's first word (issue 22: asked of every line of every season's text). */
export function startsConditional(line: string): boolean {
  const first = firstToken(line, WORDS_NOTATION);
  return first !== undefined && IF.includes(nameKey(first));
}

/** `[not] control|unit SPACE`, every word of `ws` read. */
function readCondition(ruleset: RulesetId, ws: Word[]): Read<WinterCondition> {
  let i = 1;
  const negated = NOT.includes(ws[i]?.key ?? '');
  if (negated) i++;
  const kind = KINDS[ws[i]?.key ?? ''];
  const at = i < ws.length ? ws.slice(i, i + 1) : ws.slice(0, 1);
  if (!kind) return fail('bad-condition', 'A condition is "if control SPACE", "if unit SPACE" or "if not …" (si contrôle / si unité / si pas …).', at, CONDITIONS_RULE);
  const p = readPlace(mapForRuleset(ruleset), ws, i + 1, 'space');
  if (!p.ok) return p;
  if (p.next < ws.length) return fail('unexpected-words', `Unexpected words in the condition: "${said(ws.slice(p.next))}".`, ws.slice(p.next), CONDITIONS_RULE, { words: said(ws.slice(p.next)) });
  return { ok: true, value: { kind, space: p.value.space, negated }, next: p.next };
}

/**
 * One winter line, conditional or not. The condition ends at the first colon; the order after
 * it is read by the ordinary winter reader, its words keeping their places in the line.
 */
export function readConditionalLine(ruleset: RulesetId, ws: Word[], line: string): Read<ConditionalWinterOrder> {
  if (!isConditional(ws)) {
    const r = readWinterLine(ruleset, ws);
    return r.ok ? { ok: true, value: { order: r.value }, next: r.next } : r;
  }
  const colon = line.indexOf(':');
  if (colon < 0) return fail('missing-colon', 'Put a colon between the condition and the order: "if control Tyr: build A Tyr".', ws, CONDITIONS_RULE);
  const c = readCondition(ruleset, words(line.slice(0, colon)));
  if (!c.ok) return c;
  // Blank out the condition so the order's words keep their places (problems point at them).
  const orderWords = words(' '.repeat(colon + 1) + line.slice(colon + 1));
  if (orderWords.length === 0) return fail('missing-order', 'The order after the condition is missing.', { start: colon, end: colon + 1 }, CONDITIONS_RULE, { after: 'condition' });
  const o = readWinterLine(ruleset, orderWords);
  if (!o.ok) return o;
  if (o.next < orderWords.length) return fail('unexpected-words', `Unexpected words: "${said(orderWords.slice(o.next))}".`, orderWords.slice(o.next), undefined, { words: said(orderWords.slice(o.next)) });
  return { ok: true, value: { order: o.value, condition: c.value }, next: ws.length };
}

/** Reads a power's winter orders, one per line, each possibly conditional (`diadokhoi §7.11.1`). */
export function parseConditionalWinterOrders(ruleset: RulesetId, text: string): TextParse<ConditionalWinterOrder> {
  return parseLines(text, (ws, line) => readConditionalLine(ruleset, ws, line));
}

const WORDS = {
  fr: { if: 'si', not: 'pas', control: 'contrôle', unit: 'unité', colon: ' :' },
  en: { if: 'if', not: 'not', control: 'control', unit: 'unit', colon: ':' },
} as const;

/** A winter line with its condition, if any: `readConditionalLine` of it gives it back. */
export function printConditionalOrder(ruleset: RulesetId, o: ConditionalWinterOrder): string {
  const order = printWinterOrder(ruleset, o.order);
  const c = o.condition;
  if (!c) return order;
  const w = WORDS[profileOf(ruleset).language];
  return `${w.if} ${c.negated ? `${w.not} ` : ''}${w[c.kind]} ${placeName(mapForRuleset(ruleset), c.space)}${w.colon} ${order}`;
}
