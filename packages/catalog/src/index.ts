import { randomBot } from '@diadochi/kernel';
import type { Bot, GameDefinition } from '@diadochi/kernel';
import { baselineBot, classic, diadokhoi, diadoques, l1Bot as diadochiL1, l2Bot as diadochiL2 } from '@diadochi/diadoques';
import { classicBot, classicL2Bot } from '@diadochi/diadoques/classic';
import { phalanxx, greedyBot, strongBot } from '@diadochi/phalanxx';
import { successors, legalBot as successorsBot, l1Bot as successorsL1, l2Bot as successorsL2 } from '@diadochi/successors';
import type { SuccessorsView } from '@diadochi/successors';
import { syracuse, heuristicBot as syracuseBot, searchBot as syracuseSearchBot } from '@diadochi/syracuse';

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
  // DumbBot's method on the citadel map (issue 20): 60/60 games against random; the baseline stays a level.
  diadoques: diadochiL1,
  diadokhoi: diadochiL1,
  successors: (seed) => successorsL1(seed) as Bot,
  syracuse: (seed) => syracuseBot(seed) as Bot,
};

export function findGame(ruleset: string): GameDefinition | undefined {
  return games.find((g) => g.id === ruleset);
}

export function botFor(ruleset: string): ((seed: string) => Bot) | undefined {
  return bots[ruleset];
}

/**
 * The bots each game offers by level, for the arena (`npx diadochi arena <ruleset> --bots A,B,…`)
 * and hosts that let a seat choose its level. Every ruleset has `random` (the kernel's uniform
 * choice among the legal decisions, or the game's default where they cannot be listed).
 */
const levels: Record<string, Record<string, (seed: string) => Bot>> = {
  classic: { random: randomBot, l1: (seed) => classicBot(seed) as Bot, l2: (seed) => classicL2Bot(seed) as Bot },
  diadoques: { random: randomBot, baseline: baselineBot, l1: diadochiL1, l2: (seed) => diadochiL2(seed) },
  diadokhoi: { random: randomBot, baseline: baselineBot, l1: diadochiL1, l2: (seed) => diadochiL2(seed) },
  phalanxx: { random: randomBot, greedy: (seed) => greedyBot(seed) as Bot, strong: () => strongBot() as Bot },
  successors: { random: randomBot, legal: (seed) => successorsBot(seed) as Bot, l1: (seed) => successorsL1(seed) as Bot, l2: (seed) => successorsL2(seed) as Bot },
  syracuse: { random: randomBot, l1: (seed) => syracuseBot(seed) as Bot, l2: (seed) => syracuseSearchBot(seed) as Bot },
};

/**
 * The level of `levels` that `botFor` seats, by ruleset: the default a host gives a bot seat
 * when nobody chose its level (issue 20 item 5). Kept beside `bots` so the two agree.
 */
const bestLevels: Record<string, string> = { classic: 'l1', phalanxx: 'greedy', diadoques: 'l1', diadokhoi: 'l1', successors: 'l1', syracuse: 'l1' };

/** The name of the level `botFor(ruleset)` plays; undefined for a ruleset without levels. */
export function bestBotLevel(ruleset: string): string | undefined {
  return bestLevels[ruleset];
}

/** The bots of a ruleset by level name (`random`, `l1`, `l2`, …); empty for an unknown ruleset. */
export function botLevels(ruleset: string): Record<string, (seed: string) => Bot> {
  return levels[ruleset] ?? {};
}

/**
 * Each seat's score at the end of a game where the result gives none (`GameResult.scores`), read
 * from the spectator's view: Successors' victory points (successors 20.4).
 */
const viewScores: Record<string, (spectatorView: unknown) => Record<string, number>> = {
  successors: (v) => (v as SuccessorsView).vp,
};

export function finalScores(game: GameDefinition, state: unknown): Record<string, number> | undefined {
  return game.result(state)?.scores ?? viewScores[game.id]?.(game.view(state, null));
}
