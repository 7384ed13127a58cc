/**
 * From the orders as read to what each unit and character will try this season: which unit
 * an order names, whether its power may order it, and the orders that are impossible or
 * ambiguous and so ignored (`diadoques §9a.2`): the unit then holds.
 */
import type { CharacterState, GameState, PowerId, SpaceId, UnitState } from './state.ts';
import { parseOrders } from '../vocabulary/military/read.ts';
import type { ParsedLine } from '../vocabulary/military/read.ts';

type ParseResult = ReturnType<typeof parseOrders>;
import { printOrder, printUnit } from '../vocabulary/military/print.ts';
import { characterName } from '../vocabulary/names.ts';
import type { CharacterMove, Order, SecondaryOrder, UnitOrder } from '../vocabulary/military/types.ts';
import { isUnitOrder } from '../vocabulary/military/types.ts';
import type { OrderOutcome } from './report.ts';
import type { GameMap } from '../map/types.ts';
import { isSeaType } from './units.ts';
import { marksOf } from './marks.ts';
import { rulebook } from '../rulebook/index.ts';
import type { Board } from './board.ts';

export interface UnitIntent {
  unit: UnitState;
  power: PowerId;
  /** The order this unit carries out, if any was given and readable. */
  order?: UnitOrder;
  /** Index of its outcome in `outcomes`; -1 when the unit had no order. */
  outcome: number;
}

export interface RetreatList {
  unit: UnitState;
  to: (string | 'X')[];
  outcome: number;
}

export interface CharacterIntent {
  character: CharacterState;
  power: PowerId;
  order: CharacterMove;
  outcome: number;
}

export interface SecondaryIntent {
  power: PowerId;
  order: SecondaryOrder;
  outcome: number;
}

export interface Interpretation {
  /** One per unit on the board, in the state's order. */
  units: UnitIntent[];
  retreatLists: Map<string, RetreatList>;
  characters: CharacterIntent[];
  secondary: SecondaryIntent[];
  /** One per order line, in the powers' order; filled in as the season is resolved. */
  outcomes: OrderOutcome[];
}

const rules = (map: GameMap) => ({ orders: rulebook(map).verdicts.orders, one: rulebook(map).rules.oneOrderPerUnit });

/**
 * Reads every power's orders and ties each to the unit or character it names; `read`: texts
 * already read by `parseOrders` (the validator's); `board`: the state's units already indexed
 * (`./board.ts`, shared by the validations of one position).
 */
export function interpret(map: GameMap, state: GameState, texts: Record<PowerId, string>, read?: Record<PowerId, ParseResult>, board?: Board): Interpretation {
  const onBoard = board ? board.standing : state.units.filter((u) => !u.transit);
  const out: Interpretation = { units: onBoard.map((unit) => ({ unit, power: unit.power, outcome: -1 })), retreatLists: new Map(), characters: [], secondary: [], outcomes: [] };
  const known = state.characters.map((c) => c.id);
  const claims = new Map<string, { order: UnitOrder; outcome: number }[]>();
  const standing = board ? board.bySpace : unitsBySpace(state);
  for (const power of Object.keys(texts)) {
    const parsed = read?.[power] ?? parseOrders(texts[power] ?? '', { map, characters: known });
    const lines = [...parsed.orders.map((p) => ({ p, problem: undefined })), ...parsed.problems.map((problem) => ({ p: undefined, problem }))];
    // The text's lines are needed only for a line the reader could not read (issue 22: split for every power, every reading).
    let textLines: string[] | undefined;
    lines.sort((a, b) => lineOf(a.p, a.problem) - lineOf(b.p, b.problem));
    for (const { p, problem } of lines) {
      if (!p) {
        textLines ??= (texts[power] ?? '').split('\n');
        const line = Number(problem!.path?.[1] ?? 0);
        out.outcomes.push({ power, text: (textLines[line] ?? '').trim(), line, status: 'ignored', reason: 'unreadable', message: problem!.message, rule: rules(map).orders });
        continue;
      }
      const index = out.outcomes.length;
      out.outcomes.push({ power, text: p.text, line: p.line, order: p.order, status: 'succeeds', reason: 'pending', message: '' });
      place(map, state, standing, out, claims, power, p.order, index);
    }
  }
  settleClaims(map, out, claims);
  if (rulebook(map).policies.military.jointOrders) {
    jointOrders(state, out, claims);
    noHelpToBesiegers(state, out);
  }
  return out;
}

/** May `power` order the units of `owner`: its own, or a neutral power it controls by political points (`diadokhoi §8.6.2`)? */
export function mayOrder(state: GameState, power: PowerId, owner: PowerId): boolean {
  return power === owner || (state.orderedBy?.[owner]?.includes(power) ?? false);
}

function drop(out: Interpretation, intent: UnitIntent, outcomes: number[], reason: string, message: string, rule: string): void {
  for (const k of outcomes) ignore(out, k, reason, message, rule);
  delete intent.order;
  intent.outcome = -1;
}

