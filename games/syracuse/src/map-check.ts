/**
 * The map checker: every constraint the rulebook states about the map, as an assertion with its
 * rule id (`npx diadochi map-syracuse --check`, and test/map.test.ts).
 */
import { EDGES, FORT, LAND_ENTRIES, SEA_ENTRIES, WALL, ZONE, ZONES, adjacent, edge, neighbours, wallZones } from './data/map.ts';
import { REINFORCEMENTS, SETUP } from './data/counters.ts';
import { baseState } from './setup.ts';
import { reachable } from './movement.ts';

export interface MapCheck {
  rule: string;
  what: string;
  ok: boolean;
}

/** Cost of moving one land unit along a path in an empty map (`syracuse 3.2`). */
export function pathCost(path: string[]): number | null {
  const s = baseState('historical');
  for (const u of Object.values(s.units)) Object.assign(u, { status: 'pool', zone: null });
  for (const l of Object.values(s.leaders)) Object.assign(l, { status: 'pool', zone: null });
  let total = 0;
  const id = 'a-h1';
  for (let i = 1; i < path.length; i++) {
    Object.assign(s.units[id]!, { status: 'map', zone: path[i - 1], fort: false });
    delete s.units[id]!.cont;
    s.units[id]!.cont = 99;
    const r = reachable(s, id).get(path[i]!);
    if (!r || !adjacent(path[i - 1]!, path[i]!)) return null;
    total += r.cost;
  }
  return total;
}

