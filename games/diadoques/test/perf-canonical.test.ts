/**
 * Issue 22: the kernel's canonical text (`canonicalJson`, under every digest and save) was made
 * cheaper; its bytes must not change, or recorded digests would no longer verify. Checked against
 * the former writer (a sorted copy handed to `JSON.stringify`) on random data, on values JSON
 * treats specially, and on whole Les Diadoques and classic states.
 */
import { canonicalJson, createGame } from '@diadochi/kernel';
import type { GameDefinition } from '@diadochi/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classic } from '../src/classic/index.ts';
import { diadokhoi, diadoques } from '../src/game/index.ts';

/** The writer before issue 22's change, as it was. */
function formerSortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(formerSortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = formerSortKeys(v);
    }
    return out;
  }
  return value;
}
const former = (v: unknown) => JSON.stringify(formerSortKeys(v));

describe('issue 22: the canonical text is the same as before', () => {
  it('on random data (keys in any order, numbers, strings, nesting)', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withSparseArray: true, withBoxedValues: true, withDate: true }), (v) => {
        expect(canonicalJson(v)).toBe(former(v));
      }),
      { numRuns: 2000, seed: 22 },
    );
  });

  it('on what JSON writes its own way: undefined, -0, NaN, holes, integer keys, toJSON', () => {
    const sparse: unknown[] = [1];
    sparse[3] = 'x';
    const v = { b: [1, undefined, { d: 'x', c: null, e: undefined }], a: -0, '10': 1, '9': 2, z: [NaN, Infinity, sparse], f: () => 1, t: new Date(0), u: { toJSON: () => 'j' } };
    expect(canonicalJson(v)).toBe(former(v));
  });

  it.each([diadoques, diadokhoi, classic] as unknown as GameDefinition[])('on the state of a new $id game', (def) => {
    const created = createGame(def, { seed: 'canonical', options: {} });
    if (!created.ok) throw new Error('no game');
    expect(canonicalJson(created.value)).toBe(former(created.value));
  });
});
