/**
 * Regret matching over candidate order sets — the "SearchBot" method (Gray et al., 2020) with
 * a heuristic in place of a network — shared by the classic L2 (`classic/bot-l2.ts`) and the
 * Diadochi L2 (`bots/l2.ts`). The games supply the candidates and the value of an outcome;
 * this module knows neither a map nor an order.
 *
 * Each iteration: every learner's strategy is its positive regrets normalised (uniform when
 * none); the others play uniformly among their candidates (which is how an L1 opponent plays:
 * one draw of the same randomised bot); the strategies are added to their averages; a joint
 * profile is drawn; each learner values every one of its candidates against the others' drawn
 * candidates, and its regret for a candidate grows by how much better it would have done than
 * the one drawn. The answer is the candidate of highest average strategy. Counted in
 * iterations, never in clock time: the same generator gives the same answer.
 */
import { nextBelow } from '@diadochi/kernel';
import type { RngState } from '@diadochi/kernel';

export interface RegretProblem<P> {
  /** Candidates per player (at least one each). */
  counts: ReadonlyMap<P, number>;
  /** The players who regret-match; the others play uniformly among their candidates. */
  learners: readonly P[];
  iterations: number;
  /**
   * What `player` would get from each of its candidates, the others playing `drawn` (one
   * candidate index per player; `drawn.get(player)` is the candidate it actually drew).
   */
  values(player: P, drawn: ReadonlyMap<P, number>): readonly number[];
}

/** A draw in proportion to `weights` (uniform when they are all zero). */
export function sampleIndex(weights: readonly number[], rng: RngState): number {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return nextBelow(rng, weights.length);
  let x = (nextBelow(rng, 1_000_000) / 1_000_000) * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i]!;
    if (x < 0) return i;
  }
  return weights.length - 1;
}

/** The index of the largest value; ties go to the lower index (the bot's own first draw). */
export function argmax(xs: readonly number[]): number {
  let pick = 0;
  xs.forEach((x, i) => {
    if (x > xs[pick]! + 1e-9) pick = i;
  });
  return pick;
}

/** Runs the iterations; returns each learner's average strategy (unnormalised sums). */
export function regretMatch<P>(problem: RegretProblem<P>, rng: RngState): Map<P, number[]> {
  const players = [...problem.counts.keys()];
  const learners = new Set(problem.learners);
  const zeros = (p: P) => Array.from({ length: problem.counts.get(p)! }, () => 0);
  const regret = new Map(players.map((p) => [p, zeros(p)]));
  const average = new Map(players.map((p) => [p, zeros(p)]));
  for (let t = 0; t < problem.iterations; t++) {
    const strategy = new Map(
      players.map((p) => {
        const n = problem.counts.get(p)!;
        if (!learners.has(p)) return [p, regret.get(p)!.map(() => 1 / n)];
        const r = regret.get(p)!.map((x) => Math.max(0, x));
        const sum = r.reduce((s, x) => s + x, 0);
        return [p, sum > 0 ? r.map((x) => x / sum) : r.map(() => 1 / n)];
      }),
    );
    for (const p of players) strategy.get(p)!.forEach((x, i) => (average.get(p)![i]! += x));
    const drawn = new Map(players.map((p) => [p, sampleIndex(strategy.get(p)!, rng)]));
    for (const p of problem.learners) {
      const u = problem.values(p, drawn);
      const played = u[drawn.get(p)!]!;
      regret.get(p)!.forEach((_, i) => (regret.get(p)![i]! += u[i]! - played));
    }
  }
  return new Map(problem.learners.map((p) => [p, average.get(p)!]));
}
