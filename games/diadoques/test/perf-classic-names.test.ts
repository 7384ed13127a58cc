/**
 * Issue 22: classic's province names are looked up once per text (`classic/names.ts`): a text
 * asked again, found or not, gets the same answer as the first time.
 */
import { describe, expect, it } from 'vitest';
import { provinceByName } from '../src/classic/index.ts';

describe('issue 22: classic province names remembered', () => {
  it('a name found, a text that names nothing and an empty text answer the same when asked again', () => {
    for (let round = 0; round < 3; round++) {
      expect(provinceByName('Vienna')).toBe('vie');
      expect(provinceByName('Saint-Pétersbourg')).toBe('stp');
      expect(provinceByName('Nowhere Land')).toBeUndefined();
      expect(provinceByName('')).toBeUndefined();
    }
  });
});
