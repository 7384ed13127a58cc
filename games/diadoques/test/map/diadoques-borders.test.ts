import { describe, expect, it } from 'vitest';
import {
  accessSeas, adjacent, allSpaces, bordersBetween, bordersClosedByFlood, diadoquesMap as map, fleetBuildSeas, floodedBy, neighbours,
  portsOnSea, space,
} from '../../src/map/index.ts';
import type { SpaceId } from '../../src/map/index.ts';

const fleetTo = (id: SpaceId) => neighbours(map, id, 'fleet').map((s) => s.to);
const armyTo = (id: SpaceId) => neighbours(map, id, 'army').map((s) => s.to);

/** Port citadels a fleet may besiege from a field of sea zones (`diadoques §9a.23`). */
const portsFrom = (seas: SpaceId[]) => [...new Set(seas.flatMap((s) => portsOnSea(map, s)))].sort();

/** Is a field of action connected for `mover`? */
function connected(field: SpaceId[], mover: 'army' | 'fleet'): boolean {
  const seen = new Set([field[0]!]);
  const queue = [field[0]!];
  while (queue.length) {
    for (const s of neighbours(map, queue.shift()!, mover)) {
      if (field.includes(s.to) && !seen.has(s.to)) {
        seen.add(s.to);
        queue.push(s.to);
      }
    }
  }
  return field.every((f) => seen.has(f));
}

