/**
 * Games on this device against the search bots (issue 19: "solo against bots", the stronger one
 * too): a seat set to `l2` is played by the game's search bot and a seat set to `bot` by its
 * heuristic one, each from its own view, seeded per decision as the hot-seat seeds them — so the
 * step a worker takes (`local/bot-worker.ts`) is the step the page would take.
 */
import { askBot, canonicalJson } from '@diadochi/kernel';
import type { Bot, GameDefinition, GameSession } from '@diadochi/kernel';
import { l1Bot, l2Bot, successors } from '@diadochi/successors';
import { heuristicBot, searchBot, syracuse } from '@diadochi/syracuse';
import { describe, expect, it } from 'vitest';
import * as suc from '../src/boards/successors/local.ts';
import * as syr from '../src/boards/syracuse/local.ts';

interface Local<G> {
  game: G;
  session(g: G): GameSession<unknown>;
  screen(g: G): { kind: string; seat?: string; level?: string };
  step(g: G): G;
}

/**
 * Plays bot steps (at most `steps`), each of which must be the decision of the seat's own level,
 * up to the first step of the search bot where the two levels differ; returns how many such steps
 * were met (0 or 1: with 0 the test could not tell the levels apart).
 */
function follow<G>(l: Local<G>, def: GameDefinition<unknown>, bots: Record<string, (seed: string) => Bot>, steps: number): number {
  let g = l.game;
  for (let i = 0; i < steps; i++) {
    const sc = l.screen(g);
    if (sc.kind !== 'bot') break;
    const session = l.session(g);
    const seed = `${session.seed}:${sc.seat}:${session.record.length}`;
    const asked = Object.fromEntries(Object.entries(bots).map(([level, bot]) => [level, canonicalJson(askBot(def, session, sc.seat!, bot(seed)))]));
    g = l.step(g);
    const taken = canonicalJson(l.session(g).record.at(-1)!.decisions[sc.seat!]);
    expect(taken, `step ${i}: ${sc.seat} (${sc.level})`).toBe(asked[sc.level!]);
    if (sc.level === 'l2' && asked.l2 !== asked.bot) return 1;
  }
  return 0;
}

describe('a seat on this device played by the level chosen for it', () => {
  it('Successors: L2 where chosen, L1 elsewhere', () => {
    const r = suc.newLocalGame({ players: 2, seats: { blue: 'l2', red: 'bot' }, seed: 'levels-1' });
    if (!r.ok) throw new Error('create');
    const differed = follow({ game: r.value, session: (g) => g.session, screen: suc.screenOf, step: suc.botStep }, successors as GameDefinition<unknown>, { bot: (s) => l1Bot(s) as Bot, l2: (s) => l2Bot(s) as Bot }, 40);
    expect(differed).toBeGreaterThan(0);
  });

  it('Syracuse: the search bot where chosen, the heuristic one elsewhere', () => {
    const r = syr.newLocalGame({ scenario: 'historical', seats: { ath: 'bot', syr: 'l2' }, seed: 'levels-1' });
    if (!r.ok) throw new Error('create');
    const differed = follow({ game: r.value, session: (g) => g.session, screen: syr.screenOf, step: syr.botStep }, syracuse as GameDefinition<unknown>, { bot: (s) => heuristicBot(s) as Bot, l2: (s) => searchBot(s) as Bot }, 40);
    expect(differed).toBeGreaterThan(0);
  });

  it('a save of the old form (`bot` seats only) still loads and plays its bots as before', () => {
    const r = suc.newLocalGame({ players: 2, seats: { blue: 'bot', red: 'bot' }, seed: 'levels-2' });
    if (!r.ok) throw new Error('create');
    const back = suc.loadLocal(suc.saveLocal(r.value));
    expect(back.ok).toBe(true);
    if (back.ok) expect(suc.screenOf(back.value)).toMatchObject({ kind: 'bot', level: 'bot' });
  });
});
