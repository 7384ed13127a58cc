/** Positions the bot tests share. */
import { botInput, createGame, submit } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { l1Bot } from '../src/bots/index.ts';
import type { OrdersDecision, WholeState, WholeView } from '../src/game/index.ts';

export type Def = GameDefinition<WholeState, OrdersDecision, WholeView>;

/** The first military season after the first turn, every seat played by L1 (a spread-out board). */
export function midGame(def: Def, seed: string): GameSession<WholeState> {
  const created = createGame(def, { seed, options: def.exampleOptions![0] });
  if (!created.ok) throw new Error('no game');
  let g = created.value;
  const bot = l1Bot(seed);
  for (let i = 0; i < 12 && (g.state.phase !== 'orders' || g.state.firstTurn); i++) {
    for (const p of def.pending(g.state)!.players) {
      const next = submit(def, g, p, bot(botInput(def, g, p)) ?? def.defaultDecision(g.state, p));
      if (next.ok) g = next.value.session;
    }
  }
  return g;
}
