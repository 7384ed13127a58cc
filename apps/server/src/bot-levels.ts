import type { BotLevels } from './engine/jobs.ts';

/**
 * Which bot levels a host offers, by ruleset (issue 20 item 5): the factories by level name, and
 * the level a bot seat gets when nobody chose one. The platform's come from the catalog
 * (`platformRoster`, bots.ts); a judge given none offers only `random` and seats its default bot.
 */
export interface BotRoster {
  botLevels?: BotLevels;
  /** By ruleset, the level name `botFor` plays (the catalog's `bestBotLevel`). */
  bestBotLevels?: Record<string, string>;
}

/** The level names a game of `ruleset` offers its bot seats: `random` (the kernel's, every ruleset has it) and the host's. */
export function levelNames(roster: BotRoster, ruleset: string): string[] {
  const names = Object.keys(roster.botLevels?.[ruleset] ?? {});
  return names.includes('random') ? names : ['random', ...names];
}

/** The level a bot seat gets when its creator chose none; null where the host names none, and its default bot plays. */
export function bestLevel(roster: BotRoster, ruleset: string): string | null {
  const best = roster.bestBotLevels?.[ruleset];
  return best !== undefined && roster.botLevels?.[ruleset]?.[best] ? best : null;
}

/**
 * The bot that stands in for an absent player (issue 21 item 4): "replaced by an L1 bot", the
 * ruleset's `l1` level, else its best level, else the host's default bot (null).
 */
export function standInLevel(roster: BotRoster, ruleset: string): string | null {
  return roster.botLevels?.[ruleset]?.['l1'] ? 'l1' : bestLevel(roster, ruleset);
}
