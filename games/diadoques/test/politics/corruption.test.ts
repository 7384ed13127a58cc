import { describe, expect, it } from 'vitest';
import { corruptionLevel, endOfYearCorruption, resolveCorruption } from '../../src/politics/index.ts';
import type { Bribe } from '../../src/politics/index.ts';
import type { GameState } from '../../src/rules/state.ts';
import { blank, ctx, place, put } from '../economy/fixtures.ts';

function syria(): GameState {
  const s = blank('diadoques', -318, 'summer', ['antigone', 'ptolemee']);
  s.treasury['antigone'] = 100;
  s.treasury['ptolemee'] = 100;
  return s;
}

const bribe = (power: string, unit: string, amount: number): Bribe => ({ power, target: { unit }, amount });

describe('who may corrupt (diadoques §9b.1, diadokhoi §6.3.2)', () => {
  it('diadoques §9b.1: a unit that could move into the target\'s space may bribe it; a distant one may not', () => {
    const s = syria();
    const t = put(s, 'ptolemee', 'A', 'PHE');
    put(s, 'antigone', 'A', 'SYR');
    put(s, 'antigone', 'A', 'CIL');
    resolveCorruption(s, [bribe('antigone', t.id, 30)], ctx([1]));
    expect(t.power).toBe('antigone');
    const s2 = syria();
    const t2 = put(s2, 'ptolemee', 'A', 'PHE');
    put(s2, 'antigone', 'A', 'CIL');
    const ev = resolveCorruption(s2, [bribe('antigone', t2.id, 30)], ctx([1]));
    expect(t2.power).toBe('ptolemee');
    expect(ev.some((e) => e.type === 'bribe-invalid' && /close enough/.test(e.text ?? ''))).toBe(true);
    expect(s2.treasury['antigone']).toBe(100);
  });

  it('diadoques §9b.1: a fleet in a sea by the coastal province holding the target may bribe it, even a garrison', () => {
    const s = syria();
    const g = put(s, 'ptolemee', 'A', 'tyr');
    put(s, 'antigone', 'F', 'MIN');
    resolveCorruption(s, [bribe('antigone', g.id, 30)], ctx([1]));
    expect(g.power).toBe('antigone');
    const s2 = syria();
    const a = put(s2, 'ptolemee', 'A', 'PHE');
    put(s2, 'antigone', 'F', 'MOR');
    resolveCorruption(s2, [bribe('antigone', a.id, 30)], ctx([1]));
    expect(a.power).toBe('ptolemee');
  });

  it('diadoques §9b.1 diadoques §6b.3: one\'s free diadochus next to the target may bribe it alone; a captive diadochus may not', () => {
    const s = syria();
    const t = put(s, 'ptolemee', 'A', 'PHE');
    place(s, 'antigone', 'DAM');
    resolveCorruption(s, [bribe('antigone', t.id, 30)], ctx([1]));
    expect(t.power).toBe('antigone');
    const s2 = syria();
    const t2 = put(s2, 'ptolemee', 'A', 'PHE');
    place(s2, 'antigone', 'DAM', { prisonerOf: 'ptolemee' });
    resolveCorruption(s2, [bribe('antigone', t2.id, 30)], ctx([1]));
    expect(t2.power).toBe('ptolemee');
  });

  it('diadokhoi §6.3.3 diadokhoi §7.4.5 diadokhoi §6.3.13 diadokhoi §7.6.7: only adjacent units; a garrison only from its province; the Argeades from any distance', () => {
    const s = blank('diadokhoi', -318, 'summer', ['antigonos', 'lysimachos']);
    s.treasury['antigonos'] = 20000;
    const garrison = put(s, 'lysimachos', 'A', 'lysimachia');
    const inland = put(s, 'lysimachos', 'A', 'Hel');
    put(s, 'antigonos', 'F', 'Aeg');
    place(s, 'olympias', 'Eto', { controlledBy: 'lysimachos' });
    resolveCorruption(s, [bribe('antigonos', garrison.id, 2100), bribe('antigonos', inland.id, 2100), { power: 'antigonos', target: { character: 'olympias' }, amount: 600 }], ctx());
    expect(garrison.power).toBe('lysimachos');
    expect(inland.power).toBe('antigonos');
    expect(s.characters.find((c) => c.id === 'olympias')?.controlledBy).toBe('antigonos');
  });

  it('diadokhoi §7.5.1: no corruption in winter', () => {
    const s = blank('diadokhoi', -318, 'winter', ['antigonos', 'lysimachos']);
    s.treasury['antigonos'] = 20000;
    const a = put(s, 'lysimachos', 'A', 'Che');
    put(s, 'antigonos', 'A', 'Thr');
    resolveCorruption(s, [bribe('antigonos', a.id, 5000)], ctx());
    expect(a.power).toBe('lysimachos');
    expect(s.treasury['antigonos']).toBe(20000);
  });
});

