/**
 * Errors are values: nothing a player submits may throw. Validation returns every problem
 * with where it is (which order, which characters) so a UI can underline it.
 */
export interface Problem {
  /** Machine-readable code, stable across versions (e.g. `unknown-province`). */
  code: string;
  /** Human-readable explanation, in the player's language where the game supports it. */
  message: string;
  /** Where in the submitted decision: a path of keys/indexes (e.g. `['orders', 3]`). */
  path?: (string | number)[];
  /** Character span in a text decision (0-based, end exclusive), when the decision is text. */
  span?: { start: number; end: number };
  /** Rule paragraph that makes this an error, e.g. `diadoques §9a`. */
  rule?: string;
  /** The details the message names (a word, a place, an amount), for a message in the reader's language. */
  data?: Record<string, unknown>;
}

export type Result<T, E = Problem[]> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

export function problem(code: string, message: string, extra: Omit<Problem, 'code' | 'message'> = {}): Problem {
  return { code, message, ...extra };
}
