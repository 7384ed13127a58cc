/**
 * Treasures lying in citadels (`diadoques §5.2`, `§5.3`; `diadokhoi §5.1`):
 * - seized when the citadel falls to a siege, unless the besieger ordered not to with his
 *   second siege order (`diadoques §9c.12`, `diadokhoi §5.1.1`: "or he can leave it intact");
 * - or later, by order, from a citadel one controls, no unit needed, in a military season
 *   or in winter with the income (`diadoques §9c.13`, `§10.3`);
 * - a religious treasure (Ephèse, Delphes, Ecbatane) costs 2 PP to plunder (`diadoques §13.5`,
 *   `diadokhoi §7.10.2`), whether seized by order, with the income or at the fall of its
 *   citadel (`plunderedAtFall` reads the military report);
 * - in diadokhoi a Diadokhos may leave money in his own cities (`diadokhoi §5.1.6`).
 * Once seized a treasure is gone from the citadel (`diadoques §5.3`).
 */
import { citadel } from '../map/graph.ts';
import type { SeasonReport } from '../rules/report.ts';
import type { GameState, PowerId, SpaceId } from '../rules/state.ts';
import { addPrestige } from './prestige-ledger.ts';
import { ev, mapFor, money, treasuryOf } from './common.ts';
import { because } from '../core/reasons/index.ts';
import type { LayerEvent, RulesOptions } from './common.ts';
import { rulebook } from '../rulebook/index.ts';

/** Moves a citadel's treasure into the treasury of the power controlling it. */
export function seizeTreasure(state: GameState, power: PowerId, id: SpaceId, options?: RulesOptions): LayerEvent[] {
  const amount = state.treasures[id] ?? 0;
  const rule = rulebook(state).rules.treasureSeized;
  if (amount <= 0) return [ev('treasure-none', rule, `There is no treasure in ${id}.`, { power, citadel: id }, [power])];
  if (state.control[id] !== power) return [ev('treasure-refused', rule, `${power} does not control ${id}: its treasure stays.`, { power, citadel: id }, [power])];
  state.treasures[id] = 0;
  state.treasury[power] = treasuryOf(state, power) + amount;
  return [ev('treasure-seized', rule, `${power} seizes the treasure of ${id} (${money(state, amount)}).`, { power, citadel: id, amount }), ...plunderPrestige(state, power, id, options)];
}

/** Plundering a temple treasure (Ephèse, Delphes, Ecbatane) costs 2 PP (`diadoques §13.5`, `diadokhoi §7.10.2`). */
function plunderPrestige(state: GameState, power: PowerId, id: SpaceId, options?: RulesOptions): LayerEvent[] {
  if (!citadel(mapFor(state), id)?.religious) return [];
  return addPrestige(state, power, -2, rulebook(state).rules.templePlunder, `plundered the temple treasure of ${id}`, options);
}

/**
 * The temple treasures taken by the military resolution when their citadel fell to a siege
 * (`diadoques §9a.28`, `§5.3`; the report's money lines name the citadel): the same 2 PP as a
 * seizure by order (`diadoques §13.5`, `diadokhoi §7.10.2`). A besieger who left the treasure
 * (`diadoques §9c.12`) took nothing and loses nothing.
 */
export function plunderedAtFall(state: GameState, report: Pick<SeasonReport, 'money'>, options?: RulesOptions): LayerEvent[] {
  return report.money.flatMap((m) => (m.citadel && m.amount > 0 ? plunderPrestige(state, m.power, m.citadel, options) : []));
}

/**
 * A citadel has just fallen to `power` (siege, `diadoques §9a.28`): its treasure is seized
 * unless the second siege order said to leave it (`diadoques §9c.12`).
 */
export function treasureAtFall(state: GameState, id: SpaceId, power: PowerId, leave: boolean, options?: RulesOptions): LayerEvent[] {
  if ((state.treasures[id] ?? 0) <= 0) return [];
  if (leave) return [ev('treasure-left', rulebook(state).rules.treasureLeft, `${power} leaves the treasure of ${id} untouched.`, { power, citadel: id })];
  return seizeTreasure(state, power, id, options);
}

/** A personal deposit in one's own city (`diadokhoi §5.1.6`); whole hundreds of talents. */
export function depositTreasure(state: GameState, power: PowerId, id: SpaceId, amount: number): LayerEvent[] {
  const rule = 'diadokhoi §5.1.6';
  if (!rulebook(state).policies.economy.deposits) return [ev('deposit-refused', rule, 'Deposits exist only in Diadokhoi.', { power, why: because('deposits-diadokhoi-only') }, [power])];
  if (!citadel(mapFor(state), id) || state.control[id] !== power) return [ev('deposit-refused', rule, `${power} does not hold ${id}.`, { power, citadel: id, why: because('deposit-not-held', { power, citadel: id }) }, [power])];
  if (!(amount > 0) || amount % 100 !== 0 || amount > treasuryOf(state, power)) {
    return [ev('deposit-refused', rule, `${power} cannot deposit ${amount} talents.`, { power, citadel: id, amount, why: because('deposit-amount', { power, amount }) }, [power])];
  }
  state.treasury[power] = treasuryOf(state, power) - amount;
  state.treasures[id] = (state.treasures[id] ?? 0) + amount;
  return [ev('deposit', rule, `${power} deposits ${amount} talents in ${id}.`, { power, citadel: id, amount }, [power])];
}
