/**
 * Successors bots, issue 19: a march valued by where it goes (L1 `march: 'walk'`, L2 `L2_WALK`).
 * A march turns a card's operations into one general's movement points (successors 7.4.1); with
 * the old valuation (`march: 'mp'`) the army has not moved when the choice is valued, so every march
 * of one card scores alike and the tie-break picks the general. With `march: 'walk'` the march is
 * worth the best it can reach within its MP (9.3, `marchPlan`): here an heir alone, captured on
 * entering his space two steps away (18.5.3).
 */
import { describe, expect, it } from 'vitest';
import { Dice, botInput, rngFromSeed } from '@diadochi/kernel';
import type { BotInput, ChoiceDecision, GameSession } from '@diadochi/kernel';
import type { SuccessorsState, SuccessorsView } from '../src/index.ts';
import { RULES } from '../src/game.ts';
import { L1_DEFAULTS, l1Decision, scoreChoices, marchPlan, tryChoice } from '../src/bots/l1.ts';
import { L2_DEFAULTS, L2_WALK, l2Search } from '../src/bots/l2.ts';
import { determinize } from '../src/bots/determinize.ts';
import { WEIGHTS, distances, evaluate } from '../src/bots/evaluate.ts';
import { legitimacy } from '../src/rules/query.ts';
import { def, otherHandChanged, start } from './bots-fixtures.ts';

/**
 * Black's operations step (7.1.2) with 3 operations, turn 1 of seed `walk`: Antigonus at Celaenae
 * (4 CUs) is 2 MP from Miletus, where Heracles has been put alone (an heir alone is captured by
 * whoever enters his space, 18.5.3, and brings his LP, 17.2); Ptolemy at Memphis has no such
 * objective within 3 MP. Three cards dealt to every hand; only the two marches are offered.
 */
function marchPoint(): { input: BotInput<SuccessorsView>; me: string; session: GameSession<SuccessorsState> } {
  const session = structuredClone(start('walk', 1));
  const s = session.state;
  const me = 'black';
  expect(s.generals.antigonus).toMatchObject({ owner: me, space: 'celaenae' });
  expect(s.generals.ptolemy).toMatchObject({ owner: me, space: 'memphis' });
  expect(distances(RULES).get('celaenae')?.get('miletus')).toBe(2);
  expect(distances(RULES).get('memphis')?.get('miletus')).toBeGreaterThan(3);
  expect(s.holdings.miletus).toBeUndefined();
  s.royals.heracles = { space: 'miletus', active: true };
  // Hands dealt from the deck (7: secret), so that another hand may differ unseen.
  for (const f of s.factions) s.hands[f] = s.deck.splice(0, 3);
  const card = s.deck.pop()!;
  s.discard.push(card);
  s.step = { k: 'ops', who: me, card, ops: 3, bonus: false };
  const input = botInput(def, session, me);
  const marches = (input.legal as ChoiceDecision[]).filter((d) => d.verb === 'march');
  expect(marches.map((d) => d.target).sort()).toEqual(['antigonus', 'ptolemy']);
  return { input: { ...input, legal: marches }, me, session };
}

