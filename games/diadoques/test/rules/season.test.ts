import { Dice, rngFromSeed } from '@diadochi/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkState, initialState, resolveRetreatStep, resolveSeason } from '../../src/rules/index.ts';
import type { GameState } from '../../src/rules/index.ts';
import { runScenario } from '../../src/scenario/index.ts';

const dice = (...faces: number[]) => new Dice(rngFromSeed('season-test'), faces);

/** The position after a scenario file's season. */
function after(text: string): GameState {
  const run = runScenario(text);
  if (!run.after) throw new Error(run.sheet);
  expect(run.failures, run.sheet).toEqual([]);
  return run.after;
}

describe('military season, over several seasons', () => {
  it('diadoques §9a.35, diadoques §9a.29: the garrison that left a besieged port cannot resupply next season', () => {
    const s = after(`ruleset: diadoques
season: spring -318
units:
  antigone: A EGY
  ptolemee: F Alexandrie
control:
  ptolemee: Alexandrie
orders antigone:
  A EGY A1 Alexandrie
orders ptolemee:
  F Alexandrie MOR
expect:
  siege Alexandrie: 1 by EGY
  unit ptolemee F MOR
`);
    const next = resolveSeason({ state: { ...s, season: 'summer' }, orders: { ptolemee: 'F MOR Ra Alexandrie', antigone: 'A EGY A2 Alexandrie' }, dice: dice() });
    expect(next.report.orders.find((o) => o.power === 'ptolemee')).toMatchObject({ status: 'ignored', reason: 'ex-garrison', rule: 'diadoques §9a.35' });
    expect(next.state.control.alexandrie).toBe('antigone');
  });

  it('diadoques §9a.26: an interrupted siege starts again from a first season', () => {
    const s = after(`ruleset: diadoques
season: spring -318
units:
  antigone: A LYD
control:
  eumene: Sardes
orders antigone:
  A LYD A1 Sardes
expect:
  siege Sardes: 1 by LYD
`);
    const held = resolveSeason({ state: { ...s, season: 'summer' }, orders: { antigone: 'A LYD X' }, dice: dice() });
    expect(held.state.sieges).toEqual([]);
    const again = resolveSeason({ state: { ...held.state, season: 'autumn' }, orders: { antigone: 'A LYD A2 Sardes' }, dice: dice() });
    expect(again.report.orders[0]).toMatchObject({ status: 'succeeds', reason: 'first-season' });
    expect(again.state.control.sardes).toBe('eumene');
  });

  it('diadokhoi §3.1.9: a fleet rounding Arabia arrives after three seasons', () => {
    let s = after(`ruleset: diadokhoi
season: spring -319
units:
  ptolemaios: F ArG
orders ptolemaios:
  F ArG - PeG
expect:
  no unit PeG
  no unit ArG
`);
    const seasons = ['summer', 'autumn', 'spring'] as const;
    const seen: boolean[] = [];
    for (const season of seasons) {
      s = resolveSeason({ state: { ...s, season }, orders: {}, dice: dice() }).state;
      seen.push(s.units.some((u) => u.space === 'PeG' && !u.transit));
    }
    expect(seen).toEqual([false, false, true]);
  });

  it('diadokhoi §6.3.44: a dislodged unit waits for the retreat step, which the default settles', () => {
    const first = runScenario(`ruleset: diadokhoi
season: summer -319
units:
  antigonos: A Pap, A Pon
  eumenes: A Pte
orders antigonos:
  A Pap - Pte
  A Pon S A Pap - Pte
`);
    expect(first.report?.pendingRetreats?.[0]).toMatchObject({ from: 'Pte', by: 'Pap', options: ['Ank', 'Cap'] });
    const s = resolveSeason({ state: first.scenario!.state, orders: { antigonos: 'A Pap - Pte\nA Pon S A Pap - Pte' }, dice: dice() }).state;
    expect(s.phase).toBe('retreats');
    const r = resolveRetreatStep({ state: s, orders: { eumenes: 'A Pte - Cap' }, dice: dice() });
    expect(r.state.units.find((u) => u.power === 'eumenes')?.space).toBe('Cap');
    expect(r.state.phase).toBe('orders');
    expect(r.state.retreats).toBeUndefined();
  });

  it('diadoques §6b.9, diadoques §6b.7: Philippe III leaving his unit turns neutral with Eurydice, and they withdraw to a neutral citadel', () => {
    const s = after(`ruleset: diadoques
season: spring -318
units:
  cassandre: A Philippe III MAC
orders cassandre:
  Philippe III MAC THE
expect:
  character Philippe III: Lamia
`);
    expect(s.characters.find((c) => c.id === 'philippe-iii')).toMatchObject({ controlledBy: null, space: 'lamia' });
    expect(s.characters.find((c) => c.id === 'eurydice')).toMatchObject({ controlledBy: null, space: 'lamia' });
  });

  it('diadokhoi §4.6.8: Demetrios gives +1 as commander; diadokhoi §4.7.1: after -300 no leader bonus', () => {
    const text = (year: number) => `ruleset: diadokhoi
season: spring ${year}
units:
  antigonos: A Demetrios Phr
  eumenes: A Ank
orders antigonos:
  A Demetrios Phr - Ank
`;
    expect(runScenario(text(-310)).report!.orders[0]).toMatchObject({ status: 'succeeds', strength: 2 });
    expect(runScenario(text(-299)).report!.orders[0]).toMatchObject({ status: 'fails', strength: 1 });
  });

  it('diadoques §6b.23: a lone leader joins his side\'s unit and takes command of it when it has none', () => {
    const s = after(`ruleset: diadoques
season: spring -318
units:
  antigone: A PHR
characters:
  Antigone: LYD
orders antigone:
  Antigone LYD PHR
expect:
  character Antigone: PHR
`);
    const u = s.units.find((x) => x.space === 'PHR')!;
    expect(u.commander).toBe('antigone');
    expect(s.characters.find((c) => c.id === 'antigone')?.with).toBe(u.id);
  });

  it('resolveSeason never changes the state it is given', () => {
    const run = runScenario(`ruleset: diadoques
season: spring -318
units:
  antigone: A PHR
orders antigone:
  A PHR LYD
`);
    const before = JSON.stringify(run.scenario!.state);
    resolveSeason({ state: run.scenario!.state, orders: { antigone: 'A PHR LYD' }, dice: dice() });
    expect(JSON.stringify(run.scenario!.state)).toBe(before);
  });
});