describe('levels (diadoques §9b.3, §9b.4, diadokhoi §6.3.4, §6.3.5)', () => {
  it('diadoques §9b.4 diadoques §6b.2 diadoques §6b.11 diadoques §6b.13 diadoques §9b.3: base, counter-corruption, leader, Cléopâtre; a leader who leaves counts for nothing', () => {
    const s = syria();
    const a = put(s, 'ptolemee', 'A', 'PHE', 'ptolemee');
    expect(corruptionLevel(s, { unit: a.id })).toBe(30);
    expect(corruptionLevel(s, { unit: a.id }, ['ptolemee'])).toBe(20);
    place(s, 'cleopatre', 'PHE', { with: a.id, controlledBy: 'ptolemee', spouse: 'ptolemee' });
    s.characters.find((c) => c.id === 'ptolemee')!.spouse = 'cleopatre';
    expect(corruptionLevel(s, { unit: a.id })).toBe(40);
    s.counterCorruption[a.id] = 7;
    expect(corruptionLevel(s, { unit: a.id })).toBe(47);
    place(s, 'olympias', 'DAM', { controlledBy: 'ptolemee' });
    const b = put(s, 'ptolemee', 'Ag', 'DAM', 'olympias');
    expect(corruptionLevel(s, { unit: b.id })).toBe(40);
  });

  it('diadokhoi §6.3.4 diadokhoi §6.3.5 diadokhoi §T4 diadokhoi §7.6.1 diadokhoi §4.6.8: thresholds and modifiers; Arrhidaios counts 500 by default, 1000 as an option', () => {
    const s = blank('diadokhoi', -318, 'summer', ['antipatros']);
    const g = put(s, 'antipatros', 'Ag', 'Mac', 'antipatros');
    expect(corruptionLevel(s, { unit: g.id })).toBe(5500);
    const e = put(s, 'antipatros', 'Am', 'The', 'antipatros-heir');
    s.characters.find((c) => c.id === 'antipatros-heir')!.kind = 'epigone';
    expect(corruptionLevel(s, { unit: e.id })).toBe(4000);
    const p = put(s, 'antipatros', 'A', 'Eto');
    place(s, 'philippos', 'Eto', { with: p.id, controlledBy: 'antipatros' });
    p.commander = 'philippos';
    expect(corruptionLevel(s, { unit: p.id })).toBe(2500);
    expect(corruptionLevel(s, { unit: p.id }, [], { options: { philipposBonus: 1000 } })).toBe(3000);
  });

  it('diadokhoi §7.7.1: a Diadokhos leading an ally\'s unit adds no loyalty', () => {
    const s = blank('diadokhoi', -318, 'summer', ['antigonos', 'seleukos']);
    const u = put(s, 'seleukos', 'A', 'Mes', 'antigonos');
    expect(corruptionLevel(s, { unit: u.id })).toBe(2000);
  });

  it('diadoques §9b.2 diadoques §6b.15 diadokhoi §T7: royals alone are one target per pair, at their printed level', () => {
    const s = syria();
    place(s, 'roxane', 'CAR', { controlledBy: null });
    place(s, 'alexandre-iv', 'CAR', { controlledBy: null, partner: 'roxane' });
    expect(corruptionLevel(s, { character: 'roxane' })).toBe(10);
    place(s, 'olympias', 'delphes');
    expect(corruptionLevel(s, { character: 'olympias' })).toBe(5);
    const k = blank('diadokhoi', -318, 'summer', []);
    place(k, 'kleopatra', 'sardes');
    place(k, 'philippos', 'Mac', { partner: 'eurydice' });
    place(k, 'eurydice', 'Mac', { partner: 'philippos' });
    expect(corruptionLevel(k, { character: 'kleopatra' })).toBe(1000);
    expect(corruptionLevel(k, { character: 'philippos' })).toBe(1000);
  });
});

