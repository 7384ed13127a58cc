/**
 * Successors L2's paired option (issue 19, bots/paired.ts): L1's best root choices played in the
 * same worlds with the same dice, every decision of the playout taken as L1 takes it. It reads
 * only the seat's view (successors 7: hands and the deck are secret), keeps L1's choice unless
 * the worlds agree another is better, and finds a won game (21.4.2) listed second.
 */
import { describe, expect, it } from 'vitest';
import { botInput } from '@diadochi/kernel';
import type { ChoiceDecision } from '@diadochi/kernel';
import { L2_DEFAULTS, l2Search } from '../src/bots/l2.ts';
import { WEIGHTS } from '../src/bots/evaluate.ts';
import { pairedSearch } from '../src/bots/paired.ts';
import { RULES } from '../src/game.ts';
import { def, heirPosition, otherHandChanged, tychePoint } from './bots-fixtures.ts';

const PAIRED = { ...L2_DEFAULTS, paired: true, worlds: 3, candidates: 3, horizon: 10, pairedWidth: 6 };

describe('L2 paired: the same worlds for every candidate (issue 19)', () => {
  it('another hand and the deck order changed: the same values and the same choice (successors 7)', () => {
    const { session, input } = tychePoint('paired-secret');
    const me = input.player;
    const alt = otherHandChanged(session, me);
    expect(alt.state.hands).not.toEqual(session.state.hands);
    const altInput = botInput(def, alt, me);
    expect(altInput).toEqual(input);
    const real = l2Search(input, 'p', PAIRED);
    expect(real.iterations).toBe(9);
    expect(real.searched.every((x) => Number.isFinite(x.value))).toBe(true);
    expect(l2Search(altInput, 'p', PAIRED)).toEqual(real);
    expect((input.legal as ChoiceDecision[]).some((d) => JSON.stringify(d) === JSON.stringify(real.decision))).toBe(true);
  }, 120_000);

  it("keeps L1's choice when no margin can be met, and takes the best mean with none", () => {
    const { input } = tychePoint('paired-margin');
    const cands = (input.legal as ChoiceDecision[]).slice(0, 3);
    const o = { worlds: 3, horizon: 10, width: 6, weights: WEIGHTS };
    expect(pairedSearch(RULES, input.view, input.player, cands, 'm', { ...o, margin: Infinity }).chosen).toBe(0);
    const free = pairedSearch(RULES, input.view, input.player, cands, 'm', { ...o, margin: -Infinity });
    expect(free.means[free.chosen]).toBe(Math.max(...free.means));
  }, 120_000);

  it('proclaims the heir (the game won, 21.4.2) even listed after the assassination', () => {
    const { input, me } = heirPosition();
    const reversed = [...(input.legal as ChoiceDecision[])].reverse();
    expect(reversed.map((d) => d.verb)).toEqual(['assassinate', 'proclaim']);
    const rep = pairedSearch(RULES, input.view, me, reversed, 'heir', { worlds: 3, horizon: 10, width: 6, margin: 1, weights: WEIGHTS });
    expect(rep.chosen).toBe(1);
    expect(rep.means[1]).toBeGreaterThan(rep.means[0]!);
  }, 120_000);
});
