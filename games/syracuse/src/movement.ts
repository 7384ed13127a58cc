/**
 * Movement (`syracuse 3`): costs, mandatory stops, amphibious moves and naval transport, as a
 * cheapest-path search from one counter. Destinations are zone ids, or `<zone>:fort` for a fort.
 */
import type { Side } from './data/map.ts';
import { UNIT, LEADER } from './data/counters.ts';
import { closedTo, fortAt, leadersIn, other, pfOf, stackLimit, sumPf, unitsIn } from './state.ts';
import type { SyracuseState } from './state.ts';
import { boundariesOf, zoneFacts } from './board-tables.ts';

export interface Reach {
  /** PM spent to reach it. */
  cost: number;
  entry: { river?: boolean; amphibious?: boolean; uphill?: boolean; wall?: boolean };
  /** Sea zones crossed by an amphibious move (`syracuse 3.4.4`). */
  seas: string[];
}

/**
 * Enemy units (combat units) anywhere in the zone, fort included (`syracuse 3.2.10`); an enemy
 * fort without units does not count (`syracuse 3.2.11`).
 */
export function enemyPresent(s: SyracuseState, zone: string, side: Side): boolean {
  return Object.values(s.units).some((u) => u.status === 'map' && u.zone === zone && UNIT[u.id]!.side !== side);
}

/**
 * How a search may be asked: the reinforcement move (2.B.2.3); `budget`, PM in place of the piece's
 * own (a cavalry withdrawal, 3.2.13); `around`, the units already read by `surroundingsOf` for the
 * piece's side from this very state (several searches in a state that does not change between them).
 */
export interface ReachOptions {
  reinforcement?: boolean;
  budget?: number;
  around?: Surroundings;
}

/** Where one unit or leader may go now (3.1–3.5). `budget` PM; Infinity for ships. */
export function reachable(s: SyracuseState, id: string, opts: ReachOptions = {}): Map<string, Reach> {
  return search(s, id, opts, undefined);
}

/**
 * The way one piece reaches `to` (a destination of `reachable`), the search stopping there: the
 * same cost and entry as `reachable(s, id, opts).get(to)`, since the search settles each node
 * once, in the order of its cost; undefined where `reachable` has no `to`.
 */
export function reachTo(s: SyracuseState, id: string, to: string, opts: ReachOptions = {}): Reach | undefined {
  return search(s, id, opts, to).get(to);
}

/**
 * The destinations of several pieces of `side` in one state, each sorted, as `reachable` lists
 * them (2.B.2.3, 2.B.3.2): the units are read once for all, and pieces that start alike (the same
 * node, kind, PF, PM and transport) share one search.
 */
export function destinationsOf(s: SyracuseState, side: Side, ids: readonly string[], opts: { reinforcement?: boolean } = {}): string[][] {
  const around = surroundingsOf(s, side);
  const done = new Map<string, string[]>();
  return ids.map((id) => {
    const isLeader = id in s.leaders;
    const piece = isLeader ? s.leaders[id]! : s.units[id]!;
    const kind = isLeader ? 'leader' : UNIT[id]!.type === 'T' ? 'naval' : 'land';
    const alike = `${piece.zone}|${piece.fort}|${kind}|${isLeader ? 0 : pfOf(s.units[id]!)}|${piece.cont}|${piece.aboard === true}`;
    let t = done.get(alike);
    if (!t) {
      t = [...search(s, id, { ...opts, around }, undefined).keys()].sort();
      done.set(alike, t);
    }
    return [...t];
  });
}

/** A node of the search: a zone, or its fort (`<zone>:fort`); `key` is its cost × 100 plus its penalties. */
interface Node {
  node: string;
  zone: string;
  inFort: boolean;
  cost: number;
  pen: number;
  key: number;
  entry: Reach['entry'];
  seas: string[];
}

/** The search's order: the least key, then the node's name (the order it has always used, so the first path found to a node, and its entry, stay the same). */
const before = (x: Node, y: Node): boolean => x.key < y.key || (x.key === y.key && x.node < y.node);

/** The search's frontier: the nodes met and not yet settled, the least key met for each node, the PM to spend. */
interface Frontier {
  queue: Node[];
  best: Map<string, number>;
  budget: number;
}

