/**
 * The component checker: structural soundness of the map and every constraint of the text
 * the reconstruction honours, as a table of assertions with rule ids. The rules helper can
 * expose it as `npx diadochi map successors --check`; test/data-map.test.ts runs every row.
 *
 * Each assertion returns the list of offending subjects (ids); an empty list means it holds.
 * Diagnostics are for developers (codes and ids), not sentences for players.
 */
import type { Card, GameMap, General, Path, Space, SuccessorsData } from './types.ts';
import { LAND_PATHS, NAVAL_PATHS, PATH_COST } from './costs.ts';
import { SUCCESSORS_DATA } from './index.ts';

export interface Constraint {
  /** Stable code of the assertion. */
  code: string;
  /** The rule it comes from (`successors 20.4`), or `structure` for soundness checks. */
  rule: string;
  /** What must hold (developer English). */
  claim: string;
  /** The subjects that break it; empty when it holds. */
  check: (d: SuccessorsData) => string[];
}

export interface ConstraintResult {
  code: string;
  rule: string;
  claim: string;
  ok: boolean;
  offenders: string[];
}

// --- helpers ----------------------------------------------------------------------------------

function spaceMap(map: GameMap): Map<string, Space> {
  return new Map(map.spaces.map((s) => [s.id, s]));
}

function spacesOf(map: GameMap, province: string): Space[] {
  return map.spaces.filter((s) => s.province === province);
}

/** Spaces of a province that count for control (successors 2.3.1: transit points ignored). */
export function countingSpaces(map: GameMap, province: string): Space[] {
  return spacesOf(map, province).filter((s) => s.kind !== 'transit');
}

/** Markers needed to hold a province by majority (successors 2.3.1, 20.4). */
export function provinceMajority(map: GameMap, province: string): number {
  return Math.floor(countingSpaces(map, province).length / 2) + 1;
}

/** The spaces reachable from `from` along paths whose kind is in `kinds`. Linear in the map. */
export function reachable(map: GameMap, from: string, kinds: readonly Path['kind'][]): Set<string> {
  const adj = new Map<string, string[]>();
  for (const p of map.paths) {
    if (!kinds.includes(p.kind)) continue;
    (adj.get(p.a) ?? adj.set(p.a, []).get(p.a)!).push(p.b);
    (adj.get(p.b) ?? adj.set(p.b, []).get(p.b)!).push(p.a);
  }
  const seen = new Set<string>([from]);
  const stack = [from];
  while (stack.length) {
    const x = stack.pop()!;
    for (const y of adj.get(x) ?? []) if (!seen.has(y)) { seen.add(y); stack.push(y); }
  }
  return seen;
}

/** Ports (successors 2.7.21): spaces reached by a maritime or trans-Mediterranean path. */
export function ports(map: GameMap): Set<string> {
  const s = new Set<string>();
  for (const p of map.paths) if (NAVAL_PATHS.includes(p.kind)) { s.add(p.a); s.add(p.b); }
  return s;
}

/** Provinces adjacent to `province` (successors 2.7.1: a shared border crossed by a path). */
export function adjacentProvinces(map: GameMap, province: string, kinds: readonly Path['kind'][] = LAND_PATHS): Set<string> {
  const byId = spaceMap(map);
  const out = new Set<string>();
  for (const p of map.paths) {
    if (!kinds.includes(p.kind)) continue;
    const a = byId.get(p.a)?.province;
    const b = byId.get(p.b)?.province;
    if (a === province && b && b !== province) out.add(b);
    if (b === province && a && a !== province) out.add(a);
  }
  return out;
}

/** Cheapest MP cost from `from` to `to` along paths of the given kinds (successors 9.3.2); Infinity if none. */
export function pathCost(map: GameMap, from: string, to: string, kinds: readonly Path['kind'][]): number {
  const adj = new Map<string, [string, number][]>();
  for (const p of map.paths) {
    if (!kinds.includes(p.kind)) continue;
    const c = PATH_COST[p.kind];
    (adj.get(p.a) ?? adj.set(p.a, []).get(p.a)!).push([p.b, c]);
    (adj.get(p.b) ?? adj.set(p.b, []).get(p.b)!).push([p.a, c]);
  }
  // Costs are 1 or 2: a two-bucket breadth-first search would do; the map is small, a plain
  // Dijkstra over an array keeps it obvious.
  const dist = new Map<string, number>([[from, 0]]);
  const done = new Set<string>();
  for (;;) {
    let best: string | undefined;
    for (const [k, v] of dist) if (!done.has(k) && (best === undefined || v < dist.get(best)!)) best = k;
    if (best === undefined) return Infinity;
    if (best === to) return dist.get(best)!;
    done.add(best);
    for (const [y, c] of adj.get(best) ?? []) {
      const nd = dist.get(best)! + c;
      if (nd < (dist.get(y) ?? Infinity)) dist.set(y, nd);
    }
  }
}

