import { waitingOn } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import type { Updateable } from 'kysely';
import type { BusEvent, Notice } from '../bus.ts';
import type { GamesTable } from '../db/schema.ts';
import { EngineTimeout } from '../engine/engine.ts';
import type { SettleOutput } from '../engine/engine.ts';
import { humansAllOut } from '../engine/jobs.ts';
import { absencesColumn, absencesOf, awaitsHuman, humansPresent, settleSeats, tally } from './attendance.ts';
import type { JudgeCore } from './judge-core.ts';
import { reminderFields } from './reminders.ts';
import { stepLength } from './settings.ts';
import type { GameSettings } from './settings.ts';
import type { Trx } from './store-games.ts';
import { coreOf, loadSession, settingsOfRow } from './store.ts';
import type { GameRow, SeatRow } from './store.ts';

/** Steps one engine job may resolve before it hands back (the scheduler continues). */
const MAX_STEPS_PER_SLICE = 200;

/**
 * The notice of the decision that made every pending seat ready, held back to leave with the
 * results it causes (issue 22: each socket then has the notice, the result sheets and the new
 * phase in one write, instead of a fan-out of the notice before the fan-out of the phase).
 * `published` once it has left with them; otherwise its writer publishes it alone.
 */
export interface HeldNotice {
  gameId: string;
  notice: Notice;
  published: boolean;
}

/**
 * Resolving steps: the engine works outside any transaction; its outcome is written in one,
 * only if the game row is still at the version read.
 */
export class Adjudication {
  constructor(private readonly c: JudgeCore) {}

  /**
   * Writes the outcome of an engine slice: new record entries, the submissions of the
   * now-current step, and the game row with its clock. Returns the notifications.
   */
  private async write(trx: Trx, row: GameRow, def: GameDefinition, settings: GameSettings, seats: SeatRow[], before: GameSession, out: SettleOutput, texts: string[], now: number): Promise<BusEvent[]> {
    const { store } = this.c;
    const session: GameSession = { ...out.session, record: [...before.record, ...out.fresh] };
    const readyNow = new Set(out.ready);
    const fromStep = row.step;
    const toStep = session.record.length - 1;
    const steps = out.fresh.map((e, i) => ({ game_id: row.id, step: e.step, phase: e.phase, entry: texts[i]!, resolved_at: now }));
    const subs = Object.entries(session.submissions).map(([power, d]) => ({ power, step: toStep, decision: JSON.stringify(d), ready: readyNow.has(power) ? 1 : 0, updated_at: now }));
    // Issue 21 item 4: the phases each human seat was due and missed; two missed in a row, a bot stands in.
    const counted = tally(out.fresh, out.modes, seats, absencesOf(row), now);
    // A draft belongs to its step: once the step is resolved it is of no use (issue 17 item 5).
    await store.writeSlice(trx, row.id, { steps, subs, draftsBefore: toStep !== fromStep ? toStep : undefined, counts: counted.counts });
    const present = humansPresent(seats, counted.absences);
    const { pending } = waitingOn(def, session);
    const clock: Updateable<GamesTable> = {};
    const events: BusEvent[] = counted.replaced.length > 0 ? [{ kind: 'game', gameId: row.id, change: 'stand-in' }] : [];
    if (!pending) {
      Object.assign(clock, { status: 'over', deadline_at: null, remind_at: null, ended_at: now, result: JSON.stringify(def.result(session.state)) });
    } else if (toStep !== fromStep) {
      const deadline = now + stepLength(settings, pending);
      Object.assign(clock, { deadline_at: deadline, grace_used: 0, ...reminderFields(settings, deadline, now, 0) });
      // Issue 17: the game stops when its last human is out, and asks before the bots play on.
      if (row.humans_out === null && humansAllOut(def, session.state, seats)) {
        Object.assign(clock, { status: 'paused', paused_left: deadline - now, deadline_at: null, remind_at: null, humans_out: 'asked' });
        events.push({ kind: 'game', gameId: row.id, change: 'humans-out' });
      }
    }
    await store.saveGame(trx, row, {
      ...clock,
      session: JSON.stringify(coreOf(session)),
      step: toStep,
      phase: pending?.phase ?? null,
      absences: absencesColumn(counted.absences),
      // As in `readyAfter`: a seat without a human is always ready (its decision is made when the step is resolved).
      all_ready: pending && pending.players.every((p) => readyNow.has(p) || !awaitsHuman(seats.find((s) => s.power === p), counted.absences, present)) ? 1 : 0,
    });
    return toStep !== fromStep ? [{ kind: 'resolved', gameId: row.id, fromStep, toStep, over: !pending }, ...events] : [];
  }

