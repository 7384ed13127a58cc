/**
 * The Diadoques board's state object (src/boards/diadoques/state.ts, issue 18 item 4): what a
 * new position from the judge changes, what is derived from the state, and the view's pieces
 * redrawn only when what they show changed (memo.ts). No page needed.
 */
import { createGame } from '@diadochi/kernel';
import type { GameDefinition } from '@diadochi/kernel';
import { diadoques } from '@diadochi/diadoques';
import { diadoquesMap } from '@diadochi/diadoques/map';
import { describe, expect, it } from 'vitest';
import type { GameView } from '../src/api.ts';
import { piece } from '../src/boards/diadoques/memo.ts';
import { builderContext, engineChoices, expected, initialState, mergesWinter, receive, stepOf, textOf } from '../src/boards/diadoques/state.ts';

const def = diadoques as unknown as GameDefinition;
const created = createGame(def, { seed: 'board-state', options: {} });
if (!created.ok) throw new Error(JSON.stringify(created.error));
const start = created.value.state;

/** What the judge sends: the engine's view of `state` for `me`, at `step`, `phase` pending for `pending`. */
function gameView(o: { me: string | null; step: number; phase?: string; pending?: string[]; submission?: unknown; draft?: GameView['draft']; state?: unknown }): GameView {
  const raw = def.view(o.state ?? start, o.me);
  return {
    game: { you: { power: o.me } },
    view: { step: o.step, players: ['ptolemee', 'antigone'], pending: o.phase ? { phase: o.phase, players: o.pending ?? [] } : null, view: raw, mySubmission: o.submission },
    ready: [],
    legal: null,
    draft: o.draft ?? null,
  } as unknown as GameView;
}

describe('a new position from the judge (receive)', () => {
  it('a new step clears the selection, the drafts and a pick; the same step keeps them', () => {
    const s = initialState('diadoques', diadoquesMap);
    expect(receive(s, gameView({ me: 'ptolemee', step: 0, phase: 'start', pending: ['ptolemee'] }))).toBe(true);
    expect(s.view?.ruleset).toBe('diadoques');
    const unit = { id: 'u1', power: 'ptolemee', type: 'A' as const, space: 'EGY' };
    s.selection = { step: 'action', unit };
    s.drafts.set('A EGY X', { kind: 'hold', unit: { type: 'A', space: 'EGY' } });
    s.picking = { spaces: ['EGY'], done: () => {} };
    expect(receive(s, gameView({ me: 'ptolemee', step: 0, phase: 'start', pending: ['ptolemee'] }))).toBe(false);
    expect(s.selection.step).toBe('action');
    expect(s.drafts.size).toBe(1);
    expect(s.picking).not.toBeNull();
    expect(receive(s, gameView({ me: 'ptolemee', step: 1, phase: 'orders', pending: ['ptolemee'] }))).toBe(true);
    expect(s.selection).toEqual({ step: 'idle' });
    expect(s.drafts.size).toBe(0);
    expect(s.picking).toBeNull();
  });

  it('a view that is no Diadoques state leaves no position (nothing drawn, nothing checked), never a throw', () => {
    const s = initialState('diadoques', diadoquesMap);
    receive(s, { ...gameView({ me: 'ptolemee', step: 0 }), view: { ...gameView({ me: 'ptolemee', step: 0 }).view, view: { nonsense: true } } } as GameView);
    expect(s.view).toBeNull();
    expect(builderContext(s)).toBeNull();
    expect(engineChoices(s)).toBeNull();
  });
});

