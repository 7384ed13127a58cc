/**
 * End-of-season control and the royals' withdrawal have one owner (`src/rules/control.ts`,
 * `withdrawRoyals` in `src/rules/characters.ts`); the political layer calls it. Each case is
 * checked through both doors: the military season's `updateControl(map, state)` and the
 * political layer's `updateControl(state)` / `characterRetreats`.
 */
import { describe, expect, it } from 'vitest';
import { clone } from '@diadochi/kernel';
import { province } from '../../src/map/graph.ts';
import { mapOf } from '../../src/map/index.ts';
import { characterRetreats, updateControl as politicalControl } from '../../src/politics/index.ts';
import { withdrawRoyals } from '../../src/rules/characters.ts';
import { updateControl as seasonControl } from '../../src/rules/control.ts';
import type { CharacterEvent } from '../../src/rules/report.ts';
import type { GameState } from '../../src/rules/state.ts';
import { blank, dice, place, put } from '../economy/fixtures.ts';

/** The control both layers reach from the same state. */
function bothLayers(s: GameState): [GameState['control'], GameState['control']] {
  const military = clone(s);
  const political = clone(s);
  seasonControl(mapOf(s.ruleset)!, military);
  politicalControl(political);
  return [military.control, political.control];
}

describe('control: one rule for the military season and the political layer', () => {
  it('diadoques §14d.10: an army of a force that is no player (an unsold auction unit) makes a province neutral, even around a player\'s citadels', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre']);
    s.control['pella'] = 'cassandre';
    s.control['pydna'] = 'cassandre';
    s.control['MAC'] = 'cassandre';
    put(s, 'auction:u3', 'A', 'MAC');
    const [military, political] = bothLayers(s);
    expect(military['MAC']).toBeUndefined();
    expect(political['MAC']).toBeUndefined();
    expect(military['pella']).toBe('cassandre');
  });

  it('diadoques §11e.3: a neutral army in the province of its own citadel leaves the province to that citadel\'s owner', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre']);
    expect(province(mapOf('diadoques')!, 'ETO')!.citadels).toEqual(['delphes']);
    s.control['delphes'] = 'etoliens';
    s.control['ETO'] = 'etoliens';
    put(s, 'etoliens', 'Am', 'ETO');
    const [military, political] = bothLayers(s);
    expect(military['ETO']).toBe('etoliens');
    expect(political['ETO']).toBe('etoliens');
    s.control['delphes'] = 'cassandre';
    const [military2, political2] = bothLayers(s);
    expect(military2['ETO']).toBeUndefined();
    expect(political2['ETO']).toBeUndefined();
  });

  it('diadoques §11e.2: two rival leaders alone in a citadel-less province change nothing; one alone takes it', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre', 'lysimaque']);
    s.control['CHA'] = 'cassandre';
    place(s, 'cassandre', 'CHA');
    place(s, 'lysimaque', 'CHA');
    expect(bothLayers(s)).toEqual([{ CHA: 'cassandre' }, { CHA: 'cassandre' }]);
    place(s, 'cassandre', 'THR');
    expect(bothLayers(s)).toEqual([{ CHA: 'lysimaque', THR: 'cassandre' }, { CHA: 'lysimaque', THR: 'cassandre' }]);
  });

  it('diadokhoi §6.1.3: a beaten unit waiting for the retreat step takes no province — its victor does, whatever their order', () => {
    for (const victorFirst of [true, false]) {
      const s = blank('diadokhoi', -318, 'summer', ['antigonos', 'lysimachos']);
      expect(province(mapOf('diadokhoi')!, 'Lib')!.citadels).toEqual([]);
      s.control['Lib'] = 'lysimachos';
      const units = victorFirst ? [put(s, 'antigonos', 'A', 'Lib'), put(s, 'lysimachos', 'A', 'Lib')] : [put(s, 'lysimachos', 'A', 'Lib'), put(s, 'antigonos', 'A', 'Lib')];
      const beaten = units.find((u) => u.power === 'lysimachos')!;
      s.retreats = [{ unit: beaten.id, from: 'Lib', options: ['Cyr'] }];
      const [military, political] = bothLayers(s);
      expect(military['Lib']).toBe('antigonos');
      expect(political['Lib']).toBe('antigonos');
    }
  });
});

describe('the royals\' withdrawal: one rule for both layers', () => {
  /** Where Olympias ends and how many lots were drawn, through the military layer and through the political one. */
  function withdraw(s: GameState): { military: string | null; political: string | null; lots: number } {
    const military = clone(s);
    const d = dice(undefined, 'withdraw');
    const events: CharacterEvent[] = [];
    withdrawRoyals(mapOf('diadoques')!, military, d, events);
    const political = clone(s);
    characterRetreats(political, { dice: dice(undefined, 'withdraw') });
    const at = (x: GameState) => x.characters.find((c) => c.id === 'olympias')!.space;
    return { military: at(military), political: at(political), lots: d.rolls.length };
  }

  it('diadoques §6b.7: a free royal alone withdraws into the one neutral citadel reachable without drawing a lot, and by lot among several', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre']);
    place(s, 'olympias', 'MAC', { controlledBy: null });
    s.control['pella'] = 'cassandre';
    expect(withdraw(s)).toEqual({ military: 'pydna', political: 'pydna', lots: 0 });
    delete s.control['pella'];
    const drawn = withdraw(s);
    expect(drawn.lots).toBe(1);
    expect(['pella', 'pydna']).toContain(drawn.military);
    expect(drawn.political).toBe(drawn.military);
  });

  it('diadoques §6b.7: a citadel a player garrisons is no refuge; a royal beside a unit stays', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre']);
    place(s, 'olympias', 'MAC', { controlledBy: null });
    put(s, 'cassandre', 'A', 'pella');
    expect(withdraw(s)).toEqual({ military: 'pydna', political: 'pydna', lots: 0 });
    put(s, 'cassandre', 'A', 'MAC');
    expect(withdraw(s)).toEqual({ military: 'MAC', political: 'MAC', lots: 0 });
  });
});
