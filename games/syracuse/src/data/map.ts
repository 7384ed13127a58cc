/**
 * The map of Syracuse 415–413 as typed data (`syracuse 0.2`, `syracuse LOST.map`).
 *
 * The printed map is lost: only the constraints quoted in the rulebook survive (0.2, 3.1,
 * 3.2.8, 5.1.4, 6.2.2, 4.4.2 and the set-ups). Everything else — which zones touch, terrain,
 * rivers, wall sites — is RECONSTRUCTED from Thucydides 6.96–7.87 and Diodorus 13.8, each value
 * with its reason in docs/rules/syracuse/decisions.md ("Map"). `x`/`y` are schematic positions
 * (km east/north of Ortygia, rounded) used by the drawing; they are not rules.
 */

export type Side = 'ath' | 'syr';
export type Terrain = 'clear' | 'high' | 'fortified' | 'port' | 'protected' | 'sea' | 'offmap';

export interface Zone {
  id: string;
  kind: 'land' | 'sea' | 'offmap';
  /** Land: clear or high (a fortified zone keeps its ground for when the camp is destroyed). */
  terrain: Terrain;
  /** Fortified zones and ports: their owner once built (`syracuse 5.2`). */
  owner?: Side;
  /** The fort this reinforced zone holds (built or to build), `syracuse 0.2.9`. */
  fort?: FortId;
  /** Entry zone of land reinforcements (scenario 10.1: T1, T8, T10, T18, T19, T22). */
  landEntry?: boolean;
  /** Entry zone of sea-borne reinforcements (M1–M5, M8). */
  seaEntry?: boolean;
  x: number;
  y: number;
  /** Every value here that the rulebook does not state is reconstructed. */
  reconstructed: boolean;
}

export type FortId = 'olympieion' | 'labdalon' | 'syke' | 'plemmyrion';
export type WallId = 'A1' | 'A2' | 'A3' | 'S1' | 'S2' | 'S3A' | 'S3B';

export interface Edge {
  a: string;
  b: string;
  river?: boolean;
  /** The two sides of the Syracusan canal between the ports through T16 (`syracuse 3.1.7`). */
  canal?: boolean;
  /** The harbour boom between M8 and M9 (`syracuse 5.5`). */
  chains?: boolean;
}

const land = (id: string, terrain: 'clear' | 'high', x: number, y: number, extra: Partial<Zone> = {}): Zone => ({ id, kind: 'land', terrain, x, y, reconstructed: true, ...extra });
const sea = (id: string, terrain: 'sea' | 'protected' | 'port', x: number, y: number, extra: Partial<Zone> = {}): Zone => ({ id, kind: 'sea', terrain, x, y, reconstructed: true, ...extra });