describe('the text a new step starts with (issue 17 item 5)', () => {
  it('the draft of this step first, with its problems; else the orders sent, as text or as a list', () => {
    const problems = [{ code: 'x', message: 'm' }];
    expect(textOf(gameView({ me: 'ptolemee', step: 3, submission: { orders: 'A EGY X' }, draft: { step: 3, decision: 'A EGY LIB', problems, savedAt: 1 } }))).toEqual({ text: 'A EGY LIB', problems });
    expect(textOf(gameView({ me: 'ptolemee', step: 3, submission: { orders: 'A EGY X' }, draft: { step: 2, decision: 'old', problems: null, savedAt: 1 } })).text).toBe('A EGY X');
    expect(textOf(gameView({ me: 'ptolemee', step: 3, submission: { orders: ['A EGY X', 'F ALE X'] } })).text).toBe('A EGY X\nF ALE X');
    expect(textOf(gameView({ me: 'ptolemee', step: 3, submission: 'A EGY X' })).text).toBe('A EGY X');
    expect(textOf(gameView({ me: 'ptolemee', step: 3 })).text).toBe('');
  });
});

describe('derived from the state', () => {
  it('the step kind: the pending phase, else the position\'s own (winter, retreats) or none', () => {
    const s = initialState('diadoques', diadoquesMap);
    receive(s, gameView({ me: 'ptolemee', step: 0, phase: 'start', pending: ['ptolemee'] }));
    expect(stepOf(s)).toBe('start');
    receive(s, gameView({ me: 'ptolemee', step: 1, phase: 'spring-orders', pending: ['ptolemee'] }));
    expect(stepOf(s)).toBe('orders');
    receive(s, gameView({ me: 'ptolemee', step: 2 }));
    expect(stepOf(s)).toBe('none');
  });

  it('expected only when my power is among the pending players; a spectator builds nothing', () => {
    const s = initialState('diadoques', diadoquesMap);
    receive(s, gameView({ me: 'ptolemee', step: 0, phase: 'start', pending: ['antigone'] }));
    expect(expected(s)).toBe(false);
    expect(builderContext(s)?.me).toBeNull();
    receive(s, gameView({ me: null, step: 1, phase: 'start', pending: ['antigone'] }));
    expect(expected(s)).toBe(false);
  });

  it("diadokhoi §7.11.2: a merged winter only in an autumn's orders of a game with the option", () => {
    const s = initialState('diadoques', diadoquesMap);
    receive(s, gameView({ me: 'ptolemee', step: 0 }));
    const v = s.view!;
    expect(mergesWinter({ ...v, season: 'autumn', phase: 'orders', options: { ...v.options, mergedWinter: true } })).toBe(true);
    expect(mergesWinter({ ...v, season: 'summer', phase: 'orders', options: { ...v.options, mergedWinter: true } })).toBe(false);
    expect(mergesWinter({ ...v, season: 'autumn', phase: 'orders', options: { ...v.options, mergedWinter: false } })).toBe(false);
    expect(mergesWinter(null)).toBe(false);
  });

  it("the engine's order choices are computed once per step, and only when my orders are asked", () => {
    const played = def.view(start, 'ptolemee') as { state: Record<string, unknown> };
    const inOrders = { ...played, state: { ...played.state, phase: 'orders' } };
    const s = initialState('diadoques', diadoquesMap);
    receive(s, { ...gameView({ me: 'ptolemee', step: 5, phase: 'orders', pending: ['antigone'] }), view: { ...gameView({ me: 'ptolemee', step: 5 }).view, view: inOrders, pending: { phase: 'orders', players: ['antigone'] } } } as GameView);
    expect(engineChoices(s)).toBeNull();
    expect(s.choices).toBeNull();
    s.gv!.view.pending = { phase: 'orders', players: ['ptolemee'] } as never;
    const first = engineChoices(s);
    expect(s.choices?.step).toBe(5);
    expect(engineChoices(s)).toBe(first);
  });
});

describe('a piece of the view (memo.ts)', () => {
  it('draws again only when a value of its key changed (Object.is)', () => {
    const drawn: number[] = [];
    const state = { a: 1, b: { x: 1 } as object };
    const p = piece<typeof state>((s) => [s.a, s.b], (s) => drawn.push(s.a));
    p(state);
    p(state);
    state.a = 2;
    p(state);
    p(state);
    state.b = { x: 1 };
    p(state);
    expect(drawn).toEqual([1, 2, 2]);
  });
});
