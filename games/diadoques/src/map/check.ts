/**
 * `map --check`: validates a map against its own structure and against what its rulebook
 * prints (data/facts.ts). Pure: returns a report, prints nothing.
 */
import { FACTS } from './data/facts.ts';
import type { PrintedFacts } from './data/facts.ts';
import { accessSeas, allSpaces, bordersBetween, citadel, coastalSeas, indexMap, neighbours, province, space } from './graph.ts';
import type { Mover, Position } from './graph.ts';
import { nameKey, resolveName } from './names.ts';
import { checkScenario, SCENARIOS } from './scenarios.ts';
import type { Border, GameMap, LonLat, Scenario, SpaceId } from './types.ts';
import { rulebook } from '../rulebook/index.ts';

export interface MapReport {
  ruleset: string;
  ok: boolean;
  errors: string[];
  warnings: string[];
  /** Counts for the summary line. */
  summary: MapSummary;
}

export interface MapSummary {
  land: number;
  offboard: number;
  seas: number;
  unnavigable: number;
  citadels: number;
  major: number;
  capitals: number;
  ports: number;
  towns: number;
  unsupplied: number;
  treasures: number;
  landBorders: number;
  shores: number;
  coasts: number;
  seaBorders: number;
  access: number;
  rivers: number;
  scenarios: number;
}

type Sink = { error(m: string): void; warn(m: string): void };

const ENDPOINTS: Record<Border['kind'], [string, string]> = {
  land: ['land', 'land'],
  shore: ['land', 'land'],
  coast: ['land', 'sea'],
  sea: ['sea', 'sea'],
  citadel: ['citadel', 'land'],
  access: ['citadel', 'sea'],
};

function checkIds(map: GameMap, s: Sink) {
  const seen = new Set<string>();
  for (const x of allSpaces(map)) {
    if (seen.has(x.id)) s.error(`duplicate space id ${x.id}`);
    seen.add(x.id);
  }
  for (const p of map.provinces) {
    for (const c of p.citadels) if (citadel(map, c)?.province !== p.id) s.error(`${p.id} lists citadel ${c}, which is not inside it`);
  }
  for (const c of map.citadels) {
    if (!province(map, c.province)?.citadels.includes(c.id)) s.error(`citadel ${c.id}: province ${c.province} does not list it`);
  }
}

function coastOk(map: GameMap, id: SpaceId, coast: string | undefined, needed: boolean, what: string, s: Sink) {
  const p = province(map, id);
  const coasts = p?.coasts?.map((c) => c.id);
  if (coast && !coasts?.includes(coast)) s.error(`${what}: ${id} has no coast ${coast}`);
  if (!coast && needed && coasts && coasts.length > 0) s.error(`${what}: which coast of ${id}?`);
}

function checkBorders(map: GameMap, s: Sink) {
  const keys = new Set<string>();
  for (const b of map.borders) {
    const what = `${b.kind} border ${b.a}–${b.b}`;
    const a = space(map, b.a);
    const z = space(map, b.b);
    if (!a || !z) {
      s.error(`${what}: unknown space ${!a ? b.a : b.b}`);
      continue;
    }
    const [ka, kb] = ENDPOINTS[b.kind];
    if (a.kind !== ka || z.kind !== kb) s.error(`${what}: joins a ${a.kind} and a ${z.kind}, expected ${ka}–${kb}`);
    if (b.a === b.b) s.error(`${what}: joins a space to itself`);
    const key = [b.kind, ...[`${b.a}/${b.aCoast ?? ''}`, `${b.b}/${b.bCoast ?? ''}`].sort()].join(' ');
    if (keys.has(key)) s.error(`${what}: listed twice`);
    keys.add(key);
    const fleetSide = b.kind === 'coast' || b.kind === 'shore';
    coastOk(map, b.a, b.aCoast, fleetSide, what, s);
    coastOk(map, b.b, b.bCoast, fleetSide, what, s);
    if (b.kind === 'citadel' && citadel(map, b.a)?.province !== b.b) s.error(`${what}: ${b.a} is not inside ${b.b}`);
    if (b.kind === 'shore' && b.sea) {
      for (const [id, c] of [[b.a, b.aCoast], [b.b, b.bCoast]] as const) {
        if (!coastalSeas(map, id, c).includes(b.sea)) s.error(`${what}: ${id}${c ? `/${c}` : ''} is not on ${b.sea}`);
      }
    }
    if (b.river && !map.rivers.some((r) => r.id === b.river!.river)) s.error(`${what}: unknown river ${b.river.river}`);
    if (b.lake && !map.lakes.some((l) => l.id === b.lake)) s.error(`${what}: unknown lake ${b.lake}`);
    if (b.floodDetour && !b.river) s.error(`${what}: a flood detour needs a river`);
    if (b.lake && b.kind !== 'land') s.error(`${what}: only a land border can be a lake`);
  }
  for (const p of map.provinces) {
    if (p.coasts && p.coasts.length < 2) s.error(`${p.id}: "several coasts" with fewer than two`);
    for (const c of p.coasts ?? []) if (coastalSeas(map, p.id, c.id).length === 0) s.error(`${p.id}/${c.id}: a coast on no sea`);
  }
}

