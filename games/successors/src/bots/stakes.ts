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
import type { Faction, SuccessorsState } from '../rules/state.ts';

export interface StakeWeights {
  regent: number;
  final: number;
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
  // The next heir still to come of age, if any (the track's events, 21.4.1).
  const heir = r.data.turnTrack
    .filter((t) => t.turn > s.turn && t.turn <= s.options.turns)
    .flatMap((t) => t.events.filter((e) => e.kind === 'heir-comes-of-age').map((e) => ({ turn: t.turn, royal: (e as { royal: string }).royal })))
    .find((h) => s.royals[h.royal] && !s.royals[h.royal]!.dead);
  if (heir) {
    // Nearer the test, more at stake: 1 in the turn before it, less earlier; rounds count within a turn.
    const away = heir.turn - s.turn - Math.min(1, s.round / 5) * 0.5;
    const margin = vps[f]! + lps[f]! - bestRival(s, f, (x) => vps[x]! + lps[x]!);
    v += (w.regent * lead(margin)) / Math.max(1, away);
  } else if (s.turn === s.options.turns) {
    v += w.final * lead(vps[f]! - bestRival(s, f, (x) => vps[x]!)) * (0.5 + Math.min(1, s.round / 5) * 0.5);
  }
  return v;
}
