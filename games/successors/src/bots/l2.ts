/**
 * Successors L2: information-set Monte-Carlo tree search (ISMCTS, single observer) over its own
 * view. Each iteration deals a new world from what the view allows (determinize.ts: the other
 * hands, the deck and the pile sampled from the unseen cards, never read), then walks a tree
 * whose nodes are this seat's own decisions with several choices: UCT picks among the choices
 * listed in this world (a choice absent from some worlds is counted only where it was available,
 * the "subset-armed" bandit of ISMCTS), an unvisited choice is expanded first, and past the tree
 * the other seats are played by the weighted legal policy (policy.ts) — their reactions and every
 * roll (battles 12, sieges 15, interception 10, avoidance 11) happen inside the world, so a choice
 * is valued by its odds. At this seat's next choice past the tree (`leafAtOwnChoice`), where
 * another seat's segment begins, after `horizon` decisions or at the game's end, the position is
 * valued by L1's evaluation (evaluate.ts), and the value is backed up the path.
 *
 * At the root only L1's best `candidates` choices are searched, and L1's scores bias the root's
 * UCT (progressive bias, fading with visits): the search corrects L1, it does not start from
 * nothing. L2 searches the decisions that shape a round — the card played and how (7), the
 * operations (7.1), the movement segment (9.2), interception, avoidance, battle answers (10, 11,
 * 12), an heir (21.4) — and plays as L1 elsewhere. Budgeted in iterations, never in clock time:
 * the same seed and input give the same decision.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { Bot, BotInput, ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { RULES, legalOf } from '../game.ts';
import { applyChoice } from '../rules/actions.ts';
import type { CardNumber } from '../data/types.ts';
import type { Rules } from '../rules/board.ts';
import type { Faction, SuccessorsState } from '../rules/state.ts';
import type { SuccessorsView } from '../view.ts';
import { determinize, unseenCards } from './determinize.ts';
import { BODY_WEIGHTS, HEIR_WEIGHTS, RACE_WEIGHTS, SPEND_WEIGHTS, WEIGHTS, evaluate } from './evaluate.ts';
import type { Weights } from './evaluate.ts';
import { L1_DEFAULTS, bestScored, l1Decision, marchPlan, marching, scoreChoices, tryChoice } from './l1.ts';
import type { L1Options } from './l1.ts';
import { greedyChoice, pairedSearch, roundEnd } from './paired.ts';
import { policyPick, policyWeights } from './policy.ts';

export interface L2Options {
  /** Worlds dealt, one tree walk and playout each, per searched decision. */
  iterations: number;
  /**
   * At most this many playout steps (rules decisions applied, across the iterations) a search:
   * CPU follows the steps, not the iterations, so a cap on them bounds the worst decision while
   * short playouts still get every iteration. Counted, never timed: the search stays deterministic.
   */
  budget: number;
  /** At most this many decisions (any seat's) played from the root before the evaluation; the playout stops sooner where another seat's segment begins. */
  horizon: number;
  /** L1's best root choices searched. */
  candidates: number;
  /** UCT exploration constant, on values scaled to [0, 1]. */
  explore: number;
  /** Weight of L1's root scores (scaled to [0, 1]), divided by 1 + visits. */
  bias: number;
  /**
   * Past the tree, stop at this seat's next choice and evaluate there (the other seats' reactions
   * and the rolls before it are still played); false: this seat's later choices are drawn by the policy too.
   */
  leafAtOwnChoice: boolean;
  /**
   * How the other seats answer inside a playout (interception 10, passage 9.11, avoidance 11,
   * battle answers 12, Fortune 7.3): 'greedy' tries each listed answer in the world and keeps the
   * one the evaluation likes best for that seat (what L1, the opponent, does), 'policy' draws it.
   */
  reactions: 'greedy' | 'policy';
  /**
   * Also search an army's step (9) when one of L1's best steps opens another seat's window
   * (interception 10, passage 9.11, avoidance 11) or rolls dice (battle 12, siege 15): L1 values
   * such a step before the battle is fought; the search plays it out. Searched flat: the leaf is
   * this seat's next choice, with no tree below the root.
   */
  moves: boolean;
  /** Iterations of a searched army step. */
  moveIterations: number;
  /** The evaluation's weights, at the leaves and for the decisions played as L1. */
  weights: Weights;
  /**
   * How a choice whose own follow-up decisions are in the tree is valued: 'mean' averages every
   * walk through it (plain UCT), 'max' takes its best follow-up's value (recursively), since the
   * follow-ups are this seat's own (a card's operations 7.1, then where they go 7.4-7.6) and it will
   * play the best of them. With 'mean', a card played for its operations was valued by the average
   * of its uses tried — a march nowhere, a recruit, markers — and lost to an event that resolves at
   * once, or to a plain discard (7.7): the trace of d3-5 (L2 placed 2 markers in turn 1, the L1
   * seats 9 to 16).
   */
  backup: 'mean' | 'max';
  /**
   * At a card's play (the Tyche segment, 7), the playout ends where this seat's movement segment
   * begins (9.2): every way to play the card is valued once its effect is complete, and not one
   * (an event, a discard) after the move that follows it while another (operations spent on
   * markers, 7.5) before. The move is the next decision's search.
   */
  cardLeaf: boolean;
  /**
   * Whether a plain discard (7.7) of a card that may be played for its operations is a root
   * candidate. Discarded for nothing, a card is lost as it is when played for its operations, and
   * operations can always go towards a recruit (7.6) or markers (7.5): the discard is never better.
   * Traced at 3c1725f (s19a-1): L2 discarded 5 cards in turn 3 and placed 1 marker. Surprise cards
   * (discarded for a new card, 7.3.3), fleets (13.3) and generals (23.5) are other choices, kept.
   */
  plainDiscard: boolean;
  /**
   * Instead of the tree, L1's best `candidates` played in the same `worlds` worlds with the same
   * dice, each playout through the choice's consequences with every decision taken as L1 takes it
   * (paired.ts); L1's choice kept unless another beats it by `margin` standard errors.
   */
  paired: boolean;
  worlds: number;
  margin: number;
  /** In a paired playout, a decision with more choices than this is drawn by the policy. */
  pairedWidth: number;
  /**
   * Where a paired playout ends (paired.ts): 'segment' where the next segment begins (the rivals
   * have not answered yet); 'round' at this seat's next player turn, every rival's segments (3.5:
   * surrender 6, Tyche 7, movement 9) played once more as L1 plays them (L2_ROUND).
   */
  until: 'segment' | 'round';
  /** With 'round': a card's play and its operations (7, 7.1) taken as L1 takes them up to this many listed choices. */
  cardWidth: number;
  /**
   * A card's operations valued done (issue 19, `L2_WALK`): L1's scores (the root's candidates and
   * prior, and the decisions played as L1, each step of a march among them) value a march by the
   * best it can reach and markers once placed (l1.ts, `march: 'walk'`, successors 7.4.1, 9.3, 7.5);
   * inside a playout this seat's own march past the root is valued the same way (`marchPlan`)
   * instead of where it starts, its MP unspent, and its markers are placed as L1 places them.
   */
  walk: boolean;
  /**
   * The root's candidates compared on the same worlds (common random numbers): iteration k deals
   * world floor(k / candidates) and plays candidate k mod candidates there, so every candidate
   * meets the same hidden hands, deck and first dice; the choice with the best mean is played.
   * Traced at stop 26, the spread between worlds was far wider than between L1's best choices
   * (a rival's hand dealt rich or poor moves every candidate's value alike): paired, that spread
   * cancels in the comparison. Below the root the tree is walked as before.
   */
  pairedRoot: boolean;
  /**
   * The movement segment's choice (3.5.3): roll for movement (9.2.2) or skip every move for one
   * mercenary CU (a levy, 9.13). 'search' searches it like the other decisions; 'l1' takes L1's
   * choice. Traced at stop 30 (seed s30a, game 0, turns 1-2): the search chose the levy in 5 of 10
   * segments where L1 rolls in 98 % of its own (59 of 60 in L1 mirror games): its leaf comes right
   * after the choice, a levy's CU valued at once and a roll by the prospect of movement points not
   * yet spent (evaluate.ts), whose moves, sieges and markers lie beyond the leaf, while the rivals'
   * interceptions are drawn by the policy (which intercepts 3 times in 4 where it may; L1 seldom does).
   * Measured in the race of turns 1-3 (`STOP=3 BOTS=l2,l1,l1,l1 nice -n 10 npx tsx
   * games/successors/bench/l1-study.bench.ts s30a 0 9 '{"movementChoice":"l1"}'` against the same
   * games with '{}'): L2's VP + LP at the start of turn 4 less the best rival's -7.6 against -2.8,
   * paired -4.8 (s.e. 2.5, 9 games), 8 levies against 41: the levies the search chose were worth
   * more than L1's rolls. Off: an option.
   */
  movementChoice: 'search' | 'l1';
  /**
   * Where the tree's playouts end (issue 19, stop 31). 'segment': where another seat's segment
   * begins (7 Tyche, 9.2 movement) or at this seat's next choice past the tree (`leafAtOwnChoice`),
   * after `horizon` decisions. 'turn': at the start of this seat's next player turn (3.5; paired.ts
   * `roundEnd`), once every rival has played its card (7) and its moves (9) once more, after at most
   * `reachHorizon` decisions: traced at stop 30, every leaf came before the rivals' next card play
   * and moves, so a choice was never valued against what they then do. Past the tree every
   * decision, this seat's own later ones too, is taken by `reachPlay`.
   * Screened in the race of turns 1-3 at 323ba3a (`STOP=3 BOTS=l2,l1,l1,l1 nice -n 10 npx tsx
   * games/successors/bench/l1-study.bench.ts s31a F N 'OPTIONS'` against the same games with '{}'; L2's
   * VP + LP at the start of turn 4 less the best rival's, paired; load 11-23): policy, budget 3,000
   * -0.1 (s.e. 1.6, 7 games; CPU per decision p95 1.1-1.3 s, max 2.8 s); L1's look up to 4 choices,
   * budget 3,000 -10.2 (s.e. 4.2, 5 games; p95 1.5-1.7 s, max 3.1 s); policy, budget 2,000 -3.0 (s.e.
   * 6.0, 2 games; p95 0.75 s, max 1.9 s); the defaults in the same runs p95 0.45-0.60 s, max 1.8 s.
   * With its own moves drawn by the policy past the tree, a movement roll is valued by random moves and
   * L2 levied (9.13) about twice as often (73 levies against 39 in 7 games). No gain: off, an option.
   */
  reach: 'segment' | 'turn';
  /** With reach 'turn': at most this many decisions from the root before the evaluation. */
  reachHorizon: number;
  /**
   * With reach 'turn', how the decisions past the tree are taken: 'l1' as L1 takes them (each listed
   * choice tried on the world with dice of the trial's own and valued for the deciding seat; paired.ts
   * `greedyChoice`) up to `reachWidth` listed choices, wider ones drawn by the policy; 'policy' all drawn
   * (traced at stop 30: the policy predicts L1's answers no better than chance). Every choice tried
   * counts as a playout step in `budget`, so the worst decision's CPU stays bounded.
   */
  reachPlay: 'l1' | 'policy';
  reachWidth: number;
}

