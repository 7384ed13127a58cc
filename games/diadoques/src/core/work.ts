/**
 * The work meter of the order readers (issue 13): every candidate look-up a reader makes (a
 * place, a character, a power, a word run tried as a name) spends one unit of work. Each line is
 * read under a budget proportional to its length; a line that would need more stops at once
 * with `order-too-complex` instead of holding the judge. The readers are linear by design (a
 * name is a few words long, and only runs that short are ever tried); the budget is the safety
 * net for what the design missed, and the counter is what the size-property tests measure
 * (tests never time anything).
 *
 * Readers are synchronous and one reads at a time, so the meter is one module-level counter;
 * budgets nest (a line read inside a larger reading spends from both).
 */

/** Work allowed per character of a line, and a base for short lines (`withBudget`). */
export const WORK_PER_CHAR = 64;
export const WORK_BASE = 4096;

/** Thrown inside a reader when its budget is spent; caught where the line is read, never escapes a reader. */
export class TooComplex extends Error {
  constructor(readonly spent: number, readonly budget: number) {
    super('order-too-complex');
  }
}

let total = 0;
let spent = 0;
let limit = Number.POSITIVE_INFINITY;

/** Spends `n` units of work; throws `TooComplex` when the current budget is exceeded. */
export function spend(n = 1): void {
  total += n;
  spent += n;
  if (spent > limit) throw new TooComplex(spent, limit);
}

/**
 * True when no budget is running: a reading's outcome then depends on its input alone, so a
 * reader may give back one it remembered (issue 22, `vocabulary/military/read.ts`).
 */
export function unbudgeted(): boolean {
  return limit === Number.POSITIVE_INFINITY;
}

/** Work spent since the process started (tests and the fuzzer take differences). */
export function workDone(): number {
  return total;
}

/**
 * Runs `read` with a budget of `WORK_BASE + WORK_PER_CHAR × chars` units (within what is left of
 * any enclosing budget). `TooComplex` propagates: the caller turns it into a problem.
 */
export function withBudget<T>(chars: number, read: () => T): T {
  const outer = { spent, limit };
  spent = 0;
  limit = Math.min(WORK_BASE + WORK_PER_CHAR * chars, outer.limit - outer.spent);
  let mine = 0;
  try {
    const out = read();
    mine = spent;
    return out;
  } catch (e) {
    mine = spent;
    throw e;
  } finally {
    spent = outer.spent + mine;
    limit = outer.limit;
  }
}

/** The work `read` spends (for tests and the fuzzer). */
export function measureWork<T>(read: () => T): { work: number; value: T } {
  const before = total;
  const value = read();
  return { work: total - before, value };
}