/** Land zones T1–T27, sea zones M1–M12 and Catane. */
export const ZONES: readonly Zone[] = [
  land('T1', 'clear', -9, 9, { landEntry: true }), // Thapsos/Megara plain, north edge
  land('T2', 'clear', -6, 8.5), // Leon, the Athenian landing of spring 414 (Thuc. 6.97)
  land('T3', 'clear', -2.5, 7.5), // Trogilos, the northern end of the Athenian wall (Thuc. 6.99, 7.2)
  land('T4', 'clear', 1.5, 5), // Achradina's north shore
  land('T5', 'high', -3, 5.5), // northern Epipolai
  land('T6', 'high', -4.5, 3.5, { fort: 'syke' }), // Syke and the "circle" (Thuc. 6.98)
  land('T7', 'high', -0.5, 3.8), // Tyche, the north-western approach to the city
  land('T8', 'high', -9, 5, { landEntry: true }), // Euryelos, the western ascent of Epipolai (Thuc. 6.97, 7.2); high per 0.2 example
  land('T9', 'high', -6.5, 6, { fort: 'labdalon' }), // the Labdalon on the northern cliff of Epipolai (Thuc. 6.97; rule 5.1.4)
  land('T10', 'clear', -8.5, 2.5, { landEntry: true }), // the plain west of Epipolai, road to Akrai
  land('T11', 'clear', -4, 0.6), // the plain north of the Anapos below Epipolai (Syracusan cavalry, 10.1.SD2)
  land('T12', 'high', -2.3, 3), // Epipolai east, above Temenites
  land('T13', 'clear', -1.6, 1.2), // Temenites and Neapolis slope (10.1.SD3), next to the camp (4.4.2)
  land('T14', 'high', -5, 1.8), // the southern slope of Epipolai below the circle
  land('T15', 'clear', -1.4, -0.2), // the marsh edge between city and camp (10.1.SD4), next to the camp (4.4.2)
  { id: 'T16', kind: 'land', terrain: 'fortified', owner: 'syr', x: 0.6, y: 0.9, reconstructed: false }, // Syracuse and Ortygia (3.1.6)
  land('T17', 'clear', -2.8, -0.9), // the Athenian camp site by the Lysimeleia marsh (5.2; Thuc. 7.4, 7.53)
  land('T18', 'high', -6.2, -1.2, { landEntry: true }), // heights over the Anapos upstream (3.2.8 example)
  land('T19', 'clear', -8.2, 0.5, { landEntry: true }), // the upper Anapos valley, north bank
  land('T20', 'high', -7, -3.2), // hills south-west of the Anapos (3.2.8 example, reached from T18)
  land('T21', 'high', -4.5, -2.4, { fort: 'olympieion' }), // the Olympieion (0.2.9; Thuc. 6.64, 7.4)
  land('T22', 'clear', -8.6, -5, { landEntry: true }), // the Helorine road, south-west edge
  land('T23', 'clear', -4.2, -4.6), // the southern shore towards the Daskon bay
  land('T24', 'clear', -3.6, -1.4), // the Anapos mouth, south bank (10.1.AD2, Lamachos)
  land('T25', 'clear', -3, -2.9), // the Daskon shore (10.1.AD1, Nicias; Thuc. 6.66)
  land('T26', 'clear', -1.5, -4.4), // the Plemmyrion isthmus
  land('T27', 'clear', 0.3, -2.5, { fort: 'plemmyrion' }), // cape Plemmyrion (0.2.11; Thuc. 7.4, 7.22)
  sea('M1', 'sea', -6, 11, { seaEntry: true }),
  sea('M2', 'sea', -2.5, 10, { seaEntry: true }),
  sea('M3', 'sea', 1.5, 8, { seaEntry: true }),
  sea('M4', 'sea', 3.5, 4.5, { seaEntry: true }),
  sea('M5', 'sea', 3.6, 1.4, { seaEntry: true }),
  { id: 'M6', kind: 'sea', terrain: 'port', owner: 'syr', x: 1.7, y: 1.8, reconstructed: false }, // Little Harbour (Lakkios)
  { id: 'M7', kind: 'sea', terrain: 'port', owner: 'syr', x: -0.4, y: -0.1, reconstructed: false }, // the dockyard in the Great Harbour
  sea('M8', 'sea', 2.8, -2.2, { seaEntry: true }), // open sea outside the harbour mouth
  { id: 'M9', kind: 'sea', terrain: 'protected', x: 0.9, y: -0.9, reconstructed: false }, // the harbour mouth
  { id: 'M10', kind: 'sea', terrain: 'protected', x: -1, y: -1.8, reconstructed: false }, // the middle of the Great Harbour
  { id: 'M11', kind: 'sea', terrain: 'protected', x: -2.4, y: -3.6, reconstructed: false }, // the Daskon bay
  { id: 'M12', kind: 'sea', terrain: 'protected', owner: 'ath', x: -2.2, y: -1.3, reconstructed: false }, // the camp's anchorage; a port once the camp is built (0.2.3)
  { id: 'Catane', kind: 'offmap', terrain: 'offmap', x: -9, y: 12, reconstructed: false },
];

export const ZONE: Readonly<Record<string, Zone>> = Object.fromEntries(ZONES.map((z) => [z.id, z]));

