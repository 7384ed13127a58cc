/**
 * The automatic referee of the neutral forces: it writes, in the ruleset's own notation, the
 * orders each revolt and intervention's mission text calls for (`diadoques ch. 14d`, `§14e`,
 * `§14f`; `diadokhoi §6.2.8`: "they obey automatic orders… the GM will choose the best set
 * of orders"). In order of priority, a unit:
 * 1. does nothing in a revolt's first season (`diadoques §14d.12`) or when the weather holds it;
 * 2. moves at random when its mission says so (`diadoques §14f.2.1`, `§14f.6`), on seeded dice;
 * 3. in autumn, gets into a supplied province (`diadoques §14d.8`);
 * 4. goes on with its siege (A2), or starts one on an objective citadel (A1), in the
 *    mission's order (`diadoques §14e.4.1`: "Delphes, puis Lamia");
 * 5. attacks an intruder in its field, other neutrals included (`diadoques §14d.7`, `§14d.16`);
 * 6. marches on its next objective, inside its field and away from forbidden places;
 * 7. else holds, supporting a sibling's attack where it can (`diadoques §14d.5`: only its own
 *    revolt's units, or the General revolt's, or Pyrrhus for the Aetolians, `§14e.16.3`).
 * Diadoques units also get retreat lists inside their field (`diadoques §9a.43`, `§14d.3`), or
 * "Re X" when the mission destroys them rather than retreat (`diadoques §14f.6`).
 *
 * What particular forces do beyond that (the Roman war, Pyrrhus, Olympias, the Greek convoys…)
 * is in `referee-missions.ts`, asked at fixed points; the pieces both use are in `referee-kit.ts`.
 */
import type { Dice } from '@diadochi/kernel';
import { accessSeas, bordersBetween, citadel as citadelOf, mountainBlocksSupport, shoresOf, space as spaceOf } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import { printOrder } from '../vocabulary/military/print.ts';
import type { Order, UnitOrder, UnitOrderBody } from '../vocabulary/military/types.ts';
import type { GameState, PowerId, SpaceId, UnitState } from '../rules/state.ts';
import { isSeaType, unitStrength } from '../rules/units.ts';
import { stuck, weatherOf } from '../rules/weather.ts';
import { mapOf } from '../map/index.ts';
import { alliesOf, noSiegeOf, objectivesOf, unitField } from './fields.ts';
import { besiegeableFrom, siegePositions } from './occupants.ts';
import { currentKey, defOfPower, forcesOf, missionOf, readNeutrals, unitsOfPower } from './registry.ts';
import { allowed, enemyIn, friendIn, heldByFriend, moverOf, positionsFor, satisfied, siegedByFriend, stepToward, steps, supplied } from './referee-kit.ts';
import type { ForceCtx, Plan } from './referee-kit.ts';
import { afterSupports, beforeSupports, characterMoves, forcePlans, missionObjectives } from './referee-missions.ts';
import { rulebook } from '../rulebook/index.ts';

export interface RefereeContext {
  /** Seeded dice for the random moves the rules prescribe (`diadoques §14f.2.1`, `§14f.6`). */
  dice: Dice;
  /** Neutral powers the referee must not order (a Diadokhoi neutral power controlled by players, `diadokhoi §8.6.2`). */
  exclude?: PowerId[];
}

export interface NeutralOrders {
  /** Orders by power, one per line, in the ruleset's notation: what the military adjudicator parses. */
  orders: Record<PowerId, string>;
  /** The same, as data. */
  parsed: Record<PowerId, Order[]>;
}

