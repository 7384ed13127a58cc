/**
 * What particular neutral forces do beyond their mission's objectives (issue 18 item 4: the
 * scenario-specific behaviours, out of the generic referee in `referee.ts`). Each behaviour says
 * which force it applies to and the rule it follows; the referee asks this module at fixed points
 * of its algorithm and knows none of them by name:
 * - the objectives a force pursues (`missionObjectives`): the Roman war (`diadokhoi §6.2.22`),
 *   the Athenian patrol (`diadokhoi §6.2.10`), the General revolt's help to compatriots
 *   (`diadoques §14e.7`);
 * - what a force's plans become (`forcePlans`): Pyrrhus' fleet and guard (`diadoques §14e.16.2`);
 * - characters moved with a force's orders (`characterMoves`): Olympias joining the Aetolians
 *   (`diadoques §14e.4.2`);
 * - help between forces, before the supports (`beforeSupports`: Greek convoys, `diadoques §14e.7`,
 *   `diadokhoi §6.2.11`) and after them (`afterSupports`: Pyrrhus for the Aetolians, `diadoques §14e.16.3`).
 */
import { neighbours, shoresOf, space as spaceOf } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import type { CharacterMove } from '../vocabulary/military/types.ts';
import type { GameState, PowerId, SpaceId } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import { stuck } from '../rules/weather.ts';
import { objectivesOf } from './fields.ts';
import { defOfPower, forcesOf, readNeutrals, unitsOfPower } from './registry.ts';
import type { Objective } from './types.ts';
import { allowed, friendIn, heldByFriend } from './referee-kit.ts';
import type { ForceCtx, Plan } from './referee-kit.ts';
import { rulebook } from '../rulebook/index.ts';

/** Plans of every force ordered this season, by power. */
type AllPlans = ReadonlyMap<PowerId, Plan[]>;

/**
 * The objectives the force pursues, in priority order: its mission's own (or the General
 * revolt's once its cities are free), then a Roman war's, the Athenian patrol's and the General
 * revolt's help to compatriots.
 */
export function missionObjectives(c: ForceCtx): Objective[] {
  return ownObjectives(c).concat(romanWarObjectives(c), patrolObjectives(c), compatriotObjectives(c));
}

/** What the force's own plans become once planned unit by unit (Pyrrhus' fleet carrying his guard). */
export function forcePlans(c: ForceCtx, plans: Plan[]): void {
  if (c.def?.specials?.some((s) => s.kind === 'pyrrhus')) pyrrhusPlans(c, plans);
}

/** Characters the force moves with its orders (Olympias joining the Aetolian militia). */
export function characterMoves(c: ForceCtx): CharacterMove[] {
  const o = olympiasMove(c);
  return o ? [o] : [];
}

/** Help between forces decided before the supports: Greek fleets carrying Greek armies. */
export function beforeSupports(ctxs: ReadonlyMap<PowerId, ForceCtx>, all: AllPlans): void {
  greekConvoys(ctxs, all);
}

/** Help between forces decided after the supports: Pyrrhus supporting the Aetolians. */
export function afterSupports(map: GameMap, state: GameState, all: AllPlans): void {
  pyrrhusForAetolians(map, state, all);
}

/** At war with Rome (diadokhoi): the Romans march on the enemy capital (`diadokhoi §6.2.22`). */
function romanWarObjectives(c: ForceCtx): Objective[] {
  if (!c.def?.specials?.some((s) => s.kind === 'roman-war')) return [];
  const wars = readNeutrals(c.state).romanWar ?? {};
  const out: Objective[] = [];
  for (const [p, war] of Object.entries(wars)) {
    if (war.resumes !== undefined && war.resumes > c.state.year) continue;
    const capital = c.state.powers.find((x) => x.id === p)?.capital;
    if (capital) out.push({ kind: 'besiege', citadel: capital });
  }
  return out;
}

/**
 * The force's own objectives; in the General revolt, once its cities are free and none is
 * besieged, it no longer holds on to them but goes to help (`diadoques §14e.7`).
 */
function ownObjectives(c: ForceCtx): Objective[] {
  const own = objectivesOf(c.def!, c.rt!);
  if (!c.rt!.greek) return own;
  const cities = own.filter((o): o is Extract<Objective, { kind: 'besiege' }> => o.kind === 'besiege');
  const free = cities.every((o) => heldByFriend(c, o.citadel) && !c.state.sieges.some((x) => x.citadel === o.citadel));
  return free ? cities : own;
}

/**
 * In the General revolt a Greek unit whose own city is free comes to help its compatriots
 * with theirs (`diadoques §14e.7`).
 */
function compatriotObjectives(c: ForceCtx): Objective[] {
  if (!c.rt?.greek) return [];
  const out: Objective[] = [];
  for (const [p, rt] of Object.entries(forcesOf(c.state))) {
    const def = p !== c.power && rt.greek ? defOfPower(c.state.ruleset, p) : undefined;
    if (def) out.push(...objectivesOf(def, rt).filter((o) => o.kind === 'besiege'));
  }
  return out;
}

/**
 * Athens free, the Athenian fleet patrols the Ionian sea to shield the Cyrenaic rebellion
 * (`diadokhoi §6.2.10`).
 */
function patrolObjectives(c: ForceCtx): Objective[] {
  if (!rulebook(c.state).policies.neutrals.athenianPatrol || c.power !== 'athenians') return [];
  if (c.state.control['athens'] !== c.power || !forcesOf(c.state)['cyrenaeans']) return [];
  return [{ kind: 'occupy', space: 'IoS' }];
}

