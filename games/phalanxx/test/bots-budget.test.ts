/**
 * The strong bot's budget (issue 20 item 4: every decision within 2 s of one core): a decision
 * visits a bounded number of positions, counted (planner nodes and rollout decisions), never
 * timed, and the cap changes nothing of a search that stays within it.
 */
import { createGame } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { phalanxx, viewOf } from '../src/index.ts';
import type { PhalanxxState } from '../src/index.ts';
import { applyDecision } from '../src/apply.ts';
import { FastChance, silent } from '../src/bots/chance.ts';
import { policyDecision } from '../src/bots/policy.ts';
import { afterRoll } from '../src/bots/plan.ts';
import { FAST, emptyStats, strongDecision } from '../src/bots/strong.ts';
import type { SearchStats, StrongOptions } from '../src/bots/strong.ts';
import { turnsLeft } from '../src/bots/evaluate.ts';

/** A four-player game played by the greedy policy until `stop` holds at a decision of the player to move. */
function positionWhere(seed: string, stop: (s: PhalanxxState) => boolean): PhalanxxState {
  const created = createGame(phalanxx, { seed, options: { players: 4 } });
  if (!created.ok) throw new Error('create failed');
  const s = created.value.state;
  const chance = new FastChance(seed);
  for (let i = 0; i < 3000 && s.step !== 'over'; i++) {
    if (stop(s)) return s;
    applyDecision(s, policyDecision(s, chance), silent(chance));
  }
  throw new Error('no such position');
}

function decide(s: PhalanxxState, options: Partial<StrongOptions>): { decision: unknown; stats: SearchStats } {
  const stats = emptyStats();
  const decision = strongDecision(viewOf(s, s.seats[s.current]!.id), { ...FAST, ...options }, stats);
  return { decision, stats };
}

const spent = (x: SearchStats) => x.nodes + x.steps;

describe('strong bot budget (positions per decision, counted)', () => {
  // A buy in the middle of the game (phalanxx §buy.1): every buy is played in each world.
  const buy = positionWhere('budget-buy', (s) => s.step === 'buy' && s.turn >= 12);
  // The turn before the last (this one counted, a buy step being before the turn is under way):
  // its rollouts play the last turn and on to the end of the game (the costliest searches).
  const lastBuy = positionWhere('budget-last', (s) => s.step === 'buy' && turnsLeft(s)[s.current] === 2 && s.turn > 8);
  const action = positionWhere('budget-action', (s) => s.step === 'action' && afterRoll(s) && s.turn >= 12);

  it('before the roll: fewer worlds once the next would pass the budget, and the positions stay within it', () => {
    const free = decide(buy, { budget: 0 });
    expect(free.stats.rounds).toBe(FAST.worlds);
    const budget = Math.floor(spent(free.stats) / 3);
    const capped = decide(buy, { budget });
    expect(capped.stats.rounds).toBeGreaterThanOrEqual(1);
    expect(capped.stats.rounds).toBeLessThan(FAST.worlds);
    // Within the budget, give or take one world dearer than the costliest before it.
    expect(spent(capped.stats)).toBeLessThanOrEqual(budget + spent(free.stats) / FAST.worlds);
    expect(capped.stats.rollouts).toBeLessThan(free.stats.rollouts);
  }, 60_000);

  it('at the last turns too, where the rollouts play on to the end of the game', () => {
    const free = decide(lastBuy, { budget: 0 });
    expect(free.stats.finished).toBeGreaterThan(0);
    const budget = Math.floor(spent(free.stats) / 4);
    const capped = decide(lastBuy, { budget });
    expect(capped.stats.rounds).toBeLessThan(free.stats.rounds);
    expect(spent(capped.stats)).toBeLessThan(spent(free.stats));
  }, 60_000);

  it('after the roll: fewer rounds of rollouts, every verified decision in each', () => {
    const free = decide(action, { budget: 0 });
    expect(free.stats.rounds).toBe(FAST.rollouts);
    const capped = decide(action, { budget: Math.floor(spent(free.stats) / 2) });
    expect(capped.stats.rounds).toBeGreaterThanOrEqual(1);
    expect(capped.stats.rounds).toBeLessThan(FAST.rollouts);
    // Whole rounds: each verified decision met the same worlds.
    expect(capped.stats.rollouts % capped.stats.rounds).toBe(0);
    expect(capped.stats.rollouts / capped.stats.rounds).toBe(free.stats.rollouts / free.stats.rounds);
  }, 60_000);

  it('changes nothing of a search that fits: the same decision and the same positions', () => {
    for (const s of [buy, action]) {
      const free = decide(s, { budget: 0 });
      // Room for the whole search and a round more (the next round is costed as the costliest so far).
      const roomy = decide(s, { budget: 2 * spent(free.stats) });
      expect(roomy.decision).toEqual(free.decision);
      expect(roomy.stats).toEqual(free.stats);
    }
  }, 60_000);

  it('the level keeps the costliest decisions of a game within its budget', () => {
    // This buy's 8 worlds play their rollouts to the end: over the level's budget uncapped.
    expect(spent(decide(lastBuy, { budget: 0 }).stats)).toBeGreaterThan(FAST.budget);
    const level = decide(lastBuy, {});
    expect(spent(level.stats)).toBeLessThanOrEqual(FAST.budget);
    expect(level.stats.rounds).toBeLessThan(FAST.worlds);
  }, 60_000);
  // About 1–3 CPU seconds each (searches of the level's size); the timeouts leave room for a loaded machine.
});
