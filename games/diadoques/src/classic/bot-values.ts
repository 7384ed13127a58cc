/**
 * The province values of the DumbBot algorithm (David Norman, 2003, the DAIDE project's public
 * baseline bot), written anew for the standard map; the classic L1 bot (`./bot.ts`) orders its
 * units by them. Per node — a place a unit of one kind may stand: an army's province, a fleet's
 * sea, coastal province or coast (`spa(nc)`) —
 * - the size of each power is `x² + 4x + 16` for its x supply centres (the unowned centres
 *   counted as one more "power");
 * - a centre it does not own is worth attacking by the size of its owner; a centre it owns is
 *   worth defending by the size of the largest enemy with a unit that could move into it;
 * - proximity[0] = attack × attack weight + defence × defence weight, then over nine passes
 *   proximity[n] = (its own proximity[n−1] + the best proximity[n−1] of each adjacent province
 *   for that unit kind) / 5: the value diffuses along the paths a unit of that kind can take;
 * - strength = its units that could be in the province next season (adjacent or there);
 *   competition = the most units any one other power could have there;
 * - a movement node's value = Σ proximity[n] × weight[n] + strength × 1000 − competition × 1000;
 *   a winter node's value = Σ proximity[n] × weight[n] + defence × 1000.
 * The weights are DumbBot's own ("values that seemed right at the time").
 */
import type { Unit } from '../core/index.ts';
import { classicMap } from './map.ts';
import { PROVINCES } from './map-data.ts';

export type Kind = 'army' | 'fleet';
/** A place a unit stands: `army|par`, `fleet|spa(nc)`. */
export type NodeId = string;

export const PROXIMITY_DEPTH = 10;

export interface Weights {
  attack: number;
  defence: number;
  proximity: readonly number[];
  strength: number;
  competition: number;
}

/** DumbBot's weights by season (spring and its retreats, fall and its retreats, winter). */
export const WEIGHTS: Record<'spring' | 'fall' | 'winter', Weights> = {
  spring: { attack: 700, defence: 300, proximity: [100, 1000, 30, 10, 6, 5, 4, 3, 2, 1], strength: 1000, competition: 1000 },
  fall: { attack: 600, defence: 400, proximity: [1000, 100, 30, 10, 6, 5, 4, 3, 2, 1], strength: 1000, competition: 1000 },
  // Winter values use the spring attack and defence weights, and the defence value again (build and removal weights 1000).
  winter: { attack: 700, defence: 300, proximity: [1000, 100, 30, 10, 6, 5, 4, 3, 2, 1], strength: 0, competition: 0 },
};
export const WINTER_DEFENCE_WEIGHT = 1000;

const provinceOf = (region: string): string => classicMap.spaceOf(region) ?? region;
export const nodeId = (kind: string, region: string): NodeId => `${kind}|${region}`;
export const regionOfNode = (node: NodeId): string => node.slice(node.indexOf('|') + 1);
export const provinceOfNode = (node: NodeId): string => provinceOf(regionOfNode(node));

interface Graph {
  nodes: NodeId[];
  /** Per node, the adjacent nodes of the same kind grouped by province (several coasts of one province count once, DumbBot's rule). */
  adjacent: Map<NodeId, NodeId[][]>;
}

let graphCache: Graph | undefined;

/** The node graph of the map (fixed: built once). */
export function graph(): Graph {
  if (graphCache) return graphCache;
  const nodes: NodeId[] = [];
  const adjacent = new Map<NodeId, NodeId[][]>();
  const regions = PROVINCES.flatMap((p) => classicMap.regionsOf(p.id));
  for (const kind of ['army', 'fleet'] as Kind[]) {
    for (const r of regions) {
      if (!classicMap.canStand(kind, r)) continue;
      const id = nodeId(kind, r);
      nodes.push(id);
      const byProvince = new Map<string, NodeId[]>();
      for (const n of classicMap.neighbours(r)) {
        if (!classicMap.adjacent(kind, r, n) || !classicMap.canStand(kind, n)) continue;
        const p = provinceOf(n);
        byProvince.set(p, [...(byProvince.get(p) ?? []), nodeId(kind, n)]);
      }
      adjacent.set(id, [...byProvince.values()]);
    }
  }
  graphCache = { nodes, adjacent };
  return graphCache;
}

