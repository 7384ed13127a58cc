/**
 * Winter supply (`diadoques ch. 11a`; `diadokhoi §3.1.10`–`§3.1.13`, `§7.8.3`).
 *
 * A unit (not a character) needs an arsenal — a citadel, a town or a port — to winter. Units
 * in citadels and fleets at sea winter anyway; a land unit in a province with an arsenal is
 * supplied even if the arsenal is not its own, except in HYR and NAB where the citadel must be
 * held (`diadoques §11a.1`, `§11a.2`, `diadokhoi §3.1.13`).
 * - diadoques, at the end of autumn (`§8a.4`): an unsupplied unit revolts — its commander is
 *   executed, the other characters with it are captured, a guard becomes elite and a militia
 *   mercenary, and it is auctioned in spring (`§11a.3`, `§11b.2`);
 * - diadokhoi, in winter: it disbands (`§3.1.11`); with the optional rule it rebels and is sold
 *   in spring and summer (`§3.1.12`), unless a storm, revolt or flood trapped it there in
 *   autumn (`§7.8.3`).
 * The prestige cost of an elite or guard army left unsupplied (`diadoques §13.12`, each turn;
 * `diadokhoi §7.10.8`) is charged here too.
 */
import { citadel, province } from '../map/graph.ts';
import type { GameState, UnitState } from '../rules/state.ts';
import { charactersWith, removeUnit } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import { weatherOf } from '../rules/weather.ts';
import { ev, isLivePlayer, mapFor } from '../economy/common.ts';
import { because } from '../core/reasons/index.ts';
import type { LayerContext, LayerEvent, RulesOptions } from '../economy/common.ts';
import { DOWNGRADE } from '../economy/costs.ts';
import { lotPower, putUpForSale } from '../politics/auctions.ts';
import { detach, handOver, isMilitaryLeader, kill } from '../politics/characters.ts';
import { updateControl } from '../politics/control.ts';
import { addPrestige } from '../politics/prestige.ts';
import { rulebook } from '../rulebook/index.ts';

/** Is this unit supplied for the winter where it stands? */
export function isSupplied(state: GameState, u: UnitState): boolean {
  const map = mapFor(state);
  if (citadel(map, u.space)) return true;
  const prov = province(map, u.space);
  if (!prov) return true;
  if (prov.supply === 'yes') return true;
  if (prov.supply === 'citadel') return prov.citadels.some((c) => state.control[c] === u.power);
  return false;
}

/** Players' units that would not be supplied (`diadoques ch. 11a`, `diadokhoi §3.1.11`). */
export function unsuppliedUnits(state: GameState): UnitState[] {
  return state.units.filter((u) => isLivePlayer(state, u.power) && !u.transit && !isSupplied(state, u) && (!isSeaType(u.type) || rulebook(state).policies.winter.fleetsNeedSupply));
}

/**
 * The supply check: at the end of autumn in diadoques (revolts), at the start of winter in
 * diadokhoi (disbands or, optionally, rebels).
 */
export function resolveWinterSupply(state: GameState, ctx: LayerContext): LayerEvent[] {
  const events: LayerEvent[] = [];
  const map = mapFor(state);
  const w = weatherOf(map, state);
  for (const u of unsuppliedUnits(state)) {
    if (rulebook(state).policies.winter.supply === 'autumn-revolt') {
      events.push(...revolt(state, u));
      continue;
    }
    const trapped = w.storm.has(u.space) || w.flooded.has(u.space) || w.blocked.has(u.space) || state.neutralForces.some((f) => f.kind === 'revolt' && f.field?.includes(u.space));
    const owner = u.power;
    for (const c of charactersWith(state, u)) detach(state, c);
    if (ctx.options?.rebelSale && !trapped) {
      events.push(ev('unsupplied-rebels', 'diadokhoi §3.1.12', `${u.type} ${u.space} of ${owner}, left without supply, rebels: it is for sale in spring.`, { unit: u.id, type: u.type, space: u.space, power: owner }));
      events.push(...putUpForSale(state, u, 'rebel', 'diadokhoi §3.1.12'));
    } else {
      removeUnit(state, u.id);
      events.push(ev('unsupplied-disbanded', trapped ? 'diadokhoi §7.8.3' : 'diadokhoi §3.1.11', `${u.type} ${u.space} of ${owner} has no winter supply and disbands.`, { unit: u.id, type: u.type, space: u.space, power: owner }));
    }
    if (!trapped) events.push(...addPrestige(state, owner, -1, 'diadokhoi §7.10.8', `lost ${u.type} ${u.space} left unsupplied`, ctx.options));
  }
  events.push(...updateControl(state));
  return events;
}

/** An unsupplied unit's revolt (`diadoques §11a.3`). */
function revolt(state: GameState, u: UnitState): LayerEvent[] {
  const owner = u.power;
  const events: LayerEvent[] = [ev('supply-revolt', 'diadoques §11a.3', `${u.type} ${u.space} of ${owner} has no arsenal for the winter and revolts.`, { unit: u.id, type: u.type, space: u.space, power: owner })];
  const people = charactersWith(state, u);
  for (const c of people) {
    if (c.id === u.commander && isMilitaryLeader(state, c)) events.push(...kill(state, c, 'diadoques §11a.3', because('mutinous-soldiers')));
  }
  delete u.commander;
  if (u.type === 'Ag' || u.type === 'Am') {
    const to = DOWNGRADE[u.type]!;
    events.push(ev('unit-degraded', 'diadoques §11a.3', `The rebel ${u.type} becomes ${to}.`, { unit: u.id, from: u.type, to }));
    u.type = to;
  }
  events.push(...putUpForSale(state, u, 'revolt', 'diadoques §11a.3'));
  for (const c of people) if (!c.dead) events.push(...handOver(state, c, lotPower(u.id), 'diadoques §11a.3', because('captured-by-rebels')));
  return events;
}

/**
 * Each military season's end: an elite or guard army standing in a province without supply
 * costs its player 1 PP (`diadoques §13.12`, "each turn spent there").
 */
export function unsuppliedElitePrestige(state: GameState, options?: RulesOptions): LayerEvent[] {
  const award = rulebook(state).policies.prestige.unsuppliedElite;
  if (!award) return [];
  const events: LayerEvent[] = [];
  for (const u of unsuppliedUnits(state)) {
    if (u.type === 'Ae' || u.type === 'Ag') events.push(...addPrestige(state, u.power, award.pp, award.rule, `${u.type} in unsupplied ${u.space}`, options));
  }
  return events;
}
