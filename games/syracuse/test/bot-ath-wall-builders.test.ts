/**
 * The Athenian's wall builders (heuristic.ts `wallBuilders`, `syracuse 5.1.4`, 5.4.5) and the
 * search's combat AP (search.ts `keepCombatAp`, heuristic.ts `spendsCombatAp`, `syracuse 4.1.3`).
 */
import type { ChoiceDecision } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { legalOf, viewOf } from '../src/index.ts';
import type { SyracuseState } from '../src/index.ts';
import { heuristicChoice, spendsCombatAp } from '../src/heuristic.ts';
import { optionsFor, searchDecision } from '../src/bots/search.ts';
import { UNIT } from '../src/data/counters.ts';
import { athenianActionInCamp } from './bot-fixtures.ts';

/**
 * His action phase with the camp built and no wall: every Athenian land unit and leader in the
 * camp (T17), his ships in M12; the Syracusan field army split between the city (T16, next to
 * T13) and T18 (next to T11), so that both ways out of the camp lie next to a stronger stack.
 */
function inCamp(): SyracuseState {
  return athenianActionInCamp('walls', 3, (type) => (type === 'H' ? 'T18' : 'T16'));
}

const builderOut = (s: SyracuseState, d: ChoiceDecision | undefined) =>
  d?.verb === 'move' && ['H', 'A', 'P'].includes(UNIT[d.subject!]?.type ?? '') && s.units[d.subject!]?.zone === 'T17' && ['T11', 'T13', 'T14'].includes(d.target!);

describe('syracuse L2: the Athenian builders go to the next wall (syracuse 5.1.4, 5.4.5)', () => {
  it('L1 keeps the builders in the camp next to the stronger stacks; with wallBuilders one marches to A1', () => {
    const s = inCamp();
    const legal = legalOf(s, 'ath') as ChoiceDecision[];
    expect(legal.some((d) => builderOut(s, d))).toBe(true);
    expect(builderOut(s, heuristicChoice(viewOf(s, 'ath'), legal) as ChoiceDecision)).toBe(false);
    expect(builderOut(s, heuristicChoice(viewOf(s, 'ath'), legal, { wallBuilders: true }) as ChoiceDecision)).toBe(true);
  });

  it('sends nobody while 2 PF of builders stand at the site', () => {
    const s = inCamp();
    const h = Object.values(s.units).find((u) => u.zone === 'T17' && UNIT[u.id]!.type === 'H' && UNIT[u.id]!.pf >= 2)!;
    h.zone = 'T14';
    const legal = legalOf(s, 'ath') as ChoiceDecision[];
    expect(builderOut(s, heuristicChoice(viewOf(s, 'ath'), legal, { wallBuilders: true }) as ChoiceDecision)).toBe(false);
  });

  it('sends nobody before the camp is built (5.4.4)', () => {
    const s = inCamp();
    s.camp = 'none';
    const legal = legalOf(s, 'ath') as ChoiceDecision[];
    expect(builderOut(s, heuristicChoice(viewOf(s, 'ath'), legal, { wallBuilders: true }) as ChoiceDecision)).toBe(false);
  });
});

describe('syracuse L2: the combat AP (syracuse 4.1.3)', () => {
  it('an activation that spends the last AP while engaged is flagged; one that keeps it is not', () => {
    const s = inCamp();
    // an Athenian unit in contact in T13 with the Syracusans moved there
    const syr = Object.values(s.units).find((u) => u.status === 'map' && UNIT[u.id]!.side === 'syr' && u.zone === 'T16' && UNIT[u.id]!.type !== 'T')!;
    syr.zone = 'T13';
    const ath = Object.values(s.units).find((u) => u.zone === 'T17' && UNIT[u.id]!.type === 'H')!;
    ath.zone = 'T13';
    s.activated = [];
    s.pool = 2;
    const v = viewOf(s, 'ath');
    expect(spendsCombatAp(v, { verb: 'activate', target: 'M12' })).toBe(true);
    s.pool = 3;
    expect(spendsCombatAp(viewOf(s, 'ath'), { verb: 'activate', target: 'M12' })).toBe(false);
    ath.zone = 'T17';
    s.pool = 2;
    expect(spendsCombatAp(viewOf(s, 'ath'), { verb: 'activate', target: 'M12' })).toBe(false);
  });

  it('with keepCombatAp no root candidate of the search spends it', () => {
    const s = inCamp();
    const syr = Object.values(s.units).find((u) => u.status === 'map' && UNIT[u.id]!.side === 'syr' && u.zone === 'T16' && UNIT[u.id]!.type !== 'T')!;
    syr.zone = 'T13';
    Object.values(s.units).find((u) => u.zone === 'T17' && UNIT[u.id]!.type === 'H')!.zone = 'T13';
    s.activated = [];
    s.pool = 2;
    const input = { player: 'ath', pending: { players: ['ath'] }, view: viewOf(s, 'ath'), legal: legalOf(s, 'ath'), step: 0 } as never;
    const r = searchDecision(input, 'ap', { keepCombatAp: true, iterations: 4 })!;
    for (const c of r.stats) expect(spendsCombatAp(viewOf(s, 'ath'), c.decision)).toBe(false);
  });

  it('both are the Athenian L2 defaults and off for the Syracusan', () => {
    expect(optionsFor('ath').wallBuilders).toBe(true);
    expect(optionsFor('ath').keepCombatAp).toBe(true);
    expect(optionsFor('syr').wallBuilders).toBe(false);
    expect(optionsFor('syr').keepCombatAp).toBe(false);
  });
});
