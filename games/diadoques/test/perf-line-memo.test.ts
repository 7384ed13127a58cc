/**
 * Issue 22: each order line is read once and its reading remembered (`vocabulary/military/read.ts`).
 * What a remembered reading gives back must be what a fresh one gives (diadoques §9a.2: the same
 * order, the same problem), frozen so no reader can change it for the next, and it must count the
 * same work (`core/work.ts`: the size tests and the fuzzer read `workDone`).
 */
import { describe, expect, it } from 'vitest';
import { measureWork, spend, WORK_BASE, withBudget } from '../src/core/work.ts';
import { mapOf } from '../src/map/index.ts';
import { parseOrder, parseOrders } from '../src/vocabulary/military/read.ts';
import { splitOrders } from '../src/vocabulary/secondary.ts';

const map = mapOf('diadoques')!;
const TEXT = ['A Mac - Thr', 'F Cyc S A Arc - Egy', 'A Phe X', 'A Zzz - Qqq', 'Perdiccas Mac - Thr'].join('\n');

describe('issue 22: order lines read once (diadoques §9a.2)', () => {
  it('a text read again gives equal orders and problems, frozen, with the same work counted', () => {
    const first = measureWork(() => parseOrders(TEXT, { map }));
    const again = measureWork(() => parseOrders(TEXT, { map }));
    expect(again.value).toEqual(first.value);
    expect(again.work).toBe(first.work);
    expect(first.value.orders.length).toBeGreaterThan(0);
    expect(first.value.problems.length).toBeGreaterThan(0);
    for (const { order } of again.value.orders) expect(Object.isFrozen(order)).toBe(true);
    expect(() => {
      (again.value.orders[0]!.order as { kind: string }).kind = 'hold';
    }).toThrow(TypeError);
  });

  it('the context is part of the key: extra characters and the retreat phase read a line their own way', () => {
    const plain = parseOrder('A Mac - Thr', { map });
    const retreat = parseOrder('A Mac - Thr', { map, phase: 'retreats' });
    expect(plain.ok && retreat.ok).toBe(true);
    if (plain.ok && retreat.ok) expect(retreat.value).not.toEqual(plain.value);
    const unknown = parseOrder('Zorba Mac - Thr', { map });
    const known = parseOrder('Zorba Mac - Thr', { map, characters: ['zorba'] });
    expect(unknown.ok).toBe(false);
    expect(known.ok).toBe(true);
  });

  it('inside an enclosing budget a line is read afresh, so it can still stop on what is left of that budget', () => {
    const line = 'A Mac S A Cil - Cap';
    expect(parseOrders(line, { map }).problems).toEqual([]);
    // An enclosing budget almost spent: the line gets only what is left of it.
    const inside = withBudget(0, () => {
      spend(WORK_BASE - 2);
      return parseOrders(line, { map });
    });
    expect(inside.problems.map((p) => p.code)).toEqual(['order-too-complex']);
  });

  it('a season split again (military and political lines, problems) is the same split, frozen, with the same work counted', () => {
    const text = ['A Mac - Thr', 'bribe 3 to A Syr', 'royal order abstain', 'A Zzz - Qqq', 'nonsense words here'].join('\n');
    const first = measureWork(() => splitOrders('diadoques', text));
    const again = measureWork(() => splitOrders('diadoques', text));
    expect(again.value).toEqual(first.value);
    expect(again.work).toBe(first.work);
    expect(first.value.military).toContain('A Mac - Thr');
    expect(first.value.political.orders.length + first.value.problems.length).toBeGreaterThan(1);
    expect(Object.isFrozen(again.value.political.orders)).toBe(true);
    expect(() => (again.value.problems as unknown[]).push({})).toThrow(TypeError);
  });
});
