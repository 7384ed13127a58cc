/**
 * The heuristic (L1) policy. It reads only its view (the public board, its own hand) and the
 * listed legal decisions: it marches land units to the works its side needs (the Athenian camp,
 * walls and forts; the Syracusan counter-walls), attacks only at good odds keeping the combat AP,
 * builds with every works point, keeps ships out of attrition, and plays its stratagems where they
 * help (combat shifts, free works, recovery, supply).
 */
import { FORTS, WALLS, ZONE, neighbours, wallZones } from './data/map.ts';
import type { Side } from './data/map.ts';
import { LEADER } from './data/counters.ts';
import type { SyracuseView } from './view.ts';

export type Decision = { verb: string; subject?: string; target?: string };
type V = SyracuseView;

const DIST = new Map<string, Map<string, number>>();
/** Steps between two zones over land, and over land and sea for the fleet's carriage. */
function dist(a: string, b: string): number {
  let m = DIST.get(a);
  if (!m) {
    m = new Map([[a, 0]]);
    const queue = [a];
    while (queue.length) {
      const z = queue.shift()!;
      for (const n of neighbours(z)) {
        if (m.has(n)) continue;
        // sea zones are crossed at a cost of 2 (ships must be there), land at 1
        m.set(n, m.get(z)! + (ZONE[n]?.kind === 'land' ? 1 : 2));
        queue.push(n);
      }
    }
    DIST.set(a, m);
  }
  return m.get(b) ?? 99;
}

const zoneOf = (t: string) => t.replace(/:fort$/, '');

function pfIn(v: V, zone: string, side: Side, opts: { fort?: boolean } = {}): number {
  return v.units.filter((u) => u.status === 'map' && u.zone === zone && u.side === side && (opts.fort === undefined || u.fort === opts.fort)).reduce((n, u) => n + u.pf, 0);
}
function builderPf(v: V, zone: string, side: Side): number {
  return v.units.filter((u) => u.status === 'map' && u.zone === zone && u.side === side && ['H', 'A', 'P'].includes(u.type)).reduce((n, u) => n + u.pf, 0);
}

/** Departures from L1's rules of thumb, which the search bot (L2) may take for its own side; L1 itself takes none. */
export interface HeuristicOptions {
  /**
   * The Syracusan sends builders to both sides of a built Athenian wall, to pull it down in D.5
   * (`syracuse 4.5.2`: 2 PF of H, A or P in each zone, 3+ on a d6). Without it nothing ever stood
   * against the circumvallation: the three walls starved him (6.2.1) and he capitulated (6.3.2),
   * all five of L2's Syracusan losses on seed l2h.
   */
  breakWalls?: boolean;
  /**
   * The breakers go once one Athenian wall stands while the Syracusan supply box is at 2 or less
   * (not two walls): the Athenian may build A2 and A3 in one works phase, and the walls' Disette
   * (6.2.1) then empties a low box before any breaker can reach the walls (6.3.2; seed l2j-3: the
   * box at 1 after the cavalry's supply rolls, 6.2.3, both walls built on turn 5, capitulation the
   * same turn).
   */
  breakEarly?: boolean;
  /**
   * With `breakWalls`: while a wall is a target, a breaker's move to its zone outranks every other
   * move, attacks included, and the zone it leaves is activated first (the wall starves the city,
   * 6.2.1, 6.3.2), and while two walls stand the next counter-wall's zones are no goal (a goal zone
   * keeps its lone builder). Without it L1's attack on a lone cavalry unit beside Labdalon took the
   * one builder that could reach A2 (seed l2j-4, turn 4), A3 was built that turn and the city
   * capitulated.
   */
  breakFirst?: boolean;
  /**
   * The Athenian keeps his ships in Catane at D.2 (2.D.2.2: ships go there freely while the chains
   * are not built), not in the built camp's port M12, unless he holds the counter of S5 himself: S5
   * ("Coques pourries", D.5) eliminates one ship in M12 and reduces another, gives the Syracusan 3
   * points (9.2) and goes back to the bowl (2.A.2), so it may strike every turn; Catane is safe from
   * it, from attrition (6.4), from S4 and from attack (3.1.9), and its ships still count for 9.1.2.
   * Without it S5 took 30 PF of the fleet at the first D.5 after the camp (seed l2j-0: 135 to
   * 105 PF), and the starvation of 6.3.1 then halved it below the 40 PF of 9.1.2.
   */
  hullsToCatane?: boolean;
  /**
   * The Athenian keeps a guard of this many PF (0: none) of hoplites, archers or peltasts outside
   * the built Plemmyrion (T27) while he holds it and the chains are not built, beside its garrison.
   * With none, the Syracusan reinforcements of turns 4 and 5 (10.1.SR4a, SR4b, SR5) walk into T27
   * unopposed and take the fort by the D.5 siege (4.3: besiegers in the zone, none of its side
   * there), which gives him the chains (5.5.1), then the Athenian's lasting Disette (6.1.1), his
   * starvation (6.3.1) and the fleet's collapse (9.1.2) or the chains' victory (9.1.3). A guard
   * outside the fort must be fought first, and L1 attacks only at 1.5 to 1 (heuristic moveScore).
   */
  plemmyrionGuard?: number;
  /**
   * At D.2 the Syracusan redeploys his cavalry into the city (2.D.2.1) while the Athenian has more
   * cavalry in the field than he has (6.2.3): his roll happens anyway, and the city spares it the
   * D.5 attrition (6.4.1; 6 PF alone roll d6 + 1, reduced on 5+). Without it the attrition of two
   * or three turns took his 6-PF cavalry (10.1.SD2) by turn 3, after which the Athenian's cavalry
   * rolls drained his box (6.2.3, 6.3.3) to the capitulation (6.3.2): 12 of the 15 capitulations
   * of the L1 mirror on seed m3 (`bench/capitulation.ts --break-early --units`).
   */
  cavalryShelter?: boolean;
  /**
   * The Athenian sends his builders to the next wall's site (`syracuse 5.1.4`: 2 PF of H, A or P
   * in a zone the wall touches; 5.4.5, 5.4.7: A1, A2, A3 in turn, a destroyed one repaired first)
   * while none stand there: their move towards it ignores the enemy stacks next door and the
   * zone they stand in is activated first. Without it the builders waited in the camp: on seed
   * l2s-4 11 PF of them stood in T17 from turn 5 to the end, T13 being next to the city (L1's
   * danger rule) and the AP going to the cavalry; A2 was never built and the game lost on points.
   */
  wallBuilders?: boolean;
}

