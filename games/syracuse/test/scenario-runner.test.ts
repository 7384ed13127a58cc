import { describe, expect, it } from 'vitest';
import { runCase } from '../src/scenario/run.ts';

describe('the scenario runner (docs/rules/syracuse/scenario-format.md) can fail', () => {
  it('syracuse 3.2.8: a wrong cost, an unknown line, a refused decision and a missing citation are reported with their lines', () => {
    const r = runCase('bad', ['clear', 'unit a-h1 T11', 'expect cost a-h1 T20 3', 'frobnicate', 'ath move a-h1 T20'].join('\n'));
    expect(r.failures.length).toBe(4);
    expect(r.failures[0]).toMatch(/^line 3: cost of a-h1 to T20: expected 3, got 4/);
    expect(r.failures[1]).toMatch(/^line 4: unknown line/);
    expect(r.failures[2]).toMatch(/^line 5: ath cannot move/);
    expect(r.failures[3]).toMatch(/cites no rule/);
  });
});
