/**
 * Order lines written by the forms, in the notation players type (one source of truth: the
 * engine's readers check a form's line exactly as a typed one). French words for Les
 * Diadoques, English for Diadokhoi, as each rulebook writes its orders:
 * - winter (`diadoques §8b.1`, `§10`; `diadokhoi §5.3`): `entretenir A MAC`, `licencier A MAC`,
 *   `construire A Pella`, `promouvoir A MAC Ae`, `don 10 T à Séleucos annoncé`,
 *   `saisir trésor Lamia` — `maintain A Mac`, `disband A Mac`, `build F Che`, `promote A Mac to Ae`,
 *   `gift 1000 to Seleukos announced`, `seize treasure Sardes`;
 * - politics of a military season (`diadoques ch. 9b`, `ch. 9c`, `§11b`): `corrompre A SYR 30`,
 *   `contre-corruption A MAC 10`, `enchère A THR 10, 11, 12`, `passage Ptolémée`… —
 *   `bribe A Syr 3000`, `counter A Mac 1000`, `bid A Thr 500 600`, `passage Ptolemaios`…;
 * - start purchases (`diadoques §12.4`, `diadokhoi §5.3.1`): `A MAC`, `Ae MAC`, `F Pella`.
 * Also the winter budget a power's orders imply, computed with the engine's own costs.
 */
import { COSTS, computeIncome, parsePurchases, parseWinterOrders, upkeepOf } from '@diadochi/diadoques';
import type { GameMap } from '@diadochi/diadoques/map';
import { SCENARIOS } from '@diadochi/diadoques/map';
import { asState } from './model.ts';
import type { BoardView, Ruleset } from './model.ts';
import type { UnitRef } from './notation.ts';
import { placeName, unitText } from './notation.ts';

export type { Ruleset } from './model.ts';

const french = (map: GameMap) => map.ruleset === 'diadoques';
const w = (map: GameMap, fr: string, en: string) => (french(map) ? fr : en);

/** A power as the ruleset's orders name it (its name in the rulebook's language). */
export function powerWord(ruleset: Ruleset, id: string): string {
  for (const sc of SCENARIOS[ruleset]) {
    const p = sc.powers.find((x) => x.power === id);
    if (p) return ruleset === 'diadoques' ? p.names.fr : p.names.en;
  }
  return id;
}

export function characterWord(ruleset: Ruleset, id: string): string {
  for (const sc of SCENARIOS[ruleset]) {
    const c = sc.characters.find((x) => x.character === id);
    if (c) return ruleset === 'diadoques' ? c.names.fr : c.names.en;
  }
  return id;
}

const money = (map: GameMap, amount: number) => (french(map) ? `${amount} T` : String(amount));

// ——— Winter (`diadoques §10`, `diadokhoi §5.3`) ———