/** The search every option below was measured with (31fe343 to stop 25): 64 worlds over L1's best 5, unbounded. */
export const L2_NARROW: Partial<L2Options> = { iterations: 64, candidates: 5, budget: Infinity };

/**
 * The search of 31fe343 (8 of 24 against three L1), made wider at stop 26: 192 worlds over L1's
 * best 3 root choices (64 over 5 before), at most 4,000 playout steps a search. Traced, the old
 * root visited its 5 choices almost evenly (12-16 visits each) with means a fraction of a point
 * apart: the pick was mostly noise. In the race of turns 1-3 every wider search did better
 * (VP + LP margin over the best rival at the end of turn 3, paired games of s26a: 128 worlds
 * +2.6, s.e. 1.2, 26 games; 256 +2.9, s.e. 1.6; 3 candidates +1.6, s.e. 2.1, 16 games); in whole
 * games against three L1 it won 14 of 36 on the fresh seeds s26d, s26e and s26f (38.9 %), where
 * the old won 2 of the same 24 s26d and s26e games (docs/bots.md): better, not yet the 50 % goal. Greedy answers and searched army steps (`L2_CONTESTED`), and Heracles' holder
 * at his test counted (`L2_HEIR`), did no better than the old search: options.
 *
 * Wider again at stop 29, not kept: with the search about a fifth cheaper (the same decisions; callgrind of
 * `l2-cpu.bench.ts prof1 250`, 28.90 G instructions at 5ac4c35, 23.16 G at 86ff1f8), 288 worlds with the budget
 * raised in proportion (6,000 steps) won 5 of 24 on the fresh seed s29a where these defaults won 7 of the same
 * 24 (`nice -n 15 npx tsx games/successors/bench/l2-duel.bench.ts s29a F 6 '{"iterations":288,"budget":6000}'`,
 * F = 0, 6, 12, 18, and the same with '{}'; 2 games won only by it, 4 only by these), and its costliest decision
 * took 2.97 s of CPU at load 12-42 (these defaults 2.08 s in the same runs; p95 0.61-0.62 against 0.39-0.43 s): over the 2 s.
 *
 * Stop 30, in the race of turns 1-3 against these defaults on the same games (`STOP=3 BOTS=l2,l1,l1,l1
 * nice -n 10 npx tsx games/successors/bench/l1-study.bench.ts s30a 0 N 'OPTIONS'`; L2's VP + LP at the
 * start of turn 4 less the best rival's, paired; load 9-39): the rivals' answers as L1 gives them
 * (`reactions: 'greedy'`; traced, the policy predicts L1's interceptions, free sieges and free markers
 * no better than chance) -2.0, s.e. 4.2, 6 games, CPU max 2.45 s; operations and markers valued as
 * spent (SPEND_WEIGHTS: L2 then placed turn 1's markers as L1 does) -5.7, s.e. 2.4, 11 games;
 * `movementChoice: 'l1'` -4.8, s.e. 2.5, 9 games. None kept.
 */
