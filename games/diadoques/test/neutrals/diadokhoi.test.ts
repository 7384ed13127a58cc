import { describe, expect, it } from 'vitest';
import { applicability, winterNeutrals } from '../../src/events/index.ts';
import { declareRomanWar, forcesOf, neutralOrders, neutralRetreats, neutralsExt, romanPeace } from '../../src/neutrals/index.ts';
import { diadokhoiMap } from '../../src/map/index.ts';
import { corruptionLevel } from '../../src/politics/corruption.ts';
import { at, board, character, dice, unit } from '../events/fixtures.ts';
import { endSeason, trigger } from './helpers.ts';

const orders = (s: Parameters<typeof neutralOrders>[0], ...faces: number[]) => neutralOrders(s, { dice: dice(...faces) }).orders;
const field = (s: Parameters<typeof neutralOrders>[0], power: string) => s.neutralForces.find((f) => f.power === power)?.field ?? [];

describe('diadokhoi §6.2: rebellions', () => {
  it('diadokhoi §6.2.7: Laranda, Nora and Isaura are independent again, their garrisons annihilated (diadokhoi §T6.2-2)', () => {
    const s = board('diadokhoi', 'summer');
    for (const c of ['laranda', 'nora', 'isaura']) s.control[c] = 'eumenes';
    unit(s, 'eumenes', 'A', 'laranda');
    trigger(s, 'laranda-nora-isaura');
    expect(s.units).toHaveLength(0);
    for (const c of ['laranda', 'nora', 'isaura']) expect(s.control[c]).toBeUndefined();
  });

  it('diadokhoi §T6.2-3: the Greeks of Asia: a permanent militia in Media besieges Ekbatane without plundering it', () => {
    const s = board('diadokhoi', 'summer');
    s.control['ekbatane'] = 'seleukos';
    s.treasures['ekbatane'] = 500;
    trigger(s, 'greeks-of-asia');
    expect(at(s, 'Med')[0]!.power).toBe('greeks-of-asia');
    expect(orders(s)['greeks-of-asia']).toBe('Am Med Bsg1 Ekbatane');
    s.control['ekbatane'] = 'greeks-of-asia';
    endSeason(s);
    expect(s.treasures['ekbatane']).toBe(500);
  });

  it('diadokhoi §T6.2-4: the Hyrcanian Scythes: an elite in Caucasia attacks a province drawn by 1d6 (3-5 Media)', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'hyrcanian-scythes', [4]);
    expect(at(s, 'Cau')[0]!.type).toBe('Ae');
    expect(s.neutralForces[0]!.objectives).toEqual(['Med']);
    expect(orders(s)['hyrcanian-scythes']).toBe('Ae Cau - Arm');
  });

  it('diadokhoi §7.8.1: a temporary revolt lasts one full year, its first winter included, then is removed', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'hyrcanian-scythes', [1]);
    endSeason(s);
    s.season = 'winter';
    winterNeutrals(s);
    expect(s.units).toHaveLength(1);
    s.season = 'autumn';
    endSeason(s); // autumn
    expect(forcesOf(s)['hyrcanian-scythes']).toBeDefined();
    endSeason(s); // spring: the year is over
    expect(forcesOf(s)['hyrcanian-scythes']).toBeUndefined();
  });

  it('diadokhoi §T6.2-5: the Etolian League: a militia for a year in Etolia (1-4) or Thessalia (5-6), after Delphes or Lamia, retreating into Tau, Eto, The', () => {
    const s = board('diadokhoi', 'summer');
    s.control['lamia'] = 'antipatros';
    trigger(s, 'etolian-league', [6]);
    expect(at(s, 'The')[0]!.type).toBe('Am');
    expect(field(s, 'etolian-league').sort()).toEqual(['Eto', 'Tau', 'The', 'delphi', 'lamia']);
    expect(s.control['delphi']).toBe('etolian-league');
    expect(orders(s)['etolian-league']).toBe('Am The Bsg1 Lamia');
  });

  it('diadokhoi §T6.2-6: a rebellion in Greece: 1-3 a militia at Sparta, 4-6 a fleet at Athens', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'spartans');
    expect(at(s, 'Lac')[0]!.type).toBe('Am');
    trigger(s, 'athenians');
    expect(at(s, 'Att')[0]!.type).toBe('F');
  });

  it('diadokhoi §T6.2-7: the Lamia war raises the Etolian and Lacedemonian militias and the Attic fleet, once only', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'lamia-war');
    expect(s.units.map((u) => `${u.type} ${u.space}`).sort()).toEqual(['Am Eto', 'Am Lac', 'F Att']);
    expect(applicability(s, { kind: 'neutral', id: 'lamia-war' })).toEqual({ code: 'only-once' });
  });

  it('diadokhoi §6.2.12, diadokhoi §6.2.11: the Lamia rebels, ordered by the referee as GM, go for Delphi, Sparta and Athens', () => {
    const s = board('diadokhoi', 'summer');
    for (const c of ['delphi', 'sparta', 'athens']) s.control[c] = 'antipatros';
    trigger(s, 'lamia-war');
    const o = orders(s)['hellenes']!;
    expect(o).toMatch(/Am Eto Bsg1 Delphi/);
    expect(o).toMatch(/Am Lac Bsg1 Sparta/);
    expect(o).toMatch(/F Att\/ec Bsg1 Athens/);
  });

  it('diadokhoi §6.2.13: from the second year, a unit that has not freed its city by the year\'s end disappears', () => {
    const s = board('diadokhoi', 'autumn', -318);
    for (const c of ['delphi', 'sparta', 'athens']) s.control[c] = 'antipatros';
    trigger(s, 'lamia-war');
    endSeason(s); // autumn -318: first year, no check
    expect(s.units).toHaveLength(3);
    s.control['delphi'] = 'hellenes';
    s.season = 'autumn';
    s.year = -317;
    endSeason(s);
    expect(s.units.map((u) => u.space)).toEqual(['Eto']);
  });

  it('diadokhoi §T6.2-8: the Thracian militia, retreating into Ill, Scy, Ist', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'thracians');
    expect(field(s, 'thracians').sort()).toEqual(['Ill', 'Ist', 'Scy', 'Thr']);
  });

  it('diadokhoi §T6.2-9: the Armenian militia has no retreat', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'armenians');
    const u = s.units[0]!;
    s.retreats = [{ unit: u.id, from: 'Arm', options: ['Cap'] }];
    expect(neutralRetreats(s, { dice: dice() })['armenians']).toBe('Am Arm disband');
  });

  it('diadokhoi §6.2.9: a rebel retreats only inside its area, else it is disbanded', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'thracians');
    const u = s.units[0]!;
    s.retreats = [{ unit: u.id, from: 'Thr', options: ['Che', 'Ist'] }];
    expect(neutralRetreats(s, { dice: dice(1) })['thracians']).toBe('Am Thr - Ist');
  });

  it('diadokhoi §T6.2-10: the Cyrenaic militia besieges Cyrene, retreating into Libya', () => {
    const s = board('diadokhoi', 'summer');
    s.control['cyrene'] = 'ptolemaios';
    trigger(s, 'cyrenaica');
    expect(field(s, 'cyrenaeans').sort()).toEqual(['Cyr', 'Lib', 'cyrene']);
    expect(orders(s)['cyrenaeans']).toBe('Am Cyr Bsg1 Cyrene');
  });

  it('diadokhoi §T6.2-11-12: the Pirates of the Pont: 1d6 1-2 one fleet in WPE, 3-4 one in EPE, 5-6 both', () => {
    for (const [face, where] of [[1, ['WPE']], [3, ['EPE']], [6, ['EPE', 'WPE']]] as const) {
      const s = board('diadokhoi', 'summer');
      trigger(s, 'pirates', [face]);
      expect(s.units.map((u) => u.space).sort()).toEqual(where);
    }
  });

  it('diadokhoi §6.3.54, diadokhoi §6.2.16: a rebel rising where a player stands attacks after the moves, as from off the board; on a stand-off it falls back', () => {
    const s = board('diadokhoi', 'summer');
    unit(s, 'lysimachos', 'A', 'Thr');
    trigger(s, 'thracians');
    expect(s.units.map((u) => u.power)).toEqual(['lysimachos']);
    expect(neutralsExt(s).pending).toHaveLength(1);
    const out = endSeason(s, [2]);
    expect(out.some((e) => e.type === 'rising-repulsed')).toBe(true);
    expect(s.units.find((u) => u.power === 'thracians')!.space).not.toBe('Thr');
  });

  it('diadokhoi §6.3.54: if the player moved away, the rebels simply rise there', () => {
    const s = board('diadokhoi', 'summer');
    const a = unit(s, 'lysimachos', 'A', 'Thr');
    trigger(s, 'thracians');
    a.space = 'Che';
    endSeason(s);
    expect(at(s, 'Thr')[0]!.power).toBe('thracians');
  });

  it('diadokhoi §6.2.15, diadokhoi §7.8.2: rebels can be supported but never support a player', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'thracians');
    unit(s, 'lysimachos', 'A', 'Che');
    unit(s, 'antigonos', 'A', 'Bos');
    expect(orders(s)['thracians']).not.toMatch(/ S /);
  });
});

