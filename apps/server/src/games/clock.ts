import type { User } from '../accounts.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Adjudication } from './adjudication.ts';
import type { JudgeCore } from './judge-core.ts';
import { reminderFields } from './reminders.ts';
import { settingsOfRow } from './store.ts';

/** The game master's clock (pause, resume, extend) and the scheduler's view of it (due games, reminders). */
export class Clock {
  constructor(
    private readonly c: JudgeCore,
    private readonly adjudication: Adjudication,
  ) {}

  async pause(by: User, gameId: string): Promise<void> {
    const c = this.c;
    await c.store.tx(async (trx) => {
      const row = await c.store.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      c.requireManager(await c.viewerOf(by, row, trx));
      if (row.status !== 'running') throw conflict('not-running', `The game is ${row.status}.`);
      const left = Math.max(0, (row.deadline_at ?? c.now()) - c.now());
      await c.store.saveGame(trx, row, { status: 'paused', paused_left: left, deadline_at: null, remind_at: null });
    });
    await c.publish([{ kind: 'game', gameId, change: 'paused' }]);
  }

  /**
   * Starts the clock again. A game paused because its humans are all out (`humans_out`
   * `asked`) may also be resumed by any of its human players: that is their answer that the bots
   * play on (issue 17); it is not asked again.
   */
  async resume(by: User, gameId: string): Promise<void> {
    const c = this.c;
    const row = await c.store.tx(async (trx) => {
      const row = await c.store.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      const viewer = await c.viewerOf(by, row, trx);
      if (!(row.humans_out === 'asked' && viewer.power !== null)) c.requireManager(viewer);
      if (row.status !== 'paused') throw conflict('not-paused', `The game is ${row.status}.`);
      const now = c.now();
      const deadline = now + (row.paused_left ?? 0);
      await c.store.saveGame(trx, row, {
        status: 'running',
        paused_left: null,
        deadline_at: deadline,
        ...(row.humans_out === 'asked' ? { humans_out: 'play-on' as const } : {}),
        ...reminderFields(settingsOfRow(row), deadline, now, 0),
      });
      return row;
    });
    await c.publish([{ kind: 'game', gameId, change: 'resumed' }]);
    if (row.all_ready) await c.inLane(gameId, () => this.adjudication.adjudicateNow(gameId, row.step));
  }

  async extend(by: User, gameId: string, seconds: number): Promise<void> {
    const c = this.c;
    await c.store.tx(async (trx) => {
      const row = await c.store.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      c.requireManager(await c.viewerOf(by, row, trx));
      const ms = seconds * 1000;
      if (row.status === 'paused') return c.store.saveGame(trx, row, { paused_left: (row.paused_left ?? 0) + ms });
      if (row.status !== 'running') throw conflict('not-running', `The game is ${row.status}.`);
      const now = c.now();
      const deadline = Math.max(row.deadline_at ?? now, now) + ms;
      await c.store.saveGame(trx, row, { deadline_at: deadline, ...reminderFields(settingsOfRow(row), deadline, now, 0) });
    });
    await c.publish([{ kind: 'game', gameId, change: 'extended' }]);
  }

  /** Games due for adjudication (deadline passed, or everyone ready and not yet resolved: crash recovery). */
  async dueGames(limit = 50): Promise<{ id: string; step: number; reason: 'ready' | 'deadline' }[]> {
    const rows = await this.c.store.dueGames(this.c.now(), limit);
    return rows.map((r) => ({ id: r.id, step: r.step, reason: r.all_ready === 1 ? 'ready' : 'deadline' }));
  }

  /** Sends the reminders that are due; each is claimed by one conditional update, so only one instance sends it. */
  async sendReminders(): Promise<number> {
    const c = this.c;
    const now = c.now();
    let sent = 0;
    for (const row of await c.store.remindersDue(now)) {
      const settings = settingsOfRow(row);
      const next = reminderFields(settings, row.deadline_at, now, row.reminded + 1);
      if (!(await c.store.claimReminder(row, next)) || row.deadline_at === null || row.deadline_at <= now) continue;
      const def = c.def(row.ruleset);
      // The step's state as parsed once for its requests (issue 22), not parsed again per reminder.
      const pending = c.steps.of(row, def).pending;
      const subs = await c.store.submittedPowers(row.id);
      const seats = await c.seats(row);
      const missing = (pending?.players ?? []).filter(
        (p) => !subs.some((s) => s.power === p && s.step === row.step) && seats.find((s) => s.power === p)?.controller === 'human',
      );
      if (missing.length === 0) continue;
      await c.publish([{ kind: 'reminder', gameId: row.id, step: row.step, deadlineAt: row.deadline_at, missing }]);
      sent++;
    }
    return sent;
  }
}
