import { bestBotLevel, botFor, botLevels } from '@diadochi/catalog';
import type { GameDefinition } from '@diadochi/kernel';
import type { BotRoster } from './bot-levels.ts';
import type { BotFactory, BotLevels } from './engine/jobs.ts';

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

/** The levels a seat may choose (issue 20 item 5): the catalog's `botLevels` of each hosted game that has some. */
export function platformBotLevels(games: readonly GameDefinition[]): BotLevels {
  return Object.fromEntries(games.flatMap((g) => {
    const levels = botLevels(g.id);
    return Object.keys(levels).length > 0 ? [[g.id, levels]] : [];
  }));
}

/** The platform's levels and each ruleset's best, as server options (`createServer({ ...platformRoster(games) })`). */
export function platformRoster(games: readonly GameDefinition[]): Required<BotRoster> {
  return {
    botLevels: platformBotLevels(games),
    bestBotLevels: Object.fromEntries(games.flatMap((g) => {
      const best = bestBotLevel(g.id);
      return best ? [[g.id, best]] : [];
    })),
  };
}