describe('diadokhoi Table 6.3: foreign interventions', () => {
  it('diadokhoi §T6.3-2, diadokhoi §6.2.18: the Tarentines give city and treasure to the first player who reaches Italy (a standing offer)', () => {
    const s = board('diadokhoi', 'summer');
    s.treasures['tarenta'] = 500;
    trigger(s, 'tarentines');
    endSeason(s);
    expect(s.control['tarenta']).toBeUndefined();
    unit(s, 'antipatros', 'A', 'Ita');
    endSeason(s);
    expect(s.control['tarenta']).toBe('antipatros');
    expect(s.treasury['antipatros']).toBe(500);
  });

  it('diadokhoi §6.2.21: the Romans\' first attack: their Guards besiege Tarenta', () => {
    const s = board('diadokhoi', 'summer');
    s.control['tarenta'] = 'antipatros';
    trigger(s, 'romans');
    expect(at(s, 'Ita')[0]!.type).toBe('Ag');
    expect(orders(s)['romans']).toBe('Ag Ita Bsg1 Tarenta');
  });

  it('diadokhoi §6.2.24: the second attack brings the Roman militia fleet (+1000 counter-corruption) against Illyria and Taulantii, carrying the Guards (diadokhoi §6.2.21)', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'romans');
    s.control['tarenta'] = 'romans';
    trigger(s, 'romans');
    const f = at(s, 'Adr')[0]!;
    expect(f.power).toBe('romans');
    expect(corruptionLevel(s, { unit: f.id })).toBe(3000);
    expect(orders(s)['romans']).toBe('Ag Ita - (Adr) - Ill\nF Adr C Ag Ita - Ill');
  });

  it('diadokhoi §6.2.22: at war, the Romans march on the enemy capital; diadokhoi §6.2.23: they fight anywhere', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'romans');
    s.control['tarenta'] = 'romans';
    declareRomanWar(s, 'antipatros');
    expect(s.neutralForces[0]!.field).toBeUndefined();
    s.units[0]!.space = 'Tau';
    expect(orders(s)['romans']).toBe('A' + 'g Tau - Mac');
  });

  it('diadokhoi §T6.3-3: a player who attacked Rome is at war with her', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'romans');
    const out = declareRomanWar(s, 'seleukos');
    expect(out[0]!.type).toBe('roman-war');
    expect(neutralsExt(s).romanWar?.['seleukos']).toBeDefined();
  });

  it('diadokhoi §T6.3-3.1: peace: one fleet kept, 4000 talents paid; unpaid, war again a year later; Rome doubles', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'romans');
    declareRomanWar(s, 'ptolemaios');
    unit(s, 'ptolemaios', 'F', 'EMS');
    unit(s, 'ptolemaios', 'F', 'InS');
    s.treasury['ptolemaios'] = 4000;
    s.units.find((u) => u.power === 'romans')!.space = 'Egy';
    romanPeace(diadokhoiMap, s, 'ptolemaios', 'romans', dice());
    expect(s.units.filter((u) => u.power === 'ptolemaios')).toHaveLength(1);
    expect(s.treasury['ptolemaios']).toBe(0);
    expect(neutralsExt(s).romanWar?.['ptolemaios']).toBeUndefined();
    expect(s.units.filter((u) => u.power === 'romans')).toHaveLength(2);
    declareRomanWar(s, 'seleukos');
    romanPeace(diadokhoiMap, s, 'seleukos', 'romans', dice());
    expect(neutralsExt(s).romanWar?.['seleukos']?.resumes).toBe(s.year + 1);
  });

  it('diadokhoi §T6.3-4: the oriental satraps: a mercenary unit and 1000 talents in Hekatompylos, holding (diadokhoi §6.2.19)', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'oriental-satraps');
    expect(at(s, 'hecatompylos')[0]!.type).toBe('A');
    expect(s.treasures['hecatompylos']).toBe(1000);
    expect(orders(s)['oriental-satraps']).toBe('A Hecatompylos H');
  });

  it('diadokhoi §T6.3-6: the Gauls attack a province drawn by 1d6 (2: Macedonia, then Thessalia)', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'gauls', [2]);
    expect(at(s, 'Mac')[0]!.power).toBe('gauls');
    expect(orders(s)['gauls']).toBe('Am Mac - The');
  });

  it('diadokhoi §6.2.20: the Gauls act like rebels: after their attacks they wander at random (seeded dice)', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'gauls', [5]);
    expect(at(s, 'Ist')[0]!.power).toBe('gauls');
    expect(orders(s, 1)['gauls']).toMatch(/^Am Ist - (Thr|Scy)$/);
  });

  it('diadokhoi §4.3.5: characters in the rising province are not touched at appearance in diadokhoi when it is occupied', () => {
    const s = board('diadokhoi', 'summer');
    unit(s, 'lysimachos', 'A', 'Thr');
    const c = character(s, { id: 'lysimachos', kind: 'diadochus', space: 'Thr', controlledBy: 'lysimachos' });
    trigger(s, 'thracians');
    expect(c.dead).toBeFalsy();
  });
});

