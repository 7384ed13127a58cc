import type { GameSettings } from './settings.ts';

/** The next reminder at or after index `from` that is still in the future. */
export function reminderFields(settings: GameSettings, deadlineAt: number | null, now: number, from: number): { reminded: number; remind_at: number | null } {
  if (deadlineAt === null) return { reminded: from, remind_at: null };
  let i = from;
  while (i < settings.reminders.length && deadlineAt - settings.reminders[i]! * 1000 <= now) i++;
  return { reminded: i, remind_at: i < settings.reminders.length ? deadlineAt - settings.reminders[i]! * 1000 : null };
}
