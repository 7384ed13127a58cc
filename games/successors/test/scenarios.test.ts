/** Every scenario file of games/successors/scenarios runs and meets its expectations (one test per file, named by its rule ids). */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioText } from '../src/scenario/run.ts';
import { parseScenario } from '../src/scenario/parse.ts';

const dir = join(import.meta.dirname, '..', 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.scenario')).sort();

describe('successors scenarios', () => {
  it('there are scenario files', () => expect(files.length).toBeGreaterThan(0));
  for (const f of files) {
    const text = readFileSync(join(dir, f), 'utf8');
    const parsed = parseScenario(text);
    const rules = parsed.ok ? parsed.value.rules.join(', ') : '';
    it(`${f} (${rules})`, () => {
      const run = runScenarioText(text);
      expect(run.failures).toEqual([]);
    });
  }
});

describe('scenario reader', () => {
  it('reports every problem with its line, never throws', () => {
    const r = parseScenario('title: x\nrules: successors 12.5.1\nunits:\n  blue: nonsense\ndice: 7\nplay:\n  what\n');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((p) => p.code)).toEqual(['bad-units', 'bad-die', 'bad-play']);
  });
  it('a scenario whose expectation fails says so', () => {
    const run = runScenarioText(readFileSync(join(dir, '12.5-battle-example.scenario'), 'utf8').replace('score=4,7', 'score=5,7'));
    expect(run.failures.length).toBe(1);
  });
});
