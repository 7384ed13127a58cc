import { describe, expect, it } from 'vitest';
import { collectIncome, computeIncome } from '../../src/economy/index.ts';
import { resolveWinter } from '../../src/winter/index.ts';
import type { WinterOrder } from '../../src/winter/index.ts';
import { blank, ctx, fromScenario, put } from './fixtures.ts';

const TABLE_322: Record<string, [number, number, number, number, number, number]> = {
  // provinces, citadels, capitals, cities, treasures, total (diadokhoi §5.2.4)
  antipatros: [100, 200, 3100, 0, 0, 3400],
  lysimachos: [100, 0, 3100, 0, 500, 3700],
  antigonos: [100, 0, 3100, 0, 500, 3700],
  eumenes: [100, 0, 3100, 0, 0, 3200],
  ptolemaios: [100, 200, 3100, 0, 0, 3400],
  seleukos: [100, 0, 3100, 0, 0, 3200],
};

const SPRING_321: Record<string, number> = { antipatros: 400, lysimachos: 700, antigonos: 700, eumenes: 200, ptolemaios: 400, seleukos: 200 };

const HOME: Record<string, string> = { antipatros: 'Mac', lysimachos: 'Che', antigonos: 'Phr', eumenes: 'Ank', ptolemaios: 'Egy', seleukos: 'Chd' };

describe('diadokhoi winter −322 revenues', () => {
  it('diadokhoi §5.2.4 diadokhoi §5.2.2 diadokhoi §5.2.3: the winter −322 revenue table, column by column, to the talent', () => {
    const state = fromScenario('diadokhoi', 'standard', { treasury: 'zero' });
    const sheets = computeIncome(state, 'all');
    for (const [power, row] of Object.entries(TABLE_322)) {
      const s = sheets[power]!;
      expect([s.provinces, s.citadels, s.capitals, s.cities, s.treasures, s.total], power).toEqual(row);
    }
  });

  it('diadokhoi §5.3.4 diadokhoi §5.3.1 diadokhoi §5.3.3 diadokhoi §5.3.2: after buying three mercenary units the spring −321 treasuries are those printed', () => {
    const state = fromScenario('diadokhoi', 'standard', { treasury: 'zero' });
    const orders: Record<string, WinterOrder[]> = {};
    for (const [power, home] of Object.entries(HOME)) {
      const treasure = power === 'lysimachos' ? ['lysimachia'] : power === 'antigonos' ? ['gordion'] : [];
      orders[power] = [
        ...treasure.map((citadel): WinterOrder => ({ kind: 'seize', citadel })),
        { kind: 'build', type: 'A', space: home },
        { kind: 'build', type: 'A', space: home },
        power === 'seleukos' ? { kind: 'build', type: 'F', space: 'Chd' } : { kind: 'build', type: 'A', space: home },
      ];
    }
    resolveWinter(state, orders, ctx());
    for (const [power, left] of Object.entries(SPRING_321)) expect(state.treasury[power], power).toBe(left);
    expect(state.units.filter((u) => u.space === 'Mac')).toHaveLength(3);
    expect(state.units.find((u) => u.power === 'seleukos' && u.type === 'F')?.space).toBe('Chd');
    expect(state.treasures['lysimachia'] ?? 0).toBe(0);
  });
});

describe('diadoques income', () => {
  it('diadoques §12.3 diadoques §10.1 diadoques §10.2: each player starts with the income of his province, capital and second citadel', () => {
    const state = fromScenario('diadoques', 'standard', { treasury: 'zero' });
    const sheets = computeIncome(state);
    expect(sheets['cassandre']!.total).toBe(1 + 31 + 1);
    expect(sheets['ptolemee']!.total).toBe(33);
    expect(sheets['seleucos']!.total).toBe(32);
    for (const p of state.powers) expect(sheets[p.id]!.total, p.id).toBe(fromScenario('diadoques').treasury[p.id]);
  });

  it('diadoques §10.2 diadoques §3.5: an enemy capital pays 11 T, one\'s own 31 T; a capital lost and retaken pays its owner 31 T again', () => {
    const state = fromScenario('diadoques', 'standard', { treasury: 'zero' });
    state.control['pella'] = 'lysimaque';
    let sheets = computeIncome(state);
    expect(sheets['lysimaque']!.lines.find((l) => l.space === 'pella')).toEqual({ space: 'pella', kind: 'city', amount: 11 });
    expect(sheets['cassandre']!.total).toBe(2);
    state.control['pella'] = 'cassandre';
    sheets = computeIncome(state);
    expect(sheets['cassandre']!.capitals).toBe(31);
  });

  it('diadoques §10.1: HYR and NAB pay nothing; provinces without town pay nothing; a minor citadel pays 1 T, a major 11 T', () => {
    const state = blank('diadoques', -318, 'winter', ['seleucos']);
    state.control['HYR'] = 'seleucos';
    state.control['hecatompylos'] = 'seleucos';
    state.control['NAB'] = 'seleucos';
    state.control['petra'] = 'seleucos';
    state.control['ARA'] = 'seleucos';
    state.control['SUS'] = 'seleucos';
    const s = computeIncome(state)['seleucos']!;
    expect(s.provinces).toBe(1);
    expect(s.citadels).toBe(1);
    expect(s.cities).toBe(11);
    expect(s.total).toBe(13);
  });

  it('diadokhoi §3.1.14 diadokhoi §3.2.9: unsupplied provinces pay no tribute; a conquered capital pays its taker as a city', () => {
    const state = blank('diadokhoi', -318, 'winter', ['antigonos', 'seleukos']);
    state.powers[1]!.capital = 'babylone';
    state.control['Arm'] = 'antigonos';
    state.control['Hyr'] = 'antigonos';
    state.control['babylone'] = 'antigonos';
    const s = computeIncome(state)['antigonos']!;
    expect(s.provinces).toBe(0);
    expect(s.cities).toBe(1100);
  });

  it('diadoques §10.3 diadoques §9c.13 diadoques §5.3: a treasure left at a fall is seized in winter with the income, then gone', () => {
    const state = blank('diadoques', -318, 'winter', ['antigone']);
    state.control['tyr'] = 'antigone';
    state.treasures['tyr'] = 5;
    collectIncome(state, { antigone: ['tyr'] });
    expect(state.treasury['antigone']).toBe(11 + 5);
    expect(state.treasures['tyr']).toBe(0);
    collectIncome(state, { antigone: ['tyr'] });
    expect(state.treasury['antigone']).toBe(16 + 11);
  });

  it('diadoques §5.4 diadokhoi §5.2.1: the income sheets are secret to their player', () => {
    const state = fromScenario('diadoques', 'standard', { treasury: 'zero' });
    const events = collectIncome(state, {});
    const cass = events.find((e) => e.type === 'income' && (e.data as { power: string }).power === 'cassandre')!;
    expect(cass.to).toEqual(['cassandre']);
    expect(state.treasury['cassandre']).toBe(33);
  });

  it('diadokhoi §5.3.5: money not spent is kept from one winter to the next', () => {
    const state = blank('diadokhoi', -320, 'winter', ['eumenes']);
    state.powers[0]!.capital = 'ankyra';
    state.control['ankyra'] = 'eumenes';
    state.treasury['eumenes'] = 700;
    put(state, 'eumenes', 'A', 'Ank');
    state.control['Ank'] = 'eumenes';
    resolveWinter(state, {}, ctx());
    expect(state.treasury['eumenes']).toBe(700 + 3200 - 1000);
    state.year = -319;
    resolveWinter(state, {}, ctx());
    expect(state.treasury['eumenes']).toBe(700 + 2 * 2200);
  });
});
