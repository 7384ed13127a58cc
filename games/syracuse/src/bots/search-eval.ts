/**
 * What the search bot (L2) needs around the engine: a cheap view for the L1 policy in playouts
 * (the same fields as `viewOf`, without its deep copy, since playout states are the bot's own),
 * and the position evaluation at a playout's horizon.
 *
 * A playout of a few dozen decisions ends inside one action phase, so the evaluation has to price
 * what comes at the end of the turn and after it: the supply rolls of the cavalry (6.1.2, 6.2.3),
 * the D.5 sieges (4.3.3), the chains once the Syracusan holds the Plemmyrion (5.5.1, 6.1.1), the
 * starvation that halves the Athenian fleet (6.3.1) and the fleet's collapse (9.1.2). Between bots
 * the Athenian lost to exactly that chain of events, which the points margin alone cannot see
 * (docs/rules/syracuse/decisions.md, "How the Athenian loses between bots").
 */
import type { Side } from '../data/map.ts';
import { FORTS, ZONE, neighbours } from '../data/map.ts';
import { UNIT } from '../data/counters.ts';
import { turnInfo } from '../data/tables.ts';
import { finalResult, victoryPoints } from '../engine.ts';
import { other, pfOf } from '../state.ts';
import type { SyracuseState, UnitState } from '../state.ts';
import type { SyracuseView } from '../view.ts';
import { viewFields } from '../view.ts';

/** The view of `side` the heuristic reads, sharing the (bot-owned) state's objects. */
export function playoutView(s: SyracuseState, side: Side): SyracuseView {
  // vp: not read by the heuristic; the evaluation computes its own.
  return viewFields(s, side, { vp: { ath: 0, syr: 0 }, choices: null });
}

export interface EvalWeights {
  /** Per victory point of margin (`syracuse 9.2`). */
  vp: number;
  /** Per strength point (PF) of land and sea units on the map, own minus other's. */
  pf: number;
  /** Per box of the supply track (`syracuse 6`), and for being in Disette. */
  supply: number;
  /** Per step towards a total victory (`syracuse 9.1`): Athenian walls and camp, the Syracusan chains. */
  total: number;
  /**
   * Per remaining supply check (at most 3) lost to the other side's larger cavalry in the field
   * (`syracuse 6.1.2`, `6.2.3`: an even or odd die turns the weaker side to Disette), in points.
   */
  cavalry: number;
  /** Points a fort's owner loses for each certainty of its D.5 siege succeeding (`syracuse 4.3.3.2`–`4.3.3.3`), beyond its own points. */
  siege: number;
  /** Points the Athenian loses while the Syracusan holds the Plemmyrion and may build the chains (`syracuse 5.5.1`, `6.1.1`, `9.1.3`). */
  chainsThreat: number;
  /** Points per PF the Athenian fleet is short of a safe margin over the 40 PF of `syracuse 9.1.2`. */
  fleet: number;
  /** The safe margin of the Athenian fleet over 40 PF: a starvation (6.3.1) hits every ship. */
  fleetMargin: number;
  /** Points the Athenian loses when the starvation of `6.3.1` is on its way (Disette that will not lift before the box runs out). */
  starvation: number;
  /**
   * Points the Athenian gains for his built camp, beyond its step in `total` (`syracuse 5.2`): his
   * walls need it (5.4.4), and their points lie beyond a playout's horizon while the Syracusan
   * works it opens (2.C.13) fall within it, so without this the search moved the builders away.
   */
  camp: number;
  /** Points for 2 PF of Athenian builders standing in T17 while the camp is unbuilt (`syracuse 5.1`: the works may build it). */
  campReady: number;
  /** How much of `threats` counts (1: all, 0: none, the evaluation of the points, material, supply and total steps alone). */
  threats: number;
  /**
   * Turns before the end from which the evaluation knows the thresholds of the result (0: never):
   * a gap of 5 points or less is a draw (`syracuse 9.2.9`), 6 a win, and the total conditions
   * of the game's end (`9.1.3`, `9.1.4`) decide whatever the points. Without them a margin of 5
   * and one of 6 differed by one point's worth, and the search had no reason to push a draw to a win.
   */
  endgame: number;
  /**
   * How much a fort's owner fears the enemy land units next to it, which may walk in and besiege it
   * before D.5 (`syracuse 4.3.3`), against his own units outside it (0: not at all). Without it the
   * Athenian saw the Syracusan reinforcements of turn 4 (10.1.SR4) gather in T26 beside the
   * Plemmyrion and marched elsewhere: they took it that turn (trace of seed l2g-15), then the chains.
   * Only the Athenian's forts: counted for the forts he lacks too, it lured his army next to the
   * Syracusan forts, which the L1 playouts never go on to besiege.
   */
  approach: number;
  /** Points towards the side the game's end would give a total victory to now (`syracuse 9.1.3`, `9.1.4`), on the last turn; half that a turn before. */
  totalEnd: number;
  /**
   * How much the cavalry's drain of a supply box counts (0: not at all), apart from `threats`: the
   * chance that the other side's larger cavalry in the field (`syracuse 6.1.2`, `6.2.3`) empties the
   * box before the game ends (one box lost on each lost roll, one regained otherwise, 6.0.2, 6.3.3),
   * times what an empty box costs: the Syracusan's capitulation (6.3.2, 9.1.1), the Athenian's
   * starvation (6.3.1: every unit hit, his fleet halved, 9.1.2 when that leaves 40 PF or less).
   * Without it the Athenian kept his cavalry in the camp while the Syracusan rolled (seed l2j-0:
   * box 3, 2, 1, 0 on turns 2–4, the fleet starved from 105 to 46 PF and sunk on turn 5).
   */
  drain: number;
  /**
   * How many times a fort's points are at stake in its siege (`syracuse 4.3.3`: a fort taken moves
   * its points from one side to the other, 9.2.2, so twice them), inside `threats`.
   */
  siegeStake: number;
  /**
   * What a draw is worth to the evaluating side (`syracuse 9.2.9`), at the game's end and in the
   * last `endgame` turns (P(win) + drawValue · P(draw)): ½ values the score, 0 the wins alone.
   */
  drawValue: number;
}

