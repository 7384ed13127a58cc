/**
 * Fits the L2 evaluation's weights (search-eval.ts `evalFeatures`) to game outcomes (issue 16):
 *
 *   npx tsx games/syracuse/bench/fit-eval.ts collect --side ath|syr --seed S [--first 0] [--games 200] [--noise 0.05] [--every 12] --out FILE
 *   npx tsx games/syracuse/bench/fit-eval.ts fit FILE… --side ath|syr [--label score|win] [--phase all|early|late] [--turns 1-9]
 *       [--l2 0.01] [--free vp,pf,…] [--val 4] [--iters 3000] [--draw 0.5] [--scale-only] [--prior today|scaled] [--intercept]
 *
 * `collect` plays seeded games of L1 against L1, the `--side` with the departures its L2 takes
 * (`optionsFor(side)`: the Athenian's Plemmyrion guard, the Syracusan's wall breakers, as in L2's
 * own playouts), the other plain L1 (the opponent the benchmark measures against), both with
 * `--noise` random decisions so that positions vary. It records, at the start of each action phase
 * (2.B) and at every `--every`-th decision (positions like a playout's horizon), the features of
 * the position for `--side` under its L2 weights, the value `evaluate` gives them, and the game's
 * outcome for `--side` (win 1, draw ½, loss 0; and win or not), one JSON line per position.
 *
 * `fit` fits the feature weights by logistic regression on the evaluation's own link (a logistic
 * of x/6 before the last `endgame` turns, `endgameValue` in them): gradient descent on the mean
 * log-loss with an L2 penalty towards today's weights (features scaled by their spread), games
 * split into training and validation (every `--val`-th game validates). It prints the validation
 * log-loss and accuracy of today's weights and of the fitted ones, and the fitted weights as a
 * `--weights` string for search.bench.ts (the Syracusan's threats stay off unless freed).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Dice, nextBelow, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { legalOf, pendingOf, syracuse } from '../src/index.ts';
import type { SyracuseState } from '../src/index.ts';
import type { Side } from '../src/data/map.ts';
import { apply } from '../src/engine.ts';
import { heuristicChoice } from '../src/heuristic.ts';
import type { HeuristicOptions } from '../src/heuristic.ts';
import { optionsFor } from '../src/bots/search.ts';
import { FEATURES, evalFeatures, evalLink, evaluate, featureWeights, playoutView } from '../src/bots/search-eval.ts';
import type { EvalFeature, EvalPhase, EvalWeights, FeatureVector } from '../src/bots/search-eval.ts';

const argv = process.argv.slice(2);
function arg(name: string, fallback: string): string {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
}

interface Row {
  game: string;
  turn: number;
  step: string;
  phase: EvalPhase;
  f: FeatureVector;
  /** `evaluate` with the side's L2 weights. */
  v: number;
  /** The side's outcome: 1, ½ or 0. */
  score: number;
}

// ---------------------------------------------------------------- collect

