/**
 * What a player may decide in winter and at the start, listed by the rules (issue 14, item 3;
 * issue 17, item 6): the verbs of the winter notation (`./orders.ts`) with their subjects and
 * legal targets, so that the board's forms, the bots and the tests offer only what the winter
 * will carry out unless another player's builds contest the same place (`diadoques §10.18`,
 * `§10.20`).
 *
 * Winter (`diadoques §10`, `diadokhoi §5.3`):
 * - `seize` — the citadels of the player holding a treasure (`diadoques §10.3`);
 * - `maintain` — each unit (subject: its space), the default (`diadoques §10.6`, `diadokhoi §5.3.6`);
 * - `disband` — each unit that may be disbanded at will: not the diadoques guard
 *   (`diadoques §10.7`, `§10.11`; `diadokhoi §5.3.8`);
 * - `downgrade` — an elite unit over its type's limit (`diadoques §10.5`);
 * - `promote` — per unit the types it may be raised to (`diadoques §10.21`–`§10.23`,
 *   `diadokhoi §5.3.10`): the ladder and place (`promotionProblem`), the type's limit, the spending
 *   cap of a threatened citadel, the money;
 * - `build` — per unit type (subject) the places it may appear in (`diadoques §10.15`–`§10.19`,
 *   `diadokhoi §5.3.9`): the place (`buildProblem`, a `space/coast` target where the province has
 *   several coasts), the type's limit (`diadoques §6a.2`, `diadokhoi §4.2.5`, `§4.2.10`), the cap
 *   of a threatened citadel (`diadoques §10.17`, `diadokhoi §4.2.9`), the money;
 * - `gift` — the other living players (`diadoques §9c.9`), when the player may have money.
 *
 * The money a choice may use is what the player can have this winter: his treasury, the
 * winter's income with every treasure he may seize (`diadoques §10.1`–`§10.3`), less the
 * least each of his other units costs him — its upkeep, or its disband fee when that is lower
 * (`diadoques §10.6`, `§10.12`); diadokhoi units without winter supply disband first and cost
 * nothing (`diadokhoi §3.1.11`). So every listed build or promotion is carried out with those
 * lines beside it; whether it still fits beside the player's other lines is the budget the
 * form shows. Limits count the units as they stand (a build over a limit needs a disband
 * written with it, which the list does not assume).
 *
 * Start purchases (`diadoques §12.4`, `diadokhoi §5.3.1`–`§5.3.3`): `buy`, per unit type the
 * places it may be bought in; a purchase is listed when it belongs to a purchase the start
 * accepts — itself, completed with mercenary armies in the start province up to the fewest
 * units required and so that one army stands in the province itself (`purchaseProblems`,
 * `purchaseShortfall`: the same checks as the validation).
 *
 * Not listed (written freely): deposits (`diadokhoi §5.1.6`), votes (`diadoques §3.7`,
 * `diadokhoi §4.5.2`), political points (`diadokhoi §8.6.1`), conditions (`diadokhoi §7.11.1`).
 */
import type { Choice } from '@diadochi/kernel';
import { citadel } from '../map/graph.ts';
import type { GameState, PowerId, SpaceId, UnitState, UnitType } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import { isLivePlayer, livePlayers, mapFor, treasuryOf } from '../economy/common.ts';
import type { RulesOptions } from '../economy/common.ts';
import { costOf, COSTS, DOWNGRADE, limitOf, upkeepOf } from '../economy/costs.ts';
import { incomeOf, seizableTreasures } from '../economy/income.ts';
import { majorCitadels } from '../politics/victory.ts';
import { buildProblem, citadelCap } from './builds.ts';
import { promotionProblem } from './resolve.ts';
import { purchaseProblems, purchaseShortfall } from './start.ts';
import type { Purchase, StartLimits } from './start.ts';
import { unsuppliedUnits } from './supply.ts';
import { rulebook } from '../rulebook/index.ts';

/** The unit types of the ruleset, cheapest first (`diadoques §6a.6`, `diadokhoi §5.3.7`). */
export function unitTypesOf(state: Pick<GameState, 'ruleset'>): UnitType[] {
  return (Object.entries(COSTS[state.ruleset]) as [UnitType, { buy: number }][]).sort((a, b) => a[1].buy - b[1].buy).map(([t]) => t);
}

/** Every place a unit could be built in, a multi-coast province once per coast (`space/coast`). */
function places(state: GameState): { space: SpaceId; coast?: string }[] {
  const map = mapFor(state);
  return [
    ...map.provinces.flatMap((p) => [{ space: p.id }, ...(p.coasts ?? []).map((c) => ({ space: p.id, coast: c.id }))]),
    ...map.citadels.map((c) => ({ space: c.id })),
    ...map.seas.map((s) => ({ space: s.id })),
  ];
}

const target = (p: { space: SpaceId; coast?: string }) => (p.coast ? `${p.space}/${p.coast}` : p.space);

/** Reads a `space/coast` target back. */
export function placeOfTarget(t: string): { space: SpaceId; coast?: string } {
  const [space, coast] = t.split('/');
  return coast ? { space: space!, coast } : { space: space! };
}

/** The least a unit costs this winter: its upkeep, or its fee when disbanding is cheaper (`diadoques §10.6`, `§10.12`). */
function leastCost(state: GameState, u: UnitState): number {
  const fee = costOf(state, u.type).disband;
  return fee === null ? upkeepOf(state, u) : Math.min(upkeepOf(state, u), fee);
}

