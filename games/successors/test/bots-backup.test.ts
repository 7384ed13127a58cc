/**
 * Successors L2's L2_MAX option (issue 19): a choice whose follow-ups are this seat's own (a card's
 * operations, 7.1, then where they go, 7.4-7.6) is valued by its best follow-up, not the average
 * of those tried; a follow-up listed in few of the worlds walked (a card drawn after a Surprise is
 * discarded, 7.3) does not count; and a card's play is valued where this seat's movement segment
 * begins (9.2), its effect complete, whatever the way it was played.
 */
import { describe, expect, it } from 'vitest';
import { autoplay, createGame, randomBot } from '@diadochi/kernel';
import type { Bot, BotInput, ChoiceDecision, GameSession } from '@diadochi/kernel';
import { successors } from '../src/index.ts';
import type { SuccessorsState, SuccessorsView } from '../src/index.ts';
import { L2_DEFAULTS, L2_MAX, edgeValue, l2Search } from '../src/bots/l2.ts';
import type { Edge } from '../src/bots/l2.ts';
import { tryChoice } from '../src/bots/l1.ts';
import { determinize } from '../src/bots/determinize.ts';
import { evaluate } from '../src/bots/evaluate.ts';
import { RULES } from '../src/game.ts';
import { Dice, rngFromSeed } from '@diadochi/kernel';

const def = successors as never as Parameters<typeof autoplay<SuccessorsState, SuccessorsView>>[0];
const d = (verb: string): ChoiceDecision => ({ verb }) as ChoiceDecision;

function edge(verb: string, n: number, mean: number, avail: number, children: Edge[] = []): Edge {
  return { decision: d(verb), n, w: n * mean, avail, prior: 0, child: children.length ? { edges: new Map(children.map((c) => [c.decision.verb, c])) } : null };
}

describe('L2_MAX backs up the best follow-up (issue 19)', () => {
  it('an edge is worth its best child listed in most worlds, recursively; its mean without max', () => {
    // Operations (7.1): markers (7.5) worth 30 at best two levels down, a march worth 5, a card drawn in one world only worth 100.
    const markers = edge('control', 3, 20, 6, [edge('place', 2, 30, 2), edge('done', 1, 10, 2)]);
    const ops = edge('play-ops', 7, 10, 7, [markers, edge('march', 2, 5, 6), edge('lucky', 1, 100, 1)]);
    expect(edgeValue(ops, false)).toBe(10);
    expect(edgeValue(ops, true)).toBe(30);
    // With no visited child, the edge's own mean.
    expect(edgeValue(edge('discard', 2, -4, 2), true)).toBe(-4);
  });
});

describe('L2_MAX values a card play where its movement segment begins (successors 7, 9.2)', () => {
  /** The first Tyche segment of a random game where a card may be discarded for nothing (7.7): not a Surprise, so nothing is drawn. */
  function tychePoint(seed: string): BotInput<SuccessorsView> {
    let found: BotInput<SuccessorsView> | null = null;
    const probe: Bot<SuccessorsView> = (input) => {
      const legal = (input.legal ?? []) as ChoiceDecision[];
      if (!found && input.view.step.k === 'tyche' && legal.length > 3 && legal.some((x) => x.verb === 'discard' && RULES.card.get(Number(x.subject))?.kind !== 'surprise')) found = structuredClone(input);
      return randomBot('p')(input);
    };
    const g = createGame(def, { seed, options: { players: 4, turns: 1 } });
    if (!g.ok) throw new Error('setup');
    autoplay(def, g.value as GameSession<SuccessorsState>, { bots: probe, maxSteps: 300 });
    if (!found) throw new Error('no Tyche segment');
    return found;
  }

  it('a discard is worth the position right after it, however often it is walked', () => {
    const input = tychePoint('card-leaf');
    const legal = input.legal as ChoiceDecision[];
    const me = input.player;
    const discard = legal.find((x) => x.verb === 'discard' && RULES.card.get(Number(x.subject))?.kind !== 'surprise')!;
    const o = { ...L2_DEFAULTS, ...L2_MAX, iterations: 3 * legal.length, candidates: legal.length, bias: 0 };
    const report = l2Search({ ...input, legal: [discard, ...legal.filter((x) => x !== discard)] }, 'leaf', o);
    const searched = report.searched.find((x) => x.decision === discard)!;
    expect(searched.visits).toBeGreaterThan(1);
    // The position after the discard is this seat's movement segment (9.2): the leaf, in every world (the value reads no hidden card).
    const after = tryChoice(RULES, determinize(RULES, input.view, new Dice(rngFromSeed('w'))), me, discard, new Dice(rngFromSeed('r')))!;
    expect(after.step.k).toBe('movement');
    expect(searched.value).toBeCloseTo(evaluate(RULES, after, me), 6);
    // Without the card leaf the search walks on into the movement segment and values the discard by the move after it.
    const on = l2Search({ ...input, legal: [discard, ...legal.filter((x) => x !== discard)] }, 'leaf', { ...o, cardLeaf: false });
    expect(on.searched.find((x) => x.decision === discard)!.value).not.toBeCloseTo(evaluate(RULES, after, me), 6);
  }, 60_000);
});
