/**
 * The one lexer of every order notation (issue 18): a line becomes tokens with their place in
 * it. Notations differ only in which characters stand alone as marks (`-`, `(`, `*`…) and which
 * merely separate words (`,` `;` in the winter and secondary lines); white space always
 * separates. One pass over the characters, no backtracking: linear in the line (issue 13).
 *
 * - `MILITARY` (`diadoques §9a.17`, `diadokhoi §6.3.36`): `A Arc - (Cyc - EMS) - Egy`,
 *   `F* CYC Athènes`, `F MOR Re MIO, CYC, X`, `G Cyzica = A Hel` — marks `, ( ) = : * # → — – > -`;
 * - `WORDS` (winter, secondary, money, purchase lines): words split on spaces, `,` and `;`;
 *   `A*`, `F#` stay one word;
 * - `CLASSIC` (the DATC data, `ENG: F nth -> pic`): only `-` and `->` are marks, so
 *   `Saint-Pétersbourg` is three tokens the reader joins again when they touch.
 *
 * The line loops of the readers are here too (`readLines`): comments, spans in the whole text,
 * the per-line work budget.
 */
import { problem } from '@diadochi/kernel';
import type { Problem } from '@diadochi/kernel';
import { isSpace } from '../core/limits.ts';
import { TooComplex, withBudget } from '../core/work.ts';
import { fail } from './refusal.ts';
import type { Step } from './refusal.ts';

export interface Token {
  text: string;
  start: number;
  end: number;
}

export interface Notation {
  /** Characters (UTF-16 code units) that are a token of their own; `-` followed by `>` is the one token `->`. */
  marks: ReadonlySet<number>;
  /** Characters that separate words and are no token. */
  separators: ReadonlySet<number>;
}

const codes = (chars: string) => new Set([...chars].map((c) => c.charCodeAt(0)));
const notation = (marks: string, separators = ''): Notation => ({ marks: codes(marks), separators: codes(separators) });

export const MILITARY = notation(',()=:*#→—–>-');
export const WORDS = notation('', ',;');
export const CLASSIC = notation('-');

const DASH = 45;
const GREATER = 62;

/** The tokens of `line` in notation `n`, each with its span in the line. */
export function lex(line: string, n: Notation): Token[] {
  const out: Token[] = [];
  let start = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    const mark = n.marks.has(c);
    if (mark || isSpace(c) || n.separators.has(c)) {
      if (start >= 0) out.push({ text: line.slice(start, i), start, end: i });
      start = -1;
      if (mark) {
        const end = c === DASH && line.charCodeAt(i + 1) === GREATER ? i + 2 : i + 1;
        out.push({ text: line.slice(i, end), start: i, end });
        i = end - 1;
      }
    } else if (start < 0) start = i;
  }
  if (start >= 0) out.push({ text: line.slice(start), start, end: line.length });
  return out;
}

/**
 * `lex(line, n)[0]?.text` without lexing the rest of the line (issue 22: whether a line starts
 * with `if` was asked of every line of every season's text by lexing the whole line).
 */
export function firstToken(line: string, n: Notation): string | undefined {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (n.marks.has(c)) return line.slice(i, c === DASH && line.charCodeAt(i + 1) === GREATER ? i + 2 : i + 1);
    if (isSpace(c) || n.separators.has(c)) continue;
    let j = i + 1;
    while (j < line.length) {
      const d = line.charCodeAt(j);
      if (n.marks.has(d) || isSpace(d) || n.separators.has(d)) break;
      j++;
    }
    return line.slice(i, j);
  }
  return undefined;
}

/**
 * Removes a `#` comment of a military line. `#` is also the epigone's mark (`diadoques §9a.3`):
 * it is a comment only at the start of a line, or after a space when the word before it is not
 * a unit letter (`A# SYR` and `A # SYR` name the epigone's army; `A SYR X # stays` has a comment).
 */
