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

/** Issue 18 item 5: the players' rankings (`diadoques §2`) as a scenario. */
describe('seats in a scenario file (diadoques §2)', () => {
  const SEATS = 'title: t\nruleset: diadoques\nrankings:\n  alice: ptolemee, seleucos\n  bruno: seleucos\nexpect:\n';

  it('a file of rankings alone needs no season and checks its seats', () => {
    const run = runScenario(`${SEATS}  seat ptolemee: alice (single)\n  seat seleucos: bruno\n`);
    expect(run.problems).toEqual([]);
    expect(run.passed).toBe(true);
    expect(run.sheet).toContain('ptolemee: alice (choice 1, single)');
  });

  it('a wrong seat fails at its line, saying who got it; a wrong "how" too', () => {
    const run = runScenario(`${SEATS}  seat ptolemee: bruno\n  seat seleucos: bruno (tie)\n`);
    expect(run.failures.map((f) => [f.line, f.message])).toEqual([[7, 'ptolemee went to alice'], [8, 'decided single, not tie']]);
  });

  it('refuses a diadochus of the other ruleset, a power ranked twice, a player ranked twice and too many players', () => {
    const codes = (text: string) => runScenario(text).problems.map((p) => [p.code, p.line]);
    expect(codes('ruleset: diadoques\nrankings:\n  alice: ptolemaios\n')).toEqual([['rankings', 3], ['rankings', 2]]);
    expect(codes('ruleset: diadoques\nrankings:\n  alice: ptolemee, ptolemee\n')).toEqual([['rankings', 3], ['rankings', 2]]);
    expect(codes('ruleset: diadoques\nrankings:\n  alice: ptolemee\n  alice: seleucos\n')).toEqual([['rankings', 4]]);
    const seven = Array.from({ length: 7 }, (_, i) => `  p${i}: ptolemee`).join('\n');
    expect(codes(`ruleset: diadoques\nrankings:\n${seven}\n`)).toEqual([['rankings', 2]]);
  });

  it('a seat expectation without rankings, or after "then:", is a problem; a bad seating word too', () => {
    expect(runScenario('ruleset: diadoques\nseason: spring -318\nexpect:\n  seat ptolemee: alice\n').problems.map((p) => p.code)).toEqual(['seating']);
    expect(runScenario('ruleset: diadoques\nseating: draft\nrankings:\n  alice: ptolemee\n').problems.map((p) => p.code)).toEqual(['seating']);
    expect(runScenario('ruleset: diadoques\nrankings:\n  alice: ptolemee\nexpect:\n  seat nobody: alice\n').problems.map((p) => p.code)).toEqual(['expectation']);
  });

  it('seats go with a season: the sheet has both, and the season adjudicates as without them', () => {
    const season = 'ruleset: diadoques\nseason: spring -318\nunits:\n  antigone: A PHR\norders antigone:\n  A PHR LYD\n';
    const plain = runScenario(season);
    const both = runScenario(`${season}rankings:\n  alice: antigone\nexpect:\n  seat antigone: alice\n  unit antigone A LYD\n`);
    expect(both.passed, both.sheet).toBe(true);
    expect(both.sheet).toContain('Seats (diadoques §2.2–§2.4):');
    expect(both.sheet.endsWith(plain.sheet)).toBe(true);
    expect(both.rolls).toEqual(plain.rolls);
  });
});