export const WEIGHTS: EvalWeights = { vp: 1, pf: 0.05, supply: 0.5, total: 2, cavalry: 1, siege: 3, chainsThreat: 5, fleet: 0.15, fleetMargin: 40, starvation: 8, camp: 0, campReady: 0, threats: 1, endgame: 3, totalEnd: 6, approach: 0.5, drain: 0, siegeStake: 2, drawValue: 0.5 };

const onMap = (s: SyracuseState, side: Side, pred: (u: UnitState) => boolean = () => true): UnitState[] =>
  Object.values(s.units).filter((u) => u.status === 'map' && UNIT[u.id]!.side === side && pred(u));
const sumPf = (us: UnitState[]) => us.reduce((n, u) => n + pfOf(u), 0);

function strength(s: SyracuseState, side: Side): number {
  return sumPf(onMap(s, side));
}

/** The Athenian fleet's PF (`syracuse 9.1.2`). */
export function fleetPf(s: SyracuseState): number {
  return sumPf(onMap(s, 'ath', (u) => UNIT[u.id]!.type === 'T'));
}

/** Cavalry that counts for the supply rolls (`syracuse 6.1.2`): out of forts, on clear or high ground, not in the built camp. */
export function cavalryInField(s: SyracuseState, side: Side): number {
  return sumPf(onMap(s, side, (u) => !u.fort && UNIT[u.id]!.type === 'C' && !!u.zone && ['clear', 'high'].includes(ZONE[u.zone]?.terrain ?? '') && !(u.zone === 'T17' && s.camp === 'built')));
}

/** Supply checks still to come in this game (`syracuse 2.D`): one a turn, this turn's included until D.3. */
function checksLeft(s: SyracuseState): number {
  const passed = ['d3', 'd4', 'd5'].includes(s.step.k);
  return Math.max(0, s.lastTurn - s.turn + (passed ? 0 : 1));
}

/**
 * The chance that a D.5 siege takes the fort (`syracuse 4.3.3.2`: d6 + one per besieging unit, at
 * most 4, succeeds on 6+), or that an empty fort falls to the enemy in its zone (`4.3.2.3`).
 */
