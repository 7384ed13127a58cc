import type { Dice, GameDefinition, PlayerId } from '@diadochi/kernel';

export interface Candidate {
  userId: string;
  /** Powers ranked, most wanted first; unranked powers are all equally unwanted. */
  preferences: PlayerId[];
}

/** Above this many seats the exact search would be too big; seats are then dealt at random. */
export const MAX_EXACT_SEATS = 12;

/**
 * Gives each candidate one seat. `preferences`: the assignment that satisfies the most
 * first choices, then the most second choices, and so on; among assignments equally good,
 * one is drawn by lot — uniformly, with the given seeded dice. `random`: a shuffle.
 * Returns power → user id (seats left out stay empty).
 */
export function assignSeats(candidates: Candidate[], powers: PlayerId[], method: 'preferences' | 'random', dice: Dice): Record<PlayerId, string> {
  if (candidates.length > powers.length) throw new RangeError('more candidates than seats');
  if (method === 'random' || powers.length > MAX_EXACT_SEATS) {
    const dealt = dice.shuffle(powers, 'seats by lot');
    return Object.fromEntries(candidates.map((c, i) => [dealt[i]!, c.userId]));
  }
  return bestAssignment(candidates, powers, dice);
}

function bestAssignment(candidates: Candidate[], powers: PlayerId[], dice: Dice): Record<PlayerId, string> {
  const m = candidates.length;
  const base = BigInt(m + 1);
  // Lexicographic goal as one number: a first choice outweighs any number of second choices.
  const weight = candidates.map((c) =>
    powers.map((p) => {
      const rank = c.preferences.indexOf(p);
      return rank < 0 ? 0n : base ** BigInt(powers.length - rank);
    }),
  );
  const memo = new Map<number, { best: bigint; count: number }>();
  // Optimal value and number of optimal completions for candidates i.. with seats `used` taken.
  const solve = (i: number, used: number): { best: bigint; count: number } => {
    if (i === m) return { best: 0n, count: 1 };
    const key = i * (1 << powers.length) + used;
    const hit = memo.get(key);
    if (hit) return hit;
    let best = -1n;
    let count = 0;
    for (let j = 0; j < powers.length; j++) {
      if (used & (1 << j)) continue;
      const rest = solve(i + 1, used | (1 << j));
      const v = weight[i]![j]! + rest.best;
      if (v > best) [best, count] = [v, rest.count];
      else if (v === best) count += rest.count;
    }
    const out = { best, count };
    memo.set(key, out);
    return out;
  };
  const seats: Record<PlayerId, string> = {};
  let used = 0;
  for (let i = 0; i < m; i++) {
    const { best } = solve(i, used);
    const options: { j: number; count: number }[] = [];
    for (let j = 0; j < powers.length; j++) {
      if (used & (1 << j)) continue;
      const rest = solve(i + 1, used | (1 << j));
      if (weight[i]![j]! + rest.best === best) options.push({ j, count: rest.count });
    }
    // Weighted by the number of optimal completions, so every optimal assignment is equally likely.
    const total = options.reduce((a, o) => a + o.count, 0);
    let lot = total > 1 ? dice.roll(1, total, undefined)[0]! : 1;
    let chosen = options[0]!;
    for (const o of options) {
      if (lot <= o.count) {
        chosen = o;
        break;
      }
      lot -= o.count;
    }
    seats[powers[chosen.j]!] = candidates[i]!.userId;
    used |= 1 << chosen.j;
  }
  return seats;
}

/**
 * Seats by the game's own rule when its definition has one (`GameDefinition.assignSeats`, e.g.
 * `diadoques §2`), else by `assignSeats`. The game's answer is checked: every candidate seated
 * once, on a seat of this game.
 */
export function seatPlayers(def: Pick<GameDefinition, 'id' | 'assignSeats'>, candidates: Candidate[], powers: PlayerId[], method: 'preferences' | 'random', dice: Dice): Record<PlayerId, string> {
  if (!def.assignSeats) return assignSeats(candidates, powers, method, dice);
  if (candidates.length > powers.length) throw new RangeError('more candidates than seats');
  const rankings = Object.fromEntries(candidates.map((c) => [c.userId, c.preferences]));
  const given = def.assignSeats(rankings, powers, method, dice);
  const users = Object.values(given);
  const wrong = Object.keys(given).find((p) => !powers.includes(p));
  if (wrong !== undefined || new Set(users).size !== users.length || candidates.some((c) => !users.includes(c.userId))) {
    throw new Error(`${def.id}: its seat assignment does not seat every candidate once on its own seats`);
  }
  return given;
}