const major = (d: SuccessorsData, id: string): General | undefined => d.generals.find((g) => g.id === id);
const card = (d: SuccessorsData, n: number): Card | undefined => d.cards.find((c) => c.number === n);
const bad = (cond: boolean, who: string): string[] => (cond ? [] : [who]);

function expectSpace(d: SuccessorsData, id: string, province: string, kind?: Space['kind']): string[] {
  const s = d.map.spaces.find((x) => x.id === id);
  if (!s) return [`${id}: missing`];
  const out: string[] = [];
  if (s.province !== province) out.push(`${id}: in ${s.province}, not ${province}`);
  if (kind && s.kind !== kind) out.push(`${id}: ${s.kind}, not ${kind}`);
  return out;
}

function continentOf(d: SuccessorsData, continent: string): string[] {
  return d.map.provinces.filter((p) => p.continent === continent).map((p) => p.id).sort();
}

function sameSet(got: string[], want: string[]): string[] {
  const g = new Set(got);
  const w = new Set(want);
  return [...want.filter((x) => !g.has(x)).map((x) => `missing ${x}`), ...got.filter((x) => !w.has(x)).map((x) => `extra ${x}`)];
}

// --- the table --------------------------------------------------------------------------------

export const CONSTRAINTS: Constraint[] = [
  // Structure
  {
    code: 'unique-ids', rule: 'structure', claim: 'province, space, general, card and box ids are unique',
    check: (d) => {
      const out: string[] = [];
      for (const [what, ids] of [
        ['province', d.map.provinces.map((p) => p.id)],
        ['space', d.map.spaces.map((s) => s.id)],
        ['general', d.generals.map((g) => g.id)],
        ['card', d.cards.map((c) => String(c.number))],
        ['box', d.map.boxes.map((b) => b.id)],
      ] as const) {
        const seen = new Set<string>();
        for (const id of ids) { if (seen.has(id)) out.push(`${what} ${id}`); seen.add(id); }
      }
      return out;
    },
  },
  {
    code: 'space-province', rule: 'successors 2.6.1', claim: 'every space lies in a known province',
    check: (d) => { const p = new Set(d.map.provinces.map((x) => x.id)); return d.map.spaces.filter((s) => !p.has(s.province)).map((s) => s.id); },
  },
  {
    code: 'province-vp', rule: 'successors 2.6.1', claim: 'every province has a positive whole VP value and at least one counting space',
    check: (d) => d.map.provinces.filter((p) => !Number.isInteger(p.vp) || p.vp < 1 || countingSpaces(d.map, p.id).length === 0).map((p) => p.id),
  },
  {
    code: 'path-ends', rule: 'successors 2.6.4', claim: 'every path joins two distinct known spaces, no path twice',
    check: (d) => {
      const ids = new Set(d.map.spaces.map((s) => s.id));
      const seen = new Set<string>();
      const out: string[] = [];
      for (const p of d.map.paths) {
        const key = [p.a, p.b].sort().join('|') + `|${p.kind}`;
        if (!ids.has(p.a) || !ids.has(p.b) || p.a === p.b || seen.has(key)) out.push(key);
        seen.add(key);
      }
      return out;
    },
  },
  {
    code: 'connected', rule: 'successors 2.6.4', claim: 'every space can be reached from Pella along paths of any kind',
    check: (d) => { const r = reachable(d.map, 'pella', [...LAND_PATHS, ...NAVAL_PATHS]); return d.map.spaces.filter((s) => !r.has(s.id)).map((s) => s.id); },
  },
  {
    code: 'mainland-connected', rule: 'successors 2.7.1', claim: 'every non-island space is reached from Pella by land, mountain or strait paths',
    check: (d) => {
      const r = reachable(d.map, 'pella', LAND_PATHS);
      const islands = new Set(d.map.provinces.filter((p) => p.continent === 'island').map((p) => p.id));
      return d.map.spaces.filter((s) => !s.island && !islands.has(s.province) && !r.has(s.id)).map((s) => s.id);
    },
  },
  {
    code: 'one-major-city', rule: 'successors 2.3.1', claim: 'a province has at most one major city ("its major city, if it has one")',
    check: (d) => d.map.provinces.filter((p) => spacesOf(d.map, p.id).filter((s) => s.kind === 'major-city').length > 1).map((p) => p.id),
  },
  {
    code: 'naval-ends-ports', rule: 'successors 2.7.21', claim: 'naval paths end in cities or fortresses (ports), never in transit points',
    check: (d) => { const sp = spaceMap(d.map); return d.map.paths.filter((p) => NAVAL_PATHS.includes(p.kind) && (sp.get(p.a)?.kind === 'transit' || sp.get(p.b)?.kind === 'transit')).map((p) => `${p.a}-${p.b}`); },
  },
  {
    code: 'port-flags', rule: 'successors 2.7.21', claim: 'the port flag of a space is set exactly when a naval path reaches it',
    check: (d) => { const pp = ports(d.map); return d.map.spaces.filter((s) => Boolean(s.port) !== pp.has(s.id)).map((s) => s.id); },
  },
  {
    code: 'independent-values', rule: 'successors 2.3.3', claim: 'value-3 independent markers on major cities and fortresses, value 1 on minor cities, none on transit points',
    check: (d) => d.map.spaces.filter((s) => s.independent !== undefined && (s.kind === 'transit' || (s.independent === 1) !== (s.kind === 'minor-city'))).map((s) => s.id),
  },
  {
    code: 'fortresses-independent', rule: 'successors 2.7.15', claim: 'every fortress (hexagon) starts with a value-3 independent marker',
    check: (d) => d.map.spaces.filter((s) => s.kind === 'fortress' && s.independent !== 3).map((s) => s.id),
  },
  {
    code: 'siege-modifier-majors', rule: 'successors 15.2', claim: 'siege modifiers are printed on major cities only, within −2..+2',
    check: (d) => d.map.spaces.filter((s) => s.siegeModifier !== undefined && (s.kind !== 'major-city' || Math.abs(s.siegeModifier) > 2)).map((s) => s.id),
  },
  // Continents (glossary)
  {
    code: 'africa', rule: 'successors 2.7.2', claim: 'Africa is Cyrene, Libya and Egypt',
    check: (d) => sameSet(continentOf(d, 'africa'), ['cyrene', 'egypt', 'libya']),
  },
  {
    code: 'europe', rule: 'successors 2.7.10', claim: 'Europe is Greece, Macedon, Thrace, Dardani, Triballi, Epirus (and Thessaly, decisions.md)',
    check: (d) => sameSet(continentOf(d, 'europe'), ['dardani', 'epirus', 'greece', 'macedonia', 'thessaly', 'thrace', 'triballi']),
  },
  {
    code: 'asia', rule: 'successors 2.7.4', claim: 'Asia: non-island spaces east of the Hellespontine (inclusive), Africa excepted',
    check: (d) => {
      const west = Math.min(...spacesOf(d.map, 'hellespontine-phrygia').map((s) => s.lon));
      const asia = new Set(continentOf(d, 'asia'));
      return d.map.spaces.filter((s) => asia.has(s.province) && !s.island && s.lon < west).map((s) => s.id);
    },
  },
  {
    code: 'islands-alone', rule: 'successors 7.8', claim: 'Cyprus and Crete have no adjacent province',
    check: (d) => ['cyprus', 'crete'].filter((p) => adjacentProvinces(d.map, p).size > 0),
  },
  // Places named by the text
  {
    code: 'named-provinces', rule: 'successors 7.8, 13.2, 16.3, 20.4, 22.1', claim: 'the provinces the text names exist',
    check: (d) => {
      const ids = new Set(d.map.provinces.map((p) => p.id));
      return ['armenia', 'babylonia', 'caria', 'cappadocia', 'cilicia', 'coele-syria', 'crete', 'cyprus', 'egypt', 'epirus', 'greece', 'hellespontine-phrygia', 'lydia', 'macedonia', 'media', 'phrygia', 'syria', 'thessaly', 'thrace'].filter((p) => !ids.has(p));
    },
  },
  {
    code: 'setup-places', rule: 'successors 22.1', claim: 'Babylon (Babylonia), Damascus (Coele Syria), Sardis (Lydia), Nicopolis (Epirus), Pella (Macedonia)',
    check: (d) => [
      ...expectSpace(d, 'babylon', 'babylonia'), ...expectSpace(d, 'damascus', 'coele-syria'), ...expectSpace(d, 'sardis', 'lydia'),
      ...expectSpace(d, 'nicopolis', 'epirus'), ...expectSpace(d, 'pella', 'macedonia'),
    ],
  },
  {
    code: 'burial-cities', rule: 'successors 17.4', claim: 'Pella and Babylon are major cities (the body is buried in a major city, "even Babylon")',
    check: (d) => [...expectSpace(d, 'pella', 'macedonia', 'major-city'), ...expectSpace(d, 'babylon', 'babylonia', 'major-city')],
  },
  {
    code: 'athens-fleet', rule: 'successors 13.2', claim: 'Athens is a city whose controller owns the Athenian fleet',
    check: (d) => [...expectSpace(d, 'athens', 'greece'), ...bad(d.fleets.some((f) => f.owner.kind === 'space' && f.owner.space === 'athens'), 'no Athens fleet')],
  },
  {
    code: 'cyprus-two-spaces', rule: 'successors 13.2', claim: 'Cyprus has exactly two spaces (control both for the Cypriot fleet)',
    check: (d) => bad(countingSpaces(d.map, 'cyprus').length === 2, `cyprus has ${countingSpaces(d.map, 'cyprus').length}`),
  },
  {
    code: 'caria-fleet', rule: 'successors 13.2, ED.13', claim: 'the Asia Minor fleet goes to the controller of Caria alone',
    check: (d) => bad(d.fleets.some((f) => f.id === 'asia-minor' && f.owner.kind === 'province' && f.owner.province === 'caria'), 'asia-minor'),
  },
  {
    code: 'pirates-by-card', rule: 'successors 13.2', claim: 'the Cilician pirates come only by a card',
    check: (d) => bad(d.fleets.some((f) => f.id === 'cilician-pirates' && f.owner.kind === 'card'), 'cilician-pirates'),
  },
  {
    code: 'pontic-not-largest', rule: 'successors CL.11, 20.4', claim: 'the Pontic fleet (card #11) does not count for the largest fleet',
    check: (d) => bad(d.fleets.some((f) => f.id === 'pontic' && !f.countsForLargest && f.owner.kind === 'card' && f.owner.card === 11), 'pontic'),
  },
  {
    code: 'strait-illium', rule: 'successors 9.3', claim: 'Illium–Cherronesus is a strait from Asia to Thrace, and the crossing is also possible by sea but slower',
    check: (d) => {
      const out = [...expectSpace(d, 'illium', 'hellespontine-phrygia'), ...expectSpace(d, 'cherronesus', 'thrace')];
      if (!d.map.paths.some((p) => p.kind === 'strait' && [p.a, p.b].sort().join() === 'cherronesus,illium')) out.push('no strait');
      return out;
    },
  },
  {
    code: 'strait-faster', rule: 'successors 9.3.3', claim: 'crossing Illium–Cherronesus by the strait is faster than by naval movement',
    check: (d) => bad(pathCost(d.map, 'illium', 'cherronesus', LAND_PATHS) < pathCost(d.map, 'illium', 'cherronesus', NAVAL_PATHS), 'naval route as fast as the strait'),
  },
  {
    code: 'port-and-inland-majors', rule: 'successors 15.3.1', claim: 'some major cities are ports and some are not (sieges differ, 15.2.2, 15.3)',
    check: (d) => {
      const pp = ports(d.map);
      const majors = d.map.spaces.filter((s) => s.kind === 'major-city');
      return [...bad(majors.some((s) => pp.has(s.id)), 'no port major city'), ...bad(majors.some((s) => !pp.has(s.id)), 'no inland major city')];
    },
  },
  {
    code: 'restricted-armies-move', rule: 'successors 16.3.6', claim: 'an army restricted to provinces can reach all their spaces by land within them (16.3.6 Greek army, 16.3.8 Ariarathes)',
    check: (d) => {
      const out: string[] = [];
      for (const a of d.independentArmies) {
        if (a.restriction.kind !== 'provinces' || !a.start) continue;
        const inside = new Set(d.map.spaces.filter((s) => a.restriction.kind === 'provinces' && a.restriction.provinces.includes(s.province)).map((s) => s.id));
        const sub: GameMap = { ...d.map, paths: d.map.paths.filter((p) => inside.has(p.a) && inside.has(p.b)) };
        const r = reachable(sub, a.start, LAND_PATHS);
        out.push(...[...inside].filter((s) => !r.has(s)).map((s) => `${a.id}:${s}`));
      }
      return out;
    },
  },
  {
    code: 'optional-starts-in-province', rule: 'successors 24.1.4', claim: 'optional start spaces of a general lie in one province (his starting province)',
    check: (d) => {
      const sp = spaceMap(d.map);
      return d.generals.filter((g) => g.optionalStart && new Set(g.optionalStart.map((s) => sp.get(s)?.province)).size !== 1).map((g) => g.id);
    },
  },
  {
    code: 'media-five', rule: 'successors 20.4', claim: 'Media is held with five markers, one at Ecbatana, its major city',
    check: (d) => [...expectSpace(d, 'ecbatana', 'media', 'major-city'), ...bad(provinceMajority(d.map, 'media') === 5, `majority ${provinceMajority(d.map, 'media')}`)],
  },
  {
    code: 'hellespont-five', rule: 'successors 20.4', claim: 'five spaces marked H border the Hellespont, on both shores',
    check: (d) => {
      const h = d.map.spaces.filter((s) => s.hellespont);
      const out = bad(h.length === 5, `${h.length} H spaces`);
      const provinces = new Set(h.map((s) => s.province));
      if (!provinces.has('thrace') || !provinces.has('hellespontine-phrygia')) out.push('not on both shores');
      return out;
    },
  },
  {
    code: 'king-of-asia', rule: 'successors 20.4, ED.26', claim: 'Babylonia, Phrygia and Syria exist for the King of Asia',
    check: (d) => ['babylonia', 'phrygia', 'syria'].filter((p) => !d.map.provinces.some((x) => x.id === p)),
  },
  {
    code: 'independent-armies', rule: 'successors 16.3, 22.1', claim: 'the Greek army starts in Greece or Thessaly, Ariarathes in Cappadocia; five armies, three in boxes',
    check: (d) => {
      const sp = spaceMap(d.map);
      const out: string[] = [];
      const g = d.independentArmies.find((a) => a.id === 'greek-army');
      const ar = d.independentArmies.find((a) => a.id === 'ariarathes');
      if (!g?.start || !['greece', 'thessaly'].includes(sp.get(g.start)?.province ?? '')) out.push('greek-army');
      if (!ar?.start || sp.get(ar.start)?.province !== 'cappadocia') out.push('ariarathes');
      if (d.independentArmies.length !== 5) out.push(`${d.independentArmies.length} armies`);
      if (d.independentArmies.filter((a) => a.start === undefined).length !== 3) out.push('not three in boxes');
      for (const a of d.independentArmies) if (!d.map.boxes.some((b) => b.id === a.box)) out.push(`${a.id} box`);
      return out;
    },
  },
  {
    code: 'box-entries', rule: 'successors 16.2', claim: 'every box entry is a map space',
    check: (d) => { const sp = spaceMap(d.map); return d.map.boxes.flatMap((b) => b.entries.filter((e) => !sp.has(e)).map((e) => `${b.id}:${e}`)); },
  },
  {
    code: 'unrest-provinces', rule: 'successors 7.8', claim: 'the Unrest table names known provinces, one or two per row, and 7 is Armenia',
    check: (d) => {
      const ids = new Set(d.map.provinces.map((p) => p.id));
      const out: string[] = [];
      d.tables.unrest.rows.forEach((r, i) => {
        if (i + 2 === 7 && r.kind !== 'armenia-and-reroll') out.push('7');
        if (r.kind === 'provinces') {
          if (r.provinces.length < 1 || r.provinces.length > 2) out.push(String(i + 2));
          out.push(...r.provinces.filter((p) => !ids.has(p)));
        }
      });
      if (d.tables.unrest.rows.length !== 11) out.push('rows');
      return out;
    },
  },
  {
    code: 'unrest-eligible', rule: 'successors 7.8.3', claim: 'every row of the Unrest table offers at start a province with a space that can take a marker (not transit, no independent marker), so unrest need not spread at once',
    check: (d) => {
      const open = (p: string): boolean => d.map.spaces.some((s) => s.province === p && s.kind !== 'transit' && s.independent === undefined);
      return d.tables.unrest.rows.flatMap((r, i) => ((r.kind === 'provinces' ? r.provinces : ['armenia']).some(open) ? [] : [String(i + 2)]));
    },
  },
  // Set-up
  {
    code: 'setup-spaces', rule: 'successors 22.1, 22.2', claim: 'every general start, control marker, royal start and optional start is a space; markers never on transit points (7.5)',
    check: (d) => {
      const sp = spaceMap(d.map);
      const out: string[] = [];
      for (const g of d.generals) {
        for (const s of [g.start, ...(g.optionalStart ?? [])]) if (s !== undefined && !sp.has(s)) out.push(`${g.id}:${s}`);
        for (const s of g.control) if (!sp.has(s) || sp.get(s)?.kind === 'transit' || sp.get(s)?.independent !== undefined) out.push(`${g.id} control ${s}`);
      }
      for (const r of d.royals) if (r.start.kind === 'space' && !sp.has(r.start.space)) out.push(r.id);
      for (const r of d.royals) if (r.start.kind === 'box' && !d.map.boxes.some((b) => r.start.kind === 'box' && b.id === r.start.box)) out.push(r.id);
      return out;
    },
  },
  {
    code: 'royal-setup', rule: 'successors 22.1', claim: 'body and Alexander IV at Babylon, Heracles at Damascus, Cleopatra at Sardis, Olympias at Nicopolis, Thessalonice at Pella, Philip III in his box; the women inactive',
    check: (d) => {
      const want: Record<string, string> = { body: 'babylon', 'alexander-iv': 'babylon', heracles: 'damascus', cleopatra: 'sardis', olympias: 'nicopolis', thessalonice: 'pella' };
      const out: string[] = [];
      for (const [id, space] of Object.entries(want)) {
        const r = d.royals.find((x) => x.id === id);
        if (!r || r.start.kind !== 'space' || r.start.space !== space) out.push(id);
      }
      const ph = d.royals.find((x) => x.id === 'philip-iii');
      if (ph?.start.kind !== 'box') out.push('philip-iii');
      for (const w of d.royals.filter((x) => x.kind === 'woman')) if (w.startsActive) out.push(`${w.id} active`);
      if (d.royals.length !== 7) out.push(`${d.royals.length} royal markers`);
      return out;
    },
  },
  {
    code: 'starting-provinces', rule: 'successors 22.2', claim: 'base generals start in their satrapies of 323 BC',
    check: (d) => {
      const sp = spaceMap(d.map);
      const want: Record<string, string> = { perdiccas: 'babylonia', antigonus: 'phrygia', ptolemy: 'egypt', antipater: 'macedonia', lysimachus: 'thrace', leonnatus: 'hellespontine-phrygia', peithon: 'media', craterus: 'cilicia' };
      return Object.entries(want).filter(([g, p]) => sp.get(major(d, g)?.start ?? '')?.province !== p).map(([g]) => g);
    },
  },
  {
    code: 'optional-starts', rule: 'successors 8.5, 24.1', claim: 'Eumenes and Seleucus have optional starting spaces; Lysimachus and Leonnatus a starting province',
    check: (d) => ['eumenes', 'seleucus', 'lysimachus', 'leonnatus'].filter((g) => !(major(d, g)?.optionalStart?.length)),
  },
  {
    code: 'royal-army', rule: 'successors 14.3', claim: 'eight Royal Army CUs: four with Perdiccas, two with Antipater, two with Craterus',
    check: (d) => {
      const want: Record<string, number> = { perdiccas: 4, antipater: 2, craterus: 2 };
      const out = Object.entries(want).filter(([g, n]) => (major(d, g)?.army.royal ?? 0) !== n).map(([g]) => g);
      const total = d.generals.reduce((t, g) => t + (g.army.royal ?? 0), 0);
      if (total !== 8) out.push(`total ${total}`);
      return out;
    },
  },
  {
    code: 'general-entries', rule: 'successors 21.2, 22.2, 8.5', claim: 'eight base generals at start, Demetrius on turn 3, Eumenes and Seleucus in the deck, eleven counters',
    check: (d) => {
      const majors = d.generals.filter((g) => g.kind === 'major');
      const out: string[] = [];
      if (majors.filter((g) => g.entry.kind === 'start').length !== 8) out.push('base');
      const dm = major(d, 'demetrius');
      if (dm?.entry.kind !== 'turn-track' || dm.entry.turn !== 3) out.push('demetrius');
      for (const g of ['eumenes', 'seleucus']) if (major(d, g)?.entry.kind !== 'deck') out.push(g);
      if (majors.filter((g) => g.entry.kind !== 'replaces').length !== 11) out.push('eleven counters');
      return out;
    },
  },
  {
    code: 'general-values', rule: 'successors 8.1, 9.2, 10.2, 17.2, 17.6', claim: 'minors 4/2; initiative Seleucus 2, Craterus 4, Perdiccas 3; Prestige Craterus 2, Ptolemy 2, Eumenes −2; LP Perdiccas 1, Leonnatus 1',
    check: (d) => {
      const out: string[] = [];
      for (const g of d.generals.filter((x) => x.kind === 'minor')) if (g.initiative !== 4 || g.battle !== 2) out.push(g.id);
      const want: [string, keyof General, number][] = [
        ['seleucus', 'initiative', 2], ['craterus', 'initiative', 4], ['perdiccas', 'initiative', 3],
        ['craterus', 'prestige', 2], ['ptolemy', 'prestige', 2], ['eumenes', 'prestige', -2],
        ['perdiccas', 'legitimacy', 1], ['leonnatus', 'legitimacy', 1],
      ];
      for (const [g, f, v] of want) if (major(d, g)?.[f] !== v) out.push(`${g}.${f}`);
      return out;
    },
  },
  {
    code: 'ranks', rule: 'successors 8.3, 9.10', claim: 'Perdiccas and Craterus of equal rank (either may command); Craterus outranks Seleucus',
    check: (d) => {
      const r = (g: string): number => major(d, g)?.rank ?? -1;
      return [...bad(r('perdiccas') === r('craterus'), 'perdiccas=craterus'), ...bad(r('craterus') > r('seleucus'), 'craterus>seleucus')];
    },
  },
  {
    code: 'polyperchon', rule: 'successors 21.3, ED.22', claim: 'Polyperchon has Antipater\'s values except rank',
    check: (d) => {
      const a = major(d, 'antipater');
      const p = major(d, 'polyperchon');
      if (!a || !p) return ['missing'];
      return (['initiative', 'battle', 'prestige'] as const).filter((f) => a[f] !== p[f]);
    },
  },
  // Cards
  {
    code: 'card-numbers', rule: 'successors 2.1', claim: '64 Tyche cards numbered 1–64, OP values 1–4, some "4" cards (13.3, 23.5)',
    check: (d) => {
      const out: string[] = [];
      const nums = d.cards.map((c) => c.number).sort((a, b) => a - b);
      if (nums.length !== 64 || nums.some((n, i) => n !== i + 1)) out.push('numbering');
      out.push(...d.cards.filter((c) => !Number.isInteger(c.ops) || c.ops < 1 || c.ops > 4).map((c) => String(c.number)));
      if (!d.cards.some((c) => c.ops === 4)) out.push('no 4 card');
      return out;
    },
  },
  {
    code: 'cited-cards', rule: 'successors 7.3, 9.14, 12.8, 15.2, 17.6, 18.3, CL.*', claim: 'the cards the text cites by number have their name and type',
    check: (d) => {
      const want: [number, string, Card['kind'] | undefined][] = [
        [1, 'drink-the-hemlock', undefined], [4, 'epidemic', undefined], [11, 'pontic-fleet', undefined], [14, 'the-helepolis', undefined],
        [15, 'condemnation', undefined], [24, 'desertions', undefined], [27, 'plans-of-their-own', undefined], [49, 'traitor-inside-city', undefined],
        [54, 'mutiny', 'surprise'], [55, 'storm-at-sea', 'surprise'], [57, 'gift-of-oratory', 'surprise'], [58, 'ahura-mazda', 'surprise'],
      ];
      const out = want.filter(([n, name, kind]) => card(d, n)?.name !== name || (kind !== undefined && card(d, n)?.kind !== kind)).map(([n]) => String(n));
      for (const n of [31, 32]) if (card(d, n)?.effect !== 'marriage-offer') out.push(String(n));
      return out;
    },
  },
  {
    code: 'unrest-cards', rule: 'successors 7.8', claim: 'two Unrest bonus cards that must be played',
    check: (d) => bad(d.cards.filter((c) => c.effect === 'unrest' && c.kind === 'bonus' && c.mustPlay).length === 2, 'unrest'),
  },
  {
    code: 'general-cards', rule: 'successors 8.5, 22.2', claim: 'a general card per major general (but Polyperchon) and the card names its general',
    check: (d) => d.generals.filter((g) => g.kind === 'major' && g.entry.kind !== 'replaces').filter((g) => {
      const c = g.card !== undefined ? card(d, g.card) : undefined;
      return c?.kind !== 'general' || c.general !== g.id;
    }).map((g) => g.id),
  },
  {
    code: 'card-targets', rule: 'structure', claim: 'every card parameter names a known province, fleet, royal, army or unit',
    check: (d) => {
      const known = new Set<string>([
        ...d.map.provinces.map((p) => p.id), ...d.fleets.map((f) => f.id), ...d.royals.map((r) => r.id),
        ...d.independentArmies.map((a) => a.id), ...d.specialUnits.map((u) => u.id),
      ]);
      const out: string[] = [];
      for (const c of d.cards) {
        const p = c.params ?? {};
        for (const key of ['fleet', 'royal', 'army', 'unit'] as const) { const v = p[key]; if (typeof v === 'string' && !known.has(v)) out.push(`${c.number}.${key}`); }
        const provs = p['provinces'];
        if (Array.isArray(provs)) out.push(...provs.filter((x) => !known.has(x)).map((x) => `${c.number}:${x}`));
      }
      for (const a of d.independentArmies) for (const n of a.cards) if (card(d, n)?.params?.['army'] !== a.id) out.push(`${a.id} card ${n}`);
      for (const r of d.royals) if (r.card !== undefined && card(d, r.card)?.params?.['royal'] !== r.id) out.push(`${r.id} card ${r.card}`);
      return out;
    },
  },
  // Tables
  {
    code: 'movement-rule', rule: 'successors 9.2', claim: 'movement: initiative below the die 4 MP, equal 3, above 2',
    check: (d) => {
      const out: string[] = [];
      for (const [init, row] of Object.entries(d.tables.movement.allowance)) {
        row.forEach((mp, i) => { const die = i + 1; const want = Number(init) < die ? 4 : Number(init) === die ? 3 : 2; if (mp !== want) out.push(`${init}/${die}`); });
      }
      return out;
    },
  },
  {
    code: 'battle-monotone', rule: 'successors 12.5', claim: 'battle scores never fall as strength or roll rise, and never go below 0',
    check: (d) => {
      const out: string[] = [];
      const t = d.tables.battle.scores;
      t.forEach((col, c) => col.forEach((v, r) => {
        if (v < 0) out.push(`${c}/${r + 2} negative`);
        if (r > 0 && v < (col[r - 1] ?? 0)) out.push(`${c}/${r + 2} roll`);
        if (c > 0 && v < (t[c - 1]?.[r] ?? 0)) out.push(`${c}/${r + 2} strength`);
      }));
      return out;
    },
  },
];

/** Runs every assertion on the data (default: the game's). Linear in the size of the data. */
export function checkComponents(d: SuccessorsData = SUCCESSORS_DATA): ConstraintResult[] {
  return CONSTRAINTS.map((c) => {
    const offenders = c.check(d);
    return { code: c.code, rule: c.rule, claim: c.claim, ok: offenders.length === 0, offenders };
  });
}

/** The same as `checkComponents`, failures only. */
export function componentProblems(d: SuccessorsData = SUCCESSORS_DATA): ConstraintResult[] {
  return checkComponents(d).filter((r) => !r.ok);
}
