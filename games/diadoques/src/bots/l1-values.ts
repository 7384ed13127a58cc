/**
 * The L1 bot's space values for Les Diadoques and Diadokhoi (issue 20 item 2): the DumbBot
 * method (see `src/classic/bot-values.ts`; its constants in `./dumbbot.ts`) carried over to
 * this map, where what a player plays for is citadels, not supply centres:
 * - each power's size is `x² + 4x + 16` for its x citadels, a major one counting two (VP,
 *   `diadoques §3.3`, `diadokhoi §4.4.5`); the neutral citadels are one more "power", counted
 *   a fifth (see `powerSizes`);
 * - a citadel it does not hold is worth attacking by its owner's size, twice for a major
 *   citadel (0.3 for a minor one: no VP), three times for its own capital held by another
 *   (`diadoques §3.3`: 3 VP); the value sits where a siege of it starts — the province for armies, the seas of its access
 *   arrows for fleets in Les Diadoques (`diadoques §9a.22`), the province in Diadokhoi;
 * - a citadel it holds is worth defending by the size of the largest enemy with a unit next
 *   to it, twice for a major one; its own capital as a major one, with enemies two steps away;
 * - proximity diffuses over nine passes along the army graph and the fleet graph apart,
 *   (own + each neighbour's) / 5, and a space's value adds the weighted proximities, its
 *   strength (its units that could stand there next season, by strength, `diadoques §9a.5`) and
 *   less the competition (the most strength one other power could bring).
 * The citadels of the VP leaders (the rules' count: in Diadokhoi the Argeades too) count triple
 * to the others (`LEADER_FOCUS`).
 * Spring and summer use DumbBot's spring weights, autumn its fall weights: autumn ends with the
 * supply check and the winter's income (`diadoques §11a.3`, `§10.1`).
 */
import { citadel, neighbours, space as spaceOf } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import type { PowerId, SpaceId, UnitState } from '../rules/state.ts';
import { WEIGHTS } from './dumbbot.ts';
import { victoryPointsOf } from '../politics/victory.ts';
import { moverOf, siegePositions, strength } from './baseline.ts';
import type { Ctx } from './baseline.ts';

export type Mover = 'army' | 'fleet';

export interface SpaceValues {
  /** Per mover kind, the value of standing in each space next season. */
  node: Record<Mover, Map<SpaceId, number>>;
  strength: Map<SpaceId, number>;
  competition: Map<SpaceId, number>;
}

const DEPTH = 10;

/**
 * A minor citadel's weight against a major one's 2 in the attack and defence values: it gives
 * income but no victory point (`diadoques §3.3`, `diadokhoi §4.4.5`); measured against the
 * baseline (30 games, `--seed b1`), L1 won 7 with 0.3 against 4 with 1.
 */
const MINOR = 0.3;

/** The spaces each kind may stand on (citadels aside: a unit enters only its own, to garrison it). */
function graphOf(map: GameMap, mover: Mover): { nodes: SpaceId[]; next: Map<SpaceId, SpaceId[]> } {
  const nodes = [...map.provinces.filter((p) => !p.offboard).map((p) => p.id), ...map.seas.filter((s) => s.navigable).map((s) => s.id)];
  const next = new Map<SpaceId, SpaceId[]>();
  const keep: SpaceId[] = [];
  for (const id of nodes) {
    const n = [...new Set(neighbours(map, id, mover).map((x) => x.to))].filter((to) => spaceOf(map, to)?.kind !== 'citadel');
    if (n.length === 0) continue;
    keep.push(id);
    next.set(id, n);
  }
  return { nodes: keep, next };
}

const graphs = new Map<string, ReturnType<typeof graphOf>>();
function graphFor(map: GameMap, mover: Mover) {
  const key = `${map.ruleset}|${mover}`;
  if (!graphs.has(key)) graphs.set(key, graphOf(map, mover));
  return graphs.get(key)!;
}

/** `x² + 4x + 16` per power for its citadels (a major one counting two); the neutral citadels under `''`. */
export function powerSizes(c: Ctx): Map<string, number> {
  const count = new Map<string, number>();
  for (const x of c.map.citadels) {
    const owner = c.view.control[x.id] ?? '';
    count.set(owner, (count.get(owner) ?? 0) + (x.rank === 'minor' ? 1 : 2));
  }
  // The neutral citadels (about 45 weighted at the start) would make a "power" sixty times an
  // average player's and blind the bot to its enemies; counted a fifth, a neutral citadel starts
  // about four times as attractive as an average enemy's, as on the classic board (208 against 48).
  const neutral = count.get('') ?? 0;
  count.set('', Math.round(neutral / 5));
  return new Map([...count].map(([k, n]) => [k, n * n + 4 * n + 16]));
}

/**
 * Press-free diplomacy (issue 20): the citadels of the players ahead in victory points — those
 * who would win the short game or a total victory (`diadoques §3.2`, `diadokhoi §4.5.3`), ties
 * included since prestige or a vote would break them — are worth this much more to everyone
 * else, so the others press on the leaders as players would, without a word exchanged.
 */
export const LEADER_FOCUS = 3;

