/**
 * Successors L2's `reach` option (issue 19, stop 31): the tree's playouts go on through the rivals'
 * card plays (7) and moves (9) to the start of this seat's next player turn (3.5), instead of
 * stopping where a rival's segment begins. It returns a listed choice, decides the same way for the
 * same seed and input, reads only the seat's view (successors 7: hands and the deck are secret),
 * and its leaves do come at this seat's next player turn, after every rival has played.
 */
import { describe, expect, it } from 'vitest';
import { botInput } from '@diadochi/kernel';
import type { ChoiceDecision } from '@diadochi/kernel';
import { L2_DEFAULTS, iterate, l2Search } from '../src/bots/l2.ts';
import type { L2Options, Range, TreeNode } from '../src/bots/l2.ts';
import { unseenCards } from '../src/bots/determinize.ts';
import { RULES } from '../src/game.ts';
import { def, otherHandChanged, tychePoint } from './bots-fixtures.ts';

/** Small enough for a test. */
const REACH: L2Options = { ...L2_DEFAULTS, iterations: 4, candidates: 3, reach: 'turn', reachWidth: 4 };

/** The steps that open a seat's player turn (3.5: the surrender segment 6, then Tyche 7; paired.ts). */
const TURN_OPENS = new Set(['surrender-offer', 'free-markers', 'surrender', 'tyche']);

const listed = (legal: unknown[] | null, d: unknown) => (legal as ChoiceDecision[]).some((x) => JSON.stringify(x) === JSON.stringify(d));

describe("L2 reach: the leaf at this seat's next player turn (issue 19)", () => {
  it('a listed choice, the same for the same seed, and the same when another hand and the deck differ (successors 7)', () => {
    const { session, input } = tychePoint('reach-secret');
    const me = input.player;
    const alt = otherHandChanged(session, me);
    expect(alt.state.hands).not.toEqual(session.state.hands);
    const altInput = botInput(def, alt, me);
    expect(altInput).toEqual(input);
    for (const reachPlay of ['l1', 'policy'] as const) {
      const o = { ...REACH, reachPlay };
      const real = l2Search(input, 'r', o);
      expect(listed(input.legal, real.decision)).toBe(true);
      expect(real.iterations).toBe(4);
      expect(l2Search(input, 'r', o)).toEqual(real);
      expect(l2Search(altInput, 'r', o)).toEqual(real);
    }
  }, 240_000);

  it("each playout ends at this seat's next player turn, once the rivals have played (3.5); 'segment' ends at a rival's segment", () => {
    const { input } = tychePoint('reach-end');
    const me = input.player;
    const legal = input.legal as ChoiceDecision[];
    const unseen = unseenCards(RULES, input.view);
    const priors = legal.map(() => 0.5);
    for (const reachPlay of ['l1', 'policy'] as const) {
      for (let k = 0; k < 3; k++) {
        const root: TreeNode = { edges: new Map() };
        const range: Range = { lo: Infinity, hi: -Infinity };
        const out = iterate(RULES, input.view, unseen, me, root, legal, priors, { ...REACH, reachPlay }, range, `end:${k}`, false)!;
        expect(out).not.toBeNull();
        // A one-turn game may end first (20); otherwise the leaf is this seat's next turn.
        if (out.end.k !== 'over') {
          expect(TURN_OPENS.has(out.end.k)).toBe(true);
          expect(out.end.who).toBe(me);
        }
        // Every rival's segments lie between: far more decisions than the old leaf's at most 24.
        expect(out.steps).toBeGreaterThan(24);
      }
    }
    const root: TreeNode = { edges: new Map() };
    const old = iterate(RULES, input.view, unseen, me, root, legal, priors, L2_DEFAULTS, { lo: Infinity, hi: -Infinity }, 'end:old', false)!;
    expect(old.steps).toBeLessThanOrEqual(24);
    expect(old.end.k !== 'over' && old.end.who === me && TURN_OPENS.has(old.end.k)).toBe(false);
  }, 240_000);

  it('the budget counts the choices tried by L1\'s look, so a search stops within it', () => {
    const { input } = tychePoint('reach-budget');
    const o = { ...REACH, iterations: 1000, budget: 600 };
    const rep = l2Search(input, 'b', o);
    expect(rep.iterations).toBeLessThan(1000);
    // Stopped once the budget was spent: at most one playout (≤ reachHorizon decisions, each trying ≤ reachWidth choices) over it.
    expect(rep.steps!).toBeGreaterThanOrEqual(600);
    expect(rep.steps!).toBeLessThan(600 + o.reachHorizon * (1 + o.reachWidth) + 1);
  }, 240_000);
});