function fortRisk(s: SyracuseState, zone: string, owner: Side): number {
  const enemyOut = onMap(s, other(owner), (u) => u.zone === zone && !u.fort).length;
  if (enemyOut === 0) return 0;
  const garrison = onMap(s, owner, (u) => u.zone === zone && u.fort).length;
  if (garrison === 0) return 0.9;
  if (onMap(s, owner, (u) => u.zone === zone && !u.fort).length > 0) return 0; // not besieged (4.3.3)
  return (Math.min(4, enemyOut) + 1) / 6;
}

/**
 * The chance that the enemy next to the fort walks in and takes it by the D.5 siege (`syracuse
 * 4.3.3.2`), scaled by the odds of his land units there against the owner's outside the fort (none
 * at 1 to 1 or less, full at 2 to 1, the odds at which L1 attacks lying between).
 */
function approachRisk(s: SyracuseState, zone: string, owner: Side): number {
  const near = neighbours(zone).filter((z) => ZONE[z]?.kind === 'land');
  const enemies = onMap(s, other(owner), (u) => !u.fort && !u.aboard && near.includes(u.zone ?? '') && UNIT[u.id]!.type !== 'T');
  if (enemies.length === 0) return 0;
  const defenders = sumPf(onMap(s, owner, (u) => u.zone === zone && !u.fort));
  const odds = Math.min(1, Math.max(0, sumPf(enemies) / Math.max(1, defenders) - 1));
  const garrison = onMap(s, owner, (u) => u.zone === zone && u.fort).length;
  return odds * (garrison === 0 ? 0.9 : (Math.min(4, enemies.length) + 1) / 6);
}

/**
 * The position's threats, in points for the Athenian (negative: good for the Syracusan), beyond
 * the points margin: what the end of this turn and the next are likely to bring.
 */
export function threats(s: SyracuseState, w: EvalWeights = WEIGHTS): number {
  let x = 0;
  const left = checksLeft(s);
  // 6.1.2 / 6.2.3: the supply rolls of the larger cavalry in the field
  const cav = cavalryInField(s, 'syr') - cavalryInField(s, 'ath');
  x -= w.cavalry * Math.sign(cav) * Math.min(3, left) * 0.5;
  // 4.3.3: sieges about to be rolled; a fort taken moves its points (9.2.2), so twice its points
  for (const f of FORTS) {
    const fs = s.forts[f.id];
    if (!fs.built) continue;
    const p = fortRisk(s, f.zone, fs.owner) || (fs.owner === 'ath' ? w.approach * approachRisk(s, f.zone, 'ath') : 0);
    if (p === 0) continue;
    const stake = w.siegeStake * f.vp + w.siege + (f.id === 'plemmyrion' && fs.owner === 'ath' ? w.chainsThreat : 0);
    x += (fs.owner === 'ath' ? -1 : 1) * p * stake;
  }
  // 5.5.1: the Syracusan holding the Plemmyrion builds the chains (one works point), then 6.1.1 and 9.1.3
  const plem = s.forts.plemmyrion;
  if (s.chains !== 'built' && plem.built && plem.owner === 'syr' && left > 0) x -= w.chainsThreat;
  // 6.3.1: a lasting Disette (the chains, or built chains coming) empties the Athenian box one a
  // turn, then every unit is hit: the fleet halved, which may end the game at once (9.1.2)
  const lasting = s.chains === 'built' || (plem.built && plem.owner === 'syr');
  const ath = s.supply.ath;
  if (lasting && left >= ath.box) x -= w.starvation * (ath.box <= 1 ? 1 : 0.5) * (fleetPf(s) / 2 <= 40 ? 2 : 1);
  // 6.3.2: the Syracusan in a lasting Disette (the three Athenian walls, 6.2.1; the blockade, 6.2.2)
  // capitulates when his box runs out, a total Athenian victory (9.1.1)
  const syr = s.supply.syr;
  if (syr.face === 'disette' && (syr.cause === 'walls' || syr.cause === 'blockade') && left >= syr.box) x += 2 * w.starvation * (syr.box <= 1 ? 1 : 0.5);
  // 9.1.2: the fleet's margin over 40 PF (a starvation halves it)
  const margin = fleetPf(s) - 40;
  x -= w.fleet * Math.max(0, w.fleetMargin - margin);
  return x;
}

