/**
 * The engine module of the production judge (`run.ts`): the catalog's games and the platform's
 * bots, loaded by every engine worker thread.
 */
import { games } from '@diadochi/catalog';
import type { GameDefinition } from '@diadochi/kernel';
import { platformBotLevels, platformBots } from '../bots.ts';
import type { BotFactory, BotLevels } from './jobs.ts';

export { games };
export const bots: Record<string, BotFactory> = platformBots(games as GameDefinition[]);
export const botLevels: BotLevels = platformBotLevels(games as GameDefinition[]);

/** This module's URL, for `WorkerEngine({ module })`. */
export const CATALOG_ENGINE = import.meta.url;
