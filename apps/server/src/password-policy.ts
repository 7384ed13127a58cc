import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from './http/errors.ts';

/** Passwords have at least this many characters (and at most `MAX_PASSWORD`). */
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 200;
/**
 * zxcvbn's score (0–4) a new password must reach: 3 is "safely unguessable" (about 10^8 guesses
 * or more), the level zxcvbn's authors advise; it refuses the common-password list
 * (@zxcvbn-ts/language-common: the most used passwords of public breaches), keyboard runs,
 * repeats, dates and the user's own name.
 */
export const MIN_SCORE = 3;
/**
 * Only this many first characters are scored: zxcvbn's matching grows faster than linearly with
 * the length, and a password whose first 64 characters are strong is strong.
 */
const SCORED_LENGTH = 64;

let estimator: ZxcvbnFactory | null = null;
const zxcvbn = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: SCORED_LENGTH }));

/** Why a password is refused, or null when it is good enough. */
export function passwordWeakness(password: string, userName?: string): string | null {
  if (password.length < MIN_PASSWORD) return `Passwords have at least ${MIN_PASSWORD} characters.`;
  if (password.length > MAX_PASSWORD) return `Passwords have at most ${MAX_PASSWORD} characters.`;
  if (password.trim() === '') return 'A password cannot be only spaces.';
  const scored = password.slice(0, SCORED_LENGTH);
  const r = zxcvbn().check(scored, userName ? [userName] : []);
  if (r.score < MIN_SCORE) return 'That password is too easy to guess (a common password, a keyboard run, a repeat or your name): try a few unrelated words.';
  return null;
}

/** Throws the typed refusal `weak-password` (422) for a password that is not good enough. */
export function refuseWeakPassword(password: string, userName: string | undefined, field: string): void {
  const why = passwordWeakness(password, userName);
  if (why) throw new HttpError(422, 'weak-password', why, [{ code: 'weak-password', message: why, path: ['body', field] }]);
}
