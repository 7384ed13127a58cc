import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/index.ts';

/**
 * diadokhoi §7.5.1: "During winter, corruptions are not allowed". A scenario file cannot show a
 * refused winter line as a passing case (it is a problem of the file), so the refusal is proven
 * here: the same bribe is refused in winter and read, and paid, in spring.
 */
const file = (season: string) => `title: t
ruleset: diadokhoi
season: ${season}
scope: game
units:
  antigonos: A Lyc
  eumenes: A Cap
control:
  antigonos: Lyc
  eumenes: Cap
treasury:
  antigonos: 3000
orders antigonos:
  bribe A Cap 3000
`;

describe('diadokhoi §7.5.1: no corruption in winter', () => {
  it('a bribe written in winter is not a winter order: refused at its line', () => {
    const run = runScenario(file('winter -321'), { fileName: 'winter.scenario' });
    expect(run.problems.map((p) => [p.line, p.message])).toEqual([[14, expect.stringContaining('"bribe" is not a winter order')]]);
  });

  it('the same bribe in spring is read and wins the army', () => {
    const run = runScenario(file('spring -320').replace('scope: game', 'scope: game\nevent: none') + 'expect:\n  corrupted Cap by antigonos\n  treasury antigonos: 0\n', { fileName: 'spring.scenario' });
    expect(run.problems).toEqual([]);
    expect(run.failures, run.sheet).toEqual([]);
  });
});
