/**
 * Order lines written by the forms: each choice becomes the engine's typed order, and the
 * engine's printer of its family writes it (`games/diadoques/src/vocabulary/`, issue 18), so a
 * form's line is what a player could have typed and the engine's readers check it exactly as a
 * typed one. French for Les Diadoques, English for Diadokhoi, as each rulebook writes its orders:
 * - winter (`diadoques §8b.1`, `§10`; `diadokhoi §5.3`): `entretenir A MAC`, `construire A Pella`,
 *   `don 10 T à Séleucos annoncé` — `maintain A Mac`, `promote A Mac to Ae`, `seize treasure Sardes`;
 * - politics of a military season (`diadoques ch. 9b`, `ch. 9c`, `§11b`): `corrompre A SYR 30`,
 *   `enchère A THR 10, 11, 12`, `passage Ptolémée` — `bribe A Syr 3000`, `bid A Thr 500, 600`;
 * - start purchases (`diadoques §12.4`, `diadokhoi §5.3.1`): `A MAC`, `Ae MAC`, `F Pella`.
 * Also the winter budget a power's orders imply, computed with the engine's own costs.
 */
import { COSTS, computeIncome, parsePurchases, parseWinterOrders, printPurchase, printSecondaryOrder, printWinterOrder, upkeepOf } from '@diadochi/diadoques';
import type { SecondaryOrder, TargetRef } from '@diadochi/diadoques';
import type { GameMap } from '@diadochi/diadoques/map';
import { asState } from './model.ts';
import type { BoardView, Ruleset } from './model.ts';
import type { UnitRef } from './notation.ts';
import { engineUnit, unitText } from './notation.ts';

export type { Ruleset } from './model.ts';

const rulesetOf = (map: GameMap) => map.ruleset as Ruleset;

// ——— Winter (`diadoques §10`, `diadokhoi §5.3`): the forms' choices as the engine's orders, written by its printer ———

export const winterLine = {
  keep: (map: GameMap, u: UnitRef) => printWinterOrder(rulesetOf(map), { kind: 'maintain', unit: engineUnit(map, u) }),
  disband: (map: GameMap, u: UnitRef) => printWinterOrder(rulesetOf(map), { kind: 'disband', unit: engineUnit(map, u) }),
  build: (map: GameMap, type: string, space: string) => printWinterOrder(rulesetOf(map), { kind: 'build', type: type as never, space }),
  promote: (map: GameMap, u: UnitRef, to: string) => printWinterOrder(rulesetOf(map), { kind: 'promote', unit: engineUnit(map, u), to: to as never }),
  seize: (map: GameMap, citadel: string) => printWinterOrder(rulesetOf(map), { kind: 'seize', citadel }),
  gift: (map: GameMap, to: string, amount: number, announced: boolean) => printWinterOrder(rulesetOf(map), { kind: 'gift', to, amount, announced }),
};

/** Is this winter line about that unit (keep or disband; promote)? The form replaces it. */
export function winterLineIsFor(map: GameMap, line: string, u: UnitRef, kind: 'keep' | 'promote'): boolean {
  const unit = unitText(map, u).toLowerCase();
  const l = line.trim().toLowerCase();
  const verbs = kind === 'keep' ? ['entretenir', 'licencier', 'maintain', 'disband', 'keep'] : ['promouvoir', 'promote'];
  return verbs.some((v) => l === `${v} ${unit}` || l.startsWith(`${v} ${unit} `));
}

// ——— Politics of a military season (`diadoques ch. 9b`, `ch. 9c`) ———

/** What a bribe or counter-corruption names: a unit, or a character alone. */
export type Target = { unit: UnitRef } | { character: string };

const engineTarget = (map: GameMap, t: Target): TargetRef => ('unit' in t ? { unit: engineUnit(map, t.unit) } : t);

export const politicsLine = {
  bribe: (map: GameMap, t: Target, amount: number) => printSecondaryOrder(rulesetOf(map), { kind: 'bribe', target: engineTarget(map, t), amount }),
  counter: (map: GameMap, t: Target, amount: number) => printSecondaryOrder(rulesetOf(map), { kind: 'counter', target: engineTarget(map, t), amount }),
  bid: (map: GameMap, u: UnitRef, amounts: number[]) => printSecondaryOrder(rulesetOf(map), { kind: 'bid', unit: engineUnit(map, u), amounts }),
  gold: (map: GameMap, to: string, amount: number, announced: boolean) => printSecondaryOrder(rulesetOf(map), { kind: 'gold', to, amount, announced }),
};

/** The secondary orders a form offers (`diadoques §9c.2`–`§9c.17`, `diadokhoi §7.6.6`, `§5.1.6`), with the fields each needs. */
export const SECONDARY = {
  passage: ['power'],
  'give-character': ['character', 'power'],
  'no-capture': ['character'],
  assassinate: ['character'],
  'royal-order': ['powerOrNone'],
  'open-gates': ['citadel', 'power'],
  'no-control': ['province'],
  capital: ['citadel'],
  'no-treasure': ['citadel'],
  seize: ['citadel'],
  dissociate: ['character'],
  command: ['character', 'unit'],
  marriage: [],
  chandragupta: ['indus'],
  release: ['character'],
  deposit: ['amount', 'citadel'],
} as const satisfies Record<string, readonly string[]>;