function collect(): void {
  const side = arg('side', 'ath') as Side;
  const seed = arg('seed', 'fit');
  const first = Number(arg('first', '0'));
  const games = Number(arg('games', '200'));
  const noise = Number(arg('noise', '0.05'));
  const every = Number(arg('every', '12'));
  const out = arg('out', '');
  if (!out) throw new Error('--out FILE');
  const o = optionsFor(side);
  const w = o.weights;
  const mine: HeuristicOptions = { breakWalls: o.breakWalls, breakEarly: o.breakEarly, breakFirst: o.breakFirst, hullsToCatane: o.hullsToCatane, plemmyrionGuard: o.plemmyrionGuard, cavalryShelter: o.cavalryShelter };
  const lines: string[] = [];
  const tally = [0, 0, 0];
  const t0 = process.cpuUsage();
  for (let g = first; g < first + games; g++) {
    const id = `${seed}-${g}`;
    const ctx: ResolveContext = { dice: new Dice(rngFromSeed(id)), emit: () => {} };
    const rng = rngFromSeed(`${id}:noise`);
    const s = syracuse.setup({ scenario: 'historical' }, ctx) as SyracuseState;
    const rows: Omit<Row, 'score'>[] = [];
    let lastStep = '';
    for (let i = 0; i < 20000; i++) {
      const p = pendingOf(s);
      if (!p) break;
      const who = p.players[0] as Side;
      const legal = (legalOf(s, who) ?? []) as ChoiceDecision[];
      if (legal.length === 0) break;
      const phaseStart = s.step.k === 'act' && lastStep !== 'act';
      if (phaseStart || i % every === 0) {
        const e = evalFeatures(s, side, w);
        rows.push({ game: id, turn: s.turn, step: s.step.k, phase: e.phase, f: e.f, v: evaluate(s, side, w) });
      }
      lastStep = s.step.k;
      const d = legal.length > 1 && noise > 0 && nextBelow(rng, 1000) < noise * 1000
        ? legal[nextBelow(rng, legal.length)]!
        : ((heuristicChoice(playoutView(s, who), legal, who === side ? mine : {}) as ChoiceDecision | undefined) ?? legal[0]!);
      apply(s, who, d, ctx);
      ctx.dice.rolls.length = 0;
    }
    const r = s.result;
    if (!r) continue; // unfinished: no outcome to learn from
    const score = r.winners.length === 0 ? 0.5 : r.winners.includes(side) ? 1 : 0;
    tally[score === 1 ? 0 : score === 0.5 ? 1 : 2]!++;
    for (const row of rows) lines.push(JSON.stringify({ ...row, score }));
  }
  writeFileSync(out, lines.join('\n') + '\n');
  const u = process.cpuUsage(t0);
  console.log(`collect ${side} seed ${seed} games ${first}–${first + games - 1}, noise ${noise}: ${lines.length} positions; ${side} won ${tally[0]}, drew ${tally[1]}, lost ${tally[2]}; CPU ${((u.user + u.system) / 1e6).toFixed(1)} s`);
}

// ---------------------------------------------------------------- fit

const logistic = (y: number) => 1 / (1 + Math.exp(-y));
const clampP = (p: number) => Math.min(1 - 1e-9, Math.max(1e-9, p));

/** The link's value and its slope in x (search-eval.ts `evalLink`, its derivative by hand). */
function linkAndSlope(x: number, phase: EvalPhase, draw: number): [number, number] {
  if (phase.k === 'early') {
    const p = logistic(x / 6);
    return [p, (p * (1 - p)) / 6];
  }
  if (phase.k === 'late') {
    const sp = 2.5 + phase.left;
    const a = logistic((x - 5.5) / sp);
    const b = logistic((x + 5.5) / sp);
    return [evalLink(x, phase, draw), ((1 - draw) * a * (1 - a) + draw * b * (1 - b)) / sp];
  }
  return [phase.value, 0];
}

interface Fit {
  c: Record<string, number>;
  bias: number;
}

function predict(r: Row, fit: Fit, keys: readonly EvalFeature[], draw: number): number {
  let x = fit.bias;
  for (const k of keys) if (k !== 'totalEnd' || r.phase.k === 'late') x += fit.c[k]! * r.f[k];
  return linkAndSlope(x, r.phase, draw)[0];
}

function metrics(rows: Row[], p: (r: Row) => number, label: (r: Row) => number): { loss: number; acc: number; n: number } {
  let loss = 0;
  let right = 0;
  let decided = 0;
  for (const r of rows) {
    const q = clampP(p(r));
    const y = label(r);
    loss -= y * Math.log(q) + (1 - y) * Math.log(1 - q);
    if (y !== 0.5) {
      decided++;
      if (q > 0.5 === (y === 1)) right++;
    }
  }
  return { loss: loss / rows.length, acc: right / Math.max(1, decided), n: rows.length };
}