/** A node met by a step (a module function, not a closure: the search runs for every piece at every decision of a playout). */
function offer(f: Frontier, node: string, zone: string, inFort: boolean, cost: number, pen: number, entry: Reach['entry'], seas: string[]): void {
  if (cost > f.budget) return;
  const key = cost * 100 + pen;
  if ((f.best.get(node) ?? Infinity) <= key) return;
  f.best.set(node, key);
  f.queue.push({ node, zone, inFort, cost, pen, key, entry, seas });
}

/** What the search reads of the units, gathered in one pass: the state does not change during it. */
export interface Surroundings {
  enemyAt: Set<string>;
  enemyShipAt: Set<string>;
  /** Enemy units in a fort, by zone (4.3.2.3: an empty enemy fort may be entered). */
  garrisonEnemy: Set<string>;
  ownShipPf: Map<string, number>;
  /** Units of either side in each fort, own units and own ship PF outside the forts (3.3). */
  inFort: Map<string, number>;
  ownOpen: Map<string, number>;
  ownOpenShipPf: Map<string, number>;
  /** Zones the enemy's archers close to this side's land units and leaders (S7). */
  archers: Set<string>;
}

/** What the movement search reads of the units, for `side`'s pieces (3.2.10–3.2.12, 3.3, 3.4, 3.5, S7). */
export function surroundingsOf(s: SyracuseState, side: Side): Surroundings {
  const r: Surroundings = { enemyAt: new Set(), enemyShipAt: new Set(), garrisonEnemy: new Set(), ownShipPf: new Map(), inFort: new Map(), ownOpen: new Map(), ownOpenShipPf: new Map(), archers: new Set() };
  for (const u of Object.values(s.units)) {
    if (u.status !== 'map') continue;
    const spec = UNIT[u.id]!;
    const mine = spec.side === side;
    const ship = spec.type === 'T';
    if (u.fort === true) r.inFort.set(u.zone!, (r.inFort.get(u.zone!) ?? 0) + 1);
    else if (mine && u.fort === false) {
      r.ownOpen.set(u.zone!, (r.ownOpen.get(u.zone!) ?? 0) + 1);
      if (ship) r.ownOpenShipPf.set(u.zone!, (r.ownOpenShipPf.get(u.zone!) ?? 0) + pfOf(u));
    }
    if (!u.zone) continue;
    if (!mine) {
      r.enemyAt.add(u.zone);
      if (ship) r.enemyShipAt.add(u.zone);
      if (u.fort) r.garrisonEnemy.add(u.zone);
    } else if (ship) r.ownShipPf.set(u.zone, (r.ownShipPf.get(u.zone) ?? 0) + pfOf(u));
  }
  for (const a of s.archers) if (a.side !== side) r.archers.add(a.zone);
  return r;
}

/** `fitsStack` on the gathered counts (`syracuse 3.3`). */
function fits(s: SyracuseState, around: Surroundings, node: string, zone: string, shipPf: number, isLeader: boolean): boolean {
  if (isLeader) return true;
  if (node !== zone) return (around.inFort.get(zone) ?? 0) < 2;
  const lim = stackLimit(s, zone);
  if (lim.units !== undefined && (around.ownOpen.get(zone) ?? 0) + 1 > lim.units) return false;
  if (lim.pf !== undefined && (around.ownOpenShipPf.get(zone) ?? 0) + shipPf > lim.pf) return false;
  return true;
}

/**
 * Dijkstra over the nodes `zone` and `zone:fort`, settling each node once at its least key; with
 * `target`, it stops once the target is settled (what it found up to there is what the whole
 * search finds for it).
 */