/** The unit's ordinary task: siege, defence of the field, march on the next objective. */
function missionPlan(c: ForceCtx, u: UnitState, claimed: Set<string>, busySieges: Set<SpaceId>, wants: Map<string, Set<SpaceId>>): Plan | undefined {
  const m = c.mission!;
  const own = c.state.sieges.find((s) => s.unit === u.id && s.seasons >= 1 && c.state.control[s.citadel] !== c.power);
  if (own) {
    busySieges.add(own.citadel);
    return { unit: u, body: { kind: 'siege', citadel: own.citadel, round: 2 }, why: 'second siege round' };
  }
  const objectives = missionObjectives(c);
  const noSiege = noSiegeOf(c.state, c.def!, c.rt!);
  const relief = resupplyPlan(c, u, noSiege, busySieges);
  if (relief) return relief;
  if (!m.cannotBesiege) {
    // Sieges follow the mission's order (`diadoques §14e.4.1`: "Delphes, puis Lamia"): a city is
    // besieged only once those before it are taken or under a sibling's siege.
    const here = new Set(besiegeableFrom(c.map, u));
    for (const o of objectives) {
      if (o.kind !== 'besiege' || noSiege.has(o.citadel) || heldByFriend(c, o.citadel)) continue;
      if (busySieges.has(o.citadel) || siegedByFriend(c, o.citadel)) continue;
      if (siegePositions(c.map, o.citadel, isSeaType(u.type)).length === 0) continue;
      if (!here.has(o.citadel)) break;
      busySieges.add(o.citadel);
      return { unit: u, body: { kind: 'siege', citadel: o.citadel, round: 1 }, why: `besiege ${o.citadel}` };
    }
  }
  // A force without a field (the Romans of diadokhoi, who "fight anywhere", `diadokhoi §6.2.23`)
  // has none to defend: it attacks its mission's targets and its enemies' capitals, not every
  // weaker unit it meets.
  if (!m.ignoresField && m.field) {
    const defend = defendField(c, u);
    if (defend) return defend;
  }
  for (const [i, o] of objectives.entries()) {
    if (satisfied(c, objectives, i) || claimed.has(`${i}`)) continue;
    if (o.kind === 'besiege' && noSiege.has(o.citadel)) continue;
    const targets = new Set(positionsFor(c, u, o).filter((p) => !(friendIn(c, p) && friendIn(c, p)!.id !== u.id)));
    if (targets.size === 0) continue;
    if (targets.has(u.space)) {
      claimed.add(`${i}`);
      return { unit: u, body: { kind: 'hold' }, why: 'on its objective' };
    }
    const step = stepToward(c, u, targets);
    if (!step) {
      if (!isSeaType(u.type) && !wants.has(u.id)) wants.set(u.id, targets);
      continue;
    }
    claimed.add(`${i}`);
    if (friendIn(c, step.to)) return { unit: u, body: { kind: 'hold' }, why: 'the way is held by a friend' };
    if (c.state.season === 'autumn' && !m.alwaysSupplied && !supplied(c, step.to) && !isSeaType(u.type)) return { unit: u, body: { kind: 'hold' }, why: 'no winter supply ahead' };
    return { unit: u, body: { kind: 'move', to: step.to, ...(step.coast ? { coast: step.coast } : {}) }, why: `march on ${o.kind === 'besiege' ? o.citadel : o.space}`, goal: targets };
  }
  return undefined;
}

/**
 * Where a unit stands to resupply a citadel: an army in its province or a fleet in a sea with
 * access (`diadoques §9a.33`); in diadokhoi only a fleet in a sea with access
 * (`diadokhoi §6.3.33`).
 */
function resupplyPositions(c: ForceCtx, citadelId: SpaceId, sea: boolean): SpaceId[] {
  if (sea) return accessSeas(c.map, citadelId);
  if (!rulebook(c.map).policies.military.armiesResupply) return [];
  const p = citadelOf(c.map, citadelId)?.province;
  return p ? [p] : [];
}

/**
 * A citadel of the force or of its allies besieged by someone else, next to the unit: the unit
 * resupplies it, which breaks the siege season (`diadoques §9a.33`, `§9a.34`; `diadokhoi
 * §6.3.33`) — the General revolt's units save a compatriot's city again (`diadoques §14e.7`).
 * Never a citadel the mission forbids (`diadoques §14e.5`, `§14f.4.1`), never by a unit that
 * just left a besieged citadel (`diadoques §9a.35`), and one resupplier per citadel.
 */
function resupplyPlan(c: ForceCtx, u: UnitState, noSiege: ReadonlySet<SpaceId>, busy: Set<SpaceId>): Plan | undefined {
  if (c.mission?.cannotBesiege || u.noResupplyIn === currentKey(c.state)) return undefined;
  if (spaceOf(c.map, u.space)?.kind === 'citadel') return undefined;
  for (const siege of c.state.sieges) {
    const x = siege.citadel;
    const key = `resupply:${x}`;
    if (busy.has(key) || noSiege.has(x) || !heldByFriend(c, x) || c.allies.has(siege.power)) continue;
    if (!resupplyPositions(c, x, isSeaType(u.type)).includes(u.space)) continue;
    busy.add(key);
    return { unit: u, body: { kind: 'resupply', citadel: x }, why: `resupply ${x} against ${siege.power}` };
  }
  return undefined;
}

