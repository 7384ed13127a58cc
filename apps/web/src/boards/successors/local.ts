/**
 * Successors on this device (hot-seat for 2 to 4, or against the L1 and L2 bots), on the shared
 * hot-seat (`local/hot-seat.ts`): when another human must decide (his turn, or a reaction window
 * in the kernel's `interrupt` mode), the device is passed first, so no hand is shown to the wrong
 * player (successors 7). No DOM here.
 */
import { createGame } from '@diadochi/kernel';
import type { GameSession, Result } from '@diadochi/kernel';
import { l1Bot, l2Bot, successors } from '@diadochi/successors';
import type { SuccessorsState, SuccessorsView } from '@diadochi/successors';
import { canonical, hotSeat } from '../../local/hot-seat.ts';
import type { LocalGame as Local, Screen as LocalScreen, SeatKind } from '../../local/hot-seat.ts';

export type { SeatKind };
export const FACTIONS = ['blue', 'red', 'yellow', 'black'] as const;

export interface LocalSetup {
  players: 2 | 3 | 4;
  /** A seat per faction in play (the first `players` of FACTIONS). */
  seats: Record<string, SeatKind>;
  seed: string;
}

export type LocalGame = Local<LocalSetup, SuccessorsState>;
export type Screen = LocalScreen<SuccessorsView>;

export const STORE_KEY = 'diadochi.local.successors';

export function newLocalGame(setup: LocalSetup): Result<LocalGame> {
  const created = createGame(successors, { options: { players: setup.players }, seed: setup.seed });
  if (!created.ok) return created;
  return { ok: true, value: { setup, session: canonical(created.value as GameSession<SuccessorsState>), holder: null } };
}

export const { screenOf, acknowledge, decide, botStep, saveLocal, loadLocal } = hotSeat<LocalSetup, SuccessorsState, SuccessorsView>({
  def: successors,
  format: 'diadochi-local-successors',
  name: 'Successors',
  humans: (setup, session) => session.state.factions.filter((f) => setup.seats[f] === 'human'),
  bot: (seed) => l1Bot(seed),
  l2: (seed) => l2Bot(seed),
});
