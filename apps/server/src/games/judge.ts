import type { GameDefinition, PlayerId } from '@diadochi/kernel';
import type { Kysely } from 'kysely';
import type { User } from '../accounts.ts';
import type { Draft, SubmitOutcome } from '../api.ts';
import type { Database } from '../db/schema.ts';
import type { BotFactory, BotLevels, Engine } from '../engine/engine.ts';
import { Adjudication } from './adjudication.ts';
import { Clock } from './clock.ts';
import { Vacations } from './vacations.ts';
import { Votes } from './votes.ts';
import { JudgeCore } from './judge-core.ts';
import type { JudgeLimits, JudgeOptions } from './judge-core.ts';
import { Lifecycle } from './lifecycle.ts';
import { Submissions } from './submissions.ts';
import type { SubmitInput } from './submissions.ts';
import type { CreateGameInput } from './settings.ts';
import type { StepCache } from './step-cache.ts';
import type { GameRow, RecordCache, SeatRow } from './store.ts';
import type { Viewer } from './viewer.ts';

export type { BotFactory, BotLevels, SubmitInput, SubmitOutcome };
export { DEFAULT_LIMITS } from './judge-core.ts';
export type { JudgeHooks, JudgeLimits, JudgeOptions } from './judge-core.ts';
export { boundedProblems } from './submissions.ts';
export { reminderFields } from './reminders.ts';

/**
 * The judge: every change to a game goes through here, each in one transaction that locks
 * the game row (PostgreSQL) and checks its version column, so concurrent requests and
 * several instances agree. Notifications are published after the commit.
 *
 * A facade: the work is done by services by concern (`lifecycle.ts`, `submissions.ts`,
 * `adjudication.ts`, `clock.ts`) over one shared core (`judge-core.ts`) and the SQL of
 * `store-games.ts` and `store.ts` (docs/ARCHITECTURE.md, "The judge").
 */
export class Judge {
  private readonly core: JudgeCore;
  private readonly lifecycle: Lifecycle;
  private readonly submissions: Submissions;
  private readonly adjudication: Adjudication;
  private readonly clock: Clock;
  /** Issue 21 item 5: secret draw and concession votes (`votes.ts`). */
  readonly votes: Votes;
  /** Issue 21 item 3: players' vacations, which hold their games' deadlines (`vacations.ts`). */
  readonly vacations: Vacations;

  constructor(o: JudgeOptions) {
    this.core = new JudgeCore(o);
    this.adjudication = new Adjudication(this.core);
    this.lifecycle = new Lifecycle(this.core, this.adjudication);
    this.submissions = new Submissions(this.core, this.adjudication);
    this.clock = new Clock(this.core, this.adjudication);
    this.votes = new Votes(this.core);
    this.vacations = new Vacations(this.core);
  }

  get defs(): Map<string, GameDefinition> {
    return this.core.defs;
  }
  get records(): RecordCache {
    return this.core.records;
  }
  get steps(): StepCache {
    return this.core.steps;
  }
  get stats() {
    return this.core.stats;
  }
  get engine(): Engine {
    return this.core.engine;
  }
  get limits(): JudgeLimits {
    return this.core.limits;
  }
  get db(): Kysely<Database> {
    return this.core.db;
  }
  get dialect() {
    return this.core.store.dialect;
  }
  now(): number {
    return this.core.now();
  }
  def(ruleset: string): GameDefinition {
    return this.core.def(ruleset);
  }
  /** The bot levels a seat of this ruleset may be given, and the default one (issue 20 item 5). */
  levelNames(ruleset: string): string[] {
    return this.core.levelNames(ruleset);
  }
  bestLevel(ruleset: string): string | null {
    return this.core.bestLevel(ruleset);
  }
  /** A user's phases due and missed over all his games (issue 21 item 4). */
  phasesOf(userId: string): Promise<{ due: number; missed: number }> {
    return this.core.store.phasesOf(this.core.db, userId);
  }
  gameRow(id: string): Promise<GameRow> {
    return this.core.gameRow(id);
  }
  /** The game's row, if there is such a game. */
  findGame(id: string): Promise<GameRow | undefined> {
    return this.core.store.findGame(id);
  }
  seats(row: GameRow, db?: Kysely<Database>): Promise<SeatRow[]> {
    return this.core.seats(row, db);
  }
  names(ids: string[]): Promise<Map<string, string>> {
    return this.core.names(ids);
  }
  viewerOf(user: User | null, row: GameRow, db?: Kysely<Database>): Promise<Viewer> {
    return this.core.viewerOf(user, row, db);
  }

  // ---- lifecycle ------------------------------------------------------------------------
  create(user: User, input: CreateGameInput, fixedId?: string, practice = false): Promise<string> {
    return this.lifecycle.create(user, input, fixedId, practice);
  }
  mayKnow(row: GameRow, user: User | null, invite: string | undefined): Promise<boolean> {
    return this.lifecycle.mayKnow(row, user, invite);
  }
  join(user: User, gameId: string, preferences: string[]): Promise<void> {
    return this.lifecycle.join(user, gameId, preferences);
  }
  setPreferences(user: User, gameId: string, preferences: string[]): Promise<void> {
    return this.lifecycle.setPreferences(user, gameId, preferences);
  }
  leave(user: User, gameId: string): Promise<void> {
    return this.lifecycle.leave(user, gameId);
  }
  start(by: User | null, gameId: string): Promise<void> {
    return this.lifecycle.start(by, gameId);
  }
  cancel(by: User, gameId: string): Promise<void> {
    return this.lifecycle.cancel(by, gameId);
  }

  // ---- decisions ------------------------------------------------------------------------
  submit(user: User, gameId: string, input: SubmitInput): Promise<SubmitOutcome> {
    return this.submissions.submit(user, gameId, input);
  }
  setReady(user: User, gameId: string, ready: boolean, step?: number): Promise<SubmitOutcome> {
    return this.submissions.setReady(user, gameId, ready, step);
  }
  saveDraft(user: User, gameId: string, decision: unknown, step?: number): Promise<Draft> {
    return this.submissions.saveDraft(user, gameId, decision, step);
  }
  draftOf(row: GameRow, power: PlayerId | null): Promise<Draft | null> {
    return this.submissions.draftOf(row, power);
  }
  retract(user: User, gameId: string, step?: number): Promise<void> {
    return this.submissions.retract(user, gameId, step);
  }
  imBack(user: User, gameId: string): Promise<void> {
    return this.submissions.imBack(user, gameId);
  }

  // ---- adjudication and the clock -------------------------------------------------------
  adjudicate(gameId: string, expectedStep: number, reason: 'ready' | 'deadline'): Promise<number | null> {
    return this.adjudication.adjudicate(gameId, expectedStep, reason);
  }
  pause(by: User, gameId: string): Promise<void> {
    return this.clock.pause(by, gameId);
  }
  resume(by: User, gameId: string): Promise<void> {
    return this.clock.resume(by, gameId);
  }
  extend(by: User, gameId: string, seconds: number): Promise<void> {
    return this.clock.extend(by, gameId, seconds);
  }
  dueGames(limit = 50): Promise<{ id: string; step: number; reason: 'ready' | 'deadline' }[]> {
    return this.clock.dueGames(limit);
  }
  sendReminders(): Promise<number> {
    return this.clock.sendReminders();
  }
}
