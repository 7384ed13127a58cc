/**
 * The baseline bot's winter and money orders, in the notation of the winter layer
 * (`src/winter/orders.ts`) and of the secondary orders (`src/politics/secondary-parse.ts`):
 * - seize the treasures of its citadels, temples excepted (`diadoques §9c.13`, `§13.4`);
 * - keep what it can pay for, disbanding mercenaries when the money runs short
 *   (`diadoques §10.6`, `§10.7`);
 * - build mercenary armies where the winter layer allows it, with what is left
 *   (`diadoques §10.15`);
 * - counter-corruption: a little money on the unit its diadochus commands (`diadoques §9b.13`).
 * Bids at auctions are not written: the lots live in the state's `ext`, which a view hides.
 */
import { mapOf } from '../map/index.ts';
import { costOf } from '../economy/costs.ts';
import { buildProblem } from '../winter/builds.ts';
import type { GameState, PowerId, UnitState } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import { printUnit } from '../rules/orders/print.ts';
import type { BotView } from './baseline.ts';

const asState = (view: BotView): GameState => ({ phase: 'winter', retreats: [], treasury: {}, treasures: {}, counterCorruption: {}, nextUnit: 1, ext: {}, ...view }) as GameState;

/** Winter orders for `power`, one per line, in its ruleset's language. */
export function botWinter(view: BotView, power: PowerId): string {
  const map = mapOf(view.ruleset)!;
  const state = asState(view);
  const fr = view.ruleset === 'diadoques';
  const lines: string[] = [];
  const own = view.units.filter((u) => u.power === power && !u.transit);
  for (const c of map.citadels) {
    if (view.control[c.id] === power && (view.treasures?.[c.id] ?? 0) > 0 && !c.religious) lines.push(`${fr ? 'saisir trésor' : 'seize treasure'} ${fr ? c.names.fr : c.names.en}`);
  }
  let money = view.treasury?.[power] ?? 0;
  const upkeep = (u: UnitState) => costOf(state, u.type).upkeep;
  // Cheapest first to go: mercenary fleets and armies (`diadoques §10.7`).
  const byCost = [...own].sort((a, b) => upkeep(a) - upkeep(b) || a.id.localeCompare(b.id));
  const total = own.reduce((s, u) => s + upkeep(u), 0);
  let short = total - money;
  for (const u of byCost) {
    if (short <= 0) break;
    const fee = costOf(state, u.type).disband;
    if (fee === null) continue;
    lines.push(`${fr ? 'licencier' : 'disband'} ${printUnit(map, { type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}) })}`);
    short -= upkeep(u);
    money -= fee;
  }
  money -= Math.max(0, total - Math.max(0, short));
  const price = costOf(state, 'A').buy;
  const taken = new Set<string>();
  let built = 0;
  for (const c of map.citadels) {
    if (money < price || built >= 2) break;
    if (view.control[c.id] !== power) continue;
    for (const space of [c.province, c.id]) {
      if (taken.has(space) || view.units.some((u) => u.space === space)) continue;
      if (buildProblem(state, { power, type: 'A', space })) continue;
      lines.push(`${fr ? 'construire' : 'build'} A ${fr ? (space === c.id ? c.names.fr : space) : space === c.id ? c.names.en : space}`);
      taken.add(space);
      taken.add(c.province);
      built += 1;
      money -= price;
      break;
    }
  }
  return lines.join('\n');
}

/**
 * Counter-corruption for a military season (`diadoques §9b.13`, `diadokhoi §6.3.6`): a
 * tenth of the treasury, at least one unit of money, on the unit its diadochus commands.
 */
export function botCounterCorruption(view: BotView, power: PowerId): string {
  const map = mapOf(view.ruleset)!;
  const fr = view.ruleset === 'diadoques';
  const money = view.treasury?.[power] ?? 0;
  const leader = view.powers.find((p) => p.id === power)?.diadochus;
  const unit = view.units.find((u) => u.power === power && leader && u.commander === leader && !isSeaType(u.type));
  const step = fr ? 1 : 100;
  const amount = Math.floor(money / 10 / step) * step;
  if (!unit || amount < step) return '';
  return `${fr ? 'contre-corruption' : 'counter'} ${printUnit(map, { type: unit.type, space: unit.space })} ${amount}`;
}
