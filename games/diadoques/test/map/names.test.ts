import { describe, expect, it } from 'vitest';
import { diadokhoiMap, diadoquesMap, nameKey, resolveAll, resolveName, resolvePlace } from '../../src/map/index.ts';

describe('lenient name resolution', () => {
  it('diadoques §9a.2: a badly written but clear space is understood (case, accents, apostrophes, hyphens)', () => {
    for (const text of ["Alexandrie d'Issos", 'alexandrie d’issos', 'ALEXANDRIE-D-ISSOS', 'Alexandria of Issos', 'Issos']) {
      expect(resolveName(diadoquesMap, text)?.space).toBe('alexandrie-d-issos');
    }
    expect(resolveName(diadoquesMap, 'mor')?.space).toBe('MOR');
    expect(resolveName(diadoquesMap, 'Méditerranée orientale')?.space).toBe('MOR');
    expect(resolveName(diadoquesMap, 'Eastern Mediterranean sea')?.space).toBe('MOR');
    expect(nameKey('Héraclée Pontique')).toBe('heracleepontique');
  });

  it('diadoques §9a.4: provinces and seas by abbreviation, citadels by name — "Rhodes" is the citadel, RHO the island', () => {
    expect(resolveName(diadoquesMap, 'Rhodes')?.space).toBe('rhodes');
    expect(resolveName(diadoquesMap, 'RHO')?.space).toBe('RHO');
    expect(resolveName(diadoquesMap, 'Rhodes', ['land'])?.space).toBe('RHO');
    expect(resolveAll(diadoquesMap, 'Rhodes').map((r) => r.space)).toEqual(['rhodes', 'RHO']);
  });

  it('diadokhoi §6.3.37: both abbreviation sets work on both maps', () => {
    expect(resolveName(diadokhoiMap, 'LMe')?.space).toBe('LMe');
    expect(resolveName(diadokhoiMap, 'BAS')?.space).toBe('LMe');
    expect(resolveName(diadoquesMap, 'LMe')?.space).toBe('BAS');
    expect(resolveName(diadokhoiMap, 'MOR')?.space).toBe('EMS');
    expect(resolveName(diadokhoiMap, 'Anc')?.space).toBe('Ank');
    expect(resolveName(diadokhoiMap, 'Cyp')?.space).toBe('Chy');
    expect(resolveName(diadokhoiMap, 'Ege')?.space).toBe('Aeg');
  });

  it('diadokhoi §3.1.6: a coast may follow the province: "Attica (w.c.)", "Att/ec", "Thr sc"', () => {
    expect(resolveName(diadokhoiMap, 'Attica (w.c.)')).toMatchObject({ space: 'Att', coast: 'wc' });
    expect(resolveName(diadokhoiMap, 'Att/ec')).toMatchObject({ space: 'Att', coast: 'ec' });
    expect(resolveName(diadokhoiMap, 'Thr sc')).toMatchObject({ space: 'Thr', coast: 'sc' });
    expect(resolveName(diadokhoiMap, 'Mac/sc')).toBeNull();
  });

  it('diadoques §1.2: a name with its abbreviation in brackets, or after an article', () => {
    expect(resolveName(diadoquesMap, 'Chaldée (CHD')?.space).toBe('CHD');
    expect(resolveName(diadoquesMap, 'Macedoine (MAC)')?.space).toBe('MAC');
    expect(resolveName(diadoquesMap, "l'Italie")?.space).toBe('ITA');
  });

  it('diadoques §4b.1: towns are not spaces, but resolvePlace finds the province they lie in', () => {
    expect(resolveName(diadoquesMap, 'Smyrne')).toBeNull();
    expect(resolvePlace(diadoquesMap, 'Smyrne')).toMatchObject({ space: 'LYD', kind: 'town' });
    expect(resolvePlace(diadoquesMap, 'Carthage')).toMatchObject({ space: null, kind: 'landmark' });
    expect(resolvePlace(diadoquesMap, 'Oxos')).toMatchObject({ kind: 'river', feature: 'oxus' });
  });

  it('unknown names resolve to nothing', () => {
    expect(resolveName(diadoquesMap, 'Atlantide')).toBeNull();
    expect(resolvePlace(diadokhoiMap, 'Atlantis')).toBeNull();
    expect(resolveName(diadokhoiMap, '')).toBeNull();
  });
});
