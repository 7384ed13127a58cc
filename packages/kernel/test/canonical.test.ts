/**
 * The kernel's copy and canonical text (issue 22): `clone` copies plain data directly instead of
 * through JSON text, and must give exactly what the JSON round trip gave, since game rules
 * resolve on the copy and any difference (a key order, an `undefined` kept, a `-0`) could change
 * a state and so a digest. Digests recorded before must stay valid: a fixed value's digest and a
 * seeded game's record are pinned to what the kernel gave before the change.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { autoplay, canonicalJson, clone, cloneByJson, createGame, digest, fastHash128, frozenCopy, randomBot, saveGame } from '../src/index.ts';
import { tribute } from './tiny-game.ts';

type Outcome = { value: unknown; text: string | undefined } | { threw: string };

function outcome(copy: () => unknown): Outcome {
  try {
    const value = copy();
    return { value, text: JSON.stringify(value) };
  } catch (e) {
    return { threw: (e as Error).constructor.name };
  }
}

/** Same value (`-0` and `0` told apart, `undefined` fields counted), same key order, or the same error. */
function expectSameAsJson(v: unknown): void {
  const a = outcome(() => clone(v));
  const b = outcome(() => cloneByJson(v));
  expect(a).toStrictEqual(b);
  if ('value' in a && 'value' in b) expect(keyOrders(a.value)).toEqual(keyOrders(b.value));
}

function keyOrders(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(keyOrders);
  if (v !== null && typeof v === 'object') return Object.entries(v).map(([k, x]) => [k, keyOrders(x)]);
  return Object.is(v, -0) ? '-0' : v;
}

describe('clone', () => {
  it('property: gives exactly the JSON round trip on any value (plain data, dates, maps, boxed values, sparse arrays, null prototypes, bigints)', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBoxedValues: true, withMap: true, withSet: true, withDate: true, withNullPrototype: true, withSparseArray: true,
          withBigInt: true, withObjectString: true, withTypedArray: true, withUnicodeString: true,
          key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'toJSON', '0', '10', '9', '4294967294', '4294967295', '01', '-1')),
        }),
        (v) => expectSameAsJson(v),
      ),
      { numRuns: 1000 },
    );
  });

  it('keeps JSON’s edge cases: -0, NaN, undefined and functions, integer keys first, own __proto__ and toJSON keys, cycles', () => {
    expectSameAsJson({ z: -0, y: NaN, x: Infinity, w: undefined, v: () => 1, '10': 'a', '9': 'b', u: [undefined, () => 2, Symbol('s'), -0] });
    expectSameAsJson(JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'));
    expectSameAsJson({ toJSON: () => ({ replaced: true }), kept: false });
    expectSameAsJson({ when: new Date(0), list: Object.assign([1, 2], { extra: 3 }) });
    const cycle: Record<string, unknown> = { a: 1 };
    cycle['self'] = { back: cycle };
    expectSameAsJson(cycle);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 2000; i++) deep = { d: [deep] };
    expectSameAsJson(deep);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('copies: changing the copy leaves the original as it was', () => {
    const original = { units: [{ at: 'MAC', power: 'cassandre' }], owners: { Pella: 'cassandre' } };
    const copy = clone(original);
    copy.units[0]!.at = 'THE';
    copy.owners['Pella'] = 'lysimaque';
    expect(original).toEqual({ units: [{ at: 'MAC', power: 'cassandre' }], owners: { Pella: 'cassandre' } });
  });
});

describe('digests recorded before issue 22 stay valid', () => {
  it('a fixed value digests as it did', () => {
    expect(canonicalJson({ b: [1, 2, { d: 'x', c: null, e: undefined }], a: -0, '10': 1, '9': 2, z: [undefined, NaN, Infinity] })).toBe(
      '{"9":2,"10":1,"a":0,"b":[1,2,{"c":null,"d":"x"}],"z":[null,null,null]}',
    );
    expect(digest({ b: [1, 2, { d: 'x', c: null, e: undefined }], a: -0, '10': 1, '9': 2, z: [undefined, NaN, Infinity] })).toBe('f66a894011e2be8930003835ec592348');
  });

  it('20 seeded tiny games with random bots give the record digests and the saves the kernel gave before (commit e141a0f)', () => {
    const digests: string[] = [];
    const saves: string[] = [];
    for (let i = 0; i < 20; i++) {
      const c = createGame(tribute, { seed: `golden-${i}`, options: { players: 2 + (i % 3), rounds: 1 + (i % 5) } });
      if (!c.ok) throw new Error(JSON.stringify(c.error));
      const end = autoplay(tribute, c.value, { bots: randomBot(`golden-bot-${i}`) });
      digests.push(...end.record.map((e) => e.digest), digest(end.state));
      saves.push(saveGame(end));
    }
    expect(digests.length).toBe(220);
    expect(fastHash128(digests.join(','))).toBe('6c63169523f0ddc21de245831fdce325');
    expect(fastHash128(saves.join('\n'))).toBe('91e08adcfb0722701876dc5b50a15b36');
  });
});

describe('canonicalJson (issue 22: short key lists sorted by insertion)', () => {
  /** The former sorted copy, with the native sort: the text must be the same. */
  function byNativeSort(value: unknown): unknown {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((v) => byNativeSort(v));
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = byNativeSort(v);
    }
    return out;
  }

  it('property: gives exactly the text of the copy sorted natively, on any value', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBoxedValues: true, withMap: true, withSet: true, withDate: true, withNullPrototype: true, withSparseArray: true,
          withObjectString: true, withTypedArray: true, withUnicodeString: true, maxKeys: 24,
          key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'toJSON', '0', '10', '9', '4294967294', '4294967295', '01', '-1', 'a', 'b', 'é', 'Z')),
        }),
        (v) => {
          let a: string | undefined, b: string | undefined;
          try { a = canonicalJson(v); } catch (e) { a = `threw ${(e as Error).constructor.name}`; }
          try { b = JSON.stringify(byNativeSort(v)); } catch (e) { b = `threw ${(e as Error).constructor.name}`; }
          expect(a).toBe(b);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('frozenCopy (issue 22: one copy of a state’s parts for every bot view)', () => {
  it('property: reads as clone (the JSON round trip), frozen all through', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withSparseArray: true, withBoxedValues: true, withDate: true }), (v) => {
        let a: string, b: string;
        try { a = JSON.stringify(keyOrders(frozenCopy(v, new Map()))); } catch (e) { a = `threw ${(e as Error).constructor.name}`; }
        try { b = JSON.stringify(keyOrders(clone(v))); } catch (e) { b = `threw ${(e as Error).constructor.name}`; }
        expect(a).toBe(b);
      }),
      { numRuns: 1000 },
    );
    const frozen = (x: unknown): boolean => x === null || typeof x !== 'object' || (Object.isFrozen(x) && Object.values(x).every(frozen));
    expect(frozen(frozenCopy({ a: [{ b: 1 }, [2]], c: { d: null } }, new Map()))).toBe(true);
  });

  it('an object met again with the same memo is the same copy; the source is never changed', () => {
    const units = [{ at: 'MAC' }];
    const memo = new Map<object, unknown>();
    const one = frozenCopy({ units, mine: { gold: 1 } }, memo);
    const two = frozenCopy({ units, mine: { gold: 2 } }, memo);
    expect(one.units).toBe(two.units);
    expect(one.units).not.toBe(units);
    expect([one.mine.gold, two.mine.gold]).toEqual([1, 2]);
    expect(frozenCopy({ units }, new Map()).units).not.toBe(one.units);
    expect(Object.isFrozen(units)).toBe(false);
  });
});