/** An intruder in the field, next to the unit and weaker than it: attack it (`diadoques §14d.7`). */
function defendField(c: ForceCtx, u: UnitState): Plan | undefined {
  const mine = unitStrength(c.state, u);
  for (const s of steps(c, u)) {
    if (!allowed(c, u, s.to) || spaceOf(c.map, s.to)?.kind === 'citadel') continue;
    const foe = enemyIn(c, s.to);
    if (!foe || foe.power === c.power) continue;
    if (mine > unitStrength(c.state, foe)) return { unit: u, body: { kind: 'move', to: s.to, ...(s.coast ? { coast: s.coast } : {}) }, why: `drive ${foe.power} out of the field` };
  }
  return undefined;
}

/** A random move among the allowed neighbouring spaces (`diadoques §14f.2.1`, `§14f.6`). */
function randomPlan(c: ForceCtx, u: UnitState): Plan {
  const options = steps(c, u).filter((s) => allowed(c, u, s.to) && spaceOf(c.map, s.to)?.kind !== 'citadel' && !friendIn(c, s.to));
  if (options.length === 0) return { unit: u, body: { kind: 'hold' }, why: 'nowhere to wander' };
  const face = c.dice.roll(1, options.length, rulebook(c.state).rules.neutralDirection)[0]!;
  const s = options[face - 1]!;
  return { unit: u, body: { kind: 'move', to: s.to, ...(s.coast ? { coast: s.coast } : {}) }, why: `random move (${face} of ${options.length})` };
}

/** Autumn: out of an unsupplied province, towards a supplied one of the field (`diadoques §14d.8`). */
function supplyPlan(c: ForceCtx, u: UnitState): Plan | undefined {
  if (c.state.season !== 'autumn' || c.mission?.alwaysSupplied || isSeaType(u.type) || supplied(c, u.space)) return undefined;
  const goals = new Set(objectivesOf(c.def!, c.rt!).map((o) => (o.kind === 'besiege' ? o.citadel : o.space)));
  const to = steps(c, u)
    .filter((s) => allowed(c, u, s.to) && spaceOf(c.map, s.to)?.kind === 'land' && supplied(c, s.to) && !friendIn(c, s.to))
    .sort((a, b) => Number(goals.has(b.to)) - Number(goals.has(a.to)))[0];
  if (!to) return undefined;
  return { unit: u, body: { kind: 'move', to: to.to }, why: 'winter quarters' };
}

function planUnit(c: ForceCtx, u: UnitState, claimed: Set<string>, busy: Set<SpaceId>, wants: Map<string, Set<SpaceId>>): Plan {
  const hold = (why: string): Plan => ({ unit: u, body: { kind: 'hold' }, why });
  if (stuck(c.map, c.w, u.space, moverOf(u))) return hold('held by the weather');
  if (!c.def || !c.rt || !c.mission) return hold('a neutral unit without mission holds');
  const pending = c.rt.rolled.some((_, i) => !satisfied(c, c.rt!.rolled, i));
  if (c.mission.randomMoves && !pending) return randomPlan(c, u);
  return supplyPlan(c, u) ?? missionPlan(c, u, claimed, busy, wants) ?? hold('nothing to do');
}

/**
 * An army whose objective lies across the sea is carried by a fleet of its own force standing
 * in a sea both shores touch (the Roman guard and militia fleet attacking Illyria,
 * `diadokhoi §6.2.21`).
 */
function convoyPass(c: ForceCtx, plans: Plan[], wants: Map<string, Set<SpaceId>>): void {
  for (const army of plans) {
    const targets = wants.get(army.unit.id);
    if (!targets || army.body.kind !== 'hold') continue;
    for (const fleet of plans) {
      if (!isSeaType(fleet.unit.type) || spaceOf(c.map, fleet.unit.space)?.kind !== 'sea' || fleet.body.kind === 'convoy') continue;
      if (stuck(c.map, c.w, fleet.unit.space, 'fleet')) continue;
      const shores = new Set(shoresOf(c.map, fleet.unit.space));
      if (!shores.has(army.unit.space)) continue;
      const to = [...targets].find((t) => shores.has(t) && allowed(c, army.unit, t) && !friendIn(c, t));
      if (!to) continue;
      army.body = { kind: 'move', to, route: [fleet.unit.space] };
      army.why = `convoyed to ${to}`;
      fleet.body = { kind: 'convoy', target: { type: army.unit.type, space: army.unit.space }, to };
      fleet.why = 'convoys its army';
      break;
    }
  }
}

