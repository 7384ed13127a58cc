/**
 * The baseline bot's winter and money orders, in the notation of the winter layer
 * (`src/winter/orders.ts`) and of the secondary orders (`src/politics/secondary-parse.ts`):
 * - seize the treasures of its citadels, temples excepted (`diadoques §9c.13`, `§13.4`);
 * - keep what it can pay for, disbanding mercenaries when the money runs short
 *   (`diadoques §10.6`, `§10.7`);
 * - build mercenary armies where the winter layer allows it, with what is left, nearest the
 *   citadels it does not hold yet (`diadoques §10.15`);
 * - promote one army when rich (`diadoques §10.21`).
 */
import { citadel, neighbours } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import { costOf, limitOf } from '../economy/costs.ts';
import { buildProblem } from '../winter/builds.ts';
import { promotionProblem } from '../winter/resolve.ts';
import type { GameState, PowerId, SpaceId, UnitState, UnitType } from '../rules/state.ts';
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
  const built = builds(view, power, money);
  lines.push(...built.lines);
  lines.push(...promotions(view, power, built.left));
  return lines.join('\n');
}

/** A place as the winter reader takes it: a citadel by its name, a province by its code. */
const placeOf = (view: BotView, space: SpaceId): string => {
  const c = citadel(mapOf(view.ruleset)!, space);
  return c ? (view.ruleset === 'diadoques' ? c.names.fr : c.names.en) : space;
};

/** How far each space lies from the nearest citadel it does not hold (one breadth-first pass). */
function frontDistances(view: BotView, power: PowerId): Map<SpaceId, number> {
  const map = mapOf(view.ruleset)!;
  const dist = new Map<SpaceId, number>();
  let frontier = map.citadels.filter((c) => view.control[c.id] !== power).map((c) => c.province);
  for (const s of frontier) dist.set(s, 0);
  for (let d = 1; frontier.length > 0; d++) {
    const next: SpaceId[] = [];
    for (const id of frontier) {
      for (const n of neighbours(map, id, 'army')) {
        if (dist.has(n.to)) continue;
        dist.set(n.to, d);
        next.push(n.to);
      }
    }
    frontier = next;
  }
  return dist;
}

/**
 * Up to three mercenary armies where the winter layer allows them (`diadoques §10.15`,
 * `diadokhoi §5.3.9`), in its citadels nearest the citadels it does not hold yet.
 */
function builds(view: BotView, power: PowerId, money: number): { lines: string[]; left: number } {
  const map = mapOf(view.ruleset)!;
  const state = asState(view);
  const fr = view.ruleset === 'diadoques';
  const price = costOf(state, 'A').buy;
  const mine = map.citadels.filter((c) => view.control[c.id] === power);
  const front = frontDistances(view, power);
  const far = (id: SpaceId) => front.get(id) ?? Infinity;
  const order = [...mine].sort((a, b) => far(a.province) - far(b.province) || a.id.localeCompare(b.id));
  const taken = new Set<string>();
  const lines: string[] = [];
  for (const c of order) {
    if (money < price || lines.length >= 3) break;
    const space = [c.province, c.id].find((x) => !taken.has(x) && !view.units.some((u) => u.space === x) && !buildProblem(state, { power, type: 'A', space: x }));
    if (!space) continue;
    lines.push(`${fr ? 'construire' : 'build'} A ${placeOf(view, space)}`);
    taken.add(c.province);
    taken.add(c.id);
    money -= price;
  }
  return { lines, left: money };
}

/**
 * Rich, it promotes one army a rank where the rules allow it, below the limits of its type
 * (`diadoques §10.21`–`§10.23`, `diadokhoi §5.3.10`): what is left must still pay twice the
 * new upkeep.
 */
function promotions(view: BotView, power: PowerId, money: number): string[] {
  const map = mapOf(view.ruleset)!;
  const state = asState(view);
  const own = view.units.filter((u) => u.power === power && !u.transit);
  for (const to of ['Am', 'Ae'] as UnitType[]) {
    if (own.filter((u) => u.type === to).length >= limitOf(state, power, to)) continue;
    const extra = costOf(state, to).upkeep - costOf(state, 'A').upkeep;
    if (money < extra + 2 * costOf(state, to).upkeep) continue;
    const u = own.find((x) => x.type === 'A' && !promotionProblem(state, x, to));
    if (u) return [`${view.ruleset === 'diadoques' ? 'promouvoir' : 'promote'} ${printUnit(map, { type: u.type, space: u.space })} ${to}`];
  }
  return [];
}
