import { describe, expect, it } from 'vitest';
import { classicChoices, classicMap, START_UNITS, startingOwners } from '@diadochi/diadoques/classic';
import { buildOptions, chooseCoast, chooseVerb, click, IDLE, lit, orderable } from '../src/boards/classic/clicks.ts';
import type { ClickContext, ClickResult, ClickState, CUnit } from '../src/boards/classic/clicks.ts';

/** Issue 17 item 4: classic orders by clicking a unit, then a lit province (only what the rules allow). */
function context(me: string, units: readonly CUnit[], phase: ClickContext['phase'] = 'movement', owners = startingOwners()): ClickContext {
  return {
    me,
    phase,
    units: units as CUnit[],
    dislodged: [],
    owners,
    choices: classicChoices({ phase, units, dislodged: [], options: { edition: '2023' } }, me),
    homeCentres: classicMap.homeCentres(me),
    fleetRegions: (p) => classicMap.fleetRegions(p),
    armyCan: (p) => classicMap.armyRegion(p) !== undefined,
  };
}

const run = (c: ClickContext, clicks: (string | [string, string] | { verb: string } | { coast: string })[]): { state: ClickState; lines: string[] } => {
  let state: ClickState = IDLE;
  const lines: string[] = [];
  for (const k of clicks) {
    let r: ClickResult;
    if (typeof k === 'string') r = click(c, state, k);
    else if (Array.isArray(k)) r = click(c, state, k[0], k[1]);
    else if ('verb' in k) r = chooseVerb(c, state, k.verb);
    else r = chooseCoast(state, k.coast);
    state = r.state;
    if (r.write) lines.push(r.write.line);
  }
  return { state, lines };
};

/** The core's units say `kind: string`; the start position has only armies and fleets. */
const START = START_UNITS as readonly CUnit[];

describe('classic board clicks', () => {
  const aus = context('AUS', START);

  it('lights my units, then a unit\u2019s moves; a lit province writes the move', () => {
    expect(orderable(aus).map((u) => u.region).sort()).toEqual(['bud', 'tri', 'vie']);
    const s = click(aus, IDLE, 'vie').state;
    expect(s.step).toBe('move');
    expect(lit(aus, s).sort()).toEqual(['boh', 'bud', 'gal', 'tri', 'tyr']);
    expect(run(aus, ['vie', 'gal']).lines).toEqual(['A vie - gal']);
    // Not lit (two moves away): nothing is written, the unit is deselected.
    expect(run(aus, ['vie', 'war'])).toEqual({ state: IDLE, lines: [] });
  });

  it('writes supports of a move and of a hold, and holds', () => {
    expect(run(aus, ['bud', { verb: 'support' }, 'vie', 'gal']).lines).toEqual(['A bud S A vie - gal']);
    expect(run(aus, ['bud', { verb: 'support' }, 'vie', 'vie']).lines).toEqual(['A bud S A vie']);
    expect(run(aus, ['tri', { verb: 'hold' }]).lines).toEqual(['F tri H']);
  });

  it('asks which coast when a fleet could reach two, and writes convoys', () => {
    const units: CUnit[] = [
      { power: 'FRA', kind: 'fleet', region: 'mao' },
      { power: 'FRA', kind: 'army', region: 'bre' },
    ];
    const fra = context('FRA', units);
    const s = run(fra, ['mao', 'spa']);
    expect(s.state).toMatchObject({ step: 'coast', regions: ['spa(nc)', 'spa(sc)'] });
    expect(run(fra, ['mao', 'spa', { coast: 'spa(sc)' }]).lines).toEqual(['F mao - spa/sc']);
    expect(run(fra, ['mao', { verb: 'convoy' }, 'bre', 'por']).lines).toEqual(['F mao C A bre - por']);
  });

  it('winter: lights the free home centres and offers the unit types (and coasts) they allow', () => {
    const units = START.filter((u) => u.power !== 'RUS' || u.region === 'war');
    const owners = startingOwners();
    const rus = context('RUS', units, 'adjustment', owners);
    expect(lit(rus, IDLE).sort()).toEqual(['mos', 'sev', 'stp']);
    const s = click(rus, IDLE, 'stp').state;
    expect(s).toEqual({ step: 'build', province: 'stp' });
    expect(buildOptions(rus, 'stp').map((b) => b.line)).toEqual(['build A stp', 'build F stp/nc', 'build F stp/sc']);
  });
});
