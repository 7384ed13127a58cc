/**
 * Typed problems of the classic ruleset. A problem's `message` is its English line, for API
 * readers that show messages as they come; interfaces write it from `code` and `data` in the
 * reader's language (the kernel's `problemLine` with the game's catalogs).
 */
import { problem, say } from '@diadochi/kernel';
import type { Problem } from '@diadochi/kernel';
import { en } from './catalog/en.ts';
import type { ClassicProblemCode, ClassicProblems } from './words.ts';

export function cx<K extends ClassicProblemCode>(code: K, data: ClassicProblems[K], extra: Omit<Problem, 'code' | 'message' | 'data'> = {}): Problem {
  return problem(code, say(en.problems, 'en', code, data), { ...extra, data: data as Record<string, unknown> });
}
