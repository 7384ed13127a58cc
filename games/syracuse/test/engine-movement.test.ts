/**
 * The movement search (`syracuse 3`) against its former self: `reachable`, `reachTo` and
 * `destinationsOf` (movement.ts, the tables of board-tables.ts) must give, in every position of a
 * few seeded games, exactly what the search of 553ce50 gave (copied below as the oracle: the same
 * destinations in the same order, with the same costs, entries and seas crossed).
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { EDGES, ZONE, ZONES, edge, neighbours, wallsOn, WALL } from '../src/data/map.ts';
import type { Side } from '../src/data/map.ts';
import { UNIT, LEADER } from '../src/data/counters.ts';
import { boundariesOf, zoneFacts } from '../src/board-tables.ts';
import { destinationsOf, fitsStack, reachTo, reachable } from '../src/movement.ts';
import type { Reach } from '../src/movement.ts';
import { closedTo, fortBuilt, pfOf } from '../src/state.ts';
import type { SyracuseState } from '../src/state.ts';
import { heuristicBot, legalOf, pendingOf, randomSyracuseBot, syracuse, viewOf } from '../src/index.ts';
import type { ScenarioId } from '../src/index.ts';

const isHigh = (zone: string) => ZONE[zone]?.terrain === 'high';
const isLandZone = (zone: string) => ZONE[zone]?.kind === 'land';
const isSeaZone = (zone: string) => ZONE[zone]?.kind === 'sea' || zone === 'Catane';

// ---- the oracle: movement.ts's search as it stood at 553ce50 (a scan for the least queue entry, per-node closures)
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
function oracleReachable(s: SyracuseState, id: string, opts: { reinforcement?: boolean } = {}): Map<string, Reach> {
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


/** The positions of a seeded game, every `every` decisions. */
function positions(scenario: ScenarioId, seed: string, bots: 'random' | 'l1', every: number, max: number): SyracuseState[] {
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed(seed)), emit: () => {} };
  const s = syracuse.setup({ scenario }, ctx);
  const bot = { ath: bots === 'random' ? randomSyracuseBot(`${seed}-a`) : heuristicBot('a'), syr: bots === 'random' ? randomSyracuseBot(`${seed}-s`) : heuristicBot('s') };
  const out: SyracuseState[] = [];
  for (let step = 0; step < max; step++) {
    const p = pendingOf(s);
    if (!p) break;
    if (step % every === 0) out.push(structuredClone(s));
    const player = p.players[0] as Side;
    const d = (bot[player]({ player, pending: p, view: viewOf(s, player), legal: legalOf(s, player), step }) ?? syracuse.defaultDecision(s, player)) as ChoiceDecision;
    syracuse.resolve(s, { [player]: d }, { dice: ctx.dice, emit: () => {} });
    ctx.dice.rolls.length = 0;
  }
  return out;
}

const onMap = (s: SyracuseState) => [...Object.values(s.units), ...Object.values(s.leaders)].filter((p) => p.status === 'map' && p.zone).map((p) => p.id);
const sideOf = (id: string): Side => (UNIT[id] ?? LEADER[id])!.side;

describe('the movement search is the one it was (syracuse 3)', () => {
  it('board-tables: the facts and boundaries of each zone are what the map data say (syracuse 0.2, 3.1, 3.2)', () => {
    for (const z of ZONES) {
      expect(zoneFacts(z.id)).toEqual({ high: isHigh(z.id), land: isLandZone(z.id), sea: isSeaZone(z.id), port: z.terrain === 'port', fortNode: `${z.id}:fort`, fort: ZONE[z.id]!.fort });
      expect(boundariesOf(z.id).map((b) => b.next)).toEqual(neighbours(z.id));
      for (const b of boundariesOf(z.id)) {
        expect(b.edge).toBe(edge(z.id, b.next));
        expect(b.walls).toEqual(wallsOn(z.id, b.next).map((id) => ({ id, side: WALL[id].side })));
      }
    }
    expect(EDGES.length).toBe(new Set(EDGES.map((e) => [e.a, e.b].sort().join('|'))).size);
  });

  const games = [
    { scenario: 'historical', seed: 'reach-0', bots: 'random' },
    { scenario: 'alcibiades', seed: 'reach-1', bots: 'random' },
    { scenario: 'historical', seed: 'reach-2', bots: 'l1' },
    { scenario: 'variant', seed: 'reach-3', bots: 'l1' },
  ] as const;
  it.each(games)('syracuse 3.1–3.5: $scenario game $seed ($bots bots): the same destinations, costs, entries and seas', ({ scenario, seed, bots }) => {
    let compared = 0;
    let moved = 0;
    for (const s of positions(scenario, seed, bots, 25, 700)) {
      const ids = onMap(s);
      for (const reinforcement of [false, true]) {
        for (const id of ids) {
          const want = oracleReachable(s, id, { reinforcement });
          const got = reachable(s, id, { reinforcement });
          expect([...got.entries()]).toEqual([...want.entries()]);
          // the search stopped at its target: every third destination (each is a search of its own)
          [...want].forEach(([to, r], i) => i % 3 === 0 && expect(reachTo(s, id, to, { reinforcement })).toEqual(r));
          compared++;
          if (want.size > 0) moved++;
        }
        for (const side of ['ath', 'syr'] as const) {
          const mine = ids.filter((id) => sideOf(id) === side);
          expect(destinationsOf(s, side, mine, { reinforcement })).toEqual(mine.map((id) => [...oracleReachable(s, id, { reinforcement }).keys()].sort()));
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(moved).toBeGreaterThan(100);
  });

  it('syracuse 3.2.13: a budget in place of the PM of the piece is what setting its `cont` gave', () => {
    for (const s of positions('historical', 'reach-4', 'l1', 60, 600)) {
      for (const id of onMap(s)) {
        const t = structuredClone(s);
        const p = t.units[id] ?? t.leaders[id]!;
        p.cont = 2;
        expect([...reachable(s, id, { budget: 2 }).entries()]).toEqual([...oracleReachable(t, id).entries()]);
      }
    }
  });
});