export function stripComment(line: string): string {
  // One pass: the last word before each `#` is kept as we go (issue 13: no rescanning of the line).
  let blank = true;
  let word = '';
  let prev = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '#') {
      if (blank) return '';
      const afterSpace = word === '' && isSpace(line.charCodeAt(i - 1));
      if (afterSpace && !/^(a|am|ae|ag|f|fe|g)$/i.test(prev)) return line.slice(0, i);
    }
    if (isSpace(line.charCodeAt(i))) {
      if (word !== '') prev = word;
      word = '';
    } else {
      blank = false;
      word = word.length < 3 ? word + c : 'xxx';
    }
  }
  return line;
}

/**
 * A winter or secondary line without its comment: `#` at its start, or `//` at its start or
 * after a space (its rest on the same line). Found by position: the regular expression it
 * replaces, `(^|\s)\/\/.*$`, was tried again at each `//` (quadratic, issue 13).
 */
export function stripWordsComment(raw: string): string {
  const body = raw.replace(/^\s*#.*$/, '');
  let from = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    if (/[\n\r\u2028\u2029]/.test(body[i]!)) {
      from = i + 1;
      break;
    }
  }
  for (let q = body.indexOf('//', from); q >= 0; q = body.indexOf('//', q + 1)) {
    if (q === 0 || /\s/.test(body[q - 1]!)) return body.slice(0, q);
  }
  return body;
}

/** A raw decision as order text: a string, lines as an array, or `{ orders: … }` (one order per line). */
export function textOf(decision: unknown): string | undefined {
  // A loop with a bound, not recursion: `{orders: {orders: …}}` nested thousands deep is no decision (issue 13).
  let d = decision;
  for (let depth = 0; depth < 4; depth++) {
    if (typeof d === 'string') return d;
    if (Array.isArray(d)) return d.every((x) => typeof x === 'string') ? d.join('\n') : undefined;
    if (!d || typeof d !== 'object' || !('orders' in d)) return undefined;
    d = (d as { orders: unknown }).orders;
  }
  return undefined;
}

export interface LineParse<T> {
  order: T;
  /** The line as written (trimmed, comment removed). */
  text: string;
  /** 0-based line number in the text. */
  line: number;
  span: { start: number; end: number };
}

export interface TextParse<T> {
  orders: LineParse<T>[];
  problems: Problem[];
}

/** Reads one line within its work budget (`core/work.ts`): a line that would cost more is `order-too-complex`. */
export function withinBudget<T>(body: string, read: () => Step<T>): Step<T> {
  try {
    return withBudget(body.length, read);
  } catch (e) {
    if (e instanceof TooComplex) return fail('order-too-complex', 'This order is too complex to read.', { start: 0, end: body.length }, undefined, { work: e.spent, budget: e.budget, length: body.length });
    return fail('unreadable-order', `This order cannot be read (${(e as Error).message}).`, { start: 0, end: body.length });
  }
}

/**
 * Reads every non-blank line of a text, each without its comment (`clean`) and within its
 * budget (`within`, by default `withinBudget`; a reader may remember its lines there); problems
 * carry the line (`path`) and the span in the whole text.
 */
export function readLines<T>(
  text: unknown,
  clean: (raw: string) => string,
  read: (body: string) => Step<T>,
  within: (body: string, read: () => Step<T>) => Step<T> = withinBudget,
): TextParse<T> {
  const orders: LineParse<T>[] = [];
  const problems: Problem[] = [];
  if (typeof text !== 'string') return { orders, problems: [problem('not-text', 'Orders must be text.')] };
  let offset = 0;
  text.split('\n').forEach((raw, line) => {
    const body = clean(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
    const trimmed = body.trim();
    if (trimmed !== '') {
      const lead = body.length - body.trimStart().length;
      const r = within(body, () => read(body));
      if (r.ok) orders.push({ order: r.value, text: trimmed, line, span: { start: offset + lead, end: offset + lead + trimmed.length } });
      else {
        const span = r.problem.span ?? { start: 0, end: body.length };
        problems.push({ ...r.problem, path: ['orders', line], span: { start: offset + span.start, end: offset + span.end } });
      }
    }
    offset += raw.length + 1;
  });
  return { orders, problems };
}
