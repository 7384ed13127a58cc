import { describe, expect, it } from 'vitest';
import { BORDERS, BORDERS_RESTORED, PROVINCES, REGIONS } from '../../src/classic/map-data.ts';
import { classicMap, POWERS } from '../../src/classic/map.ts';
import { START_UNITS, startingOwners } from '../../src/classic/start.ts';
import { checkPosition } from '../../src/core/index.ts';

describe('classic map data', () => {
  it('has the standard board: 75 provinces and impassable Switzerland, 82 regions, 34 supply centres, 22 of them home centres', () => {
    expect(PROVINCES).toHaveLength(76);
    expect(REGIONS).toHaveLength(82);
    expect(classicMap.neighbours('swi')).toEqual([]);
    expect(classicMap.supplyCentres).toHaveLength(34);
    expect(POWERS.flatMap((p) => classicMap.homeCentres(p))).toHaveLength(22);
    expect(classicMap.homeCentres('RUS').sort()).toEqual(['mos', 'sev', 'stp', 'war']);
  });

  it('every border joins two known regions and borders are symmetric', () => {
    for (const [a, b] of [...BORDERS, ...BORDERS_RESTORED]) {
      expect(classicMap.spaceOf(a)).toBeDefined();
      expect(classicMap.spaceOf(b)).toBeDefined();
      expect(classicMap.neighbours(a)).toContain(b);
      expect(classicMap.neighbours(b)).toContain(a);
    }
  });

  it('restores the borders the source lacks or gets wrong (Norway–St Petersburg, the Gulf of Bothnia, Constantinople–Smyrna by sea…)', () => {
    expect(classicMap.adjacent('army', 'nwy', 'stp')).toBe(true);
    expect(classicMap.adjacent('fleet', 'nwy', 'stp(nc)')).toBe(true);
    expect(classicMap.adjacent('fleet', 'bot', 'stp(sc)')).toBe(true);
    expect(classicMap.adjacent('fleet', 'bot', 'swe')).toBe(true);
    expect(classicMap.adjacent('army', 'gal', 'ukr')).toBe(true);
    expect(classicMap.adjacent('army', 'lvn', 'war')).toBe(true);
    expect(classicMap.adjacent('fleet', 'tys', 'tus')).toBe(true);
    expect(classicMap.adjacent('fleet', 'mao', 'spa(sc)')).toBe(true);
    expect(classicMap.adjacent('fleet', 'con', 'smy')).toBe(true);
    expect(classicMap.adjacent('army', 'con', 'smy')).toBe(true);
  });

  it('lets armies and fleets go only where their terrain allows (DATC 6.A.2, 6.A.3, 6.A.9)', () => {
    expect(classicMap.adjacent('army', 'lvp', 'iri')).toBe(false);
    expect(classicMap.adjacent('fleet', 'kie', 'mun')).toBe(false);
    expect(classicMap.adjacent('fleet', 'rom', 'ven')).toBe(false);
    expect(classicMap.adjacent('army', 'rom', 'ven')).toBe(true);
    expect(classicMap.adjacent('fleet', 'bul(sc)', 'con')).toBe(true);
    expect(classicMap.adjacent('fleet', 'bul(ec)', 'aeg')).toBe(false);
    expect(classicMap.canConvoy('fleet', 'nth')).toBe(true);
    expect(classicMap.canConvoy('fleet', 'con')).toBe(false);
    expect(classicMap.canConvoy('fleet', 'bul(ec)')).toBe(false);
    expect(classicMap.canStand('fleet', 'spa')).toBe(false);
    expect(classicMap.canStand('fleet', 'spa(nc)')).toBe(true);
    expect(classicMap.canStand('army', 'nth')).toBe(false);
    expect(classicMap.fleetRegions('stp')).toEqual(['stp(nc)', 'stp(sc)']);
    expect(classicMap.fleetRegions('mos')).toEqual([]);
  });

  it('starts from the 1901 position: 22 units, each power on its home centres', () => {
    expect(START_UNITS).toHaveLength(22);
    expect(checkPosition(classicMap, START_UNITS)).toEqual([]);
    for (const u of START_UNITS) {
      expect(classicMap.canStand(u.kind, u.region)).toBe(true);
      expect(classicMap.homeCentres(u.power)).toContain(classicMap.spaceOf(u.region));
    }
    expect(Object.keys(startingOwners())).toHaveLength(22);
  });
});
