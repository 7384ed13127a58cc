/**
 * The Athenian's ships out of S5's reach (heuristic.ts `hullsToCatane`): at D.2 they wait in
 * Catane (`syracuse 2.D.2.2`), not in the built camp's port M12, where "Coques pourries" (S5, D.5)
 * eliminates one ship and reduces another, unless he holds S5's counter himself.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { legalOf, syracuse, viewOf } from '../src/index.ts';
import type { SyracuseState } from '../src/index.ts';
import { heuristicChoice } from '../src/heuristic.ts';
import { optionsFor } from '../src/bots/search.ts';
import { UNIT } from '../src/data/counters.ts';

/** The camp built (5.2), the Athenian ships on the map in M12, his D.2 (2.D.2) with `hand`. */
function atD2(hand: string[]): SyracuseState {
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed('hulls')), emit: () => {} };
  const s = syracuse.setup({ scenario: 'historical' }, ctx) as SyracuseState;
  s.camp = 'built';
  for (const u of Object.values(s.units)) if (UNIT[u.id]!.side === 'ath' && UNIT[u.id]!.type === 'T' && u.status === 'map') u.zone = 'M12';
  s.hands.ath = hand;
  s.step = { k: 'd2', side: 'ath' } as SyracuseState['step'];
  return s;
}

const shipToCatane = (d: ChoiceDecision | undefined) => d?.verb === 'redeploy' && d.target === 'Catane' && UNIT[d.subject!]?.type === 'T';

describe('syracuse L2: the Athenian ships kept out of S5 (syracuse S5, 2.D.2.2)', () => {
  it('sends a ship from M12 to Catane at D.2 with the option, and L1 does not', () => {
    const s = atD2(['c8']);
    const legal = legalOf(s, 'ath') as ChoiceDecision[];
    expect(legal.some(shipToCatane)).toBe(true);
    expect(shipToCatane(heuristicChoice(viewOf(s, 'ath'), legal, { hullsToCatane: true }) as ChoiceDecision)).toBe(true);
    expect(shipToCatane(heuristicChoice(viewOf(s, 'ath'), legal) as ChoiceDecision)).toBe(false);
  });

  it('keeps the ships in M12 when he holds S5 himself (c3: S5 / S7), since the Syracusan cannot play it', () => {
    const s = atD2(['c3']);
    const legal = legalOf(s, 'ath') as ChoiceDecision[];
    expect(shipToCatane(heuristicChoice(viewOf(s, 'ath'), legal, { hullsToCatane: true }) as ChoiceDecision)).toBe(false);
  });

  it('is off by default for both sides (measured no better: docs/bots.md, Syracuse)', () => {
    expect(optionsFor('ath').hullsToCatane).toBe(false);
    expect(optionsFor('syr').hullsToCatane).toBe(false);
    expect(optionsFor('ath', { hullsToCatane: true }).hullsToCatane).toBe(true);
  });
});