/**
 * Joint control (`diadokhoi §8.6.3`): the controllers must all write the very same order for a
 * unit of the power, else it does not move — a controller who writes nothing for it counts as
 * a different order (decisions.md).
 */
function jointOrders(state: GameState, out: Interpretation, claims: Map<string, { order: UnitOrder; outcome: number }[]>): void {
  for (const intent of out.units) {
    const controllers = state.orderedBy?.[intent.unit.power] ?? [];
    const list = claims.get(intent.unit.id);
    if (controllers.length < 2 || !list || intent.order === undefined) continue;
    const wrote = new Set(list.map((c) => out.outcomes[c.outcome]!.power));
    if (controllers.every((p) => wrote.has(p))) continue;
    drop(out, intent, list.map((c) => c.outcome), 'joint-orders-differ', `${intent.unit.power} is controlled by ${controllers.join(' and ')}: all of them must write the same order for this unit, so it does not move.`, 'diadokhoi §8.6.3');
  }
}

/** A neutral power cannot help a unit besieging one of its citadels (`diadokhoi §8.6.6`): such a support is void. */
function noHelpToBesiegers(state: GameState, out: Interpretation): void {
  const neutral = new Set(state.powers.filter((p) => p.kind === 'neutral').map((p) => p.id));
  for (const intent of out.units) {
    const o = intent.order;
    if (!o || o.kind !== 'support' || !neutral.has(intent.unit.power)) continue;
    const target = out.units.find((x) => x.unit.space === o.target.space);
    const t = target?.order;
    if (!t || t.kind !== 'siege' || state.control[t.citadel] !== intent.unit.power) continue;
    drop(out, intent, [intent.outcome], 'helps-besieger', `${intent.unit.power} cannot support a unit besieging its own citadel ${t.citadel}.`, 'diadokhoi §8.6.6');
  }
}

function lineOf(p: ParsedLine | undefined, problem: { path?: (string | number)[] } | undefined): number {
  return p ? p.line : Number(problem?.path?.[1] ?? 0);
}

function ignore(out: Interpretation, index: number, reason: string, message: string, rule?: string): void {
  Object.assign(out.outcomes[index]!, { status: 'ignored', reason, message, ...(rule ? { rule } : {}) });
}

function place(map: GameMap, state: GameState, standing: Standing, out: Interpretation, claims: Map<string, { order: UnitOrder; outcome: number }[]>, power: PowerId, order: Order, index: number): void {
  if (isUnitOrder(order)) {
    placeUnitOrder(map, state, standing, out, claims, power, order, index);
    return;
  }
  if (order.kind === 'character') {
    const c = state.characters.find((x) => x.id === order.character);
    if (!c || c.dead || c.space === null) return ignore(out, index, 'no-character', `${characterName(state.ruleset, order.character)} is not on the board.`, rules(map).orders);
    // diadokhoi §7.6.5: the captor moves his prisoner — to another of his units or into one of his citadels.
    const mover = c.prisonerOf ? (rulebook(map).policies.characters.captorMovesPrisoner ? c.prisonerOf : undefined) : c.controlledBy;
    const why = c.prisonerOf && c.prisonerOf !== power ? `${characterName(state.ruleset, c.id)} is a prisoner of ${c.prisonerOf}.` : `${power} does not control ${characterName(state.ruleset, c.id)}.`;
    if (mover !== power) return ignore(out, index, 'not-own-character', why, c.prisonerOf ? rulebook(map).rules.prisonerNotOwn : rulebook(map).rules.characterNotOwn);
    if (out.characters.some((x) => x.character.id === c.id)) return ignore(out, index, 'several-orders', 'A second order for the same character is ignored.', rules(map).one);
    out.characters.push({ character: c, power, order, outcome: index });
    return;
  }
  out.secondary.push({ power, order, outcome: index });
}

/** The units on the board (not under way) by space, in the state's order. */
type Standing = ReadonlyMap<SpaceId, readonly UnitState[]>;

/**
 * Issue 22: each order looked for its unit through every unit of the board, the
 * orders of a busy season times its units; the board is indexed once a reading.
 */
function unitsBySpace(state: GameState): Standing {
  const out = new Map<SpaceId, UnitState[]>();
  for (const u of state.units) {
    if (u.transit) continue;
    const here = out.get(u.space);
    if (here) here.push(u);
    else out.set(u.space, [u]);
  }
  return out;
}

/** The units an order may mean: those in the named space (or of that type anywhere, for `A X`). */
function candidates(state: GameState, standing: Standing, power: PowerId, order: UnitOrder): readonly UnitState[] {
  const ref = order.unit;
  if (ref.space === '') return state.units.filter((u) => u.power === power && !u.transit && (ref.type === undefined || u.type === ref.type));
  return standing.get(ref.space) ?? [];
}