  /** The bots' decisions of a game just started, and its bot-only steps (one slice; the scheduler does the rest). Run in the game's lane. */
  async settleInLane(gameId: string): Promise<void> {
    try {
      const row = await this.c.gameRow(gameId);
      if (row.status !== 'running') return;
      await this.engineStep(row, false, 'wait');
    } catch (e) {
      this.c.log(`settling the start of game ${gameId} failed: ${(e as Error).name}; the scheduler will retry`);
    }
  }

  /**
   * One engine slice of a game read at `row`: off the event loop, then written in one
   * transaction if the game has not changed meanwhile (its version). Returns the events
   * written, or null when the game moved on (another request or instance) or is locked.
   */
  private async engineStep(row: GameRow, force: boolean, mode: 'wait' | 'skip', hook?: () => Promise<void>, held?: HeldNotice): Promise<BusEvent[] | null> {
    const c = this.c;
    const def = c.def(row.ruleset);
    const settings = settingsOfRow(row);
    const seats = await c.seats(row);
    // The step's state as parsed for its requests (issue 22); rules never mutate it (the kernel resolves a copy).
    const { session, ready } = await loadSession(c.db, c.records, row, c.steps.of(row, def).core);
    const absences = absencesOf(row);
    const out = await c.engine.settle({
      ruleset: def.id,
      // The kernel reads only the record's length when it resolves a step or asks a bot (the
      // step number, the bots' seeds): the engine gets placeholders, not the whole history,
      // which would be copied to the worker at every slice (~0.5 MB for 60 Diadokhoi steps).
      session: { ...session, record: session.record.map(() => null) as unknown as GameSession['record'] },
      ready: [...ready],
      seats: settleSeats(seats, absences, c.standInLevel(def.id)),
      force,
      stopWhenHumansOut: row.humans_out === null,
      holdStandIns: !humansPresent(seats, absences),
      sliceMs: c.limits.sliceMs,
      maxSteps: MAX_STEPS_PER_SLICE,
    });
    const texts = out.fresh.map((e) => JSON.stringify(e));
    const events = await c.store.tx(async (trx) => {
      const locked = await c.store.lockGame(trx, row.id, mode);
      if (!locked || locked.version !== row.version) return null;
      const written = await this.write(trx, locked, def, settings, seats, session, out, texts, c.now());
      await hook?.();
      return written;
    });
    // Committed: the record cache takes the new steps as written, so the next views read none (issue 22).
    if (events) c.records.extend(row.id, session.record.length, texts);
    if (events) await c.publish(held ? this.withNotice(events, held) : events);
    return events;
  }

  /** The events with the held notice first and carried by the `resolved` event, if the step it was sent at was resolved. */
  private withNotice(events: BusEvent[], held: HeldNotice): BusEvent[] {
    const at = events.findIndex((e) => e.kind === 'resolved' && e.fromStep === held.notice.step);
    if (at < 0) return events;
    held.published = true;
    const resolved = { ...(events[at] as Extract<BusEvent, { kind: 'resolved' }>), submitted: held.notice };
    return [{ kind: 'submitted', gameId: held.gameId, ...held.notice, inResults: true }, ...events.slice(0, at), resolved, ...events.slice(at + 1)];
  }

