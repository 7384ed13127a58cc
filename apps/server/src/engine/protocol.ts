import type { GameDefinition, PlayerId } from '@diadochi/kernel';
import type { BotFactory, BotLevels, SettleInput } from './jobs.ts';

/** What an engine module exports (the catalog's in production, a fixture's in tests). */
export interface EngineModule {
  games: GameDefinition[];
  bots?: Record<string, BotFactory>;
  /** The bots a seat may choose by level (issue 20 item 5); without it, only `random` and the default. */
  botLevels?: BotLevels;
}

/**
 * A job posted to an engine worker. `stateId` names the game state the job reads (issue 22): the
 * state itself travels only when the worker does not hold it yet (`state`, or the settle input's
 * `session.state`); without it, the worker reads the copy it kept under that id. Each worker keeps
 * the last `STATES_PER_WORKER` states it was sent, and the pool mirrors that list, so both know
 * which states the worker holds.
 */
export type JobMessage = { id: number; stateId?: number; sent?: boolean } & (
  | { kind: 'validate'; ruleset: string; state: unknown; power: PlayerId; decision: unknown }
  | { kind: 'settle'; ruleset: string; input: SettleInput }
);

/** States each engine worker keeps (least recently used out), and the pool counts for it. */
export const STATES_PER_WORKER = 64;

/**
 * The states a worker holds, by id, least recently used first: the same operations on the pool's
 * side (ids only) and in the worker (the states), in the order the jobs are posted.
 */
export class HeldStates<T> {
  private readonly held = new Map<number, T>();
  constructor(private readonly capacity = STATES_PER_WORKER) {}

  has(id: number): boolean {
    return this.held.has(id);
  }

  /** The state under `id`, now the most recently used. */
  use(id: number): T | undefined {
    const v = this.held.get(id);
    if (v === undefined) return undefined;
    this.held.delete(id);
    this.held.set(id, v);
    return v;
  }

  keep(id: number, value: T): void {
    this.held.delete(id);
    this.held.set(id, value);
    while (this.held.size > this.capacity) this.held.delete(this.held.keys().next().value!);
  }
}

/** A worker's answer: the job's value, or where it failed (never the error's message). */
export type ReplyMessage = { id: number; ok: true; value: unknown } | { id: number; ok: false; kind: string; at: string };

/** Sent once by a worker: its module is loaded (`ready`) or could not be (`fatal`). */
export type StatusMessage = { ready: true } | { fatal: true; kind: string; at: string };
