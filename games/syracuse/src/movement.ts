/**
 * Movement (`syracuse 3`): costs, mandatory stops, amphibious moves and naval transport, as a
 * cheapest-path search from one counter. Destinations are zone ids, or `<zone>:fort` for a fort.
 */
import { ZONE, edge, neighbours, wallsOn, WALL } from './data/map.ts';
import type { Side } from './data/map.ts';
import { UNIT, LEADER } from './data/counters.ts';
import { closedTo, fortAt, fortBuilt, leadersIn, pfOf, stackLimit, sumPf, unitsIn } from './state.ts';
import type { SyracuseState } from './state.ts';

export interface Reach {
  /** PM spent to reach it. */
  cost: number;
  entry: { river?: boolean; amphibious?: boolean; uphill?: boolean; wall?: boolean };
  /** Sea zones crossed by an amphibious move (`syracuse 3.4.4`). */
  seas: string[];
}

const isHigh = (zone: string) => ZONE[zone]?.terrain === 'high';
const isLandZone = (zone: string) => ZONE[zone]?.kind === 'land';
const isSeaZone = (zone: string) => ZONE[zone]?.kind === 'sea' || zone === 'Catane';

/**
 * Enemy units (combat units) anywhere in the zone, fort included (`syracuse 3.2.10`); an enemy
 * fort without units does not count (`syracuse 3.2.11`).
 */
export function enemyPresent(s: SyracuseState, zone: string, side: Side): boolean {
  return Object.values(s.units).some((u) => u.status === 'map' && u.zone === zone && UNIT[u.id]!.side !== side);
}


/** Extra PM for crossing the boundary a→b on land: elevation, river, walls (`syracuse 3.2.3`–`3.2.7`). */
function landStep(s: SyracuseState, a: string, b: string, side: Side): { cost: number; river: boolean; uphill: boolean; wall: boolean } | null {
  const e = edge(a, b);
  if (!e) return null;
  let cost = 1;
  const uphill = !isHigh(a) && isHigh(b);
  if (uphill) cost += 1;
  if (e.river) cost += 1;
  let wall = false;
  for (const w of wallsOn(a, b)) {
    if (WALL[w].side === side) continue; // friendly walls cost nothing (3.2.9)
    if (s.walls[w] === 'built') {
      cost += 3;
      wall = true;
    } else if (s.walls[w] === 'destroyed') cost += 1;
  }
  return { cost, river: !!e.river, uphill, wall };
}

