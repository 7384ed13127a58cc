import type { Geography } from '../core/index.ts';
import { BORDERS, BORDERS_RESTORED, PROVINCES, REGIONS } from './map-data.ts';
import type { Power, ProvinceData, Terrain } from './map-data.ts';

export type UnitType = 'army' | 'fleet';

export const POWERS: readonly Power[] = ['AUS', 'ENG', 'FRA', 'GER', 'ITA', 'RUS', 'TUR'];

export const POWER_NAMES: Record<Power, string> = {
  AUS: 'Austria',
  ENG: 'England',
  FRA: 'France',
  GER: 'Germany',
  ITA: 'Italy',
  RUS: 'Russia',
  TUR: 'Turkey',
};

/** The standard map: the core's `Geography`, plus what the classic rules need (centres, names). */
export interface ClassicMap extends Geography {
  province(id: string): ProvinceData | undefined;
  /** Every supply centre, by province id. */
  readonly supplyCentres: readonly string[];
  homeCentres(power: string): string[];
  /** Where an army in this province stands; undefined for a sea. */
  armyRegion(province: string): string | undefined;
  /** Where a fleet in this province may stand: its coasts, or the province itself; empty for land. */
  fleetRegions(province: string): string[];
  /** Whether a unit of this type may stand in this region. */
  canStand(type: string, region: string): boolean;
  /** Provinces one step away, ignoring terrain (civil-disorder distances, DATC 4.D.8). */
  provinceNeighbours(province: string): string[];
}

function build(): ClassicMap {
  const provinces = new Map(PROVINCES.map((p) => [p.id, p]));
  const regions = new Map(REGIONS.map((r) => [r.id, r]));
  const regionsOf = new Map<string, string[]>();
  for (const r of REGIONS) regionsOf.set(r.province, [...(regionsOf.get(r.province) ?? []), r.id]);
  const borders = new Map<string, Map<string, Terrain>>();
  const link = (a: string, b: string, t: Terrain) => {
    if (!borders.has(a)) borders.set(a, new Map());
    borders.get(a)!.set(b, t);
  };
  for (const [a, b, t] of [...BORDERS, ...BORDERS_RESTORED]) {
    link(a, b, t);
    link(b, a, t);
  }
  const crosses = (type: string, t: Terrain) => (type === 'army' ? t !== 'sea' : type === 'fleet' ? t !== 'land' : false);
  // Open sea: a sea province's own region, never the coast of a two-coast province (bul(ec) is "sea" terrain).
  const isSea = (region: string) => regions.get(region)?.terrain === 'sea' && regions.get(region)?.province === region;
  const provinceNeighbours = new Map<string, string[]>();
  for (const [a, bs] of borders) {
    const pa = regions.get(a)!.province;
    const set = new Set(provinceNeighbours.get(pa) ?? []);
    for (const b of bs.keys()) if (regions.get(b)!.province !== pa) set.add(regions.get(b)!.province);
    provinceNeighbours.set(pa, [...set].sort());
  }
  const supplyCentres = PROVINCES.filter((p) => p.supplyCentre !== undefined).map((p) => p.id);
  return {
    spaceOf: (region) => regions.get(region)?.province,
    regionsOf: (space) => regionsOf.get(space) ?? [],
    neighbours: (region) => [...(borders.get(region)?.keys() ?? [])],
    adjacent: (type, from, to) => {
      const t = borders.get(from)?.get(to);
      return t !== undefined && crosses(type, t);
    },
    canConvoy: (type, region) => type === 'fleet' && isSea(region),
    canBeConvoyed: (type) => type === 'army',
    province: (id) => provinces.get(id),
    supplyCentres,
    homeCentres: (power) => PROVINCES.filter((p) => p.supplyCentre === power).map((p) => p.id),
    armyRegion: (province) => (regions.get(province) && regions.get(province)!.terrain !== 'sea' ? province : undefined),
    fleetRegions: (province) => {
      const own = regionsOf.get(province) ?? [];
      const coasts = own.filter((r) => r !== province);
      if (coasts.length > 0) return coasts;
      return own.filter((r) => regions.get(r)!.terrain !== 'land');
    },
    canStand: (type, region) => {
      const r = regions.get(region);
      if (!r) return false;
      if (type === 'army') return r.terrain !== 'sea';
      if (type !== 'fleet') return false;
      const split = (regionsOf.get(r.province) ?? []).length > 1;
      return split ? region !== r.province : r.terrain !== 'land';
    },
    provinceNeighbours: (province) => provinceNeighbours.get(province) ?? [],
  };
}

export const classicMap: ClassicMap = build();

export function provinceName(id: string): string {
  return classicMap.province(id)?.name ?? id;
}