/** A breaker's move score with `breakFirst`: above any attack's (8 and the odds, heuristic moveScore). */
const BREAKER_FIRST = 40;
/** A wall builder's move score with `wallBuilders`: above a goal's gain and below an attack's (8 and the odds). */
const WALL_BUILDER = 5;

const SITE = new WeakMap<V, string[]>();
/**
 * With `wallBuilders`: the land zones of the Athenian wall to build next (`syracuse 5.4.5`: A1,
 * A2, A3 in turn; 5.4.7: a destroyed one first; 5.4.4: once the camp is built; 5.4.6: not A3
 * while S3A stands), the camp's T17 and the city's T16 aside, free of Syracusans in the open,
 * while no 2 PF of Athenian builders stand in any of them (5.1.4); empty otherwise.
 */
function unmannedWallSite(v: V): string[] {
  let out = SITE.get(v);
  if (out) return out;
  out = [];
  if (v.camp === 'built') {
    const ath = WALLS.filter((w) => w.side === 'ath');
    const next = ath.find((w) => v.walls[w.id] === 'destroyed') ?? ath.find((w) => v.walls[w.id] !== 'built');
    if (next && !(next.id === 'A3' && v.walls.S3A === 'built')) {
      const zones = wallZones(next.id).filter((z) => z !== 'T16' && z !== 'T17' && ZONE[z]?.kind === 'land');
      if (!zones.some((z) => builderPf(v, z, 'ath') >= 2)) out = zones.filter((z) => pfIn(v, z, 'syr', { fort: false }) === 0);
    }
  }
  SITE.set(v, out);
  return out;
}

/** The options a view was asked with (set at the entry points, read by goals()). */
const OPTIONS = new WeakMap<V, HeuristicOptions>();

/** goals() of a view, computed once per view object and options (the search bot's playouts ask it for every move scored). */
const GOALS = new WeakMap<V, Partial<Record<string, string[]>>>();

/** The zones where this side's land units are wanted now. */
function goals(v: V, side: Side): string[] {
  let memo = GOALS.get(v);
  if (!memo) GOALS.set(v, (memo = {}));
  const breakWalls = side === 'syr' && !!OPTIONS.get(v)?.breakWalls;
  if (!breakWalls) return (memo[`${side}:false`] ??= goalsOf(v, side));
  // with breakFirst, two Athenian walls up, the third starves the city (6.2.1, 6.3.2): the breakers' zones replace
  // the next counter-wall's, whose builders would otherwise stay there (a goal zone keeps its
  // builder) — seed l2j-4: the builder of T6 (S2's zone) went to Labdalon, not to T14 beside A2,
  // A3 was built that turn and the city capitulated two turns later
  const urgent = !!OPTIONS.get(v)?.breakFirst && athWallsBuilt(v).length >= 2 && wallBreakZones(v).length > 0;
  return (memo[`${side}:true`] ??= [...goalsOf(v, side, urgent), ...wallBreakZones(v)]);
}

export const athWallsBuilt = (v: Pick<V, 'walls'>) => WALLS.filter((w) => w.side === 'ath' && v.walls[w.id] === 'built');

/**
 * The two zones on either side of the built Athenian wall boundary the Syracusan can best hold
 * for a D.5 destruction (`syracuse 4.5.2`): the fewest Athenians in the open there and next to
 * it, the nearest to the city (T16), his own builders already there. Destroying any one of A1–A3
 * lifts the walls' Disette (6.2.1); and a destroyed wall must be repaired before the next is
 * built (5.4.7), so pulling down A1 or A2 delays A3 too. Empty while fewer than two Athenian
 * walls stand, the third being the one that starves the city.
 */