/** Adjacency (`syracuse 3.0.2`); every edge reconstructed unless the rulebook states it. */
export const EDGES: readonly Edge[] = [
  // north
  { a: 'T1', b: 'T2' }, { a: 'T1', b: 'T8' },
  { a: 'T2', b: 'T3' }, { a: 'T2', b: 'T8' }, { a: 'T2', b: 'T9' },
  { a: 'T3', b: 'T9' }, { a: 'T3', b: 'T5' }, { a: 'T3', b: 'T4' },
  // T4, T5, T7 and T12 meet at one point: T4 and T12 touch only by a corner (syracuse 3.0.3)
  { a: 'T4', b: 'T5' }, { a: 'T4', b: 'T7' },
  { a: 'T5', b: 'T9' }, { a: 'T5', b: 'T6' }, { a: 'T5', b: 'T12' }, { a: 'T5', b: 'T7' },
  { a: 'T6', b: 'T9' }, { a: 'T6', b: 'T8' }, { a: 'T6', b: 'T10' }, { a: 'T6', b: 'T12' }, { a: 'T6', b: 'T14' },
  { a: 'T7', b: 'T12' }, { a: 'T7', b: 'T16' },
  { a: 'T8', b: 'T9' }, { a: 'T8', b: 'T10' },
  { a: 'T10', b: 'T14' }, { a: 'T10', b: 'T19' },
  { a: 'T11', b: 'T13' }, { a: 'T11', b: 'T14' }, { a: 'T11', b: 'T17' }, { a: 'T11', b: 'T19' },
  { a: 'T11', b: 'T18', river: true }, // the Anapos (3.2.8: river and elevation between T11 and T18)
  { a: 'T12', b: 'T13' }, { a: 'T12', b: 'T14' }, { a: 'T12', b: 'T16' },
  { a: 'T13', b: 'T14' }, { a: 'T13', b: 'T15' }, { a: 'T13', b: 'T16' }, { a: 'T13', b: 'T17' },
  { a: 'T14', b: 'T19' },
  { a: 'T15', b: 'T16' }, { a: 'T15', b: 'T17' },
  { a: 'T17', b: 'T24', river: true }, // the Anapos mouth
  { a: 'T18', b: 'T19', river: true }, { a: 'T18', b: 'T20' }, { a: 'T18', b: 'T21' }, { a: 'T18', b: 'T22' }, { a: 'T18', b: 'T24' },
  { a: 'T20', b: 'T21' }, { a: 'T20', b: 'T22' }, { a: 'T20', b: 'T23' },
  { a: 'T21', b: 'T23' }, { a: 'T21', b: 'T24' }, { a: 'T21', b: 'T25' },
  { a: 'T22', b: 'T23' },
  { a: 'T23', b: 'T25' }, { a: 'T23', b: 'T26' },
  { a: 'T24', b: 'T25' },
  { a: 'T25', b: 'T26' },
  { a: 'T26', b: 'T27' },
  // sea–sea
  { a: 'Catane', b: 'M1' }, // syracuse 3.1.9
  { a: 'M1', b: 'M2' }, { a: 'M2', b: 'M3' }, { a: 'M3', b: 'M4' }, { a: 'M4', b: 'M5' }, { a: 'M5', b: 'M6' }, { a: 'M5', b: 'M8' },
  { a: 'M6', b: 'M7', canal: true }, // syracuse 3.1.7
  { a: 'M8', b: 'M9', chains: true }, // syracuse 5.5.2
  { a: 'M7', b: 'M9' }, { a: 'M7', b: 'M10' }, { a: 'M9', b: 'M10' }, { a: 'M10', b: 'M11' }, { a: 'M10', b: 'M12' }, { a: 'M11', b: 'M12' },
  // coasts (land–sea), used by amphibious moves, landings and retreats
  { a: 'T1', b: 'M1' }, { a: 'T2', b: 'M1' }, { a: 'T2', b: 'M2' }, { a: 'T3', b: 'M2' }, { a: 'T3', b: 'M3' },
  { a: 'T4', b: 'M3' }, { a: 'T4', b: 'M4' }, { a: 'T16', b: 'M4' }, { a: 'T16', b: 'M5' }, { a: 'T16', b: 'M6' },
  { a: 'T16', b: 'M7' }, { a: 'T16', b: 'M9' }, { a: 'T15', b: 'M7' }, { a: 'T15', b: 'M12' }, { a: 'T17', b: 'M12' },
  { a: 'T24', b: 'M12' }, { a: 'T24', b: 'M11' }, { a: 'T25', b: 'M11' }, { a: 'T23', b: 'M11' }, { a: 'T26', b: 'M11' },
  { a: 'T26', b: 'M10' }, { a: 'T27', b: 'M10' }, { a: 'T27', b: 'M9' }, { a: 'T27', b: 'M8' }, { a: 'T26', b: 'M8' },
];

