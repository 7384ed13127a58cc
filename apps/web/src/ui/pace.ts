/**
 * A game's pace in words: how long each phase lasts (`5 weeks a phase; Retreats: 1 week`), from
 * its settings. Play by mail (diadokhoi §7.11.7) shows as 5 weeks, its retreat step as 1 week.
 */
import type { GameSummary } from '../api.ts';
import { formatDate, lang, t } from '../i18n.ts';
import type { Key } from '../i18n.ts';

const UNITS: [seconds: number, one: Key, many: Key][] = [
  [7 * 86400, 'time.week', 'time.weeks'],
  [86400, 'time.day', 'time.days'],
  [3600, 'time.hour', 'time.hours'],
  [60, 'time.minute', 'time.minutes'],
];

/** A length of time in the largest whole unit: `5 weeks`, `2 days`, `90 minutes`, `45 s`. */
export function lengthText(seconds: number): string {
  for (const [size, one, many] of UNITS) {
    if (seconds >= size && seconds % size === 0) {
      const n = seconds / size;
      return t(n === 1 ? one : many, { n });
    }
  }
  return `${seconds} s`;
}

/** Each phase's length: the default, then the phases that differ (named by `phaseName`); after the pace's name when it has one (issue 21 item 3). */
export function paceText(deadlines: GameSummary['settings']['deadlines'], phaseName: (phase: string) => string, name?: GameSummary['pace']): string {
  const own = Object.entries(deadlines.phases).filter(([, s]) => s !== deadlines.default);
  if (name !== undefined) return t('game.paceNamed', { name: t(`game.paceName.${name}`), pace: paceText(deadlines, phaseName) });
  return [t('game.pace', { time: lengthText(deadlines.default) }), ...own.map(([p, s]) => t('game.pace.phase', { phase: phaseName(p), time: lengthText(s) }))].join(lang() === 'fr' ? ' ; ' : '; ');
}

/**
 * The deadline's date in this device's zone, with the zone's name (`26 Nov 2026, 17:30
 * (Asia/Kolkata)`): the same zone the page's dates use, named so a player who moved knows.
 */
export function deadlineText(deadlineAt: number): string {
  return t('game.deadlineAt', { date: formatDate(deadlineAt), zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' });
}
