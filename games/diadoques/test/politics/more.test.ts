/** Further rules of both rulebooks, one test each, on small hand-made states. */
import { describe, expect, it } from 'vitest';
import { COSTS, computeIncome, LIMITS } from '../../src/economy/index.ts';
import {
  assassinate,
  checkEliminations,
  corruptionLevel,
  ledgerPrestige,
  recordHoldings,
  resolveCorruption,
  ROYAL_CORRUPTION,
  startVictoryRecord,
} from '../../src/politics/index.ts';
import { resolveWinter } from '../../src/winter/index.ts';
import { blank, ctx, fromScenario, place, put } from '../economy/fixtures.ts';

describe('costs and limits as data', () => {
  it('diadoques §6a.6 diadoques §6a.7 diadokhoi §T3 diadokhoi §5.3.7: the unit tables of both rulebooks', () => {
    expect(COSTS.diadoques.F).toEqual({ buy: 10, upkeep: 10, disband: 5, corruption: 20 });
    expect(COSTS.diadoques.Fe).toEqual({ buy: 20, upkeep: 20, disband: 10, corruption: 30 });
    expect(COSTS.diadokhoi.Ag).toEqual({ buy: 3000, upkeep: 3000, disband: 1500, corruption: 4500 });
    expect(COSTS.diadokhoi.Fe).toBeUndefined();
    expect(LIMITS.diadoques).toEqual({ Am: 1, Ae: 1, Ag: 1, F: 3, Fe: 1 });
  });

  it('diadokhoi §4.2.5 diadokhoi §4.2.10 diadokhoi §4.2.1: at most 1 elite, 1 Guards, 1 militia, 3 fleets, and no elite fleet', () => {
    expect(LIMITS.diadokhoi).toEqual({ Am: 1, Ae: 1, Ag: 1, F: 3 });
    const s = blank('diadokhoi', -318, 'winter', ['ptolemaios']);
    s.treasury['ptolemaios'] = 9000;
    Object.assign(s.control, { Egy: 'ptolemaios', Cre: 'ptolemaios', Cyr: 'ptolemaios', Phe: 'ptolemaios', tyr: 'ptolemaios' });
    for (const sea of ['EMS', 'InS', 'Cyc']) put(s, 'ptolemaios', 'F', sea);
    const ev = resolveWinter(s, { ptolemaios: [{ kind: 'build', type: 'F', space: 'Cre' }, { kind: 'build', type: 'Fe', space: 'Egy' }] }, ctx());
    expect(s.units.filter((u) => u.type === 'F')).toHaveLength(3);
    expect(ev.filter((e) => e.type === 'order-ignored')).toHaveLength(2);
  });

  it('diadokhoi §4.2.12: with the option, 4 fleets for 5–6 major cities', () => {
    const s = blank('diadokhoi', -318, 'winter', ['ptolemaios']);
    s.treasury['ptolemaios'] = 9000;
    Object.assign(s.control, { Cre: 'ptolemaios', alexandria: 'ptolemaios', tyr: 'ptolemaios', cyrene: 'ptolemaios', petra: 'ptolemaios', rhodes: 'ptolemaios' });
    for (const sea of ['EMS', 'InS', 'Cyc']) put(s, 'ptolemaios', 'F', sea);
    resolveWinter(s, { ptolemaios: [{ kind: 'build', type: 'F', space: 'Cre' }] }, ctx(undefined, { extraFleets: true }));
    expect(s.units.filter((u) => u.type === 'F')).toHaveLength(4);
  });

  it('diadokhoi §4.2.11: extra elites won by corruption are cut back at the next winter', () => {
    const s = blank('diadokhoi', -318, 'winter', ['seleukos']);
    s.treasury['seleukos'] = 9000;
    const a = put(s, 'seleukos', 'Ae', 'Chd');
    const b = put(s, 'seleukos', 'Ae', 'Mes');
    resolveWinter(s, {}, ctx());
    expect([a.type, b.type].sort()).toEqual(['A', 'Ae']);
  });

  it('diadoques §6a.5 diadoques §10.4 diadoques §10.7: an elite army and an elite fleet together; disbanding and building in the same place the same winter', () => {
    const s = blank('diadoques', -318, 'winter', ['lysimaque']);
    s.treasury['lysimaque'] = 60;
    Object.assign(s.control, { lysimachia: 'lysimaque', CHE: 'lysimaque' });
    put(s, 'lysimaque', 'Fe', 'EGE');
    const old = put(s, 'lysimaque', 'A', 'CHE');
    resolveWinter(s, { lysimaque: [{ kind: 'disband', unit: { space: 'CHE' } }, { kind: 'build', type: 'Ae', space: 'lysimachia' }] }, ctx());
    expect(s.units.filter((u) => u.power === 'lysimaque').map((u) => u.type).sort()).toEqual(['Ae', 'Fe']);
    expect(old.power).not.toBe('lysimaque');
  });
});

