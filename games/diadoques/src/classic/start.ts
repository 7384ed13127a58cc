import type { Unit } from '../core/index.ts';
import { classicMap, POWERS } from './map.ts';

const A = (power: string, region: string): Unit => ({ power, kind: 'army', region });
const F = (power: string, region: string): Unit => ({ power, kind: 'fleet', region });

/** Spring 1901, as printed on the standard board. */
export const START_UNITS: readonly Unit[] = [
  A('AUS', 'vie'), A('AUS', 'bud'), F('AUS', 'tri'),
  F('ENG', 'edi'), F('ENG', 'lon'), A('ENG', 'lvp'),
  F('FRA', 'bre'), A('FRA', 'mar'), A('FRA', 'par'),
  F('GER', 'kie'), A('GER', 'ber'), A('GER', 'mun'),
  F('ITA', 'nap'), A('ITA', 'rom'), A('ITA', 'ven'),
  A('RUS', 'war'), A('RUS', 'mos'), F('RUS', 'sev'), F('RUS', 'stp(sc)'),
  F('TUR', 'ank'), A('TUR', 'con'), A('TUR', 'smy'),
];

/** Each power owns its home centres; the twelve others are neutral. */
export function startingOwners(): Record<string, string> {
  const owners: Record<string, string> = {};
  for (const p of POWERS) for (const sc of classicMap.homeCentres(p)) owners[sc] = p;
  return owners;
}
