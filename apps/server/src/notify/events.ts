import type { GameDefinition, PlayerId } from '@diadochi/kernel';
import type { BusEvent } from '../bus.ts';
import type { Judge } from '../games/judge.ts';
import { canSee, renderMessage } from '../games/press.ts';
import type { GameRow, SeatRow } from '../games/store.ts';
import type { GameRef, Notification } from './types.ts';

/** One notification for one user; `dedupe` is the same on every instance that hears the event. */
export interface Addressed {
  userId: string;
  dedupe: string;
  n: Notification;
}

/** Characters of a message quoted in a press notification. */
export const EXCERPT_CHARS = 500;

const ref = (row: GameRow): GameRef => ({ gameId: row.id, title: row.title, ruleset: row.ruleset });
const humans = (seats: SeatRow[]) => seats.filter((s): s is SeatRow & { user_id: string } => s.controller === 'human' && s.user_id !== null);

/** What the rules say of the stored state; a rules bug costs a notification, never the notifier. */
function ask<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/**
 * Whom a bus event concerns and what each may be told. Built from the database as it is now,
 * with each recipient's own seat: a seat's player hears of his own power (its turn, its
 * elimination); press goes through the same `canSee`/`renderMessage` as the inbox, so a
 * notification shows exactly what the recipient's inbox shows. Nothing else of the game
 * (orders, hands, results' details) is in any notification.
 */
export async function addressees(judge: Judge, e: BusEvent): Promise<Addressed[]> {
  if (e.kind === 'submitted') return [];
  const row = await judge.findGame(e.gameId);
  if (!row || row.status === 'forming' || row.status === 'cancelled') return [];
  const def = judge.defs.get(row.ruleset);
  if (!def) return [];
  const seats = await judge.seats(row);
  // The step's state as parsed once for every request of the step (issue 22), not parsed again per event.
  const state = () => judge.steps.of(row, def).core.state;
  switch (e.kind) {
    case 'game':
      return e.change === 'started' ? started(def, row, seats, state) : [];
    case 'resolved':
      return resolved(def, row, seats, e.toStep, state);
    case 'reminder': {
      if (row.step !== e.step) return [];
      const phase = row.phase;
      return humans(seats)
        .filter((s) => e.missing.includes(s.power))
        .map((s) => ({
          userId: s.user_id,
          // Several reminders per step: the count already claimed tells them apart, the same on every instance.
          dedupe: `deadline:${row.id}:${e.step}:${e.deadlineAt}:${row.reminded}`,
          n: { kind: 'deadline', params: { ...ref(row), power: s.power, step: e.step, phase, deadlineAt: e.deadlineAt } },
        }));
    }
    case 'message':
      return press(judge, row, seats, e.messageId);
  }
}

function turns(def: GameDefinition, row: GameRow, seats: SeatRow[], state: () => unknown): Addressed[] {
  if (row.status !== 'running' && row.status !== 'paused') return [];
  const pending = ask(() => def.pending(state()), null);
  if (!pending) return [];
  return humans(seats)
    .filter((s) => pending.players.includes(s.power))
    .map((s) => ({
      userId: s.user_id,
      dedupe: `turn:${row.id}:${row.step}:${s.power}`,
      n: { kind: 'your-turn', params: { ...ref(row), power: s.power, step: row.step, phase: pending.phase, deadlineAt: row.deadline_at } },
    }));
}

function started(def: GameDefinition, row: GameRow, seats: SeatRow[], state: () => unknown): Addressed[] {
  const out: Addressed[] = humans(seats).map((s) => ({
    userId: s.user_id,
    dedupe: `started:${row.id}`,
    n: { kind: 'started', params: { ...ref(row), power: s.power, phase: row.phase, deadlineAt: row.deadline_at } },
  }));
  return [...out, ...turns(def, row, seats, state)];
}

function resolved(def: GameDefinition, row: GameRow, seats: SeatRow[], toStep: number, state: () => unknown): Addressed[] {
  // A later step already written: its own event tells of it.
  if (row.step !== toStep) return [];
  const over = row.status === 'over';
  const people = new Set(humans(seats).map((s) => s.user_id));
  people.add(row.gm_id);
  const out: Addressed[] = [...people].map((userId) => ({
    userId,
    dedupe: `results:${row.id}:${toStep}`,
    n: { kind: 'results', params: { ...ref(row), step: toStep, phase: over ? null : row.phase, deadlineAt: over ? null : row.deadline_at, over } },
  }));
  const out2 = new Set<PlayerId>(ask(() => def.eliminated?.(state()) ?? [], [] as PlayerId[]));
  for (const s of humans(seats)) {
    if (out2.has(s.power)) out.push({ userId: s.user_id, dedupe: `eliminated:${row.id}:${s.power}`, n: { kind: 'eliminated', params: { ...ref(row), power: s.power, step: toStep } } });
  }
  return [...out, ...turns(def, row, seats, state)];
}

async function press(judge: Judge, row: GameRow, seats: SeatRow[], messageId: string): Promise<Addressed[]> {
  const m = await judge.db.selectFrom('messages').selectAll().where('game_id', '=', row.id).where('id', '=', messageId).executeTakeFirst();
  if (!m) return [];
  const ids = [...new Set([...humans(seats).map((s) => s.user_id), row.gm_id])].filter((id) => id !== m.author_user_id);
  if (ids.length === 0) return [];
  const users = await judge.db.selectFrom('users').select(['id', 'name', 'role']).where('id', 'in', ids).execute();
  const out: Addressed[] = [];
  for (const user of users) {
    const viewer = await judge.viewerOf(user, row);
    if (!canSee(m, viewer)) continue;
    const shown = renderMessage(m, viewer);
    const excerpt = shown.body.slice(0, EXCERPT_CHARS);
    out.push({
      userId: user.id,
      dedupe: `press:${m.id}`,
      n: { kind: 'press', params: { ...ref(row), messageId: m.id, from: shown.from, toAll: shown.to === 'all', excerpt, truncated: excerpt.length < shown.body.length } },
    });
  }
  return out;
}
