import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Judge } from './games/judge.ts';

/**
 * Milliseconds of one pass over the due games; the games still due wait for the next pass.
 * The rules run in the engine's workers, so this bounds how long one pass keeps other
 * instances' and reminders' work waiting, not the event loop.
 */
export const TICK_BUDGET_MS = 2000;

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
      for (const g of await this.judge.dueGames()) {
        if (performance.now() - t0 > TICK_BUDGET_MS) break;
        await yieldToLoop(); // between two games, whatever else waits on the event loop goes first
        if ((this.backoff.get(g.id) ?? 0) > now) continue;
        try {
          if ((await this.judge.adjudicate(g.id, g.step, g.reason)) !== null) adjudicated++;
          this.backoff.delete(g.id);
        } catch (e) {
          this.backoff.set(g.id, now + 60_000);
          this.log(`adjudication of game ${g.id} step ${g.step} failed: ${(e as Error).name} at ${firstFrame(e as Error)}`);
        }
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
