import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Judge } from './games/judge.ts';

/**
 * Milliseconds of one pass over the due games; the games still due wait for the next pass.
 * The rules run in the engine's workers, so this bounds how long one pass keeps other
 * instances' and reminders' work waiting, not the event loop.
 */
export const TICK_BUDGET_MS = 2000;

/** Due games read at once; a pass reads batches until none is left or its budget is spent. */
export const DUE_BATCH = 50;

/** Games a pass adjudicates at once (their commits share fsyncs; the engine's workers share the rules' work). */
export const CONCURRENT_GAMES = 8;

/**
 * The deadline clock. Deadlines live in the database, so they survive restarts; every
 * instance polls, and the adjudication transaction (row lock with SKIP LOCKED, then a check
 * of the step) makes sure each deadline is acted on once. The same poll finishes any
 * adjudication a crash interrupted (`all_ready` still set) and sends due reminders.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private busy: Promise<unknown> | null = null;
  /** Games whose adjudication failed (a rules-engine bug): not retried before this time. */
  private readonly backoff = new Map<string, number>();

  constructor(
    private readonly judge: Judge,
    private readonly intervalMs: number,
    private readonly log: (msg: string) => void,
    /** Due games read at once (`DUE_BATCH`; tests make it small). */
    private readonly batch = DUE_BATCH,
    /** Games adjudicated at once within a pass (`CONCURRENT_GAMES`). */
    private readonly concurrency = CONCURRENT_GAMES,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
    void this.tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.busy;
  }

  /** One pass; concurrent calls wait for the pass under way. Returns how many games advanced and reminders went out. */
  async tick(): Promise<{ adjudicated: number; reminders: number }> {
    while (this.busy) await this.busy;
    const run = this.pass();
    this.busy = run;
    try {
      return await run;
    } finally {
      this.busy = null;
    }
  }

  private async pass(): Promise<{ adjudicated: number; reminders: number }> {
    let adjudicated = 0;
    let reminders = 0;
    try {
      const now = this.judge.now();
      const t0 = performance.now();
      // Issue 21 item 3: a game waiting for a player on vacation is not due.
      await this.judge.vacations.hold();
      // Batch after batch within the pass's budget (issue 22: a thousand deadlines due at once
      // waited for twenty passes of one batch, a second apart). A game is taken once per pass:
      // one that is due again at once (bots' steps) or failed waits for the next pass. Several
      // games are adjudicated at once (each in its own lane): their commits then share the
      // WAL's fsyncs (SQLite's group commit) instead of waiting for one fsync each in turn.
      const taken = new Set<string>();
      let outOfTime = false;
      const one = async (g: { id: string; step: number; reason: 'ready' | 'deadline' }) => {
        await yieldToLoop(); // between two games, whatever else waits on the event loop goes first
        if ((this.backoff.get(g.id) ?? 0) > now) return;
        try {
          if ((await this.judge.adjudicate(g.id, g.step, g.reason)) !== null) adjudicated++;
          this.backoff.delete(g.id);
        } catch (e) {
          this.backoff.set(g.id, now + 60_000);
          this.log(`adjudication of game ${g.id} step ${g.step} failed: ${(e as Error).name} at ${firstFrame(e as Error)}`);
        }
      };
      while (!outOfTime) {
        const due = await this.judge.dueGames(this.batch);
        const fresh = due.filter((g) => !taken.has(g.id));
        let next = 0;
        const worker = async () => {
          while (next < fresh.length && !outOfTime) {
            if (performance.now() - t0 > TICK_BUDGET_MS) {
              outOfTime = true;
              return;
            }
            const g = fresh[next++]!;
            taken.add(g.id);
            await one(g);
          }
        };
        await Promise.all(Array.from({ length: Math.min(this.concurrency, fresh.length) }, worker));
        if (fresh.length === 0 || due.length < this.batch) break;
      }
      reminders = await this.judge.sendReminders();
      // Issue 21 item 3: pauses the players voted give the clock back at their end.
      await this.judge.votes.endPauses();
    } catch (e) {
      this.log(`scheduler pass failed: ${(e as Error).name} ${(e as Error).message}`);
    }
    return { adjudicated, reminders };
  }
}

/** Where an error was thrown, without its message (a rules engine may quote a decision in it). */
function firstFrame(e: Error): string {
  return e.stack?.split('\n').find((l) => l.trim().startsWith('at '))?.trim() ?? '?';
}
