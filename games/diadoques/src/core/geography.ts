import type { RegionId, SpaceId, UnitKind } from './types.ts';

/**
 * What the core needs to know of a map. Classic Diplomacy and the Diadoques maps implement it;
 * the resolver never looks at map data itself.
 */
export interface Geography {
  /** The space a region belongs to (`spa(nc)` → `spa`); undefined for an unknown region. */
  spaceOf(region: RegionId): SpaceId | undefined;
  /** The regions of a space (a province's coasts, or just the province); empty for an unknown space. */
  regionsOf(space: SpaceId): readonly RegionId[];
  /** The regions sharing a border with this one, whoever may cross it (retreat searches). */
  neighbours(region: RegionId): readonly RegionId[];
  /** Whether a unit of this kind standing in `from` may move to `to` in one step. */
  adjacent(kind: UnitKind, from: RegionId, to: RegionId): boolean;
  /** Whether a unit of this kind standing in this region may convoy (a fleet on open sea). */
  canConvoy(kind: UnitKind, region: RegionId): boolean;
  /** Whether a unit of this kind may be carried by a convoy (an army). */
  canBeConvoyed(kind: UnitKind): boolean;
}

/** The space named by a region or a space id; undefined when the map knows neither. */
export function spaceOfRef(geo: Geography, ref: RegionId | SpaceId): SpaceId | undefined {
  return geo.spaceOf(ref) ?? (geo.regionsOf(ref).length > 0 ? ref : undefined);
}

/** Whether a unit of this kind in `from` may move to some region of `space` (support reach, DATC 6.B.4). */
export function reachesSpace(geo: Geography, kind: UnitKind, from: RegionId, space: SpaceId): boolean {
  return geo.regionsOf(space).some((r) => geo.adjacent(kind, from, r));
}

/** A fleet that may take part in a convoy chain. */
export interface ConvoyFleet {
  region: RegionId;
  kind: UnitKind;
}

/** Adjacency inside a convoy chain: fleet to fleet, fleet to the army's shore. */
function fleetToFleet(geo: Geography, a: ConvoyFleet, b: ConvoyFleet): boolean {
  return geo.adjacent(a.kind, a.region, b.region);
}

function fleetToSpace(geo: Geography, f: ConvoyFleet, space: SpaceId): boolean {
  return reachesSpace(geo, f.kind, f.region, space);
}

/** Whether a chain of these fleets links `from` to `to` (breadth-first search). */
export function chainExists(geo: Geography, fleets: readonly ConvoyFleet[], from: SpaceId, to: SpaceId): boolean {
  if (from === to) return false;
  const seen = new Set<number>();
  const queue: number[] = [];
  fleets.forEach((f, i) => {
    if (fleetToSpace(geo, f, from)) {
      seen.add(i);
      queue.push(i);
    }
  });
  while (queue.length > 0) {
    const i = queue.shift()!;
    const f = fleets[i]!;
    if (fleetToSpace(geo, f, to)) return true;
    fleets.forEach((g, j) => {
      if (!seen.has(j) && fleetToFleet(geo, f, g)) {
        seen.add(j);
        queue.push(j);
      }
    });
  }
  return false;
}

/** Whether this exact sequence of fleets links `from` to `to` (an explicit route). */
export function routeLinks(geo: Geography, route: readonly ConvoyFleet[], from: SpaceId, to: SpaceId): boolean {
  if (route.length === 0 || from === to) return false;
  if (!fleetToSpace(geo, route[0]!, from) || !fleetToSpace(geo, route[route.length - 1]!, to)) return false;
  return route.every((f, i) => i === 0 || fleetToFleet(geo, route[i - 1]!, f));
}

/**
 * The fleets necessary to some convoy route from `from` to `to`: those on a route that cannot be
 * shortened (no fleet of it may be skipped). A convoy order by any other fleet is illegal (DATC
 * 4.E.1 and 6.G.19). Such routes are the chordless paths; they are enumerated depth first,
 * which is cheap on boards of a few dozen sea regions.
 */
export function necessaryFleets(geo: Geography, fleets: readonly ConvoyFleet[], from: SpaceId, to: SpaceId): Set<RegionId> {
  const found = new Set<RegionId>();
  if (from === to) return found;
  const path: number[] = [];
  const onPath = new Set<number>();
  const extend = (i: number): void => {
    const f = fleets[i]!;
    path.push(i);
    onPath.add(i);
    if (fleetToSpace(geo, f, to)) {
      for (const j of path) found.add(fleets[j]!.region);
    } else {
      fleets.forEach((g, j) => {
        if (onPath.has(j) || !fleetToFleet(geo, f, g) || fleetToSpace(geo, g, from)) return;
        // Chordless: the next fleet touches no earlier fleet but the last one.
        if (path.slice(0, -1).some((k) => fleetToFleet(geo, fleets[k]!, g))) return;
        extend(j);
      });
    }
    path.pop();
    onPath.delete(i);
  };
  fleets.forEach((f, i) => {
    if (fleetToSpace(geo, f, from)) extend(i);
  });
  return found;
}
