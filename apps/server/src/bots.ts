import { botFor } from '@diadochi/catalog';
import type { GameDefinition } from '@diadochi/kernel';
import type { BotFactory } from './engine/jobs.ts';

/**
 * The bots the platform seats in empty chairs: the catalog's best bot for each hosted game
 * that has one; the others get the kernel's random bot (the judge's default). Production
 * (`main.ts`) and the browser tests build them here, so a test faces the players a user meets.
 */
export function platformBots(games: readonly GameDefinition[]): Record<string, BotFactory> {
  return Object.fromEntries(games.flatMap((g) => {
    const make = botFor(g.id);
    return make ? [[g.id, make]] : [];
  }));
}