/** Where one unit or leader may go now (3.1–3.5). `budget` PM; Infinity for ships. */
export function reachable(s: SyracuseState, id: string, opts: { reinforcement?: boolean } = {}): Map<string, Reach> {
  const isLeader = id in s.leaders;
  const piece = isLeader ? s.leaders[id]! : s.units[id]!;
  const side: Side = isLeader ? LEADER[id]!.side : UNIT[id]!.side;
  const naval = !isLeader && UNIT[id]!.type === 'T';
  const pf = isLeader ? 0 : pfOf(s.units[id]!);
  const start = piece.zone!;
  const budget = piece.cont ?? (naval ? Infinity : isLeader ? 5 : 4);
  const transported = !naval && (piece.aboard === true || start === 'Catane');
  const out = new Map<string, Reach>();
  // The state does not change during the search: the units are read once into per-zone facts
  // instead of being scanned again at every node (a pure speed change: the same answers).
  const enemyAt = new Set<string>();
  const enemyShipAt = new Set<string>();
  const ownShipPf = new Map<string, number>();
  const garrisonEnemy = new Set<string>();
  for (const u of Object.values(s.units)) {
    if (u.status !== 'map' || !u.zone) continue;
    const mine = UNIT[u.id]!.side === side;
    const ship = UNIT[u.id]!.type === 'T';
    if (!mine) {
      enemyAt.add(u.zone);
      if (ship) enemyShipAt.add(u.zone);
      if (u.fort) garrisonEnemy.add(u.zone);
    } else if (ship) ownShipPf.set(u.zone, (ownShipPf.get(u.zone) ?? 0) + pfOf(u));
  }
  const enemyIn = (zone: string) => enemyAt.has(zone);
  const ownShips = (zone: string) => ownShipPf.get(zone) ?? 0;
  // Dijkstra over nodes `zone` or `zone:fort`; cost scaled by 100 plus penalties to prefer clean entries.
  const best = new Map<string, number>();
  type Node = { node: string; cost: number; pen: number; entry: Reach['entry']; seas: string[] };
  const queue: Node[] = [{ node: piece.fort ? `${start}:fort` : start, cost: 0, pen: 0, entry: {}, seas: [] }];
  best.set(queue[0]!.node, 0);
  const blockedByArchers = (zone: string) => !naval && s.archers.some((a) => a.zone === zone && a.side !== side);
  const before = (x: Node, y: Node) => x.cost * 100 + x.pen - (y.cost * 100 + y.pen) || (x.node < y.node ? -1 : 1);
  while (queue.length > 0) {
    // the least entry in the order the search has always used (cost, penalties, then the node's name)
    let at = 0;
    for (let i = 1; i < queue.length; i++) if (before(queue[i]!, queue[at]!) < 0) at = i;
    const cur = queue[at]!;
    queue.splice(at, 1);
    const [zone, inFort] = cur.node.endsWith(':fort') ? [cur.node.slice(0, -5), true] : [cur.node, false];
    if (cur.node !== (piece.fort ? `${start}:fort` : start)) {
      const prev = out.get(cur.node);
      if (!prev) out.set(cur.node, { cost: cur.cost, entry: cur.entry, seas: cur.seas });
    }
    // Mandatory stop (3.2.10, 3.2.12): entering a zone holding enemy units ends the move.
    const startNode = piece.fort ? `${start}:fort` : start;
    if (cur.node !== startNode && enemyIn(zone)) continue;
    const push = (node: string, cost: number, pen: number, entry: Reach['entry'], seas: string[]) => {
      if (cost > budget) return;
      const key = cost * 100 + pen;
      if ((best.get(node) ?? Infinity) <= key) return;
      best.set(node, key);
      queue.push({ node, cost, pen, entry, seas });
    };
    if (inFort) {
      push(zone, cur.cost + 1, cur.pen, {}, cur.seas); // leave the fort (3.2.5)
      continue;
    }
    const f = fortBuilt(s, zone);
    if (f && !naval && isLandZone(zone)) {
      const enemyInFort = garrisonEnemy.has(zone);
      // enter an own fort, or an empty enemy fort which is then captured (4.3.2.3); not during the reinforcement move (2.B.2.3)
      if (!enemyInFort && !(opts.reinforcement && s.forts[f].owner !== side)) push(`${zone}:fort`, cur.cost + 1, cur.pen, {}, cur.seas);
    }
    for (const next of neighbours(zone)) {
      const e = edge(zone, next)!;
      if (e.chains && s.chains === 'built') continue; // 3.1.5
      if (closedTo(s, next, side)) continue;
      if (e.canal && side !== 'syr') continue;
      if (opts.reinforcement && enemyIn(next)) continue; // 2.B.2.3
      if (naval) {
        if (!isSeaZone(next)) continue;
        push(next, cur.cost + 1, cur.pen, {}, cur.seas);
        continue;
      }
      if (transported) {
        // naval transport (3.5): along sea zones holding friendly ships and no enemy ships, then land on an enemy-free coast
        if (isSeaZone(next)) {
          if (next !== 'Catane' && (ownShips(next) === 0 || enemyShipAt.has(next))) continue;
          push(next, cur.cost, cur.pen, {}, [...cur.seas, next]);
        } else if (isSeaZone(zone) && zone !== 'Catane' && isLandZone(next) && !enemyIn(next)) {
          push(next, cur.cost, cur.pen, {}, cur.seas);
        }
        continue;
      }
      if (isSeaZone(next)) {
        // amphibious operation (3.4): friendly ships, no enemy ships, 1 land PF per ship PF
        if (next === 'Catane' || ZONE[next]!.terrain === 'port') continue;
        if (enemyShipAt.has(next)) continue;
        const ships = ownShips(next);
        if (ships === 0) continue;
        if (!isLeader && (s.carried[next] ?? 0) + pf > ships) continue;
        if (!isLandZone(zone) && !isSeaZone(zone)) continue;
        push(next, cur.cost + 1, cur.pen + 1, { amphibious: true }, [...cur.seas, next]);
        continue;
      }
      if (!isLandZone(next)) continue;
      if (blockedByArchers(next)) continue;
      if (isSeaZone(zone)) {
        // landing from the sea counts as coming from clear terrain (3.4.4)
        const uphill = isHigh(next);
        push(next, cur.cost + 1 + (uphill ? 1 : 0), cur.pen + 1, { amphibious: true, ...(uphill ? { uphill } : {}) }, cur.seas);
        continue;
      }
      const st = landStep(s, zone, next, side);
      if (!st) continue;
      const entry: Reach['entry'] = {};
      if (st.river) entry.river = true;
      if (st.uphill) entry.uphill = true;
      if (st.wall) entry.wall = true;
      push(next, cur.cost + st.cost, cur.pen + (st.river ? 1 : 0) + (st.uphill ? 1 : 0) + (st.wall ? 2 : 0), entry, []);
    }
  }
  // Where it may stop: land units on land (3.4.6), ships at sea; leaders on land or at sea beside a friendly ship.
  for (const node of [...out.keys()]) {
    const zone = node.replace(/:fort$/, '');
    const okKind = naval ? isSeaZone(zone) : isLeader ? isLandZone(zone) || (isSeaZone(zone) && zone !== 'Catane' && ownShips(zone) > 0) : isLandZone(zone);
    if (!okKind || !fitsStack(s, node, side, naval ? pf : 0, isLeader)) out.delete(node);
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

/** Is a leader alone with enemy units (`syracuse 4.2.2.2`)? */
export function capturedLeaders(s: SyracuseState): string[] {
  const out: string[] = [];
  for (const l of Object.values(s.leaders)) {
    if (l.status !== 'map' || !l.zone || l.zone === 'Catane') continue;
    const side = LEADER[l.id]!.side;
    const mine = unitsIn(s, l.zone, { side, fort: l.fort });
    const enemies = Object.values(s.units).some((u) => u.status === 'map' && u.zone === l.zone && u.fort === l.fort && UNIT[u.id]!.side !== side);
    if (enemies && mine.length === 0) out.push(l.id);
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
