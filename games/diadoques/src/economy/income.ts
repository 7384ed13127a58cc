/**
 * Winter income (`diadoques §10.1`, `§10.2`, `§5.4`; `diadokhoi §5.2.1`–`§5.2.5`): every
 * winter each player collects from what he controls:
 * - each controlled province with a citadel, town or port (diadoques), each supplied land
 *   province (diadokhoi): its `income` in the map (1 T / 100 talents; HYR and NAB pay
 *   nothing, `diadoques §10.1`, `diadokhoi §3.1.14`);
 * - each controlled minor citadel: 1 T / 200 talents;
 * - each controlled major citadel, enemy capitals included: 11 T / 1100 talents;
 * - one's own capital, while one holds it: 31 T / 3100 talents. A capital taken by another
 *   player pays him as a normal major citadel, and pays its owner the triple tribute again
 *   once he retakes it (`diadokhoi §3.2.9`, `§5.2.3`); the capital of an eliminated player is
 *   a normal citadel (`diadokhoi §4.6.5`).
 * Treasures seized in winter (`diadoques §10.3`, `§9c.13`) are added to the same sheet, in
 * the column the diadokhoi table gives them (`diadokhoi §5.2.4`).
 */
import { allSpaces, citadel, province } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import type { GameState, PowerId, SpaceId } from '../rules/state.ts';
import { ev, livePlayers, mapFor, money, powerOf } from './common.ts';
import type { LayerContext, LayerEvent } from './common.ts';
import { seizeTreasure } from './treasures.ts';
import { rulebook } from '../rulebook/index.ts';


export type IncomeKind = 'province' | 'citadel' | 'capital' | 'city' | 'treasure';

export interface IncomeSheet {
  power: PowerId;
  /** The columns of the diadokhoi winter −322 table (`diadokhoi §5.2.4`). */
  provinces: number;
  citadels: number;
  capitals: number;
  cities: number;
  treasures: number;
  total: number;
  lines: { space: SpaceId; kind: IncomeKind; amount: number }[];
}

/** The power's own capital while it is still a capital (the power is in the game). */
export function ownCapital(state: GameState, power: PowerId): SpaceId | undefined {
  const p = powerOf(state, power);
  if (!p || p.eliminated || p.kind !== 'player') return undefined;
  return p.capital;
}

/** What a controlled citadel yields its controller (`diadoques §10.2`, `diadokhoi §5.2.2`–`§5.2.3`). */
export function citadelIncome(state: GameState, id: SpaceId, holder: PowerId): { kind: IncomeKind; amount: number } {
  const c = citadel(mapFor(state), id);
  if (!c) return { kind: 'citadel', amount: 0 };
  if (ownCapital(state, holder) === id) return { kind: 'capital', amount: rulebook(state).amounts.ownCapitalIncome };
  return { kind: c.rank === 'minor' ? 'citadel' : 'city', amount: c.income };
}

function emptySheet(power: PowerId): IncomeSheet {
  return { power, provinces: 0, citadels: 0, capitals: 0, cities: 0, treasures: 0, total: 0, lines: [] };
}

const COLUMN: Record<IncomeKind, 'provinces' | 'citadels' | 'capitals' | 'cities' | 'treasures'> = {
  province: 'provinces',
  citadel: 'citadels',
  capital: 'capitals',
  city: 'cities',
  treasure: 'treasures',
};

function add(sheet: IncomeSheet, space: SpaceId, kind: IncomeKind, amount: number): void {
  if (amount === 0) return;
  sheet[COLUMN[kind]] += amount;
  sheet.total += amount;
  sheet.lines.push({ space, kind, amount });
}

/** Treasures a power may seize now: those lying in citadels it controls (`diadoques §9c.13`). */
export function seizableTreasures(state: GameState, power: PowerId): SpaceId[] {
  return Object.entries(state.treasures)
    .filter(([id, amount]) => amount > 0 && state.control[id] === power && citadel(mapFor(state), id))
    .map(([id]) => id)
    .sort();
}

/**
 * Each live player's winter income sheet, without changing the state. `seize` lists the
 * treasures each power orders seized this winter, or `'all'` for every treasure in its
 * citadels (how the printed table of winter −322 counts them, `diadokhoi §5.2.4`).
 */
/**
 * The map's spaces in `localeCompare` order, worked out once per map (issue 22: the income sheet
 * sorted the whole control table again for every bot's reckoning); `undefined` when two of them
 * compare equal, since a sort then keeps the table's own order.
 */
const placeOrder = new WeakMap<GameMap, SpaceId[] | undefined>();

function spacesInOrder(map: GameMap): SpaceId[] | undefined {
  if (placeOrder.has(map)) return placeOrder.get(map);
  const ids = allSpaces(map)
    .map((s) => s.id)
    .sort((a, b) => a.localeCompare(b));
  const order = ids.some((id, i) => i > 0 && ids[i - 1]!.localeCompare(id) === 0) ? undefined : ids;
  placeOrder.set(map, order);
  return order;
}