/** No support across a mountain range without a pass (`diadokhoi §6.3.25`; Les Diadoques too, issue 18 ruling). */
function supportBlocked(map: GameMap, from: SpaceId, to: SpaceId): boolean {
  return bordersBetween(map, from, to).some(mountainBlocksSupport);
}

/** Units that hold without a task support a sibling's attack they can reach. */
function addSupports(c: ForceCtx, plans: Plan[], partners: Plan[]): void {
  for (const p of plans) {
    if (p.body.kind !== 'hold' || stuck(c.map, c.w, p.unit.space, moverOf(p.unit))) continue;
    const reach = new Set(steps(c, p.unit).map((s) => s.to).filter((to) => !supportBlocked(c.map, p.unit.space, to)));
    const helped = [...plans, ...partners].find((q) => q !== p && q.body.kind === 'move' && reach.has(q.body.to) && enemyIn(c, q.body.to) && spaceOf(c.map, q.body.to)?.kind !== 'citadel');
    if (helped && helped.body.kind === 'move') p.body = { kind: 'support', target: { type: helped.unit.type, space: helped.unit.space }, to: helped.body.to };
  }
}

/** Two units of one force never aim at the same space: the second holds. */
function unclash(plans: Plan[]): void {
  const taken = new Set<SpaceId>();
  for (const p of plans) if (p.body.kind !== 'move') taken.add(p.unit.space);
  for (const p of plans) {
    if (p.body.kind !== 'move') continue;
    if (taken.has(p.body.to)) p.body = { kind: 'hold' };
    else taken.add(p.body.to);
  }
}

/** A retreat list inside the unit's field (`diadoques §9a.43`, `§14d.3`): objectives first. */
function retreatList(c: ForceCtx, u: UnitState): SpaceId[] {
  const goals = c.def && c.rt ? new Set(objectivesOf(c.def, c.rt).map((o) => (o.kind === 'besiege' ? o.citadel : o.space))) : new Set<SpaceId>();
  const list = steps(c, u)
    .map((s) => s.to)
    .filter((to, i, all) => all.indexOf(to) === i && allowed(c, u, to));
  return list.sort((a, b) => Number(goals.has(b)) - Number(goals.has(a)));
}

/**
 * A revolt or intervention never pockets a treasure: the treasure of a citadel it takes
 * disappears (`diadoques §14d.11`) — or stays, for a force that takes it "without plundering"
 * (`keepsTreasure`). Its second siege round therefore leaves the treasure in place
 * (`diadoques §9c.12`), and the end of the season (`lifecycle.ts`) makes it vanish.
 */
function treasureLeft(c: ForceCtx, p: Plan): Order | undefined {
  if (!rulebook(c.map).policies.neutrals.forcesLeaveTreasures || p.body.kind !== 'siege' || p.body.round !== 2) return undefined;
  if ((c.state.treasures[p.body.citadel] ?? 0) <= 0) return undefined;
  return { kind: 'no-treasure', citadel: p.body.citadel };
}

/** The powers the referee orders: running forces, other neutral forces, non-player powers with units. */
function neutralPowers(state: GameState, exclude: ReadonlySet<PowerId>): PowerId[] {
  const out = new Set<PowerId>([...Object.keys(forcesOf(state)), ...state.neutralForces.map((f) => f.power)]);
  for (const p of state.powers) if (p.kind !== 'player' || p.eliminated) out.add(p.id);
  return [...out].filter((p) => !exclude.has(p) && unitsOfPower(state, p).length > 0).sort();
}

