/**
 * Size limits of what a player may send, checked before any reader runs (issue 13): a decision
 * beyond them is refused at once with a typed problem (`code` and the numbers in `data`), so no
 * reader ever sees an input a real player could not have written. And the limits of the readers'
 * own search: how long a run of words can be and still name one place.
 *
 * Why these numbers. A Les Diadoques or Diadokhoi season has at most a few dozen orders (six
 * powers' worth of units, characters, secondary orders, bribes and bids; a merged autumn adds
 * the winter's). The longest order lines of the 530 scenario files are under 100 characters and
 * 12 words (a retreat list, a bid series); a long comment after an order may double that. Each
 * cap below is several times what a real player writes, and far below what would cost the judge
 * anything.
 */
import type { Problem } from '@diadochi/kernel';

/** A whole decision: 200 lines of 80 characters. */
export const MAX_DECISION_CHARS = 16_384;
/** Lines in one decision, blank and comment lines included: a season is a few dozen orders. */
export const MAX_LINES = 200;
/** One line: an order of under 100 characters and a comment after it. */
export const MAX_LINE_CHARS = 400;
/** Words in one line (split on white space): a retreat list or a bid series is about 12. */
export const MAX_WORDS_PER_LINE = 64;
/** Problems reported for one decision; the rest are summed up in one `too-many-problems`. */
export const MAX_PROBLEMS = 50;
/** Characters of the player's own text a problem quotes back (message and data). */
export const MAX_ECHO = 80;

/**
 * A scenario file (docs/scenario-format.md): the longest of the 530 in `scenarios/` is under
 * 3,000 characters, its longest line (a `rules:` list) about 400. Some of the file reader's
 * patterns are quadratic within one line; the line cap keeps that bounded by a constant.
 */
export const MAX_SCENARIO_CHARS = 65_536;
export const MAX_SCENARIO_LINE = 1_000;

/**
 * A place name is at most five words ("Arabian Gulf (the Red Sea)") and 23 letters
 * ("Eastern Mediterranean Sea"); written with an article, a gloss in brackets ("Macédoine
 * (MAC)") or a coast ("Attica (w.c.)") it stays within these. The readers only ever try runs of
 * words this short as one place, which makes reading a line linear in its length.
 */
export const MAX_PLACE_WORDS = 12;
export const MAX_PLACE_KEY = 64;

/** A text cut to `MAX_ECHO` characters, with an ellipsis when cut. */
export function clip(text: string, max = MAX_ECHO): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The problem's message and string data cut to `MAX_ECHO` (a refusal never echoes a whole blob back). */
export function clipProblem(p: Problem): Problem {
  const long = p.message.length > 4 * MAX_ECHO || Object.values(p.data ?? {}).some((v) => typeof v === 'string' && v.length > MAX_ECHO);
  if (!long) return p;
  const data = p.data ? Object.fromEntries(Object.entries(p.data).map(([k, v]) => [k, typeof v === 'string' ? clip(v) : v])) : undefined;
  return { ...p, message: clip(p.message, 4 * MAX_ECHO), ...(data ? { data } : {}) };
}

const at = (line: number, start: number, end: number) => ({ path: ['orders', line], span: { start, end } });

/**
 * What is too big in a decision's text, before reading it: the whole text, then each line (its
 * length and its words). Empty when the text is within every limit.
 */
export function sizeProblems(text: string): Problem[] {
  if (text.length > MAX_DECISION_CHARS) return [{ code: 'decision-too-long', message: `The orders are ${text.length} characters long; at most ${MAX_DECISION_CHARS} are read.`, path: ['orders'], data: { length: text.length, max: MAX_DECISION_CHARS } }];
  const out: Problem[] = [];
  let lines = 0;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (lines === MAX_LINES) {
      // A newline ending the last line opens no new one.
      if (start === text.length) break;
      out.push({ code: 'too-many-lines', message: `At most ${MAX_LINES} lines are read.`, path: ['orders'], data: { max: MAX_LINES } });
      break;
    }
    const length = end - start;
    if (length > MAX_LINE_CHARS) out.push({ code: 'line-too-long', message: `This line is ${length} characters long; at most ${MAX_LINE_CHARS}.`, ...at(lines, start, end), data: { length, max: MAX_LINE_CHARS } });
    else {
      const words = countWords(text, start, end);
      if (words > MAX_WORDS_PER_LINE) out.push({ code: 'too-many-words', message: `This line has ${words} words; at most ${MAX_WORDS_PER_LINE}.`, ...at(lines, start, end), data: { words, max: MAX_WORDS_PER_LINE } });
    }
    lines++;
    start = end + 1;
  }
  return boundProblems(out);
}

/**
 * ECMAScript's `\s`, by code unit (a regular expression per character would cost more than the
 * lexing; issue 22: `countWords` tested each character so, a third of checking a text's size).
 * The vocabulary's lexer reads white space with it too.
 */
export function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return c === 160 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

function countWords(text: string, start: number, end: number): number {
  let n = 0;
  let inWord = false;
  for (let i = start; i < end; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}

/**
 * At most `MAX_PROBLEMS` problems, each quoting at most `MAX_ECHO` characters of the text; the
 * rest summed up in one `too-many-problems` (`data.more`: how many were left out).
 */
export function boundProblems(problems: readonly Problem[]): Problem[] {
  const kept = problems.slice(0, MAX_PROBLEMS).map(clipProblem);
  if (problems.length > MAX_PROBLEMS) {
    const more = problems.length - MAX_PROBLEMS;
    kept.push({ code: 'too-many-problems', message: `${more} more problems not shown.`, path: ['orders'], data: { more, max: MAX_PROBLEMS } });
  }
  return kept;
}
