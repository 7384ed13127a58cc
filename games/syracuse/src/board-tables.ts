/**
 * The map's facts that never change during a game, read once from `data/map.ts` into tables the
 * movement search (`movement.ts`, `syracuse 3`) looks up at every step instead of recomputing:
 * each zone's kind and ground, and each boundary with its river, canal, chains and wall sites.
 * A pure speed measure: the tables hold exactly what `ZONE`, `edge` and `wallsOn` answer.
 */
import { EDGES, WALL, ZONES, wallsOn } from './data/map.ts';
import type { Edge, FortId, Side, WallId } from './data/map.ts';

export interface ZoneFacts {
  /** High ground (`syracuse 3.2.4`: entering it from lower ground costs 1 PM more). */
  high: boolean;
  land: boolean;
  /** A sea zone or Catane, the off-map box reached by sea (`syracuse 3.1.9`). */
  sea: boolean;
  /** A port (`syracuse 3.1.8`: no amphibious operation through it). */
  port: boolean;
  /** The node of the zone's fort for the search, `<zone>:fort`. */
  fortNode: string;
  /** The fort this zone holds, built or to build (`syracuse 0.2.9`). */
  fort?: FortId;
}

export interface Boundary {
  /** The zone on the other side. */
  next: string;
  edge: Edge;
  /** The wall sites along this boundary with their builder (`syracuse 3.2.6`–`3.2.9`). */
  walls: { id: WallId; side: Side }[];
}

const facts = new Map<string, ZoneFacts>();
for (const z of ZONES) {
  facts.set(z.id, { high: z.terrain === 'high', land: z.kind === 'land', sea: z.kind === 'sea' || z.id === 'Catane', port: z.terrain === 'port', fortNode: `${z.id}:fort`, ...(z.fort ? { fort: z.fort } : {}) });
}
const NOWHERE: ZoneFacts = { high: false, land: false, sea: false, port: false, fortNode: '' };

/** The facts of a zone; an unknown id is no land, no sea (as `ZONE[id]?.kind` answers). */
export function zoneFacts(zone: string): ZoneFacts {
  return facts.get(zone) ?? NOWHERE;
}

const boundaries = new Map<string, Boundary[]>();
for (const e of EDGES) {
  for (const [a, b] of [[e.a, e.b], [e.b, e.a]] as const) {
    const list = boundaries.get(a) ?? [];
    list.push({ next: b, edge: e, walls: wallsOn(a, b).map((id) => ({ id, side: WALL[id].side })) });
    boundaries.set(a, list);
  }
}

/** The boundaries of a zone, in the order of `neighbours(zone)` (the order of `EDGES`). */
export function boundariesOf(zone: string): readonly Boundary[] {
  return boundaries.get(zone) ?? [];
}
