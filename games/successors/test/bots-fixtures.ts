/** Positions shared by the Successors bot tests (`bots.test.ts`, `bots-paired.test.ts`, `bots-horizon.test.ts`). */
import { autoplay, botInput, createGame, randomBot } from '@diadochi/kernel';
import type { Bot, BotInput, GameSession } from '@diadochi/kernel';
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

/** The first Tyche segment (7) of a random game with several choices, and the session there. */
export function tychePoint(seed: string): { session: GameSession<SuccessorsState>; input: BotInput<SuccessorsView> } {
  let found: { session: GameSession<SuccessorsState>; input: BotInput<SuccessorsView> } | null = null;
  let current: GameSession<SuccessorsState> | null = start(seed, 1);
  const probe: Bot<SuccessorsView> = (input) => {
    if (!found && input.view.step.k === 'tyche' && (input.legal?.length ?? 0) > 2) found = { session: structuredClone(current!), input: structuredClone(input) };
    return randomBot('p')(input);
  };
  autoplay(def, current, { bots: probe, maxSteps: 300, onStep: (s) => (current = s) });
  if (!found) throw new Error('no Tyche segment');
  return found;
}

/**
 * The same position with what `me` cannot see changed (successors 7: hands and the deck are
 * secret): another seat's first card swapped with the deck's last, the deck reversed.
 */
export function otherHandChanged(session: GameSession<SuccessorsState>, me: string): GameSession<SuccessorsState> {
  const other = session.state.factions.find((f) => f !== me && (session.state.hands[f]?.length ?? 0) > 0)!;
  const alt = structuredClone(session);
  const s = alt.state;
  const [a] = s.hands[other]!;
  s.hands[other]![0] = s.deck[s.deck.length - 1]!;
  s.deck[s.deck.length - 1] = a!;
  s.deck.reverse();
  return alt;
}
