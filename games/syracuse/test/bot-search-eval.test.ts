/**
 * The search bot's position evaluation (games/syracuse/src/bots/search-eval.ts): the threats it
 * prices beyond the points margin, each against the same position without it.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { syracuse } from '../src/index.ts';
import type { SyracuseState } from '../src/index.ts';
import { WEIGHTS, campTerm, cavalryInField, drainRisk, drainTerm, endgameValue, evaluate, fleetPf, threats } from '../src/bots/search-eval.ts';

function fresh(): SyracuseState {
  return syracuse.setup({ scenario: 'historical' }, { dice: new Dice(rngFromSeed('eval')), emit: () => {} }) as SyracuseState;
}

/** The Plemmyrion built and held by `owner`, with these units in T27 (`fort`: inside it). */
function plemmyrion(s: SyracuseState, owner: 'ath' | 'syr', units: { id: string; fort: boolean }[]): SyracuseState {
  s.forts.plemmyrion = { built: true, owner };
  for (const { id, fort } of units) Object.assign(s.units[id]!, { zone: 'T27', fort });
  return s;
}

describe('Syracuse L2 evaluation', () => {
  it('syracuse 9: a position is worth p to one side and 1 − p to the other', () => {
    const s = plemmyrion(fresh(), 'ath', [{ id: 'a-h3', fort: true }, { id: 's-h1', fort: false }]);
    expect(evaluate(s, 'ath') + evaluate(s, 'syr')).toBeCloseTo(1, 12);
  });

  it('threats 0: the evaluation of the points, material, supply and total steps alone', () => {
    const s = plemmyrion(fresh(), 'syr', [{ id: 's-h1', fort: true }]);
    expect(threats(s)).not.toBe(0);
    const plain = evaluate(s, 'ath', { ...WEIGHTS, threats: 0 });
    expect(plain).not.toBe(evaluate(s, 'ath'));
    expect(evaluate(s, 'ath', { ...WEIGHTS, threats: 0, chainsThreat: 100 })).toBe(plain);
  });

  it('syracuse 6.1.2: the Athenian values a position more when his cavalry in the field outnumbers the Syracusan', () => {
    const base = fresh();
    // at the start the Syracusan has 2 PF of cavalry in the field (s-c1, T11) against the Athenian's a-c1
    const more = fresh();
    more.units['s-c1']!.zone = 'T16'; // into the city (fortified ground: not the field)
    expect(cavalryInField(more, 'syr')).toBeLessThan(cavalryInField(base, 'syr'));
    expect(cavalryInField(more, 'ath')).toBeGreaterThan(cavalryInField(more, 'syr'));
    expect(threats(more)).toBeGreaterThan(threats(base));
    expect(evaluate(more, 'ath')).toBeGreaterThan(evaluate(base, 'ath'));
  });

  it('syracuse 4.3.3: a besieged Plemmyrion (enemy outside, none of the garrison\'s side) is a threat a relief lifts', () => {
    const besieged = plemmyrion(fresh(), 'ath', [{ id: 'a-h3', fort: true }, { id: 's-h1', fort: false }, { id: 's-h2', fort: false }]);
    const relieved = plemmyrion(fresh(), 'ath', [{ id: 'a-h3', fort: true }, { id: 's-h1', fort: false }, { id: 's-h2', fort: false }, { id: 'a-h1', fort: false }]);
    expect(evaluate(besieged, 'ath')).toBeLessThan(evaluate(relieved, 'ath'));
    // more besiegers, a likelier D.5 roll (4.3.3.2: +1 a unit)
    const more = plemmyrion(fresh(), 'ath', [{ id: 'a-h3', fort: true }, { id: 's-h1', fort: false }, { id: 's-h2', fort: false }, { id: 's-p1', fort: false }]);
    expect(threats(more)).toBeLessThan(threats(besieged));
  });

  it('syracuse 4.3.3: enemy units gathered next to the Plemmyrion threaten it, less so as defenders stand outside the fort', () => {
    const placed = (extra: string[]) => {
      const s = plemmyrion(fresh(), 'ath', [{ id: 'a-h3', fort: true }, ...extra.map((id) => ({ id, fort: false }))]);
      for (const id of ['s-h1', 's-h2']) Object.assign(s.units[id]!, { zone: 'T26', fort: false });
      return s;
    };
    const exposed = placed([]);
    const half = placed(['a-h7']);
    const held = placed(['a-h7', 'a-h1', 'a-h2']);
    expect(threats(exposed)).toBeLessThan(threats(half));
    expect(threats(half)).toBeLessThan(threats(held));
    // what the approach adds, against the same position without the Syracusans in T26 (the other forts' approaches)
    const added = (s: SyracuseState) => threats(s) - threats(s, { ...WEIGHTS, approach: 0 });
    const alone = plemmyrion(fresh(), 'ath', [{ id: 'a-h3', fort: true }]);
    expect(added(exposed)).toBeLessThan(added(alone));
    // 12 PF outside against 11: the Syracusan has no odds to walk in
    expect(added(held)).toBeCloseTo(added(alone), 12);
    // a Syracusan fort with Athenians next to it is no lure for the Athenian: only his own forts count
    const lure = plemmyrion(fresh(), 'syr', [{ id: 's-h1', fort: true }]);
    for (const id of ['a-h7', 'a-h1']) Object.assign(lure.units[id]!, { zone: 'T26', fort: false });
    expect(threats(lure)).toBe(threats(lure, { ...WEIGHTS, approach: 0 }));
  });

  it('syracuse 5.5.1: the Plemmyrion in Syracusan hands threatens the chains and the Athenian\'s supply', () => {
    const ath = plemmyrion(fresh(), 'ath', []);
    const syr = plemmyrion(fresh(), 'syr', []);
    // the fort's 5 points change hands (9.2.2); the threat comes on top of them
    expect(threats(syr)).toBeLessThan(threats(ath));
    expect(evaluate(syr, 'syr')).toBeGreaterThan(evaluate(ath, 'syr'));
  });

  it('syracuse 6.3.1: with the chains built and the box at 1, the coming starvation is priced', () => {
    const fed = fresh();
    fed.chains = 'built';
    fed.supply.ath = { box: 3, face: 'disette', cause: 'chains' };
    fed.turn = 8; // two checks left: a full box holds
    const starving = structuredClone(fed);
    starving.supply.ath = { box: 1, face: 'disette', cause: 'chains' };
    expect(threats(starving)).toBeLessThan(threats(fed));
  });

  it('syracuse 6.3.2: the Syracusan held in Disette by the three Athenian walls, his box running out, is priced for the Athenian', () => {
    const open = fresh();
    open.turn = 8;
    const walled = structuredClone(open);
    for (const w of ['A1', 'A2', 'A3'] as const) {
      open.walls[w] = 'built';
      walled.walls[w] = 'built';
    }
    walled.supply.syr = { box: 1, face: 'disette', cause: 'walls' };
    open.supply.syr = { box: 1, face: 'disette', cause: 'cavalry' };
    expect(threats(walled)).toBeGreaterThan(threats(open));
  });

  it('syracuse 9.1.2: an Athenian fleet near 40 PF is a threat', () => {
    const s = fresh();
    const weak = fresh();
    for (const id of ['a-t1', 'a-t2', 'a-t3']) weak.units[id]!.status = 'eliminated';
    expect(fleetPf(weak)).toBeLessThan(fleetPf(s));
    expect(threats(weak)).toBeLessThan(threats(s));
  });

  it('syracuse 5.2, 5.4.4: the built camp is worth its weight to the Athenian, and builders in T17 (5.1) theirs while it is not built', () => {
    const w = { ...WEIGHTS, camp: 4, campReady: 1.5 };
    const none = fresh();
    none.camp = 'none';
    for (const u of Object.values(none.units)) if (u.zone === 'T17') u.zone = 'T18';
    const ready = structuredClone(none);
    Object.assign(ready.units['a-h1']!, { zone: 'T17', fort: false, status: 'map' });
    const built = structuredClone(none);
    built.camp = 'built';
    expect(campTerm(none, w)).toBe(0);
    expect(campTerm(ready, w)).toBe(1.5);
    expect(campTerm(built, w)).toBe(4);
    expect(evaluate(ready, 'ath', w)).toBeGreaterThan(evaluate(none, 'ath', w));
    expect(evaluate(built, 'ath', w)).toBeGreaterThan(evaluate(ready, 'ath', w));
    expect(evaluate(built, 'syr', w)).toBeLessThan(evaluate(none, 'syr', w));
    // a cavalry unit does not build (5.1: H, A or P)
    const horse = structuredClone(none);
    Object.assign(horse.units['a-c1']!, { zone: 'T17', fort: false, status: 'map' });
    expect(campTerm(horse, w)).toBe(0);
    // weight 0: the term is off
    expect(evaluate(built, 'ath', { ...w, camp: 0 })).toBeLessThan(evaluate(built, 'ath', w));
  });

  it('syracuse 9.2.9, 9.2.10: near the end a margin of 6 (a win) is worth more over 5 (a draw) than 1 over 0', () => {
    expect(endgameValue(3, 2.5) + endgameValue(-3, 2.5)).toBeCloseTo(1, 12);
    expect(endgameValue(6, 2.5) - endgameValue(5, 2.5)).toBeGreaterThan(endgameValue(1, 2.5) - endgameValue(0, 2.5));
    // the band sharpens as the turns run out: at the last turn a margin of 8 is nearly a sure win
    expect(endgameValue(8, 2.5)).toBeGreaterThan(endgameValue(8, 4.5));
    // in the evaluation: the last turn, 6 Syracusan points of margin against 5
    const five = fresh();
    five.turn = five.lastTurn;
    five.plemmyrionByT4 = true;
    five.eliminated.ath.H = 2; // 4 points to the Syracusan (9.2.5)
    five.eliminated.ath.other = 1; // and 1 (9.2.6)
    const six = structuredClone(five);
    six.eliminated.ath.other = 2;
    // the points alone (material, supply and threats off), so that the margin is the points'
    const w = { ...WEIGHTS, pf: 0, supply: 0, total: 0, threats: 0 };
    const early = (s: SyracuseState) => Object.assign(structuredClone(s), { turn: 2 });
    const lateGain = evaluate(six, 'syr', w) - evaluate(five, 'syr', w);
    expect(lateGain).toBeGreaterThan(evaluate(early(six), 'syr', w) - evaluate(early(five), 'syr', w));
    expect(evaluate(six, 'syr') + evaluate(six, 'ath')).toBeCloseTo(1, 12);
  });

  it('syracuse 9.1.3: on the last turn the chains without the three Athenian walls weigh towards the Syracusan', () => {
    const s = fresh();
    s.turn = s.lastTurn;
    s.chains = 'built';
    expect(evaluate(s, 'syr')).toBeGreaterThan(evaluate(s, 'syr', { ...WEIGHTS, totalEnd: 0 }));
    expect(evaluate(s, 'ath')).toBeLessThan(evaluate(s, 'ath', { ...WEIGHTS, totalEnd: 0 }));
    // endgame 0: the plain logistic, which knows no end
    const off = { ...WEIGHTS, endgame: 0 };
    expect(evaluate(s, 'syr', { ...off, totalEnd: 0 })).toBe(evaluate(s, 'syr', off));
  });
});

