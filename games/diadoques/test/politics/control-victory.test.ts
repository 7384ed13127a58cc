import { describe, expect, it } from 'vitest';
import {
  addPrestige,
  prestigeInPlay,
  prestigeOf,
  recordHoldings,
  startVictoryRecord,
  updateControl,
  victory,
  victoryPointsInPlay,
  victoryPointsOf,
} from '../../src/politics/index.ts';
import type { GameState } from '../../src/rules/state.ts';
import { blank, fromScenario, place, put } from '../economy/fixtures.ts';

describe('control (diadoques ch. 11e)', () => {
  it('diadoques §11e.1: a citadel stays its owner\'s without a garrison, even with an enemy army in its province', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre', 'lysimaque']);
    s.control['lamia'] = 'cassandre';
    put(s, 'lysimaque', 'A', 'THE');
    updateControl(s);
    expect(s.control['lamia']).toBe('cassandre');
  });

  it('diadoques §11e.2 diadoques §9c.10: a province without citadel goes to the last army, diadochus or epigone in it, unless told not to take it', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre', 'lysimaque']);
    const a = put(s, 'lysimaque', 'A', 'CHA');
    updateControl(s);
    expect(s.control['CHA']).toBe('lysimaque');
    a.space = 'THR';
    updateControl(s);
    expect(s.control['CHA']).toBe('lysimaque');
    place(s, 'cassandre', 'CHA');
    updateControl(s, { noControl: { cassandre: ['CHA'] } });
    expect(s.control['CHA']).toBe('lysimaque');
    updateControl(s);
    expect(s.control['CHA']).toBe('cassandre');
    put(s, 'lysimaque', 'F', 'EUB');
    place(s, 'olympias', 'PEO', { controlledBy: 'lysimaque' });
    updateControl(s);
    expect(s.control['PEO']).toBeUndefined();
  });

  it('diadoques §11e.3: a province with a citadel is the citadel owner\'s unless an enemy army stands in it; evacuated, it returns', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre', 'lysimaque']);
    s.control['lamia'] = 'cassandre';
    s.control['THE'] = 'cassandre';
    const a = put(s, 'lysimaque', 'A', 'THE');
    updateControl(s);
    expect(s.control['THE']).toBe('lysimaque');
    a.space = 'MAC';
    updateControl(s);
    expect(s.control['THE']).toBe('cassandre');
  });

  it('diadoques §11e.4: two citadels of two owners make a neutral province; if one is neutral the other\'s owner has it; an army decides', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre', 'lysimaque']);
    s.control['pella'] = 'cassandre';
    updateControl(s);
    expect(s.control['MAC']).toBe('cassandre');
    s.control['pydna'] = 'lysimaque';
    updateControl(s);
    expect(s.control['MAC']).toBeUndefined();
    put(s, 'lysimaque', 'A', 'MAC');
    updateControl(s);
    expect(s.control['MAC']).toBe('lysimaque');
  });

  it('diadoques §14d.10: a neutral army on a province makes it neutral', () => {
    const s = blank('diadoques', -318, 'summer', ['lysimaque']);
    s.control['THR'] = 'lysimaque';
    put(s, 'thraces', 'Am', 'THR');
    updateControl(s);
    expect(s.control['THR']).toBeUndefined();
  });

  it('diadokhoi §4.2.2 diadokhoi §3.2.4 diadokhoi §7.6.3: a diadokhoi fleet takes the coastal province it stands in; a personage may take his', () => {
    const s = blank('diadokhoi', -318, 'summer', ['ptolemaios']);
    put(s, 'ptolemaios', 'F', 'Cre');
    place(s, 'ptolemaios', 'Lib');
    updateControl(s, { noControl: {} });
    expect(s.control['Cre']).toBe('ptolemaios');
    expect(s.control['Lib']).toBe('ptolemaios');
  });
});

function sixDiadochi(): GameState {
  const s = fromScenario('diadoques');
  s.firstTurn = false;
  s.year = -318;
  startVictoryRecord(s);
  return s;
}

