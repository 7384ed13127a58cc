/**
 * The search bot (L2): information-set Monte-Carlo search over what its side may know. It is a
 * kernel `Bot` and receives only a `BotInput` (its view, the pending decision, its legal list):
 * every iteration draws a new determinization of the hidden parts from the view
 * (search-determinize.ts: the other hand and the bowl's order; future dice come from the bot's
 * own generator, never the game's), so the statistics at the root are over the information set,
 * not over one guessed world. The root's decisions are the listed legal ones: L1's pick, the
 * quiet one (not for the Athenian's action phase, SIDE_DEFAULTS), L1's next preferences, and the
 * decision the evaluation prefers one ply ahead, all played in the same determinizations with the
 * same dice (common random numbers); each playout goes on with the L1 policy (a little noise) to a
 * depth cap and is scored by the position evaluation (search-eval.ts). L2 departs from L1's pick only when the search
 * finds a decision better by a margin, so it plays L1's game where it sees nothing better.
 *
 * Deterministic: its generator is seeded from its seed and the view's canonical JSON, and the
 * budget is an iteration count, so the same view and seed always give the same decision.
 */
import { Dice, canonicalJson, nextBelow, rngFromSeed } from '@diadochi/kernel';
import type { Bot, BotInput, ChoiceDecision, ResolveContext, RngState } from '@diadochi/kernel';
import type { Side } from '../data/map.ts';
import { apply } from '../engine.ts';
import { legalOf, pendingOf } from '../game.ts';
import { athWallsBuilt, entersWithoutCombatAp, heuristicAlternatives, heuristicChoice, spendsCombatAp } from '../heuristic.ts';
import type { SyracuseState } from '../state.ts';
import type { SyracuseView } from '../view.ts';
import { determinize } from './search-determinize.ts';
import { WEIGHTS, evaluate, playoutView } from './search-eval.ts';
import type { EvalWeights } from './search-eval.ts';