/** Symmetric adjacency: whoever can go from A to B can come back from B to A. */
function checkSymmetry(map: GameMap, s: Sink) {
  for (const mover of ['army', 'fleet', 'character'] as Mover[]) {
    for (const pos of positions(map, mover)) {
      for (const step of neighbours(map, pos, mover, { offboard: true })) {
        const back = neighbours(map, { space: step.to, ...(step.coast ? { coast: step.coast } : {}) }, mover, { offboard: true });
        if (!back.some((t) => t.to === pos.space && (!pos.coast || !t.coast || t.coast === pos.coast))) {
          s.error(`${mover}: ${label(pos)} → ${step.to}${step.coast ? `/${step.coast}` : ''} but not back`);
        }
      }
    }
  }
}

const label = (p: Position) => (p.coast ? `${p.space}/${p.coast}` : p.space);

/** A fleet may stand in a province on a navigable sea, or on a river reached by fleets (diadokhoi). */
function fleetCanStand(map: GameMap, id: SpaceId): boolean {
  if (coastalSeas(map, id).some((x) => map.seas.some((z) => z.id === x && z.navigable))) return true;
  return map.borders.some((b) => b.kind === 'shore' && (b.a === id || b.b === id));
}

/** Every place a unit of that kind may stand. */
function positions(map: GameMap, mover: Mover): Position[] {
  const out: Position[] = [];
  const fleetsInProvinces = rulebook(map).policies.military.fleetsOnCoasts;
  for (const x of allSpaces(map)) {
    if (x.kind === 'sea' && !x.navigable) continue;
    if (mover === 'army' && x.kind === 'sea') continue;
    if (mover === 'fleet') {
      if (x.kind === 'citadel' && !x.port) continue;
      if (x.kind === 'land') {
        if (!fleetsInProvinces || !fleetCanStand(map, x.id)) continue;
        if (x.coasts) {
          for (const c of x.coasts) out.push({ space: x.id, coast: c.id });
          continue;
        }
      }
    }
    out.push({ space: x.id });
  }
  return out;
}