describe('diadoques: borders the rulebook states', () => {
  it('diadoques §9a.8: fleets move only between sea zones and port citadels, never into a land province', () => {
    for (const s of allSpaces(map)) {
      if (s.kind === 'land' || (s.kind === 'citadel' && !s.port)) continue;
      for (const t of neighbours(map, s.id, 'fleet')) {
        const target = space(map, t.to)!;
        expect(target.kind === 'sea' || (target.kind === 'citadel' && target.port)).toBe(true);
      }
    }
  });

  it('diadoques §9a.6: armies go province to province, or between a citadel and its province', () => {
    expect(armyTo('pella')).toEqual(['MAC']);
    expect(armyTo('MAC')).toEqual(expect.arrayContaining(['pella', 'pydna', 'THE']));
    expect(armyTo('MAC')).not.toContain('EUB');
  });

  it('diadoques §9a.11: no movement across the lakes MES–MED and ARE–ARH', () => {
    for (const [a, b] of [['MES', 'MED'], ['ARE', 'ARH']] as const) {
      expect(bordersBetween(map, a, b)[0]?.lake).toBeTruthy();
      for (const mover of ['army', 'fleet', 'character'] as const) expect(adjacent(map, a, b, mover)).toBe(false);
    }
  });

  it('diadoques §9a.17: A PHE SYR; F* CYC Athènes', () => {
    expect(adjacent(map, 'PHE', 'SYR', 'army')).toBe(true);
    expect(adjacent(map, 'CYC', 'athenes', 'fleet')).toBe(true);
  });

  it('diadoques §9a.43: F MOR may retreat to MIO, CYC, Alexandrie, MRD, MIN; A SYR to Alexandrie d\'Issos, PHE, COM, CIL', () => {
    expect(fleetTo('MOR')).toEqual(expect.arrayContaining(['MIO', 'CYC', 'alexandrie', 'MRD', 'MIN']));
    expect(armyTo('SYR')).toEqual(expect.arrayContaining(['alexandrie-d-issos', 'PHE', 'COM', 'CIL']));
  });

  it('diadoques §9a.32 and diadoques §9a.36: fleets besiege or resupply Alexandrie from MOR and Alexandrie d\'Issos from SAL; armies from EGY and SYR', () => {
    expect(accessSeas(map, 'alexandrie')).toContain('MOR');
    expect(accessSeas(map, 'alexandrie-d-issos')).toContain('SAL');
    expect(adjacent(map, 'EGY', 'alexandrie', 'army')).toBe(true);
    expect(adjacent(map, 'SYR', 'alexandrie-d-issos', 'army')).toBe(true);
  });

  it('diadoques §4b.3: the canal MOR–GAR and the tow path MIO–Athènes, both ways', () => {
    const canal = bordersBetween(map, 'MOR', 'GAR');
    expect(canal[0]?.special).toEqual({ kind: 'canal', via: ['EGY'] });
    expect(adjacent(map, 'GAR', 'MOR', 'fleet')).toBe(true);
    expect(bordersBetween(map, 'MIO', 'athenes')[0]?.special?.kind).toBe('towpath');
    expect(adjacent(map, 'athenes', 'MIO', 'fleet')).toBe(true);
    expect(adjacent(map, 'MIO', 'athenes', 'fleet', { specials: false })).toBe(false);
  });

  it('diadoques §9a.42: rounding Arabia is the only special movement a retreat may use', () => {
    const specials = map.borders.filter((b) => b.special);
    expect(specials.filter((b) => b.special!.retreat).map((b) => b.special!.kind)).toEqual(['arabia']);
    expect(specials.map((b) => b.special!.kind).sort()).toEqual(['arabia', 'canal', 'towpath']);
  });

  it('diadoques §10.19: an elite fleet in EGE needs Lysimachia; a mercenary fleet may also be built in EGE from Smyrne in LYD', () => {
    expect(accessSeas(map, 'lysimachia')).toEqual(['EGE']);
    expect(map.citadels.filter((c) => c.province === 'LYD').every((c) => !c.port)).toBe(true);
    expect(fleetBuildSeas(map, 'LYD')).toEqual(['EGE']);
  });

  it('diadoques §14c.1: a flood closes only the borders its river runs from end to end; diadoques §T1.8: the Indus floods GHA and IND', () => {
    expect(floodedBy(map, 'indus')).toEqual(['GHA', 'IND']);
    expect(floodedBy(map, 'euphrates')).toEqual(['CHD', 'BAS']);
    const oxus = bordersClosedByFlood(map, 'oxus').map((b) => [b.a, b.b].sort().join('–'));
    expect(oxus).toEqual(expect.arrayContaining(['BAC–SOG', 'GRA–SOG']));
    expect(oxus).not.toContain('BAC–PAR');
    expect(map.borders.some((b) => b.floodDetour)).toBe(false);
  });

  it('diadoques §11d.1: GHA and IND, the two provinces of the deal with Chandragupta, are neighbours', () => {
    expect(adjacent(map, 'GHA', 'IND', 'army')).toBe(true);
  });

  it('diadoques §14e.6: from CYC, EUB and MIO the Athenian fleet reaches exactly Athènes and the four citadels it is forbidden', () => {
    expect(portsFrom(['CYC', 'EUB', 'MIO'])).toEqual(['athenes', 'corinthe', 'pydna', 'rhodes', 'tarente']);
  });

  it('diadoques §14e.11.1: from POC, POR, PRO, MAE the Pontic pirates reach their two objectives and exactly the two citadels they are forbidden', () => {
    expect(portsFrom(['POC', 'POR', 'PRO', 'MAE'])).toEqual(['byzance', 'cyzique', 'heraclee-pontique', 'panticapee']);
    // The places that threaten their objectives: TRD and BIT hold them, POC, POR, MAE reach them.
    expect(space(map, 'panticapee')).toMatchObject({ province: 'TRD' });
    expect(space(map, 'heraclee-pontique')).toMatchObject({ province: 'BIT' });
    expect(accessSeas(map, 'panticapee').sort()).toEqual(['MAE', 'POR']);
    expect(accessSeas(map, 'heraclee-pontique')).toEqual(['POC']);
  });

  it('diadoques §14e.7.3: the Greeks\' forbidden citadels are exactly the ones their fields reach besides their own objectives', () => {
    const land = ['ETO', 'THE', 'EPI', 'LAC', 'ARC'].flatMap((p) => map.provinces.find((x) => x.id === p)!.citadels);
    const reached = new Set([...land, ...portsFrom(['CYC', 'EUB', 'MIO'])]);
    for (const own of ['delphes', 'lamia', 'sparte', 'athenes']) reached.delete(own);
    expect([...reached].sort()).toEqual(['corinthe', 'epidamnos', 'pydna', 'rhodes', 'tarente']);
  });

  it('diadoques §14e.4.1, diadoques §14e.5, diadoques §14f.4.1: each revolt\'s forbidden citadel is the one in its field', () => {
    expect(map.provinces.find((p) => p.id === 'EPI')!.citadels).toEqual(['epidamnos']);
    expect(map.provinces.find((p) => p.id === 'ARC')!.citadels).toEqual(['corinthe']);
    expect(map.provinces.find((p) => p.id === 'ITA')!.citadels).toEqual(['tarente']);
  });

  it('diadoques §14e.8, diadoques §14e.4, diadoques §14e.10, diadoques §14f.3.3: the land fields of action are connected', () => {
    expect(connected(['THR', 'IST', 'SCY', 'ILL', 'PEO'], 'army')).toBe(true);
    expect(connected(['ETO', 'THE', 'EPI', 'delphes', 'lamia'], 'army')).toBe(true);
    expect(connected(['LAC', 'ARC', 'sparte'], 'army')).toBe(true);
    expect(connected(['CYR', 'LIB', 'cyrene'], 'army')).toBe(true);
    expect(connected(['GRA', 'PAR', 'HYR', 'MED', 'hecatompylos', 'ecbatane'], 'army')).toBe(true);
    expect(connected(['ILL', 'EPI', 'epidamnos'], 'army')).toBe(true);
  });

  it('diadoques §14e.11 and diadoques §14e.14, diadoques §14f.4.3: the fleets\' fields of action are connected', () => {
    expect(connected(['POC', 'POR', 'PRO', 'MAE', 'heraclee-pontique', 'panticapee'], 'fleet')).toBe(true);
    expect(connected(['ADR', 'epidamnos'], 'fleet')).toBe(true);
    expect(connected(['tarente', 'MIO', 'ADR', 'epidamnos'], 'fleet')).toBe(true);
  });

  it('diadoques §14f.2: the Scythian raid from CAU can reach every province of its field', () => {
    const field = ['CAU', 'TRD', 'PAP', 'PTE', 'CAP', 'PON', 'ARM', 'MED', 'MES', 'ASS', 'SUS', 'CHD', 'BAS'];
    expect(connected(field, 'army')).toBe(true);
  });

  it('diadoques §14f.6: the Gauls\' field goes beyond the Dardanelles: CHE and HEL are joined across the strait', () => {
    expect(bordersBetween(map, 'CHE', 'HEL').find((b) => b.kind === 'land')?.strait).toBe('Hellespont');
  });
});
