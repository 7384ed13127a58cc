/**
 * Syracuse on this device (hot-seat, or against the heuristic bot or the search bot), on the shared
 * hot-seat (`local/hot-seat.ts`): each human sees only his own view — when the other human must
 * decide (his turn, or a reaction in the kernel's `interrupt` mode), the device is passed first,
 * so no hand is shown to the wrong player (`syracuse 2.A.1`). No DOM here.
 */
import { createGame } from '@diadochi/kernel';
import type { Result } from '@diadochi/kernel';
import { heuristicBot, searchBot, syracuse } from '@diadochi/syracuse';
import type { ScenarioId, SyracuseState, SyracuseView } from '@diadochi/syracuse';
import { canonical, hotSeat } from '../../local/hot-seat.ts';
import type { LocalGame as Local, Screen as LocalScreen, SeatKind } from '../../local/hot-seat.ts';

export type { SeatKind };
export { visibleLog } from '../../local/hot-seat.ts';
export type Side = 'ath' | 'syr';

export interface LocalSetup {
  scenario: ScenarioId;
  seats: Record<Side, SeatKind>;
  seed: string;
}

export type LocalGame = Local<LocalSetup, SyracuseState>;
export type Screen = LocalScreen<SyracuseView>;

export const STORE_KEY = 'diadochi.local.syracuse';

export function newLocalGame(setup: LocalSetup): Result<LocalGame> {
  const created = createGame(syracuse, { options: { scenario: setup.scenario }, seed: setup.seed });
  if (!created.ok) return created;
  return { ok: true, value: { setup, session: canonical(created.value), holder: null } };
}

export const { screenOf, acknowledge, decide, botStep, saveLocal, loadLocal } = hotSeat<LocalSetup, SyracuseState, SyracuseView>({
  def: syracuse,
  format: 'diadochi-local-syracuse',
  name: 'Syracuse',
  humans: (setup) => (['ath', 'syr'] as Side[]).filter((s) => setup.seats[s] === 'human'),
  bot: (seed) => heuristicBot(seed),
  l2: (seed) => searchBot(seed),
});