/**
 * The chance that `side`'s supply box reaches 0 at a D.4 before the game ends from the other
 * side's cavalry rolls alone (`syracuse 6.1.2`, `6.2.3`: a lost roll, one chance in two, turns the
 * marker to Disette, which moves it one box down and is then lifted, 6.3.3; a roll won lets it rise
 * one box, not on winter turns, 6.0.2), the cavalry in the field staying as it stands now.
 */
export function drainRisk(s: SyracuseState, side: Side): number {
  if (s.result) return 0;
  const m = s.supply[side];
  if (m.face === 'disette' && m.cause !== 'cavalry') return 0; // a lasting Disette: the `starvation` threats
  // a roll lost this turn moves the marker down at D.4 (6.3.3); this turn's check is still to come before D.3
  let box = m.box;
  let first = ['d3', 'd4', 'd5'].includes(s.step.k) ? s.turn + 1 : s.turn;
  if (m.face === 'disette') {
    box = Math.max(0, box - 1);
    if (box === 0) return 1;
    first = s.turn + 1;
  }
  if (!(cavalryInField(s, other(side)) > cavalryInField(s, side))) return 0;
  // the distribution of the box before each turn's check
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

/**
 * The cavalry's drain (`drainRisk`) in points for the Athenian: his starvation costs `starvation`
 * points, doubled when it leaves his fleet at 40 PF or less (6.3.1, 9.1.2); the Syracusan's
 * capitulation (6.3.2) costs him twice that, a total defeat.
 */
export function drainTerm(s: SyracuseState, w: EvalWeights = WEIGHTS): number {
  if (w.drain === 0) return 0;
  const ath = drainRisk(s, 'ath') * w.starvation * (fleetPf(s) / 2 <= 40 ? 2 : 1);
  const syr = drainRisk(s, 'syr') * 2 * w.starvation;
  return w.drain * (syr - ath);
}

/** Athenian builders' PF (types H, A, P) in T17 (`syracuse 5.1`). */
function campBuilders(s: SyracuseState): number {
  return sumPf(onMap(s, 'ath', (u) => u.zone === 'T17' && !u.aboard && ['H', 'A', 'P'].includes(UNIT[u.id]!.type)));
}

/** The camp's worth to the Athenian beyond its total step (`syracuse 5.2`, `5.4.4`, `5.1`), in points. */
export function campTerm(s: SyracuseState, w: EvalWeights = WEIGHTS): number {
  if (s.camp === 'built') return w.camp;
  if (s.camp === 'none' && w.campReady !== 0 && campBuilders(s) >= 2) return w.campReady;
  return 0;
}

/**
 * The value of `s` for `me` in [0, 1]: a finished game is 1, ½ or 0 (`syracuse 9`); otherwise a
 * logistic of the points margin, material, supply, the progress to a total victory and the threats;
 * in the last `endgame` turns, the chance of a win plus half that of a draw (`endgameValue`).
 */
export function evaluate(s: SyracuseState, me: Side, w: EvalWeights = WEIGHTS): number {
  if (s.result) return s.result.winners.length === 0 ? w.drawValue : s.result.winners.includes(me) ? 1 : 0;
  const op = other(me);
  const vp = victoryPoints(s);
  let x = w.vp * (vp[me] - vp[op]);
  x += w.pf * (strength(s, me) - strength(s, op));
  const sup = (side: Side) => s.supply[side].box - (s.supply[side].face === 'disette' ? 2 : 0);
  x += w.supply * (sup(me) - sup(op));
  // 9.1.3 / 9.1.4: the camp and the three Athenian walls against the Syracusan chains
  const athTotal = (s.camp === 'built' ? 1 : s.camp === 'destroyed' ? -3 : 0) + (['A1', 'A2', 'A3'] as const).filter((id) => s.walls[id] === 'built').length - (s.chains === 'built' ? 3 : 0);
  x += w.total * (me === 'ath' ? athTotal : -athTotal);
  const camp = campTerm(s, w);
  x += me === 'ath' ? camp : -camp;
  const t = (w.threats === 0 ? 0 : w.threats * threats(s, w)) + drainTerm(s, w);
  x += me === 'ath' ? t : -t;
  const left = s.lastTurn - s.turn;
  if (left >= w.endgame) return logistic(x / 6);
  // the game's end is near: what would decide it now counts (9.1.3, 9.1.4), and the points margin
  // is read against the draw band of 9.2.9, ever sharper as the turns left run out
  const end = finalResult(s);
  if (end.level === 'total') x += (end.winners.includes(me) ? 1 : -1) * w.totalEnd / (1 + left);
  return endgameValue(x, 2.5 + left, w.drawValue);
}

const logistic = (y: number) => 1 / (1 + Math.exp(-y));

/** Half the gap that is still a draw (`syracuse 9.2.9`: 0 to 5 points), between whole points. */
const DRAW_BAND = 5.5;

/**
 * The worth of an expected margin `x` (in points) when the final margin spreads around it with
 * scale `spread`: the chance of winning by more than the draw band, plus `drawValue` times the
 * chance of a draw (P(win) + ½ P(draw) = ½ (P(margin > 5.5) + P(margin > −5.5))). With a draw
 * worth ½, symmetric: x and −x sum to 1.
 */
export function endgameValue(x: number, spread: number, drawValue = 0.5): number {
  if (drawValue === 0.5) return 0.5 * (logistic((x - DRAW_BAND) / spread) + logistic((x + DRAW_BAND) / spread));
  return (1 - drawValue) * logistic((x - DRAW_BAND) / spread) + drawValue * logistic((x + DRAW_BAND) / spread);
}

/**
 * The evaluation's terms before their weights (bench/fit-eval.ts fits the weights to game outcomes):
 * each is the quantity, in points for the evaluating side, that `featureWeights` multiplies.
 * `evaluate` is Σ weight · feature read through `evalLink`; the shape weights (`fleetMargin`,
 * `approach`, `endgame`) stay inside the features.
 */
export const FEATURES = ['vp', 'pf', 'supply', 'total', 'camp', 'campReady', 'cavalry', 'siegeVp', 'siege', 'chainsThreat', 'starvation', 'fleet', 'drain', 'totalEnd'] as const;
export type EvalFeature = (typeof FEATURES)[number];
export type FeatureVector = Record<EvalFeature, number>;

/** The weight each feature gets under `w` (the threats' own weights times `threats`; the drain's times `starvation`). */
export function featureWeights(w: EvalWeights = WEIGHTS): FeatureVector {
  const t = w.threats;
  return {
    vp: w.vp, pf: w.pf, supply: w.supply, total: w.total, camp: w.camp, campReady: w.campReady,
    cavalry: t * w.cavalry, siegeVp: t * w.siegeStake, siege: t * w.siege, chainsThreat: t * w.chainsThreat,
    starvation: t * w.starvation, fleet: t * w.fleet, drain: w.drain * w.starvation, totalEnd: w.totalEnd,
  };
}

/** `threats` split into its terms before their weights, in points for the Athenian (per unit of each weight). */
export function threatFeatures(s: SyracuseState, w: EvalWeights = WEIGHTS): Pick<FeatureVector, 'cavalry' | 'siegeVp' | 'siege' | 'chainsThreat' | 'starvation' | 'fleet'> {
  const out = { cavalry: 0, siegeVp: 0, siege: 0, chainsThreat: 0, starvation: 0, fleet: 0 };
  const left = checksLeft(s);
  const cav = cavalryInField(s, 'syr') - cavalryInField(s, 'ath');
  out.cavalry = -Math.sign(cav) * Math.min(3, left) * 0.5;
  for (const f of FORTS) {
    const fs = s.forts[f.id];
    if (!fs.built) continue;
    const p = fortRisk(s, f.zone, fs.owner) || (fs.owner === 'ath' ? w.approach * approachRisk(s, f.zone, 'ath') : 0);
    if (p === 0) continue;
    const sign = fs.owner === 'ath' ? -1 : 1;
    out.siegeVp += sign * p * f.vp;
    out.siege += sign * p;
    if (f.id === 'plemmyrion' && fs.owner === 'ath') out.chainsThreat += sign * p;
  }
  const plem = s.forts.plemmyrion;
  if (s.chains !== 'built' && plem.built && plem.owner === 'syr' && left > 0) out.chainsThreat -= 1;
  const lasting = s.chains === 'built' || (plem.built && plem.owner === 'syr');
  const ath = s.supply.ath;
  if (lasting && left >= ath.box) out.starvation -= (ath.box <= 1 ? 1 : 0.5) * (fleetPf(s) / 2 <= 40 ? 2 : 1);
  const syr = s.supply.syr;
  if (syr.face === 'disette' && (syr.cause === 'walls' || syr.cause === 'blockade') && left >= syr.box) out.starvation += 2 * (syr.box <= 1 ? 1 : 0.5);
  out.fleet = -Math.max(0, w.fleetMargin - (fleetPf(s) - 40));
  return out;
}

/** Where a position stands for the evaluation: finished (its value), early (a logistic) or in the last `endgame` turns. */
export type EvalPhase = { k: 'done'; value: number } | { k: 'early' } | { k: 'late'; left: number };

/** The features of `s` for `me` (`FEATURES`) and the phase that says how `evaluate` reads them. */
export function evalFeatures(s: SyracuseState, me: Side, w: EvalWeights = WEIGHTS): { phase: EvalPhase; f: FeatureVector } {
  const sign = me === 'ath' ? 1 : -1;
  const op = other(me);
  const vp = victoryPoints(s);
  const sup = (side: Side) => s.supply[side].box - (s.supply[side].face === 'disette' ? 2 : 0);
  const athTotal = (s.camp === 'built' ? 1 : s.camp === 'destroyed' ? -3 : 0) + (['A1', 'A2', 'A3'] as const).filter((id) => s.walls[id] === 'built').length - (s.chains === 'built' ? 3 : 0);
  const t = threatFeatures(s, w);
  const left = s.lastTurn - s.turn;
  let totalEnd = 0;
  if (!s.result && left < w.endgame) {
    const end = finalResult(s);
    if (end.level === 'total') totalEnd = (end.winners.includes(me) ? 1 : -1) / (1 + left);
  }
  const f: FeatureVector = {
    vp: vp[me] - vp[op],
    pf: strength(s, me) - strength(s, op),
    supply: sup(me) - sup(op),
    total: sign * athTotal,
    camp: sign * (s.camp === 'built' ? 1 : 0),
    campReady: sign * (s.camp === 'none' && campBuilders(s) >= 2 ? 1 : 0),
    cavalry: sign * t.cavalry, siegeVp: sign * t.siegeVp, siege: sign * t.siege, chainsThreat: sign * t.chainsThreat,
    starvation: sign * t.starvation, fleet: sign * t.fleet,
    drain: sign * (2 * drainRisk(s, 'syr') - drainRisk(s, 'ath') * (fleetPf(s) / 2 <= 40 ? 2 : 1)),
    totalEnd,
  };
  const phase: EvalPhase = s.result ? { k: 'done', value: s.result.winners.length === 0 ? w.drawValue : s.result.winners.includes(me) ? 1 : 0 } : left >= w.endgame ? { k: 'early' } : { k: 'late', left };
  return { phase, f };
}

/** The evaluation's reading of the weighted sum `x` (points) in `phase`: `evaluate`'s own link. */
export function evalLink(x: number, phase: EvalPhase, drawValue = 0.5): number {
  if (phase.k === 'done') return phase.value;
  if (phase.k === 'early') return logistic(x / 6);
  return endgameValue(x, 2.5 + phase.left, drawValue);
}

/** `evaluate` recomposed from its features: Σ weight · feature through `evalLink` (equal to it up to rounding; a test holds them together). */
export function evaluateFeatures(e: { phase: EvalPhase; f: FeatureVector }, w: EvalWeights = WEIGHTS): number {
  const c = featureWeights(w);
  let x = 0;
  for (const k of FEATURES) if (k !== 'totalEnd' || e.phase.k === 'late') x += c[k] * e.f[k];
  return evalLink(x, e.phase, w.drawValue);
}
