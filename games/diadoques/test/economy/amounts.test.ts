/** Sums as players write them (src/vocabulary/words.ts `readAmount`). */
import { describe, expect, it } from 'vitest';
import { readAmount, words } from '../../src/vocabulary/words.ts';

const read = (line: string) => {
  const r = readAmount(words(line), 0);
  return r.ok ? { value: r.value, next: r.next } : r.problem.code;
};

describe('reading a sum', () => {
  it('diadokhoi §6.3.55: sums in talents with thousands groups, "1 000", "1,000", "2000 talents"', () => {
    expect(read('1 000')).toEqual({ value: 1000, next: 2 });
    expect(read('1,000')).toEqual({ value: 1000, next: 2 });
    expect(read('2000 talents')).toEqual({ value: 2000, next: 2 });
    expect(read('30T')).toEqual({ value: 30, next: 1 });
  });

  it('diadoques §11b.5: a series of bids "500, 600" is two sums, not 500 600', () => {
    expect(read('500, 600')).toEqual({ value: 500, next: 1 });
    expect(read('10, 11, 12')).toEqual({ value: 10, next: 1 });
  });

  it('what is not a sum is refused', () => {
    expect(read('beaucoup')).toBe('bad-amount');
    expect(read('')).toBe('missing-amount');
  });
});