export type SecondaryKind = keyof typeof SECONDARY;
export type SecondaryField = (typeof SECONDARY)[SecondaryKind][number];

export interface SecondaryFields {
  power?: string;
  /** `null`: abstain (royal order). */
  powerOrNone?: string | null;
  character?: string;
  citadel?: string;
  province?: string;
  unit?: UnitRef;
  indus?: 'GHA' | 'IND';
  amount?: number;
}

/** The secondary order a form's fields stand for (the fields `SECONDARY` lists are there). */
function secondaryOrder(map: GameMap, kind: SecondaryKind, f: SecondaryFields): SecondaryOrder {
  switch (kind) {
    case 'passage':
      return { kind, power: f.power! };
    case 'give-character':
      return { kind, character: f.character!, to: f.power! };
    case 'no-capture':
    case 'assassinate':
    case 'dissociate':
    case 'release':
      return { kind, character: f.character! };
    case 'royal-order':
      return { kind, beneficiary: f.powerOrNone ?? null };
    case 'open-gates':
      return { kind, citadel: f.citadel!, to: f.power! };
    case 'no-control':
      return { kind, space: f.province! };
    case 'capital':
    case 'no-treasure':
    case 'seize':
      return { kind, citadel: f.citadel! };
    case 'command':
      return { kind, character: f.character!, unit: engineUnit(map, f.unit!) };
    case 'marriage':
      return { kind };
    case 'chandragupta':
      return { kind, province: f.indus! };
    case 'deposit':
      return { kind, citadel: f.citadel!, amount: f.amount! };
  }
}

/** One secondary order line, written by the engine's printer; `null` when a field it needs is missing. */
export function secondaryLine(map: GameMap, kind: SecondaryKind, f: SecondaryFields): string | null {
  for (const field of SECONDARY[kind] as readonly SecondaryField[]) {
    if (field === 'powerOrNone' ? f.powerOrNone === undefined : f[field] === undefined || f[field] === '') return null;
  }
  return printSecondaryOrder(rulesetOf(map), secondaryOrder(map, kind, f));
}

// ——— The winter budget (`diadoques §10.1`, `§10.6`, `§10.12`, `§10.15`, `§10.21`) ———

export interface Budget {
  treasury: number;
  income: number;
  upkeep: number;
  fees: number;
  builds: number;
  promotions: number;
  gifts: number;
  /** What is left once everything ordered is paid (negative: something will be refused). */
  left: number;
}

type Costs = Partial<Record<string, { buy: number; upkeep: number; disband: number | null }>>;

/**
 * What the power's winter orders would cost, with the engine's income sheet and unit costs:
 * treasury + income − upkeep of the units kept − disband fees − builds − promotions − gifts.
 * An estimate: the engine pays in its own order and refuses what it cannot pay.
 */
export function winterBudget(view: BoardView, me: string, text: string): Budget {
  const state = asState(view);
  const costs = COSTS[state.ruleset] as Costs;
  const orders = parseWinterOrders(state.ruleset, text).orders.map((o) => o.order);
  const mine = state.units.filter((u) => u.power === me);
  const named = (ref: { space: string; type?: string }) => mine.find((u) => u.space === ref.space && (!ref.type || ref.type === 'G' || u.type === ref.type));
  const disbanded = new Set(orders.flatMap((o) => (o.kind === 'disband' ? [named(o.unit)?.id] : [])).filter((x): x is string => !!x));
  const seize = orders.flatMap((o) => (o.kind === 'seize' ? [o.citadel] : []));
  const sheet = computeIncome(state, { [me]: seize })[me];
  const b: Budget = { treasury: state.treasury[me] ?? 0, income: sheet?.total ?? 0, upkeep: 0, fees: 0, builds: 0, promotions: 0, gifts: 0, left: 0 };
  for (const u of mine) {
    if (disbanded.has(u.id)) b.fees += costs[u.type]?.disband ?? 0;
    else b.upkeep += upkeepOf(state, u);
  }
  for (const o of orders) {
    if (o.kind === 'build') b.builds += costs[o.type]?.buy ?? 0;
    if (o.kind === 'gift') b.gifts += o.amount;
    if (o.kind === 'promote') {
      const u = named(o.unit);
      if (u) b.promotions += Math.max(0, (costs[o.to]?.upkeep ?? 0) - (costs[u.type]?.upkeep ?? 0));
    }
  }
  b.left = b.treasury + b.income - b.upkeep - b.fees - b.builds - b.promotions - b.gifts;
  return b;
}

/** A start purchase (`diadoques §12.4`): the unit's type and place, as the rulebook's start table writes it. */
export const startLine = (map: GameMap, type: string, space: string) => printPurchase(rulesetOf(map), { type: type as never, space });

/** What start purchases cost (`diadoques §12.4`): the sum of the purchase lines' prices. */
export function purchaseCost(ruleset: Ruleset, text: string): number {
  const costs = COSTS[ruleset] as Costs;
  return parsePurchases(ruleset, text).orders.reduce((sum, o) => sum + (costs[o.order.type]?.buy ?? 0), 0);
}