export function wallBreakZones(v: V): string[] {
  let out = BREAK.get(v);
  if (!out) BREAK.set(v, (out = wallBreakZonesOf(v)));
  return out;
}
const BREAK = new WeakMap<V, string[]>();

function wallBreakZonesOf(v: V): string[] {
  // one wall alone threatens nothing but its 2 points (9.2): breakers sent then left the chains and
  // the Plemmyrion to the Athenian (seeds l2j-0, 7, 8 drawn where the defaults won by 9.1.2)
  const early = !!OPTIONS.get(v)?.breakEarly && v.supply.syr.box <= 2;
  if (athWallsBuilt(v).length < (early ? 1 : 2)) return [];
  let top: { zones: string[]; cost: number } | undefined;
  for (const w of athWallsBuilt(v)) {
    for (const [a, b] of w.edges) {
      if (ZONE[a]?.kind !== 'land' || ZONE[b]?.kind !== 'land') continue;
      // Athenians in the zone must be beaten first; those next to it (the camp's stack beside T11)
      // would attack the breakers there (L1 attacks at 1.5 to 1)
      const cost = [a, b].reduce((n, z) => n + 2 * pfIn(v, z, 'ath', { fort: false }) + 0.5 * neighbours(z).reduce((m, y) => m + pfIn(v, y, 'ath', { fort: false }), 0) + dist('T16', z) - Math.min(2, builderPf(v, z, 'syr')), 0);
      if (!top || cost < top.cost) top = { zones: [a, b], cost };
    }
  }
  return top?.zones ?? [];
}

function goalsOf(v: V, side: Side, noCounterWall = false): string[] {
  const g: string[] = [];
  if (side === 'ath') {
    if (v.camp === 'none') g.push('T17');
    // Syracusan wall 3A bars Athenian wall 3 (5.4.6): stand on both sides of it to pull it down in D.5 (4.5.2)
    if (v.walls.S3A === 'built' && v.walls.A3 !== 'built') g.push('T5', 'T6');
    if (v.camp === 'built') {
      // the next two walls, so that builders stand ready when the works dice are good
      const next = WALLS.filter((w) => w.side === 'ath' && v.walls[w.id] !== 'built' && !(w.id === 'A3' && v.walls.S3A === 'built')).slice(0, 2);
      for (const w of next) g.push(...wallZones(w.id).filter((z) => z !== 'T16' && z !== 'T17'));
    }
    for (const f of FORTS) if (!v.forts[f.id].built || v.forts[f.id].owner === 'syr') if (f.id !== 'olympieion') g.push(f.zone);
  } else {
    if (v.camp === 'built' && !noCounterWall) {
      const next = WALLS.filter((w) => w.side === 'syr' && w.id !== 'S3B').find((w) => v.walls[w.id] !== 'built');
      if (next) g.push(...wallZones(next.id).filter((z) => z !== 'T16'));
    }
    for (const f of FORTS) if (v.forts[f.id].built && v.forts[f.id].owner === 'ath') g.push(f.zone);
    g.push('T13', 'T15', 'T12');
  }
  // a fort of one's own besieged (4.3.3: enemy units in its zone, none of ours outside it) is relieved
  for (const f of FORTS) {
    const fs = v.forts[f.id];
    if (!fs.built || fs.owner !== side) continue;
    const open = (s: Side) => v.units.some((u) => u.status === 'map' && u.zone === f.zone && u.side === s && !u.fort);
    if (open(side === 'ath' ? 'syr' : 'ath') && !open(side)) g.push(f.zone);
  }
  return g.filter((z) => ZONE[z]?.kind === 'land');
}

const DETACHMENT = new WeakMap<V, Partial<Record<string, Set<string>>>>();
/**
 * The Athenian builders sent to the Plemmyrion while it is unbuilt or ungarrisoned: the nearest
 * hoplites, archers and peltasts to T27 until they make 3 PF (2 build it, `syracuse 5.1`; one spare
 * against losses); at D.2 one of them goes into the fort built (4.3).
 * Without them every unit marches to its nearest goal and nobody ever walks to the cape, which costs
 * the 5 points of 9.2.8 and the circumvallation of 9.1.4.
 */
function plemmyrionDetachment(v: V): Set<string> {
  let memo = DETACHMENT.get(v);
  if (!memo) DETACHMENT.set(v, (memo = {}));
  const plem = v.forts.plemmyrion;
  const garrisoned = v.units.some((u) => u.side === 'ath' && u.status === 'map' && u.zone === 'T27' && u.fort);
  // with plemmyrionGuard, the fort held: a guard stays outside it (see HeuristicOptions)
  const guardPf = OPTIONS.get(v)?.plemmyrionGuard ?? 0;
  const guard = guardPf > 0 && plem.built && plem.owner === 'ath' && garrisoned && v.chains !== 'built';
  const key = guard ? `guard${guardPf}` : 'plain';
  let out = memo[key];
  if (out) return out;
  out = memo[key] = new Set();
  // until it is built, then until a garrison holds it (taken, it would give the Syracusan his chains, 9.1.3)
  if (!plem.built || (plem.owner === 'ath' && !garrisoned) || guard) {
    const cands = v.units
      .filter((u) => u.side === 'ath' && u.status === 'map' && !u.fort && !u.aboard && u.zone && ZONE[u.zone]?.kind === 'land' && ['H', 'A', 'P'].includes(u.type) && u.pf > 0)
      .sort((a, b) => dist(a.zone!, 'T27') - dist(b.zone!, 'T27') || b.pf - a.pf || (a.id < b.id ? -1 : 1));
    let pf = 0;
    for (const u of cands) {
      if (pf >= (guard ? guardPf : 3)) break;
      out.add(u.id);
      pf += u.pf;
    }
  }
  return out;
}

