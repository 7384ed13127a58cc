import type { GameDefinition, PlayerId, Result } from '@diadochi/kernel';
import { checkDecision, settle } from './jobs.ts';
import type { BotFactory, BotLevels, SettleInput, SettleOutput } from './jobs.ts';

export type { BotFactory, BotLevels, SettleInput, SettleOutput, SettleSeat } from './jobs.ts';

/**
 * The rules engine as the judge sees it: asynchronous, so that validation, adjudication and
 * bots may run off the event loop (`WorkerEngine`) and a job over its time budget can be
 * stopped without the server noticing anything but an `EngineTimeout`.
 */
export interface Engine {
  validate(ruleset: string, state: unknown, power: PlayerId, decision: unknown): Promise<Result<unknown>>;
  settle(input: SettleInput): Promise<SettleOutput>;
  close(): Promise<void>;
}

/** A job ran longer than the engine's budget and was stopped; nothing it would have done happened. */
export class EngineTimeout extends Error {
  override name = 'EngineTimeout';
  constructor(readonly budgetMs: number) {
    super(`The rules engine took longer than ${budgetMs} ms.`);
  }
}

/** The rules engine threw (a bug in a game); its message is not kept, it may quote a secret. */
export class EngineFailure extends Error {
  override name = 'EngineFailure';
  constructor(readonly kind: string, readonly at: string) {
    super(`The rules engine failed (${kind}).`);
  }
}

/**
 * The engine in the judge's own thread: no budget can be enforced on a job that does not
 * yield. For tests that hand game objects with closures and for embedding; the server started
 * by `run.ts` uses the `WorkerEngine`.
 */
export class InlineEngine implements Engine {
  private readonly defs: Map<string, GameDefinition>;
  constructor(
    games: readonly GameDefinition[],
    private readonly bots: Record<string, BotFactory> = {},
    private readonly levels: BotLevels = {},
  ) {
    this.defs = new Map(games.map((g) => [g.id, g]));
  }

  private def(ruleset: string): GameDefinition {
    const d = this.defs.get(ruleset);
    if (!d) throw new EngineFailure('unknown-ruleset', ruleset);
    return d;
  }

  async validate(ruleset: string, state: unknown, power: PlayerId, decision: unknown): Promise<Result<unknown>> {
    return checkDecision(this.def(ruleset), state, power, decision);
  }

  async settle(input: SettleInput): Promise<SettleOutput> {
    return settle(this.def(input.ruleset), this.bots, input, this.levels);
  }

  async close(): Promise<void> {}
}
