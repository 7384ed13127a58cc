import { describe, expect, it } from 'vitest';
import { checkScenario, citadel, diadokhoiMap, diadoquesMap, province, scenario, SCENARIOS } from '../../src/map/index.ts';
import type { GameMap, PowerSetup, Scenario } from '../../src/map/index.ts';

/** Winter revenue of what a power holds: provinces, citadels (own capital triple), and, in diadokhoi, treasures. */
function revenue(map: GameMap, p: PowerSetup, withTreasures: boolean): number {
  let total = 0;
  for (const id of p.possessions) {
    const c = citadel(map, id);
    if (c) total += (c.id === p.capital ? c.capitalIncome! : c.income) + (withTreasures ? c.treasure : 0);
    else total += province(map, id)!.income;
  }
  return total;
}

const get = (ruleset: 'diadoques' | 'diadokhoi', id: string): Scenario => scenario(ruleset, id)!;
const units = (sc: Scenario, p: string) => sc.powers.find((x) => x.power === p)!.units.map((u) => `${u.type}${u.leader ? `(${u.leader})` : ''} ${u.space}`);

describe('starting set-ups', () => {
  it('every set-up is valid on its map: known spaces, units where they may stand, one unit a space', () => {
    for (const [ruleset, list] of Object.entries(SCENARIOS)) {
      const map = ruleset === 'diadoques' ? diadoquesMap : diadokhoiMap;
      for (const sc of list) expect(checkScenario(map, sc).errors).toEqual([]);
    }
    expect(SCENARIOS.diadokhoi.map((s) => s.playerCount)).toEqual([6, 5, 4, 3, 2]);
  });

  it('the set-up check can fail: a fleet inland, two units in one space, an unknown space', () => {
    const sc = structuredClone(get('diadokhoi', '5p'));
    sc.powers[0]!.units.push({ type: 'F', space: 'Phr' }, { type: 'A', space: 'Pis' }, { type: 'A', space: 'Xyz' });
    const errors = checkScenario(diadokhoiMap, sc).errors.join('\n');
    expect(errors).toMatch(/F Phr: Phr has no coast/);
    expect(errors).toMatch(/two units in Pis/);
    expect(errors).toMatch(/unknown space Xyz/);
    const fr = structuredClone(get('diadoques', 'standard'));
    fr.powers[0]!.units.push({ type: 'F', space: 'MAC' });
    expect(checkScenario(diadoquesMap, fr).errors.join('\n')).toMatch(/fleets stand only at sea or in port citadels/);
  });

  it('diadokhoi §5.2.4: the winter −322 revenues computed from the map are the printed ones', () => {
    const sc = get('diadokhoi', 'standard');
    const printed = { antipatros: 3400, lysimachos: 3700, antigonos: 3700, eumenes: 3200, ptolemaios: 3400, seleukos: 3200 };
    for (const p of sc.powers) {
      expect(revenue(diadokhoiMap, p, true)).toBe(printed[p.power as keyof typeof printed]);
      expect(p.treasury).toBe(printed[p.power as keyof typeof printed]);
    }
  });

  it('diadokhoi §5.3.4: after 3000 talents for three units, the spring −321 treasures are left', () => {
    const left = { antipatros: 400, lysimachos: 700, antigonos: 700, eumenes: 200, ptolemaios: 400, seleukos: 200 };
    for (const p of get('diadokhoi', 'standard').powers) expect(p.treasury! - 3000).toBe(left[p.power as keyof typeof left]);
  });

  it('diadokhoi §5.3.3: Antigonos and Eumenes build armies only; Seleukos may build a fleet at Babylone', () => {
    const sc = get('diadokhoi', 'standard');
    const build = (id: string) => sc.powers.find((p) => p.power === id)!.build!;
    expect(build('antigonos').maxFleets).toBe(0);
    expect(build('eumenes').maxFleets).toBe(0);
    expect(build('seleukos').maxFleets).toBeGreaterThan(0);
    expect(citadel(diadokhoiMap, 'babylone')?.port).toBe(true);
  });

  it('diadokhoi §4.3.16: the Argeades are in Macedonia, Olympias in Delphes and Kleopatra in Sardes', () => {
    const at = Object.fromEntries(get('diadokhoi', 'standard').characters.map((c) => [c.character, c.space]));
    expect([at.philippos, at.eurydice, at.roxane, at.alexandros]).toEqual(['Mac', 'Mac', 'Mac', 'Mac']);
    expect(at.olympias).toBe('delphi');
    expect(at.kleopatra).toBe('sardes');
  });

  it('diadokhoi §8.2.3, diadokhoi §8.2.4, diadokhoi §8.2.6: the 5-player units as printed', () => {
    const sc = get('diadokhoi', '5p');
    expect(units(sc, 'antigonos')).toEqual(['A Ion', 'Ae(antigonos) Phr', 'A Pis']);
    expect(units(sc, 'eumenes')).toEqual(['Ag(eumenes) Cap', 'A Com']);
    expect(units(sc, 'ptolemaios')).toEqual(['F Chy', 'F Cre', 'F Cyr', 'A(ptolemaios) Phe']);
    expect(units(sc, 'polysperchon')).toEqual(['A(olympias) Eto', 'F Eub']);
  });

  it('diadokhoi §8.1.2: in the variants Antigonos\' capital is Sardes and Eumenes\' Ariararthea', () => {
    const sc = get('diadokhoi', '5p');
    expect(sc.powers.find((p) => p.power === 'antigonos')!.capital).toBe('sardes');
    expect(sc.powers.find((p) => p.power === 'eumenes')!.capital).toBe('ariararthea');
  });

  it('diadokhoi §8.1.5: in every variant Byzantium has F Bos, Petra A Nab, Rhodes F Rho', () => {
    for (const sc of SCENARIOS.diadokhoi.filter((s) => s.id !== 'standard')) {
      expect(units(sc, 'byzantium')).toEqual(['F Bos']);
      expect(units(sc, 'nabatena')).toEqual(['A Nab']);
      expect(units(sc, 'rhodes')).toEqual(['F Rho']);
      expect(sc.treasures).toBe('unowned-only');
    }
  });

  it('diadokhoi §8.6.8: activation margins of the neutral powers', () => {
    const am = Object.fromEntries(SCENARIOS.diadokhoi.flatMap((s) => s.powers).filter((p) => p.am !== undefined).map((p) => [p.power, p.am]));
    expect(am).toEqual({ byzantium: 6, nabatena: 6, rhodes: 6, cassandra: 8, polysperchon: 4, 'antigonos-ii': 6, pyrrhos: 3, demetrios: 3 });
  });

  it('diadokhoi §8.4.11 and diadokhoi §8.4.13: in the 3-player game no space has two owners', () => {
    expect(checkScenario(diadokhoiMap, get('diadokhoi', '3p')).warnings).toEqual([]);
  });

  it('diadokhoi §8.5.6: the 2-player rebels', () => {
    const sc = get('diadokhoi', '2p');
    expect(sc.powers.filter((p) => p.kind === 'rebel').flatMap((p) => p.units.map((u) => `${u.type} ${u.space}`))).toEqual(['Am Thr', 'Am Arm', 'F WPE', 'F EPE']);
  });

  it('diadoques §1.2.1 to diadoques §1.2.6: starting provinces, capitals, second citadels and epigones', () => {
    const sc = get('diadoques', 'standard');
    const row = (id: string) => {
      const p = sc.powers.find((x) => x.power === id)!;
      return [p.build!.in, p.capital, p.secondCitadel ?? '-', p.epigone];
    };
    expect(row('cassandre')).toEqual(['MAC', 'pella', 'pydna', 'philippe']);
    expect(row('lysimaque')).toEqual(['CHE', 'lysimachia', '-', 'agathocle']);
    expect(row('antigone')).toEqual(['PHR', 'gordion', '-', 'demetrios']);
    expect(row('eumene')).toEqual(['CAP', 'tyane', '-', 'hyeronimos']);
    expect(row('ptolemee')).toEqual(['EGY', 'alexandrie', 'peluse', 'ptolemee-ii']);
    expect(row('seleucos')).toEqual(['CHD', 'babylone', '-', 'antiochos']);
    for (const p of sc.powers) expect(citadel(diadoquesMap, p.capital!)?.capitalOf).toBe(p.power);
  });

  it('diadoques §12.3: each player starts with the income of his province, capital and second citadel', () => {
    for (const p of get('diadoques', 'standard').powers) expect(revenue(diadoquesMap, p, false)).toBe(p.treasury);
    expect(get('diadoques', 'standard').powers.map((p) => p.treasury)).toEqual([33, 32, 32, 32, 33, 32]);
  });

  it('diadoques §12.4: Antigone, Eumène and Séleucos take armies only; the others may take 1 or 2 fleets', () => {
    const fleets = Object.fromEntries(get('diadoques', 'standard').powers.map((p) => [p.power, p.build!.maxFleets]));
    expect(fleets).toEqual({ cassandre: 2, lysimaque: 2, antigone: 0, eumene: 0, ptolemee: 2, seleucos: 0 });
  });

  it('diadoques §12.5 and diadoques §6b.15: the four royals in MAC are Cassandre\'s; Olympias at Delphes, Cléopâtre at Sardes', () => {
    const chars = get('diadoques', 'standard').characters;
    for (const id of ['philippe-iii', 'eurydice', 'roxane', 'alexandre-iv']) {
      expect(chars.find((c) => c.character === id)).toMatchObject({ space: 'MAC', controlledBy: 'cassandre' });
    }
    expect(chars.find((c) => c.character === 'olympias')).toMatchObject({ space: 'delphes', controlledBy: null });
    expect(chars.find((c) => c.character === 'cleopatre')).toMatchObject({ space: 'sardes', controlledBy: null });
  });
});