export interface SearchOptions {
  /** Playouts per decision (the budget), shared among the compared decisions, a fresh determinization for each round. */
  iterations: number;
  /** Decisions played in a playout before the evaluation (with a `horizon` of `phase` or `turn`, at most). */
  depth: number;
  /**
   * Where a playout stops besides the `depth` cap: `depth`, after `depth` decisions; `phase`, when
   * the game leaves the root's part of the turn (the A and B steps with the action phase, 2.B; the
   * works, 2.C; the adjustments, 2.D) or its turn; `turn`, at the end of the root's turn (after
   * D.5 and the victory check, 2.D.0.5). A turn is 60 to 110 decisions between L1s, so a
   * 28-decision playout from the action phase stops inside it, wherever each candidate's playouts
   * happen to be: after "end" the other side's moves and then the D phase come sooner, and a
   * supply roll won (6.1.2) or an attrition roll (6.4) seen there by one candidate's playouts and
   * not the other's is counted for or against that candidate (traced on sy1-7, `trace.ts sy1-7
   * syr`: the Syracusan ended his action phase in place of L1's move six times). `phase` and
   * `turn` score every candidate at the same point of the turn.
   */
  horizon: 'depth' | 'phase' | 'turn';
  /** Root decisions compared: L1's pick, the quiet one, L1's next preferences, then others in a seeded order. */
  width: number;
  /** How many of the root's candidates are drawn in the seeded order rather than from L1's preferences. */
  explore: number;
  /**
   * Whether the root also tries the decision whose immediate result the evaluation prefers (one
   * ply, in one sampled world), when it beats L1's pick there: a candidate L1's rules of thumb do
   * not rank, such as a unit sent to lift a siege (4.3.3) or to cover the Plemmyrion (5.5.1).
   */
  greedy: boolean;
  /** Chance that a playout decision is a random legal one instead of L1's. */
  noise: number;
  /** How much better (in evaluation, 0–1) a decision must score to replace L1's pick. */
  margin: number;
  /** The steps at which the quiet decision (pass, end, done, stay) is a root candidate. */
  quietAt: readonly string[];
  /** The steps searched; the others take L1's pick (bookkeeping such as D.2 redeployments). */
  searched: readonly string[];
  /**
   * Whether this side's L1 (its root pick, its preferences and its own moves in the playouts) sends
   * builders to pull down a built Athenian wall (heuristic.ts `HeuristicOptions`, `syracuse 4.5.2`);
   * the other side's playout moves stay L1's own, the opponent the benchmark measures against.
   * While two Athenian walls stand it also keeps the Syracusan from weighing the end of his action
   * phase (see searchDecision).
   */
  breakWalls: boolean;
  /** With `breakWalls`: the breakers go after one wall already while his supply box is at 2 or less (heuristic.ts `breakEarly`). */
  breakEarly: boolean;
  /** With `breakWalls`: a breaker's move outranks attacks and its zone is activated first (heuristic.ts `breakFirst`). */
  breakFirst: boolean;
  /** The Athenian's ships wait in Catane at D.2, not in M12, while S5 may strike there (heuristic.ts `hullsToCatane`). */
  hullsToCatane: boolean;
  /** The PF of the guard the Athenian keeps outside the Plemmyrion he holds (heuristic.ts `plemmyrionGuard`; 0: none). */
  plemmyrionGuard: number;
  /** The Syracusan's cavalry goes into the city at D.2 while the Athenian has more in the field (heuristic.ts `cavalryShelter`; measured worse, off). */
  cavalryShelter: boolean;
  /** The Athenian's builders march to the next wall's site while none stand there (heuristic.ts `wallBuilders`, 5.1.4, 5.4.5). */
  wallBuilders: boolean;
  /**
   * The root's candidates leave an AP for the combats already engaged (`syracuse 4.1.3`), as L1's
   * own activations do: without it the search activated T1 with the last 2 AP after L1 had sent six
   * ships into M8 (seed l2s-16, turn 5): they came back reduced, 135 to 70 PF, and the cavalry's
   * drain then starved the fleet below the 40 PF of 9.1.2.
   */
  keepCombatAp: boolean;
  /**
   * No root candidate moves a unit into a zone where the enemy stands in the open once no AP is
   * left for the combat (`syracuse 4.1.3`, heuristic.ts `entersWithoutCombatAp`): `keepCombatAp`
   * covers the activations only, and the one-ply candidate still sent stacks into enemy zones
   * with the pool empty (seeds l2s-0, l2s-12). Only the root's candidates: an activation stays
   * valued by its best move even when that move enters such a zone (filtering that too dropped a
   * good activation of T27 on ath27a-15, turn 5, a win turned into the fleet's collapse, 9.1.2).
   * Off: on the fresh seeds ath27a and ath27b (40 Athenian games) 26/5/9 against the defaults'
   * 25/5/10 on the same games, one win gained and none lost, the 4.1.3 returns in no game against
   * four: no gain shown beyond the noise.
   */
  moveCombatAp: boolean;
  /**
   * Playout rounds (0: none) that must confirm a departure from L1's pick: when the first rounds
   * find a candidate better by the margin, it and L1's pick are played again in this many fresh
   * determinizations (common random numbers again), and these rounds alone decide. The best of
   * several candidates scored on 4 playouts each is also the luckiest (the winner's curse): traced
   * on l2s-11 (`trace.ts l2s-11 syr`), the Syracusan passed on recovering a hoplite at D.3 (2.D.3,
   * free) on 4 playouts, 0.112 against 0.026. Costs playouts only where the search would depart.
   */
  confirm: number;
  weights: EvalWeights;
}

/** Departures from the defaults; the weights named replace those of the side's defaults, the others stay. */
export type SearchTuning = Partial<Omit<SearchOptions, 'weights'>> & { weights?: Partial<EvalWeights> };

/** The steps searched; the others take L1's pick. */
const SEARCHED = ['advantage-b1', 'b2-strat', 's17-answer', 'declare', 'react', 'act', 'withdraw', 'fight', 'combat-strat', 'reroll', 'after-combat', 'works', 'd1', 'd3', 'd4', 'd5'];

/**
 * Up to 4 candidates — L1's pick, the quiet one, L1's second choice, and the evaluation's one-ply
 * favourite when it beats them — each in 4 determinizations (5 when there are 3 candidates) played
 * 28 decisions deep, scored by the evaluation with its threats (search-eval.ts), and a bar to leave
 * L1's pick. The CPU the goal's 2 s leave is not spent on depth: a game would then take longer to
 * measure than the shared machine allows (decisions.md, "Measuring the bots").
 */