export const L2_DEFAULTS: L2Options = {
  iterations: 192, budget: 4000, horizon: 24, candidates: 3, explore: 0.5, bias: 0.6, leafAtOwnChoice: true, reactions: 'policy', moves: false, moveIterations: 40, weights: WEIGHTS, backup: 'mean', cardLeaf: false, plainDiscard: true, paired: false, worlds: 12, margin: 1, pairedWidth: 16, until: 'segment', cardWidth: 16, walk: false, pairedRoot: false, movementChoice: 'search',
  reach: 'segment', reachHorizon: 600, reachPlay: 'l1', reachWidth: 12,
};

/** Who holds Heracles at his test counted (21.4, stakes.ts): 12 of 37 games on seeds d3 and d5 at deb8070. */
export const L2_HEIR: Partial<L2Options> = { ...L2_NARROW, weights: HEIR_WEIGHTS };

/**
 * Alexander's unburied body valued by the burial it promises (17.4: 10 LP at Pella, 2 for a tomb
 * of one's own), by distance and the movement left before turn 4 (evaluate.ts, `bodyPromise`);
 * L1's evaluation gives it nothing until it is buried. Measured at 043d0a2 on the fresh seed s20a
 * (the duel bench, games 0-23): 5 of 24 against the default's 4 of 24 on the same games (3 won
 * only with it, 2 only without); the body reached Pella in none of them (lost or buried at
 * Babylon): no better, so an option.
 */
