import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseScenario, runScenario } from '../../src/scenario/index.ts';

/** Every scenario case written from the rulebooks (games/diadoques/scenarios/**): one test each. */
const ROOT = fileURLToPath(new URL('../../scenarios', import.meta.url));

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : name.endsWith('.scenario') ? [path] : [];
    });
}

const files = existsSync(ROOT) ? walk(ROOT) : [];

describe('games/diadoques/scenarios', () => {
  it('finds only .scenario files (the folder may be empty or absent)', () => {
    expect(files.every((f) => f.endsWith('.scenario'))).toBe(true);
  });
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const name = relative(ROOT, file);
    const title = parseScenario(text, { fileName: name }).scenario?.title ?? '(unreadable)';
    it(`${name} — ${title}`, () => {
      const run = runScenario(text, { fileName: name });
      expect(run.problems, run.sheet).toEqual([]);
      expect(run.failures, run.sheet).toEqual([]);
    });
  }
});
