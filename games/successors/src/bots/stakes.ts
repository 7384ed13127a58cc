/**
 * What the calendar puts at stake (successors 21.4, 20.3): the tests that can end the game, seen
 * ahead. When an heir comes of age (the turn track, 21.4.1) the player with the highest VP + LP is
 * the regent (20.1.3, 21.4.2, ties by 20.3): he wins at once if he holds the heir and proclaims
 * him, and an heir nobody holds ends the game with the regent's victory (21.4.5). After the last
 * heir's test, the end of the last turn counts VP alone (20.3.1). A lead just above a rival's is
 * worth far more than a plain point there, and a tie is a loss unless the tie-breakers (20.3) win
 * it: hence a step at zero, not a slope. Everything here is public (VP and LP are on the board).
 */
import type { Rules } from '../rules/board.ts';
import { royalController } from '../rules/query.ts';
import type { Faction, SuccessorsState } from '../rules/state.ts';
import { tieBreak } from '../rules/victory.ts';

export interface StakeWeights {
  regent: number;
  final: number;
  /** The heir's holder counted when above 0 (evaluate.ts, `WEIGHTS.heir`); then the factors below. */
  heir?: number;
  decided?: number;
  undecided?: number;
}

/** The next heir still to come of age (the turn track's events, 21.4.1), and how many turns away his test is. */
export function nextHeir(r: Rules, s: SuccessorsState): { royal: string; turn: number; away: number } | null {
  const heir = r.data.turnTrack
    .filter((t) => t.turn > s.turn && t.turn <= s.options.turns)
    .flatMap((t) => t.events.filter((e) => e.kind === 'heir-comes-of-age').map((e) => ({ turn: t.turn, royal: (e as { royal: string }).royal })))
    .find((h) => s.royals[h.royal] && !s.royals[h.royal]!.dead);
  // Nearer the test, more at stake: 1 in the turn before it, less earlier; rounds count within a turn.
  return heir ? { ...heir, away: heir.turn - s.turn - Math.min(1, s.round / 5) * 0.5 } : null;
}

/** The regent if the test came now (20.1.3, 21.4): the highest VP + LP, ties by 20.3. */
function leaderOf(r: Rules, s: SuccessorsState, vps: Record<Faction, number>, lps: Record<Faction, number>): Faction {
  let best = s.factions[0]!;
  for (const x of s.factions.slice(1)) {
    const d = vps[x]! + lps[x]! - (vps[best]! + lps[best]!);
    if (d > 0 || (d === 0 && tieBreak(r, s, x, best) < 0)) best = x;
  }
  return best;
}

/** A lead's worth: a step of 3 for being ahead, then up to 4 more points of margin (a deficit counts fully). */
function lead(margin: number): number {
  return margin > 0 ? 3 + Math.min(margin, 4) : margin - 3;
}

function bestRival(s: SuccessorsState, f: Faction, score: (x: Faction) => number): number {
  let best = -Infinity;
  for (const x of s.factions) if (x !== f) best = Math.max(best, score(x));
  return best;
}

export function stakes(r: Rules, s: SuccessorsState, f: Faction, vps: Record<Faction, number>, lps: Record<Faction, number>, w: StakeWeights): number {
  if (s.factions.length < 2) return 0;
  let v = 0;
  const heir = nextHeir(r, s);
  if (heir) {
    let margin = vps[f]! + lps[f]! - bestRival(s, f, (x) => vps[x]! + lps[x]!);
    let k = 1;
    if ((w.heir ?? 0) > 0) {
      // The test crowns the leader when he holds the heir or nobody does (21.4.2, 21.4.5); a rival
      // of his holding the heir must kill him and the game goes on (21.4.4): less is at stake then.
      const leader = leaderOf(r, s, vps, lps);
      const holder = royalController(r, s, heir.royal);
      k = holder === null || holder === leader ? (w.decided ?? 1) : (w.undecided ?? 1);
      // A tie goes by 20.3: the leader's zero margin is a lead.
      if (leader === f && margin === 0) margin = 0.5;
    }
    v += (k * w.regent * lead(margin)) / Math.max(1, heir.away);
  } else if (s.turn === s.options.turns) {
    v += w.final * lead(vps[f]! - bestRival(s, f, (x) => vps[x]!)) * (0.5 + Math.min(1, s.round / 5) * 0.5);
  }
  return v;
}
