/** The whole game's invariants (src/game/invariants.ts) on hand-made positions. */
import { describe, expect, it } from 'vitest';
import { invariants } from '../../src/game/invariants.ts';
import type { WholeState } from '../../src/game/types.ts';
import { initialState } from '../../src/rules/setup.ts';

function position(): WholeState {
  const s = initialState('diadokhoi', 'standard') as WholeState;
  s.options = { scenario: 'standard', lastYear: -317, players: 6 };
  return s;
}

describe('whole-game invariants', () => {
  it('a garrison must stand in a citadel its power controls', () => {
    const s = position();
    const u = s.units.find((x) => x.power === 'antigonos' && !x.commander)!;
    u.space = 'soloi';
    s.control['soloi'] = 'antigonos';
    expect(invariants(s).filter((v) => v.includes('soloi'))).toEqual([]);
    s.control['soloi'] = 'eumenes';
    expect(invariants(s).filter((v) => v.includes('soloi'))).toEqual(['citadel soloi garrisoned by antigonos but controlled by eumenes']);
  });

  it('diadokhoi §4.6.3: units in civil disorder hold their late master\'s citadels for nobody — the citadel is neutral', () => {
    const s = position();
    const u = s.units.find((x) => x.power === 'antigonos' && !x.commander)!;
    u.space = 'soloi';
    u.power = 'disorder:antigonos';
    s.neutralForces.push({ power: 'disorder:antigonos', kind: 'neutral' });
    delete s.control['soloi'];
    expect(invariants(s).filter((v) => v.includes('soloi'))).toEqual([]);
    s.control['soloi'] = 'antigonos';
    expect(invariants(s).filter((v) => v.includes('soloi'))).toEqual(['citadel soloi garrisoned by disorder:antigonos but controlled by antigonos']);
  });
});
