/**
 * Colours of the powers: the kernel's Okabe–Ito palette (shared with the pictures the games
 * draw), and the seats' colours a game may fix.
 */
import { colourOf, NEUTRAL, OKABE_ITO, powerColours } from '@diadochi/kernel';
import type { PowerColour } from '@diadochi/kernel';

export { colourOf, NEUTRAL, OKABE_ITO, powerColours };
export type { PowerColour };

/** The seats' colours: those the game names (`fixed`, e.g. Successors' Blue, Red, Yellow, Black), else by seat order. */
export function seatColours(players: readonly string[], fixed?: Readonly<Record<string, PowerColour>>): Map<string, PowerColour> {
  const byOrder = powerColours(players);
  if (!fixed) return byOrder;
  return new Map(players.map((p) => [p, fixed[p] ?? byOrder.get(p)!]));
}
