import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCase } from '../src/scenario/run.ts';

const dir = join(import.meta.dirname, '..', 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort();

describe('syracuse scenario files (docs/rules/syracuse/scenario-format.md)', () => {
  it('there are scenario files', () => expect(files.length).toBeGreaterThan(10));
  it.each(files)('%s', (f) => {
    const r = runCase(f, readFileSync(join(dir, f), 'utf8'));
    expect(r.failures).toEqual([]);
    expect(r.rules.length).toBeGreaterThan(0);
  });
});