describe("a march valued by where it goes (successors 7.4.1, 9.3, 18.5.3; L1 `march: 'walk'`)", () => {
  it('the old valuation scores both marches alike; planned, the march that reaches Heracles scores higher', () => {
    const { input, me } = marchPoint();
    const legal = input.legal as ChoiceDecision[];
    const old = scoreChoices(RULES, input.view, legal, me, 'k', L1_DEFAULTS);
    expect(old[0]).toBeCloseTo(old[1]!, 9);
    const walked = scoreChoices(RULES, input.view, legal, me, 'k', { ...L1_DEFAULTS, march: 'walk' });
    const i = legal.findIndex((d) => d.target === 'antigonus');
    expect(walked[i]!).toBeGreaterThan(walked[1 - i]! + WEIGHTS.lp);
  });

  it('the plan sees Heracles two steps away: captured on entering Miletus (18.5.3), his LP counted (17.2)', () => {
    const { input, me } = marchPoint();
    const dice = new Dice(rngFromSeed('walk'));
    const world = determinize(RULES, input.view, dice);
    // The march itself rolls nothing (7.4.1): the army stands at Celaenae with 3 MP.
    const marching = tryChoice(RULES, world, me, { verb: 'march', target: 'antigonus' }, dice)!;
    expect(marching.step).toMatchObject({ k: 'move', who: me, source: 'march' });
    expect(marching.moving).toMatchObject({ general: 'antigonus', mp: 3 });
    const path = RULES.links.get('celaenae')!.map((l) => l.to).find((x) => RULES.links.get(x)!.some((l) => l.to === 'miletus' && l.cost === 1))!;
    const halfway = tryChoice(RULES, marching, me, { verb: 'move', subject: 'antigonus', target: path }, dice)!;
    const there = tryChoice(RULES, halfway, me, { verb: 'move', subject: 'antigonus', target: 'miletus' }, dice)!;
    expect(there.moving?.royals).toContain('heracles');
    expect(legitimacy(RULES, there, me)).toBeGreaterThan(legitimacy(RULES, marching, me));
    // The plan from Celaenae is worth at least the capture; one look from Celaenae sees no LP gained.
    const plan = marchPlan(RULES, marching, me, WEIGHTS, dice);
    expect(plan).toBeGreaterThanOrEqual(evaluate(RULES, there, me, WEIGHTS) - 2);
    expect(plan).toBeGreaterThan(evaluate(RULES, marching, me, WEIGHTS) + WEIGHTS.lp);
  });

  it('L1 with the walk, at the first step of that march, steps where Miletus stays in reach; one look does not (9.3)', () => {
    const { session, me } = marchPoint();
    session.state = tryChoice(RULES, session.state, me, { verb: 'march', target: 'antigonus' }, new Dice(rngFromSeed('m')))!;
    const full = botInput(def, session, me);
    // The army's steps and its stop only (a surprise card in hand, 7.3, and drops, 9.4, left out).
    const input = { ...full, legal: (full.legal as ChoiceDecision[]).filter((d) => d.verb === 'move' || d.verb === 'stop') };
    // 3 MP: after a 1-MP step Miletus must be at most 2 MP away to be entered in this march.
    const inReach = (d: ChoiceDecision | undefined) => d?.verb === 'move' && (distances(RULES).get(d.target!)?.get('miletus') ?? 9) <= 2;
    expect(inReach(l1Decision(input, 'step', { ...L1_DEFAULTS, march: 'walk' }))).toBe(true);
    expect(inReach(l1Decision(input, 'step', L1_DEFAULTS))).toBe(false);
  });

  it('L1 with the walk marches Antigonus whatever its tie-break seed; the old valuation leaves the general to the tie-break', () => {
    const { input } = marchPoint();
    const oldPicks = new Set<string>();
    for (let k = 0; k < 12; k++) {
      expect(l1Decision(input, `walk-${k}`, { ...L1_DEFAULTS, march: 'walk' })?.target).toBe('antigonus');
      oldPicks.add(l1Decision(input, `walk-${k}`, L1_DEFAULTS)!.target!);
    }
    // Tied scores: over 12 seeds the old valuation picked Ptolemy at least once.
    expect(oldPicks.has('ptolemy')).toBe(true);
  });

  it('L2 with L2_WALK searches the march and plays the one to the objective', () => {
    const { input } = marchPoint();
    const rep = l2Search(input, 'walk', { ...L2_DEFAULTS, ...L2_WALK, iterations: 16 });
    expect(rep.iterations).toBeGreaterThan(0);
    expect(rep.decision?.target).toBe('antigonus');
  }, 60_000);

  it('reads only the view: another hand and the deck changed, the same scores and the same L2 search (successors 7)', () => {
    const { session, me, input } = marchPoint();
    const alt = botInput(def, otherHandChanged(session, me), me);
    expect(alt.view).toEqual(input.view);
    const o = { ...L1_DEFAULTS, march: 'walk' as const };
    expect(scoreChoices(RULES, alt.view, input.legal as ChoiceDecision[], me, 'h', o)).toEqual(scoreChoices(RULES, input.view, input.legal as ChoiceDecision[], me, 'h', o));
    const a = l2Search(input, 'h', { ...L2_DEFAULTS, ...L2_WALK, iterations: 8 });
    const b = l2Search({ ...alt, legal: input.legal }, 'h', { ...L2_DEFAULTS, ...L2_WALK, iterations: 8 });
    expect(b.searched).toEqual(a.searched);
  }, 60_000);
});
