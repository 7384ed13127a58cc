/**
 * Who plays which diadochus (`diadoques §2`): by lot (`§2.1`), or by preference rankings
 * (`§2.2`–`§2.4`):
 * 1. each player ranks the six diadochi from 1 (first choice) to 6;
 * 2. a diadochus that exactly one remaining player chose at the current rank goes to him;
 * 3. a diadochus that several remaining players chose at that rank goes to the one whose
 *    taking it leaves the fewest points at stake — the smallest sum of ranks over the best
 *    complete assignment of everyone left (decisions.md) — and by lot among equals;
 * 4. the next rank is then examined for the players still without a diadochus, and so on;
 * 5. players whose (partial) rankings name no diadochus left get the rest by lot.
 * Points: a player who gets his k-th choice "spends" k points.
 */
import type { Dice } from '@diadochi/kernel';

export interface Assignment {
  /** Player → diadochus. */
  assigned: Record<string, string>;
  /** How each was decided, in order, for the record. */
  steps: { player: string; diadochus: string; rank: number; how: 'single' | 'tie' | 'lot' | 'left' }[];
}

/** By lot (`diadoques §2.1`). */
export function assignByLot(players: readonly string[], diadochi: readonly string[], dice: Dice): Assignment {
  const shuffled = dice.shuffle(diadochi, 'diadochi by lot', 'diadoques §2.1');
  const assigned: Record<string, string> = {};
  const steps: Assignment['steps'] = [];
  players.forEach((p, i) => {
    const d = shuffled[i];
    if (d === undefined) return;
    assigned[p] = d;
    steps.push({ player: p, diadochus: d, rank: 0, how: 'lot' });
  });
  return { assigned, steps };
}

const rankOf = (ranking: readonly string[], d: string): number => {
  const i = ranking.indexOf(d);
  return i < 0 ? ranking.length + 1 : i + 1;
};

/** The least total of ranks with which these players can share these diadochi (brute force: at most 6!). */
function bestTotal(players: string[], diadochi: string[], rankings: Readonly<Record<string, readonly string[]>>): number {
  if (players.length === 0) return 0;
  const [first, ...rest] = players;
  let best = Infinity;
  for (const d of diadochi) {
    const total = rankOf(rankings[first!]!, d) + bestTotal(rest, diadochi.filter((x) => x !== d), rankings);
    if (total < best) best = total;
  }
  return best;
}

/**
 * By preference rankings (`diadoques §2.2`–`§2.4`). `rankings`: player → diadochi from first
 * to last choice. `diadochi`: the diadochi to share (default: every one ranked).
 */
export function assignDiadochi(rankings: Readonly<Record<string, readonly string[]>>, dice: Dice, diadochi?: readonly string[]): Assignment {
  const players = Object.keys(rankings).sort();
  let freeD = [...(diadochi ?? [...new Set(Object.values(rankings).flat())])];
  let freeP = [...players];
  const assigned: Record<string, string> = {};
  const steps: Assignment['steps'] = [];
  const give = (p: string, d: string, how: Assignment['steps'][number]['how']) => {
    assigned[p] = d;
    steps.push({ player: p, diadochus: d, rank: rankOf(rankings[p]!, d), how });
    freeP = freeP.filter((x) => x !== p);
    freeD = freeD.filter((x) => x !== d);
  };
  for (let rank = 1; freeP.length > 0 && rank <= Math.max(6, freeD.length + 1); rank++) {
    const wanted = new Map<string, string[]>();
    for (const p of freeP) {
      const d = rankings[p]![rank - 1];
      if (d !== undefined && freeD.includes(d)) wanted.set(d, [...(wanted.get(d) ?? []), p]);
    }
    for (const [d, ps] of wanted) if (ps.length === 1) give(ps[0]!, d, 'single');
    for (const [d, ps] of [...wanted].filter(([, ps]) => ps.length > 1).sort(([a], [b]) => a.localeCompare(b))) {
      const candidates = ps.filter((p) => freeP.includes(p));
      if (candidates.length === 0 || !freeD.includes(d)) continue;
      const cost = (p: string) => rankOf(rankings[p]!, d) + bestTotal(freeP.filter((x) => x !== p), freeD.filter((x) => x !== d), rankings);
      const costs = candidates.map((p) => ({ p, c: cost(p) }));
      const min = Math.min(...costs.map((x) => x.c));
      const best = costs.filter((x) => x.c === min).map((x) => x.p);
      const winner = best.length === 1 ? best[0]! : dice.pick(best, `tie for ${d}`, 'diadoques §2.4');
      give(winner, d, best.length === 1 ? 'tie' : 'lot');
    }
  }
  // Players whose rankings name none of the diadochi left (a partial ranking, or none, on the
  // server): every way of seating them costs the same points, so the lot decides (`diadoques §2.4`).
  const left = freeP.length > 0 && freeD.length > 1 ? dice.shuffle(freeD, 'unranked diadochi by lot', 'diadoques §2.4') : [...freeD];
  for (const [i, p] of [...freeP].entries()) {
    const d = left[i];
    if (d !== undefined) give(p, d, 'left');
  }
  return { assigned, steps };
}
