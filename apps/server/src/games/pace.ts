import type { GameSettings, PaceName } from '../api.ts';

export type { PaceName };

const HOUR = 3600;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * Paces a player recognises (issue 21 item 3), by name, seconds per phase. `live`: at the table,
 * 30 s a decision (issue 17 item 3). `fast`: several moves a day, 4 hours a phase. `daily`: one
 * move a day. `weekly`: a move a week, the retreats 2 days (a short answer about units just
 * dislodged, as `mail` does). `mail`: play by mail, "the deadline should be set as 5 or 6 weeks"
 * (diadokhoi §7.11.7), 5 weeks a phase, the retreats 1 week (docs/rules/diadokhoi/decisions.md).
 */
export const PACE_PRESETS = {
  live: { default: 30, phases: {} },
  fast: { default: 4 * HOUR, phases: {} },
  daily: { default: DAY, phases: {} },
  weekly: { default: WEEK, phases: { retreats: 2 * DAY } },
  mail: { default: 5 * WEEK, phases: { retreats: WEEK } },
} as const satisfies Record<PaceName, GameSettings['deadlines']>;

export const PACE_NAMES = Object.keys(PACE_PRESETS) as [PaceName, ...PaceName[]];

/** A fresh copy of a preset's deadlines (a game's settings are its own). */
export function paceDeadlines(name: PaceName): GameSettings['deadlines'] {
  const p = PACE_PRESETS[name];
  return { default: p.default, phases: { ...p.phases } };
}

/**
 * The preset a game's deadlines are, or `custom`: named from the deadlines themselves, so games
 * created before the names existed (the `mail` and `live` presets, the 2-day default) show one too.
 */
export function paceOf(deadlines: GameSettings['deadlines']): PaceName | 'custom' {
  for (const name of PACE_NAMES) {
    const p: GameSettings['deadlines'] = PACE_PRESETS[name];
    if (p.default !== deadlines.default) continue;
    const a = Object.entries(p.phases).sort();
    const b = Object.entries(deadlines.phases).sort();
    if (a.length === b.length && a.every(([k, v], i) => b[i]![0] === k && b[i]![1] === v)) return name;
  }
  return 'custom';
}