export const L2_BODY: Partial<L2Options> = { ...L2_NARROW, weights: BODY_WEIGHTS };

/**
 * Own follow-up decisions valued by their best, not their average, and a card's play valued where
 * the movement segment begins (`backup`, `cardLeaf`). Measured on seed s19a against three L1 (the
 * duel bench, 24 games): with 192 iterations 5 of 24 against the default's 4 of 24, with 64
 * iterations 1 of 10 (stopped): no better, so an option.
 */
export const L2_MAX: Partial<L2Options> = { ...L2_NARROW, backup: 'max', cardLeaf: true };

/**
 * The race of turns 1-3 weighed three times L1's (RACE_WEIGHTS: the regent stake 12, 21.4), at the
 * leaves and at the decisions played as L1. As L1 in one seat against three L1 (`BOTS=l1w,l1,l1,l1`
 * in the duel bench, seed m1, games 0-11) it won 5 of 12, as L1's own weights did on the same games.
 * In L2 at 65a00aa (duel bench, seed s22b, games 0-10) it won 1 of 11 and was behind at the end of
 * turn 3 (VP + LP 8.5 against 13.9 for the L1 seats; the defaults 12.0 against 12.3): worse, an option.
 */
export const L2_RACE: Partial<L2Options> = { ...L2_NARROW, weights: RACE_WEIGHTS };

/** The variant of 540823a and 3f74a49: contested army steps searched, the answers in playouts L1's. */
export const L2_CONTESTED: Partial<L2Options> = { ...L2_NARROW, reactions: 'greedy', moves: true };

/**
 * No plain discard (7.7) of a card its operations could be spent from (`plainDiscard`). Measured
 * at 3cca58a: s20a games 0-23 6 of 24 against the default's 4 (6 won only with it, 4 only
 * without); s19a games 0-23 5 of 24 against 4 (pooled 11 of 48 against 8 of 48, docs/bots.md):
 * inside the noise, an option.
 */
export const L2_NO_DISCARD: Partial<L2Options> = { ...L2_NARROW, plainDiscard: false };

/**
 * L1's best 4 root choices played in the same 6 worlds with the same dice, each playout through
 * the choice's consequences with every decision taken as L1 takes it (paired.ts), L1's choice kept
 * unless another beats it by one standard error. CPU at d1a5ae9 (l2-cpu bench, seed sucC, 400
 * steps): p95 669 ms, max 1,206 ms per L2 decision; 12 worlds and 5 candidates took 2.5 s.
 * Measured at a257564 on the fresh seed s21a (duel bench, games 0-23): 8 of 24 (33.3 %, 18.0-53.3 %),
 * no better than the defaults (8 of 24 on d3, 17 of 78 pooled), and its CPU reached 2.5 s at most
 * under load: an option, not the default.
 */
export const L2_PAIRED: Partial<L2Options> = { paired: true, worlds: 6, candidates: 4, pairedWidth: 10 };

