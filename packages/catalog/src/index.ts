import type { Bot, GameDefinition } from '@diadochi/kernel';
import { baselineBot, classic, diadokhoi, diadoques } from '@diadochi/diadoques';
import { classicBot } from '@diadochi/diadoques/classic';
import { phalanxx, greedyBot } from '@diadochi/phalanxx';
import { successors, legalBot as successorsBot } from '@diadochi/successors';
import { syracuse, heuristicBot as syracuseBot } from '@diadochi/syracuse';

/**
 * Every game the platform hosts, by ruleset id. The server, the web client and the CLI know
 * games only through this list and the kernel contract. To add a game: write its package
 * under games/, then add its definitions here (see docs/ARCHITECTURE.md).
 */
export const games: GameDefinition[] = [classic as GameDefinition, diadoques as GameDefinition, diadokhoi as GameDefinition, phalanxx as GameDefinition, successors as GameDefinition, syracuse as GameDefinition];

/**
 * The best bot each game offers for filling a seat, by ruleset (others use the kernel's random
 * bot). A bot is told only its seat's view, the pending step and its legal decisions (`BotInput`).
 */
const bots: Record<string, (seed: string) => Bot> = {
  // The catalog forgets each game's view type, as it does its state type; the kernel feeds a bot the view of its own game.
  classic: (seed) => classicBot(seed) as Bot,
  phalanxx: (seed) => greedyBot(seed) as Bot,
  diadoques: baselineBot,
  diadokhoi: baselineBot,
  successors: (seed) => successorsBot(seed) as Bot,
  syracuse: (seed) => syracuseBot(seed) as Bot,
};

export function findGame(ruleset: string): GameDefinition | undefined {
  return games.find((g) => g.id === ruleset);
}

export function botFor(ruleset: string): ((seed: string) => Bot) | undefined {
  return bots[ruleset];
}