describe('characters and corruption details', () => {
  it('diadoques §6b.5 diadokhoi §6.3.7 diadokhoi §6.3.11: the epigone raises his unit\'s level like the diadochus; a corrupted mercenary or elite keeps its type', () => {
    const s = blank('diadoques', -313, 'summer', ['antigone', 'seleucos']);
    s.treasury['seleucos'] = 100;
    const e = put(s, 'antigone', 'Ae', 'SYR', 'antigone-heir');
    expect(corruptionLevel(s, { unit: e.id })).toBe(40);
    const k = blank('diadokhoi', -318, 'summer', ['antigonos', 'seleukos']);
    k.treasury['seleukos'] = 9000;
    const a = put(k, 'antigonos', 'Ae', 'Syr', 'antigonos');
    expect(corruptionLevel(k, { unit: a.id })).toBe(4000);
    put(k, 'seleukos', 'A', 'Mes');
    resolveCorruption(k, [{ power: 'seleukos', target: { unit: a.id }, amount: 4100 }], ctx());
    expect(a).toMatchObject({ power: 'seleukos', type: 'Ae' });
  });

  it('diadokhoi §6.3.14 diadokhoi §T7.1 diadokhoi §T7.2 diadokhoi §T7.3 diadokhoi §T7.4 diadokhoi §T7.5 diadokhoi §T7.6: the Argeades\' corruption costs', () => {
    expect(ROYAL_CORRUPTION.diadokhoi).toEqual({ philippe: 500, eurydice: 500, roxane: 1000, alexandre: 1000, olympias: 500, cleopatre: 1000 });
  });

  it('diadokhoi §4.3.16 diadokhoi §T7.1 diadokhoi §4.3.15: the Argeades start in Macedonia, Olympias in Delphi, Kleopatra in Sardes; the pairs stay together', () => {
    const s = fromScenario('diadokhoi');
    const where = Object.fromEntries(s.characters.filter((c) => c.kind === 'royal').map((c) => [c.id, c.space]));
    expect(where).toEqual({ philippos: 'Mac', eurydice: 'Mac', roxane: 'Mac', alexandros: 'Mac', olympias: 'delphi', kleopatra: 'sardes' });
    s.characters.find((c) => c.id === 'roxane')!.space = 'Mac';
    const a = put(s, 'antipatros', 'A', 'Mac');
    for (const c of s.characters) if (['roxane', 'alexandros'].includes(c.id)) c.with = a.id;
    assassinate(s, 'antipatros', 'roxane');
    expect(s.characters.find((c) => c.id === 'alexandros')?.dead).toBe(true);
  });

  it('diadokhoi §6.3.16 diadokhoi §4.3.14 diadokhoi §6.3.15: an Argeades may be paid counter-corruption, and is won over by money from afar, then obeys his new holder', () => {
    const s = blank('diadokhoi', -318, 'summer', ['antigonos', 'seleukos']);
    Object.assign(s.treasury, { antigonos: 5000, seleukos: 5000 });
    place(s, 'olympias', 'Eto', { controlledBy: 'antigonos' });
    resolveCorruption(s, { bribes: [{ power: 'seleukos', target: { character: 'olympias' }, amount: 1000 }], counter: [{ power: 'antigonos', target: { character: 'olympias' }, amount: 600 }] }, ctx());
    expect(s.characters.find((c) => c.id === 'olympias')?.controlledBy).toBe('antigonos');
    resolveCorruption(s, [{ power: 'seleukos', target: { character: 'olympias' }, amount: 1200 }], ctx());
    expect(s.characters.find((c) => c.id === 'olympias')?.controlledBy).toBe('seleukos');
  });

  it('diadokhoi §4.3.13 diadokhoi §7.10.3 diadokhoi §7.10.4: the holder may kill the Argeades; with the prestige option it costs 2 or 1 PP', () => {
    const s = blank('diadokhoi', -318, 'summer', ['antipatros']);
    s.control['pella'] = 'antipatros';
    place(s, 'kleopatra', 'pella', { controlledBy: 'antipatros' });
    place(s, 'olympias', 'pella', { controlledBy: 'antipatros' });
    assassinate(s, 'antipatros', 'kleopatra', { prestige: true });
    assassinate(s, 'antipatros', 'olympias', { prestige: true });
    expect(ledgerPrestige(s, 'antipatros')).toBe(-3);
  });

  it('diadokhoi §4.3.8 diadokhoi §4.6.1: a player lives while his Diadokhos does, even with nothing left', () => {
    const s = blank('diadokhoi', -318, 'summer', ['eumenes']);
    checkEliminations(s, ctx());
    expect(s.powers[0]!.eliminated).toBeFalsy();
    s.characters.find((c) => c.id === 'eumenes')!.dead = true;
    checkEliminations(s, ctx());
    expect(s.powers[0]!.eliminated).toBe(true);
  });

  it('diadokhoi §7.10.6: with the prestige option, the Epigonos\' player loses 5 PP for the dead Diadokhos', () => {
    const s = blank('diadokhoi', -316, 'summer', ['eumenes']);
    s.control['Com'] = 'eumenes';
    s.characters.find((c) => c.id === 'eumenes')!.dead = true;
    resolveWinter(s, {}, ctx(undefined, { prestige: true }));
    expect(ledgerPrestige(s, 'eumenes')).toBe(-5);
  });

  it('diadokhoi §7.10.9 diadokhoi §7.10.10 diadokhoi §7.10.11: gaining Athens +1, Pella +2 (not Antipatros), Babylone +1 (not Seleukos)', () => {
    const s = fromScenario('diadokhoi');
    startVictoryRecord(s);
    s.control['athens'] = 'seleukos';
    s.control['babylone'] = 'antigonos';
    recordHoldings(s, { prestige: true });
    s.control['babylone'] = 'seleukos';
    s.control['pella'] = 'lysimachos';
    recordHoldings(s, { prestige: true });
    expect(ledgerPrestige(s, 'seleukos')).toBe(1);
    expect(ledgerPrestige(s, 'antigonos')).toBe(1);
    expect(ledgerPrestige(s, 'lysimachos')).toBe(2);
  });

  it('diadokhoi §7.10.8 diadokhoi §5.3.6: a unit lost to want of supply costs 1 PP; the others are paid', () => {
    const s = blank('diadokhoi', -318, 'winter', ['seleukos']);
    s.treasury['seleukos'] = 1500;
    put(s, 'seleukos', 'A', 'Arm');
    put(s, 'seleukos', 'A', 'Chd');
    resolveWinter(s, {}, ctx(undefined, { prestige: true }));
    expect(ledgerPrestige(s, 'seleukos')).toBe(-1);
    expect(s.treasury['seleukos']).toBe(1500 + 100 - 1000);
  });

  it('diadoques §8b.2 diadoques §7a.3: the winter ends with the epigones appearing (end of winter −313)', () => {
    const s = blank('diadoques', -313, 'winter', ['seleucos']);
    s.powers[0]!.capital = 'babylone';
    s.control['babylone'] = 'seleucos';
    s.control['alexandrie-d-issos'] = 'x';
    s.characters.find((c) => c.id === 'seleucos')!.prisonerOf = 'x';
    s.characters.find((c) => c.id === 'seleucos')!.space = 'alexandrie-d-issos';
    resolveWinter(s, {}, ctx());
    expect(s.characters.find((c) => c.id === 'seleucos-heir')?.space).toBe('babylone');
  });

  it('diadokhoi §5.2.5 diadokhoi §5.1.2 diadokhoi §5.1.3: revenues are assessed again each winter from what is held then; Persian treasures lie where printed', () => {
    const s = fromScenario('diadokhoi', 'standard', { treasury: 'zero' });
    expect(s.treasures).toMatchObject({ rhodes: 1000, isaura: 1000, ariararthea: 1000, tarenta: 500, delphi: 500, ekbatane: 500 });
    s.control['rhodes'] = 'antipatros';
    expect(computeIncome(s)['antipatros']!.total).toBe(3400 + 1100);
  });
});
