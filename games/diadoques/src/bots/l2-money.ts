/**
 * The L2 bot's bribes in the last year of the short game (issue 20 item 2). L1 keeps a year's
 * upkeep back from every bribe (`reserveOf`, `./politics.ts`), but no winter follows the last
 * autumn: its whole treasury is worth nothing when the game ends (ranked by victory points,
 * `diadoques §3`, `diadokhoi §4.5.3`). So in that year it spends it on the garrisons of the
 * citadels that count — a bribed garrison hands over its citadel (`diadoques §9b.12`) — each
 * valued by what it would do to its lead over the best other player, the largest first, as
 * many as the treasury pays for. Who may be bribed and a target's level: the rules' own
 * functions; the level it sees leaves out the others' secret counter-corruption, hence the
 * margin of `offerFor`.
 */
import { citadel } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import { bribeProblem, corruptionLevel } from '../politics/corruption.ts';
import type { PowerId, UnitState } from '../rules/state.ts';
import { printMoneyOrder } from '../vocabulary/money.ts';
import { asState } from './baseline.ts';
import type { BotView } from './baseline.ts';
import { leadOf } from './l2-worth.ts';
import { offerFor } from './politics.ts';

const ref = (u: UnitState) => ({ type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}) });

/** Its bribe lines for the last year ('' when none gains it anything). */
export function lastYearBribes(view: BotView, power: PowerId): string {
  if (view.season === 'winter' || view.firstTurn) return '';
  const map = mapOf(view.ruleset)!;
  const state = asState(view);
  const before = leadOf(state, power);
  let budget = view.treasury?.[power] ?? 0;
  const options = view.units
    .filter((u) => u.power !== power && !u.transit && citadel(map, u.space) !== undefined && bribeProblem(state, power, { unit: u.id }) === undefined)
    .map((u) => {
      const x = citadel(map, u.space)!;
      const gain = leadOf({ ...state, control: { ...state.control, [x.id]: power } }, power) - before;
      return { u, gain, offer: offerFor(view.ruleset, corruptionLevel(state, { unit: u.id })) };
    })
    .filter((x) => x.gain > 0 && Number.isFinite(x.offer) && x.offer > 0)
    .sort((a, b) => b.gain - a.gain || a.offer - b.offer || a.u.id.localeCompare(b.u.id, 'en', { numeric: true }));
  const lines: string[] = [];
  for (const x of options) {
    if (x.offer > budget) continue;
    budget -= x.offer;
    lines.push(printMoneyOrder(view.ruleset, { kind: 'bribe', target: { unit: ref(x.u) }, amount: x.offer }));
  }
  return lines.join('\n');
}
