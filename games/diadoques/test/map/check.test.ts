import { describe, expect, it } from 'vitest';
import { checkMap, diadokhoiMap, diadoquesMap } from '../../src/map/index.ts';
import type { GameMap } from '../../src/map/index.ts';

const copy = (m: GameMap): GameMap => structuredClone(m);
const errorsOf = (m: GameMap) => checkMap(m).errors;

describe('map --check on the real maps', () => {
  it.each([diadoquesMap, diadokhoiMap])('$ruleset: every check passes', (map) => {
    const r = checkMap(map);
    expect(r.errors).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it('diadokhoi §3.1.1: 76 provinces, land and sea (the impassable Hyrcanian sea and the Romans\' Rome not counted)', () => {
    const s = checkMap(diadokhoiMap).summary;
    expect(s.land + s.seas).toBe(76);
    expect(s.land).toBe(60);
    expect(s.seas).toBe(16);
  });

  it('diadokhoi §3.2.8: 20 fortified cities, 6 of them capitals; diadoques §3.3: 20 major citadels with the capitals', () => {
    for (const map of [diadokhoiMap, diadoquesMap]) {
      expect(map.citadels.filter((c) => c.rank !== 'minor')).toHaveLength(20);
      expect(map.citadels.filter((c) => c.rank === 'capital')).toHaveLength(6);
    }
  });

  it('diadoques §10.2: incomes 1 T a minor citadel, 11 T a major one, 31 T one\'s own capital; diadokhoi §5.2.2 and §5.2.3: 200, 1100, 3100 talents', () => {
    for (const [map, minor, major, own] of [[diadoquesMap, 1, 11, 31], [diadokhoiMap, 200, 1100, 3100]] as const) {
      for (const c of map.citadels) {
        expect(c.income).toBe(c.rank === 'minor' ? minor : major);
        if (c.rank === 'capital') expect(c.capitalIncome).toBe(own);
      }
    }
  });
});

describe('map --check catches broken maps', () => {
  it('a one-sided coast: a fleet on a coast that touches no sea', () => {
    const m = copy(diadokhoiMap);
    m.borders = m.borders.filter((b) => !(b.kind === 'coast' && b.a === 'Thr' && b.aCoast === 'sc'));
    expect(errorsOf(m).join('\n')).toMatch(/Thr\/sc: a coast on no sea/);
  });

  it('an island nobody can reach', () => {
    const m = copy(diadoquesMap);
    m.borders = m.borders.filter((b) => !(b.kind === 'coast' && b.a === 'CRE'));
    expect(errorsOf(m).join('\n')).toMatch(/cannot reach .*CRE/);
  });

  it('a border to an unknown space, a border listed twice, a citadel outside its province', () => {
    const m = copy(diadoquesMap);
    m.borders.push({ kind: 'land', a: 'MAC', b: 'XYZ', reconstructed: true });
    m.borders.push({ ...m.borders.find((b) => b.kind === 'land')! });
    m.borders.push({ kind: 'citadel', a: 'pella', b: 'THR', reconstructed: true });
    const text = errorsOf(m).join('\n');
    expect(text).toMatch(/unknown space XYZ/);
    expect(text).toMatch(/listed twice/);
    expect(text).toMatch(/pella is not inside THR/);
  });

  it('diadokhoi §5.1.2: a treasure that differs from the printed list', () => {
    const m = copy(diadokhoiMap);
    m.citadels.find((c) => c.id === 'tyr')!.treasure = 1000;
    expect(errorsOf(m).join('\n')).toMatch(/treasures differ/);
  });

  it('diadokhoi §T1.10: a province without supply that gains a town', () => {
    const m = copy(diadokhoiMap);
    const mys = m.provinces.find((p) => p.id === 'Mys')!;
    mys.supply = 'yes';
    mys.income = 100;
    const text = errorsOf(m).join('\n');
    expect(text).toMatch(/Mys is supplied but has no citadel, town or port/);
    expect(text).toMatch(/Mys should have no supply/);
  });

  it('diadokhoi §7.1.1: Assyria joined to Armenia', () => {
    const m = copy(diadokhoiMap);
    m.borders.push({ kind: 'land', a: 'Ass', b: 'Arm', reconstructed: true });
    expect(errorsOf(m).join('\n')).toMatch(/Ass and Arm must not be connected/);
  });

  it('diadoques §9a.11: the lake between MES and MED drained', () => {
    const m = copy(diadoquesMap);
    delete m.borders.find((b) => b.lake === 'urmia')!.lake;
    expect(errorsOf(m).join('\n')).toMatch(/MES–MED must be one border across a lake/);
  });

  it('diadoques §3.3: a 21st major citadel', () => {
    const m = copy(diadoquesMap);
    m.citadels.find((c) => c.id === 'nora')!.rank = 'major';
    expect(errorsOf(m).join('\n')).toMatch(/20 major citadels expected, found 21/);
  });

  it('diadoques §T2: a sea missing from the storm table', () => {
    const m = copy(diadoquesMap);
    m.seas = m.seas.filter((s) => s.id !== 'OCI');
    m.borders = m.borders.filter((b) => b.a !== 'OCI' && b.b !== 'OCI');
    expect(errorsOf(m).join('\n')).toMatch(/storm table's seas are not the navigable seas/);
  });

  it('diadoques §4a.5: a port citadel without a double arrow, an arrow from a citadel that is no port', () => {
    const m = copy(diadoquesMap);
    m.borders = m.borders.filter((b) => !(b.kind === 'access' && b.a === 'tyr'));
    m.borders.push({ kind: 'access', a: 'sardes', b: 'EGE', reconstructed: true });
    const text = errorsOf(m).join('\n');
    expect(text).toMatch(/port tyr has no access arrow/);
    expect(text).toMatch(/sardes is not a port but has access arrows/);
  });

  it('diadoques §4a.3: an abbreviation used twice', () => {
    const m = copy(diadoquesMap);
    m.provinces.find((p) => p.id === 'LYC')!.names.abbrEn = 'Lyd';
    expect(errorsOf(m).join('\n')).toMatch(/abbreviation Lyd names both/);
  });
});
