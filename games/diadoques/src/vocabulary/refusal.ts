/**
 * How every reader of the order notations refuses a line: a problem with its code, its span in
 * the line and the data its catalog line names (`game/i18n-problems.ts`). What it quotes of the
 * player's text is cut to `MAX_ECHO` characters. Readers never throw.
 */
import { problem } from '@diadochi/kernel';
import type { Problem } from '@diadochi/kernel';
import { clip } from '../core/limits.ts';

export type Step<T> = { ok: true; value: T } | { ok: false; problem: Problem };

export type Refusal = { ok: false; problem: Problem };

interface Spanned {
  text: string;
  start: number;
  end: number;
}

/** A refusal at these tokens (or this span). */
export const fail = (code: string, message: string, at: readonly Spanned[] | { start: number; end: number }, rule?: string, data?: Record<string, unknown>): Refusal => {
  const span = Array.isArray(at) ? (at.length > 0 ? { start: at[0]!.start, end: at[at.length - 1]!.end } : { start: 0, end: 0 }) : (at as { start: number; end: number });
  const clipped = data ? Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === 'string' ? clip(v) : v])) : undefined;
  return { ok: false, problem: problem(code, clip(message, 320), { span, ...(rule ? { rule } : {}), ...(clipped ? { data: clipped } : {}) }) };
};

/** The tokens as written, at most `MAX_ECHO` characters of them (for a problem's message and data). */
export const said = (tokens: readonly Spanned[]): string => {
  let out = '';
  for (const t of tokens) {
    if (out.length > 80) break;
    out += (out ? ' ' : '') + t.text;
  }
  return clip(out);
};
