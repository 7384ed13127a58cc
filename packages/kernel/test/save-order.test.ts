/**
 * Issue 22, "Deterministic": the kernel keeps every state with its keys in canonical order, so a
 * game loaded from its save (canonical text, keys sorted) goes on exactly as the live game.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, canonicalOrder, createGame, digest, fastHash128, loadGame, saveGame, stateText, submit } from '../src/index.ts';
import type { GameDefinition, GameSession, Result } from '../src/index.ts';

const must = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
  return r.value;
};

describe('canonicalOrder', () => {
  it('gives the canonical text as plain JSON.stringify, changes nothing it was given, keeps what is in order', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), fc.dictionary(fc.oneof(fc.string(), fc.nat().map(String)), fc.jsonValue({ maxDepth: 2 })), (value, extra) => {
        const input = { value, extra, list: [extra, value] };
        const before = JSON.stringify(input);
        const out = canonicalOrder(input);
        expect(JSON.stringify(input)).toBe(before);
        // An own `__proto__` key (JSON can hold one) is refused: a copy by assignment would set the prototype.
        if (out === undefined) return void expect(before).toContain('"__proto__"');
        expect(JSON.stringify(out)).toBe(canonicalJson(input));
        expect(fastHash128(JSON.stringify(out))).toBe(digest(input));
        expect(canonicalOrder(out)).toBe(out);
      }),
      { numRuns: 300 },
    );
  });

  it('copies only what is out of order and the containers above it', () => {
    const shared = { a: 1, b: 2 };
    const messy = { z: 1, a: 2 };
    const input = { keep: shared, list: [shared, messy], n: 3 };
    const out = canonicalOrder(input)!;
    expect(out).not.toBe(input);
    expect(out.keep).toBe(shared);
    expect(out.list[0]).toBe(shared);
    expect(Object.keys(out.list[1]!)).toEqual(['a', 'z']);
    expect(Object.keys(messy)).toEqual(['z', 'a']);
  });

  it('writes integer keys first, as JavaScript enumerates them, and refuses what is not plain data', () => {
    const out = canonicalOrder({ b: 1, 10: 'x', a: 2, 9: 'y' })!;
    expect(Object.keys(out)).toEqual(['9', '10', 'a', 'b']);
    expect(JSON.stringify(out)).toBe(canonicalJson({ b: 1, 10: 'x', a: 2, 9: 'y' }));
    expect(canonicalOrder({ when: new Date(0) })).toBeUndefined();
    // Adversarial shapes: nesting far past the limit is refused (no stack overflow), a wide object is put in order whole.
    let deep: unknown = 0;
    for (let i = 0; i < 10_000; i++) deep = { d: deep };
    expect(canonicalOrder(deep)).toBeUndefined();
    const wide: Record<string, number> = {};
    for (let i = 0; i < 50_000; i++) wide[`k${(i * 7919) % 50_000}`] = i;
    expect(JSON.stringify(canonicalOrder(wide))).toBe(canonicalJson(wide));
    expect(canonicalOrder(JSON.parse('{"__proto__": {"x": 1}}'))).toBeUndefined();
  });
});

/**
 * A game whose rules walk an object's keys as they come: each step adds a camp under a name the
 * player gives, then the dice pick a camp by its place in `Object.keys`. A live state keeps the
 * names in the order written; a loaded one had them sorted — unless the kernel keeps states in order.
 */
interface Camps { camps: Record<string, number>; turn: number }
const camps: GameDefinition<Camps> = {
  id: 'camps', title: 'camps', parseOptions: () => ({ ok: true, value: {} }), players: () => ['p'],
  setup: () => ({ camps: { start: 0 }, turn: 0 }),
  pending: (s) => (s.turn >= 6 ? null : { mode: 'turn', players: ['p'], phase: 'camp' }),
  validate: (_s, _p, d) => (typeof d === 'string' && d.length > 0 ? { ok: true, value: d } : { ok: false, error: [{ code: 'bad', message: 'a name' }] }),
  resolve: (s, decisions, ctx) => {
    s.camps[decisions.p as string] = 0;
    const names = Object.keys(s.camps);
    const [face] = ctx.dice.roll(1, names.length, 'pick');
    s.camps[names[face! - 1]!]! += 1;
    s.turn += 1;
    return s;
  },
  view: (s) => s, defaultDecision: () => 'x', result: (s) => (s.turn >= 6 ? { winners: ['p'], reason: 'done' } : null),
};

describe('a game saved and loaded before every step goes on as the live one', () => {
  it('on a game whose rules walk keys in the order they come', () => {
    const names = ['zeta', 'alpha', 'mu', 'beta', 'omega', 'delta'];
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const reload = (s: GameSession<Camps>) => must(loadGame(saveGame(s))) as GameSession<Camps>;
      let live = must(createGame(camps, { seed }));
      let loaded = reload(live);
      for (const name of names) {
        live = must(submit(camps, live, 'p', name)).session;
        loaded = reload(must(submit(camps, loaded, 'p', name)).session);
      }
      expect(saveGame(loaded)).toBe(saveGame(live));
      expect(JSON.stringify(live.state)).toBe(canonicalJson(live.state));
      // The text the judge stores is the one the digest hashes, written once.
      expect(stateText(live.state)).toBe(canonicalJson(live.state));
      expect(stateText(live.state)).toBe(stateText(live.state));
      expect(live.record.at(-1)!.digest).toBe(digest(live.state));
    }
  });
});
