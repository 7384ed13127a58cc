/**
 * A small kit for reading the orders players write for winter and for the secondary orders:
 * words with their place in the text, verbs in French or English, places (through the map's
 * lenient names, `diadoques §9a.4`), characters, powers, sums and units. Lenient: case,
 * accents and small words do not matter ("badly written but understandable", `diadoques §9a.2`).
 * Nothing here throws.
 */
import { mapOf } from '../map/index.ts';
import { nameKey } from '../map/names.ts';
import type { GameMap, RulesetId, SpaceId, UnitType } from '../map/types.ts';
import { MAX_PLACE_KEY, MAX_PLACE_WORDS } from '../core/limits.ts';
import { lookupCharacter, lookupPlace, lookupPower, powerNameWords } from './names.ts';
import type { UnitRef } from './military/types.ts';
import { lex, readLines, stripWordsComment, WORDS } from './lexer.ts';
import type { TextParse, Token } from './lexer.ts';
import { fail, said } from './refusal.ts';
import type { Refusal } from './refusal.ts';

export type { LineParse, TextParse } from './lexer.ts';
export { fail, said } from './refusal.ts';

export interface Word extends Token {
  key: string;
}

export type Read<T> = { ok: true; value: T; next: number } | Refusal;

/** Words of a line: split on spaces and commas; `*` and `#` after a unit letter stay attached. */
export function words(line: string): Word[] {
  return lex(line, WORDS).map((t) => ({ text: t.text, key: nameKey(t.text), start: t.start, end: t.end }));
}

/** Does the line start (at `i`) with one of these phrases (each a list of word keys)? Returns the next index. */
export function phrase(ws: Word[], i: number, phrases: readonly (readonly string[])[]): number | undefined {
  let best: number | undefined;
  for (const p of phrases) {
    if (p.every((k, j) => ws[i + j]?.key === k) && (best === undefined || i + p.length > best)) best = i + p.length;
  }
  return best;
}

/** Skips small words (articles, prepositions) that carry no meaning here. */
export function skip(ws: Word[], i: number, small: readonly string[]): number {
  while (i < ws.length && small.includes(ws[i]!.key)) i++;
  return i;
}

/**
 * Reads with `read` at `i`, or after one or more small words when that fails: a small word may
 * also be a name ("THE" is Thessaly, "A" a mercenary army).
 */
export function loose<T>(read: (at: number) => Read<T>, ws: Word[], i: number, small: readonly string[]): Read<T> {
  const first = read(i);
  if (first.ok) return first;
  let j = i;
  while (j < ws.length && small.includes(ws[j]!.key)) {
    j++;
    const r = read(j);
    if (r.ok) return r;
  }
  return first;
}

export const SMALL = ['de', 'du', 'des', 'd', 'la', 'le', 'les', 'l', 'the', 'of', 'in', 'into', 'dans', 'en', 'to', 'at', 'a', 'au', 'aux', 'pour', 'for', 'vers', 'with', 'avec'];

/** The furthest end of a run of words from `i` that may still be one place's name (`MAX_PLACE_WORDS`, `MAX_PLACE_KEY`). */
function placeReach(ws: Word[], i: number): number {
  let j = i;
  let letters = 0;
  while (j < ws.length && j - i < MAX_PLACE_WORDS && (j === i || letters + ws[j]!.key.length <= MAX_PLACE_KEY)) letters += ws[j++]!.key.length;
  return j;
}

/** The longest run of words from `i` naming one place (only runs short enough to be a name are tried: linear, issue 13). */
export function readPlace(map: GameMap, ws: Word[], i: number, what = 'place'): Read<{ space: SpaceId; coast?: string }> {
  for (let j = placeReach(ws, i); j > i; j--) {
    const text = ws.slice(i, j).map((w) => w.text).join(' ');
    const r = lookupPlace(map, text);
    if (r.ok) return { ok: true, value: { space: r.space, ...(r.coast ? { coast: r.coast } : {}) }, next: j };
  }
  if (i >= ws.length) return fail('missing-place', `A ${what} is missing.`, ws.slice(-1), undefined, { what });
  return fail('unknown-place', `"${ws[i]!.text}" names no ${what} of this map.`, [ws[i]!], undefined, { name: ws[i]!.text, what });
}

/** The longest run of words from `i` naming one character. */
export function readCharacter(ruleset: RulesetId, ws: Word[], i: number): Read<string> {
  for (let j = Math.min(ws.length, i + 4); j > i; j--) {
    const id = lookupCharacter(ruleset, ws.slice(i, j).map((w) => w.text).join(' '));
    if (id) return { ok: true, value: id, next: j };
  }
  if (i >= ws.length) return fail('missing-character', 'A character is missing.', ws.slice(-1));
  return fail('unknown-character', `"${ws[i]!.text}" names no character.`, [ws[i]!], undefined, { name: ws[i]!.text });
}