function placeUnitOrder(map: GameMap, state: GameState, standing: Standing, out: Interpretation, claims: Map<string, { order: UnitOrder; outcome: number }[]>, power: PowerId, order: UnitOrder, index: number): void {
  const r = rules(map);
  const here = candidates(state, standing, power, order);
  if (here.length === 0) return ignore(out, index, 'no-unit', order.unit.space === '' ? 'Which unit? No unit of that type.' : `No unit stands in ${order.unit.space}.`, r.orders);
  const own = here.filter((u) => u.power === power || mayOrder(state, power, u.power));
  if (own.length === 0) return ignore(out, index, 'not-own-unit', `The unit in ${order.unit.space} is not ${power}'s.`, r.orders);
  if (order.unit.space === '' && own.length > 1) return ignore(out, index, 'ambiguous-unit', 'Which unit? Several units fit this order.', r.orders);
  if (order.kind === 'retreat' || order.kind === 'disband') return ignore(out, index, 'not-now', 'Retreat and disband orders are given in the retreat step.', 'diadokhoi §6.3.44');
  if (order.kind === 'retreats') {
    if (rulebook(map).policies.military.retreats !== 'lists') return ignore(out, index, 'not-in-ruleset', 'Diadokhoi has no retreat lists: retreats are ordered in the retreat step.', 'diadokhoi §6.1.3');
    const unit = own[0]!;
    if (out.retreatLists.has(unit.id)) return ignore(out, index, 'several-orders', 'A second retreat list for the same unit is ignored.', 'diadoques §9a.38');
    out.retreatLists.set(unit.id, { unit, to: order.to, outcome: index });
    return;
  }
  // On the first turn several units may share a space: an order names its unit by type AND mark
  // (`diadoques §9a.3`: `A*` the diadochus's army, `A#` the epigone's, or a character's name), so
  // the outcome never depends on the order the lines are written in (issue 18, decisions.md).
  const typed = own.filter((u) => order.unit.type === undefined || u.type === order.unit.type || (order.unit.type === 'G' && !isSeaType(u.type)));
  const ofType = typed.length > 0 ? typed : own;
  const pool = marked(state, ofType, order.unit.leader);
  // More unmarked orders than unmarked units (`A EGY` typed or clicked three times, as the
  // start's stacks invite): once every unmarked unit has an order, the next unmarked one takes
  // the next unit of the type without one (`§9a.2`, "mal rédigé, mais compréhensible"). A stack
  // with no unmarked unit never takes an unmarked order: that is ambiguous whatever the line order.
  const left = ofType.filter((u) => !claims.has(u.id));
  const byElimination = order.unit.leader === undefined && pool.length > 0 && pool.every((u) => claims.has(u.id)) ? left : [];
  const fits = byElimination.length > 0 ? byElimination : pool;
  if (fits.length === 0) return ignore(out, index, 'ambiguous-unit', 'Which unit? Several units fit this order: write its mark (A* for the diadochus\'s, A# for the epigone\'s, or the character\'s name).', r.orders);
  const free = fits.find((u) => !claims.has(u.id)) ?? fits[0]!;
  const list = claims.get(free.id) ?? [];
  list.push({ order, outcome: index });
  claims.set(free.id, list);
}

/**
 * The units of `units` (one space, the order's type) that an order with this mark names: those
 * carrying the mark; with no mark, those carrying none. A lone unit of the type is understood
 * whatever its mark (an order "badly written but understandable", `diadoques §9a.2`). Empty:
 * the order is ambiguous.
 */
function marked(state: GameState, units: UnitState[], mark: string | undefined): UnitState[] {
  // A lone unit is understood whatever its mark (below): its marks need not be read (issue 22:
  // nearly every order names a lone unit, and reading marks scans the characters).
  if (units.length === 1) return units;
  const fit = units.filter((u) => (mark === undefined ? marksOf(state, u).size === 0 : marksOf(state, u).has(mark)));
  if (fit.length > 0) return fit;
  return units.length === 1 ? units : [];
}

/** Whether the claims on one unit all give the same order, its unit aside. */
function sameOrders(map: GameMap, list: readonly { order: UnitOrder }[]): boolean {
  const first = printOrder(map, { ...list[0]!.order, unit: { space: '' } } as Order);
  return list.every((c) => printOrder(map, { ...c.order, unit: { space: '' } } as Order) === first);
}

/** One order per unit (`diadoques §9a.1`): repeated identical orders count once, different ones cancel out (DATC 4.D.3). */
function settleClaims(map: GameMap, out: Interpretation, claims: Map<string, { order: UnitOrder; outcome: number }[]>): void {
  const r = rules(map);
  for (const intent of out.units) {
    const list = claims.get(intent.unit.id);
    if (!list) continue;
    // Issue 22: a unit's one order is compared with nothing (printing it twice was a hundredth of a season).
    if (list.length > 1 && !sameOrders(map, list)) {
      for (const c of list) ignore(out, c.outcome, 'several-orders', `${printUnit(map, { type: intent.unit.type, space: intent.unit.space })} received several different orders: all are ignored.`, r.one);
      continue;
    }
    intent.order = list[0]!.order;
    intent.outcome = list[0]!.outcome;
    for (const c of list.slice(1)) ignore(out, c.outcome, 'duplicate', 'The same order again: counted once.', r.one);
  }
}