/** How much nearer a goal counts: the Athenian camp first (his base against attrition), the Plemmyrion before turn 5 (9.2.8). */
function urgency(v: V, side: Side, goal: string): number {
  if (side === 'ath' && goal === 'T17' && v.camp === 'none') return 2;
  if (side === 'ath' && goal === 'T27' && !v.forts.plemmyrion.built && v.turn <= 4) return 1;
  // the Syracusan retakes the Plemmyrion from the Athenian: 5 points each way (9.2.2) and his chains (5.5.1, 9.1.3)
  if (side === 'syr' && goal === 'T27' && v.forts.plemmyrion.built && v.forts.plemmyrion.owner === 'ath') return 1;
  // two Athenian walls up, the third starves the city (6.2.1, 6.3.2): the wall breakers hurry
  if (side === 'syr' && OPTIONS.get(v)?.breakWalls && athWallsBuilt(v).length >= 2 && wallBreakZones(v).includes(goal)) return 1;
  return 0;
}

function goalDistance(v: V, side: Side, zone: string): number {
  const gs = goals(v, side);
  if (gs.length === 0) return 0;
  return Math.min(...gs.map((g) => Math.max(0, dist(zone, g) - urgency(v, side, g)) - (zone === g ? urgency(v, side, g) : 0)));
}

/** Is moving there a good idea: a goal nearer, no attack at poor odds, no lonely leader. */
function moveScore(v: V, side: Side, id: string, target: string): number {
  const enemy: Side = side === 'ath' ? 'syr' : 'ath';
  const unit = v.units.find((u) => u.id === id);
  const leader = v.leaders.find((l) => l.id === id);
  const from = (unit ?? leader)!.zone!;
  const to = zoneOf(target);
  // a garrison in its fort does not fight the units that come into its zone (4.3.1): they besiege it (4.3.3)
  const enemyPf = pfIn(v, to, enemy, { fort: false });
  const enemyHere = v.units.some((u) => u.status === 'map' && u.zone === to && u.side === enemy && !u.fort);
  if (unit?.type === 'T') {
    if (enemyHere) {
      const mine = pfIn(v, to, side) + unit.pf;
      return v.pool >= 1 && mine >= 1.5 * enemyPf ? 10 + mine / Math.max(1, enemyPf) : -100;
    }
    // with the chains built, one ship sails beside them to break them in D.5 (4.5.3)
    if (chainBreaker(v, side) && !shipAt(v, side, ['M8', 'M9'])) {
      if (to === 'M8' || to === 'M9') return 5;
      if (ZONE[to]?.kind === 'sea' && dist(to, 'M9') < dist(from, 'M9')) return 4;
    }
    return -1; // ships stay put unless they attack
  }
  // a garrison stays in its fort (4.3)
  if (unit?.fort || leader?.fort) return -100;
  if (leader) {
    const friends = v.units.filter((u) => u.status === 'map' && u.zone === to && u.side === side).length;
    return friends > 0 && !enemyHere ? goalDistance(v, side, from) - goalDistance(v, side, to) - 0.5 : -100;
  }
  if (enemyHere) {
    if (target.endsWith(':fort')) return -100;
    const mine = pfIn(v, to, side, { fort: false }) + (unit?.pf ?? 0);
    // the camp site is worth a fight at even odds
    const needed = side === 'ath' && to === 'T17' && v.camp === 'none' ? 1 : 1.5;
    if (v.pool < 1 || mine < needed * Math.max(1, enemyPf)) return -100;
    return 8 + mine / Math.max(1, enemyPf);
  }
  if (target.endsWith(':fort')) return pfIn(v, to, side, { fort: true }) === 0 && v.forts[ZONE[to]!.fort!]?.owner !== side ? 6 : -1;
  if (side === 'ath' && unit && plemmyrionDetachment(v).has(unit.id)) return dist(from, 'T27') - dist(to, 'T27') - (from === 'T27' ? 5 : 0);
  // with wallBuilders, a builder marches to the next wall's site while nobody can build it there (5.1.4)
  if (side === 'ath' && unit && OPTIONS.get(v)?.wallBuilders && ['H', 'A', 'P'].includes(unit.type) && !enemyHere && !target.endsWith(':fort')) {
    const site = unmannedWallSite(v);
    // not the last builder of another goal zone (a fort to build, the camp's T17 before it is built)
    const stripped = goals(v, side).includes(from) && builderPf(v, from, side) - unit.pf < 2;
    if (site.length > 0 && !site.includes(from) && !stripped) {
      const near = (z: string) => Math.min(...site.map((x) => dist(z, x)));
      const gain = near(from) - near(to);
      if (gain > 0) return WALL_BUILDER + gain;
    }
  }
  // do not strip a goal zone below the builders it needs
  const gs = goals(v, side);
  // a wall breaker goes to the side of the wall that lacks its 2 PF (4.5.2): every goal zone looks
  // alike to the distances, so without this the spare units stayed in T12 and nobody went to T14
  if (side === 'syr' && unit && OPTIONS.get(v)?.breakWalls && ['H', 'A', 'P'].includes(unit.type) && wallBreakZones(v).includes(to) && builderPf(v, to, side) < 2) {
    if (!(gs.includes(from) && builderPf(v, from, side) - unit.pf < 2)) return OPTIONS.get(v)?.breakFirst ? BREAKER_FIRST : 3;
  }
  if (gs.includes(from) && builderPf(v, from, side) - (unit?.pf ?? 0) < 2 && ['H', 'A', 'P'].includes(unit?.type ?? '')) return -5;
  const gain = goalDistance(v, side, from) - goalDistance(v, side, to);
  // keep away from stronger enemy stacks next door
  const danger = neighbours(to).reduce((n, z) => n + pfIn(v, z, enemy, { fort: false }), 0);
  const here = pfIn(v, to, side) + (unit?.pf ?? 0);
  return gain - (danger > 2 * here ? 1 : 0);
}

