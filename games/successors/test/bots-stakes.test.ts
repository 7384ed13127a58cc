/**
 * Successors bots (issue 19): what the evaluation sees ahead — the regent test when an heir comes
 * of age (successors 20.1.3, 21.4.2, 21.4.5), the last turn's VP count (20.3.1) — and the price of
 * a fleet interception declared on a voyage (13.4.2, 17.5.3), fought only later.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '@diadochi/kernel';
import type { ChoiceDecision } from '@diadochi/kernel';
import { successors } from '../src/index.ts';
import type { SuccessorsState } from '../src/index.ts';
import { RULES } from '../src/game.ts';
import { stakes } from '../src/bots/stakes.ts';
import { HEIR_WEIGHTS, WEIGHTS } from '../src/bots/evaluate.ts';
import { royalController } from '../src/rules/query.ts';
import { foreseeNavalAttack } from '../src/bots/l1.ts';

function state(turn: number, round = 1): SuccessorsState {
  const g = createGame(successors, { seed: 'stakes', options: { players: 4 } });
  if (!g.ok) throw new Error('setup');
  const s = structuredClone(g.value.state as SuccessorsState);
  s.turn = turn;
  s.round = round;
  return s;
}

const sums = (s: SuccessorsState, mine: number, rival: number) => {
  const [me, ...others] = s.factions;
  const vps = Object.fromEntries(s.factions.map((f) => [f, 0]));
  const lps = Object.fromEntries([[me!, mine], ...others.map((f, i) => [f, i === 0 ? rival : 0])]);
  return { me: me!, vps, lps };
};

describe('the regent test seen ahead (successors 21.4.2)', () => {
  it('a one-point lead in VP + LP is worth far more than the point before it (a tie is lost unless 20.3 breaks it, 21.4.4)', () => {
    const s = state(3, 5);
    const at = (mine: number) => {
      const { me, vps, lps } = sums(s, mine, 10);
      return stakes(RULES, s, me, vps, lps, WEIGHTS);
    };
    expect(at(11) - at(10)).toBeGreaterThan(4 * (at(10) - at(9)));
    expect(at(10)).toBeLessThan(0);
    expect(at(11)).toBeGreaterThan(0);
  });

  it('weighs more in the turn before Heracles comes of age (21.4.1) than in turn 1', () => {
    const lead = (turn: number) => {
      const s = state(turn, 3);
      const { me, vps, lps } = sums(s, 12, 10);
      return stakes(RULES, s, me, vps, lps, WEIGHTS);
    };
    expect(lead(3)).toBeGreaterThan(2 * lead(1));
  });

  it('with no heir left to come of age, the last turn counts VP alone (20.3.1)', () => {
    const s = state(5, 5);
    for (const id of Object.keys(s.royals)) s.royals[id]!.dead = true;
    const [me, rival] = s.factions;
    const lps = Object.fromEntries(s.factions.map((f) => [f, f === me ? 20 : 0]));
    const behind = stakes(RULES, s, me!, Object.fromEntries(s.factions.map((f) => [f, f === rival ? 10 : 9])), lps, WEIGHTS);
    const ahead = stakes(RULES, s, me!, Object.fromEntries(s.factions.map((f) => [f, f === me ? 11 : 10])), lps, WEIGHTS);
    expect(behind).toBeLessThan(0);
    expect(ahead).toBeGreaterThan(0);
  });
});

describe('who holds Heracles at his test (L2, 21.4.2, 21.4.4, 21.4.5)', () => {
  // Heracles alone in a space nobody controls: held by nobody, so the test would crown the leader (21.4.5).
  const free = () => {
    const s = state(3, 5);
    const at = s.royals.heracles!.space!;
    delete s.holdings[at];
    delete s.control[at];
    for (const g of Object.values(s.generals)) if (g.where === 'map' && g.space === at) g.where = 'dispersed';
    return { s, at };
  };
  const hold = (s: SuccessorsState, at: string, f: string) => {
    s.control[at] = { by: f };
  };

  it('the setup of the test: nobody holds a lone Heracles, a control marker makes him its owner\'s', () => {
    const { s, at } = free();
    expect(royalController(RULES, s, 'heracles')).toBeNull();
    hold(s, at, s.factions[1]!);
    expect(royalController(RULES, s, 'heracles')).toBe(s.factions[1]);
  });

  it('trailing, holding him (the test is stopped) is worth more than leaving him to the leader or to nobody', () => {
    const { s, at } = free();
    const { me, vps, lps } = sums(s, 5, 10);
    const leader = s.factions[1]!;
    const nobody = stakes(RULES, s, me, vps, lps, HEIR_WEIGHTS);
    hold(s, at, leader);
    const leaders = stakes(RULES, s, me, vps, lps, HEIR_WEIGHTS);
    hold(s, at, me);
    const mine = stakes(RULES, s, me, vps, lps, HEIR_WEIGHTS);
    expect(mine).toBeGreaterThan(nobody + 10);
    expect(mine).toBeGreaterThan(leaders + 10);
    expect(nobody).toBeLessThan(0);
  });

  it('leading, holding him or nobody holding him is worth more than a rival holding him', () => {
    const { s, at } = free();
    const { me, vps, lps } = sums(s, 12, 10);
    const nobody = stakes(RULES, s, me, vps, lps, HEIR_WEIGHTS);
    hold(s, at, s.factions[2]!);
    const rivals = stakes(RULES, s, me, vps, lps, HEIR_WEIGHTS);
    hold(s, at, me);
    const mine = stakes(RULES, s, me, vps, lps, HEIR_WEIGHTS);
    expect(mine).toBe(nobody);
    expect(mine).toBeGreaterThan(rivals + 10);
    expect(rivals).toBeGreaterThan(0);
  });

  it('L1\'s weights leave the holder out', () => {
    const { s, at } = free();
    const { me, vps, lps } = sums(s, 5, 10);
    const nobody = stakes(RULES, s, me, vps, lps, WEIGHTS);
    hold(s, at, me);
    expect(stakes(RULES, s, me, vps, lps, WEIGHTS)).toBe(nobody);
  });
});

describe('a fleet interception is an attack (13.4.2, 17.5.3)', () => {
  const naval = (mover: string, usurper: string | null) => {
    const s = state(2);
    const [me] = s.factions;
    s.step = { k: 'naval', who: me!, mover, space: 'x', asked: [] };
    for (const f of s.factions) s.champion[f] = true;
    s.usurper = usurper;
    return { s, me: me! };
  };
  const intercept: ChoiceDecision = { verb: 'intercept-fleet', target: 'x' };

  it('a Champion intercepting a Champion is valued as a Successor at once', () => {
    const { s, me } = naval('red', null);
    const next = structuredClone(s);
    foreseeNavalAttack(s, next, me, intercept);
    expect(next.champion[me]).toBe(false);
  });

  it('passing keeps the status, and so does intercepting the Usurper (17.5.3)', () => {
    const { s, me } = naval('red', null);
    const passed = structuredClone(s);
    foreseeNavalAttack(s, passed, me, { verb: 'pass' });
    expect(passed.champion[me]).toBe(true);
    const u = naval('red', 'red');
    const next = structuredClone(u.s);
    foreseeNavalAttack(u.s, next, u.me, intercept);
    expect(next.champion[u.me]).toBe(true);
  });
});
