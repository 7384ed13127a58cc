import { autoplay, botInput, createGame } from '@diadochi/kernel';
import type { GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { determinize, legalDecisions, phalanxx, viewOf } from '../src/index.ts';
import type { PhalanxxState } from '../src/index.ts';
import { FastChance, playMatch, randomPolicy, strongBot, strongDecision, strongPolicy } from '../src/bots/index.ts';
import { FAST } from '../src/bots/strong.ts';
import type { StrongOptions } from '../src/bots/strong.ts';
import { turnsLeft } from '../src/bots/evaluate.ts';
import { applyDecision } from '../src/apply.ts';
import { silent } from '../src/bots/chance.ts';

/** Small search settings: the tests check behaviour, the benches strength. */
const SMALL: Partial<StrongOptions> = { worlds: 2, width: 4, buyWidth: 2, nodes: 400, verify: 2, rollouts: 2 };

/** Positions from a random game, one every few steps (buy steps and actions alike). */
function positions(players = 4, every = 9, limit = 120): PhalanxxState[] {
  const created = createGame(phalanxx, { seed: 'bots', options: { players } });
  if (!created.ok) throw new Error('create failed');
  const s = created.value.state;
  const chance = new FastChance('walk');
  const policy = randomPolicy('walk');
  const out: PhalanxxState[] = [];
  for (let i = 0; s.step !== 'over' && i < limit; i++) {
    if (i % every === 0) out.push(structuredClone(s));
    applyDecision(s, policy(s, s.seats[s.current]!.id), silent(chance));
  }
  return out;
}

describe('strong bot (search over its own turn)', () => {
  it('decides from the view only: same view, other hidden hands and pile, same decision', () => {
    const bot = strongBot(SMALL);
    const chance = new FastChance('other-worlds');
    let hiddenDiffered = 0;
    const steps = new Set<string>();
    for (const s of positions()) {
      const player = s.seats[s.current]!.id;
      const other = determinize(viewOf(s, player), chance); // same view, other hands and pile
      expect(viewOf(other, player)).toEqual(viewOf(s, player));
      const othersHands = (x: PhalanxxState) => JSON.stringify(x.seats.filter((y) => y.id !== player).map((y) => [...y.hand].sort()));
      if (othersHands(other) !== othersHands(s) || other.deck.join() !== s.deck.join()) hiddenDiffered++;
      // What the kernel tells the bot in each world: identical, so nothing hidden can steer it.
      const told = (state: PhalanxxState) => botInput(phalanxx, { state, record: [] } as unknown as GameSession<PhalanxxState>, player);
      expect(told(other)).toEqual(told(s));
      expect(bot(told(other))).toEqual(bot(told(s)));
      steps.add(s.step);
    }
    expect(hiddenDiffered).toBeGreaterThan(5);
    expect(steps.has('buy') && steps.has('action')).toBe(true);
  });

  it('is deterministic and legal: the same view twice gives the same legal decision', () => {
    for (const s of positions(3, 7, 100)) {
      const player = s.seats[s.current]!.id;
      const o = { ...FAST, ...SMALL };
      const a = strongDecision(viewOf(s, player), o);
      const b = strongDecision(viewOf(structuredClone(s), player), o);
      expect(b).toEqual(a);
      expect(legalDecisions(s, player)).toContainEqual(a);
    }
  });

  it('plays whole games to their end through the kernel (2 players and solo), every decision accepted', () => {
    for (const players of [2, 1]) {
      const created = createGame(phalanxx, { seed: `strong-${players}`, options: { players } });
      if (!created.ok) throw new Error('create failed');
      const end = autoplay(phalanxx, created.value, { bots: strongBot(SMALL), maxSteps: 2000 });
      expect(end.state.step).toBe('over');
      expect(end.record.every((e) => e.defaulted.length === 0)).toBe(true);
      expect(phalanxx.result(end.state)).not.toBeNull();
    }
  });

  it('beats random bots in two-player games', () => {
    let wins = 0;
    for (let g = 0; g < 4; g++) {
      const strongSeat = g % 2;
      const policies = [0, 1].map((i) => (i === strongSeat ? strongPolicy(SMALL) : randomPolicy(`r${g}`)));
      const out = playMatch({ players: 2, expert: false }, policies, `duel-${g}`);
      if (out.winners.includes(out.state.seats[strongSeat]!.id)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(3);
  });
});

describe('turns left (phalanxx §end.1)', () => {
  it('counts each seat’s turns to come from the pile’s size: the round of the turn that cannot refill is played out', () => {
    const created = createGame(phalanxx, { seed: 'turns', options: { players: 4 } });
    if (!created.ok) throw new Error('create failed');
    const s = created.value.state;
    const predicted = turnsLeft(s);
    const seen = s.seats.map(() => 0);
    const chance = new FastChance('turns');
    const policy = randomPolicy('turns');
    let turn = s.turn;
    seen[s.current]! += 1;
    // A function, so the type checker does not keep the loop's narrowing of the step after a decision.
    const over = (x: PhalanxxState) => x.step === 'over';
    while (!over(s)) {
      applyDecision(s, policy(s, s.seats[s.current]!.id), silent(chance));
      if (!over(s) && s.turn !== turn) {
        turn = s.turn;
        seen[s.current]! += 1;
      }
    }
    // Scout-buys and the like may shift it by a turn; a random game seldom scouts.
    predicted.forEach((p, i) => expect(Math.abs(p - seen[i]!)).toBeLessThanOrEqual(1));
    expect(turnsLeft(s)).toEqual([0, 0, 0, 0]);
  });
});
