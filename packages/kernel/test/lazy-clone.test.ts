/**
 * Issue 22: `lazyClone` copies the first levels of plain objects as they are read. Whatever a
 * reader does, it must see what `clone` (the JSON round trip) gives, and nothing it changes may
 * reach the original.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clone, lazyClone } from '../src/index.ts';

/** Reads every field down to the bottom, as `JSON.stringify` does, and compares with `clone`. */
function expectSameAsClone(value: unknown, levels: number): void {
  let eager: string | Error;
  try {
    eager = JSON.stringify(clone(value));
  } catch (e) {
    eager = e as Error;
  }
  if (eager instanceof Error) {
    expect(() => JSON.stringify(lazyClone(value, levels))).toThrow();
    return;
  }
  expect(JSON.stringify(lazyClone(value, levels))).toBe(eager);
}

describe('lazyClone', () => {
  it('property: reads as the JSON round trip on any value, at any number of lazy levels', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBoxedValues: true, withMap: true, withSet: true, withDate: true, withNullPrototype: true, withSparseArray: true,
          withBigInt: true, withUnicodeString: true,
          key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'toJSON', '0', '10', '9', '-1')),
        }),
        fc.integer({ min: 0, max: 3 }),
        (v, levels) => expectSameAsClone(v, levels),
      ),
      { numRuns: 1000 },
    );
  });

  it("keeps JSON's edge cases at the lazy levels: -0, NaN, undefined and functions left out, integer keys first", () => {
    const view = { state: { z: -0, y: NaN, w: undefined, v: () => 1, '10': 'a', '9': 'b', units: [{ at: 'MAC' }] }, ext: { toJSON: () => 'x' }, n: 1 };
    const copy = lazyClone(view, 2);
    expect(Object.keys(copy)).toEqual(['state', 'ext', 'n']);
    expect(Object.keys(copy.state)).toEqual(['9', '10', 'z', 'y', 'units']);
    expect(copy.state.z).toBe(0);
    expect(Object.is(copy.state.z, -0)).toBe(false);
    expect(copy.state.y).toBeNull();
    expect('w' in copy.state).toBe(false);
    expect(copy.ext).toBe('x');
  });

  it('copies: what a reader changes, read or not yet read, leaves the original as it was; a field read twice is the same copy', () => {
    const original = { state: { units: [{ at: 'MAC', power: 'cassandre' }], owners: { Pella: 'cassandre' } }, ext: { history: ['a'] } };
    const before = JSON.stringify(original);
    const copy = lazyClone(original, 2);
    expect(copy.state.units).toBe(copy.state.units);
    copy.state.units[0]!.at = 'THE';
    copy.state.owners['Pella'] = 'lysimaque';
    copy.ext = { history: [] };
    expect(JSON.stringify(original)).toBe(before);
    expect(copy.state.units[0]!.at).toBe('THE');
    expect(copy.ext.history).toEqual([]);
    expect(Object.getOwnPropertyDescriptor(copy.state, 'units')).toMatchObject({ writable: true, enumerable: true });
  });

  it('a frozen copy still reads its fields', () => {
    const copy = Object.freeze(lazyClone({ state: { units: [1, 2] } }, 2));
    expect(copy.state.units).toEqual([1, 2]);
    expect(copy.state).toBe(copy.state);
  });
});
