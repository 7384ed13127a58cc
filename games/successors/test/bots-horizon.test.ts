/**
 * Successors L2's round horizon (issue 19, L2_ROUND: paired playouts to this seat's next player
 * turn, the rivals' segments played as L1 plays them, 3.5). It returns a listed choice, decides
 * the same way for the same seed and input, reads only the seat's view (successors 7: hands and
 * the deck are secret), and its playouts do reach the rivals' segments.
 */
import { describe, expect, it } from 'vitest';
import { Dice, botInput, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision } from '@diadochi/kernel';
import { L2_DEFAULTS, L2_ROUND, l2Search } from '../src/bots/l2.ts';
import { roundEnd } from '../src/bots/paired.ts';
import { determinize } from '../src/bots/determinize.ts';
import { RULES } from '../src/game.ts';
import { def, otherHandChanged, tychePoint } from './bots-fixtures.ts';

/** L2_ROUND made small enough for a test: 2 worlds, 3 candidates. */
const ROUND = { ...L2_DEFAULTS, ...L2_ROUND, worlds: 2, candidates: 3, cardWidth: 8, pairedWidth: 4, horizon: 80 };

const listed = (legal: unknown[] | null, d: unknown) => (legal as ChoiceDecision[]).some((x) => JSON.stringify(x) === JSON.stringify(d));

describe('L2 round horizon: the leaf after the rivals have answered (issue 19)', () => {
  it('a listed choice, the same for the same seed, and the same when another hand and the deck differ (successors 7)', () => {
    const { session, input } = tychePoint('horizon-secret');
    const me = input.player;
    const alt = otherHandChanged(session, me);
    expect(alt.state.hands).not.toEqual(session.state.hands);
    const altInput = botInput(def, alt, me);
    expect(altInput).toEqual(input);
    const real = l2Search(input, 'h', ROUND);
    expect(listed(input.legal, real.decision)).toBe(true);
    expect(real.iterations).toBe(6);
    expect(real.searched.every((x) => Number.isFinite(x.value))).toBe(true);
    expect(l2Search(input, 'h', ROUND)).toEqual(real);
    expect(l2Search(altInput, 'h', ROUND)).toEqual(real);
  }, 240_000);

  it("the round's end: this seat's next player turn, once another seat's has begun (3.5)", () => {
    const { input } = tychePoint('horizon-end');
    const me = input.player;
    const world = determinize(RULES, input.view, new Dice(rngFromSeed('w')));
    const end = roundEnd(me);
    // At the root (this seat's own Tyche segment) the round has not ended: no rival has played yet.
    expect(end(world)).toBe(false);
    const rival = world.factions.find((f) => f !== me)!;
    expect(end({ ...world, step: { k: 'tyche', who: rival } })).toBe(false);
    expect(end({ ...world, step: { k: 'movement', who: me } })).toBe(false);
    expect(end({ ...world, step: { k: 'tyche', who: me } })).toBe(true);
  });
});
