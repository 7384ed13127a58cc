import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/scenario/index.ts';
import { voidOrderProblems } from '../../src/rules/void-orders.ts';

/**
 * Issue 18 ruling (`diadoques §9a.3`): stacked units are told apart by type and mark. The
 * validator refuses at once, with the typed problem `ambiguous-unit`, an order that names no
 * unit of the stack by its mark; marked orders and the plain army's order pass.
 */
const file = fileURLToPath(new URL('../../scenarios/diadoques/306-first-turn-stack-ambiguous-mark.scenario', import.meta.url));

describe('stacked units named by their marks (diadoques §9a.3)', () => {
  it('the validator refuses an unmarked order to a stack of marked units, and only it', () => {
    const { scenario } = parseScenario(readFileSync(file, 'utf8'), { fileName: '306' });
    const state = scenario!.state;
    const refused = voidOrderProblems(state, 'antigone', 'A PHR LYD\nA# PHR LYD\nA* PHR X');
    expect(refused.map((p) => [p.code, p.path])).toEqual([['ambiguous-unit', ['orders', 0]]]);
    expect(voidOrderProblems(state, 'antigone', 'A* PHR LYD\nA# PHR X')).toEqual([]);
  });
});