function fitCmd(): void {
  const files = argv.slice(1).filter((a, i, all) => !a.startsWith('--') && !(i > 0 && all[i - 1]!.startsWith('--')));
  const labelKind = arg('label', 'score');
  const phaseSel = arg('phase', 'all');
  const [tLo, tHi] = arg('turns', '1-99').split('-').map(Number) as [number, number];
  const l2 = Number(arg('l2', '0.01'));
  const valEvery = Number(arg('val', '4'));
  const draw = Number(arg('draw', '0.5'));
  const useBias = argv.includes('--intercept');
  const iters = Number(arg('iters', '3000'));
  const side = arg('side', '') as Side | '';
  if (side !== 'ath' && side !== 'syr') throw new Error('--side ath|syr: whose weights (optionsFor) the fit starts from');
  let rows: Row[] = files.flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row));
  rows = rows.filter((r) => r.phase.k !== 'done' && (phaseSel === 'all' || r.phase.k === phaseSel) && r.turn >= tLo && r.turn <= tHi);
  const sideOf: Side = side;
  const w0: EvalWeights = optionsFor(sideOf).weights;
  const c0 = featureWeights(w0);
  const label = labelKind === 'win' ? (r: Row) => (r.score === 1 ? 1 : 0) : (r: Row) => r.score;
  const games = [...new Set(rows.map((r) => r.game))];
  const valSet = new Set(games.filter((_, i) => i % valEvery === 0));
  const train = rows.filter((r) => !valSet.has(r.game));
  const val = rows.filter((r) => valSet.has(r.game));
  const spread: Record<string, number> = {};
  for (const k of FEATURES) {
    const xs = train.map((r) => r.f[k]);
    const m = xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    spread[k] = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, xs.length));
  }
  const free = (arg('free', '') ? arg('free', '').split(',') : FEATURES.filter((k) => spread[k]! > 1e-9 && (sideOf === 'ath' || !['cavalry', 'siegeVp', 'siege', 'chainsThreat', 'starvation', 'fleet'].includes(k)))) as EvalFeature[];
  for (const k of free) if (!(FEATURES as readonly string[]).includes(k)) throw new Error(`--free: one of ${FEATURES.join(', ')}`);
  // Adam on the scaled coefficients β = c · spread, penalty λ‖β − β0‖² pulling towards today's weights
  // today's weights times the one factor α that fits the training games best (calibration alone)
  let alpha = 1;
  let bestLoss = Infinity;
  for (let a = 0.05; a <= 2.0001; a += 0.05) {
    const fa: Fit = { c: Object.fromEntries(FEATURES.map((k) => [k, a * c0[k]])), bias: 0 };
    const loss = metrics(train, (r) => predict(r, fa, FEATURES, w0.drawValue), label).loss;
    if (loss < bestLoss) [alpha, bestLoss] = [a, loss];
  }
  // `--prior scaled`: the penalty pulls towards α · today's weights, not today's (else the terms
  // the data hardly move, such as the threats, keep today's size while the points margin shrinks)
  const scaledPrior = arg('prior', 'today') === 'scaled';
  const centre: FeatureVector = Object.fromEntries(FEATURES.map((k) => [k, (scaledPrior ? alpha : 1) * c0[k]])) as FeatureVector;
  const fit: Fit = { c: { ...centre }, bias: 0 };
  const m: Record<string, number> = {};
  const v: Record<string, number> = {};
  for (const k of [...free, 'bias']) [m[k], v[k]] = [0, 0];
  const lr = 0.02;
  // the training rows as flat arrays (property lookups by name made 3000 passes take minutes)
  const K = FEATURES.length;
  const fx = new Float64Array(train.length * K);
  const ys = new Float64Array(train.length);
  train.forEach((r, i) => {
    FEATURES.forEach((k, j) => (fx[i * K + j] = k !== 'totalEnd' || r.phase.k === 'late' ? r.f[k] : 0));
    ys[i] = label(r);
  });
  const freeIdx = free.map((k) => FEATURES.indexOf(k));
  const coef = new Float64Array(K);
  for (let it = 1; it <= (argv.includes('--scale-only') ? 0 : iters); it++) {
    FEATURES.forEach((k, j) => (coef[j] = fit.c[k]!));
    const gj = new Float64Array(K);
    let gb = 0;
    for (let i = 0; i < train.length; i++) {
      let x = fit.bias;
      for (let j = 0; j < K; j++) x += coef[j]! * fx[i * K + j]!;
      const [p0, slope] = linkAndSlope(x, train[i]!.phase, draw);
      const p = clampP(p0);
      const dx = ((p - ys[i]!) / (p * (1 - p))) * slope;
      for (const j of freeIdx) gj[j]! += dx * fx[i * K + j]!;
      gb += dx;
    }
    const g: Record<string, number> = { bias: gb };
    free.forEach((k, n) => (g[k] = gj[freeIdx[n]!]! * spread[k]!));
    for (const k of [...free, ...(useBias ? ['bias'] : [])]) {
      const s = k === 'bias' ? 1 : spread[k]!;
      const beta = k === 'bias' ? fit.bias : fit.c[k]! * s;
      const beta0 = k === 'bias' ? 0 : centre[k as EvalFeature] * s;
      const grad = g[k]! / train.length + 2 * l2 * (beta - beta0);
      m[k] = 0.9 * m[k]! + 0.1 * grad;
      v[k] = 0.999 * v[k]! + 0.001 * grad * grad;
      const step = (lr * (m[k]! / (1 - 0.9 ** it))) / (Math.sqrt(v[k]! / (1 - 0.999 ** it)) + 1e-8);
      if (k === 'bias') fit.bias -= step;
      else fit.c[k] = (beta - step) / s;
    }
  }
  if (argv.includes('--scale-only')) {
    // today's weights times one factor α, the best on the training games: how much of the gain is calibration alone
    Object.assign(fit.c, Object.fromEntries(FEATURES.map((k) => [k, alpha * c0[k]])));
    console.log(`scale only: α = ${alpha.toFixed(2)}`);
  }
  const today: Fit = { c: { ...c0 }, bias: 0 };
  const todayDraw = w0.drawValue;
  const show = (name: string, set: Row[]) => {
    const a = metrics(set, (r) => predict(r, today, FEATURES, todayDraw), label);
    const b = metrics(set, (r) => predict(r, fit, FEATURES, draw), label);
    console.log(`${name} (${set.length} positions of ${new Set(set.map((r) => r.game)).size} games): today's weights log-loss ${a.loss.toFixed(4)}, accuracy ${(100 * a.acc).toFixed(1)} %; fitted ${b.loss.toFixed(4)}, ${(100 * b.acc).toFixed(1)} %`);
  };
  const base = metrics(val, () => val.reduce((n, r) => n + label(r), 0) / val.length, label);
  console.log(`side ${sideOf}, label ${labelKind}, phase ${phaseSel}, turns ${tLo}–${tHi}, l2 ${l2}, draw ${draw}, prior ${scaledPrior ? `scaled (α ${alpha.toFixed(2)})` : 'today'}${useBias ? ', intercept' : ''}; free: ${free.join(', ')}`);
  show('train', train);
  show('validation', val);
  console.log(`validation, a constant (the base rate): log-loss ${base.loss.toFixed(4)}`);
  console.log('feature      spread   today    fitted');
  for (const k of FEATURES) console.log(`${k.padEnd(12)} ${spread[k]!.toFixed(3).padStart(7)} ${c0[k].toFixed(3).padStart(8)} ${fit.c[k]!.toFixed(3).padStart(8)}${free.includes(k) ? '' : '  (fixed)'}`);
  if (useBias) console.log(`intercept ${fit.bias.toFixed(3)}`);
  console.log(`--weights ${weightsString(fit.c as FeatureVector, w0)}`);
}

