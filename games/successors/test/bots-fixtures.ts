/** Positions shared by the Successors bot tests (`bots.test.ts`, `bots-paired.test.ts`). */
import { botInput, createGame } from '@diadochi/kernel';
import type { autoplay, BotInput, GameSession } from '@diadochi/kernel';
import { successors } from '../src/index.ts';
import type { SuccessorsState, SuccessorsView } from '../src/index.ts';

export const def = successors as never as Parameters<typeof autoplay<SuccessorsState, SuccessorsView>>[0];

/** A new 4-player game of `turns` turns. */
export function start(seed: string, turns = 1): GameSession<SuccessorsState> {
  const g = createGame(def, { seed, options: { players: 4, turns } });
  if (!g.ok) throw new Error('setup');
  return g.value as GameSession<SuccessorsState>;
}

/** Turn 4, Heracles of age (21.4.1) and held by the deciding player, who is the regent: +10 LP for Pella (17.2). */
export function heirPosition(): { input: BotInput<SuccessorsView>; me: string } {
  const session = structuredClone(start('heir', 5));
  const s = session.state;
  const me = s.factions[1]!;
  s.turn = 4;
  s.pella = me;
  s.step = { k: 'heir', who: me, royal: 'heracles' };
  return { input: botInput(def, session, me), me };
}