/** Olympias, with the Aetolians, joins their militia to take command (`diadoques §14e.4.2`). */
function olympiasMove(c: ForceCtx): CharacterMove | undefined {
  if (!c.def?.specials?.some((s) => s.kind === 'olympias-joins')) return undefined;
  const o = c.state.characters.find((x) => x.id === 'olympias');
  if (!o || o.dead || o.controlledBy !== c.power || o.with !== undefined || !o.space) return undefined;
  const militia = unitsOfPower(c.state, c.power).find((u) => !isSeaType(u.type));
  if (!militia || militia.space === o.space) return undefined;
  if (!neighbours(c.map, o.space, 'character').some((n) => n.to === militia.space)) return undefined;
  return { kind: 'character', character: 'olympias', from: o.space, to: militia.space };
}

/** The Greek risings that help each other: the General revolt (`diadoques §14e.7`), the Lamia war (`diadokhoi §6.2.11`). */
const isGreek = (c: ForceCtx): boolean => c.rt?.greek === true || c.def?.id === 'lamia-war';

/**
 * Greek fleets with nothing left to do carry Greek armies, theirs or a compatriot's, straight
 * onto their goal across the sea they stand in (`diadoques §14e.7`: "vient en aide à ses
 * compatriotes (y compris par soutien et convoi)"; `diadokhoi §6.2.11`, the Lamia war): an
 * army held up, or whose march would take more than this one move, is landed on its goal.
 */
function greekConvoys(ctxs: ReadonlyMap<PowerId, ForceCtx>, all: ReadonlyMap<PowerId, Plan[]>): void {
  const greek = [...all.entries()].filter(([p]) => isGreek(ctxs.get(p)!));
  const landing = new Set(greek.flatMap(([, plans]) => plans.flatMap((p) => (p.body.kind === 'move' ? [p.body.to] : [p.unit.space]))));
  for (const [power, plans] of greek) {
    const c = ctxs.get(power)!;
    for (const army of plans) {
      if (isSeaType(army.unit.type) || !army.goal || (army.body.kind !== 'hold' && army.body.kind !== 'move')) continue;
      if (army.body.kind === 'move' && army.goal.has(army.body.to)) continue;
      const carried = carrierFor(c, army, greek, landing);
      if (!carried) continue;
      landing.add(carried.to);
      army.body = { kind: 'move', to: carried.to, route: [carried.fleet.unit.space] };
      army.why = `carried by ${carried.fleet.unit.power}'s fleet to ${carried.to}`;
      carried.fleet.body = { kind: 'convoy', target: { type: army.unit.type, space: army.unit.space }, to: carried.to };
      carried.fleet.why = `convoys a Greek army to ${carried.to}`;
    }
  }
}

/** An idle allied fleet in a sea touching both the army and one of its goals, and the goal. */
function carrierFor(c: ForceCtx, army: Plan, greek: [PowerId, Plan[]][], landing: ReadonlySet<SpaceId>): { fleet: Plan; to: SpaceId } | undefined {
  for (const [p, plans] of greek) {
    if (!c.allies.has(p)) continue;
    for (const fleet of plans) {
      if (!isSeaType(fleet.unit.type) || fleet.body.kind !== 'hold' || spaceOf(c.map, fleet.unit.space)?.kind !== 'sea') continue;
      if (stuck(c.map, c.w, fleet.unit.space, 'fleet')) continue;
      const shores = new Set(shoresOf(c.map, fleet.unit.space));
      if (!shores.has(army.unit.space)) continue;
      const to = [...army.goal!].sort().find((t) => shores.has(t) && !landing.has(t) && allowed(c, army.unit, t) && !friendIn(c, t));
      if (to) return { fleet, to };
    }
  }
  return undefined;
}

/** Pyrrhus (`diadoques §14e.16.2`): the fleet carries the guard from EPI into Italy, then supports it there. */
function pyrrhusPlans(c: ForceCtx, plans: Plan[]): void {
  const fleet = plans.find((p) => c.rt?.roles[p.unit.id] === 'fleet');
  const guard = plans.find((p) => c.rt?.roles[p.unit.id] === 'guard');
  if (!fleet || !guard) return;
  if (guard.unit.space === 'EPI') {
    guard.body = { kind: 'move', to: 'ITA', route: [fleet.unit.space] };
    fleet.body = { kind: 'convoy', target: { type: guard.unit.type, space: 'EPI' }, to: 'ITA' };
  } else if (guard.unit.space === 'ITA') {
    guard.body = { kind: 'hold' };
    fleet.body = { kind: 'support', target: { type: guard.unit.type, space: 'ITA' } };
  }
}

/** Pyrrhus in EPI supports the Aetolians' actions next to EPI (`diadoques §14e.16.3`). */
function pyrrhusForAetolians(map: GameMap, state: GameState, all: AllPlans): void {
  const pyrrhus = all.get('pyrrhus')?.find((p) => p.unit.space === 'EPI' && p.body.kind === 'hold');
  const aetolians = all.get('etoliens') ?? [];
  if (!pyrrhus) return;
  const near = new Set(neighbours(map, 'EPI', 'army').map((s) => s.to));
  for (const a of aetolians) {
    if (a.body.kind === 'move' && (a.body.to === 'ETO' || a.body.to === 'THE') && near.has(a.body.to)) {
      pyrrhus.body = { kind: 'support', target: { type: a.unit.type, space: a.unit.space }, to: a.body.to };
      return;
    }
    if ((a.body.kind === 'hold' || a.body.kind === 'siege') && near.has(a.unit.space)) {
      pyrrhus.body = { kind: 'support', target: { type: a.unit.type, space: a.unit.space } };
      return;
    }
  }
  void state;
}
