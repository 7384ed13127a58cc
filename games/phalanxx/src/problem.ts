/**
 * Typed problems. A problem's `message` is its English line, for API readers that show messages
 * as they come; interfaces write it from `code` and `data` in the reader's language
 * (`problemLine` of the kernel with the game's catalogs).
 */
import { problem, say } from '@diadochi/kernel';
import type { Problem } from '@diadochi/kernel';
import { en } from './catalog/en.ts';
import type { PhalanxxProblems } from './words.ts';

export function px<K extends keyof PhalanxxProblems>(code: K, data: PhalanxxProblems[K], extra: Omit<Problem, 'code' | 'message' | 'data'> = {}): Problem {
  if (quiet > 0) return UNSAID;
  return problem(code, say(en.problems, 'en', code, data), { ...extra, data: data as Record<string, unknown> });
}

let quiet = 0;
/** The problem a quiet check returns: only whether there is one is read. */
const UNSAID: Problem = Object.freeze({ code: 'unsaid', message: '' });

/**
 * Runs `check` with problems left unwritten: for callers that only ask whether a decision has a
 * problem (listing the legal decisions, which bots do millions of times). Writing the English
 * line of every refused candidate was a quarter of a playout's time.
 */
export function quietly<T>(check: () => T): T {
  quiet++;
  try {
    return check();
  } finally {
    quiet--;
  }
}