export const SEARCH_DEFAULTS: SearchOptions = {
  iterations: 16,
  depth: 28,
  width: 3,
  explore: 0,
  greedy: true,
  noise: 0.05,
  margin: 0.03,
  searched: SEARCHED,
  quietAt: SEARCHED,
  breakWalls: false,
  breakEarly: false,
  breakFirst: false,
  hullsToCatane: false,
  plemmyrionGuard: 0,
  cavalryShelter: false,
  wallBuilders: false,
  keepCombatAp: false,
  moveCombatAp: false,
  confirm: 0,
  horizon: 'depth',
  weights: WEIGHTS,
};

/**
 * Each side's departures from the defaults, from the benchmark (docs/bots.md, Syracuse).
 * The Athenian: between bots his plan (the camp, three walls, the Plemmyrion held) pays beyond a
 * playout's horizon while its risks fall within it, so ending an action phase early looked free to
 * the search and it idled (as Athens L2 won 4 of 20 games where L1 won 8): he does not weigh ending
 * his action phase against L1's activation. For the same reason he prices his camp (4 points built,
 * 2 for builders in T17 while it is not, search-eval.ts): its walls (5.4.4) lie beyond the horizon
 * and the Syracusan works it opens (2.C.13) within it, so the search walked the builders away and
 * the camp was never built (traced on seed l2g-15). He builds in L1's order (the camp first, 5.2,
 * 5.4.4), unsearched: the search spent the free works of S13 on the Plemmyrion, whose 10 points
 * (9.2.2, 9.2.8) come at once where the camp's walls come late, and the camp was never built (seed
 * l2h-20; L1's detachment builds the Plemmyrion by turn 4 anyway). The Syracusan keeps the search of d9dae2d (12 playouts,
 * no one-ply candidate, the evaluation without its threats): with them he won 12 of 20 and lost 6
 * (5 to his capitulation under the Athenian walls, 6.3.2), where without them he won 16 and lost none.
 * He sends wall breakers (4.5.2) once two Athenian walls stand, or one while his supply box is at 2
 * or less: on seed l2j as Syracuse he won 19, drew 2, lost 9 (all 9 capitulations) without them,
 * 22/2/6 with them after two walls, 22/5/3 with `breakEarly` too (docs/bots.md, Syracuse).
 * The Athenian keeps 4 PF outside the Plemmyrion he holds (`plemmyrionGuard`, 4.3, 5.5.1): the
 * Syracusan reinforcements of turn 4 took it by siege in 86 of 100 L1 mirror games (seed m1); with
 * the guard, on the seed m2, L1's Athenian won 24, drew 27, lost 49 of 100 against 18/22/60.
 * The Syracusan prices the cavalry's drain of his box (`drain`, search-eval.ts: 6.2.3, 6.3.3, the
 * capitulation of 6.3.2): his lone 6-PF cavalry is worn down by the D.5 attrition (6.4.2) and the
 * Athenian's cavalry rolls then empty his box (bench/capitulation.ts: 12 of 15 capitulations in the
 * L1 mirror on seed m3). On the fresh seeds l2q and l2r (30 games as Syracuse each, the same games
 * as the defaults before) he won 20/8/2 and 24/3/3 against 20/3/7 and 23/1/6: capitulations 3
 * against 11, one win more, losses 5 against 13.
 * The Syracusan's playouts run to the end of the root's turn (`horizon: 'turn'`, 160 decisions at
 * most) so that every candidate is scored after the same supply rolls, attrition, sieges and walls
 * (2.D): on the seeds l2u and l2s, not tuned on (30 games as Syracuse each, the same games), he won
 * 22/4/4 and 20/7/3 against 20/8/2 and 17/7/6 (five wins more, one loss fewer), and on the fresh
 * seed syr27a 24/3/3 against 19/4/7; on the tuning seed sy1 23/4/3 against 22/5/3. CPU p95 about
 * 200 ms against 150 ms.
 * The Athenian sends builders to the next wall's site while none stand there (`wallBuilders`, 5.1.4,
 * 5.4.5) and keeps the AP his engaged combats need (`keepCombatAp`, 4.1.3): on the fresh seed l2s
 * (30 games as Athens, the same games) 17/9/4 against the defaults' 12/7/11 (7 wins gained, 2
 * lost); on the fresh seed l2u 16/8/6 against 12/10/8 (10 gained, 6 lost; the defaults brought units back
 * reduced for want of a combat AP in 9 of those 30 games, up to 16 units in one, the options in none).
 * The Athenian's playouts run to the end of the root's turn too (the Syracusan's setting, untuned):
 * on the seeds l2s, l2u and ath27b (80 games as Athens, the same games as the defaults before) he
 * won 24/3/3, 23/3/4 and 16/2/2 against 17/9/4, 16/8/6 and 10/2/8 — 63 wins against 43. A fleet,
 * a camp or a wall pays or fails at the turn's end (the D.5 sieges, attrition and supply, 2.D);
 * a playout cut 28 decisions in scored his candidates before it. CPU p95 about 280 ms, max 1.03 s.
 */
