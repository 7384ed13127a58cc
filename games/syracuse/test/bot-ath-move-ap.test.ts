/**
 * The search's moves into an enemy zone with the pool empty (search.ts `moveCombatAp`, heuristic.ts
 * `entersWithoutCombatAp`, `syracuse 4.1.3`: with no AP left for the mandatory combat the units that
 * entered go back reduced to their starting zones).
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { legalOf, viewOf } from '../src/index.ts';
import type { SyracuseState } from '../src/index.ts';
import { entersWithoutCombatAp } from '../src/heuristic.ts';
import { optionsFor, searchDecision } from '../src/bots/search.ts';
import { apply } from '../src/engine.ts';
import { UNIT } from '../src/data/counters.ts';
import { athenianActionInCamp } from './bot-fixtures.ts';

/**
 * His action phase, the camp built: the Athenian land units in T17 (activated), his ships in M12;
 * one Syracusan unit in the open in T13, next to the camp, the rest in the city (T16).
 */
function nextToEnemy(pool: number): SyracuseState {
  const s = athenianActionInCamp('move-ap', pool, () => 'T16');
  Object.values(s.units).find((u) => u.status === 'map' && UNIT[u.id]!.side === 'syr' && u.zone === 'T16' && UNIT[u.id]!.type === 'H')!.zone = 'T13';
  // where each piece started the action phase (2.B.3.1), where 4.1.3 sends it back
  for (const p of [...Object.values(s.units), ...Object.values(s.leaders)]) if (p.status === 'map' && p.zone) p.from = p.zone;
  return s;
}

/**
 * The same with the pool empty and one Athenian hoplite activated in T13, every open zone around
 * it (T11, T12, T14, T15, T17) held by a Syracusan unit: each of its moves enters an enemy zone.
 */
function surrounded(): SyracuseState {
  const s = nextToEnemy(0);
  const syr = Object.values(s.units).filter((u) => u.status === 'map' && UNIT[u.id]!.side === 'syr' && u.zone === 'T16');
  ['T11', 'T12', 'T14', 'T15', 'T17'].forEach((z, i) => (syr[i]!.zone = z));
  for (const u of Object.values(s.units)) if (u.zone === 'T17' && UNIT[u.id]!.side === 'ath') u.zone = u.from = 'T24';
  for (const l of Object.values(s.leaders)) if (l.zone === 'T17') l.zone = l.from = 'T24';
  s.units['a-h1']!.zone = s.units['a-h1']!.from = 'T13';
  s.activated = ['T13'];
  return s;
}

const intoT13 = (d: ChoiceDecision) => d.verb === 'move' && d.target === 'T13';

describe('syracuse L2: a move into an enemy zone needs the combat AP (syracuse 4.1.3)', () => {
  it('with the pool empty a move into the enemy zone is flagged, and the engine sends the unit back reduced', () => {
    const s = nextToEnemy(0);
    const legal = legalOf(s, 'ath') as ChoiceDecision[];
    const move = legal.find(intoT13)!;
    expect(move).toBeDefined();
    expect(entersWithoutCombatAp(viewOf(s, 'ath'), move)).toBe(true);
    // the premise: moved in and the moves ended, the unit is back in T17
    const ctx: ResolveContext = { dice: new Dice(rngFromSeed('move-ap-end')), emit: () => {} };
    const id = move.subject!;
    apply(s, 'ath', move, ctx);
    apply(s, 'ath', { verb: 'end' }, ctx);
    expect(s.units[id]!.zone).toBe('T17');
  });

  it('with an AP left, or into a zone without enemies in the open, it is not', () => {
    const one = nextToEnemy(1);
    const move = (legalOf(one, 'ath') as ChoiceDecision[]).find(intoT13)!;
    expect(entersWithoutCombatAp(viewOf(one, 'ath'), move)).toBe(false);
    const empty = nextToEnemy(0);
    const quiet = (legalOf(empty, 'ath') as ChoiceDecision[]).find((d) => d.verb === 'move' && d.target !== 'T13' && !d.target!.endsWith(':fort'))!;
    expect(quiet).toBeDefined();
    expect(entersWithoutCombatAp(viewOf(empty, 'ath'), quiet)).toBe(false);
  });

  it('with moveCombatAp no root candidate of the search enters one; without it some do', () => {
    const s = surrounded();
    const legal = legalOf(s, 'ath') as ChoiceDecision[];
    expect(legal.filter((d) => d.verb === 'move').length).toBeGreaterThan(0);
    expect(legal.filter((d) => d.verb === 'move').every((d) => entersWithoutCombatAp(viewOf(s, 'ath'), d))).toBe(true);
    const input = { player: 'ath', pending: { players: ['ath'] }, view: viewOf(s, 'ath'), legal, step: 0 } as never;
    const entering = (o: { moveCombatAp: boolean }) => searchDecision(input, 'move-ap', { ...o, iterations: 4 })!.stats.filter((c) => entersWithoutCombatAp(viewOf(s, 'ath'), c.decision)).length;
    expect(entering({ moveCombatAp: false })).toBeGreaterThan(0);
    expect(entering({ moveCombatAp: true })).toBe(0);
  });

  it('is off by default', () => {
    expect(optionsFor('ath').moveCombatAp).toBe(false);
    expect(optionsFor('syr').moveCombatAp).toBe(false);
  });
});
