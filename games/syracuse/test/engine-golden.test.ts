/**
 * The engine's speed work must leave the games byte-identical: three seeded games of random
 * decisions (the kernel's random bot over `legalOf`, no heuristic, so only the rules decide what is
 * hashed) give the same legal lists, events, dice and final state as the engine of 553ce50.
 * A deliberate change of the rules changes this figure: record the new one with the change, saying
 * why (the fuller guard is `bench/engine-digest.bench.ts`).
 */
import { createHash } from 'node:crypto';
import { Dice, canonicalJson, randomBot, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { legalOf, pendingOf, syracuse } from '../src/index.ts';
import type { ScenarioId } from '../src/index.ts';

function gameDigest(scenario: ScenarioId, seed: string): string {
  const h = createHash('sha256');
  const events: unknown[] = [];
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed(seed)), emit: (e) => void events.push(e) };
  const s = syracuse.setup({ scenario }, ctx);
  const bots = { ath: randomBot(`${seed}-a`), syr: randomBot(`${seed}-s`) };
  for (let step = 0; step < 20000; step++) {
    const p = pendingOf(s);
    if (!p) break;
    const player = p.players[0] as 'ath' | 'syr';
    const legal = legalOf(s, player);
    const d = bots[player]({ player, pending: p, view: null, legal, step }) as ChoiceDecision;
    h.update(`${canonicalJson(p)} ${canonicalJson(legal)} ${canonicalJson(d)}\n`);
    events.length = 0;
    syracuse.resolve(s, { [player]: d }, { dice: ctx.dice, emit: ctx.emit });
    h.update(`${canonicalJson(events)} ${canonicalJson(ctx.dice.rolls)}\n`);
    ctx.dice.rolls.length = 0;
  }
  h.update(canonicalJson(s));
  return h.digest('hex').slice(0, 24);
}

describe('the engine plays seeded games as it did (syracuse 2, byte-identical speed work)', () => {
  it.each([
    // syr-picks: golden-0 and golden-1 part from 825f983 at their first D.3 recovery (S16, the Advantage's
    // 8.5), which now stops on the player's `recovery` pick (issue 16); golden-2 meets no changed step
    ['historical', 'golden-0', '9949895d488e0549b84f8b03'],
    ['variant', 'golden-1', '8ae2e326ced70148a4eb43ea'],
    ['alcibiades', 'golden-2', 'a090ef89920597e0c80c92a3'],
  ] as const)('syracuse 2–9: the %s game %s hashes to %s', (scenario, seed, want) => {
    expect(gameDigest(scenario, seed)).toBe(want);
  });
});
