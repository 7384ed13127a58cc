/**
 * The players' first purchases (`diadoques §12.3`, `§12.4`, `§12.6`; `diadokhoi §5.3.1`–`§5.3.3`):
 * with the set-up's treasury — already the first income, `diadoques §12.3`, `diadokhoi §5.2.4` —
 * each player buys his starting units in his start province. What is checked, purchase by
 * purchase in the order written (a refused line does not count):
 * - how many units (the set-up's `count`; diadokhoi exactly that many, `§5.3.1`; diadoques at
 *   least one, see decisions.md) and which types (diadokhoi mercenary units only, `§5.3.1`);
 * - fleets: none for Antigone, Eumène, Séleucos, one or two for the others (`diadoques §12.4`;
 *   `diadokhoi §5.3.3`), and the type limits of `diadoques §6a.2`, `§6a.3`;
 * - place: armies in the start province or its citadels, fleets where the winter rules let
 *   them be built (`buildProblem`), several units in one space allowed (`diadoques §12.6`);
 * - money: the prices add up within the treasury (`diadoques §12.4`: "chacun soustrait à son
 *   trésor de départ le coût d'achat de ses unités");
 * - at least one army in the start province itself, for the diadochus to stand with and command
 *   (`diadoques §12.3`: "sur sa province de départ, son diadoque et un certain nombre d'unités").
 * The same checks serve the instant validation and the resolution.
 */
import { citadel } from '../map/graph.ts';
import type { GameState, PowerId, SpaceId, UnitType } from '../rules/state.ts';
import { addUnit } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import { ev, mapFor, treasuryOf, whyText } from '../economy/common.ts';
import { because } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';
import type { LayerEvent } from '../economy/common.ts';
import { costOf, limitOf } from '../economy/costs.ts';
import { buildProblem } from './builds.ts';
import type { WinterOrder } from '../vocabulary/winter.ts';
import { rulebook } from '../rulebook/index.ts';

/** What each player may buy at the start (`diadoques §12.4`, `diadokhoi §5.3.1`, `§5.3.3`). */
export interface StartLimits {
  /** The start province: armies appear there or in its citadels. */
  in: SpaceId;
  maxFleets: number;
  /** Most units (3 in both standard games). */
  count: number;
  /** Fewest units (diadokhoi: `count`, `§5.3.1`); default 1. */
  min?: number;
  /** The only types allowed (diadokhoi: mercenary units, `§5.3.1`); absent: any. */
  types?: UnitType[];
}

export interface Purchase {
  type: UnitType;
  space: SpaceId;
  coast?: string;
}

export const startRule = (state: GameState) => rulebook(state).rules.startBuy;

/** Why each purchase is refused, in the order written (`undefined`: bought); refused lines do not count. */
export function purchaseProblems(state: GameState, power: PowerId, purchases: readonly Purchase[], lim: StartLimits): (Reason | undefined)[] {
  const map = mapFor(state);
  const bought: Purchase[] = [];
  let spent = 0;
  return purchases.map((o) => {
    const fleet = isSeaType(o.type);
    const inStart = o.space === lim.in || citadel(map, o.space)?.province === lim.in;
    const cost = costOf(state, o.type).buy;
    const owned = state.units.filter((u) => u.power === power && u.type === o.type).length + bought.filter((b) => b.type === o.type).length;
    const why: Reason | undefined = bought.length >= lim.count ? because('start-count', { count: lim.count })
      : lim.types && !lim.types.includes(o.type) ? because('mercenaries-only', { types: [...lim.types] })
      : fleet && bought.filter((b) => isSeaType(b.type)).length >= lim.maxFleets ? (lim.maxFleets === 0 ? because('armies-only-start') : because('start-fleets', { max: lim.maxFleets }))
      : !fleet && !inStart ? because('armies-start-in', { space: lim.in })
      : owned + 1 > limitOf(state, power, o.type) ? because('type-limit', { max: limitOf(state, power, o.type), type: o.type, rule: rulebook(state).rules.buildLimit })
      : buildProblem({ ...state, firstTurn: true }, { power, ...o })
        ?? (spent + cost > treasuryOf(state, power) ? because('money-short', { cost: spent + cost, treasury: treasuryOf(state, power) }) : undefined);
    if (!why) {
      bought.push(o);
      spent += cost;
    }
    return why;
  });
}

/** What is wrong with the purchases as a whole (too few, no army with the diadochus), once each line is checked. */
export function purchaseShortfall(state: GameState, purchases: readonly Purchase[], problems: readonly (Reason | undefined)[], lim: StartLimits): Reason | undefined {
  const ok = purchases.filter((_, i) => problems[i] === undefined);
  const min = lim.min ?? 1;
  if (ok.length < min) return min === lim.count ? because('buy-exactly', { count: min }) : because('buy-at-least', { count: min });
  if (!ok.some((o) => !isSeaType(o.type) && o.space === lim.in)) return because('diadochus-army', { space: lim.in, diadochus: rulebook(state).terms.diadochus });
  return undefined;
}

/**
 * Buys the starting units of every player (`diadoques §12.4`, `diadokhoi §5.3.1`–`§5.3.3`):
 * each accepted purchase is paid from the treasury and stands where it was bought; refused
 * ones are reported to their player only.
 */
export function buyStartingUnits(state: GameState, ordersByPower: Record<PowerId, readonly WinterOrder[]>, limits: Record<PowerId, StartLimits>): LayerEvent[] {
  const events: LayerEvent[] = [];
  const rule = startRule(state);
  for (const [power, orders] of Object.entries(ordersByPower)) {
    const lim = limits[power];
    if (!lim) continue;
    const purchases = orders.filter((o): o is Extract<WinterOrder, { kind: 'build' }> => o.kind === 'build').map(({ type, space, coast }) => ({ type, space, ...(coast ? { coast } : {}) }));
    const problems = purchaseProblems(state, power, purchases, lim);
    purchases.forEach((o, i) => {
      const why = problems[i];
      if (why) {
        events.push(ev('order-ignored', rule, `Start purchase of ${o.type} in ${o.space} refused: ${whyText(state, why)}.`, { ...o, why }, [power]));
        return;
      }
      const cost = costOf(state, o.type).buy;
      state.treasury[power] = treasuryOf(state, power) - cost;
      const u = addUnit(state, { power, type: o.type, space: o.space, ...(o.coast ? { coast: o.coast } : {}) });
      events.push(ev('built', rule, `${power} starts with ${o.type} in ${o.space}.`, { power, unit: u.id, type: o.type, space: o.space }));
    });
  }
  return events;
}