/** The cavalry PF of `side` deployed in clear or high zones, as the supply rolls count it (6.1.2, 6.2.3; the built camp is not the field). */
function cavalryField(v: V, side: Side): number {
  return v.units.filter((u) => u.status === 'map' && u.side === side && u.type === 'C' && !u.fort && !!u.zone && ['clear', 'high'].includes(ZONE[u.zone]?.terrain ?? '') && !(u.zone === 'T17' && v.camp === 'built')).reduce((n, u) => n + u.pf, 0);
}

/** The AP a zone costs to activate (2.B.3.2), from the leaders the view shows. */
function activationCost(v: V, zone: string, side: Side): number {
  const ls = v.leaders.filter((l) => l.status === 'map' && l.zone === zone && l.side === side);
  if (ls.length === 0) return 2;
  return ls.some((l) => !l.wounded && LEADER[l.id]!.swords === 2) ? 0 : 1;
}

/**
 * Whether `d`, in the action phase, is an activation that leaves no AP for the combats already
 * engaged (`syracuse 4.1.3`: with no AP left the units that entered return reduced to their
 * starting zones), the rule L1 keeps in its own activations; the search bot (L2) may drop such
 * root candidates (search.ts `keepCombatAp`).
 */
export function spendsCombatAp(v: V, d: Decision): boolean {
  if (v.step.k !== 'act' || d.verb !== 'activate' || !d.target) return false;
  const side = v.viewer!;
  const enemy: Side = side === 'ath' ? 'syr' : 'ath';
  const engaged = v.units.some((u) => u.status === 'map' && u.side === side && !u.fort && u.zone && v.units.some((e) => e.status === 'map' && e.side === enemy && !e.fort && e.zone === u.zone));
  return engaged && activationCost(v, d.target, side) > v.pool - 1;
}

/**
 * Whether `d`, in the action phase, is a move into a zone where the enemy stands in the open while
 * no AP is left for the combat it starts (`syracuse 4.1.3`: the units that entered go back reduced
 * to their starting zones; a zone's garrison does not fight, 4.3.1, and Catane holds no combat).
 * L1's moves never enter an enemy zone without that AP (moveScore); the search bot (L2) may drop
 * such root candidates (search.ts `moveCombatAp`): its one-ply candidate saw the stack's arrival
 * and not its return (seeds l2s-0, l2s-12).
 */
export function entersWithoutCombatAp(v: V, d: Decision): boolean {
  if (v.step.k !== 'act' || d.verb !== 'move' || !d.target || d.target.endsWith(':fort') || v.pool >= 1) return false;
  const to = zoneOf(d.target);
  if (to === 'Catane') return false;
  const enemy: Side = v.viewer === 'ath' ? 'syr' : 'ath';
  return v.units.some((e) => e.status === 'map' && e.side === enemy && !e.fort && e.zone === to);
}

/** The units worth keeping in the field at D.2: one builder (2 PF of H, A or P) per goal zone, and the cavalry. */
function keepers(v: V, side: Side): Set<string> {
  const keep = new Set<string>();
  for (const g of new Set(goals(v, side))) {
    const here = v.units
      .filter((u) => u.status === 'map' && u.side === side && u.zone === g && !u.fort && ['H', 'A', 'P'].includes(u.type) && u.pf >= 2)
      .sort((a, b) => a.pf - b.pf || (a.id < b.id ? -1 : 1));
    if (here[0]) keep.add(here[0].id);
  }
  for (const u of v.units) if (u.side === side && u.type === 'C') keep.add(u.id);
  // besiegers of an enemy-held fort stay around it for the D.5 siege, up to 4 of them (4.3.3.2: +1 each)
  for (const f of FORTS) {
    const fs = v.forts[f.id];
    if (!fs.built || fs.owner === side) continue;
    if (v.units.some((u) => u.status === 'map' && u.zone === f.zone && u.side !== side && !u.fort)) continue;
    const here = v.units.filter((u) => u.status === 'map' && u.side === side && u.zone === f.zone && !u.fort && u.type !== 'T').sort((a, b) => b.pf - a.pf || (a.id < b.id ? -1 : 1));
    for (const u of here.slice(0, 4)) keep.add(u.id);
  }
  // the Plemmyrion detachment stays on the cape (or on its way) until the fort is built
  if (side === 'ath') for (const id of plemmyrionDetachment(v)) keep.add(id);
  return keep;
}