function search(s: SyracuseState, id: string, opts: ReachOptions, target: string | undefined): Map<string, Reach> {
  const reinforcement = !!opts.reinforcement;
  const isLeader = id in s.leaders;
  const piece = isLeader ? s.leaders[id]! : s.units[id]!;
  const side: Side = isLeader ? LEADER[id]!.side : UNIT[id]!.side;
  const naval = !isLeader && UNIT[id]!.type === 'T';
  const pf = isLeader ? 0 : pfOf(s.units[id]!);
  const start = piece.zone!;
  const budget = opts.budget ?? piece.cont ?? (naval ? Infinity : isLeader ? 5 : 4);
  const transported = !naval && (piece.aboard === true || start === 'Catane');
  const around = opts.around ?? surroundingsOf(s, side);
  const out = new Map<string, Reach>();
  const settled = new Set<string>();
  const startNode = piece.fort ? `${start}:fort` : start;
  const front: Frontier = { queue: [{ node: startNode, zone: start, inFort: piece.fort, cost: 0, pen: 0, key: 0, entry: {}, seas: [] }], best: new Map([[startNode, 0]]), budget };
  const queue = front.queue;
  let cur: Node;
  while (queue.length > 0) {
    let at = 0;
    for (let i = 1; i < queue.length; i++) if (before(queue[i]!, queue[at]!)) at = i;
    cur = queue[at]!;
    queue[at] = queue[queue.length - 1]!;
    queue.pop();
    // a node met again at a greater key adds nothing: every step from it costs more than from its first meeting
    if (settled.has(cur.node)) continue;
    settled.add(cur.node);
    const zone = cur.zone;
    if (cur.node !== startNode) {
      out.set(cur.node, { cost: cur.cost, entry: cur.entry, seas: cur.seas });
      if (cur.node === target) break;
      // Mandatory stop (3.2.10, 3.2.12): entering a zone holding enemy units ends the move.
      if (around.enemyAt.has(zone)) continue;
    }
    if (cur.inFort) {
      offer(front, zone, zone, false, cur.cost + 1, cur.pen, {}, cur.seas); // leave the fort (3.2.5)
      continue;
    }
    const here = zoneFacts(zone);
    const f = here.fort && s.forts[here.fort].built ? here.fort : undefined; // fortBuilt, from the table
    if (f && !naval && here.land) {
      // enter an own fort, or an empty enemy fort which is then captured (4.3.2.3); not during the reinforcement move (2.B.2.3)
      if (!around.garrisonEnemy.has(zone) && !(reinforcement && s.forts[f].owner !== side)) offer(front, here.fortNode, zone, true, cur.cost + 1, cur.pen, {}, cur.seas);
    }
    for (const { next, edge: e, walls } of boundariesOf(zone)) {
      if (e.chains && s.chains === 'built') continue; // 3.1.5
      if (closedTo(s, next, side)) continue;
      if (e.canal && side !== 'syr') continue;
      if (reinforcement && around.enemyAt.has(next)) continue; // 2.B.2.3
      const there = zoneFacts(next);
      if (naval) {
        if (!there.sea) continue;
        offer(front, next, next, false, cur.cost + 1, cur.pen, {}, cur.seas);
        continue;
      }
      if (transported) {
        // naval transport (3.5): along sea zones holding friendly ships and no enemy ships, then land on an enemy-free coast
        if (there.sea) {
          if (next !== 'Catane' && ((around.ownShipPf.get(next) ?? 0) === 0 || around.enemyShipAt.has(next))) continue;
          offer(front, next, next, false, cur.cost, cur.pen, {}, [...cur.seas, next]);
        } else if (here.sea && zone !== 'Catane' && there.land && !around.enemyAt.has(next)) {
          offer(front, next, next, false, cur.cost, cur.pen, {}, cur.seas);
        }
        continue;
      }
      if (there.sea) {
        // amphibious operation (3.4): friendly ships, no enemy ships, 1 land PF per ship PF
        if (next === 'Catane' || there.port) continue;
        if (around.enemyShipAt.has(next)) continue;
        const ships = around.ownShipPf.get(next) ?? 0;
        if (ships === 0) continue;
        if (!isLeader && (s.carried[next] ?? 0) + pf > ships) continue;
        if (!here.land && !here.sea) continue;
        offer(front, next, next, false, cur.cost + 1, cur.pen + 1, { amphibious: true }, [...cur.seas, next]);
        continue;
      }
      if (!there.land) continue;
      if (around.archers.has(next)) continue; // S7
      if (here.sea) {
        // landing from the sea counts as coming from clear terrain (3.4.4)
        const uphill = there.high;
        offer(front, next, next, false, cur.cost + 1 + (uphill ? 1 : 0), cur.pen + 1, { amphibious: true, ...(uphill ? { uphill } : {}) }, cur.seas);
        continue;
      }
      // the extra PM of the boundary on land: elevation, river, walls (3.2.3–3.2.7)
      let cost = 1;
      const uphill = !here.high && there.high;
      if (uphill) cost += 1;
      if (e.river) cost += 1;
      let wall = false;
      for (const w of walls) {
        if (w.side === side) continue; // friendly walls cost nothing (3.2.9)
        if (s.walls[w.id] === 'built') {
          cost += 3;
          wall = true;
        } else if (s.walls[w.id] === 'destroyed') cost += 1;
      }
      const entry: Reach['entry'] = {};
      if (e.river) entry.river = true;
      if (uphill) entry.uphill = true;
      if (wall) entry.wall = true;
      offer(front, next, next, false, cur.cost + cost, cur.pen + (e.river ? 1 : 0) + (uphill ? 1 : 0) + (wall ? 2 : 0), entry, []);
    }
  }
  // Where it may stop: land units on land (3.4.6), ships at sea; leaders on land or at sea beside a friendly ship.
  for (const node of [...out.keys()]) {
    const zone = node.endsWith(':fort') ? node.slice(0, -5) : node;
    const z = zoneFacts(zone);
    const okKind = naval ? z.sea : isLeader ? z.land || (z.sea && zone !== 'Catane' && (around.ownShipPf.get(zone) ?? 0) > 0) : z.land;
    if (!okKind || !fits(s, around, node, zone, naval ? pf : 0, isLeader)) out.delete(node);
    else if (zone === 'Catane') out.delete(node);
  }
  return out;
}

