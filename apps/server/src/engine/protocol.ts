import type { GameDefinition, PlayerId } from '@diadochi/kernel';
import type { BotFactory, BotLevels, SettleInput } from './jobs.ts';

/** What an engine module exports (the catalog's in production, a fixture's in tests). */
export interface EngineModule {
  games: GameDefinition[];
  bots?: Record<string, BotFactory>;
  /** The bots a seat may choose by level (issue 20 item 5); without it, only `random` and the default. */
  botLevels?: BotLevels;
}

/** A job posted to an engine worker. */
export type JobMessage =
  | { id: number; kind: 'validate'; ruleset: string; state: unknown; power: PlayerId; decision: unknown }
  | { id: number; kind: 'settle'; ruleset: string; input: SettleInput };

/** A worker's answer: the job's value, or where it failed (never the error's message). */
export type ReplyMessage = { id: number; ok: true; value: unknown } | { id: number; ok: false; kind: string; at: string };

/** Sent once by a worker: its module is loaded (`ready`) or could not be (`fatal`). */
export type StatusMessage = { ready: true } | { fatal: true; kind: string; at: string };
