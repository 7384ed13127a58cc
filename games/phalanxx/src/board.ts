/** Regions, holdings and reach on the board side in play. */
import { regionOf } from './data/boards.ts';
import type { Owner, PhalanxxState, Region, RegionId } from './types.ts';

export function region(state: PhalanxxState, id: RegionId): Region {
  return regionOf(state.side, id);
}

export function inPlay(state: PhalanxxState, id: RegionId): boolean {
  return id in state.regions;
}

export function heldBy(state: PhalanxxState, owner: Owner): RegionId[] {
  const out: RegionId[] = [];
  for (const id in state.regions) if (state.regions[id]!.owner === owner) out.push(id);
  return out;
}

export function meeplesOnBoard(state: PhalanxxState, owner: Owner): number {
  let n = 0;
  for (const id in state.regions) {
    const h = state.regions[id]!;
    if (h.owner === owner) n += h.meeples;
  }
  return n;
}

export function countHeld(state: PhalanxxState, owner: Owner, kind: Region['kind']): number {
  let n = 0;
  for (const id in state.regions) if (state.regions[id]!.owner === owner && region(state, id).kind === kind) n += 1;
  return n;
}

/** Meeples a player could bring from his land regions (neither city nor oasis) — phalanxx §conquer.5. */
export function movableMeeples(state: PhalanxxState, owner: Owner): number {
  let n = 0;
  for (const id in state.regions) {
    const h = state.regions[id]!;
    if (h.owner === owner && region(state, id).kind === 'land') n += h.meeples;
  }
  return n;
}

/** Meeples a conquest takes: two for a city, one elsewhere (phalanxx §conquer.4, §setup.17). */
export function meeplesNeeded(state: PhalanxxState, id: RegionId): number {
  return region(state, id).kind === 'city' ? 2 : 1;
}

/**
 * Regions a player may try to conquer: adjacent to one he holds (phalanxx §conquer.3) or,
 * with Forced march, beyond one unoccupied region (phalanxx §expert.5). Not his own.
 */
export function reachable(state: PhalanxxState, owner: Owner, forcedMarch: boolean): RegionId[] {
  const out = new Set<RegionId>();
  for (const from in state.regions) {
    if (state.regions[from]!.owner !== owner) continue; // the order of heldBy's list
    for (const next of region(state, from).adjacent) {
      if (!inPlay(state, next)) continue;
      const h = state.regions[next]!;
      if (h.owner !== owner) out.add(next);
      if (forcedMarch && h.owner === null) {
        for (const beyond of region(state, next).adjacent) {
          if (inPlay(state, beyond) && state.regions[beyond]!.owner !== owner) out.add(beyond);
        }
      }
    }
  }
  return [...out];
}