/**
 * The most the player can spend on one build or promotion this winter: treasury and income
 * with every treasure seized, less the least cost of his units (but `except`) that reach the upkeep.
 */
function winterPurse(state: GameState, power: PowerId, except?: UnitState): number {
  const income = incomeOf(state, power, seizableTreasures(state, power))?.total ?? 0;
  const gone = new Set(rulebook(state).policies.winter.supply === 'winter-disband' ? unsuppliedUnits(state).map((u) => u.id) : []);
  const due = state.units.filter((u) => u.power === power && u !== except && !gone.has(u.id)).reduce((sum, u) => sum + leastCost(state, u), 0);
  return treasuryOf(state, power) + income - due;
}

/** The player's winter choices; `null` when he is not a live player. */
export function winterChoices(state: GameState, power: PowerId, options: RulesOptions = {}): Choice[] | null {
  if (!isLivePlayer(state, power)) return null;
  const winter = rulebook(state).policies.winter;
  const out: Choice[] = [];
  const treasures = seizableTreasures(state, power);
  if (treasures.length > 0) out.push({ verb: 'seize', targets: treasures });
  const mine = state.units.filter((u) => u.power === power && !u.transit);
  const unsupplied = new Set(winter.supply === 'winter-disband' ? unsuppliedUnits(state).map((u) => u.id) : []);
  const count = (type: UnitType) => state.units.filter((u) => u.power === power && u.type === type).length;
  const cities = majorCitadels(state).filter((id) => state.control[id] === power).length;
  const limit = (type: UnitType) => limitOf(state, power, type, options.extraFleets === true, cities);
  for (const u of mine) {
    out.push({ verb: 'maintain', subject: u.space });
    if (!(winter.guards && u.type === 'Ag')) out.push({ verb: 'disband', subject: u.space });
    const down = DOWNGRADE[u.type];
    if ((u.type === 'Ae' || u.type === 'Fe') && down && count(u.type) > limitOf(state, power, u.type)) out.push({ verb: 'downgrade', subject: u.space });
    // diadokhoi §3.1.11: a unit without winter supply is gone before any promotion.
    if (unsupplied.has(u.id)) continue;
    const purse = winterPurse(state, power, u);
    const cap = citadelCap(state, power, u.space);
    const ups = unitTypesOf(state).filter((to) => {
      if (promotionProblem(state, u, to) !== undefined) return false;
      const upkeep = costOf(state, to).upkeep;
      return count(to) + 1 <= limit(to) && (cap === undefined || upkeep <= cap) && upkeep <= purse;
    });
    if (ups.length > 0) out.push({ verb: 'promote', subject: u.space, targets: ups });
  }
  const purse = winterPurse(state, power);
  for (const type of unitTypesOf(state)) {
    const price = costOf(state, type).buy;
    if (price > purse || count(type) + 1 > limit(type)) continue;
    const where = places(state).filter((p) => {
      if (buildProblem(state, { power, type, ...p }) !== undefined) return false;
      const cap = citadelCap(state, power, p.space);
      return cap === undefined || price <= cap;
    });
    if (where.length > 0) out.push({ verb: 'build', subject: type, targets: where.map(target) });
  }
  const others = livePlayers(state).filter((p) => p.id !== power).map((p) => p.id);
  if (others.length > 0 && treasuryOf(state, power) + (incomeOf(state, power, treasures)?.total ?? 0) > 0) out.push({ verb: 'gift', targets: others });
  return out;
}

/**
 * A purchase completed into one the start accepts: mercenary armies in the start province
 * added up to the fewest units required, and one there when the purchase is not itself an
 * army in the province (`diadoques §12.3`, `diadokhoi §5.3.1`).
 */
export function completedPurchase(p: Purchase, lim: StartLimits): Purchase[] {
  const army: Purchase = { type: 'A', space: lim.in };
  const inProvince = !isSeaType(p.type) && p.space === lim.in;
  const more = Math.max((lim.min ?? 1) - 1, inProvince ? 0 : 1);
  return [p, ...Array.from({ length: more }, () => army)];
}

/** The player's start purchases (`buy`, per type the places); `null` when he buys nothing. */
export function purchaseChoices(state: GameState, power: PowerId, lim: StartLimits | undefined): Choice[] | null {
  if (!lim || !isLivePlayer(state, power)) return null;
  const map = mapFor(state);
  const out: Choice[] = [];
  for (const type of unitTypesOf(state)) {
    if (lim.types && !lim.types.includes(type)) continue;
    const where = places(state).filter((p) => {
      // Armies in the start province or its citadels (`diadoques §12.3`): no need to try the rest of the map.
      if (!isSeaType(type) && p.space !== lim.in && citadel(map, p.space)?.province !== lim.in) return false;
      const all = completedPurchase({ type, ...p }, lim);
      const refused = purchaseProblems(state, power, all, lim);
      return refused.every((x) => x === undefined) && purchaseShortfall(state, all, refused, lim) === undefined;
    });
    // The start province itself first: the form's default place is then a purchase the start accepts alone.
    where.sort((a, b) => Number(b.space === lim.in) - Number(a.space === lim.in));
    if (where.length > 0) out.push({ verb: 'buy', subject: type, targets: where.map(target) });
  }
  return out;
}