describe('bids (diadoques §9b.5–§9b.7)', () => {
  it('diadoques §9b.5: a bribe under the level, or beyond the treasury, is not validated and costs nothing', () => {
    const s = syria();
    const t = put(s, 'ptolemee', 'A', 'PHE');
    put(s, 'antigone', 'A', 'SYR');
    resolveCorruption(s, [bribe('antigone', t.id, 19)], ctx([1]));
    expect(t.power).toBe('ptolemee');
    resolveCorruption(s, [bribe('antigone', t.id, 200)], ctx([1]));
    expect(t.power).toBe('ptolemee');
    expect(s.treasury['antigone']).toBe(100);
  });

  it('diadoques §9b.5: only the highest bribe counts; equal highest bribes cancel out; counter-corruption stays secret then', () => {
    const s = blank('diadoques', -318, 'summer', ['antigone', 'ptolemee', 'seleucos']);
    Object.assign(s.treasury, { antigone: 100, ptolemee: 100, seleucos: 100 });
    const t = put(s, 'ptolemee', 'A', 'PHE');
    put(s, 'antigone', 'A', 'SYR');
    put(s, 'seleucos', 'A', 'DAM');
    const ev = resolveCorruption(s, { bribes: [bribe('antigone', t.id, 30), bribe('seleucos', t.id, 30)], counter: [{ power: 'ptolemee', target: { unit: t.id }, amount: 5 }] }, ctx([1]));
    expect(t.power).toBe('ptolemee');
    expect(ev.find((e) => e.type === 'counter-corruption')?.to).toEqual(['ptolemee']);
    expect(ev.some((e) => e.type === 'bribe-tie')).toBe(true);
    expect(s.treasury['antigone']).toBe(100);
    const ev2 = resolveCorruption(s, [bribe('antigone', t.id, 40), bribe('seleucos', t.id, 30)], ctx([1]));
    expect(t.power).toBe('antigone');
    expect(s.treasury['seleucos']).toBe(100);
    expect(ev2.find((e) => e.type === 'bribe-validated')?.text).toMatch(/counter-corruption 5 T/);
  });

  it('diadoques §9b.6 diadoques §9b.7: chance 75 % + paid this year − level, at most 95 %; the money goes either way', () => {
    const s = syria();
    const t = put(s, 'ptolemee', 'A', 'PHE');
    put(s, 'antigone', 'A', 'SYR');
    let ev = resolveCorruption(s, [bribe('antigone', t.id, 20)], ctx([76]));
    expect(ev.find((e) => e.type === 'bribe-validated')?.data).toMatchObject({ chance: 75, roll: 76 });
    expect(t.power).toBe('ptolemee');
    expect(s.treasury['antigone']).toBe(80);
    ev = resolveCorruption(s, [bribe('antigone', t.id, 20)], ctx([95]));
    expect(ev.find((e) => e.type === 'bribe-validated')?.data).toMatchObject({ chance: 95 });
    expect(t.power).toBe('antigone');
    const s2 = syria();
    const t2 = put(s2, 'ptolemee', 'A', 'PHE');
    put(s2, 'antigone', 'A', 'SYR');
    ev = resolveCorruption(s2, [bribe('antigone', t2.id, 100)], ctx([96]));
    expect(ev.find((e) => e.type === 'bribe-validated')?.data).toMatchObject({ chance: 95 });
    expect(t2.power).toBe('ptolemee');
  });

  it('diadoques §9b.13 diadokhoi §6.3.6: counter-corruption is spent at once and counts until the end of autumn', () => {
    const s = syria();
    const t = put(s, 'ptolemee', 'A', 'PHE');
    resolveCorruption(s, { bribes: [], counter: [{ power: 'ptolemee', target: { unit: t.id }, amount: 10 }] }, ctx());
    resolveCorruption(s, { bribes: [], counter: [{ power: 'ptolemee', target: { unit: t.id }, amount: 5 }] }, ctx());
    expect(s.treasury['ptolemee']).toBe(85);
    expect(corruptionLevel(s, { unit: t.id })).toBe(35);
    endOfYearCorruption(s);
    expect(corruptionLevel(s, { unit: t.id })).toBe(20);
  });

  it('diadokhoi §6.3.8: more than the threshold succeeds; otherwise the money is lost', () => {
    const s = blank('diadokhoi', -318, 'summer', ['antigonos', 'lysimachos']);
    s.treasury['antigonos'] = 10000;
    const a = put(s, 'lysimachos', 'A', 'Che');
    put(s, 'antigonos', 'A', 'Thr');
    resolveCorruption(s, [bribe('antigonos', a.id, 2000)], ctx());
    expect(a.power).toBe('lysimachos');
    expect(s.treasury['antigonos']).toBe(8000);
    resolveCorruption(s, [bribe('antigonos', a.id, 2100)], ctx());
    expect(a.power).toBe('antigonos');
    expect(s.treasury['antigonos']).toBe(5900);
  });
});