/** The regions a unit of this kind may move to from a region. */
export function stepsOf(kind: string, region: string): string[] {
  return classicMap.neighbours(region).filter((r) => classicMap.adjacent(kind, region, r) && classicMap.canStand(kind, r));
}

/** `x² + 4x + 16` for each power's centre count (DumbBot's size), the unowned centres under `''`. */
export function powerSizes(owners: Readonly<Record<string, string>>): Map<string, number> {
  const count = new Map<string, number>([['', 0]]);
  for (const p of classicMap.supplyCentres) {
    if (p === 'swi') continue;
    const o = owners[p] ?? '';
    count.set(o, (count.get(o) ?? 0) + 1);
  }
  return new Map([...count].map(([k, x]) => [k, x * x + 4 * x + 16]));
}

export interface Values {
  /** Value of standing in each node next season (or of a build or a unit there in winter). */
  node: Map<NodeId, number>;
  attack: Map<string, number>;
  defence: Map<string, number>;
  strength: Map<string, number>;
  competition: Map<string, number>;
}

/** The province values for `me` from the public board (units and centre owners). */
export function computeValues(units: readonly Unit[], owners: Readonly<Record<string, string>>, me: string, season: 'spring' | 'fall' | 'winter'): Values {
  const w = WEIGHTS[season];
  const g = graph();
  const size = powerSizes(owners);
  // Provinces each unit could move into next season (its own included), by power.
  const reach = new Map<string, Map<string, number>>();
  for (const u of units) {
    const provinces = new Set([provinceOf(u.region), ...stepsOf(u.kind, u.region).map(provinceOf)]);
    for (const p of provinces) {
      const m = reach.get(p) ?? new Map<string, number>();
      m.set(u.power, (m.get(u.power) ?? 0) + 1);
      reach.set(p, m);
    }
  }
  const attack = new Map<string, number>();
  const defence = new Map<string, number>();
  for (const p of classicMap.supplyCentres) {
    if (p === 'swi') continue;
    const owner = owners[p] ?? '';
    if (owner === me) {
      // The largest enemy that could move in (its unit adjacent; a unit standing in it does not count).
      let d = 0;
      for (const u of units) {
        if (u.power === me || provinceOf(u.region) === p) continue;
        if (stepsOf(u.kind, u.region).some((r) => provinceOf(r) === p)) d = Math.max(d, size.get(u.power) ?? 0);
      }
      defence.set(p, d);
    } else attack.set(p, size.get(owner) ?? 0);
  }
  let prox = new Map<NodeId, number>();
  for (const n of g.nodes) {
    const p = provinceOfNode(n);
    prox.set(n, (attack.get(p) ?? 0) * w.attack + (defence.get(p) ?? 0) * w.defence);
  }
  const value = new Map<NodeId, number>();
  for (const n of g.nodes) value.set(n, prox.get(n)! * w.proximity[0]!);
  for (let depth = 1; depth < PROXIMITY_DEPTH; depth++) {
    const next = new Map<NodeId, number>();
    for (const n of g.nodes) {
      let sum = prox.get(n)!;
      for (const group of g.adjacent.get(n)!) sum += Math.max(...group.map((x) => prox.get(x)!));
      next.set(n, sum / 5);
    }
    prox = next;
    for (const n of g.nodes) value.set(n, value.get(n)! + prox.get(n)! * w.proximity[depth]!);
  }
  const strength = new Map<string, number>();
  const competition = new Map<string, number>();
  for (const [p, m] of reach) {
    strength.set(p, m.get(me) ?? 0);
    competition.set(p, Math.max(0, ...[...m].filter(([k]) => k !== me).map(([, v]) => v)));
  }
  for (const n of g.nodes) {
    const p = provinceOfNode(n);
    const extra = season === 'winter' ? (defence.get(p) ?? 0) * WINTER_DEFENCE_WEIGHT : (strength.get(p) ?? 0) * w.strength - (competition.get(p) ?? 0) * w.competition;
    value.set(n, value.get(n)! + extra);
  }
  return { node: value, attack, defence, strength, competition };
}
