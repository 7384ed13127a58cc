import { autoplay, botInput, createGame } from '@diadochi/kernel';
import type { GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { determinize, legalDecisions, phalanxx, viewOf } from '../src/index.ts';
import type { PhalanxxState } from '../src/index.ts';
import { FastChance, playMatch, randomPolicy, strongBot, strongDecision, strongPolicy } from '../src/bots/index.ts';
import { FAST, PREVIOUS } from '../src/bots/strong.ts';
import type { StrongOptions } from '../src/bots/strong.ts';
import { DEFAULT_WEIGHTS, evaluate, turnsLeft } from '../src/bots/evaluate.ts';
import { ranking, scoreSheet } from '../src/scoring.ts';
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
    // About 7 CPU seconds (the last turns are played out to the end): room for a loaded machine.
  }, 180_000);

  it('beats random bots in two-player games', () => {
    let wins = 0;
    for (let g = 0; g < 4; g++) {
      const strongSeat = g % 2;
      const policies = [0, 1].map((i) => (i === strongSeat ? strongPolicy(SMALL) : randomPolicy(`r${g}`)));
      const out = playMatch({ players: 2, expert: false }, policies, `duel-${g}`);
      if (out.winners.includes(out.state.seats[strongSeat]!.id)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(3);
  }, 180_000);
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

describe('evaluation of a finished game (phalanxx §scoring.1, §tiebreak.1)', () => {
  /** A random four-player game played to its end. */
  function finished(): PhalanxxState {
    const created = createGame(phalanxx, { seed: 'final-value', options: { players: 4 } });
    if (!created.ok) throw new Error('create failed');
    const s = created.value.state;
    const chance = new FastChance('final-value');
    const policy = randomPolicy('final-value');
    const over = (x: PhalanxxState) => x.step === 'over';
    while (!over(s)) applyDecision(s, policy(s, s.seats[s.current]!.id), silent(chance));
    return s;
  }
  const total = (s: PhalanxxState, id: string) => scoreSheet(s, s.seats.find((x) => x.id === id)!).total;
  const bestRival = (s: PhalanxxState, id: string) => Math.max(...s.seats.filter((x) => x.id !== id).map((x) => total(s, x.id)));

  it('is the margin over the best rival, plus the win bonus for the first place alone', () => {
    const s = finished();
    const first = ranking(s)[0]!;
    for (const seat of s.seats) {
      const bonus = !first.includes(seat.id) ? 0 : first.length === 1 ? DEFAULT_WEIGHTS.winBonus : DEFAULT_WEIGHTS.winBonus / 2;
      expect(evaluate(s, seat.id)).toBeCloseTo(total(s, seat.id) - bestRival(s, seat.id) + bonus);
      // The previous search's weights: the mix of the best and the mean rival, even at the end.
      const others = s.seats.filter((x) => x.id !== seat.id).map((x) => total(s, x.id));
      const mix = DEFAULT_WEIGHTS.leader * bestRival(s, seat.id) + (1 - DEFAULT_WEIGHTS.leader) * (others.reduce((a, b) => a + b, 0) / others.length);
      expect(evaluate(s, seat.id, PREVIOUS.weights)).toBeCloseTo(total(s, seat.id) - mix);
    }
  });

  it('gives the bonus to the higher personal dice when the totals tie', () => {
    const s = finished();
    const [a, b] = ranking(s).flat().map((id) => s.seats.find((x) => x.id === id)!);
    // The runner-up gets the talents that bring him level (a third of a point each, §scoring.7).
    b!.talents += 3 * (total(s, a!.id) - total(s, b!.id));
    expect(total(s, b!.id)).toBe(total(s, a!.id));
    const dice = (values: number[]) => values.map((value, i) => ({ colour: a!.personal[i]!.colour, value }));
    a!.personal = dice([6, 6, 6]);
    b!.personal = dice([1, 1, 1]);
    expect(evaluate(s, a!.id)).toBeCloseTo(DEFAULT_WEIGHTS.winBonus);
    expect(evaluate(s, b!.id)).toBeCloseTo(0);
    a!.personal = dice([1, 1, 1]);
    b!.personal = dice([6, 6, 6]);
    expect(evaluate(s, a!.id)).toBeCloseTo(0);
    expect(evaluate(s, b!.id)).toBeCloseTo(DEFAULT_WEIGHTS.winBonus);
  });
});
