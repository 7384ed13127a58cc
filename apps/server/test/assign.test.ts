import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dice, rngFromSeed } from '@diadochi/kernel';
import { assignSeats } from '../src/games/assign.ts';
import type { Candidate } from '../src/games/assign.ts';

const dice = (seed: string) => new Dice(rngFromSeed(seed));
const powers = ['antigonos', 'eumenes', 'kassandros', 'lysimachos', 'ptolemaios', 'seleukos'];

/** Counts of players who got their 1st, 2nd, … choice: the quantity the assignment maximises (lexicographically). */
function profile(cands: Candidate[], seats: Record<string, string>): number[] {
  const out = new Array(powers.length).fill(0);
  for (const [power, user] of Object.entries(seats)) {
    const rank = cands.find((c) => c.userId === user)!.preferences.indexOf(power);
    if (rank >= 0) out[rank]++;
  }
  return out;
}

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
};

/** Every way to seat the candidates, for checking optimality by brute force. */
function allAssignments(cands: Candidate[], seats: string[]): Record<string, string>[] {
  if (cands.length === 0) return [{}];
  const [first, ...rest] = cands;
  return seats.flatMap((s) => allAssignments(rest, seats.filter((x) => x !== s)).map((a) => ({ ...a, [s]: first!.userId })));
}

describe('seat assignment', () => {
  it('gives everyone their first choice when the choices differ', () => {
    const cands = [
      { userId: 'a', preferences: ['seleukos', 'eumenes'] },
      { userId: 'b', preferences: ['eumenes'] },
    ];
    expect(assignSeats(cands, powers, 'preferences', dice('x'))).toEqual({ seleukos: 'a', eumenes: 'b' });
  });

  it('prefers more first choices over any number of second choices', () => {
    // Giving a its 2nd and b, c their 1st (two first choices) beats a's 1st with b, c on 2nd choices.
    const cands = [
      { userId: 'a', preferences: ['ptolemaios', 'seleukos'] },
      { userId: 'b', preferences: ['ptolemaios', 'seleukos'] },
      { userId: 'c', preferences: ['seleukos', 'ptolemaios'] },
    ];
    const seats = assignSeats(cands, powers, 'preferences', dice('y'));
    expect(profile(cands, seats)).toEqual([2, 0, 0, 0, 0, 0]);
    expect(seats['seleukos']).toBe('c');
  });

  it('property: never worse than any other assignment (brute force), and the same seed gives the same seats', () => {
    const pref = fc.shuffledSubarray(powers, { minLength: 0, maxLength: 4 });
    fc.assert(
      fc.property(fc.array(pref, { minLength: 1, maxLength: 5 }), fc.string(), (prefs, seed) => {
        const cands = prefs.map((p, i) => ({ userId: `u${i}`, preferences: p }));
        const seats = assignSeats(cands, powers, 'preferences', dice(seed));
        expect(Object.values(seats).sort()).toEqual(cands.map((c) => c.userId).sort());
        const mine = profile(cands, seats);
        for (const other of allAssignments(cands, powers)) expect(better(profile(cands, other), mine)).toBe(false);
        expect(assignSeats(cands, powers, 'preferences', dice(seed))).toEqual(seats);
      }),
      { numRuns: 60 },
    );
  });

  it('breaks ties by lot, every optimal assignment about equally often', () => {
    const cands = [
      { userId: 'a', preferences: ['seleukos'] },
      { userId: 'b', preferences: ['seleukos'] },
    ];
    const seen = new Map<string, number>();
    for (let i = 0; i < 400; i++) {
      const seats = assignSeats(cands, powers.slice(3), 'preferences', dice(`lot${i}`));
      expect(Object.values(seats)).toHaveLength(2);
      expect(profile(cands, seats)[0]).toBe(1);
      const key = JSON.stringify(Object.entries(seats).sort());
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    // optimal: one of the two gets seleukos, the other one of 2 remaining seats → 4 assignments
    expect(seen.size).toBe(4);
    for (const count of seen.values()) expect(count).toBeGreaterThan(60);
  });

  it('random assignment deals distinct seats by a recorded shuffle', () => {
    const d = dice('r');
    const cands = ['a', 'b', 'c'].map((userId) => ({ userId, preferences: ['seleukos'] }));
    const seats = assignSeats(cands, powers, 'random', d);
    expect(Object.values(seats).sort()).toEqual(['a', 'b', 'c']);
    expect(d.rolls[0]!.kind).toBe('shuffle');
    expect(() => assignSeats([...cands, ...cands, ...cands], powers, 'random', d)).toThrow();
  });
});