/** The neutral units' orders for the current military season. Uses the dice only for random moves. */
export function neutralOrders(state: GameState, ctx: RefereeContext): NeutralOrders {
  const map = mapOf(state.ruleset)!;
  const w = weatherOf(map, state);
  const exclude = new Set(ctx.exclude ?? []);
  const ext = readNeutrals(state);
  const cancelled = new Set(ext.cancelled?.season === currentKey(state) ? ext.cancelled.units : []);
  const all = new Map<PowerId, Plan[]>();
  const resting = new Map<PowerId, Plan[]>();
  const ctxs = new Map<PowerId, ForceCtx>();
  const powers = neutralPowers(state, exclude);
  for (const power of powers) {
    const def = defOfPower(state.ruleset, power);
    const rt = forcesOf(state)[power];
    // Fields set one by one (issue 22: a literal of spreads costs about a microsecond in Node 20).
    const c: ForceCtx = { map, state, w, power, allies: new Set([power]), dice: ctx.dice };
    if (def) c.def = def;
    if (rt) c.rt = rt;
    if (def && rt) c.mission = missionOf(def, rt);
    c.allies = alliesOf(state, power, rt);
    ctxs.set(power, c);
    const units = unitsOfPower(state, power).filter((u) => !cancelled.has(u.id));
    const firstSeason = def?.kind === 'revolt' && rulebook(state).policies.neutrals.revoltsIdleFirstSeason && rt?.appeared === currentKey(state);
    const claimed = new Set<string>();
    const busy = new Set<SpaceId>();
    const wants = new Map<string, Set<SpaceId>>();
    const plans = units.map((u) => (firstSeason ? { unit: u, body: { kind: 'hold' } as UnitOrderBody, why: 'revolts do not act in their first season' } : planUnit(c, u, claimed, busy, wants)));
    if (firstSeason) {
      // A revolt at rest its first season neither convoys nor supports, not even Pyrrhus (`diadoques §14d.12`).
      resting.set(power, plans);
      continue;
    }
    unclash(plans);
    convoyPass(c, plans, wants);
    forcePlans(c, plans);
    for (const p of plans) if (!p.goal && wants.has(p.unit.id)) p.goal = wants.get(p.unit.id)!;
    all.set(power, plans);
  }
  beforeSupports(ctxs, all);
  for (const [power, plans] of all) {
    const c = ctxs.get(power)!;
    const partners = [...all.entries()].filter(([p]) => p !== power && c.allies.has(p)).flatMap(([, x]) => x);
    addSupports(c, plans, partners);
  }
  afterSupports(map, state, all);
  const orders: Record<PowerId, string> = {};
  const parsed: Record<PowerId, Order[]> = {};
  for (const power of powers) {
    const plans = all.get(power) ?? resting.get(power);
    if (!plans) continue;
    const c = ctxs.get(power)!;
    const list: Order[] = [];
    for (const p of plans) {
      const unit = { type: p.unit.type, space: p.unit.space, ...(p.unit.coast ? { coast: p.unit.coast } : {}) };
      list.push({ unit, ...p.body } as UnitOrder);
      if (rulebook(map).policies.military.retreats === 'lists') {
        // A force eliminated whenever it must retreat (the Gauls, `diadoques §14f.6`) writes
        // "Re X": dislodged, the unit is destroyed, never sent off by the default retreat.
        const re: (SpaceId | 'X')[] = c.mission?.eliminatedOnRetreat ? ['X'] : retreatList(c, p.unit);
        if (re.length > 0) list.push({ unit, kind: 'retreats', to: re });
      }
      const left = treasureLeft(c, p);
      if (left) list.push(left);
    }
    list.push(...characterMoves(c));
    parsed[power] = list;
    orders[power] = list.map((o) => printOrder(map, o)).join('\n');
  }
  return { orders, parsed };
}

/**
 * Diadokhoi retreat step (`diadokhoi §6.3.44`): each dislodged neutral unit retreats inside
 * its field — drawn by lot among the options (`diadoques §14d.9`) — or disbands
 * (`diadokhoi §6.2.9`). Returns orders by power in the retreat-step notation.
 */
export function neutralRetreats(state: GameState, ctx: RefereeContext): Record<PowerId, string> {
  const map = mapOf(state.ruleset)!;
  const out: Record<PowerId, string[]> = {};
  const exclude = new Set(ctx.exclude ?? []);
  for (const r of state.retreats ?? []) {
    const u = state.units.find((x) => x.id === r.unit);
    if (!u || exclude.has(u.power) || state.powers.some((p) => p.id === u.power && p.kind === 'player' && !p.eliminated)) continue;
    const def = defOfPower(state.ruleset, u.power);
    const rt = forcesOf(state)[u.power];
    const field = def && rt ? unitField(map, state, def, rt, u) : state.neutralForces.find((f) => f.power === u.power)?.field;
    const mission = def && rt ? missionOf(def, rt) : undefined;
    const options = mission?.eliminatedOnRetreat ? [] : r.options.filter((o) => !field || field.includes(o.split('/')[0]!));
    const unit = { type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}) };
    let line: string;
    if (options.length === 0) line = printOrder(map, { unit, kind: 'disband' });
    else {
      const pick = options[ctx.dice.roll(1, options.length, 'diadokhoi §6.2.9')[0]! - 1]!;
      const [to, coast] = pick.split('/');
      line = printOrder(map, { unit, kind: 'retreat', to: to!, ...(coast ? { coast } : {}) });
    }
    (out[u.power] ??= []).push(line);
  }
  return Object.fromEntries(Object.entries(out).map(([p, l]) => [p, l.join('\n')]));
}
