import { Dice, rngFromSeed } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { militaryInputs, parseSecondaryOrders, setAsideHanded } from '../../src/politics/index.ts';
import { emptySecondary, resolveSeason, secondaryInputs } from '../../src/rules/index.ts';
import type { GameState } from '../../src/rules/index.ts';
import { parseScenario, runScenario } from '../../src/scenario/index.ts';

const dice = (...faces: number[]) => new Dice(rngFromSeed('secondary-test'), faces);

/** Olympias alone in Étolie; Eumène's army marches in (a capture is rolled on 1–4, `diadoques §6b.18`). */
function olympiasAlone(): GameState {
  const r = parseScenario(`ruleset: diadoques
season: spring -317
units:
  eumene: A EPI
characters:
  Olympias: ETO free
`);
  if (!r.scenario) throw new Error(JSON.stringify(r.problems));
  return r.scenario.state;
}

const olympias = (s: GameState) => s.characters.find((c) => c.id === 'olympias')!;

describe('the secondary orders a military season carries out, as inputs (diadoques ch. 9c)', () => {
  it('diadoques §9c.2 diadoques §9c.4 diadoques §9c.10 diadoques §9c.12 diadoques §9c.14 diadoques §9c.15: one builder makes the inputs from the orders', () => {
    const s = secondaryInputs([
      { power: 'cassandre', order: { kind: 'passage', power: 'ptolemee' } },
      { power: 'antigone', order: { kind: 'passage', power: 'ptolemee' } },
      { power: 'cassandre', order: { kind: 'no-capture', character: 'olympias' } },
      { power: 'cassandre', order: { kind: 'dissociate', character: 'cassandre' } },
      { power: 'cassandre', order: { kind: 'command', character: 'olympias', unit: { type: 'A', space: 'MAC' } } },
      { power: 'eumene', order: { kind: 'no-control', space: 'AXY' } },
      { power: 'eumene', order: { kind: 'no-treasure', citadel: 'tyr' } },
    ], { u7: 'eumenes' });
    expect(s.passages).toEqual(new Map([['ptolemee', new Set(['cassandre', 'antigone'])]]));
    expect(s.noCapture).toEqual(new Map([['cassandre', new Set(['olympias'])]]));
    expect(s.dissociate).toEqual(new Map([['cassandre', new Set(['cassandre'])]]));
    expect(s.command).toEqual([{ power: 'cassandre', character: 'olympias', space: 'MAC' }]);
    expect(s.noControl).toEqual(new Map([['eumene', new Set(['AXY'])]]));
    expect(s.noTreasure).toEqual(new Map([['eumene', new Set(['tyr'])]]));
    expect(s.formerLeaders).toEqual(new Map([['u7', 'eumenes']]));
  });

  it('diadoques §9c.4 diadoques §6b.18: given inputs, the season applies them, and only notes the secondary lines of its text', () => {
    const noted = resolveSeason({ state: olympiasAlone(), orders: { eumene: 'ne pas capturer Olympias\nA EPI ETO' }, secondary: emptySecondary(), dice: dice(1) });
    expect(noted.report.orders[0]).toMatchObject({ status: 'succeeds', reason: 'noted', rule: 'diadoques §9c.4' });
    expect(olympias(noted.state).controlledBy).toBe('eumene');
    const given = { ...emptySecondary(), noCapture: new Map([['eumene', new Set(['olympias'])]]) };
    const spared = resolveSeason({ state: olympiasAlone(), orders: { eumene: 'A EPI ETO' }, secondary: given, dice: dice(1) });
    expect(olympias(spared.state).controlledBy).toBeNull();
  });

  it('diadoques §9c.4: without inputs (src/rules alone), the season builds them from its own lines with the same builder', () => {
    const r = resolveSeason({ state: olympiasAlone(), orders: { eumene: 'ne pas capturer Olympias\nA EPI ETO' }, dice: dice(1) });
    expect(olympias(r.state).controlledBy).toBeNull();
  });

  it('diadoques §8a.1 diadoques §9c.4 diadoques §9c.10: the political layer hands over the lines of either reader, and keeps none of them for its groups', () => {
    const s = olympiasAlone();
    const political = { eumene: [...parseSecondaryOrders('diadoques', 'do not capture Olympias\nsaisir Tyr').orders.map((o) => o.order)] };
    const aside = setAsideHanded(s, political);
    expect(aside.political).toEqual({ eumene: [{ kind: 'seize', citadel: 'tyr' }] });
    expect(aside.events.map((e) => [e.type, e.rule])).toEqual([['secondary-noted', 'diadoques §9c.4']]);
    const inputs = militaryInputs(s, { eumene: 'ne pas contrôler AXY\nA EPI ETO' }, aside.handed);
    expect(inputs.noCapture).toEqual(new Map([['eumene', new Set(['olympias'])]]));
    expect(inputs.noControl).toEqual(new Map([['eumene', new Set(['AXY'])]]));
  });

  it('diadoques §9c.4: in a whole game, a do-not-capture written in the political reader\'s words is honoured', () => {
    const run = runScenario(`ruleset: diadoques
season: spring -317
event: none
dice: 1
units:
  eumene: A EPI
characters:
  Olympias: ETO free
orders eumene:
  do not capture Olympias
  A EPI ETO
expect:
  free Olympias
  character Olympias: ETO
`);
    expect(run.problems).toEqual([]);
    expect(run.failures, run.sheet).toEqual([]);
  });
});
