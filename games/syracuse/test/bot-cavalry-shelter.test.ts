/**
 * The Syracusan's cavalry shelter (heuristic.ts `cavalryShelter`, an option, off): at D.2
 * (`syracuse 2.D.2.1`) his cavalry goes into the city while the Athenian has more cavalry in the
 * field (6.2.3: the roll against him happens anyway), sparing it the D.5 attrition (6.4.1).
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { legalOf, syracuse, viewOf } from '../src/index.ts';
import type { SyracuseState } from '../src/index.ts';
import { heuristicChoice } from '../src/heuristic.ts';
import { optionsFor } from '../src/bots/search.ts';
import { UNIT } from '../src/data/counters.ts';

/** The Syracusan's D.2 with his cavalry (s-c1, 6 PF) in T12 and `athPf` PF of Athenian cavalry in T14. */
function atD2(athPf: 'more' | 'fewer'): SyracuseState {
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed('shelter')), emit: () => {} };
  const s = syracuse.setup({ scenario: 'historical' }, ctx) as SyracuseState;
  Object.assign(s.units['s-c1']!, { zone: 'T12', fort: false, status: 'map', reduced: athPf === 'more' });
  // the Athenian cavalry of 10.1.AR3 (4 PF) in the field beside a-c1 (2 PF): 6 PF against 3 (s-c1 reduced) or 6
  Object.assign(s.units['a-c2']!, { zone: 'T14', fort: false, status: 'map', reduced: false });
  Object.assign(s.units['a-c1']!, { zone: 'T14', fort: false, status: 'map', reduced: athPf === 'fewer' });
  s.step = { k: 'd2', side: 'syr' } as SyracuseState['step'];
  return s;
}

const intoCity = (d: ChoiceDecision | undefined) => d?.verb === 'redeploy' && d.subject === 's-c1' && d.target === 'T16';

describe('syracuse L2: the Syracusan cavalry shelter (syracuse 2.D.2.1, 6.2.3, 6.4.1)', () => {
  it('sends his outnumbered cavalry into the city at D.2 with the option, keeps it in the field without', () => {
    const s = atD2('more');
    expect(UNIT['s-c1']!.type).toBe('C');
    const legal = legalOf(s, 'syr') as ChoiceDecision[];
    expect(legal.some(intoCity)).toBe(true);
    expect(intoCity(heuristicChoice(viewOf(s, 'syr'), legal, { cavalryShelter: true }) as ChoiceDecision)).toBe(true);
    expect(intoCity(heuristicChoice(viewOf(s, 'syr'), legal) as ChoiceDecision)).toBe(false);
  });

  it('keeps it in the field when it is not outnumbered (its presence stops the roll against him, 6.2.3)', () => {
    const s = atD2('fewer');
    const legal = legalOf(s, 'syr') as ChoiceDecision[];
    expect(intoCity(heuristicChoice(viewOf(s, 'syr'), legal, { cavalryShelter: true }) as ChoiceDecision)).toBe(false);
  });

  it('is off for both sides by default (measured worse in the L1 mirror)', () => {
    expect(optionsFor('syr').cavalryShelter).toBe(false);
    expect(optionsFor('ath').cavalryShelter).toBe(false);
  });
});
