/**
 * The conditional winter lines of play by mail (`diadokhoi §7.11.1`): how they are read, in
 * English and French, where their problems are, and how a condition is evaluated on the
 * position.
 */
import { describe, expect, it } from 'vitest';
import { conditionHolds, winterOrdersNow } from '../../src/winter/conditional.ts';
import { parseConditionalWinterOrders } from '../../src/vocabulary/conditional.ts';
import { fromScenario } from './fixtures.ts';

describe('diadokhoi §7.11.1: conditional winter orders', () => {
  it('diadokhoi §7.11.1: reads "if [not] control|unit SPACE: ORDER" and the French "si [pas] contrôle|unité SPACE : ORDRE"', () => {
    const text = ['if control Tyr: build A Tyr', 'si pas unité Syr : licencier A Phe', 'If Not Control Babylon: gift 100 to Ptolemaios', 'build A Babylon'].join('\n');
    const r = parseConditionalWinterOrders('diadokhoi', text);
    expect(r.problems).toEqual([]);
    expect(r.orders.map((o) => o.order)).toEqual([
      { order: { kind: 'build', type: 'A', space: 'tyr' }, condition: { kind: 'control', space: 'tyr', negated: false } },
      { order: { kind: 'disband', unit: { type: 'A', space: 'Phe' } }, condition: { kind: 'unit', space: 'Syr', negated: true } },
      { order: { kind: 'gift', to: 'ptolemaios', amount: 100, announced: false }, condition: { kind: 'control', space: 'babylone', negated: true } },
      { order: { kind: 'build', type: 'A', space: 'babylone' } },
    ]);
  });

  it('diadokhoi §7.11.1: a condition that cannot be read says what and where', () => {
    const text = ['if control Tyr build A Tyr', 'if owns Tyr: build A Tyr', 'if control Atlantis: build A Tyr', 'if unit Syr:', 'if unit Syr: buidl A Syr'].join('\n');
    const r = parseConditionalWinterOrders('diadokhoi', text);
    expect(r.orders).toEqual([]);
    const lines = text.split('\n');
    const where = r.problems.map((p) => [p.code, p.path![1], text.slice(p.span!.start, p.span!.end)]);
    expect(where).toEqual([
      ['missing-colon', 0, lines[0]],
      ['bad-condition', 1, 'owns'],
      ['unknown-place', 2, 'Atlantis'],
      ['missing-order', 3, ':'],
      ['unknown-order', 4, 'buidl'],
    ]);
    expect(r.problems[1]!.rule).toBe('diadokhoi §7.11.1');
  });

  it('diadokhoi §7.11.1: control and own units are read on the position; "not" turns the condition round', () => {
    const s = fromScenario('diadokhoi', '5p');
    const seleukos = s.units.find((u) => u.power === 'seleukos')!;
    const mine = Object.entries(s.control).find(([, p]) => p === 'seleukos')![0];
    expect(conditionHolds(s, 'seleukos', { kind: 'control', space: mine, negated: false })).toBe(true);
    expect(conditionHolds(s, 'ptolemaios', { kind: 'control', space: mine, negated: false })).toBe(false);
    expect(conditionHolds(s, 'ptolemaios', { kind: 'control', space: mine, negated: true })).toBe(true);
    expect(conditionHolds(s, 'seleukos', { kind: 'unit', space: seleukos.space, negated: false })).toBe(true);
    // Another power's unit there is not "a unit" of his.
    expect(conditionHolds(s, 'antigonos', { kind: 'unit', space: seleukos.space, negated: false })).toBe(false);
    const now = winterOrdersNow(s, 'seleukos', `if unit ${seleukos.space}: build A Babylon\nif not unit ${seleukos.space}: build A Persis`);
    expect(now.orders).toEqual([{ kind: 'build', type: 'A', space: 'babylone' }]);
    expect(now.events.map((e) => [e.to, (e.data as { given: boolean }).given])).toEqual([
      [['seleukos'], true],
      [['seleukos'], false],
    ]);
  });
});
