/**
 * The map of a ruleset seen by the adjudication core (`Geography`): regions, spaces and who
 * may cross what. Built once per map and cached.
 *
 * Regions: every space id is a region; a multi-coast province of diadokhoi also has one
 * region per coast (`Att/wc`, `diadokhoi §3.1.6`), where its fleets stand.
 *
 * Kinds (see `coreKind`):
 * - `army`: the map's army moves (`diadoques §9a.6`, `diadokhoi §6.3.20`);
 * - `fleet`: the map's fleet moves; in diadoques also the coast borders sea → province,
 *   which fleets never cross (`diadoques §6a.3`, checked before the core) but along which
 *   they convoy and support (decisions.md, "Support and convoy");
 *   in diadokhoi never sea → citadel (`diadokhoi §7.4.3`);
 * - `garrison` (diadokhoi): from its citadel to the province, and from a port to the
 *   province's coasts and the seas of its access arrows (`diadokhoi §7.4.1`).
 *
 * Weather is not here: it changes every season and is checked by the rules layer
 * (`./weather.ts`), with its own reasons.
 */
import type { Geography } from '../core/index.ts';
import { bordersOf, citadel, indexMap, neighbours, province, space as spaceOfMap } from '../map/graph.ts';
import type { Border, GameMap, SpaceId } from '../map/types.ts';
import { rulebook } from '../rulebook/index.ts';

export interface MapGeography extends Geography {
  map: GameMap;
  /** The region of a unit: its space, or `space/coast` for a fleet on one coast. */
  regionOf(space: SpaceId, coast?: string): string;
  /** Space and coast of a region. */
  parse(region: string): { space: SpaceId; coast?: string };
  /** The map border crossed going from one region to another, if any. */
  borderBetween(from: string, to: string): Border | undefined;
}

const cache = new WeakMap<GameMap, MapGeography>();

export function geographyOf(map: GameMap): MapGeography {
  const hit = cache.get(map);
  if (hit) return hit;
  const geo = build(map);
  cache.set(map, geo);
  return geo;
}

function build(map: GameMap): MapGeography {
  const index = indexMap(map);
  const regions = new Map<string, SpaceId>();
  const regionsOfSpace = new Map<SpaceId, string[]>();
  for (const id of index.spaces.keys()) {
    regions.set(id, id);
    regionsOfSpace.set(id, [id]);
  }
  for (const p of map.provinces) {
    for (const c of p.coasts ?? []) {
      const r = `${p.id}/${c.id}`;
      regions.set(r, p.id);
      regionsOfSpace.get(p.id)!.push(r);
    }
  }
  const parse = (region: string) => {
    const i = region.indexOf('/');
    return i < 0 ? { space: region } : { space: region.slice(0, i), coast: region.slice(i + 1) };
  };
  const regionOf = (space: SpaceId, coast?: string) => (coast && province(map, space)?.coasts?.some((c) => c.id === coast) ? `${space}/${coast}` : space);
  const adjacency = new Map<string, Set<string>>();
  const borderOf = new Map<string, Border>();
  const link = (kind: string, from: string, to: string, b: Border) => {
    const key = `${kind}|${from}`;
    if (!adjacency.has(key)) adjacency.set(key, new Set());
    adjacency.get(key)!.add(to);
    if (!borderOf.has(`${from}>${to}`)) borderOf.set(`${from}>${to}`, b);
  };
  const military = rulebook(map).policies.military;
  for (const region of regions.keys()) {
    const { space, coast } = parse(region);
    const s = index.spaces.get(space)!;
    if (!coast) {
      for (const step of neighbours(map, space, 'army')) link('army', region, step.to, step.border);
    }
    const multi = s.kind === 'land' && (s.coasts?.length ?? 0) > 0;
    if (!multi || coast) {
      for (const step of neighbours(map, { space, ...(coast ? { coast } : {}) }, 'fleet')) {
        const target = spaceOfMap(map, step.to)!;
        // A fleet at sea never becomes a port's garrison (diadokhoi §7.4.3).
        if (military.garrisons && s.kind === 'sea' && target.kind === 'citadel') continue;
        link('fleet', region, regionOf(step.to, step.coast), step.border);
      }
    }
    // Where fleets never stand on a coast (diadoques §6a.3), a sea still reaches its coastal provinces.
    if (!military.fleetsOnCoasts && s.kind === 'sea') {
      for (const b of bordersOf(map, space)) {
        if (b.kind !== 'coast') continue;
        const other = b.a === space ? b.b : b.a;
        link('fleet', region, other, b);
      }
    }
    if (military.garrisons && s.kind === 'citadel') garrisonLinks(map, region, link, regionOf);
  }
  const adjacent = (kind: string, from: string, to: string) => adjacency.get(`${kind}|${from}`)?.has(to) ?? false;
  const neighbourList = new Map<string, string[]>();
  for (const region of regions.keys()) {
    const set = new Set<string>();
    for (const kind of ['army', 'fleet', 'garrison']) for (const r of adjacency.get(`${kind}|${region}`) ?? []) set.add(r);
    neighbourList.set(region, [...set].sort());
  }
  return {
    map,
    spaceOf: (region) => regions.get(region),
    regionsOf: (space) => regionsOfSpace.get(space) ?? [],
    neighbours: (region) => neighbourList.get(region) ?? [],
    adjacent,
    canConvoy: (kind, region) => kind === 'fleet' && spaceOfMap(map, regions.get(region) ?? '')?.kind === 'sea',
    canBeConvoyed: (kind) => kind === 'army',
    regionOf,
    parse,
    borderBetween: (from, to) => borderOf.get(`${from}>${to}`),
  };
}

/** A diadokhoi garrison leaves its citadel as an army, or from a port as a fleet (`diadokhoi §7.4.1`). */
function garrisonLinks(map: GameMap, region: string, link: (kind: string, from: string, to: string, b: Border) => void, regionOf: (s: SpaceId, c?: string) => string): void {
  const c = citadel(map, region)!;
  for (const b of bordersOf(map, region)) {
    const other = b.a === region ? b.b : b.a;
    if (b.kind === 'citadel') {
      link('garrison', region, other, b);
      if (!c.port) continue;
      const p = province(map, other);
      const coasts = c.coasts ?? (p?.coasts ? p.coasts.map((k) => k.id) : []);
      for (const k of coasts) link('garrison', region, regionOf(other, k), b);
    } else if (b.kind === 'access' && c.port) {
      link('garrison', region, other, b);
    }
  }
}