/**
 * The leaf after the rivals' answer (the stop-22 analysis: L2's leaves came right after its own
 * action, the rivals drawn by the policy): L1's best candidates played in the same worlds with the
 * same dice (paired.ts), each playout going on to this seat's next player turn — its own later
 * decisions and every rival's segments (3.5) taken as L1 takes them (one look, one roll), a card's
 * play (7, 7.1) up to `cardWidth` choices, other decisions up to `pairedWidth`, wider ones drawn by
 * the policy — and valued there. CPU (6 searched positions, seed sucR): 0.35-1.6 s a decision with
 * these sizes, 4 worlds x 4 candidates up to 5.8 s; in the duel runs p95 1.3 s, max 2.6 s (over 2 s).
 * Measured at bca0e7a on the fresh seed s23a (duel bench, games 0-11): 2 of 12 (16.7 %, 4.7-44.8 %)
 * against the defaults' 3 of 12 on the same games, and behind at the end of turn 3 (VP + LP 10.9
 * against 13.3 for the L1 seats; the defaults 11.5 against 11.3): no better, an option.
 */
export const L2_ROUND: Partial<L2Options> = { paired: true, until: 'round', worlds: 3, candidates: 3, pairedWidth: 2, cardWidth: 12, horizon: 160 };

/**
 * A card's operations valued done (`walk`): a march by the best it can reach (`marchPlan`), markers
 * once placed (7.4.1, 9.3, 7.5), in L1's scores and in this seat's playouts. Measured at 1439885 on
 * the fresh seed suc2 (duel bench, games 0-23, the same games): 7 of 24 (29.2 %, 14.9-49.2 %)
 * against the defaults' 6 of 24 (4 won only with it, 3 only without); VP + LP at the end of turn 3
 * 12.3 against 11.1, its margin over the best rival the same (-5.3 against -5.2); CPU per L2
 * decision p95 450-645 ms, max 4.2 s (over the 2 s goal). No gain beyond the noise: an option.
 */
export const L2_WALK: Partial<L2Options> = { ...L2_NARROW, walk: true };

/**
 * The rules the search plays its worlds with: every hand is known there, so a Fortune window
 * (7.3.1) opens only where a hand holds #45 (board.ts, `knownHands`) — the same states, fewer
 * steps and no copy of the state before each decision.
 */
const WORLD_RULES: Rules = { ...RULES, knownHands: true };

/** Operations and markers not yet spent valued as spent (SPEND_WEIGHTS, evaluate.ts). */
export const L2_SPEND: Partial<L2Options> = { weights: SPEND_WEIGHTS };

/** The root's candidates compared on the same worlds (`pairedRoot`), with the spend weights. */
export const L2_PAIRED_ROOT: Partial<L2Options> = { weights: SPEND_WEIGHTS, pairedRoot: true };

/** Decisions worth a search; the others go to L1. */
export const SEARCHED = new Set(['tyche', 'ops', 'movement', 'bonus-event', 'intercept', 'avoid', 'refuse', 'indep-refuse', 'avoid-independent', 'intercept-independent', 'heir']);

/** Steps that open a seat's segment of a round (successors 7 Tyche, 9.2 movement). */
const SEGMENTS = new Set(['tyche', 'movement']);

/**
 * Windows that answer an army on the move or its battle (10, 11, 12, 13.4, 7.3 Fortune, 9.11
 * passage): a searched army step is played out through these and no further — the next phase
 * step (another segment, the surrender segment, the turn's end) is where its leaf is, so that
 * ending a move is not valued after the rivals' next actions while a step on is valued before.
 */
const ANSWERS = new Set([
  'avoid', 'intercept', 'escort', 'naval', 'independent', 'intercept-independent', 'detach-independent', 'avoid-independent', 'refuse', 'passage',
  'detach', 'intercept-role', 'mutiny', 'storm', 'losses', 'fortune', 'indep', 'indep-refuse', 'trireme', 'garrison', 'fortune-roll',
]);

/** A leaf's value is kept within this distance of the root's, so a won or lost game does not flatten every other difference. */
const SPAN = 250;

export interface Edge {
  decision: ChoiceDecision;
  /** Visits, value sum, and how many times the choice was listed when its node was visited. */
  n: number;
  w: number;
  avail: number;
  /** Prior in [0, 1]: L1's scores at the root, the policy's weights below it. */
  prior: number;
  child: TreeNode | null;
}

export interface TreeNode {
  edges: Map<string, Edge>;
}

const keyOf = (d: ChoiceDecision) => `${d.verb}|${d.subject ?? ''}|${d.target ?? ''}`;

