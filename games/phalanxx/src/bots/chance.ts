/** A seeded chance source for bots: the kernel's generator without the roll record (playouts roll millions of dice). */
import { nextBelow, rngFromSeed } from '@diadochi/kernel';
import type { RngState } from '@diadochi/kernel';
import type { Chance, RulesContext } from '../chance.ts';

export class FastChance implements Chance {
  private readonly rng: RngState;

  constructor(seed: string) {
    this.rng = rngFromSeed(seed);
  }

  below(n: number): number {
    return nextBelow(this.rng, n);
  }

  roll(count: number, sides: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(nextBelow(this.rng, sides) + 1);
    return out;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = nextBelow(this.rng, i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  pick<T>(items: readonly T[]): T {
    return items[nextBelow(this.rng, items.length)]!;
  }
}

/** A rules context that rolls with `chance` and forgets the events (playouts). */
export function silent(chance: Chance): RulesContext {
  return { dice: chance, emit: () => {} };
}
