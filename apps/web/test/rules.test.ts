import { describe, expect, it } from 'vitest';
import { ruleAnchor, ruleIndex, rulesetOfId } from '../src/rules.ts';

describe('rule indexes bundled at build time', () => {
  it('parses the Les Diadoques index with the kernel parser', async () => {
    const rules = await ruleIndex('diadoques');
    expect(rules.length).toBeGreaterThan(300);
    const siege = rules.find((r) => r.id === 'diadoques §9a.26');
    expect(siege?.chapter).toMatch(/9/);
  });

  it('has an empty index for a ruleset without one', async () => {
    expect(await ruleIndex('nonesuch')).toEqual([]);
  });

  it('names ids and anchors', () => {
    expect(rulesetOfId('diadokhoi §6.3.2')).toBe('diadokhoi');
    expect(ruleAnchor('diadoques §9a.26')).toBe('rule-diadoques-9a-26');
  });
});
