/**
 * The rules a bot plays its sampled worlds with (`knownHands`, board.ts; issue 19): a Fortune
 * window (successors 7.3.1) opens after every adverse roll whether or not its player holds #45;
 * in a world where every hand is known and none holds it, every window would be passed, so none
 * is opened. Played side by side from one position with the same dice, the judged rules (every
 * window passed) and the world's rules reach the same state after every decision.
 */
import { describe, expect, it } from 'vitest';
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { RULES, legalOf } from '../src/game.ts';
import { applyChoice } from '../src/rules/actions.ts';
import type { SuccessorsState } from '../src/rules/state.ts';
import { start } from './bots-fixtures.ts';

const WORLD = { ...RULES, knownHands: true as const };
const FORTUNE = 45;

/** A random choice that never plays or discards Fortune, so the twins keep it where it was put. */
function choose(legal: readonly ChoiceDecision[], pick: Dice): ChoiceDecision {
  const kept = legal.filter((d) => d.subject !== String(FORTUNE));
  return pick.pick(kept.length > 0 ? kept : legal, 'choice');
}
const held = (s: SuccessorsState) => s.factions.some((g) => s.hands[g]!.includes(FORTUNE));

/** A 2-turn game at its first Tyche segment (7): the hands are dealt (3.4). */
function dealt(seed: string): SuccessorsState {
  const s = structuredClone(start(seed, 2).state);
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed(`${seed}:deal`)), emit: () => undefined };
  while (s.step.k !== 'tyche' && s.step.k !== 'over') applyChoice(RULES, s, s.step.who, legalOf(RULES, s, s.step.who)[0]!, ctx);
  return s;
}

/** Plays `steps` random decisions on both rules; returns the windows the judged rules opened. */
function sideBySide(seed: string, s0: SuccessorsState, steps: number): number {
  const judged = structuredClone(s0);
  const world = structuredClone(s0);
  const ctxOf = (): ResolveContext => ({ dice: new Dice(rngFromSeed(`${seed}:dice`)), emit: () => undefined });
  const a = ctxOf();
  const b = ctxOf();
  const pick = new Dice(rngFromSeed(`${seed}:pick`));
  let windows = 0;
  // Until a draw puts Fortune in a hand: from there both rules open the windows.
  for (let t = 0; t < steps && !world.result && world.step.k !== 'over' && !held(world); t++) {
    // The judged game passes the windows the world never opened (nobody holds Fortune: one choice, pass).
    while (judged.step.k === 'fortune-roll') {
      const legal = legalOf(RULES, judged, judged.step.who);
      expect(legal).toEqual([{ verb: 'pass' }]);
      applyChoice(RULES, judged, judged.step.who, legal[0]!, a);
      windows++;
    }
    expect(JSON.stringify(judged)).toBe(JSON.stringify(world));
    const who = world.step.who;
    const legal: ChoiceDecision[] = legalOf(WORLD, world, who);
    if (legal.length === 0) break;
    const d = choose(legal, pick);
    applyChoice(RULES, judged, who, d, a);
    applyChoice(WORLD, world, who, d, b);
  }
  return windows;
}

describe("a bot's world rules (knownHands, successors 7.3.1)", () => {
  it('open no Fortune window when no hand holds #45, and reach the same states as the judged rules', () => {
    let windows = 0;
    for (const seed of ['kh1', 'kh2', 'kh3']) {
      const s = dealt(seed);
      // Fortune out of every hand (into the deck's bottom, whence no draw of these steps reaches it).
      for (const f of s.factions) {
        const i = s.hands[f]!.indexOf(FORTUNE);
        if (i >= 0) {
          s.hands[f]!.splice(i, 1, s.deck.shift()!);
          s.deck.push(FORTUNE);
        }
      }
      windows += sideBySide(seed, s, 600);
    }
    // Windows did open in the judged game: the comparison is not empty.
    expect(windows).toBeGreaterThan(0);
  });

  it('still open every window while a hand holds #45', () => {
    const s = dealt('kh4');
    const f = s.factions[0]!;
    if (!s.hands[f]!.includes(FORTUNE)) {
      for (const g of s.factions) s.hands[g] = s.hands[g]!.filter((n) => n !== FORTUNE);
      s.deck = s.deck.filter((n) => n !== FORTUNE);
      s.hands[f]!.push(FORTUNE);
    }
    const judged = structuredClone(s);
    const world = structuredClone(s);
    const a: ResolveContext = { dice: new Dice(rngFromSeed('kh4:dice')), emit: () => undefined };
    const b: ResolveContext = { dice: new Dice(rngFromSeed('kh4:dice')), emit: () => undefined };
    const pick = new Dice(rngFromSeed('kh4:pick'));
    let windows = 0;
    for (let t = 0; t < 600 && !world.result && world.step.k !== 'over' && held(world); t++) {
      expect(JSON.stringify(world)).toBe(JSON.stringify(judged));
      if (world.step.k === 'fortune-roll') windows++;
      const who = world.step.who;
      const legal = legalOf(WORLD, world, who);
      if (legal.length === 0) break;
      const d = choose(legal, pick);
      applyChoice(RULES, judged, who, d, a);
      applyChoice(WORLD, world, who, d, b);
    }
        expect(windows).toBeGreaterThan(0);
  });
});
