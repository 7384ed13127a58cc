/**
 * The Syracusan L2 prices the cavalry's drain of his supply box (SIDE_DEFAULTS.syr `drain: 1`,
 * search-eval.ts `drainTerm`): the Athenian's larger cavalry in the field rolls against his box
 * every turn (`syracuse 6.2.3`, 6.3.3) and an empty box is his capitulation (6.3.2).
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { syracuse } from '../src/index.ts';
import type { SyracuseState } from '../src/index.ts';
import { optionsFor } from '../src/bots/search.ts';
import { cavalryInField, drainRisk, evaluate } from '../src/bots/search-eval.ts';

/** Turn 3, his box at 1, the Athenian cavalry (a-c1, a-c2: 6 PF) in T14; his own (s-c1) in the city, or in T12 with `field`. */
function position(field: boolean): SyracuseState {
  const s = syracuse.setup({ scenario: 'historical' }, { dice: new Dice(rngFromSeed('syr-drain')), emit: () => {} }) as SyracuseState;
  s.turn = 3;
  s.step = { k: 'act', side: 'syr' } as SyracuseState['step'];
  s.supply.syr = { box: 1, face: 'appro' };
  for (const id of ['a-c1', 'a-c2']) Object.assign(s.units[id]!, { zone: 'T14', fort: false, status: 'map', reduced: false });
  Object.assign(s.units['s-c1']!, { zone: field ? 'T12' : 'T16', fort: false, status: 'map', reduced: field });
  return s;
}

describe('syracuse L2: the Syracusan weighs the cavalry drain of his box (syracuse 6.2.3, 6.3.2, 6.3.3)', () => {
  it('is his default and not the Athenian\'s; his other weights stay (threats off)', () => {
    expect(optionsFor('syr').weights.drain).toBe(1);
    expect(optionsFor('syr').weights.threats).toBe(0);
    expect(optionsFor('ath').weights.drain).toBe(0);
  });

  it('values his cavalry matching the Athenian\'s in the field above the same cavalry in the city, which the plain evaluation does not', () => {
    const city = position(false);
    const field = position(true);
    // s-c1 reduced in the field (3 PF) and full in the city (6 PF): the material favours the city
    expect(cavalryInField(city, 'ath')).toBeGreaterThan(cavalryInField(city, 'syr'));
    expect(drainRisk(city, 'syr')).toBeGreaterThan(0.5);
    const w = optionsFor('syr').weights;
    const plain = { ...w, drain: 0 };
    expect(evaluate(city, 'syr', plain)).toBeGreaterThan(evaluate(field, 'syr', plain));
    // 6 PF against 3: still outnumbered, still drained; with s-c1 full in the field (6 against 6) no roll
    const even = position(true);
    even.units['s-c1']!.reduced = false;
    expect(drainRisk(even, 'syr')).toBe(0);
    expect(evaluate(even, 'syr', w)).toBeGreaterThan(evaluate(city, 'syr', w));
    expect(evaluate(even, 'syr', w) - evaluate(city, 'syr', w)).toBeGreaterThan(evaluate(even, 'syr', plain) - evaluate(city, 'syr', plain));
  });
});
