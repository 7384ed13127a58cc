/**
 * Ratings from game results (issue 21 item 6), pure: a finished game's result and its human
 * seats give each human a place; OpenSkill's Plackett–Luce model (the `openskill` package)
 * updates the ratings of the humans of one game from their places.
 *
 * Decisions (docs/API.md, "Ratings"):
 * - Bots are not rated and do not rate: only seats a human held count, ranked among themselves
 *   by their places in the whole result (a human behind a bot but ahead of another human beats
 *   that human). A game with fewer than two human players changes no rating (a practice game).
 * - Places: the result's `ranking` (ties grouped) when it has one; else winners first, then by
 *   `scores` (higher first) when it has them; else winners first and everyone else tied second;
 *   a result with neither winners nor scores is a draw between all (every place tied).
 * - A shared victory (`diadoques §3.8`, `diadokhoi §4.5.2`) ties its winners first.
 */
import { ordinal, rate, rating } from 'openskill';
import type { GameResult, PlayerId } from '@diadochi/kernel';

export interface Skill {
  mu: number;
  sigma: number;
}

/** A newcomer's rating: μ 25, σ 25/3 (OpenSkill's defaults), ordinal 0. */
export const NEW_SKILL: Skill = rating();

/** The conservative estimate shown and ranked on: μ − 3σ. */
export const shown = (s: Skill): number => ordinal(s);

/**
 * Each seat's place in the result, 1 first, ties sharing a place ("1, 1, 3" competition ranking);
 * null for a seat the result does not rank (a ranking that leaves it out) — it comes last.
 */
export function placesOf(result: GameResult | null, seats: readonly PlayerId[]): Map<PlayerId, number | null> {
  const out = new Map<PlayerId, number | null>();
  if (!result) {
    for (const s of seats) out.set(s, null);
    return out;
  }
  const winners = new Set(result.winners);
  let groups: PlayerId[][];
  if (result.ranking && result.ranking.length > 0) {
    groups = result.ranking.map((g) => g.filter((p) => seats.includes(p)));
  } else {
    const scores = result.scores;
    const key = (p: PlayerId) => [winners.has(p) ? 1 : 0, scores?.[p] ?? 0] as const;
    const sorted = [...seats].sort((a, b) => {
      const [wa, sa] = key(a);
      const [wb, sb] = key(b);
      return wb - wa || sb - sa;
    });
    groups = [];
    for (const p of sorted) {
      const last = groups.at(-1);
      const [w, s] = key(p);
      if (last && key(last[0]!)[0] === w && key(last[0]!)[1] === s) last.push(p);
      else groups.push([p]);
    }
  }
  let place = 1;
  for (const g of groups) {
    for (const p of g) if (!out.has(p)) out.set(p, place);
    place += g.length;
  }
  for (const s of seats) if (!out.has(s)) out.set(s, null);
  return out;
}

/** One human player of a finished game, with his rating before it. */
export interface Contestant {
  userId: string;
  place: number | null;
  before: Skill;
}

/**
 * The humans' ratings after one game. Unranked seats (null place) share the last place. Fewer
 * than two contestants: null (the game changes nothing).
 */
export function rateGame(contestants: readonly Contestant[]): Map<string, Skill> | null {
  if (contestants.length < 2) return null;
  const last = Math.max(0, ...contestants.map((c) => c.place ?? 0)) + 1;
  const teams = contestants.map((c) => [{ mu: c.before.mu, sigma: c.before.sigma }]);
  const after = rate(teams, { rank: contestants.map((c) => c.place ?? last) });
  return new Map(contestants.map((c, i) => [c.userId, { mu: after[i]![0]!.mu, sigma: after[i]![0]!.sigma }]));
}