/** Does one more counter fit (`syracuse 3.3`)? Leaders never count. */
export function fitsStack(s: SyracuseState, node: string, side: Side, shipPf: number, isLeader: boolean): boolean {
  if (isLeader) return true;
  const inFort = node.endsWith(':fort');
  const zone = node.replace(/:fort$/, '');
  if (inFort) return unitsIn(s, zone, { fort: true }).length < 2;
  const lim = stackLimit(s, zone);
  const here = unitsIn(s, zone, { side, fort: false });
  if (lim.units !== undefined && here.length + 1 > lim.units) return false;
  if (lim.pf !== undefined && sumPf(here.filter((u) => UNIT[u.id]!.type === 'T')) + shipPf > lim.pf) return false;
  return true;
}

/** The bit of one side's units in a zone's open ground or its fort (`capturedLeaders`). */
const bit = (fort: boolean, side: Side): number => 1 << ((fort ? 2 : 0) + (side === 'ath' ? 0 : 1));

/** Is a leader alone with enemy units (`syracuse 4.2.2.2`)? */
export function capturedLeaders(s: SyracuseState): string[] {
  // who stands where, read once for all the leaders: per zone, one bit per side and place (in the fort or not)
  const present = new Map<string | null, number>();
  for (const u of Object.values(s.units)) {
    if (u.status !== 'map' || typeof u.fort !== 'boolean') continue;
    present.set(u.zone, (present.get(u.zone) ?? 0) | bit(u.fort, UNIT[u.id]!.side));
  }
  const out: string[] = [];
  for (const l of Object.values(s.leaders)) {
    if (l.status !== 'map' || !l.zone || l.zone === 'Catane') continue;
    const side = LEADER[l.id]!.side;
    const here = present.get(l.zone) ?? 0;
    // (a leader's `fort` is always true or false; were it not, the units are scanned as they always were)
    const mine = typeof l.fort === 'boolean' ? (here & bit(l.fort, side)) !== 0 : unitsIn(s, l.zone, { side, fort: l.fort }).length > 0;
    const enemies = typeof l.fort === 'boolean' ? (here & bit(l.fort, other(side))) !== 0 : Object.values(s.units).some((u) => u.status === 'map' && u.zone === l.zone && u.fort === l.fort && UNIT[u.id]!.side !== side);
    if (enemies && !mine) out.push(l.id);
  }
  return out.sort();
}

/** The activation cost of a zone (`syracuse 2.B.3.2.2`–`2.B.3.2.4`). */
export function activationCost(s: SyracuseState, zone: string, side: Side): number {
  const ls = leadersIn(s, zone, { side }).filter((l) => !l.sick);
  if (ls.length === 0) return 2;
  return Math.max(...ls.map((l) => (l.wounded ? 0 : LEADER[l.id]!.swords))) === 2 ? 0 : 1;
}

export { fortAt };