describe('victory points and prestige (diadoques §3, §13)', () => {
  it('diadoques §3.3 diadoques §3.5: one\'s own capital is 3 VP, every other major citadel 1; a captured capital lowers the VP in play by 2', () => {
    const s = sixDiadochi();
    expect(victoryPointsOf(s, 'cassandre')).toBe(3);
    expect(victoryPointsInPlay(s)).toBe(20 + 12);
    s.control['pella'] = 'lysimaque';
    expect(victoryPointsOf(s, 'lysimaque')).toBe(4);
    expect(victoryPointsOf(s, 'cassandre')).toBe(0);
    expect(victoryPointsInPlay(s)).toBe(30);
  });

  it('diadoques §3.2: more than half the VP in play is a total victory', () => {
    const s = sixDiadochi();
    expect(victory(s)).toBeNull();
    const majors = ['pella', 'gordion', 'tyane', 'alexandrie', 'babylone', 'sardes', 'tyr', 'sparte', 'athenes', 'rhodes', 'byzance', 'milet'];
    for (const id of majors) s.control[id] = 'lysimaque';
    // Lysimaque: 3 + 12 = 15 of the 32 − 5 × 2 = 22 in play, more than 11.
    expect(victoryPointsInPlay(s)).toBe(22);
    expect(victory(s)?.kind).toBe('total');
  });

  it('diadoques §13.2 diadoques §13.3 diadoques §13.17 diadoques §3.6: prestige is 10 per VP, 5 per royal held, 2 for Athènes; measured victory above half', () => {
    const s = sixDiadochi();
    expect(prestigeOf(s, 'cassandre')).toBe(30 + 4 * 5);
    s.control['athenes'] = 'cassandre';
    expect(prestigeOf(s, 'cassandre')).toBe(40 + 20 + 2);
    expect(prestigeInPlay(s)).toBe(5 * 30 + 62 + 10 * 13 + 2 * 5);
  });

  it('diadoques §3.6: a measured victory with more than half of the prestige in play', () => {
    const s = sixDiadochi();
    for (const id of ['gordion', 'tyane', 'babylone', 'sardes', 'tyr', 'sparte', 'rhodes', 'byzance']) s.control[id] = 'cassandre';
    for (let i = 0; i < 12; i++) addPrestige(s, 'cassandre', 10, 'diadoques §13.4', 'test');
    const v = victory(s);
    expect(v?.kind).toBe('measured');
    expect(v?.winners).toEqual(['cassandre']);
  });

  it('diadoques §3.7: a marginal victory needs a third of the prestige and every other player\'s vote, never in −319', () => {
    const s = sixDiadochi();
    for (const id of ['gordion', 'tyane', 'babylone', 'sardes', 'tyr', 'sparte', 'rhodes']) s.control[id] = 'cassandre';
    const yes = Object.fromEntries(['lysimaque', 'antigone', 'eumene', 'ptolemee', 'seleucos'].map((p) => [p, { cassandre: true }]));
    expect(prestigeOf(s, 'cassandre') * 3).toBeGreaterThan(prestigeInPlay(s));
    expect(victory(s, { marginalVotes: yes })?.kind).toBe('marginal');
    expect(victory(s, { marginalVotes: { ...yes, seleucos: { cassandre: false } } })).toBeNull();
    s.year = -319;
    expect(victory(s, { marginalVotes: yes })).toBeNull();
  });

  it('diadoques §3.8: when no VP changes hands for two years, winter to winter, the survivors share the victory', () => {
    const s = sixDiadochi();
    s.year = -319;
    s.season = 'spring';
    (s.ext as Record<string, unknown>)['victory'] = undefined;
    startVictoryRecord(s);
    const at = (year: number, season: GameState['season']) => {
      s.year = year;
      s.season = season;
      recordHoldings(s);
      return victory(s);
    };
    expect(at(-319, 'winter')).toBeNull();
    s.control['sardes'] = 'antigone';
    expect(at(-318, 'spring')).toBeNull();
    expect(at(-318, 'winter')).toBeNull();
    expect(at(-317, 'autumn')).toBeNull();
    expect(at(-317, 'winter')).toBeNull();
    expect(at(-316, 'winter')?.kind).toBe('shared');
  });

  it('diadoques §13.13 diadoques §13.14 diadoques §13.15 diadoques §13.16 diadoques §13.30: Pella and Babylone change prestige at every change of hands', () => {
    const s = sixDiadochi();
    s.control['pella'] = 'lysimaque';
    s.control['babylone'] = 'antigone';
    recordHoldings(s);
    expect(prestigeOf(s, 'lysimaque') - 10 * victoryPointsOf(s, 'lysimaque')).toBe(2);
    expect(prestigeOf(s, 'cassandre') - 10 * victoryPointsOf(s, 'cassandre') - 20).toBe(-3);
    expect(prestigeOf(s, 'seleucos') - 10 * victoryPointsOf(s, 'seleucos')).toBe(-2);
    expect(prestigeOf(s, 'antigone') - 10 * victoryPointsOf(s, 'antigone')).toBe(1);
    s.control['pella'] = 'cassandre';
    recordHoldings(s);
    expect(prestigeOf(s, 'cassandre') - 10 * victoryPointsOf(s, 'cassandre') - 20).toBe(-1);
  });
});

