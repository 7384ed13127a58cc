/**
 * The readers' fuzz run in a CI-sized dose (issue 13): the `npx diadochi fuzz-input` command's
 * own code, a few thousand random and adversarial inputs per ruleset through every reader of
 * player input. The long run (≥ 1,000,000 inputs) is documented in the README.
 */
import { describe, expect, it } from 'vitest';
import { fuzzInput, makeInput, rng, summary } from '../src/cli/fuzz-input.ts';

/**
 * 600 inputs of the Les Diadoques rulesets (1500 before: about 10 s each of the unit suite's
 * time on the CI machine, for the same kinds of input again); classic's readers are ten times
 * faster and keep 3000. `FULL_DOSE=1` runs the former dose; the long run is the CLI's.
 */
const DOSE = process.env.FULL_DOSE ? 1500 : 600;

describe('issue 13: fuzz-input, CI dose', () => {
  it.each([
    ['diadoques', DOSE],
    ['diadokhoi', DOSE],
    ['classic', 3000],
  ] as const)('diadoques §9a.2: %s — %i inputs through every reader: no crash, no reading stopped by its budget, work per byte bounded', (ruleset, inputs) => {
    // Inputs up to 16 KB here; the long run goes to 256 KB.
    const r = fuzzInput(ruleset, inputs, 'ci', 16_384);
    expect(r.crashes).toEqual([]);
    expect(r.overBudget).toBe(0);
    expect(r.maxWorkPerByte).toBeGreaterThan(0);
    expect(r.maxWorkPerByte).toBeLessThanOrEqual(12);
    expect(summary(ruleset, r)).toMatch(new RegExp(`^fuzz-input ${ruleset}: ${inputs} inputs, 0 crashes, 0 over budget, max work/byte \\d+\\.\\d\\d$`));
  });

  it('same seed, same inputs (the fuzzer has its own generator, not the game dice)', () => {
    const a = rng('x');
    const b = rng('x');
    const words = ['MAC', 'THR'];
    for (let i = 0; i < 50; i++) expect(makeInput(a, words, 1000)).toBe(makeInput(b, words, 1000));
  });
});
