import { botInput, createGame } from '@diadochi/kernel';
import type { GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { determinize, legalDecisions, phalanxx, viewOf } from '../src/index.ts';
import type { PhalanxxState } from '../src/index.ts';
import { FastChance, playMatch, randomPolicy, strongBot, strongPolicy } from '../src/bots/index.ts';
import { applyDecision } from '../src/apply.ts';
import { silent } from '../src/bots/chance.ts';

/** Positions from a random 4-player game, one every few steps. */
function positions(): PhalanxxState[] {
  const created = createGame(phalanxx, { seed: 'bots', options: { players: 4 } });
  if (!created.ok) throw new Error('create failed');
  const s = created.value.state;
  const chance = new FastChance('walk');
  const policy = randomPolicy('walk');
  const out: PhalanxxState[] = [];
  for (let i = 0; s.step !== 'over' && i < 120; i++) {
    if (i % 9 === 0) out.push(structuredClone(s));
    applyDecision(s, policy(s, s.seats[s.current]!.id), silent(chance));
  }
  return out;
}

describe('bots', () => {
  it('the strong bot decides from the view only: same view, different hidden cards, same decision', () => {
    const bot = strongBot({ determinizations: 2, candidates: 4 });
    const chance = new FastChance('other-worlds');
    let hiddenDiffered = 0;
    for (const s of positions()) {
      const player = s.seats[s.current]!.id;
      const other = determinize(viewOf(s, player), chance); // same view, other hands and pile
      expect(viewOf(other, player)).toEqual(viewOf(s, player));
      const othersHands = (x: PhalanxxState) => JSON.stringify(x.seats.filter((y) => y.id !== player).map((y) => [...y.hand].sort()));
      if (othersHands(other) !== othersHands(s)) hiddenDiffered++;
      // What the kernel tells the bot in each world: identical, so nothing hidden can steer it.
      const told = (state: PhalanxxState) => botInput(phalanxx, { state, record: [] } as unknown as GameSession<PhalanxxState>, player);
      expect(told(other)).toEqual(told(s));
      const a = bot(told(s));
      const b = bot(told(other));
      expect(b).toEqual(a);
      expect(legalDecisions(s, player)).toContainEqual(a);
    }
    expect(hiddenDiffered).toBeGreaterThan(5);
  });

  it('the strong bot beats random bots in two-player games', () => {
    let wins = 0;
    for (let g = 0; g < 6; g++) {
      const strongSeat = g % 2;
      const policies = [0, 1].map((i) => (i === strongSeat ? strongPolicy({ determinizations: 2, candidates: 4 }) : randomPolicy(`r${g}`)));
      const out = playMatch({ players: 2, expert: false }, policies, `duel-${g}`);
      if (out.winners.includes(out.state.seats[strongSeat]!.id)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(5);
  });
});