export const winterLine = {
  keep: (map: GameMap, u: UnitRef) => `${w(map, 'entretenir', 'maintain')} ${unitText(map, u)}`,
  disband: (map: GameMap, u: UnitRef) => `${w(map, 'licencier', 'disband')} ${unitText(map, u)}`,
  build: (map: GameMap, type: string, space: string) => `${w(map, 'construire', 'build')} ${type} ${placeName(map, space)}`,
  promote: (map: GameMap, u: UnitRef, to: string) => `${w(map, 'promouvoir', 'promote')} ${unitText(map, u)} ${w(map, '', 'to ')}${to}`,
  seize: (map: GameMap, citadel: string) => `${w(map, 'saisir trésor', 'seize treasure')} ${placeName(map, citadel)}`,
  gift: (map: GameMap, to: string, amount: number, announced: boolean) => `${w(map, 'don', 'gift')} ${money(map, amount)} ${w(map, 'à', 'to')} ${powerWord(map.ruleset as Ruleset, to)}${announced ? w(map, ' annoncé', ' announced') : ''}`,
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

const targetText = (map: GameMap, t: Target) => ('unit' in t ? unitText(map, t.unit) : characterWord(map.ruleset as Ruleset, t.character));

export const politicsLine = {
  bribe: (map: GameMap, t: Target, amount: number) => `${w(map, 'corrompre', 'bribe')} ${targetText(map, t)} ${amount}`,
  counter: (map: GameMap, t: Target, amount: number) => `${w(map, 'contre-corruption', 'counter')} ${targetText(map, t)} ${amount}`,
  bid: (map: GameMap, u: UnitRef, amounts: number[]) => `${w(map, 'enchère', 'bid')} ${unitText(map, u)} ${amounts.join(w(map, ', ', ' '))}`,
  gold: (map: GameMap, to: string, amount: number, announced: boolean) => winterLine.gift(map, to, amount, announced),
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

/** One secondary order line; `null` when a field it needs is missing. */
export function secondaryLine(map: GameMap, kind: SecondaryKind, f: SecondaryFields): string | null {
  const ruleset = map.ruleset as Ruleset;
  for (const field of SECONDARY[kind] as readonly SecondaryField[]) {
    if (field === 'powerOrNone' ? f.powerOrNone === undefined : f[field] === undefined || f[field] === '') return null;
  }
  const P = (id: string) => powerWord(ruleset, id);
  const C = (id: string) => characterWord(ruleset, id);
  const at = (id: string) => placeName(map, id);
  switch (kind) {
    case 'passage':
      return `passage ${P(f.power!)}`;
    case 'give-character':
      return w(map, `donner ${C(f.character!)} à ${P(f.power!)}`, `give ${C(f.character!)} to ${P(f.power!)}`);
    case 'no-capture':
      return w(map, `ne pas capturer ${C(f.character!)}`, `no-capture ${C(f.character!)}`);
    case 'assassinate':
      return w(map, `assassiner ${C(f.character!)}`, `assassinate ${C(f.character!)}`);
    case 'royal-order':
      return w(map, `ordre royal ${f.powerOrNone ? P(f.powerOrNone) : 'abstention'}`, `royal order ${f.powerOrNone ? P(f.powerOrNone) : 'abstain'}`);
    case 'open-gates':
      return w(map, `ouvrir ${at(f.citadel!)} à ${P(f.power!)}`, `open ${at(f.citadel!)} to ${P(f.power!)}`);
    case 'no-control':
      return w(map, `ne pas contrôler ${at(f.province!)}`, `no-control ${at(f.province!)}`);
    case 'capital':
      return w(map, `capitale ${at(f.citadel!)}`, `capital ${at(f.citadel!)}`);
    case 'no-treasure':
      return w(map, `ne pas saisir ${at(f.citadel!)}`, `no-treasure ${at(f.citadel!)}`);
    case 'seize':
      return w(map, `saisir ${at(f.citadel!)}`, `seize ${at(f.citadel!)}`);
    case 'dissociate':
      return w(map, `dissocier ${C(f.character!)}`, `dissociate ${C(f.character!)}`);
    case 'command':
      return w(map, `commandement ${C(f.character!)} ${unitText(map, f.unit!)}`, `command ${C(f.character!)} ${unitText(map, f.unit!)}`);
    case 'marriage':
      return w(map, 'mariage', 'marriage');
    case 'chandragupta':
      return w(map, `accord Chandragupta ${f.indus}`, `chandragupta ${f.indus}`);
    case 'release':
      return w(map, `libérer ${C(f.character!)}`, `release ${C(f.character!)}`);
    case 'deposit':
      return w(map, `déposer ${f.amount} ${at(f.citadel!)}`, `deposit ${f.amount} in ${at(f.citadel!)}`);
  }
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
export const startLine = (map: GameMap, type: string, space: string) => `${type} ${placeName(map, space)}`;

/** What start purchases cost (`diadoques §12.4`): the sum of the purchase lines' prices. */
export function purchaseCost(ruleset: Ruleset, text: string): number {
  const costs = COSTS[ruleset] as Costs;
  return parsePurchases(ruleset, text).orders.reduce((sum, o) => sum + (costs[o.order.type]?.buy ?? 0), 0);
}
