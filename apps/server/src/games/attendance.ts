import type { Pending, PlayerId, RecordEntry } from '@diadochi/kernel';
import type { SettleSeat } from '../engine/engine.ts';
import type { GameRow, SeatRow } from './store.ts';

/**
 * Missed phases (issue 20 item 5, issue 21 item 4): "a player who misses two phases in a row is
 * replaced by an L1 bot until they return". A phase is missed when its step was resolved and the
 * seat's human had a pending decision he did not send (the kernel's `defaulted`: the game's
 * no-orders rule played it, before any bot takes over). Reaction windows (`interrupt` steps) do
 * not count: letting one pass is a legal answer. While a bot stands in, each phase it plays for
 * the seat counts as missed too (the player was due and away).
 */
export const MISSES_BEFORE_STAND_IN = 2;

/** One human seat's run of missed phases, and since when a bot stands in for it. */
export interface Absence {
  streak: number;
  since: number | null;
}

/** By power; a seat with no run and no stand-in has no entry. Stored as JSON in `games.absences`. */
export type Absences = Record<PlayerId, Absence>;

export function absencesOf(row: Pick<GameRow, 'absences'>): Absences {
  return row.absences ? (JSON.parse(row.absences) as Absences) : {};
}

/** The column's value: null when nobody has missed anything. */
export function absencesColumn(a: Absences): string | null {
  return Object.keys(a).length > 0 ? JSON.stringify(a) : null;
}

export const standsIn = (a: Absences, power: PlayerId): boolean => (a[power]?.since ?? null) !== null;

/**
 * Whether some human seat is still played by its human. While one is, a stand-in decides at
 * once, as a bot does, and the others do not wait on the absent player. When every human is
 * away the stand-ins decide only at each deadline, so the bots do not play the game out alone
 * in minutes while its players are away.
 */
export function humansPresent(seats: readonly SeatRow[], a: Absences): boolean {
  return seats.some((s) => s.controller === 'human' && !standsIn(a, s.power));
}

/** Whether the judge waits for this seat's human (its `all_ready`, its grace period). */
export function awaitsHuman(seat: SeatRow | undefined, a: Absences, present: boolean): boolean {
  if (seat?.controller !== 'human') return false;
  return !(standsIn(a, seat.power) && present);
}

/** The engine's seats: a human seat with a stand-in is played by the stand-in level's bot. */
export function settleSeats(seats: readonly SeatRow[], a: Absences, standInLevel: string | null): SettleSeat[] {
  return seats.map((s) => {
    if (s.controller === 'human' && standsIn(a, s.power)) return { power: s.power, controller: 'human', standIn: true, level: standInLevel };
    return { power: s.power, controller: s.controller, level: s.bot_level ?? null };
  });
}

export interface Tally {
  absences: Absences;
  /** Per human seat, the phases due and missed in the steps just resolved. */
  counts: Map<PlayerId, { due: number; missed: number }>;
  /** Seats a bot stands in for from now on. */
  replaced: PlayerId[];
}

/**
 * Counts the phases of the steps just resolved (`entries`, each with the mode of its pending
 * step) for the human seats, and starts a stand-in after `MISSES_BEFORE_STAND_IN` in a row.
 */
export function tally(entries: readonly Pick<RecordEntry, 'decisions' | 'defaulted'>[], modes: readonly (Pending['mode'] | undefined)[], seats: readonly SeatRow[], before: Absences, now: number): Tally {
  const absences: Absences = structuredClone(before);
  const counts = new Map<PlayerId, { due: number; missed: number }>();
  const replaced: PlayerId[] = [];
  const humans = new Set(seats.filter((s) => s.controller === 'human').map((s) => s.power));
  entries.forEach((entry, i) => {
    if (modes[i] === 'interrupt') return;
    for (const p of Object.keys(entry.decisions)) {
      if (!humans.has(p)) continue;
      const c = counts.get(p) ?? { due: 0, missed: 0 };
      counts.set(p, c);
      c.due++;
      const a = absences[p] ?? { streak: 0, since: null };
      const missed = a.since !== null || entry.defaulted.includes(p);
      if (!missed) {
        delete absences[p];
        continue;
      }
      c.missed++;
      a.streak++;
      if (a.since === null && a.streak >= MISSES_BEFORE_STAND_IN) {
        a.since = now;
        replaced.push(p);
      }
      absences[p] = a;
    }
  });
  return { absences, counts, replaced };
}

/** A player's reliability: the share of his due phases he sent, in whole percent rounded down; null before any. */
export function reliabilityPercent(due: number, missed: number): number | null {
  return due > 0 ? Math.floor((100 * (due - missed)) / due) : null;
}