/**
 * The players with the most victory points — the rules' own count from what every player sees
 * (citadels, and in Diadokhoi the Argeades held and Kleopatra's husband, `diadokhoi §4.4.1`–`§4.4.6`)
 * — when fewer than half the players share the top; `c.power` left out.
 */
export function leadersOf(c: Ctx): Set<PowerId> {
  const live = c.view.powers.filter((p) => p.kind === 'player' && !p.eliminated).map((p) => p.id);
  const vp = new Map(live.map((p) => [p, victoryPointsOf(c.state, p)]));
  const top = Math.max(0, ...vp.values());
  const first = [...vp].filter(([, n]) => n === top).map(([p]) => p);
  // Everyone level (the start of Les Diadoques): nobody leads.
  if (2 * first.length > live.length) return new Set();
  return new Set(first.filter((p) => p !== c.power));
}

/** Spaces a unit could stand on next season: its own and where it may step. */
function reachOf(c: Ctx, u: UnitState): SpaceId[] {
  return [u.space, ...neighbours(c.map, u.coast ? { space: u.space, coast: u.coast } : u.space, moverOf(u)).map((n) => n.to)];
}

export function spaceValues(c: Ctx): SpaceValues {
  const w = WEIGHTS[c.view.season === 'autumn' ? 'fall' : 'spring'];
  const size = powerSizes(c);
  const capital = c.view.powers.find((p) => p.id === c.power)?.capital;
  const units = c.view.units.filter((u) => !u.transit);
  // Strength each power could bring to each space next season.
  const reach = new Map<SpaceId, Map<PowerId, number>>();
  for (const u of units) {
    for (const s of new Set(reachOf(c, u))) {
      const m = reach.get(s) ?? new Map<PowerId, number>();
      m.set(u.power, (m.get(u.power) ?? 0) + strength(c, u));
      reach.set(s, m);
    }
  }
  const leaders = leadersOf(c);
  const base: Record<Mover, Map<SpaceId, number>> = { army: new Map(), fleet: new Map() };
  const add = (mover: Mover, s: SpaceId, v: number) => base[mover].set(s, (base[mover].get(s) ?? 0) + v);
  for (const x of c.map.citadels) {
    const owner = c.view.control[x.id] ?? '';
    const rank = x.rank === 'minor' ? MINOR : 2;
    if (owner === c.power) {
      let d = 0;
      // Its capital (3 VP, and its income, `diadoques §3.3`, `§10.1`) is watched two steps out.
      const isCapital = x.id === capital;
      const ring = neighbours(c.map, x.province, 'army').map((n) => n.to);
      const near = new Set([x.id, x.province, ...ring, ...(isCapital ? ring.flatMap((r) => neighbours(c.map, r, 'army').map((n) => n.to)) : [])]);
      for (const u of units) if (u.power !== c.power && near.has(u.space)) d = Math.max(d, size.get(u.power) ?? 0);
      const v = d * rank * w.defence;
      if (v > 0) {
        add('army', x.province, v);
        for (const s of siegePositions(c, x.id, true)) add('fleet', s, v / 2);
      }
    } else {
      const v = (size.get(owner) ?? 0) * (x.id === capital ? 3 : rank) * w.attack * (leaders.has(owner) ? LEADER_FOCUS : 1);
      for (const s of siegePositions(c, x.id, false)) add('army', s, v);
      if (citadel(c.map, x.id)?.port) for (const s of siegePositions(c, x.id, true)) add('fleet', s, v / 2);
    }
  }
  const strengthOf = new Map<SpaceId, number>();
  const competition = new Map<SpaceId, number>();
  for (const [s, m] of reach) {
    strengthOf.set(s, m.get(c.power) ?? 0);
    competition.set(s, Math.max(0, ...[...m].filter(([p]) => p !== c.power).map(([, v]) => v)));
  }
  const node = { army: diffuse(c.map, 'army', base.army, w.proximity), fleet: diffuse(c.map, 'fleet', base.fleet, w.proximity) };
  for (const mover of ['army', 'fleet'] as Mover[]) {
    for (const [s, v] of node[mover]) node[mover].set(s, v + (strengthOf.get(s) ?? 0) * w.strength - (competition.get(s) ?? 0) * w.competition);
  }
  return { node, strength: strengthOf, competition };
}

/** Σ proximity[n] × weight[n], proximity[n] = (own + Σ neighbours' proximity[n−1]) / 5. */
function diffuse(map: GameMap, mover: Mover, base: Map<SpaceId, number>, weights: readonly number[]): Map<SpaceId, number> {
  const g = graphFor(map, mover);
  let prox = new Map(g.nodes.map((s) => [s, base.get(s) ?? 0]));
  const value = new Map(g.nodes.map((s) => [s, prox.get(s)! * weights[0]!]));
  for (let d = 1; d < DEPTH; d++) {
    const next = new Map<SpaceId, number>();
    for (const s of g.nodes) {
      let sum = prox.get(s)!;
      for (const n of g.next.get(s)!) sum += prox.get(n) ?? 0;
      next.set(s, sum / 5);
    }
    prox = next;
    for (const s of g.nodes) value.set(s, value.get(s)! + prox.get(s)! * weights[d]!);
  }
  return value;
}