export const SIDE_DEFAULTS: Record<Side, SearchTuning> = {
  ath: { quietAt: SEARCHED.filter((k) => k !== 'act'), searched: SEARCHED.filter((k) => k !== 'works'), plemmyrionGuard: 4, wallBuilders: true, keepCombatAp: true, horizon: 'turn', depth: 160, weights: { camp: 4, campReady: 2 } },
  syr: { iterations: 12, greedy: false, breakWalls: true, breakEarly: true, horizon: 'turn', depth: 160, weights: { threats: 0, drain: 1 } },
};

const QUIET = ['pass', 'end', 'done', 'stay'];
/** The departures from L1 this side's own L1 takes (heuristic.ts `HeuristicOptions`). */
const l1Options = (o: SearchOptions) => ({ breakWalls: o.breakWalls, breakEarly: o.breakEarly, breakFirst: o.breakFirst, hullsToCatane: o.hullsToCatane, plemmyrionGuard: o.plemmyrionGuard, cavalryShelter: o.cavalryShelter, wallBuilders: o.wallBuilders });
const silent = (dice: Dice): ResolveContext => ({ dice, emit: () => {} });
const key = (d: ChoiceDecision) => `${d.verb}|${d.subject ?? ''}|${d.target ?? ''}`;

/** A 32-bit FNV-1a hash of the view's canonical JSON. */
function viewHash(view: SyracuseView): string {
  const text = canonicalJson(view);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${h.toString(16)}:${text.length}`;
}

/** L1's decision in a playout state, with a little noise; undefined when nobody is to decide. */
function policy(s: SyracuseState, rng: RngState, noise: number, me: Side, o: SearchOptions): { side: Side; d: ChoiceDecision } | undefined {
  const p = pendingOf(s);
  if (!p) return undefined;
  const side = p.players[0] as Side;
  const legal = legalOf(s, side);
  if (!legal || legal.length === 0) return undefined;
  if (legal.length === 1) return { side, d: legal[0]! };
  if (noise > 0 && nextBelow(rng, 1000) < noise * 1000) return { side, d: legal[nextBelow(rng, legal.length)]! };
  const d = heuristicChoice(playoutView(s, side), legal, side === me ? l1Options(o) : {}) as ChoiceDecision | undefined;
  return { side, d: d ?? legal[0]! };
}

/** Plays on from `s` to the depth cap or the end; a decision the model refuses ends the playout. */
/** The part of a turn a step belongs to (`syracuse 2`): 0 the A and B steps, 1 the works (2.C), 2 the adjustments (2.D); undefined for the steps of several parts (losses, retreats, re-rolls). */
function partOf(k: string): number | undefined {
  if (k === 'works') return 1;
  if (k === 'd1' || k === 'd2' || k === 'd3' || k === 'd4' || k === 'd5' || k === 'recovery') return 2;
  if (k === 'losses' || k === 'retreat' || k === 'reroll' || k === 'over') return undefined;
  return 0;
}

/** Whether a playout begun at `root` (turn, step) has passed its `horizon` (SearchOptions). */
export function pastHorizon(s: Pick<SyracuseState, 'turn' | 'step'>, o: Pick<SearchOptions, 'horizon'>, root: { turn: number; k: string }): boolean {
  if (o.horizon === 'depth') return false;
  if (s.turn !== root.turn) return true;
  if (o.horizon === 'turn') return false;
  const at = partOf(s.step.k);
  const from = partOf(root.k) ?? 0;
  return at !== undefined && at > from;
}

function playout(s: SyracuseState, ctx: ResolveContext, rng: RngState, me: Side, o: SearchOptions, root: { turn: number; k: string }): void {
  for (let i = 0; i < o.depth && !s.result && !pastHorizon(s, o, root); i++) {
    const next = policy(s, rng, o.noise, me, o);
    if (!next) return;
    apply(s, next.side, next.d, ctx);
  }
}

/**
 * The decision that leaves the best evaluated position right away in `world` (ties: the listed
 * order), if it is better than every decision already `picked`; undefined otherwise.
 */
function greedyPick(world: SyracuseState, me: Side, legal: readonly ChoiceDecision[], picked: readonly ChoiceDecision[], diceSeed: string, w: EvalWeights): ChoiceDecision | undefined {
  const after = (from: SyracuseState, d: ChoiceDecision): SyracuseState | undefined => {
    const s = structuredClone(from);
    try {
      apply(s, me, d, silent(new Dice(rngFromSeed(diceSeed))));
    } catch {
      return undefined; // see searchDecision: the sample's defaults may lead the engine astray
    }
    return s;
  };
  const value = (d: ChoiceDecision): number => {
    const s = after(world, d);
    if (!s) return -Infinity;
    let v = evaluate(s, me, w);
    // an activation is worth its best move out of the zone (2.B.3.2: activate, then move)
    if (d.verb === 'activate' && s.step.k === 'act' && s.step.side === me) {
      for (const m of legalOf(s, me) ?? []) {
        if (m.verb !== 'move' || (s.units[m.subject!]?.zone ?? s.leaders[m.subject!]?.zone) !== d.target) continue;
        const t = after(s, m);
        if (t) v = Math.max(v, evaluate(t, me, w));
      }
    }
    return v;
  };
  const taken = new Set(picked.map(key));
  let bar = Math.max(...picked.map(value));
  let out: ChoiceDecision | undefined;
  for (const d of legal) {
    if (taken.has(key(d))) continue;
    const v = value(d);
    if (v > bar + 1e-9) {
      bar = v;
      out = d;
    }
  }
  return out;
}

/** The options `side` searches with: the defaults, the side's departures, then `tuning` (weights merged name by name). */
export function optionsFor(side: Side, tuning: SearchTuning = {}): SearchOptions {
  const own = SIDE_DEFAULTS[side];
  return { ...SEARCH_DEFAULTS, ...own, ...tuning, weights: { ...SEARCH_DEFAULTS.weights, ...own.weights, ...tuning.weights } };
}

export interface SearchReport {
  decision: ChoiceDecision;
  /** L1's pick, and whether the search kept it. */
  l1: ChoiceDecision;
  searched: boolean;
  stats: { decision: ChoiceDecision; visits: number; mean: number }[];
}

/** The search bot's decision from its input alone, with the root statistics. */
export function searchDecision(input: BotInput<SyracuseView>, seed: string, options: SearchTuning = {}): SearchReport | undefined {
  const legal = (input.legal ?? []) as ChoiceDecision[];
  if (legal.length === 0) return undefined;
  const view = input.view;
  const me = view.viewer!;
  const o = optionsFor(me, options);
  const l1 = (heuristicChoice(view, legal, l1Options(o)) as ChoiceDecision | undefined) ?? legal[0]!;
  if (legal.length === 1 || !o.searched.includes(view.step.k) || o.iterations <= 0) return { decision: l1, l1, searched: false, stats: [] };
  const rng = rngFromSeed(`syracuse-l2:${seed}:${viewHash(view)}`);
  // the root's candidates: L1's pick, the quiet decision, L1's next preferences, then one other in
  // a seeded order (so that decisions L1 never scores, such as stratagems, are tried too)
  const rest = legal.filter((d) => key(d) !== key(l1));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = nextBelow(rng, i + 1);
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const picked = [l1];
  // the quiet decision is a candidate only at the steps of `quietAt` (unless L1 picks it)
  // nor, for the wall breakers, in the action phase while two Athenian walls stand: the third
  // starves the city (6.2.1, 6.3.2) a turn or two beyond a playout's horizon, so ending the phase
  // looked free to the search (seed l2h-14: "end" over L1's moves towards the walls, turns 7 and 8)
  const underWalls = o.breakWalls && me === 'syr' && view.step.k === 'act' && athWallsBuilt(view).length >= 2;
  const quietOk = o.quietAt.includes(view.step.k) && !underWalls;
  // with keepCombatAp, no candidate spends the AP the engaged combats need (4.1.3), L1's own rule
  // with moveCombatAp, no candidate moves into an enemy zone once the pool is empty (4.1.3)
  const apOk = (d: ChoiceDecision) => (!o.keepCombatAp || !spendsCombatAp(view, d)) && (!o.moveCombatAp || !entersWithoutCombatAp(view, d));
  const add = (d: ChoiceDecision | undefined) => {
    if (d && !picked.some((x) => key(x) === key(d)) && (quietOk || !QUIET.includes(d.verb)) && apOk(d)) picked.push(d);
  };
  add(rest.find((d) => QUIET.includes(d.verb)));
  const ranked = heuristicAlternatives(view, legal, l1Options(o)) as ChoiceDecision[];
  for (const d of ranked) if (picked.length < Math.max(2, o.width) - o.explore) add(d);
  for (const d of rest) if (picked.length < Math.max(2, o.width)) add(d);
  if (o.greedy) add(greedyPick(determinize(view, rng, legal), me, (quietOk ? legal : legal.filter((d) => !QUIET.includes(d.verb))).filter(apOk), picked, `syracuse-l2:${seed}:greedy`, o.weights));
  const cands = picked.map((decision) => ({ decision, visits: 0, total: 0 }));
  // Common random numbers: in each determinization every candidate meets the same hidden hand,
  // the same dice and the same playout noise, so the comparison measures the decisions, not luck.
  const samples = Math.max(1, Math.floor(o.iterations / cands.length));
  const round = (k: number, group: typeof cands) => {
    const world = determinize(view, rng, legal);
    const diceSeed = `syracuse-l2:${seed}:${k}:${nextBelow(rng, 1 << 30)}`;
    for (const c of group) {
      const sample = structuredClone(world);
      const ctx = silent(new Dice(rngFromSeed(diceSeed)));
      const noise = rngFromSeed(`${diceSeed}:noise`);
      try {
        apply(sample, me, c.decision, ctx);
        playout(sample, ctx, noise, me, o, { turn: view.turn, k: view.step.k });
      } catch {
        // the sample's defaults (search-determinize.ts) led the engine somewhere it does not go:
        // the playout stops and the position reached so far is scored
      }
      c.visits++;
      c.total += evaluate(sample, me, o.weights);
    }
  };
  for (let k = 0; k < samples; k++) round(k, cands);
  const mean = (c: (typeof cands)[number]) => c.total / c.visits;
  let best = cands[0]!;
  for (const c of cands) if (mean(c) > mean(best)) best = c;
  let decision = mean(best) >= mean(cands[0]!) + o.margin ? best.decision : l1;
  if (o.confirm > 0 && decision !== l1) {
    // the winner's curse: fresh rounds for L1's pick and the challenger, which alone decide
    const pair = [{ decision: l1, visits: 0, total: 0 }, { decision: best.decision, visits: 0, total: 0 }];
    for (let k = 0; k < o.confirm; k++) round(samples + k, pair);
    if (mean(pair[1]!) < mean(pair[0]!) + o.margin) decision = l1;
    cands.push(...pair);
  }
  return { decision, l1, searched: true, stats: cands.map((c) => ({ decision: c.decision, visits: c.visits, mean: mean(c) })) };
}

/** L2 as a kernel bot: `(seed) => Bot`, like the others. */
export function searchBot(seed: string, options: SearchTuning = {}): Bot<SyracuseView> {
  return (input) => searchDecision(input, seed, options)?.decision;
}