export interface FortSite {
  id: FortId;
  zone: string;
  /** Swords of the fort (CRT modifier g) — RECONSTRUCTED (`syracuse LOST.counters`). */
  swords: number;
  /** Built at the start (`syracuse 5.3.1`: only the Olympieion). */
  builtAtStart: boolean;
  /** Victory points for control (`syracuse 9.2.2`). */
  vp: number;
}

export const FORTS: readonly FortSite[] = [
  { id: 'olympieion', zone: 'T21', swords: 1, builtAtStart: true, vp: 0 },
  { id: 'labdalon', zone: 'T9', swords: 1, builtAtStart: false, vp: 5 },
  { id: 'syke', zone: 'T6', swords: 1, builtAtStart: false, vp: 5 },
  { id: 'plemmyrion', zone: 'T27', swords: 1, builtAtStart: false, vp: 5 },
];
export const FORT: Readonly<Record<FortId, FortSite>> = Object.fromEntries(FORTS.map((f) => [f.id, f])) as Record<FortId, FortSite>;

export interface WallSite {
  id: WallId;
  side: Side;
  /** The zone boundaries the wall runs along (`syracuse 5.4.1`, `5.4.3`). */
  edges: [string, string][];
  /** The wall that must stand before this one (`syracuse 5.4.5`). */
  after?: WallId;
}

/**
 * Wall sites. The Athenian circumvallation (A1–A3) runs from the camp north to Trogilos; the
 * Syracusan counter-walls (S1, S2, then S3A or S3B) run west from the city across its line
 * (Thuc. 6.99–6.101, 7.4–7.7). S2 along T6|T14 is stated (5.1.4); the rest is reconstructed.
 */
export const WALLS: readonly WallSite[] = [
  { id: 'A1', side: 'ath', edges: [['T11', 'T13'], ['T13', 'T14']] },
  { id: 'A2', side: 'ath', edges: [['T12', 'T14'], ['T6', 'T12']], after: 'A1' },
  { id: 'A3', side: 'ath', edges: [['T5', 'T12'], ['T5', 'T7'], ['T4', 'T5'], ['T3', 'T4']], after: 'A2' },
  { id: 'S1', side: 'syr', edges: [['T12', 'T13']] },
  { id: 'S2', side: 'syr', edges: [['T6', 'T14']], after: 'S1' },
  { id: 'S3A', side: 'syr', edges: [['T5', 'T6'], ['T6', 'T9']], after: 'S2' },
  { id: 'S3B', side: 'syr', edges: [['T6', 'T10'], ['T6', 'T8']], after: 'S2' },
];
export const WALL: Readonly<Record<WallId, WallSite>> = Object.fromEntries(WALLS.map((w) => [w.id, w])) as Record<WallId, WallSite>;

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const EDGE_BY_KEY = new Map(EDGES.map((e) => [key(e.a, e.b), e]));
const NEIGHBOURS = new Map<string, string[]>();
for (const e of EDGES) {
  NEIGHBOURS.set(e.a, [...(NEIGHBOURS.get(e.a) ?? []), e.b]);
  NEIGHBOURS.set(e.b, [...(NEIGHBOURS.get(e.b) ?? []), e.a]);
}

export function edge(a: string, b: string): Edge | undefined {
  return EDGE_BY_KEY.get(key(a, b));
}
export function neighbours(id: string): readonly string[] {
  return NEIGHBOURS.get(id) ?? [];
}
export function adjacent(a: string, b: string): boolean {
  return EDGE_BY_KEY.has(key(a, b));
}
/** The walls running along the boundary a|b. */
export function wallsOn(a: string, b: string): WallId[] {
  const k = key(a, b);
  return WALLS.filter((w) => w.edges.some(([x, y]) => key(x, y) === k)).map((w) => w.id);
}
/** The zones a wall touches (`syracuse 5.1.4`: the builders stand in one of them; 4.5.2 the destroyers in both sides). */
export function wallZones(id: WallId): string[] {
  return [...new Set(WALL[id].edges.flat())].sort();
}
export const isLand = (id: string) => ZONE[id]?.kind === 'land';
export const isSea = (id: string) => ZONE[id]?.kind === 'sea' || id === 'Catane';
export const LAND_ENTRIES = ZONES.filter((z) => z.landEntry).map((z) => z.id);
export const SEA_ENTRIES = ZONES.filter((z) => z.seaEntry).map((z) => z.id);
