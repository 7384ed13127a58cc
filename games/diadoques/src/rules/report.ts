/**
 * What a season did, as the referee writes it on the result sheet (`diadoques §8a.3`,
 * `diadokhoi §6.1.3`): each order with its outcome, reason and rule, then dislodgements,
 * retreats, sieges, characters' fates, control changes and money. Plain JSON.
 */
import type { GameEvent } from '@diadochi/kernel';
import type { Order } from '../vocabulary/military/types.ts';
import type { CharacterId, PendingRetreat, PowerId, RulesetId, Season, SpaceId, UnitId, UnitType } from './state.ts';

/**
 * - `succeeds`: the order was carried out (moved, held, support given, siege season won…);
 * - `fails`: it was valid but beaten (bounced, cut, dislodged, resupplied…);
 * - `void`: valid but without effect (a support of an order not given, a resupply of a
 *   citadel nobody besieges);
 * - `ignored`: impossible or ambiguous, not carried out (`diadoques §9a.2`): the unit holds.
 */
export type Status = 'succeeds' | 'fails' | 'void' | 'ignored';

export interface OrderOutcome {
  power: PowerId;
  /** The order as written, or as printed for a unit left without order. */
  text: string;
  /** 0-based line in the power's orders; absent for an implicit hold. */
  line?: number;
  order?: Order;
  unit?: UnitId;
  status: Status;
  /** Machine-readable reason: `moved`, `bounced`, `stand-off`, `cut`, `no-unit`, `storm`… */
  reason: string;
  /** One sentence for the result sheet (the engine's English; interfaces write `reason` with `at`). */
  message: string;
  /** The space the reason names: who bounced, dislodged or cut it, where the weather struck. */
  at?: string;
  /** Dislodged while its order was cancelled (`diadoques §9a.38`). */
  cancelled?: boolean;
  /** A move carried across the sea by a convoy. */
  convoyed?: boolean;
  rule?: string;
  strength?: number;
  opposition?: number;
}

export interface UnitFate {
  unit: UnitId;
  power: PowerId;
  type: UnitType;
  from: SpaceId;
}

export interface Dislodged extends UnitFate {
  /** The space the victor came from; absent for a surplus unit of the first turn. */
  by?: SpaceId;
  byPower?: PowerId;
}

export interface RetreatOutcome extends UnitFate {
  /** Where it went; absent: destroyed. */
  to?: string;
  destroyed: boolean;
  /** `planned` (its Re list), `default` (no order: the rulebook's preferences), `ordered`, `no-room`, `collision`, `chosen` (X / disband). */
  reason: string;
  rule: string;
}

export interface SiegeOutcome {
  citadel: SpaceId;
  unit: UnitId;
  power: PowerId;
  from: SpaceId;
  /** Successful seasons after this one. */
  seasons: number;
  result: 'continues' | 'fell' | 'failed';
  reason: string;
  rule: string;
}

export interface CharacterEvent {
  character: CharacterId;
  event: 'moved' | 'captured' | 'escaped' | 'killed' | 'freed' | 'withdrew' | 'joined' | 'left' | 'command' | 'stuck';
  power?: PowerId;
  space?: SpaceId | null;
  /** The capture roll (1d6), when one was made. */
  roll?: number;
  text: string;
  rule?: string;
}

export interface ControlChange {
  space: SpaceId;
  from?: PowerId;
  to?: PowerId;
  rule: string;
}

export interface MoneyChange {
  power: PowerId;
  amount: number;
  reason: string;
  rule: string;
  /** The citadel whose treasure this is, when a fallen citadel's treasure is taken (`diadoques §5.3`). */
  citadel?: SpaceId;
}

export interface SeasonReport {
  ruleset: RulesetId;
  year: number;
  season: Season;
  firstTurn: boolean;
  orders: OrderOutcome[];
  dislodged: Dislodged[];
  retreats: RetreatOutcome[];
  sieges: SiegeOutcome[];
  characters: CharacterEvent[];
  control: ControlChange[];
  money: MoneyChange[];
  /** Spaces left empty by a stand-off: no retreat there (`diadoques §9a.16`). */
  contested: SpaceId[];
  /** Other things the referee notes (a fleet arriving round Arabia…). */
  notes: ReportNote[];
  /** Diadokhoi: dislodged units that wait for the retreat step. */
  pendingRetreats?: PendingRetreat[];
  /** Orders of the retreat step (diadokhoi). */
  retreatOrders?: OrderOutcome[];
}

export function emptyReport(ruleset: RulesetId, year: number, season: Season, firstTurn: boolean): SeasonReport {
  return { ruleset, year, season, firstTurn, orders: [], dislodged: [], retreats: [], sieges: [], characters: [], control: [], money: [], contested: [], notes: [] };
}

const MARK: Record<Status, string> = { succeeds: '✓', fails: '✗', void: '·', ignored: '✗' };

/** One result-sheet line: `✗ A Cil - Cat — bounced by Cat: 1 against 1 (diadokhoi §6.3.24)`. */
export function printOutcome(o: OrderOutcome): string {
  const why = o.status === 'ignored' ? `ignored: ${o.message}` : o.status === 'void' ? `void: ${o.message}` : o.message;
  return `${MARK[o.status]} ${o.text} — ${why}${o.rule ? ` (${o.rule})` : ''}`;
}

/** The season report as kernel events, for the game definitions to emit; money stays secret to its power. */
/**
 * A note of the referee's, typed so each language's sheet can write it (`scenario/sheet-words.ts`);
 * `text` is the engine's English line.
 */
export type ReportNote =
  | { kind: 'arabia-arrives'; power: string; space: SpaceId; text: string; rule?: string }
  | { kind: 'arabia-retreat'; power: string; from: SpaceId; to: string; text: string; rule?: string };

export function reportEvents(report: SeasonReport): GameEvent[] {
  const events: GameEvent[] = [];
  for (const o of [...report.orders, ...(report.retreatOrders ?? [])]) events.push(withRule('order', o.rule, `${o.power}: ${printOutcome(o)}`, o));
  for (const r of report.retreats) events.push({ type: 'retreat', rule: r.rule, text: `${r.power} ${r.type} ${r.from} ${r.destroyed ? 'destroyed' : `→ ${r.to}`}`, data: r });
  for (const g of report.sieges) events.push({ type: 'siege', rule: g.rule, text: `${g.citadel}: ${g.result} (${g.power}, ${g.seasons})`, data: g });
  for (const c of report.characters) events.push(withRule('character', c.rule, c.text, c));
  for (const c of report.control) events.push({ type: 'control', rule: c.rule, text: `${c.space}: ${c.from ?? 'neutral'} → ${c.to ?? 'neutral'}`, data: c });
  for (const m of report.money) events.push({ type: 'money', rule: m.rule, text: `${m.power} ${m.amount} (${m.reason})`, data: m, to: [m.power] });
  return events;
}

/**
 * `{ type, ...(rule ? { rule } : {}), text, data }`, its fields set one by one (issue 22: a
 * literal with a spread costs about a microsecond in Node 20, and a season has an event per
 * order line); the same fields in the same order.
 */
function withRule(type: string, rule: string | undefined, text: string, data: object): GameEvent {
  const e: GameEvent = { type };
  if (rule) e.rule = rule;
  e.text = text;
  e.data = data;
  return e;
}
