/**
 * The picks issue 16 gives back to the player — the reduced unit Cavalry eliminates (`syracuse S9`),
 * the units a recovery turns back (`syracuse S15`, `S16`, `8.5`), the zone the enemy units of a
 * blocked entry zone go to (`syracuse 2.B.2.2`) — are steps the bots answer: L1 takes the first
 * listed target (the old automatic choice, strongest first), L2 a listed decision, and play goes on.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { BotInput, ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { heuristicBot, legalOf, pendingOf, syracuse, viewOf } from '../src/index.ts';
import type { SyracuseState, SyracuseView } from '../src/index.ts';
import { searchBot } from '../src/bots/search.ts';
import { counterOf } from '../src/data/tables.ts';
import type { Side } from '../src/data/map.ts';

const TINY = { iterations: 4, width: 2, depth: 6 };

function ctxOf(seed: string): ResolveContext {
  return { dice: new Dice(rngFromSeed(seed)), emit: () => {} };
}

/** The historical set-up with the board emptied (Athenian ships kept in Catane for 9.1.2). */
function empty(seed: string): SyracuseState {
  const s = syracuse.setup({ scenario: 'historical' }, ctxOf(seed)) as SyracuseState;
  for (const u of Object.values(s.units)) Object.assign(u, { status: 'pool', zone: null, fort: false, reduced: false });
  for (const l of Object.values(s.leaders)) Object.assign(l, { status: 'pool', zone: null, fort: false });
  for (const id of ['a-t3', 'a-t6']) Object.assign(s.units[id]!, { status: 'map', zone: 'Catane' });
  return s;
}
function put(s: SyracuseState, id: string, zone: string, reduced = false): void {
  Object.assign(s.units[id]!, { status: 'map', zone, fort: false, reduced });
}
function hand(s: SyracuseState, side: Side, face: string): void {
  const c = counterOf(face);
  s.bowl = s.bowl.filter((x) => x !== c);
  s.hands[side === 'ath' ? 'syr' : 'ath'] = s.hands[side === 'ath' ? 'syr' : 'ath'].filter((x) => x !== c);
  s.hands[side] = [c];
}
function input(s: SyracuseState, player: Side): BotInput<SyracuseView> {
  return { player, pending: pendingOf(s)!, view: viewOf(s, player), legal: legalOf(s, player), step: 0 };
}
/** L1 and L2 each answer the step with a listed decision; L1's is returned. */
function answer(s: SyracuseState, player: Side, seed: string): ChoiceDecision {
  const legal = legalOf(s, player)!;
  const l1 = heuristicBot(seed)(input(s, player)) as ChoiceDecision;
  const l2 = searchBot(seed, TINY)(input(s, player)) as ChoiceDecision;
  expect(syracuse.validate(s, player, l1).ok).toBe(true);
  expect(syracuse.validate(s, player, l2).ok).toBe(true);
  expect(legal.length).toBeGreaterThan(1);
  return l1;
}

describe('Syracuse bots at the picks of issue 16', () => {
  it('syracuse S16: L1 turns back the strongest units, one pick at a time; L2 answers; D.3 goes on', () => {
    const s = empty('pick-16');
    put(s, 's-h1', 'T13', true);
    put(s, 's-p1', 'T13', true);
    put(s, 's-h2', 'T15', true);
    hand(s, 'syr', 'S16');
    s.step = { k: 'd3', side: 'syr' };
    s.dOrder = [];
    syracuse.resolve(s, { syr: { verb: 'play', subject: 'S16' } }, ctxOf('a'));
    expect(s.step).toMatchObject({ k: 'recovery', side: 'syr', left: 2 });
    const d1 = answer(s, 'syr', 'b');
    expect(d1).toEqual({ verb: 'recover', target: 's-h1' });
    syracuse.resolve(s, { syr: d1 }, ctxOf('c'));
    expect(s.step).toMatchObject({ k: 'recovery', left: 1 });
    const d2 = answer(s, 'syr', 'd');
    expect(d2).toEqual({ verb: 'recover', target: 's-h2' });
    syracuse.resolve(s, { syr: d2 }, ctxOf('e'));
    expect(s.step).toEqual({ k: 'd3', side: 'syr' });
    expect(s.units['s-p1']!.reduced).toBe(true);
  });

  it('syracuse 8.5: the Advantage\'s recovery is a pick L1 and L2 answer', () => {
    const s = empty('pick-85');
    put(s, 's-h1', 'T13', true);
    put(s, 's-p1', 'T13', true);
    s.advantage = 'syr';
    s.step = { k: 'd3', side: 'syr' };
    s.dOrder = [];
    syracuse.resolve(s, { syr: { verb: 'advantage', target: 'recover' } }, ctxOf('a'));
    expect(s.step).toMatchObject({ k: 'recovery', rule: 'syracuse 8.5' });
    expect(answer(s, 'syr', 'b')).toEqual({ verb: 'recover', target: 's-h1' });
  });

  it('syracuse S9: L1 plays Cavalry on the strongest reduced enemy unit; L2 answers with a listed target or passes', () => {
    const s = empty('pick-9');
    for (const id of ['a-h1', 'a-h3', 'a-c1']) put(s, id, 'T14');
    put(s, 's-p1', 'T14', true);
    put(s, 's-h2', 'T14', true);
    hand(s, 'ath', 'S9');
    s.actionSide = 'ath';
    s.initiative = 'ath';
    s.combat = { zone: 'T14', naval: false, attacker: 'ath', played: [], winner: 'ath', cell: ['R', 'R'], roll: 6, column: 5 };
    s.step = { k: 'after-combat', side: 'ath' };
    const d = answer(s, 'ath', 'b');
    expect(d).toEqual({ verb: 'play', subject: 'S9', target: 's-h2' });
  });

  it('syracuse 2.B.2.2: L1 sends the enemy units of the cleared zone to the first listed zone; L2 answers; placement goes on', () => {
    const s = empty('pick-clear');
    s.turn = 3;
    for (const [id, z] of [['s-h1', 'T1'], ['s-h2', 'T8'], ['s-h3', 'T10'], ['s-h4', 'T18'], ['s-p1', 'T19'], ['s-h6', 'T22']] as const) put(s, id, z);
    s.toPlace = ['10.1.ARS18'];
    s.optionalIn = ['10.1.ARS18'];
    s.step = { k: 'clear', side: 'ath', group: '10.1.ARS18', zone: 'T19' };
    const d = answer(s, 'ath', 'b');
    expect(d).toEqual({ verb: 'displace', target: legalOf(s, 'ath')![0]!.target });
    syracuse.resolve(s, { ath: d }, ctxOf('c'));
    expect(s.units['a-c3']!.zone).toBe('T19');
    expect(s.step.k).toBe('reinf-move');
  });
});