  /**
   * Resolves the current step of a game if it is still `expectedStep` and is due: every
   * pending player ready, or the deadline passed (then missing players get the game's
   * default, after one grace period if the game has one). The engine works outside any
   * transaction; its outcome is written in one, only if the game row's version is the one
   * read (so nothing accepted meanwhile is lost: the step is computed again). Idempotent: a
   * second call for the same step does nothing. Returns the new step, or null.
   */
  adjudicate(gameId: string, expectedStep: number, reason: 'ready' | 'deadline'): Promise<number | null> {
    return this.c.inLane(gameId, () => this.adjudicateInLane(gameId, expectedStep, reason));
  }

  /** `known`: the game's row as the caller just wrote it (a decision's write), used instead of a first read (issue 22). */
  private async adjudicateInLane(gameId: string, expectedStep: number, reason: 'ready' | 'deadline', known?: GameRow, held?: HeldNotice): Promise<number | null> {
    const c = this.c;
    for (let attempt = 0; attempt < 3; attempt++) {
      // A row that is no longer the game's fails the version check of the write: the next attempt reads it.
      const row = attempt === 0 && known?.id === gameId ? known : await c.store.findGame(gameId);
      if (!row || row.status !== 'running' || row.step !== expectedStep) return null;
      const now = c.now();
      const due = reason === 'ready' ? row.all_ready === 1 : row.deadline_at !== null && row.deadline_at <= now;
      if (!due) return null;
      const settings = settingsOfRow(row);
      if (reason === 'deadline' && row.all_ready !== 1 && settings.graceSeconds > 0 && !row.grace_used) {
        const def = c.def(row.ruleset);
        const seats = await c.seats(row);
        const { session } = await loadSession(c.db, c.records, row);
        const { pending, missing } = waitingOn(def, session);
        // No grace for a reaction window (issue 19): its default is the pass, which the rules
        // allow, and the player whose move waits on it should not wait twice.
        const absences = absencesOf(row);
        const present = humansPresent(seats, absences);
        if (pending?.mode !== 'interrupt' && missing.some((p) => awaitsHuman(seats.find((s) => s.power === p), absences, present))) {
          const graced = await c.store.tx(async (trx) => {
            const locked = await c.store.lockGame(trx, gameId, 'skip');
            if (!locked || locked.version !== row.version) return false;
            const deadline = now + settings.graceSeconds * 1000;
            await c.store.saveGame(trx, locked, { deadline_at: deadline, grace_used: 1, ...reminderFields(settings, deadline, now, 0) });
            return true;
          });
          if (graced) await c.publish([{ kind: 'game', gameId, change: 'grace' }]);
          if (graced) return null;
          continue;
        }
      }
      const events = await this.engineStep(row, true, reason === 'deadline' ? 'skip' : 'wait', () => c.o.hooks?.inAdjudication?.({ gameId, step: expectedStep }) ?? Promise.resolve(), held);
      if (!events) continue;
      const r = events.find((e) => e.kind === 'resolved');
      if (!r || r.kind !== 'resolved') return null;
      c.stats.adjudications++;
      c.stats.resolvedSteps += r.toStep - r.fromStep;
      return r.toStep;
    }
    return null;
  }

  /**
   * In the game's lane, after a write that made everyone ready. The submission is already
   * stored; if its adjudication fails (a rules-engine bug, or over the engine's budget) the
   * reply still says it was accepted, says why it was not adjudicated, and the scheduler retries.
   * `known`: the game's row as that write left it. `held`: that write's notice, published with the
   * results if the step is resolved (`HeldNotice`); the caller publishes it otherwise.
   */
  async adjudicateNow(gameId: string, step: number, known?: GameRow, held?: HeldNotice): Promise<{ currentStep: number; failure?: 'engine-timeout' | 'engine-failed' }> {
    try {
      const to = await this.adjudicateInLane(gameId, step, 'ready', known, held);
      if (to !== null) return { currentStep: to };
    } catch (e) {
      this.c.log(`adjudication of game ${gameId} step ${step} failed: ${(e as Error).name}; the scheduler will retry`);
      return { currentStep: (await this.c.gameRow(gameId)).step, failure: e instanceof EngineTimeout ? 'engine-timeout' : 'engine-failed' };
    }
    return { currentStep: (await this.c.gameRow(gameId)).step };
  }
}