/**
 * The order in which a side builds (5.1.2): the Athenian camp first (a base out of attrition), the
 * Plemmyrion next (9.2.8, 9.1.4), then the walls, then the forts that give dice and points. The
 * Syracusan puts the chains first: built (he must hold the Plemmyrion, 5.5.1) they are his total
 * victory at the end unless all three Athenian walls stand (9.1.3), and they starve the Athenian (6.1.1).
 */
function worksOrder(side: Side): string[] {
  return side === 'syr'
    ? ['chains', 'S1', 'S2', 'S3A', 'S3B', 'camp', 'plemmyrion', 'A1', 'A2', 'A3', 'labdalon', 'syke']
    : ['camp', 'plemmyrion', 'A1', 'A2', 'A3', 'S1', 'S2', 'S3A', 'S3B', 'chains', 'labdalon', 'syke'];
}

/** The Athenian ship that breaks the chains in D.5 (4.5.3): one beside them, in M8 or M9. */
const chainBreaker = (v: V, side: Side) => side === 'ath' && v.chains === 'built';
const shipAt = (v: V, side: Side, zones: string[]) => v.units.some((u) => u.status === 'map' && u.side === side && u.type === 'T' && zones.includes(u.zone ?? ''));

function best<T>(items: T[], score: (x: T) => number): { item: T; score: number } | undefined {
  let out: { item: T; score: number } | undefined;
  for (const x of items) {
    const s = score(x);
    if (!out || s > out.score) out = { item: x, score: s };
  }
  return out;
}