export function checkMap(): MapCheck[] {
  const out: MapCheck[] = [];
  const check = (rule: string, what: string, ok: boolean) => out.push({ rule, what, ok });
  const land = ZONES.filter((z) => z.kind === 'land').map((z) => z.id);
  const sea = ZONES.filter((z) => z.kind === 'sea').map((z) => z.id);
  check('syracuse 0.2', 'land zones are exactly T1–T27', JSON.stringify(land) === JSON.stringify(Array.from({ length: 27 }, (_, i) => `T${i + 1}`)));
  check('syracuse 0.2', 'sea zones are exactly M1–M12', JSON.stringify(sea) === JSON.stringify(Array.from({ length: 12 }, (_, i) => `M${i + 1}`)));
  check('syracuse 0.2', 'every edge joins known zones, no edge twice', EDGES.every((e) => ZONE[e.a] && ZONE[e.b]) && new Set(EDGES.map((e) => [e.a, e.b].sort().join('|'))).size === EDGES.length);
  check('syracuse 0.2.2', 'ports: M6 and M7 Syracusan; M12 Athenian once built', ZONE.M6!.terrain === 'port' && ZONE.M6!.owner === 'syr' && ZONE.M7!.terrain === 'port' && ZONE.M7!.owner === 'syr' && ZONE.M12!.owner === 'ath');
  check('syracuse 0.2.3', 'protected sea zones: M9, M10, M11, and M12 before its port', ['M9', 'M10', 'M11', 'M12'].every((z) => ZONE[z]!.terrain === 'protected'));
  check('syracuse 0.2.4', 'every other sea zone is open sea (M1–M5, M8)', ['M1', 'M2', 'M3', 'M4', 'M5', 'M8'].every((z) => ZONE[z]!.terrain === 'sea'));
  check('syracuse 0.2.6', 'T16 is the Syracusan fortified zone; T17 the Athenian camp site', ZONE.T16!.terrain === 'fortified' && ZONE.T16!.owner === 'syr' && ZONE.T17!.kind === 'land');
  check('syracuse 0.2.7', 'T1 is clear terrain', ZONE.T1!.terrain === 'clear');
  check('syracuse 0.2.8', 'T8 is high ground', ZONE.T8!.terrain === 'high');
  check('syracuse 0.2.9', 'the Olympieion is in T21', FORT.olympieion.zone === 'T21' && ZONE.T21!.fort === 'olympieion');
  check('syracuse 0.2.11', 'T27 is clear terrain holding the Plemmyrion site', ZONE.T27!.terrain === 'clear' && FORT.plemmyrion.zone === 'T27');
  check('syracuse 5.1.4', 'the Labdalon is built in T9', FORT.labdalon.zone === 'T9');
  check('syracuse 6.2.2', 'Syke is a fort site apart from T7, and T7, M5, M8 lie around the city', FORT.syke.zone !== 'T7' && adjacent('T7', 'T16') && adjacent('M5', 'T16') && adjacent('M8', 'M9'));
  check('syracuse 3.0.3', 'T4 and T12 are not adjacent (a corner only)', !adjacent('T4', 'T12') && neighbours('T4').some((z) => neighbours('T12').includes(z)));
  check('syracuse 3.1.6', 'Syracuse and Ortygia are one zone, T16', ZONES.filter((z) => z.owner === 'syr' && z.kind === 'land').length === 1);
  check('syracuse 3.1.7', 'the canal joins M6 and M7 (through T16)', edge('M6', 'M7')?.canal === true && adjacent('M6', 'T16') && adjacent('M7', 'T16'));
  check('syracuse 3.1.9', 'Catane is linked to M1 only', JSON.stringify(neighbours('Catane')) === '["M1"]');
  check('syracuse 5.5.2', 'the chains lie between M8 and M9', edge('M8', 'M9')?.chains === true && EDGES.filter((e) => e.chains).length === 1);
  check('syracuse 3.1.8', 'M12 is the camp anchorage beside T17', adjacent('M12', 'T17'));
  check('syracuse 3.2.8', 'T11→T18 crosses a river and climbs', edge('T11', 'T18')?.river === true && ZONE.T11!.terrain === 'clear' && ZONE.T18!.terrain === 'high');
  check('syracuse 3.2.8', 'T11→T18→T20 costs 4 PM', pathCost(['T11', 'T18', 'T20']) === 4);
  check('syracuse 4.4.2', 'T13 and T15 both border the camp T17', adjacent('T13', 'T17') && adjacent('T15', 'T17'));
  check('syracuse 5.1.4', 'Syracusan wall 2 runs between T6 and T14', JSON.stringify(wallZones('S2')) === '["T14","T6"]');
  check('syracuse 5.4.5', 'walls follow each other: A1→A2→A3, S1→S2→S3A|S3B', WALL.A2.after === 'A1' && WALL.A3.after === 'A2' && WALL.S2.after === 'S1' && WALL.S3A.after === 'S2' && WALL.S3B.after === 'S2');
  check('syracuse 5.4.1', 'every wall runs along existing boundaries', Object.values(WALL).every((w) => w.edges.every(([a, b]) => adjacent(a, b))));
  check('syracuse 10.1', 'land entries are T1, T8, T10, T18, T19, T22 on the map edge', JSON.stringify(LAND_ENTRIES) === '["T1","T8","T10","T18","T19","T22"]');
  check('syracuse 10.1', 'sea entries are M1–M5 and M8, each with a coast', JSON.stringify(SEA_ENTRIES) === '["M1","M2","M3","M4","M5","M8"]' && SEA_ENTRIES.every((m) => neighbours(m).some((z) => ZONE[z]!.kind === 'land')));
  check('syracuse 10.1', 'every set-up and reinforcement zone exists', [...SETUP, ...REINFORCEMENTS].every((p) => p.zones.every((z) => ZONE[z])));
  check('syracuse 10.1.AD1', 'the Athenian set-up (T24, T25) lies on the Great Harbour where the fleet waits (M9–M11)', ['T24', 'T25'].every((z) => neighbours(z).some((m) => ['M10', 'M11', 'M12'].includes(m))));
  check('syracuse 10.1.SD3', 'Syracusan set-up zones T13, T15 border the city', adjacent('T13', 'T16') && adjacent('T15', 'T16'));
  check('syracuse 3.3.8', 'the Athenian fleet set-up fits the protected zones (≤ 50 PF)', [['M9', 45], ['M10', 40], ['M11', 25]].every(([, pf]) => (pf as number) <= 50));
  check('syracuse 0.2', 'the land map is connected', connected(land));
  check('syracuse 0.2', 'the sea zones and Catane are connected', connected([...sea, 'Catane']));
  return out;
}

function connected(ids: string[]): boolean {
  const set = new Set(ids);
  const seen = new Set([ids[0]!]);
  const stack = [ids[0]!];
  while (stack.length) {
    for (const n of neighbours(stack.pop()!)) {
      if (set.has(n) && !seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return seen.size === set.size;
}