describe('effects (diadoques §9b.8–§9b.12, diadokhoi §6.3.9–§6.3.12, §4.3.7)', () => {
  it('diadoques §9b.9 diadoques §9b.10 diadoques §6b.24: the commander dies, captives and royals change hands, the guard becomes elite', () => {
    const s = syria();
    const g = put(s, 'ptolemee', 'Ag', 'PHE', 'ptolemee');
    place(s, 'roxane', 'PHE', { with: g.id, controlledBy: 'ptolemee' });
    place(s, 'seleucos', 'PHE', { kind: 'diadochus', of: 'seleucos', with: g.id, prisonerOf: 'ptolemee', controlledBy: 'seleucos' });
    put(s, 'antigone', 'A', 'SYR');
    resolveCorruption(s, [bribe('antigone', g.id, 55)], ctx([1]));
    expect(g).toMatchObject({ power: 'antigone', type: 'Ae' });
    expect(s.characters.find((c) => c.id === 'ptolemee')?.dead).toBe(true);
    expect(s.characters.find((c) => c.id === 'roxane')?.controlledBy).toBe('antigone');
    expect(s.characters.find((c) => c.id === 'seleucos')?.prisonerOf).toBe('antigone');
  });

  it('diadoques §9b.9 diadoques §6b.22: a leader who dissociated survives; a captive leader whose own side corrupts his guards is freed', () => {
    const s = syria();
    const a = put(s, 'ptolemee', 'A', 'PHE', 'ptolemee');
    place(s, 'antigone', 'PHE', { with: a.id, prisonerOf: 'ptolemee' });
    place(s, 'antigone-heir', 'DAM', { kind: 'epigone' });
    resolveCorruption(s, { bribes: [bribe('antigone', a.id, 30)], leaving: ['ptolemee'] }, ctx([1]));
    expect(a.power).toBe('antigone');
    expect(s.characters.find((c) => c.id === 'ptolemee')?.dead).toBeFalsy();
    expect(s.characters.find((c) => c.id === 'antigone')?.prisonerOf).toBeUndefined();
  });

  it('diadoques §9b.12 diadoques §9b.8 diadoques §9a.27: the garrison\'s citadel and the province change side at once; a corrupted besieger goes on with its siege', () => {
    const s = syria();
    s.control['tyr'] = 'ptolemee';
    s.control['PHE'] = 'ptolemee';
    const g = put(s, 'ptolemee', 'A', 'tyr');
    put(s, 'antigone', 'F', 'MIN');
    const b = put(s, 'ptolemee', 'A', 'CIL');
    s.control['soloi'] = 'antigone';
    s.sieges.push({ citadel: 'soloi', unit: b.id, from: 'CIL', power: 'ptolemee', seasons: 1 });
    put(s, 'antigone', 'A', 'PAM');
    resolveCorruption(s, [bribe('antigone', g.id, 30), bribe('antigone', b.id, 30)], ctx([1, 1]));
    expect(s.control['tyr']).toBe('antigone');
    expect(s.control['PHE']).toBe('antigone');
    expect(b.power).toBe('antigone');
    expect(s.sieges[0]).toMatchObject({ power: 'antigone', seasons: 1 });
  });

  it('diadoques §9b.8: a royal won over alone passes to the corrupter with the partner', () => {
    const s = syria();
    place(s, 'roxane', 'CAR', { controlledBy: null, partner: 'alexandre-iv' });
    place(s, 'alexandre-iv', 'CAR', { controlledBy: null, partner: 'roxane' });
    place(s, 'antigone', 'LYD');
    resolveCorruption(s, [{ power: 'antigone', target: { character: 'roxane' }, amount: 10 }], ctx([1]));
    expect(s.characters.filter((c) => c.kind === 'royal' && c.controlledBy === 'antigone').map((c) => c.id).sort()).toEqual(['alexandre-iv', 'roxane']);
  });

  it('diadokhoi §4.3.6 diadokhoi §4.3.7 diadokhoi §6.3.10 diadokhoi §6.3.12: the Diadokhos in command is seized and executed at the mutineers\' demand; spared, the unit turns rebel', () => {
    const s = blank('diadokhoi', -318, 'summer', ['antigonos', 'eumenes']);
    s.treasury['antigonos'] = 20000;
    const g = put(s, 'eumenes', 'Ag', 'Cap', 'eumenes');
    put(s, 'antigonos', 'A', 'Com');
    resolveCorruption(s, [bribe('antigonos', g.id, 5600)], ctx());
    expect(g).toMatchObject({ power: 'antigonos', type: 'Ae' });
    expect(s.characters.find((c) => c.id === 'eumenes')?.dead).toBe(true);
    const t = blank('diadokhoi', -318, 'summer', ['antigonos', 'eumenes']);
    t.treasury['antigonos'] = 20000;
    const h = put(t, 'eumenes', 'A', 'Cap', 'eumenes');
    put(t, 'antigonos', 'A', 'Com');
    resolveCorruption(t, [{ ...bribe('antigonos', h.id, 3100), spareLeader: true }], ctx());
    expect(h.power).toMatch(/^rebels:/);
    expect(t.characters.find((c) => c.id === 'eumenes')).toMatchObject({ prisonerOf: 'antigonos' });
    expect(t.characters.find((c) => c.id === 'eumenes')?.dead).toBeFalsy();
  });

  it('diadokhoi §7.6.8: a married Kleopatra cannot be corrupted', () => {
    const s = blank('diadokhoi', -318, 'summer', ['antigonos', 'seleukos']);
    s.treasury['seleukos'] = 20000;
    place(s, 'kleopatra', 'Lyd', { controlledBy: 'antigonos', spouse: 'antigonos' });
    s.characters.find((c) => c.id === 'antigonos')!.spouse = 'kleopatra';
    s.characters.find((c) => c.id === 'antigonos')!.space = 'Phr';
    resolveCorruption(s, [{ power: 'seleukos', target: { character: 'kleopatra' }, amount: 5000 }], ctx());
    expect(s.characters.find((c) => c.id === 'kleopatra')?.controlledBy).toBe('antigonos');
  });
});