describe('military season, fuzzed', () => {
  for (const ruleset of ['diadoques', 'diadokhoi'] as const) {
    it(`${ruleset}: random and mangled orders never throw and keep one unit per space`, () => {
      const start = initialState(ruleset);
      const lines = ruleset === 'diadoques' ? ['A PHR LYD', 'A PHR X', 'A MAC THE', 'A CHD BAS', 'F MOR C A EGY CYR', 'A EGY SIN', 'A CAP S A CAP ANC', 'A PHR A1 Gordion', 'Olympias DEL ETO'] : ['A Phr - Lyd', 'A Mac H', 'A Egy - Sin', 'A Chd - LMe', 'A Ank S A Ank - Cap', 'G Alexandria = F EMS', 'A Egy Bsg1 Peluse'];
      const text = fc.array(fc.oneof(fc.constantFrom(...lines), fc.string({ maxLength: 30 })), { maxLength: 8 }).map((l) => l.join('\n'));
      fc.assert(
        fc.property(fc.record({ a: text, b: text, c: text }), ({ a, b, c }) => {
          const players = start.powers.map((p) => p.id);
          const r = resolveSeason({ state: start, orders: { [players[0]!]: a, [players[2]!]: b, [players[4]!]: c }, dice: dice() });
          const s = r.state.phase === 'retreats' ? resolveRetreatStep({ state: r.state, orders: {}, dice: dice() }).state : r.state;
          expect(checkState(s)).toEqual([]);
        }),
        { numRuns: 25 },
      );
    });
  }
});
