/**
 * Successors L2's `movementChoice` option (issue 19): the movement segment's choice between a
 * movement roll (9.2.2) and a levy of one mercenary CU (9.13, 3.5.3) taken as L1 takes it instead
 * of searched. The search's leaf comes right after that choice, so a levy's CU is valued at once
 * and a roll only by the prospect of its movement points (traced: the search levied in 5 of 10
 * segments where L1 rolls in nearly all of its own).
 */
import { describe, expect, it } from 'vitest';
import { autoplay, randomBot } from '@diadochi/kernel';
import type { Bot, BotInput, ChoiceDecision } from '@diadochi/kernel';
import type { SuccessorsView } from '../src/index.ts';
import { L2_DEFAULTS, l2Search } from '../src/bots/l2.ts';
import { l1Decision } from '../src/bots/l1.ts';
import { def, start } from './bots-fixtures.ts';

/** The first movement segment (9.2) of a random game. */
function movementPoint(seed: string): BotInput<SuccessorsView> {
  let found: BotInput<SuccessorsView> | null = null;
  const probe: Bot<SuccessorsView> = (input) => {
    if (!found && input.view.step.k === 'movement' && (input.legal?.length ?? 0) > 1) found = structuredClone(input);
    return randomBot('p')(input);
  };
  autoplay(def, start(seed, 1), { bots: probe, maxSteps: 300 });
  if (!found) throw new Error('no movement segment');
  return found;
}

describe("L2 movementChoice: the movement segment's roll or levy (successors 9.2.2, 9.13)", () => {
  it("'l1' takes L1's choice without a search, listed and the same for the same seed; 'search' searches it", () => {
    const input = movementPoint('movement-choice');
    const legal = input.legal as ChoiceDecision[];
    expect(legal.map((d) => d.verb).sort()).toEqual(['levy', 'roll']);
    const o = { ...L2_DEFAULTS, iterations: 12, movementChoice: 'l1' as const };
    const asL1 = l2Search(input, 'mv', o);
    expect(asL1.searched).toEqual([]);
    expect(legal).toContainEqual(asL1.decision);
    expect(asL1.decision).toEqual(l1Decision(input, 'mv', { samples: 3, depth: 1, width: 24, weights: o.weights, march: 'mp' }));
    expect(l2Search(structuredClone(input), 'mv', o).decision).toEqual(asL1.decision);
    const searched = l2Search(input, 'mv', { ...o, movementChoice: 'search' });
    expect(searched.searched.length).toBe(2);
    expect(legal).toContainEqual(searched.decision);
  }, 60_000);
});
