import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario, runScenario } from '../../src/scenario/index.ts';

/** The runner's own cases (test/scenario/cases): each file names the rule ids it proves. */
const DIR = fileURLToPath(new URL('./cases', import.meta.url));
const files = readdirSync(DIR).filter((f) => f.endsWith('.scenario')).sort();

describe('scenario cases of the adjudicator', () => {
  it('there are cases for both rulesets', () => {
    expect(files.filter((f) => f.startsWith('dq-')).length).toBeGreaterThan(10);
    expect(files.filter((f) => f.startsWith('dk-')).length).toBeGreaterThan(5);
  });
  for (const f of files) {
    const text = readFileSync(join(DIR, f), 'utf8');
    const sc = parseScenario(text, { fileName: f }).scenario;
    it(`${f} — ${sc?.title ?? '?'} (${sc?.rules.join(', ') ?? ''})`, () => {
      const run = runScenario(text, { fileName: f });
      expect(run.problems, run.sheet).toEqual([]);
      expect(run.failures, run.sheet).toEqual([]);
      expect(sc!.expect.length).toBeGreaterThan(0);
    });
  }
});

const BASE = `title: t
ruleset: diadoques
season: spring -318
units:
  antigone: A PHR
orders antigone:
  A PHR LYD
expect:
`;

describe('scenario runner', () => {
  it('reports a failed expectation with its line', () => {
    const run = runScenario(`${BASE}  A PHR LYD: fails\n  unit antigone A LYD\n`, { fileName: 'x.scenario' });
    expect(run.passed).toBe(false);
    expect(run.failures).toEqual([{ line: 9, text: 'A PHR LYD: fails', message: expect.stringContaining('expected fails, got succeeds') }]);
  });

  it('checks the reason code in brackets', () => {
    const run = runScenario(`${BASE}  A PHR LYD: succeeds (bounced)\n`);
    expect(run.failures[0]?.message).toContain('expected reason bounced, got moved');
  });

  it('matches an expectation written in another spelling of the same order', () => {
    const run = runScenario(`${BASE}  a phr - Lydie: succeeds\n`);
    expect(run.failures).toEqual([]);
  });

  it('locates problems: unknown place, unknown section text, bad expectation', () => {
    const run = runScenario('ruleset: diadoques\nseason: spring -318\nunits:\n  antigone: A ZZZ\nexpect:\n  whatever happens\n', { fileName: 'p.scenario' });
    expect(run.passed).toBe(false);
    expect(run.problems.map((p) => p.line)).toEqual([4, 6]);
    expect(run.sheet).toContain('p.scenario:4');
  });

  it('an order line the parser cannot read is ignored and reported on the sheet', () => {
    const run = runScenario(BASE.replace('A PHR LYD', 'A PHR ZZZ'));
    expect(run.report!.orders[0]).toMatchObject({ status: 'ignored', reason: 'unreadable', line: 7 });
  });

  it('missing ruleset or season are problems, not exceptions', () => {
    expect(runScenario('title: x').problems[0]!.code).toBe('ruleset');
    expect(runScenario('ruleset: diadokhoi\nseason: someday').problems[0]!.code).toBe('season');
  });

  it('never throws on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const run = runScenario(`ruleset: diadoques\nseason: spring -318\n${s}`);
        expect(typeof run.sheet).toBe('string');
      }),
      { numRuns: 150 },
    );
  });

  it('fixed dice are used in order (diadoques §6b.18)', () => {
    const text = 'ruleset: diadoques\nseason: summer -318\ndice: 5\nunits:\n  antigone: A LYD\ncharacters:\n  Cleopatre: LYD\nexpect:\n  free Cleopatre\n  character Cleopatre: LYD\n';
    const run = runScenario(text);
    expect(run.rolls).toEqual([5]);
    expect(run.failures).toEqual([]);
  });
});
