import type { GameEvent, PlayerId, RecordEntry } from '@diadochi/kernel';
import type { User } from '../accounts.ts';
import type { Role } from '../api.ts';

export type { Role };

/** Who is looking at a game, and as what. A seat is the only thing that lets anyone see a secret. */
export interface Viewer {
  user: User | null;
  /** The power this user plays in this game, if any. */
  power: PlayerId | null;
  isGm: boolean;
  isAdmin: boolean;
  /** Joined before the start, or seated. */
  isMember: boolean;
}

export function rolesOf(v: Viewer): Role[] {
  const roles: Role[] = [];
  if (v.power) roles.push('player');
  if (v.isGm) roles.push('game-master');
  if (v.isAdmin) roles.push('admin');
  if (roles.length === 0) roles.push('spectator');
  return roles;
}

/**
 * The events of one step this viewer may see: the public ones, the secret ones addressed to
 * their power, and everything once the game is over (the kernel's rule for `GameEvent.to`).
 */
export function visibleEvents(entry: RecordEntry, power: PlayerId | null, over: boolean): GameEvent[] {
  return entry.events.filter((e) => over || !e.to || (power !== null && e.to.includes(power)));
}
