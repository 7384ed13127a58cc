/**
 * The Athenian's guard outside the Plemmyrion he holds (heuristic.ts `plemmyrionGuard`): with no
 * unit of his outside the fort, the Syracusan reinforcements walk into T27 and take it by the D.5
 * siege (`syracuse 4.3`), then build the chains (5.5.1, 9.1.3).
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { legalOf, syracuse, viewOf } from '../src/index.ts';
import type { SyracuseState } from '../src/index.ts';
import { heuristicChoice } from '../src/heuristic.ts';
import { optionsFor } from '../src/bots/search.ts';
import { UNIT } from '../src/data/counters.ts';

/**
 * His D.2 (2.D.2) with the camp and the Plemmyrion built and his: a garrison in the fort, one
 * hoplite outside it in T27, every other Athenian land unit in the camp (T17), his ships in M12.
 */
function atD2(): { s: SyracuseState; outside: string } {
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed('guard')), emit: () => {} };
  const s = syracuse.setup({ scenario: 'historical' }, ctx) as SyracuseState;
  s.camp = 'built';
  s.forts.plemmyrion = { built: true, owner: 'ath' };
  const land = Object.values(s.units).filter((u) => u.status === 'map' && UNIT[u.id]!.side === 'ath' && ['H', 'A', 'P'].includes(UNIT[u.id]!.type));
  const [garrison, outside] = land;
  for (const u of Object.values(s.units)) if (u.status === 'map' && UNIT[u.id]!.side === 'ath') Object.assign(u, UNIT[u.id]!.type === 'T' ? { zone: 'M12' } : { zone: 'T17', fort: false });
  Object.assign(garrison!, { zone: 'T27', fort: true });
  Object.assign(outside!, { zone: 'T27', fort: false });
  s.step = { k: 'd2', side: 'ath' } as SyracuseState['step'];
  return { s, outside: outside!.id };
}

describe('syracuse L2: the Athenian guard outside the Plemmyrion (syracuse 4.3, 5.5.1)', () => {
  it('L1 brings the unit outside the fort back to the camp at D.2; with a guard it stays in T27', () => {
    const { s, outside } = atD2();
    const legal = legalOf(s, 'ath') as ChoiceDecision[];
    const back = (d: ChoiceDecision | undefined) => d?.verb === 'redeploy' && d.subject === outside;
    expect(legal.some(back)).toBe(true);
    expect(back(heuristicChoice(viewOf(s, 'ath'), legal) as ChoiceDecision)).toBe(true);
    expect(back(heuristicChoice(viewOf(s, 'ath'), legal, { plemmyrionGuard: 4 }) as ChoiceDecision)).toBe(false);
  });

  it('keeps no guard once the chains are built (the fort no longer stops them, 5.5.1)', () => {
    const { s, outside } = atD2();
    s.chains = 'built';
    const legal = legalOf(s, 'ath') as ChoiceDecision[];
    const d = heuristicChoice(viewOf(s, 'ath'), legal, { plemmyrionGuard: 4 }) as ChoiceDecision;
    expect(d.verb === 'redeploy' && d.subject === outside).toBe(true);
  });

  it('is the Athenian L2 default (4 PF) and off for the Syracusan', () => {
    expect(optionsFor('ath').plemmyrionGuard).toBe(4);
    expect(optionsFor('syr').plemmyrionGuard).toBe(0);
  });
});