describe('diadokhoi §6.2.10: the Athenian fleet shields Cyrene', () => {
  it('diadokhoi §6.2.10: Athens free and Cyrene in revolt, the Athenian fleet patrols the Ionian sea', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'athenians');
    s.control['athens'] = 'athenians';
    expect(orders(s)['athenians']).toBe('F Att/ec H');
    trigger(s, 'cyrenaica');
    expect(orders(s)['athenians']).toMatch(/^F Att\/ec - /);
  });
});

describe('diadokhoi §6.2.8: automatic orders, rebels helping each other', () => {
  it('diadokhoi §6.2.8: every rebel unit gets automatic orders, and an idle rebel supports another rebellion\'s attack', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'greeks-of-asia');
    s.control['ekbatane'] = 'greeks-of-asia';
    trigger(s, 'hyrcanian-scythes', [4]);
    unit(s, 'seleukos', 'A', 'Arm');
    const o = orders(s);
    expect(o['hyrcanian-scythes']).toBe('Ae Cau - Arm');
    expect(o['greeks-of-asia']).toBe('Am Med S Ae Cau - Arm');
  });

  it('diadokhoi §6.2.4: no rebel fleet sails into a sea hit by a storm', () => {
    const s = board('diadokhoi', 'summer');
    s.control['heraclea-pontica'] = 'lysimachos';
    trigger(s, 'pirates', [3]);
    s.weather.storms = ['WPE'];
    expect(orders(s)['pirates']).not.toMatch(/WPE/);
  });
});

describe('diadokhoi §8.2.10: the rebels of a scenario', () => {
  it('diadokhoi §8.2.10: the 5-player rebels (Am Thr, Am Med, Am Hyr) are taken over as running rebellions with their missions', async () => {
    const { adoptScenarioRebels } = await import('../../src/neutrals/index.ts');
    const { initialState } = await import('../../src/rules/index.ts');
    const s = initialState('diadokhoi', '5p');
    adoptScenarioRebels(diadokhoiMap, s);
    expect(Object.keys(forcesOf(s)).sort()).toEqual(['greeks-of-asia', 'oriental-satraps', 'thracians']);
    expect(s.neutralForces.find((f) => f.power === 'thracians')!.field).toContain('Ist');
    const o = orders(s);
    expect(o['greeks-of-asia']).toMatch(/Bsg1 Ekbatane/);
  });
});