/** The EvalWeights that give the feature weights `c` (featureWeights inverted), named where they differ from `w0`. */
function weightsString(c: FeatureVector, w0: EvalWeights): string {
  const w: Partial<EvalWeights> = { vp: c.vp, pf: c.pf, supply: c.supply, total: c.total, camp: c.camp, campReady: c.campReady, totalEnd: c.totalEnd };
  const threatKeys = ['cavalry', 'siegeVp', 'siege', 'chainsThreat', 'starvation', 'fleet'] as const;
  let starvation = w0.starvation;
  if (threatKeys.some((k) => Math.abs(c[k] - featureWeights(w0)[k]) > 1e-9)) {
    Object.assign(w, { threats: 1, cavalry: c.cavalry, siegeStake: c.siegeVp, siege: c.siege, chainsThreat: c.chainsThreat, starvation: c.starvation, fleet: c.fleet });
    starvation = c.starvation;
  }
  if (Math.abs(c.drain - featureWeights(w0).drain) > 1e-9) w.drain = starvation !== 0 ? c.drain / starvation : 0;
  const round = (x: number) => Number(x.toPrecision(3));
  return Object.entries(w).filter(([k, x]) => Math.abs(x! - w0[k as keyof EvalWeights]) > 1e-6).map(([k, x]) => `${k}=${round(x!)}`).join(',');
}

if (argv[0] === 'collect') collect();
else if (argv[0] === 'fit') fitCmd();
else throw new Error('fit-eval.ts collect|fit …');
