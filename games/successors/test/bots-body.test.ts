/**
 * Successors L2's body option (issue 19): Alexander's body is worth no LP until it is buried
 * (successors 17.4), 10 at Pella (17.4.3) and 2 to the controller of another major city
 * (17.4.5), and is lost at the start of turn 4 if still unburied (17.4.7). L1's evaluation gives
 * the held body nothing, so L1 buries it at once where it stands (Babylon, 2 LP); with
 * `BODY_WEIGHTS` the body held promises the Pella burial by the distance and the movement left.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '@diadochi/kernel';
import type { BotInput, ChoiceDecision } from '@diadochi/kernel';
import { successors } from '../src/index.ts';
import type { SuccessorsState, SuccessorsView } from '../src/index.ts';
import { RULES, legalOf } from '../src/game.ts';
import { viewOf } from '../src/view.ts';
import { startArmy } from '../src/rules/movement.ts';
import { royalController } from '../src/rules/query.ts';
import { BODY_WEIGHTS, WEIGHTS, bodyPromise, evaluate } from '../src/bots/evaluate.ts';
import { L1_DEFAULTS, l1Decision } from '../src/bots/l1.ts';

function state(turn: number, round = 1): SuccessorsState {
  const g = createGame(successors, { seed: 'body', options: { players: 4 } });
  if (!g.ok) throw new Error('setup');
  const s = structuredClone(g.value.state as SuccessorsState);
  s.turn = turn;
  s.round = round;
  return s;
}

/** Perdiccas' faction holds the body at Babylon at the start (22.1). */
const holder = (s: SuccessorsState) => royalController(RULES, s, 'body')!;

/** Perdiccas' army set moving from Babylon in its movement segment (9.2), with `mp` movement points. */
function moving(turn: number, mp: number): { s: SuccessorsState; f: string } {
  const s = state(turn);
  const f = holder(s);
  expect(s.generals.perdiccas?.owner).toBe(f);
  startArmy(RULES, s, f, 'perdiccas', mp, 'movement');
  s.step = { k: 'move', who: f, source: 'movement', roll: 3 };
  return { s, f };
}

describe('the body held promises its burial (successors 17.4)', () => {
  it('in turn 2 at Babylon the promise of Pella (10 LP, 17.4.3) is worth more than the 2 LP of a tomb at Babylon (17.4.5)', () => {
    const s = state(2);
    const f = holder(s);
    const p = bodyPromise(RULES, s, f);
    expect(p).toBeGreaterThan(2);
    expect(p).toBeLessThan(10);
    // Nobody else holds it.
    for (const x of s.factions) if (x !== f) expect(bodyPromise(RULES, s, x)).toBe(0);
  });

  it('is nothing once the body is buried, or lost at turn 4 (17.4.7); with Pella out of reach, only a tomb nearby', () => {
    const s = state(2);
    const f = holder(s);
    s.royals.body!.buried = 'babylon';
    expect(bodyPromise(RULES, s, f)).toBe(0);
    expect(bodyPromise(RULES, state(4), f)).toBe(0);
    // Turn 3, last round: 3 MP left, Pella 20 MP away; Babylon itself is a major city (0 MP).
    expect(bodyPromise(RULES, state(3, 5), f)).toBe(2);
    // The tomb's 2 LP go to the city's controller (17.4.5): Babylon in a rival's hands promises nothing.
    const lost = state(3, 5);
    lost.control.babylon = { ...lost.control.babylon!, by: s.factions.find((x) => x !== f)! };
    expect(bodyPromise(RULES, lost, f)).toBe(0);
  });

  it('grows with the movement left to the army carrying it (9.3)', () => {
    const slow = moving(2, 2);
    const fast = moving(2, 6);
    expect(bodyPromise(RULES, fast.s, fast.f)).toBeGreaterThan(bodyPromise(RULES, slow.s, slow.f));
  });

  it("L1's weights leave it out: the evaluation is unchanged by it", () => {
    const s = state(2);
    const f = holder(s);
    const lost = structuredClone(s);
    lost.royals.body!.dead = true; // lost (17.4.7): no LP for anyone
    expect(evaluate(RULES, s, f, WEIGHTS)).toBe(evaluate(RULES, lost, f, WEIGHTS));
    expect(evaluate(RULES, s, f, BODY_WEIGHTS)).toBeGreaterThan(evaluate(RULES, lost, f, BODY_WEIGHTS));
  });
});

describe('the body carried, not buried at Babylon (17.4)', () => {
  it('in turn 2 at Babylon L1 buries it for 2 LP; with BODY_WEIGHTS it is kept for Pella', () => {
    const { s, f } = moving(2, 4);
    const legal = legalOf(RULES, s, f) as ChoiceDecision[];
    expect(legal.some((d) => d.verb === 'bury' && d.target === 'babylon')).toBe(true);
    const input: BotInput<SuccessorsView> = { player: f, pending: {} as never, view: viewOf(RULES, s, f), legal, step: 7 };
    expect(l1Decision(input, 'body')?.verb).toBe('bury');
    expect(l1Decision(input, 'body', { ...L1_DEFAULTS, weights: BODY_WEIGHTS })?.verb).not.toBe('bury');
  });
});
