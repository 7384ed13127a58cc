import { autoplay, createGame, randomBot, resolveAtDeadline, submit } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { diadokhoi, diadoques } from '../../src/rules/index.ts';
import type { DiadochiState } from '../../src/rules/index.ts';

const start = (def: GameDefinition<DiadochiState>, options: object = {}) => {
  const g = createGame(def, { seed: 'test', options });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
};

describe('game definitions (military seasons only; winter not implemented)', () => {
  it('diadoques §12.1: the standard game starts in spring -319, first turn, six players with three armies each', () => {
    const g = start(diadoques as GameDefinition<DiadochiState>);
    expect(g.players).toEqual(['cassandre', 'lysimaque', 'antigone', 'eumene', 'ptolemee', 'seleucos']);
    expect(g.state).toMatchObject({ year: -319, season: 'spring', firstTurn: true, phase: 'orders' });
    expect(g.state.units.filter((u) => u.power === 'antigone').map((u) => `${u.type} ${u.space}`)).toEqual(['A PHR', 'A PHR', 'A PHR']);
    expect(g.state.treasury.antigone).toBe(32 - 30);
    expect(diadoques.pending(g.state)).toMatchObject({ mode: 'simultaneous', phase: 'spring-orders' });
  });

  it('diadokhoi §5.3.1: the standard game starts in spring -321 after the winter -322 purchases', () => {
    const g = start(diadokhoi as GameDefinition<DiadochiState>);
    expect(g.state).toMatchObject({ year: -321, season: 'spring', firstTurn: true });
    expect(g.state.treasury.antipatros).toBe(3400 - 3000);
    expect(g.state.units.filter((u) => u.power === 'eumenes').map((u) => u.space)).toEqual(['Ank', 'Ank', 'Ank']);
  });

  it('diadoques §9a.2: orders are validated with located problems; unknown units are refused', () => {
    const g = start(diadoques as GameDefinition<DiadochiState>);
    const r = diadoques.validate(g.state, 'antigone', { orders: 'A PHR LYD\nA ZZZ X\nA MAC THE' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((p) => [p.code, p.path])).toEqual([
      ['unknown-place', ['orders', 1]],
      ['not-own-unit', ['orders', 2]],
    ]);
    expect(diadoques.validate(g.state, 'antigone', 'A PHR LYD\nA PHR PIS')).toEqual({ ok: true, value: { orders: 'A PHR LYD\nA PHR PIS' } });
    expect(diadoques.validate(g.state, 'antigone', 42).ok).toBe(false);
  });

  it('diadokhoi §7.11.5: NMR — a besieging unit carries on its siege, the others hold', () => {
    const g = start(diadokhoi as GameDefinition<DiadochiState>);
    const s = structuredClone(g.state);
    const u = s.units.find((x) => x.power === 'antigonos')!;
    u.space = 'Lyd';
    s.sieges.push({ citadel: 'sardes', unit: u.id, from: 'Lyd', power: 'antigonos', seasons: 1 });
    expect(diadokhoi.defaultDecision(s, 'antigonos')).toEqual({ orders: 'A Lyd Bsg2 Sardes' });
    expect(diadokhoi.defaultDecision(s, 'eumenes')).toEqual({ orders: '' });
  });

  it('views hide the other players\' treasuries; orders stay secret until all are in', () => {
    const g = start(diadoques as GameDefinition<DiadochiState>);
    const v = diadoques.view(g.state, 'antigone');
    expect(v.state.treasury).toEqual({ antigone: 2 });
    expect(diadoques.view(g.state, null).state.treasury).toEqual({});
    const r = submit(diadoques as GameDefinition<DiadochiState>, g, 'antigone', { orders: 'A PHR LYD' });
    expect(r.ok && r.value.resolved).toBe(false);
    if (r.ok) expect(JSON.stringify(diadoques.view(r.value.session.state, 'cassandre'))).not.toContain('LYD');
  });

  it('a season resolves at the deadline, the first-turn surplus leaves, and the game moves on to summer', () => {
    const g = start(diadoques as GameDefinition<DiadochiState>);
    const r = submit(diadoques as GameDefinition<DiadochiState>, g, 'antigone', { orders: 'A PHR LYD\nA PHR PIS' });
    if (!r.ok) throw new Error('refused');
    const next = resolveAtDeadline(diadoques as GameDefinition<DiadochiState>, r.value.session);
    expect(next.state).toMatchObject({ season: 'summer', year: -319, firstTurn: false });
    const spaces = next.state.units.map((u) => u.space);
    expect(new Set(spaces).size).toBe(spaces.length);
    expect(next.state.lastReport!.orders.map((o) => o.status)).toEqual(['succeeds', 'succeeds']);
    expect(diadoques.checkInvariants!(next.state)).toEqual([]);
  });

  for (const def of [diadoques, diadokhoi] as GameDefinition<DiadochiState>[]) {
    it(`${def.id}: random bots play to the year limit with every invariant kept, and the result ranks by major citadels`, () => {
      const g = start(def, { lastYear: def.id === 'diadoques' ? -318 : -320 });
      const problems: string[] = [];
      const end = autoplay(def, g, { bots: randomBot('bots'), maxSteps: 40, onStep: (s: GameSession<DiadochiState>) => problems.push(...def.checkInvariants!(s.state)) });
      expect(problems).toEqual([]);
      const result = def.result(end.state);
      expect(result?.winners.length).toBeGreaterThan(0);
      expect(result?.reason).toContain('not implemented');
      expect(def.pending(end.state)).toBeNull();
    });
  }

  it('bad options are refused', () => {
    expect(diadoques.parseOptions({ lastYear: -400 }).ok).toBe(false);
    expect(diadoques.parseOptions({ scenario: 'nope' }).ok).toBe(false);
    expect(diadokhoi.parseOptions({}).ok).toBe(true);
  });
});