describe('diadokhoi victory (diadokhoi §4.4, §4.5)', () => {
  it('diadokhoi §4.4.1 diadokhoi §4.4.5 diadokhoi §4.4.6 diadokhoi §1.3: Argeades, cities and capitals; at the start 38 VP are in play', () => {
    const s = fromScenario('diadokhoi');
    expect(victoryPointsOf(s, 'antipatros')).toBe(3 + 4);
    expect(victoryPointsOf(s, 'seleukos')).toBe(3);
    expect(victoryPointsInPlay(s)).toBe(38);
  });

  it('diadokhoi §4.4.2 diadokhoi §4.4.4: Kleopatra\'s husband has 1 VP, kept if she dies, lost when he dies', () => {
    const s = fromScenario('diadokhoi');
    const k = s.characters.find((c) => c.id === 'kleopatra')!;
    const a = s.characters.find((c) => c.id === 'antigonos')!;
    k.spouse = 'antigonos';
    a.spouse = 'kleopatra';
    k.controlledBy = 'antigonos';
    expect(victoryPointsOf(s, 'antigonos')).toBe(3 + 1 + 1);
    expect(victoryPointsInPlay(s)).toBe(39);
    k.dead = true;
    expect(victoryPointsOf(s, 'antigonos')).toBe(3 + 1);
    a.dead = true;
    expect(victoryPointsOf(s, 'antigonos')).toBe(3);
  });

  it('diadokhoi §4.5.1: the absolute majority of VP wins at once', () => {
    const s = fromScenario('diadokhoi');
    for (const id of ['lysimachia', 'gordion', 'ankyra', 'babylone', 'alexandria', 'sardes', 'tyr', 'athens', 'sparta', 'rhodes', 'byzance', 'milet']) s.control[id] = 'antipatros';
    expect(victory(s)?.kind).toBe('clear');
  });

  it('diadokhoi §4.5.2: a draw voted by every survivor is a shared victory', () => {
    const s = fromScenario('diadokhoi');
    const all = s.powers.map((p) => p.id);
    expect(victory(s, { drawVotes: all.slice(1) })).toBeNull();
    expect(victory(s, { drawVotes: all })?.kind).toBe('shared');
  });

  it('diadokhoi §4.5.3 diadokhoi §7.10.1: the short game ranks the survivors by VP after five years; prestige breaks ties when played', () => {
    const s = fromScenario('diadokhoi');
    s.year = -317;
    s.season = 'autumn';
    s.control['sardes'] = 'antigonos';
    const v = victory(s, { options: { shortGameEndYear: -317 } })!;
    expect(v.kind).toBe('short-game');
    expect(v.ranking![0]).toEqual(['antipatros']);
    expect(v.ranking![1]).toEqual(['antigonos']);
    addPrestige(s, 'seleukos', 3, 'diadokhoi §7.10.14', 'test', { prestige: true });
    const w = victory(s, { options: { shortGameEndYear: -317, prestige: true } })!;
    expect(w.ranking![2]![0]).toBe('seleukos');
    s.year = -318;
    expect(victory(s, { options: { shortGameEndYear: -317 } })).toBeNull();
  });
});