describe('Syracuse L2 evaluation: the cavalry drain of a supply box (drain)', () => {
  const at = (box: number, side: 'ath' | 'syr' = 'ath') => {
    const s = fresh();
    s.turn = 3;
    s.step = { k: 'act', side: 'ath' };
    s.supply[side] = { box, face: 'appro' };
    return s;
  };

  it('syracuse 6.1.2, 6.3.3: the larger Syracusan cavalry in the field empties a low Athenian box likelier than a full one', () => {
    const low = at(1);
    expect(cavalryInField(low, 'syr')).toBeGreaterThan(cavalryInField(low, 'ath'));
    // turn 3 to 9: seven rolls, each lost one time in two
    expect(drainRisk(low, 'ath')).toBeGreaterThan(0.5);
    expect(drainRisk(at(3), 'ath')).toBeLessThan(drainRisk(low, 'ath'));
    expect(drainRisk(at(3), 'ath')).toBeGreaterThan(0);
    // as many Athenian PF of cavalry in the field: no roll (6.1.2 needs more), no drain
    const even = at(1);
    Object.assign(even.units['s-c1']!, { zone: 'T16', fort: false });
    expect(drainRisk(even, 'ath')).toBe(0);
    // a roll lost this turn and the box at 1: D.4 empties it (6.3.1)
    const lost = at(1);
    lost.step = { k: 'd4', side: 'ath' };
    lost.supply.ath = { box: 1, face: 'disette', cause: 'cavalry' };
    expect(drainRisk(lost, 'ath')).toBe(1);
  });

  it('syracuse 6.3.1, 9.1.2: with drain on the Athenian values his cavalry drained box below the same position without the Syracusan cavalry', () => {
    const drained = at(1);
    const safe = at(1);
    Object.assign(safe.units['s-c1']!, { zone: 'T16', fort: false });
    const w = { ...WEIGHTS, drain: 1 };
    // the term alone: the cavalry's material and the threats' small cavalry term are the same with drain 0
    const gain = (s: SyracuseState) => evaluate(s, 'ath', w) - evaluate(s, 'ath', WEIGHTS);
    expect(drainTerm(drained, w)).toBeLessThan(-4);
    // the Syracusan cavalry in the city: no drain of the Athenian's box, the Syracusan's own box drained now
    expect(drainRisk(safe, 'ath')).toBe(0);
    expect(drainTerm(safe, w)).toBeGreaterThan(0);
    expect(gain(drained)).toBeLessThan(0);
    expect(gain(safe)).toBeGreaterThan(0);
  });

  it('syracuse 6.2.3, 6.3.2: the Syracusan fears the larger Athenian cavalry draining his box to capitulation', () => {
    const s = at(1, 'syr');
    Object.assign(s.units['s-c1']!, { zone: 'T16', fort: false });
    expect(cavalryInField(s, 'ath')).toBeGreaterThan(cavalryInField(s, 'syr'));
    expect(drainRisk(s, 'syr')).toBeGreaterThan(0.5);
    expect(drainTerm(s, { ...WEIGHTS, drain: 1 })).toBeGreaterThan(8);
    expect(evaluate(s, 'syr', { ...WEIGHTS, drain: 1 })).toBeLessThan(evaluate(s, 'syr', WEIGHTS));
  });
});