/** The longest run of words from `i` naming a power (a diadochus's player, a neutral power). */
export function readPower(ruleset: RulesetId, ws: Word[], i: number): Read<string> {
  // As far as the longest power name reaches: "influence 4 Pirates of the Pont" (4 words).
  for (let j = Math.min(ws.length, i + powerNameWords(ruleset)); j > i; j--) {
    const id = lookupPower(ruleset, ws.slice(i, j).map((w) => w.text).join(''));
    if (id) return { ok: true, value: id, next: j };
  }
  if (i >= ws.length) return fail('missing-power', 'A player is missing.', ws.slice(-1));
  return fail('unknown-power', `"${ws[i]!.text}" names no player.`, [ws[i]!], undefined, { name: ws[i]!.text });
}

/** A sum: `10`, `10T`, `10 T`, `1000 talents`, `1 000`. */
export function readAmount(ws: Word[], i: number): Read<number> {
  const w = ws[i];
  if (!w) return fail('missing-amount', 'A sum is missing.', ws.slice(-1));
  const m = /^(\d+)(t|talents?)?$/i.exec(w.text.replace(/[.’']/g, ''));
  if (!m) return fail('bad-amount', `"${w.text}" is not a sum.`, [w], undefined, { word: w.text });
  let value = Number(m[1]);
  let next = i + 1;
  // Thousands groups: `1 000`, `1,000` (one separator character); `500, 600` is two sums (a bid series).
  while (!m[2] && /^\d{3}$/.test(ws[next]?.text ?? '') && ws[next]!.start - ws[next - 1]!.end === 1) {
    value = value * 1000 + Number(ws[next]!.text);
    next++;
  }
  // A sum beyond exact integers is no sum a treasury holds (issue 13: huge numbers).
  if (!Number.isSafeInteger(value)) return fail('bad-amount', `"${w.text}" is not a sum.`, ws.slice(i, next), undefined, { word: w.text });
  if (['t', 'talent', 'talents'].includes(ws[next]?.key ?? '')) next++;
  return { ok: true, value, next };
}

const TYPES: Record<string, UnitType | 'G'> = { a: 'A', am: 'Am', ae: 'Ae', ag: 'Ag', f: 'F', fe: 'Fe', g: 'G' };

/** A unit type word (`A`, `Ae`, `F`…), possibly with a leader mark (`A*`, `F#`). */
export function readType(ws: Word[], i: number): { type?: UnitType | 'G'; leader?: string; next: number } {
  const w = ws[i];
  if (!w) return { next: i };
  const m = /^(a|am|ae|ag|f|fe|g)([*#])?$/i.exec(w.text);
  if (!m) return { next: i };
  const out: { type?: UnitType | 'G'; leader?: string; next: number } = { type: TYPES[m[1]!.toLowerCase()]!, next: i + 1 };
  if (m[2]) out.leader = m[2];
  else if (ws[i + 1]?.text === '*' || ws[i + 1]?.text === '#') {
    out.leader = ws[i + 1]!.text;
    out.next = i + 2;
  }
  return out;
}

/** A unit as orders name it: `[type][*|#] <place>` (`diadoques §9a.3`). */
export function readUnit(map: GameMap, ws: Word[], i: number): Read<UnitRef> {
  const t = readType(ws, i);
  // "A" alone before a place is the type; but "A" may also be the start of a place name.
  const p = readPlace(map, ws, t.next, 'unit\'s place');
  if (!p.ok) {
    if (t.type) {
      const bare = readPlace(map, ws, i, 'unit\'s place');
      if (bare.ok) return { ok: true, value: { space: bare.value.space, ...(bare.value.coast ? { coast: bare.value.coast } : {}) }, next: bare.next };
    }
    return p;
  }
  const ref: UnitRef = { space: p.value.space };
  if (t.type) ref.type = t.type;
  if (t.leader) ref.leader = t.leader;
  if (p.value.coast) ref.coast = p.value.coast;
  return { ok: true, value: ref, next: p.next };
}

export function mapForRuleset(ruleset: RulesetId): GameMap {
  return mapOf(ruleset)!;
}

/**
 * Reads every line of a text with a line reader; `#` at the start of a line, or `//` anywhere
 * after a space, starts a comment (`#` is also the epigone's mark, `A# MAC`). Problems carry the
 * line (`path`) and the span in the whole text; words the reader leaves are `unexpected-words`.
 */
export function parseLines<T>(text: unknown, readLine: (ws: Word[], line: string) => Read<T>): TextParse<T> {
  return readLines(text, stripWordsComment, (body) => {
    const ws = words(body);
    const read = readLine(ws, body);
    return read.ok && read.next < ws.length ? fail('unexpected-words', `Unexpected words: "${said(ws.slice(read.next))}".`, ws.slice(read.next), undefined, { words: said(ws.slice(read.next)) }) : read;
  });
}