/** Spaces reachable from `start` by `mover`, plus convoys for armies and characters (coast → seas → coast, `diadokhoi §7.6.4`). */
function reach(map: GameMap, mover: Mover, start: Position): Set<string> {
  const seen = new Set<string>([label(start)]);
  const queue: Position[] = [start];
  while (queue.length > 0) {
    const pos = queue.shift()!;
    const steps: Position[] = neighbours(map, pos, mover, { offboard: true }).map((t) => ({ space: t.to, ...(t.coast ? { coast: t.coast } : {}) }));
    if (mover !== 'fleet' && province(map, pos.space)) steps.push(...convoyLandings(map, pos.space));
    for (const next of steps) {
      const k = label(next);
      if (!seen.has(k)) {
        seen.add(k);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** Coastal provinces an army can be convoyed to from a coastal province (`diadokhoi §6.3.27`). */
function convoyLandings(map: GameMap, from: SpaceId): Position[] {
  const seas = new Set(coastalSeas(map, from).filter((id) => space(map, id)?.kind === 'sea' && (space(map, id) as { navigable: boolean }).navigable));
  const queue = [...seas];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const t of neighbours(map, id, 'fleet')) {
      if (space(map, t.to)?.kind === 'sea' && !seas.has(t.to) && !t.border.special) {
        seas.add(t.to);
        queue.push(t.to);
      }
    }
  }
  const out: Position[] = [];
  for (const p of map.provinces) if (!p.offboard && coastalSeas(map, p.id).some((x) => seas.has(x))) out.push({ space: p.id });
  return out;
}

function checkReach(map: GameMap, s: Sink) {
  for (const mover of ['army', 'fleet', 'character'] as Mover[]) {
    const all = positions(map, mover).filter((p) => !province(map, p.space)?.offboard);
    if (all.length === 0) continue;
    const got = reach(map, mover, all[0]!);
    const missed = all.filter((p) => !got.has(label(p)));
    if (missed.length > 0) s.error(`${mover}s cannot reach ${missed.map(label).join(', ')} from ${label(all[0]!)}`);
  }
  for (const x of map.seas) {
    if (x.navigable) continue;
    for (const mover of ['army', 'fleet', 'character'] as Mover[]) {
      for (const pos of positions(map, mover)) {
        if (neighbours(map, pos, mover, { offboard: true }).some((t) => t.to === x.id)) s.error(`${mover}s may enter the unnavigable ${x.id}`);
      }
    }
  }
}

function checkPorts(map: GameMap, s: Sink) {
  for (const c of map.citadels) {
    const seas = accessSeas(map, c.id);
    if (!c.port && seas.length > 0) s.error(`${c.id} is not a port but has access arrows (${seas.join(', ')})`);
    const river = map.borders.some((b) => b.kind === 'shore' && !b.sea && (b.a === c.province || b.b === c.province));
    if (c.port && seas.length === 0 && !river) s.error(`port ${c.id} has no access arrow`);
    const shore = coastalSeas(map, c.province);
    for (const b of map.borders.filter((x) => x.kind === 'access' && x.a === c.id && !x.special)) {
      if (!shore.includes(b.b)) s.error(`${c.id} → ${b.b}: the arrow leads to a sea ${c.province} does not touch`);
    }
  }
  for (const p of map.provinces) {
    for (const t of p.towns) {
      if (t.fleetBuild && !t.port) s.error(`${t.id} (${p.id}) builds fleets but is not a port`);
      for (const x of t.fleetBuild ?? []) if (!coastalSeas(map, p.id).includes(x)) s.error(`${t.id}: dotted arrow to ${x}, not a coast of ${p.id}`);
      if (t.port && (t.fleetBuild ?? []).length === 0) s.error(`port ${t.id} (${p.id}) has no dotted arrow`);
    }
  }
}

function checkSupply(map: GameMap, s: Sink) {
  for (const p of map.provinces) {
    if (p.offboard) continue;
    const arsenal = p.towns.length > 0 || p.citadels.length > 0;
    if (p.supply === 'yes' && !arsenal) s.error(`${p.id} is supplied but has no citadel, town or port`);
    if (p.supply === 'no' && arsenal) s.error(`${p.id} has an arsenal but is unsupplied`);
    if (p.supply === 'citadel' && p.citadels.length === 0) s.error(`${p.id} is supplied by its citadel but has none`);
    if ((p.supply === 'yes') !== p.income > 0) s.error(`${p.id}: income ${p.income} does not match supply "${p.supply}"`);
  }
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

function checkFacts(map: GameMap, f: PrintedFacts, s: Sink) {
  const landCount = map.provinces.filter((p) => !p.offboard).length;
  const seaCount = map.seas.filter((x) => x.navigable).length;
  if (f.provinceCount && landCount + seaCount !== f.provinceCount.value) {
    s.error(`${f.provinceCount.rule}: ${f.provinceCount.value} provinces expected, found ${landCount} land + ${seaCount} sea`);
  }
  const majors = map.citadels.filter((c) => c.rank !== 'minor');
  if (majors.length !== f.majorCitadels.value) s.error(`${f.majorCitadels.rule}: ${f.majorCitadels.value} major citadels expected, found ${majors.length}`);
  const caps = map.citadels.filter((c) => c.rank === 'capital');
  if (caps.length !== f.capitals.value) s.error(`${f.capitals.rule}: ${f.capitals.value} capitals expected, found ${caps.length}`);
  for (const [power, id] of Object.entries(f.capitals.of)) {
    const c = citadel(map, id);
    if (c?.rank !== 'capital' || c.capitalOf !== power) s.error(`${f.capitals.rule}: ${id} should be the capital of ${power}`);
  }
  if (f.treasures) {
    const got = Object.fromEntries(map.citadels.filter((c) => c.treasure > 0).map((c) => [c.id, c.treasure]));
    if (JSON.stringify(sortObj(got)) !== JSON.stringify(sortObj(f.treasures.value))) {
      s.error(`${f.treasures.rule}: treasures differ from the printed list: ${JSON.stringify(sortObj(got))}`);
    }
  }
  if (f.treasureRequired) {
    for (const id of f.treasureRequired.value) if (!(citadel(map, id)?.treasure ?? 0)) s.error(`${f.treasureRequired.rule}: ${id} must hold a treasure`);
    for (const c of map.citadels) {
      if (c.treasure > 0 && !f.treasureRequired.allowed.includes(c.treasure)) s.error(`${f.treasureRequired.rule}: treasure of ${c.id} is ${c.treasure}`);
    }
  }
  const none = map.provinces.filter((p) => p.supply === 'no').map((p) => p.id);
  const missing = f.noSupply.value.filter((id) => !none.includes(id));
  if (missing.length > 0) s.error(`${f.noSupply.rule}: ${missing.join(', ')} should have no supply`);
  if (f.noSupply.exact && !sameSet(none, f.noSupply.value)) s.error(`${f.noSupply.rule}: unsupplied provinces are ${none.join(', ')}`);
  const byCitadel = map.provinces.filter((p) => p.supply === 'citadel').map((p) => p.id);
  if (!sameSet(byCitadel, f.citadelSupply.value)) s.error(`${f.citadelSupply.rule}: supplied-by-citadel provinces are ${byCitadel.join(', ')}`);
  for (const [terrain, ids] of Object.entries(f.terrain.value)) {
    for (const id of ids) if (province(map, id)?.terrain !== terrain) s.error(`${f.terrain.rule}: ${id} should be ${terrain}`);
  }
  checkFactsBorders(map, f, s);
}

function checkFactsBorders(map: GameMap, f: PrintedFacts, s: Sink) {
  const multi = Object.fromEntries(map.provinces.filter((p) => p.coasts).map((p) => [p.id, p.coasts!.map((c) => c.id)]));
  if (f.multiCoast && JSON.stringify(sortObj(normalise(multi))) !== JSON.stringify(sortObj(normalise(f.multiCoast.value)))) {
    s.error(`${f.multiCoast.rule}: multi-coast provinces are ${JSON.stringify(multi)}`);
  }
  if (!f.multiCoast && Object.keys(multi).length > 0) s.error(`no multi-coast province expected, found ${Object.keys(multi).join(', ')}`);
  for (const [a, b] of f.notAdjacent?.value ?? []) {
    if (bordersBetween(map, a, b).length > 0) s.error(`${f.notAdjacent!.rule}: ${a} and ${b} must not be connected`);
  }
  for (const [a, b] of f.lakes?.value ?? []) {
    const bs = bordersBetween(map, a, b);
    if (bs.length !== 1 || !bs[0]!.lake) s.error(`${f.lakes!.rule}: ${a}–${b} must be one border across a lake`);
  }
  const navigable = map.seas.filter((x) => x.navigable).map((x) => x.id);
  if (!sameSet(navigable, f.stormSeas.value)) s.error(`${f.stormSeas.rule}: the storm table's seas are not the navigable seas (${navigable.join(', ')})`);
  if (f.ports) {
    for (const id of f.ports.value) if (!citadel(map, id)?.port) s.error(`${f.ports.rule}: ${id} is a port`);
    for (const id of f.ports.notPorts) if (citadel(map, id)?.port !== false) s.error(`${f.ports.rule}: ${id} is not a port`);
    const ports = map.citadels.filter((c) => c.port).map((c) => c.id);
    if (!sameSet(ports, f.ports.value)) s.error(`${f.ports.rule}: port citadels are ${ports.join(', ')}`);
  }
  for (const [id, seas] of Object.entries(f.access?.value ?? {})) {
    if (!sameSet(accessSeas(map, id), seas)) s.error(`${f.access!.rule}: ${id} reaches ${accessSeas(map, id).join(', ') || 'no sea'}, printed ${seas.join(', ')}`);
  }
}

const normalise = (o: Record<string, string[]>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, [...v].sort()]));
const sortObj = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

function checkNames(map: GameMap, s: Sink) {
  const seen = new Map<string, string>();
  for (const x of allSpaces(map)) {
    for (const abbr of [x.names.abbrFr, x.names.abbrEn]) {
      if (!abbr) continue;
      const k = nameKey(abbr);
      const other = seen.get(k);
      if (other && other !== x.id) s.error(`abbreviation ${abbr} names both ${other} and ${x.id}`);
      seen.set(k, x.id);
    }
    for (const text of [x.names.abbrFr, x.names.abbrEn, x.names.en, x.names.fr, x.id]) {
      if (!text) continue;
      const r = resolveName(map, text, [x.kind]);
      if (r?.space !== x.id) s.error(`"${text}" does not resolve to ${x.id} (got ${r?.space ?? 'nothing'})`);
    }
    if (x.kind !== 'citadel' && (!x.names.abbrFr || !x.names.abbrEn)) s.error(`${x.id} lacks an abbreviation in one language`);
  }
}

function inside(map: GameMap, p: LonLat): boolean {
  const [w, so, e, n] = map.extent;
  return p[0] >= w && p[0] <= e && p[1] >= so && p[1] <= n;
}

/** Great-circle distance in degrees, to catch a border between far-apart spaces (a typo). */
function arc(a: LonLat, b: LonLat): number {
  const r = Math.PI / 180;
  const c = Math.sin(a[1] * r) * Math.sin(b[1] * r) + Math.cos(a[1] * r) * Math.cos(b[1] * r) * Math.cos((a[0] - b[0]) * r);
  return Math.acos(Math.min(1, Math.max(-1, c))) / r;
}

function checkGeography(map: GameMap, s: Sink) {
  for (const x of allSpaces(map)) {
    if (x.kind === 'land' && x.offboard) continue;
    if (!inside(map, x.centre)) s.error(`${x.id}: centre ${x.centre.join(',')} outside the map extent`);
    for (const p of x.seeds ?? []) if (!inside(map, p)) s.warn(`${x.id}: seed ${p.join(',')} outside the map extent`);
  }
  for (const b of map.borders) {
    const a = space(map, b.a);
    const z = space(map, b.b);
    if (!a || !z || b.special) continue;
    const d = arc(a.centre, z.centre);
    if (d > 14) s.warn(`${b.kind} border ${b.a}–${b.b}: centres ${d.toFixed(1)}° apart`);
  }
  for (const r of map.rivers) {
    for (const id of r.floods) if (province(map, id)?.terrain !== 'flood') s.error(`river ${r.id} floods ${id}, which is not a flood plain`);
  }
  for (const p of map.provinces) {
    if (p.terrain === 'flood' && !map.rivers.some((r) => r.floods.includes(p.id))) s.error(`flood plain ${p.id} is flooded by no river`);
  }
}

/** Checks a map, and the set-ups played on it (its ruleset's by default). */
export function checkMap(map: GameMap, scenarios: Scenario[] = SCENARIOS[map.ruleset] ?? []): MapReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const sink: Sink = { error: (m) => errors.push(m), warn: (m) => warnings.push(m) };
  indexMap(map);
  checkIds(map, sink);
  checkBorders(map, sink);
  checkSymmetry(map, sink);
  checkReach(map, sink);
  checkPorts(map, sink);
  checkSupply(map, sink);
  checkFacts(map, FACTS[map.ruleset], sink);
  checkNames(map, sink);
  checkGeography(map, sink);
  for (const sc of scenarios) {
    const r = checkScenario(map, sc);
    r.errors.forEach(sink.error);
    r.warnings.forEach(sink.warn);
  }
  const count = (k: Border['kind']) => map.borders.filter((b) => b.kind === k).length;
  return {
    ruleset: map.ruleset,
    ok: errors.length === 0,
    errors,
    warnings,
    summary: {
      land: map.provinces.filter((p) => !p.offboard).length,
      offboard: map.provinces.filter((p) => p.offboard).length,
      seas: map.seas.filter((x) => x.navigable).length,
      unnavigable: map.seas.filter((x) => !x.navigable).length,
      citadels: map.citadels.length,
      major: map.citadels.filter((c) => c.rank === 'major').length,
      capitals: map.citadels.filter((c) => c.rank === 'capital').length,
      ports: map.citadels.filter((c) => c.port).length,
      towns: map.provinces.reduce((n, p) => n + p.towns.length, 0),
      unsupplied: map.provinces.filter((p) => p.supply !== 'yes' && !p.offboard).length,
      treasures: map.citadels.filter((c) => c.treasure > 0).length,
      landBorders: count('land'),
      shores: count('shore'),
      coasts: count('coast'),
      seaBorders: count('sea'),
      access: count('access'),
      rivers: map.rivers.length,
      scenarios: scenarios.length,
    },
  };
}
