/**
 * The baseline bot's winter and money orders, in the notation of the winter layer
 * (`src/vocabulary/winter.ts`) and of the secondary orders (`src/vocabulary/secondary.ts`):
 * - seize the treasures of its citadels, temples excepted (`diadoques §9c.13`, `§13.4`);
 * - keep what it can pay for — its treasury plus the income the winter collects first
 *   (`diadoques §10.1`, `§10.4`) — disbanding mercenaries only when that runs short
 *   (`diadoques §10.6`, `§10.7`);
 * - build mercenary armies where the winter layer allows it, nearest the citadels it does not
 *   hold yet (`diadoques §10.15`), no more than its income can keep;
 * - promote one army when rich (`diadoques §10.21`).
 */
import { neighbours } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import { costOf, limitOf, upkeepOf } from '../economy/costs.ts';
import { incomeOf } from '../economy/income.ts';
import { isSeaType } from '../rules/units.ts';
import { isSupplied } from '../winter/supply.ts';
import { buildProblem } from '../winter/builds.ts';
import { promotionProblem } from '../winter/resolve.ts';
import type { GameState, PowerId, SpaceId, UnitState, UnitType } from '../rules/state.ts';
import { printWinterOrder } from '../vocabulary/winter.ts';
import { profileOf } from '../rulebook/index.ts';
import type { BotView } from './baseline.ts';

const asState = (view: BotView): GameState => ({ phase: 'winter', retreats: [], treasury: {}, treasures: {}, counterCorruption: {}, nextUnit: 1, ext: {}, ...view }) as GameState;

/**
 * What it will have to spend this winter: its treasury and the income the winter collects
 * before any upkeep is paid (`diadoques §10.1`, `§10.4`; `diadokhoi §5.2.1`), the treasures it
 * seizes included. Income is counted from control, which every player sees.
 */
export function winterMoney(view: BotView, power: PowerId, seized: readonly SpaceId[]): number {
  const income = incomeOf(asState(view), power, seized)?.total ?? 0;
  return (view.treasury?.[power] ?? 0) + income;
}

/**
 * The units whose upkeep it will pay: in Diadokhoi a land unit without winter supply is
 * disbanded before the upkeep (`diadokhoi §3.1.11`); in Les Diadoques that check came at the
 * end of autumn (`diadoques §11a.3`).
 */
function keptThroughWinter(view: BotView, power: PowerId): UnitState[] {
  const state = asState(view);
  return view.units.filter((u) => u.power === power && !u.transit && (profileOf(view.ruleset).policies.winter.supply !== 'winter-disband' || isSeaType(u.type) || isSupplied(state, u)));
}

/**
 * How much new upkeep a winter takes on, from what is left after the upkeep and fees (`money`),
 * next year's income and the upkeep due; and how many armies at most it builds.
 */
export interface WinterSpending {
  room: (money: number, income: number, due: number) => number;
  builds: number;
}

/**
 * L1's: half of what next year's income leaves over plus half its savings, so that the army it
 * builds is an army it can keep (`diadoques §10.6`) and money stays for bribes,
 * counter-corruption and bids; three armies at most.
 */
export const KEEP: WinterSpending = { room: (money, income, due) => Math.floor(Math.max(0, Math.min(money, income + Math.floor(money / 2) - due)) / 2), builds: 3 };

/** Winter orders for `power`, one per line, in its ruleset's language (`spending`: L1's unless told). */
export function botWinter(view: BotView, power: PowerId, spending: WinterSpending = KEEP): string {
  const map = mapOf(view.ruleset)!;
  const state = asState(view);
  const lines: string[] = [];
  const seized = map.citadels.filter((c) => view.control[c.id] === power && (view.treasures?.[c.id] ?? 0) > 0 && !c.religious);
  for (const c of seized) lines.push(printWinterOrder(view.ruleset, { kind: 'seize', citadel: c.id }));
  const purse = winterMoney(view, power, seized.map((c) => c.id));
  const upkeep = (u: UnitState) => upkeepOf(state, u);
  const own = keptThroughWinter(view, power);
  // Cheapest first to go: mercenary fleets and armies (`diadoques §10.7`); the guard never (`§10.11`).
  const byCost = [...own].sort((a, b) => upkeep(a) - upkeep(b) || a.id.localeCompare(b.id));
  let due = own.reduce((s, u) => s + upkeep(u), 0);
  // The fees are paid after the upkeep, from what is left (`diadoques §10.6`, `§10.12`).
  let fees = 0;
  for (const u of byCost) {
    if (due <= purse) break;
    const fee = costOf(state, u.type).disband;
    if (fee === null) continue;
    lines.push(printWinterOrder(view.ruleset, { kind: 'disband', unit: { type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}) } }));
    due -= upkeep(u);
    fees += fee;
  }
  const money = Math.max(0, purse - due - fees);
  const income = winterMoney({ ...view, treasury: {} }, power, []);
  const room = spending.room(money, income, due);
  const built = builds(view, power, room, spending.builds);
  lines.push(...built.lines);
  lines.push(...promotions(view, power, money - built.spent, room - built.spent));
  return lines.join('\n');
}

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
 * Up to `most` mercenary armies where the winter layer allows them (`diadoques §10.15`,
 * `diadokhoi §5.3.9`), in its citadels nearest the citadels it does not hold yet.
 */
function builds(view: BotView, power: PowerId, money: number, most: number): { lines: string[]; spent: number } {
  const map = mapOf(view.ruleset)!;
  const state = asState(view);
  const price = costOf(state, 'A').buy;
  const mine = map.citadels.filter((c) => view.control[c.id] === power);
  const front = frontDistances(view, power);
  const far = (id: SpaceId) => front.get(id) ?? Infinity;
  const order = [...mine].sort((a, b) => far(a.province) - far(b.province) || a.id.localeCompare(b.id));
  const taken = new Set<string>();
  const lines: string[] = [];
  let spent = 0;
  for (const c of order) {
    if (money - spent < price || lines.length >= most) break;
    const space = [c.province, c.id].find((x) => !taken.has(x) && !view.units.some((u) => u.space === x) && !buildProblem(state, { power, type: 'A', space: x }));
    if (!space) continue;
    lines.push(printWinterOrder(view.ruleset, { kind: 'build', type: 'A', space }));
    taken.add(c.province);
    taken.add(c.id);
    spent += price;
  }
  return { lines, spent };
}

/**
 * Rich, it promotes one army a rank where the rules allow it, below the limits of its type
 * (`diadoques §10.21`–`§10.23`, `diadokhoi §5.3.10`): what is left must still pay twice the
 * new upkeep, and the extra upkeep must fit in `room` (what its income leaves over).
 */
function promotions(view: BotView, power: PowerId, money: number, room: number): string[] {
  const state = asState(view);
  const own = view.units.filter((u) => u.power === power && !u.transit);
  for (const to of ['Am', 'Ae'] as UnitType[]) {
    if (own.filter((u) => u.type === to).length >= limitOf(state, power, to)) continue;
    const extra = costOf(state, to).upkeep - costOf(state, 'A').upkeep;
    if (money < extra + 2 * costOf(state, to).upkeep || extra > room) continue;
    const u = own.find((x) => x.type === 'A' && !promotionProblem(state, x, to));
    if (u) return [printWinterOrder(view.ruleset, { kind: 'promote', unit: { type: u.type, space: u.space }, to })];
  }
  return [];
}
