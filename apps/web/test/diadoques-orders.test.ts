import { diadokhoiMap, diadoquesMap } from '@diadochi/diadoques/map';
import { describe, expect, it } from 'vitest';
import { actionsFor, candidates, chooseAction, clickSpace, finishRetreatList, IDLE, orderableUnits } from '../src/boards/diadoques/builder.ts';
import type { BuilderContext, BuilderState } from '../src/boards/diadoques/builder.ts';
import { readView } from '../src/boards/diadoques/model.ts';
import type { BoardView } from '../src/boards/diadoques/model.ts';
import { lineIsFor, printDraft } from '../src/boards/diadoques/notation.ts';

/** A player's view with these units only (the engine's view type, read as the board reads it). */
function view(units: { id: string; power: string; type: string; space: string }[], ruleset: 'diadoques' | 'diadokhoi' = 'diadoques'): BoardView {
  return readView({ viewer: null, state: { ruleset, powers: [], units, year: -319, season: 'summer' } })!;
}

const position = view([
  { id: 'u1', power: 'cassandre', type: 'A', space: 'THE' },
  { id: 'u2', power: 'cassandre', type: 'A', space: 'MAC' },
  { id: 'u3', power: 'cassandre', type: 'F', space: 'EGE' },
  { id: 'u4', power: 'antigone', type: 'A', space: 'LYD' },
]);
const ctx: BuilderContext = { map: diadoquesMap, view: position, me: 'cassandre' };

/** Plays clicks and actions; returns the orders written. */
function play(c: BuilderContext, steps: (string | { action: string } | { unit: string; space: string } | 'done' | 'done-x')[]): string[] {
  let s: BuilderState = IDLE;
  const out: string[] = [];
  for (const step of steps) {
    const tr =
      step === 'done' || step === 'done-x'
        ? finishRetreatList(s, step === 'done-x')
        : typeof step === 'string'
          ? clickSpace(c, s, step)
          : 'action' in step
            ? chooseAction(c, s, step.action as never)
            : clickSpace(c, s, step.space, step.unit);
    s = tr.state;
    if (tr.draft) out.push(printDraft(c.map, tr.draft));
  }
  return out;
}

describe('orders by clicking, written in the notation of the rulebook', () => {
  it('diadoques §9a.17: unit, Move, target gives "A MAC THE"; Hold gives "A MAC X"', () => {
    expect(play(ctx, ['MAC', { action: 'move' }, 'EPI'])).toEqual(['A MAC EPI']);
    expect(play(ctx, ['MAC', { action: 'hold' }])).toEqual(['A MAC X']);
  });

  it('a support of a hold (the supported unit clicked twice) and of a move', () => {
    expect(play(ctx, ['MAC', { action: 'support' }, 'THE', 'THE'])).toEqual(['A MAC S A THE']);
    expect(play(ctx, ['MAC', { action: 'support' }, 'THE', 'EPI'])).toEqual(['A MAC S A THE EPI']);
  });

  it('a convoy is offered to a fleet at sea only, and names the army and its destination', () => {
    const fleet = position.units.find((u) => u.id === 'u3')!;
    expect(actionsFor(ctx, fleet)).toContain('convoy');
    expect(actionsFor(ctx, position.units.find((u) => u.id === 'u2')!)).not.toContain('convoy');
    expect(play(ctx, ['EGE', { action: 'convoy' }, 'MAC', 'LYD'])).toEqual(['F EGE C A MAC LYD']);
  });

  it('diadoques §9a.26: a siege needs no target click when one citadel is within reach (Lamia in Thessaly)', () => {
    expect(play(ctx, ['THE', { action: 'siege1' }])).toEqual(['A THE A1 Lamia']);
    expect(play(ctx, ['THE', { action: 'siege2' }])).toEqual(['A THE A2 Lamia']);
    expect(play(ctx, ['THE', { action: 'resupply' }])).toEqual(['A THE Ra Lamia']);
  });

  it('with two citadels in the province (Pella, Pydna) the citadel is clicked', () => {
    const s = chooseAction(ctx, clickSpace(ctx, IDLE, 'MAC').state, 'siege1').state;
    expect(s.step).toBe('target');
    expect(candidates(ctx, s).sort()).toEqual(['pella', 'pydna']);
    expect(play(ctx, ['MAC', { action: 'siege1' }, 'pydna'])).toEqual(['A MAC A1 Pydna']);
  });

  it('diadoques §9a.36: a retreat list in order of preference, ended with or without X', () => {
    expect(play(ctx, ['MAC', { action: 'retreats' }, 'PEO', 'CHA', 'PEO', 'done-x'])).toEqual(['A MAC Re PEO, CHA, X']);
    expect(play(ctx, ['MAC', { action: 'retreats' }, 'EPI', 'done'])).toEqual(['A MAC Re EPI']);
  });

  it("another power's unit cannot be ordered; a spectator orders nothing", () => {
    expect(clickSpace(ctx, IDLE, 'LYD').state.step).toBe('idle');
    expect(orderableUnits({ ...ctx, me: null })).toEqual([]);
  });

  it('on the first turn, the token clicked picks which unit of a shared space is ordered', () => {
    const shared = view([
      { id: 'a', power: 'antigone', type: 'A', space: 'PHR' },
      { id: 'b', power: 'antigone', type: 'A', space: 'PHR' },
    ]);
    const s = clickSpace({ map: diadoquesMap, view: shared, me: 'antigone' }, IDLE, 'PHR', 'b').state;
    expect(s.step === 'action' && s.unit.id).toBe('b');
  });

  it('move candidates are the neighbours of the unit', () => {
    const s = chooseAction(ctx, clickSpace(ctx, IDLE, 'MAC').state, 'move').state;
    expect(candidates(ctx, s).sort()).toEqual(['CHA', 'EPI', 'PEO', 'THE', 'pella', 'pydna']);
  });

  it('diadokhoi §6.3.36: the English notation, and the retreat step with its own actions', () => {
    const v = view([{ id: 'x', power: 'antigonos', type: 'A', space: 'Cil' }], 'diadokhoi');
    const c: BuilderContext = { map: diadokhoiMap, view: v, me: 'antigonos' };
    const neighbour = candidates(c, chooseAction(c, clickSpace(c, IDLE, 'Cil').state, 'move').state)[0]!;
    expect(play(c, ['Cil', { action: 'move' }, neighbour])).toEqual([`A Cil - ${neighbour}`]);
    expect(play(c, ['Cil', { action: 'hold' }])).toEqual(['A Cil H']);
    const retreat: BuilderContext = { ...c, view: { ...v, phase: 'retreats', retreats: [{ unit: 'x', from: 'Cil', options: [neighbour] }] } };
    expect(actionsFor(retreat, v.units[0]!)).toEqual(['retreat', 'disband']);
    expect(play(retreat, ['Cil', { action: 'retreat' }, neighbour])).toEqual([`A Cil - ${neighbour}`]);
    expect(play(retreat, ['Cil', { action: 'disband' }])).toEqual(['A Cil disband']);
  });

  it('knows which written line is about which unit (to replace it when the unit gets a new order)', () => {
    expect(lineIsFor(diadoquesMap, 'A MAC THE', { type: 'A', space: 'MAC' })).toBe(true);
    expect(lineIsFor(diadoquesMap, 'A* MAC X', { type: 'A', space: 'MAC' })).toBe(true);
    expect(lineIsFor(diadoquesMap, 'A MACX', { type: 'A', space: 'MAC' })).toBe(false);
    expect(lineIsFor(diadoquesMap, 'A THE S A MAC', { type: 'A', space: 'MAC' })).toBe(false);
  });
});
