import type { GameDefinition } from '@diadochi/kernel';

/**
 * Every game the platform hosts, by ruleset id. The server, the web client and the CLI know
 * games only through this list and the kernel contract. To add a game: write its package
 * under games/, then add its definitions here (see docs/ARCHITECTURE.md).
 */
export const games: GameDefinition[] = [];

export function findGame(ruleset: string): GameDefinition | undefined {
  return games.find((g) => g.id === ruleset);
}
