/**
 * The Syracuse board lights what a pick takes (issue 16: "every decision taken by clicking on the
 * board, with only legal choices offered"): the counters of the listed targets for the reduced unit
 * Cavalry eliminates (`syracuse S9`), the unit a recovery turns back (`syracuse S15`, `S16`, `S25`,
 * `8.5`) and a loss (`syracuse 4.2.1.3`); the zones for the zone cleared for reinforcements
 * (`syracuse 2.B.2.2`). Only listed targets are lit; the step opens on its pick.
 */
import type { Choice } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { defaultSel, litOf } from '../src/boards/syracuse/picks.ts';

const unit = (id: string, side: 'ath' | 'syr', zone: string, reduced = false) => ({ id, side, type: 'H', pf: 2, bonus: false, reduced, zone, fort: false, status: 'map', aboard: false });
const view = {
  units: [unit('s-h2', 'syr', 'T14', true), unit('s-p1', 'syr', 'T14', true), unit('s-h1', 'syr', 'T13', true), unit('a-h1', 'ath', 'T14')],
  leaders: [{ id: 'nicias', side: 'ath' as const, zone: 'T14', fort: false, wounded: false, status: 'map' }],
};

describe('Syracuse board: picks by a click on a lit counter or zone', () => {
  it('syracuse S9: the played Cavalry lights the reduced enemy units listed, and no other counter', () => {
    const cs: Choice[] = [{ verb: 'play', subject: 'S9', targets: ['s-h2', 's-p1'] }, { verb: 'pass' }];
    // the window opens on nothing lit: playing S9 is the player's to choose (a card's button)
    expect(defaultSel(cs, view)).toBeNull();
    const lit = litOf(cs[0], view);
    expect([...lit.pieces].sort()).toEqual(['s-h2', 's-p1']);
    expect(lit.pieces.has('s-h1')).toBe(false);
    expect(lit.pieces.has('a-h1')).toBe(false);
    expect(lit.zones.size).toBe(0);
  });

  it('syracuse S16, 8.5: a recovery step opens with its units lit', () => {
    const cs: Choice[] = [{ verb: 'recover', targets: ['s-h1', 's-p1'] }];
    const sel = defaultSel(cs, view);
    expect(sel).toEqual({ verb: 'recover' });
    expect([...litOf(cs.find((c) => c.verb === sel!.verb), view).pieces].sort()).toEqual(['s-h1', 's-p1']);
  });

  it('syracuse 2.D.3: D.3 opens with the leaders\' recovery lit, the stratagems and the Advantage left to the player', () => {
    const cs: Choice[] = [{ verb: 'recover', targets: ['s-h1'] }, { verb: 'play', subject: 'S15' }, { verb: 'advantage', targets: ['recover'] }, { verb: 'done' }];
    expect(defaultSel(cs, view)).toEqual({ verb: 'recover' });
  });

  it('syracuse 2.B.2.2: the zone cleared lights the destinations listed', () => {
    const cs: Choice[] = [{ verb: 'displace', targets: ['T10', 'T14', 'T18'] }];
    expect(defaultSel(cs, view)).toEqual({ verb: 'displace' });
    const lit = litOf(cs[0], view);
    expect([...lit.zones]).toEqual(['T10', 'T14', 'T18']);
    expect(lit.pieces.size).toBe(0);
  });

  it('a step with two counter picks and no zone opens on neither (the player chooses which)', () => {
    const cs: Choice[] = [{ verb: 'lose', targets: ['s-h2'] }, { verb: 'reduce', targets: ['a-h1'] }];
    expect(defaultSel(cs, view)).toBeNull();
  });
});