/** Scales values to [0, 1] against the smallest and largest seen, for UCT. */
export interface Range {
  lo: number;
  hi: number;
}

/**
 * An edge's value: its mean, or with `max` backup the best value among its child's visited
 * edges (this seat's next decision in the tree), recursively; its mean while it has no visited child.
 */
export function edgeValue(e: Edge, max: boolean): number {
  if (max && e.child) {
    // Only follow-ups listed in most of the worlds walked through: a card drawn after a Surprise
    // is discarded (7.3) differs from world to world, and the best of them is luck, not a choice.
    let best = -Infinity;
    for (const c of e.child.edges.values()) if (c.n > 0 && 2 * c.avail >= e.n - 1) best = Math.max(best, edgeValue(c, true));
    if (best > -Infinity) return best;
  }
  return e.n > 0 ? e.w / e.n : -Infinity;
}

function scaled(x: number, r: Range): number {
  return r.hi > r.lo ? (x - r.lo) / (r.hi - r.lo) : 0.5;
}

/** UCT among the choices listed in this world: unvisited first (by prior), then mean + exploration + fading prior. */
function select(node: TreeNode, legal: readonly ChoiceDecision[], priors: readonly number[], o: L2Options, range: Range): Edge {
  const edges = legal.map((d, i) => {
    const k = keyOf(d);
    let e = node.edges.get(k);
    if (!e) {
      e = { decision: d, n: 0, w: 0, avail: 0, prior: priors[i]!, child: null };
      node.edges.set(k, e);
    }
    e.avail++;
    return e;
  });
  let best: Edge | null = null;
  let top = -Infinity;
  for (const e of edges) {
    const u = e.n === 0 ? 10 + e.prior : scaled(edgeValue(e, o.backup === 'max'), range) + o.explore * Math.sqrt(Math.log(e.avail) / e.n) + (o.bias * e.prior) / (1 + e.n);
    if (u > top) {
      top = u;
      best = e;
    }
  }
  return best!;
}

/** The root's edge of a candidate played in turn (`pairedRoot`): no bandit at the root. */
function rootEdge(node: TreeNode, d: ChoiceDecision, prior: number): Edge {
  const k = keyOf(d);
  let e = node.edges.get(k);
  if (!e) {
    e = { decision: d, n: 0, w: 0, avail: 0, prior, child: null };
    node.edges.set(k, e);
  }
  e.avail++;
  return e;
}

function normalized(xs: readonly number[]): number[] {
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  return xs.map((x) => (hi > lo ? (x - lo) / (hi - lo) : 1));
}

/**
 * Answers with more choices than this are drawn by the policy even when reactions are greedy, and
 * so are another army's steps (an interceptor's mover going on, 9): trying each costs too much.
 */
const GREEDY_WIDTH = 8;

/**
 * Another seat's answer inside a playout, as L1 would give it in this world: each listed answer
 * tried (with dice of the trial's own, so the answer does not foresee the world's rolls) and
 * valued for that seat with L1's weights; Fortune taken when held (7.3), as L1 takes it.
 */
const greedyAnswer = (r: Rules, s: SuccessorsState, who: Faction, legal: readonly ChoiceDecision[], trial: Dice): ChoiceDecision => greedyChoice(r, s, who, legal, trial, WEIGHTS);

/**
 * One iteration: a world dealt, the tree walked, a playout to the horizon; the edges walked and
 * the leaf's value, or null when the rules refused a choice in this world. `flat`: no tree below
 * the root (the leaf is this seat's next choice). `end`: the step where the leaf was valued (exported for the tests).
 */
