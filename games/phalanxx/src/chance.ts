/** The randomness and logging the rules need: the kernel's `Dice` and `emit`, or a fast stand-in for bot playouts. */
import type { GameEvent } from '@diadochi/kernel';

export interface Chance {
  roll(count: number, sides: number, rule?: string): number[];
  shuffle<T>(items: readonly T[], what: string, rule?: string): T[];
}

export interface RulesContext {
  dice: Chance;
  emit(event: GameEvent): void;
}
