import { describe, expect, it } from 'vitest';
import { decisionBody, decisionOf, gameIdOf, gameParams } from '../src/http/game-inputs.ts';
import { HttpError, parse } from '../src/http/errors.ts';

/** What a parse gives: its value, or the refusal's status, code and problems. */
function outcome(f: () => unknown): unknown {
  try {
    return { ok: f() };
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    return { status: e.status, body: e.body() };
  }
}

// Issue 22: the hand-written checks of the hot routes accept exactly what the schemas accept.
describe('hot inputs checked by hand', () => {
  const decisions: unknown[] = [
    { decision: 'a' },
    { decision: { orders: ['x'] }, ready: false },
    { decision: null, ready: true, step: 0 },
    { decision: [], step: 12 },
    { decision: 0, step: -0 },
    { decision: 1, step: -1 },
    { decision: 1, step: 1.5 },
    { decision: 1, step: 2 ** 53 },
    { decision: 1, step: '3' },
    { decision: 1, ready: 'yes' },
    { decision: 1, ready: null },
    { decision: 1, extra: true },
    { ready: true },
    {},
    [],
    [{ decision: 1 }],
    null,
    undefined,
    'decision',
    7,
  ];
  it('a decision body: the same value, or the same refusal, as decisionBody', () => {
    for (const body of decisions) expect(outcome(() => decisionOf(body)), JSON.stringify(body)).toEqual(outcome(() => parse(decisionBody, body)));
  });

  const params: unknown[] = [{ id: 'g1' }, { id: 'x'.repeat(100) }, { id: 'x'.repeat(101) }, { id: '' }, { id: 3 }, {}, null, undefined, { id: 'g', step: '2' }];
  it("a game's id: the same value, or the same refusal, as gameParams", () => {
    for (const p of params) expect(outcome(() => gameIdOf(p)), JSON.stringify(p)).toEqual(outcome(() => parse(gameParams, p, 'params').id));
  });
});