export function iterate(r: Rules, view: SuccessorsView, unseen: readonly CardNumber[], me: Faction, root: TreeNode, rootLegal: ChoiceDecision[], rootPriors: number[], o: L2Options, range: Range, seed: string, flat: boolean, forced = -1): { path: Edge[]; value: number; steps: number; end: SuccessorsState['step'] } | null {
  const dice = new Dice(rngFromSeed(seed));
  // The trial dice (greedy answers, `walk`) are made when first needed: most playouts never roll them.
  let trialDice: Dice | null = null;
  const trial = () => (trialDice ??= new Dice(rngFromSeed(`${seed}:trial`)));
  const s: SuccessorsState = determinize(r, view, dice, unseen);
  const ctx: ResolveContext = { dice, emit: () => undefined };
  const path: Edge[] = [];
  const greedy = o.reactions === 'greedy';
  const card = o.cardLeaf && s.step.k === 'tyche';
  let node: TreeNode | null = root;
  let leaf: number | null = null;
  let t = 0;
  // `reach: 'turn'`: the playout goes on through the rivals' card plays and moves to this seat's next player turn (3.5).
  const turn = o.reach === 'turn' && !flat;
  const ended = turn ? roundEnd(me) : null;
  const cap = turn ? o.reachHorizon : o.horizon;
  const l1Past = turn && o.reachPlay === 'l1';
  // Choices tried by L1's look past the tree: counted in the steps, since each costs about what a step does.
  let trials = 0;
  for (; t < cap && !s.result && s.step.k !== 'over'; t++) {
    const who = s.step.who;
    // The playout ends where another seat's segment begins (7, 9.2): what the choice led to in this
    // turn — the follow-up decisions, the reactions and the rolls — is played, the rivals' own plans
    // are not guessed; with `reach: 'turn'`, at this seat's next player turn (3.5; `ended` reads every step).
    if (ended ? ended(s) && t > 0 : t > 0 && who !== me && SEGMENTS.has(s.step.k)) break;
    if (t > 0 && flat && !ANSWERS.has(s.step.k)) break;
    if (t > 0 && card && who === me && s.step.k === 'movement') break;
    const legal = t === 0 ? rootLegal : legalOf(r, s, who);
    if (legal.length === 0) break;
    // `walk`: one's own march past the root is valued by the best it can reach (7.4.1, 9.3), the tree's choice being the march.
    if (o.walk && t > 0 && marching(s, me)) {
      leaf = marchPlan(r, s, me, o.weights, trial());
      break;
    }
    let d: ChoiceDecision;
    if (legal.length === 1) d = legal[0]!;
    // `walk`: one's own markers (7.5) placed as L1 places them.
    else if (o.walk && t > 0 && who === me && s.step.k === 'place-control') d = greedyChoice(r, s, me, legal, trial(), o.weights);
    else if (who === me && node) {
      const edge: Edge = t === 0 && forced >= 0 ? rootEdge(node, legal[forced]!, rootPriors[forced]!) : select(node, legal, t === 0 ? rootPriors : normalized(policyWeights(legal, s)), o, range);
      path.push(edge);
      d = edge.decision;
      // Expansion: a choice tried for the first time ends the tree walk; the playout goes on.
      node = edge.n === 0 || flat ? null : (edge.child ??= { edges: new Map() });
    } else if (l1Past && legal.length <= o.reachWidth) {
      d = greedyChoice(r, s, who, legal, trial(), o.weights);
      trials += legal.length;
    } else if (turn) d = policyPick(legal, s, dice)!;
    else if (who === me && o.leafAtOwnChoice && !(greedy && ANSWERS.has(s.step.k))) break;
    // Greedy answers are played, one's own too (losses 12.7, Fortune 7.3, fall back 10.5): a leaf before them would value a battle without its losses.
    else if (greedy && (who !== me || ANSWERS.has(s.step.k)) && s.step.k !== 'move' && legal.length <= GREEDY_WIDTH) d = greedyAnswer(r, s, who, legal, trial());
    else d = policyPick(legal, s, dice)!;
    try {
      applyChoice(r, s, who, d, ctx);
    } catch {
      return null;
    }
  }
  return { path, value: leaf ?? evaluate(r, s, me, o.weights), steps: t + trials, end: s.step };
}

/**
 * Whether an army's step is worth a search: one of the candidates, tried on a world, hands the
 * decision to another seat within the move (interception 10, passage 9.11, avoidance 11) or rolls
 * dice (battle 12, siege 15, leader loss 9.9.2), whose outcome L1's one look cannot see.
 */
function contested(r: Rules, view: SuccessorsView, me: Faction, cands: readonly ChoiceDecision[], key: string): boolean {
  const world = determinize(r, view, new Dice(rngFromSeed(`${key}:contest`)));
  return cands.some((d, i) => {
    const roll = new Dice(rngFromSeed(`${key}:contest:${i}`));
    const next = tryChoice(r, world, me, d, roll);
    if (!next) return false;
    return roll.rolls.length > 0 || (next.step.k !== 'over' && next.step.who !== me && ANSWERS.has(next.step.k));
  });
}

/**
 * A plain discard (7.7) of a card also listed for its operations (7.1): a surprise card is
 * discarded for a new one (7.3.3) and is never listed for operations.
 */
export function dominatedDiscard(legal: readonly ChoiceDecision[], i: number): boolean {
  const d = legal[i]!;
  return d.verb === 'discard' && legal.some((x) => x.verb === 'play-ops' && x.subject === d.subject);
}

export interface L2Report {
  decision: ChoiceDecision | undefined;
  /** The root's choices searched: visits and mean value. */
  searched: { decision: ChoiceDecision; visits: number; value: number }[];
  iterations: number;
  /** Playout steps (rules decisions applied) the search spent. */
  steps?: number;
}

