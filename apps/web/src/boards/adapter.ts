/**
 * What a board module gives the shell (`games.ts` loads one per ruleset on demand), and the
 * small helpers boards share. Kept below both so boards never import `games.ts`, which imports
 * them: no import cycle (docs/ARCHITECTURE.md).
 */
import type { Speaker } from '@diadochi/kernel';
import type { PowerColour } from '../palette.ts';
import type { Board, BoardContext } from './board.ts';

export interface NewGameOptions {
  el: HTMLElement;
  /** The `options` of POST /api/games, and the players count when the ruleset needs it. */
  value(): { options: Record<string, unknown>; players?: number };
}

export interface Adapter {
  ruleset: string;
  powerName(power: string): string;
  phaseName(phase: string): string;
  /**
   * The board sends each choice as it is clicked (Successors, Syracuse, PhalanXX) instead of an
   * orders text sent with "Send and mark ready": the page says so when the player is awaited.
   */
  sendsEachChoice?: boolean;
  newGameOptions?(): NewGameOptions;
  createBoard(ctx: BoardContext): Board;
  /** The game's catalogs (its definition): the result sheet writes with them the events the board does not. */
  speaker?: Speaker;
  /**
   * The seats' colours when the game names them (Successors' factions are Blue, Red, Yellow and
   * Black); otherwise the page colours seats in order (`palette.ts`).
   */
  colours?: Readonly<Record<string, PowerColour>>;
}

/** A readable name without loading anything: `ptolemee` → `Ptolemee`, `spring-orders` → `spring orders`. */
export function plainName(id: string): string {
  const s = id.replace(/[-_]/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