export function heuristicChoice(v: V, legal: Decision[] | null, options: HeuristicOptions = {}): Decision | undefined {
  if (!legal || legal.length === 0) return undefined;
  OPTIONS.set(v, options);
  const side = v.viewer!;
  const find = (verb: string, subject?: string) => legal.filter((d) => d.verb === verb && (subject === undefined || d.subject === subject));
  const first = (verb: string, subject?: string) => find(verb, subject)[0];
  const pass = first('pass') ?? first('done') ?? first('stay') ?? first('end');
  const plays = find('play');
  const step = v.step.k;
  switch (step) {
    case 'advantage-b1':
      return pass;
    case 'b2-strat':
      return first('play', 'S21') ?? first('play', 'S18') ?? first('play', 'S17') ?? plays.find((d) => d.subject === 'S25' && d.target === 'S18') ?? pass;
    case 's17-answer':
      return first('play', 'S17') ?? pass;
    case 'place':
    case 'retreat': {
      const home = side === 'syr' ? 'T16' : v.camp === 'built' ? 'T17' : 'T24';
      const fort = legal.find((d) => d.target?.endsWith(':fort'));
      if (step === 'retreat' && fort) return fort;
      return best(legal, (d) => (step === 'place' ? -goalDistance(v, side, d.target!) : -dist(zoneOf(d.target!), home)) - pfIn(v, zoneOf(d.target!), side === 'ath' ? 'syr' : 'ath'))?.item;
    }
    case 'reinf-move': {
      const moves = find('move');
      const aboard = moves.filter((d) => v.units.find((u) => u.id === d.subject)?.aboard || v.leaders.some((l) => l.id === d.subject && v.units.some((u) => u.aboard && u.zone === l.zone)));
      if (aboard.length > 0) return best(aboard, (d) => -goalDistance(v, side, zoneOf(d.target!)))!.item;
      const b = best(moves, (d) => moveScore(v, side, d.subject!, d.target!));
      if (b && b.score > 0) return b.item;
      if (pass) return pass;
      // no "done" while troops are still aboard (3.4): the ships carrying them sail towards the goals
      const carriers = moves.filter((d) => v.units.some((u) => u.aboard && u.status === 'map' && u.zone === v.units.find((x) => x.id === d.subject)?.zone));
      return best(carriers.length > 0 ? carriers : moves, (d) => -goalDistance(v, side, zoneOf(d.target!)))?.item;
    }
    case 'declare': {
      const n = Math.min(v.ap[side], 4);
      return legal.find((d) => d.target === String(n)) ?? legal[legal.length - 1];
    }
    case 'react':
      return plays.find((d) => d.subject === 'S20' || d.subject === 'S23' || d.subject === 'S14') ?? pass;
    case 'act': {
      const sap = plays.find((d) => d.subject === 'S14' || d.subject === 'S20' || d.subject === 'S23');
      if (sap) return sap;
      const moves = find('move');
      const b = best(moves, (d) => moveScore(v, side, d.subject!, d.target!));
      if (b && b.score > 0) return b.item;
      // activate a zone whose units have somewhere better to go, keeping one AP for the combats
      // already engaged (4.1.3)
      const enemy: Side = side === 'ath' ? 'syr' : 'ath';
      const engaged = v.units.some((u) => u.status === 'map' && u.side === side && !u.fort && u.zone && v.units.some((e) => e.status === 'map' && e.side === enemy && !e.fort && e.zone === u.zone));
      const acts = find('activate').filter((d) => activationCost(v, d.target!, side) <= v.pool - (engaged ? 1 : 0));
      const useful = acts.filter((d) => {
        const z = d.target!;
        // garrisons stay in their forts: only the units in the open zone count
        const mine = v.units.filter((u) => u.status === 'map' && u.zone === z && u.side === side && !u.fort);
        if (mine.length === 0) return false;
        if (mine.every((u) => u.type === 'T') && chainBreaker(v, side) && !shipAt(v, side, ['M8', 'M9']) && !['M8', 'M9'].includes(z)) return true;
        if (mine.every((u) => u.type === 'T')) return side === 'syr' ? v.units.some((u) => u.side === 'ath' && u.type === 'T' && u.status === 'map' && u.zone !== 'Catane') && v.pool >= 3 : false;
        if (side === 'ath' && z !== 'T27' && mine.some((u) => plemmyrionDetachment(v).has(u.id))) return true;
        const gs = goals(v, side);
        if (gs.length === 0 || z === 'Catane') return false;
        // a goal zone is worth activating only for the units beyond its builder
        return !gs.includes(z) || mine.filter((u) => u.type !== 'T').length > 1;
      });
      const sendsDetachment = (z: string) => side === 'ath' && z !== 'T27' && v.units.some((u) => u.zone === z && plemmyrionDetachment(v).has(u.id));
      // with breakFirst, a zone whose builder can walk to a wall breakers' zone lacking its 2 PF (4.5.2)
      const sendsBreakers = (z: string) =>
        side === 'syr' && !!OPTIONS.get(v)?.breakFirst && v.units.some((u) => u.status === 'map' && u.zone === z && u.side === side && !u.fort && neighbours(z).some((n) => moveScore(v, side, u.id, n) >= BREAKER_FIRST));
      // the zone whose units have the best move one step away (a goal nearer, an attack at good odds)
      const potential = (z: string): number => {
        let top = -100;
        for (const u of v.units) {
          if (u.status !== 'map' || u.zone !== z || u.side !== side || u.fort) continue;
          const sea = u.type === 'T';
          for (const n of neighbours(z)) if ((ZONE[n]?.kind === 'sea') === sea) top = Math.max(top, moveScore(v, side, u.id, n));
        }
        return top;
      };
      // with wallBuilders, a zone whose builders would march to the unmanned wall site (5.1.4)
      const sendsBuilders = (z: string) =>
        side === 'ath' && !!OPTIONS.get(v)?.wallBuilders && v.units.some((u) => u.status === 'map' && u.zone === z && u.side === side && !u.fort && neighbours(z).some((n) => moveScore(v, side, u.id, n) >= WALL_BUILDER));
      const a = best(useful, (d) => 10 * Math.max(-1, Math.min(potential(d.target!), 10)) - goalDistance(v, side, d.target!) + (sendsDetachment(d.target!) || sendsBreakers(d.target!) || sendsBuilders(d.target!) ? 30 : 0));
      return a?.item ?? first('end') ?? legal[0];
    }
    case 'withdraw':
      return first('withdraw') ?? pass;
    case 'fight': {
      const fight = first('fight');
      if (fight) return fight;
      const assault = find('assault').find((d) => pfIn(v, d.target!, side, { fort: false }) >= 2 * Math.max(1, pfIn(v, d.target!, side === 'ath' ? 'syr' : 'ath', { fort: true })));
      if (assault) return assault;
      if (first('assault-camp') && pfIn(v, 'T13', 'syr') + pfIn(v, 'T15', 'syr') / 2 >= 2 * Math.max(1, pfIn(v, 'T17', 'ath'))) return first('assault-camp');
      return first('done') ?? legal[0];
    }
    case 'combat-strat':
      return plays.find((d) => d.subject !== 'S11') ?? plays[0] ?? pass;
    case 'reroll':
      return v.combat && v.combat.winner !== side ? first('advantage') ?? pass : pass;
    case 'after-combat':
      // S9: the strongest reduced enemy unit, listed first
      return first('play', 'S9') ?? pass;
    case 'clear':
    case 'recovery':
      // 2.B.2.2: the first destination where the enemy group fits; S15, S16, S25, 8.5: the strongest unit
      return legal[0];
    case 'works': {
      // the camp first (a base out of attrition), the Plemmyrion next (9.2.8, 9.1.4), then the walls,
      // then the forts that give dice and points
      const order = worksOrder(side);
      const free = best(plays.filter((d) => d.subject === 'S13' || d.subject === 'S12' || d.subject === 'S6'), (d) => (d.subject === 'S6' ? 0 : -order.indexOf(d.target!)));
      if (free) return free.item;
      if (first('roll')) return first('roll');
      const builds = find('build');
      const b = best(builds, (d) => -order.indexOf(d.target!));
      return b?.item ?? pass;
    }
    case 'd1': {
      const useful = ['S13', 'S11', 'S12', 'S14', 'S21', 'S22', 'S16', 'S15'];
      const hand = v.hand ?? [];
      return best(legal, (d) => {
        const faces = hand.find((h) => h.counter === d.target)?.faces.filter((f) => f.colour === side || f.colour === 'neutral').map((f) => f.id) ?? [];
        return Math.max(-1, ...faces.map((f) => (useful.includes(f) ? 10 - useful.indexOf(f) : 0)));
      })?.item;
    }
    case 'd2': {
      // out of attrition (6.4): ships into their ports (Catane while the Athenian has none), land units
      // into the city or the built camp, leaders with them; the cavalry stays out, since cavalry in the
      // field guards one's supply (6.1.2, 6.2.3)
      const hasPort = side === 'syr' || v.camp === 'built';
      // with hullsToCatane the Athenian's ships keep out of M12 while S5 may strike there (D.5)
      const away = side === 'ath' && !!OPTIONS.get(v)?.hullsToCatane && !(v.hand ?? []).some((h) => h.faces.some((f) => f.id === 'S5'));
      const r = find('redeploy').filter((d) => !d.target!.endsWith(':fort'));
      // the ship beside the chains stays there for D.5 (4.5.3)
      const breaker = chainBreaker(v, side) ? v.units.find((u) => u.status === 'map' && u.side === side && u.type === 'T' && (u.zone === 'M8' || u.zone === 'M9'))?.id : undefined;
      const ship = r.find((d) => d.subject !== breaker && v.units.find((u) => u.id === d.subject)?.type === 'T' && (d.target === 'Catane') === (!hasPort || away));
      // a builder beside a fort of his side built and not yet garrisoned goes in to hold it (4.3)
      const garrison = find('redeploy').find((d) => {
        const u = v.units.find((x) => x.id === d.subject);
        return !!u && u.type !== 'T' && u.type !== 'C' && d.target === `${u.zone}:fort` && !v.units.some((x) => x.status === 'map' && x.zone === u.zone && x.fort);
      });
      if (garrison) return garrison;
      if (side === 'syr' && OPTIONS.get(v)?.cavalryShelter && cavalryField(v, 'ath') > cavalryField(v, 'syr')) {
        const shelter = r.find((d) => d.target === 'T16' && v.units.some((u) => u.id === d.subject && u.type === 'C'));
        if (shelter) return shelter;
      }
      const keep = keepers(v, side);
      // a garrison never leaves its fort (4.3): an empty fort falls to the first enemy who walks in
      for (const u of v.units) if (u.side === side && u.fort) keep.add(u.id);
      for (const l of v.leaders) if (l.side === side && l.fort) keep.add(l.id);
      const land = r.find((d) => d.target !== 'Catane' && !keep.has(d.subject!) && v.units.some((u) => u.id === d.subject && u.type !== 'T'));
      // a leader follows when no unit of his side is left in his zone
      const lead = r.find((d) => {
        const l = v.leaders.find((x) => x.id === d.subject);
        return d.target !== 'Catane' && !!l && !keep.has(l.id) && !v.units.some((u) => u.status === 'map' && u.side === side && u.zone === l.zone && !keep.has(u.id) === false);
      });
      return ship ?? land ?? lead ?? pass;
    }
    case 'd3':
      return first('recover') ?? first('play', 'S16') ?? first('play', 'S15') ?? pass;
    case 'd4':
      return v.supply[side].box < 3 ? first('play', 'S22') ?? pass : pass;
    case 'd5':
      return first('play', 'S5') ?? first('play', 'S24') ?? pass;
  }
  return pass ?? legal[0];
}