export function l2Search(input: BotInput<SuccessorsView>, seed: string, o: L2Options = L2_DEFAULTS): L2Report {
  const legal = (input.legal ?? []) as ChoiceDecision[];
  const me = input.player;
  const view = input.view;
  const move = o.moves && view.step.k === 'move';
  const l1: L1Options = { ...L1_DEFAULTS, weights: o.weights, ...(o.walk ? { march: 'walk' as const } : {}) };
  const searchedStep = SEARCHED.has(view.step.k) && !(view.step.k === 'movement' && o.movementChoice === 'l1');
  if (legal.length <= 1 || !(move || searchedStep)) return { decision: l1Decision(input, seed, l1), searched: [], iterations: 0 };
  const key = `${seed}:${input.step}`;
  // L1's scores (with L2's weights): the candidates kept and the root's prior.
  const scores = scoreChoices(RULES, view, legal, me, key, l1);
  const kept = legal.map((_, i) => i).filter((i) => o.plainDiscard || !dominatedDiscard(legal, i));
  const order = kept.sort((a, b) => scores[b]! - scores[a]! || a - b);
  const cands = order.slice(0, Math.max(1, o.candidates));
  if (cands.length === 1) return { decision: legal[cands[0]!], searched: [], iterations: 0 };
  // An army's step that meets nobody and rolls nothing is L1's (the same choice l1Decision makes from these scores).
  if (move && !contested(RULES, view, me, cands.map((i) => legal[i]!), key)) return { decision: bestScored(legal, scores, key), searched: [], iterations: 0 };
  if (o.paired) {
    const list = cands.map((i) => legal[i]!);
    const rep = pairedSearch(RULES, view, me, list, key, { worlds: o.worlds, horizon: o.horizon, width: o.pairedWidth, margin: o.margin, weights: o.weights, until: o.until, cardWidth: o.cardWidth });
    return { decision: list[rep.chosen], searched: list.map((d, i) => ({ decision: d, visits: o.worlds, value: rep.means[i]! })), iterations: o.worlds * list.length };
  }
  const iterations = move ? o.moveIterations : o.iterations;
  const rootLegal = cands.map((i) => legal[i]!);
  const rootPriors = normalized(cands.map((i) => scores[i]!));
  const root: TreeNode = { edges: new Map() };
  const unseen = unseenCards(RULES, view);
  const base = evaluate(RULES, determinize(RULES, view, new Dice(rngFromSeed(`${key}:base`))), me, o.weights);
  const range: Range = { lo: Infinity, hi: -Infinity };
  let done = 0;
  // The playout steps spent so far: `budget` caps them, so a search's work is bounded however long its playouts run.
  let used = 0;
  const paired = o.pairedRoot && !move;
  const width = rootLegal.length;
  // Paired, the budget is checked only between worlds: every world plays every candidate.
  for (let k = 0; k < iterations && (used < o.budget || (paired && k % width !== 0)); k++) {
    const out = paired
      ? iterate(WORLD_RULES, view, unseen, me, root, rootLegal, rootPriors, o, range, `${key}:world:${Math.floor(k / width)}`, false, k % width)
      : iterate(WORLD_RULES, view, unseen, me, root, rootLegal, rootPriors, o, range, `${key}:it:${k}`, move);
    used += 1 + (out?.steps ?? 0);
    if (!out || out.path.length === 0) continue;
    done++;
    const v = Math.max(base - SPAN, Math.min(base + SPAN, out.value));
    range.lo = Math.min(range.lo, v);
    range.hi = Math.max(range.hi, v);
    for (const e of out.path) {
      e.n++;
      e.w += v;
    }
  }
  const searched = rootLegal.map((d) => {
    const e = root.edges.get(keyOf(d));
    return { decision: d, visits: e?.n ?? 0, value: e && e.n > 0 ? edgeValue(e, o.backup === 'max') : -Infinity };
  });
  // The most visited root choice (the robust child); ties by mean value, then by L1's order.
  // Paired, every candidate is visited alike: the best mean (ties by L1's order).
  let best = 0;
  for (let j = 1; j < searched.length; j++) {
    const a = searched[j]!;
    const b = searched[best]!;
    if (paired ? a.value > b.value : a.visits > b.visits || (a.visits === b.visits && a.value > b.value)) best = j;
  }
  return { decision: done > 0 ? searched[best]!.decision : rootLegal[0], searched, iterations: done, steps: used };
}

/** L2 as a kernel bot: deterministic for a seed and an input. */
export function l2Bot(seed: string, options: Partial<L2Options> = {}): Bot<SuccessorsView> {
  const o = { ...L2_DEFAULTS, ...options };
  return (input) => l2Search(input, `successors-l2:${seed}`, o).decision;
}
