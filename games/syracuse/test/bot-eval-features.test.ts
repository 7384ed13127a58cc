/**
 * The L2 evaluation's features (search-eval.ts `evalFeatures`, fitted to outcomes by
 * bench/fit-eval.ts): `evaluate` returns exactly what it returned before the features were exposed
 * (the former function kept below as the oracle, on positions of seeded games), and Σ weight ·
 * feature through `evalLink` gives `evaluate` back for other weights too.
 */
import { Dice, nextBelow, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { legalOf, pendingOf, syracuse } from '../src/index.ts';
import type { SyracuseState } from '../src/index.ts';
import type { Side } from '../src/data/map.ts';
import { FORTS, ZONE, neighbours } from '../src/data/map.ts';
import { UNIT } from '../src/data/counters.ts';
import { turnInfo } from '../src/data/tables.ts';
import { finalResult, victoryPoints, apply } from '../src/engine.ts';
import { other, pfOf } from '../src/state.ts';
import type { UnitState } from '../src/state.ts';
import { heuristicChoice } from '../src/heuristic.ts';
import { optionsFor } from '../src/bots/search.ts';
import { FEATURES, WEIGHTS, evalFeatures, evaluate, evaluateFeatures, featureWeights, playoutView } from '../src/bots/search-eval.ts';
import type { EvalWeights } from '../src/bots/search-eval.ts';

// ---- the oracle: search-eval.ts's evaluation as of 97be261, verbatim but for the names ----
type OldWeights = Omit<EvalWeights, 'siegeStake' | 'drawValue'>;
const onMap = (s: SyracuseState, side: Side, pred: (u: UnitState) => boolean = () => true): UnitState[] =>
  Object.values(s.units).filter((u) => u.status === 'map' && UNIT[u.id]!.side === side && pred(u));
const sumPf = (us: UnitState[]) => us.reduce((n, u) => n + pfOf(u), 0);
const strength = (s: SyracuseState, side: Side) => sumPf(onMap(s, side));
const fleetPf = (s: SyracuseState) => sumPf(onMap(s, 'ath', (u) => UNIT[u.id]!.type === 'T'));
const cavalryInField = (s: SyracuseState, side: Side) => sumPf(onMap(s, side, (u) => !u.fort && UNIT[u.id]!.type === 'C' && !!u.zone && ['clear', 'high'].includes(ZONE[u.zone]?.terrain ?? '') && !(u.zone === 'T17' && s.camp === 'built')));
function checksLeft(s: SyracuseState): number {
  const passed = ['d3', 'd4', 'd5'].includes(s.step.k);
  return Math.max(0, s.lastTurn - s.turn + (passed ? 0 : 1));
}
function fortRisk(s: SyracuseState, zone: string, owner: Side): number {
  const enemyOut = onMap(s, other(owner), (u) => u.zone === zone && !u.fort).length;
  if (enemyOut === 0) return 0;
  const garrison = onMap(s, owner, (u) => u.zone === zone && u.fort).length;
  if (garrison === 0) return 0.9;
  if (onMap(s, owner, (u) => u.zone === zone && !u.fort).length > 0) return 0;
  return (Math.min(4, enemyOut) + 1) / 6;
}
function approachRisk(s: SyracuseState, zone: string, owner: Side): number {
  const near = neighbours(zone).filter((z) => ZONE[z]?.kind === 'land');
  const enemies = onMap(s, other(owner), (u) => !u.fort && !u.aboard && near.includes(u.zone ?? '') && UNIT[u.id]!.type !== 'T');
  if (enemies.length === 0) return 0;
  const defenders = sumPf(onMap(s, owner, (u) => u.zone === zone && !u.fort));
  const odds = Math.min(1, Math.max(0, sumPf(enemies) / Math.max(1, defenders) - 1));
  const garrison = onMap(s, owner, (u) => u.zone === zone && u.fort).length;
  return odds * (garrison === 0 ? 0.9 : (Math.min(4, enemies.length) + 1) / 6);
}
function oldThreats(s: SyracuseState, w: OldWeights): number {
  let x = 0;
  const left = checksLeft(s);
  const cav = cavalryInField(s, 'syr') - cavalryInField(s, 'ath');
  x -= w.cavalry * Math.sign(cav) * Math.min(3, left) * 0.5;
  for (const f of FORTS) {
    const fs = s.forts[f.id];
    if (!fs.built) continue;
    const p = fortRisk(s, f.zone, fs.owner) || (fs.owner === 'ath' ? w.approach * approachRisk(s, f.zone, 'ath') : 0);
    if (p === 0) continue;
    const stake = 2 * f.vp + w.siege + (f.id === 'plemmyrion' && fs.owner === 'ath' ? w.chainsThreat : 0);
    x += (fs.owner === 'ath' ? -1 : 1) * p * stake;
  }
  const plem = s.forts.plemmyrion;
  if (s.chains !== 'built' && plem.built && plem.owner === 'syr' && left > 0) x -= w.chainsThreat;
  const lasting = s.chains === 'built' || (plem.built && plem.owner === 'syr');
  const ath = s.supply.ath;
  if (lasting && left >= ath.box) x -= w.starvation * (ath.box <= 1 ? 1 : 0.5) * (fleetPf(s) / 2 <= 40 ? 2 : 1);
  const syr = s.supply.syr;
  if (syr.face === 'disette' && (syr.cause === 'walls' || syr.cause === 'blockade') && left >= syr.box) x += 2 * w.starvation * (syr.box <= 1 ? 1 : 0.5);
  const margin = fleetPf(s) - 40;
  x -= w.fleet * Math.max(0, w.fleetMargin - margin);
  return x;
}
function oldDrainRisk(s: SyracuseState, side: Side): number {
  if (s.result) return 0;
  const m = s.supply[side];
  if (m.face === 'disette' && m.cause !== 'cavalry') return 0;
  let box = m.box;
  let first = ['d3', 'd4', 'd5'].includes(s.step.k) ? s.turn + 1 : s.turn;
  if (m.face === 'disette') {
    box = Math.max(0, box - 1);
    if (box === 0) return 1;
    first = s.turn + 1;
  }
  if (!(cavalryInField(s, other(side)) > cavalryInField(s, side))) return 0;
  let dist = [0, 0, 0, 0];
  dist[box] = 1;
  let dead = 0;
  for (let t = first; t <= s.lastTurn; t++) {
    const next = [0, 0, 0, 0];
    const rise = turnInfo(t).season !== 'winter';
    for (let b = 0; b <= 3; b++) {
      const p = dist[b]!;
      if (p === 0) continue;
      const down = Math.max(0, b - 1);
      if (down === 0) dead += p / 2;
      else next[down]! += p / 2;
      next[rise ? Math.min(3, b + 1) : b]! += p / 2;
    }
    dist = next;
  }
  return dead;
}
function oldDrainTerm(s: SyracuseState, w: OldWeights): number {
  if (w.drain === 0) return 0;
  const ath = oldDrainRisk(s, 'ath') * w.starvation * (fleetPf(s) / 2 <= 40 ? 2 : 1);
  const syr = oldDrainRisk(s, 'syr') * 2 * w.starvation;
  return w.drain * (syr - ath);
}
function campBuilders(s: SyracuseState): number {
  return sumPf(onMap(s, 'ath', (u) => u.zone === 'T17' && !u.aboard && ['H', 'A', 'P'].includes(UNIT[u.id]!.type)));
}
function oldCampTerm(s: SyracuseState, w: OldWeights): number {
  if (s.camp === 'built') return w.camp;
  if (s.camp === 'none' && w.campReady !== 0 && campBuilders(s) >= 2) return w.campReady;
  return 0;
}
const logistic = (y: number) => 1 / (1 + Math.exp(-y));
const oldEndgameValue = (x: number, spread: number) => 0.5 * (logistic((x - 5.5) / spread) + logistic((x + 5.5) / spread));
function oldEvaluate(s: SyracuseState, me: Side, w: OldWeights): number {
  if (s.result) return s.result.winners.length === 0 ? 0.5 : s.result.winners.includes(me) ? 1 : 0;
  const op = other(me);
  const vp = victoryPoints(s);
  let x = w.vp * (vp[me] - vp[op]);
  x += w.pf * (strength(s, me) - strength(s, op));
  const sup = (side: Side) => s.supply[side].box - (s.supply[side].face === 'disette' ? 2 : 0);
  x += w.supply * (sup(me) - sup(op));
  const athTotal = (s.camp === 'built' ? 1 : s.camp === 'destroyed' ? -3 : 0) + (['A1', 'A2', 'A3'] as const).filter((id) => s.walls[id] === 'built').length - (s.chains === 'built' ? 3 : 0);
  x += w.total * (me === 'ath' ? athTotal : -athTotal);
  const camp = oldCampTerm(s, w);
  x += me === 'ath' ? camp : -camp;
  const t = (w.threats === 0 ? 0 : w.threats * oldThreats(s, w)) + oldDrainTerm(s, w);
  x += me === 'ath' ? t : -t;
  const left = s.lastTurn - s.turn;
  if (left >= w.endgame) return logistic(x / 6);
  const end = finalResult(s);
  if (end.level === 'total') x += (end.winners.includes(me) ? 1 : -1) * w.totalEnd / (1 + left);
  return oldEndgameValue(x, 2.5 + left);
}
// ---- end of the oracle ----

/** Positions of seeded games, L1 for both sides with 15 % random decisions, every 7th decision and each game's end. */
function positions(games: number): SyracuseState[] {
  const out: SyracuseState[] = [];
  for (let g = 0; g < games; g++) {
    const ctx = { dice: new Dice(rngFromSeed(`eval-features-${g}`)), emit: () => {} };
    const rng = rngFromSeed(`eval-features-noise-${g}`);
    const s = syracuse.setup({ scenario: 'historical' }, ctx) as SyracuseState;
    for (let i = 0; i < 5000; i++) {
      const p = pendingOf(s);
      if (!p) break;
      const side = p.players[0] as Side;
      const legal = legalOf(s, side) ?? [];
      if (legal.length === 0) break;
      const d = nextBelow(rng, 100) < 15 ? legal[nextBelow(rng, legal.length)]! : ((heuristicChoice(playoutView(s, side), legal) as ChoiceDecision | undefined) ?? legal[0]!);
      apply(s, side, d, ctx);
      ctx.dice.rolls.length = 0;
      if (i % 7 === 0) out.push(structuredClone(s));
    }
    out.push(structuredClone(s));
  }
  return out;
}

const SETS: [string, EvalWeights][] = [
  ['WEIGHTS', WEIGHTS],
  ['the Athenian\'s', optionsFor('ath').weights],
  ['the Syracusan\'s', optionsFor('syr').weights],
  ['drain and threats', { ...WEIGHTS, drain: 0.7, threats: 0.6, camp: 3, campReady: 1.5, endgame: 5 }],
];

describe('Syracuse L2 evaluation features (search-eval.ts evalFeatures)', () => {
  const states = positions(3);

  it('plays positions of every kind: early, late and finished, both supply faces', () => {
    expect(states.length).toBeGreaterThan(200);
    expect(states.some((s) => s.result)).toBe(true);
    expect(states.some((s) => !s.result && s.lastTurn - s.turn < 3)).toBe(true);
    expect(states.some((s) => s.supply.ath.face === 'disette' || s.supply.syr.face === 'disette')).toBe(true);
  });

  it('syracuse 9: evaluate returns exactly the former evaluation for today\'s weights and others (siegeStake 2, drawValue ½)', () => {
    let n = 0;
    for (const [, w] of SETS) for (const s of states) for (const me of ['ath', 'syr'] as const) {
      expect(evaluate(s, me, w)).toBe(oldEvaluate(s, me, w));
      n++;
    }
    expect(n).toBe(states.length * SETS.length * 2);
  });

  it('Σ weight · feature through the link is evaluate, for today\'s weights and changed ones (siegeStake, drawValue)', () => {
    const more: [string, EvalWeights][] = [...SETS, ['stake 3, draw ¼', { ...WEIGHTS, siegeStake: 3, drawValue: 0.25, drain: 1 }], ['draw 0', { ...optionsFor('syr').weights, drawValue: 0 }]];
    for (const [, w] of more) for (const s of states) for (const me of ['ath', 'syr'] as const) {
      expect(evaluateFeatures(evalFeatures(s, me, w), w)).toBeCloseTo(evaluate(s, me, w), 12);
    }
  });

  it('the features are the same numbers for either side, negated (the evaluation is zero-sum)', () => {
    for (const s of states.slice(0, 80)) {
      const a = evalFeatures(s, 'ath').f;
      const b = evalFeatures(s, 'syr').f;
      for (const k of FEATURES) if (k !== 'totalEnd') expect(a[k] + b[k]).toBeCloseTo(0, 12);
    }
  });

  it('syracuse 9.2.9: a lower drawValue lowers a drawn game and the late positions, not a won one', () => {
    const end = states.filter((s) => s.result);
    for (const s of end) {
      const low = evaluate(s, 'ath', { ...WEIGHTS, drawValue: 0.2 });
      if (s.result!.winners.length === 0) expect(low).toBe(0.2);
      else expect(low).toBe(evaluate(s, 'ath'));
    }
    const late = states.find((s) => !s.result && s.lastTurn - s.turn < 3)!;
    expect(evaluate(late, 'ath', { ...WEIGHTS, drawValue: 0.2 })).toBeLessThan(evaluate(late, 'ath'));
  });

  it('featureWeights: the threats\' weights scaled by threats, the drain\'s by starvation', () => {
    const c = featureWeights({ ...WEIGHTS, threats: 0.5, drain: 2 });
    expect(c.cavalry).toBe(0.5 * WEIGHTS.cavalry);
    expect(c.siegeVp).toBe(0.5 * 2);
    expect(c.drain).toBe(2 * WEIGHTS.starvation);
    expect(c.vp).toBe(WEIGHTS.vp);
  });
});