const ranks = new WeakMap<GameMap, Map<SpaceId, number> | undefined>();

/** Each space's place in `spacesInOrder`; `undefined` where that order is. */
function spaceRanks(map: GameMap): Map<SpaceId, number> | undefined {
  if (ranks.has(map)) return ranks.get(map);
  const order = spacesInOrder(map);
  const rank = order ? new Map(order.map((id, i) => [id, i])) : undefined;
  ranks.set(map, rank);
  return rank;
}

/** The control table's entries sorted by space with `localeCompare`: the map's order, filtered, when every space is the map's. */
function controlInOrder(map: GameMap, control: Record<SpaceId, PowerId>): [SpaceId, PowerId][] {
  const entries = Object.entries(control);
  const order = spacesInOrder(map);
  if (!order) return entries.sort(([a], [b]) => a.localeCompare(b));
  const out: [SpaceId, PowerId][] = [];
  for (const id of order) if (Object.hasOwn(control, id)) out.push([id, control[id]!]);
  return out.length === entries.length ? out : entries.sort(([a], [b]) => a.localeCompare(b));
}

export function computeIncome(state: GameState, seize: Record<PowerId, SpaceId[]> | 'all' = {}): Record<PowerId, IncomeSheet> {
  const map = mapFor(state);
  const out: Record<PowerId, IncomeSheet> = {};
  for (const p of livePlayers(state)) out[p.id] = emptySheet(p.id);
  for (const [space, holder] of controlInOrder(map, state.control)) {
    const sheet = out[holder];
    if (sheet) addPlace(state, map, sheet, space);
  }
  for (const sheet of Object.values(out)) addTreasures(state, sheet, seize === 'all' ? seizableTreasures(state, sheet.power) : (seize[sheet.power] ?? []));
  return out;
}

/**
 * `computeIncome(state, { [power]: seize })[power]`: the one sheet, worked out alone (issue 22:
 * the bots reckon their own winter money several times a step, and every other power's sheet
 * was made and thrown away). The same lines in the same order: a sheet depends on its power only.
 */
export function incomeOf(state: GameState, power: PowerId, seize: readonly SpaceId[]): IncomeSheet | undefined {
  if (!livePlayers(state).some((p) => p.id === power)) return undefined;
  const map = mapFor(state);
  const sheet = emptySheet(power);
  for (const space of placesOf(map, state.control, power)) addPlace(state, map, sheet, space);
  addTreasures(state, sheet, seize);
  return sheet;
}

/** The spaces `power` controls, in the order of `controlInOrder`: the control table's entries, not the whole map's spaces, are walked. */
function placesOf(map: GameMap, control: Record<SpaceId, PowerId>, power: PowerId): SpaceId[] {
  const rank = spaceRanks(map);
  if (rank) {
    const out: SpaceId[] = [];
    let known = true;
    for (const id of Object.keys(control)) {
      if (!rank.has(id)) {
        known = false;
        break;
      }
      if (control[id] === power) out.push(id);
    }
    if (known) return out.sort((a, b) => rank.get(a)! - rank.get(b)!);
  }
  return controlInOrder(map, control)
    .filter(([, holder]) => holder === power)
    .map(([space]) => space);
}

/** What a controlled space pays its holder, on his sheet. */
function addPlace(state: GameState, map: GameMap, sheet: IncomeSheet, space: SpaceId): void {
  const prov = province(map, space);
  if (prov) add(sheet, space, 'province', prov.income);
  else if (citadel(map, space)) {
    const c = citadelIncome(state, space, sheet.power);
    add(sheet, space, c.kind, c.amount);
  }
}

/** The treasures seized, each once, in citadels the sheet's power controls. */
function addTreasures(state: GameState, sheet: IncomeSheet, wanted: readonly SpaceId[]): void {
  for (const id of new Set(wanted)) {
    if (state.control[id] !== sheet.power) continue;
    add(sheet, id, 'treasure', state.treasures[id] ?? 0);
  }
}

/**
 * Collects the winter income into each treasury (`diadoques §8b.1`, `diadokhoi §5.2.1`), with
 * the treasures ordered seized. Each power's sheet is secret to it.
 */
export function collectIncome(state: GameState, seize: Record<PowerId, SpaceId[]> | 'all', ctx?: Pick<LayerContext, 'options'>): LayerEvent[] {
  const events: LayerEvent[] = [];
  const sheets = computeIncome(state, seize);
  const rule = rulebook(state).rules.income;
  for (const sheet of Object.values(sheets)) {
    const fromTaxes = sheet.total - sheet.treasures;
    state.treasury[sheet.power] = (state.treasury[sheet.power] ?? 0) + fromTaxes;
    events.push(ev('income', rule, `${sheet.power} collects ${money(state, fromTaxes)} of tribute.`, sheet, [sheet.power]));
    for (const line of sheet.lines.filter((l) => l.kind === 'treasure')) {
      events.push(...seizeTreasure(state, sheet.power, line.space, ctx?.options));
    }
  }
  return events;
}