/**
 * The listed decisions in L1's own order of preference where it scores them (moves, activations,
 * assaults, builds, AP declared), best first; the others in their listed order. The search bot (L2)
 * takes its root candidates from the head of this list, so it weighs the moves L1 nearly chose
 * before the unlikely ones.
 */
export function heuristicAlternatives(v: V, legal: Decision[], options: HeuristicOptions = {}): Decision[] {
  const side = v.viewer!;
  OPTIONS.set(v, options);
  const score = (d: Decision): number => {
    switch (d.verb) {
      case 'move':
        return moveScore(v, side, d.subject!, d.target!);
      case 'activate': {
        const mine = v.units.filter((u) => u.status === 'map' && u.zone === d.target && u.side === side && !u.fort);
        return mine.length === 0 ? -50 : -goalDistance(v, side, d.target!) - activationCost(v, d.target!, side);
      }
      case 'assault':
        return pfIn(v, d.target!, side, { fort: false }) / Math.max(1, pfIn(v, d.target!, side === 'ath' ? 'syr' : 'ath', { fort: true }));
      case 'build':
        return -worksOrder(side).indexOf(d.target!);
      case 'declare':
        return -Math.abs(Number(d.target) - Math.min(v.ap[side], 4));
      case 'play':
        return 1;
      default:
        return 0;
    }
  };
  return legal
    .map((d, i) => ({ d, i, s: score(d) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.d);
}
