import { err, ok, resultLine } from '@diadochi/kernel';
import type { GameDefinition, GameResult, Pending, PlayerId, Problem, ResolveContext, Result } from '@diadochi/kernel';
import { adjudicate, checkOrders, resolveRetreats } from '../core/index.ts';
import { boundProblems, MAX_LINES, sizeProblems } from '../core/limits.ts';
import type { Dislodgement, Order, OrderResult, RetreatOrder, Unit } from '../core/index.ts';
import type { RetreatResult } from '../core/retreats.ts';
import { adjust, centreCount, centreCounts } from './adjust.ts';
import type { AdjustmentOrder } from './adjust.ts';
import { EDITIONS, editionRules } from './edition.ts';
import type { Edition } from './edition.ts';
import { catalogs } from './catalog/index.ts';
import { classicPicture } from './picture.ts';
import { cx } from './problems.ts';
import { ev } from './words.ts';
import type { ClassicEvent, ClassicPhaseId, ClassicResultWhy, UnitWord } from './words.ts';
import { classicMap, POWERS } from './map.ts';
import { parseOrder } from './notation.ts';
import type { ParsedOrder } from './notation.ts';
import { aimedRegion, coastAmbiguous, movementOrder, unitIn, unitsByProvince } from './orders.ts';
import { classicChoices } from './choices.ts';
import { START_UNITS, startingOwners } from './start.ts';

/**
 * Standard Diplomacy (`classic`): the ruleset that proves the adjudication core against the
 * DATC. Seven powers order simultaneously: spring and fall movement, retreats after a movement
 * that dislodged units, winter adjustments; supply centres change hands after fall; 18 centres win.
 */

export type { Edition };

export interface ClassicOptions {
  /** Rulebook for the points the editions dispute (DATC 4.A.3, 4.D.8); default 2023. */
  edition: Edition;
  /** Stop after the fall of this year, ranking the powers by centres (short games, tests). */
  lastYear?: number;
}

export type Season = 'spring' | 'fall' | 'winter';
export type Phase = 'movement' | 'retreat' | 'adjustment';

export interface ClassicState {
  options: ClassicOptions;
  year: number;
  season: Season;
  phase: Phase;
  units: Unit[];
  /** Owner of each supply centre (province id → power); neutral centres absent. */
  owners: Record<string, string>;
  /** During a retreat phase: the dislodged units and where they may go. */
  dislodged: Dislodgement[];
  /** Result sheet of the last resolved step: its typed events (the catalogs write the lines). */
  last?: { year: number; season: Season; phase: Phase; events: ClassicEvent[] };
  result?: GameResult;
}

/** A validated decision: each written order with what it means in the current phase. */
export type ClassicOrder =
  | { text: string; phase: 'movement'; order: Order }
  | { text: string; phase: 'retreat'; order: RetreatOrder }
  | { text: string; phase: 'adjustment'; order: AdjustmentOrder };

export interface ClassicDecision {
  orders: ClassicOrder[];
}

export interface ClassicView {
  /** The rulebook edition: the board lists legal orders with the same rules as the judge. */
  edition: Edition;
  year: number;
  season: Season;
  phase: Phase;
  units: Unit[];
  owners: Record<string, string>;
  centres: Record<string, number>;
  dislodged: Dislodgement[];
  last?: ClassicState['last'];
}

const VICTORY = 18;

function parseOptions(raw: unknown): Result<ClassicOptions> {
  const o = (raw ?? {}) as Partial<ClassicOptions>;
  if (typeof o !== 'object') return err([cx('bad-options', {})]);
  const edition = o.edition ?? '2023';
  if (!EDITIONS.includes(edition)) return err([cx('bad-edition', { editions: [...EDITIONS] }, { path: ['edition'] })]);
  if (o.lastYear !== undefined && !(Number.isInteger(o.lastYear) && o.lastYear >= 1901)) {
    return err([cx('bad-last-year', {}, { path: ['lastYear'] })]);
  }
  return ok({ edition, ...(o.lastYear !== undefined ? { lastYear: o.lastYear } : {}) });
}

function setup(options: ClassicOptions): ClassicState {
  return { options, year: 1901, season: 'spring', phase: 'movement', units: START_UNITS.map((u) => ({ ...u })), owners: startingOwners(), dislodged: [] };
}

/** Powers that must decide now (a phase with nobody to decide is skipped when the state advances). */
function deciders(s: ClassicState): PlayerId[] {
  if (s.phase === 'movement') return POWERS.filter((p) => s.units.some((u) => u.power === p));
  if (s.phase === 'retreat') return POWERS.filter((p) => s.dislodged.some((d) => d.unit.power === p));
  // Issue 22: the centres counted once for all the powers, not once a power.
  const centres = centreCounts(s.owners);
  return POWERS.filter((p) => {
    const due = (centres.get(p) ?? 0) - s.units.filter((u) => u.power === p).length;
    return due < 0 || (due > 0 && freeHomeCentres(s, p).length > 0);
  });
}

function freeHomeCentres(s: ClassicState, power: string): string[] {
  return classicMap.homeCentres(power).filter((c) => s.owners[c] === power && !unitIn(s.units, c));
}

function pending(s: ClassicState): Pending | null {
  if (s.result) return null;
  // The prompt is the catalogs' `prompts[phase]` (no prose here).
  const phase = `${s.season}-${s.phase}` as ClassicPhaseId;
  return { mode: 'simultaneous', players: deciders(s), phase, promptData: { year: s.year } };
}

// ---- validation ----


function lines(raw: unknown): string[] | undefined {
  const value = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as { orders?: unknown }).orders : raw;
  if (typeof value === 'string') return value.split(/\r?\n/);
  if (Array.isArray(value) && value.every((x) => typeof x === 'string')) return value as string[];
  // A decision this function validated (`ClassicDecision`: each order keeps its text) reads as its
  // texts again: validating is idempotent, as hosts that store the validated decision need (the
  // judge keeps its bots' decisions so, and validates again at resolution).
  if (Array.isArray(value) && value.every((x) => x !== null && typeof x === 'object' && typeof (x as { text?: unknown }).text === 'string')) return (value as { text: string }[]).map((x) => x.text);
  return undefined;
}

function validate(s: ClassicState, player: PlayerId, raw: unknown): Result<ClassicDecision> {
  const texts = lines(raw);
  if (!texts) return err([cx('bad-decision', {})]);
  // Issue 13: a decision beyond what a player writes is refused before any reader sees it.
  const tooBig = texts.length > 2 * MAX_CLASSIC_LINES ? sizeProblems('\n'.repeat(texts.length)) : sizeProblems(texts.join('\n'));
  if (tooBig.length > 0) return err(tooBig);
  const problems: Problem[] = [];
  const parsed: { text: string; at: number; order: ParsedOrder }[] = [];
  texts.forEach((text, at) => {
    if (text.trim() === '' || text.trim().startsWith('#')) return;
    const r = parseOrder(text);
    if (!r.ok) return void problems.push(...r.error.map((p) => ({ ...p, path: ['orders', at] })));
    if (r.value.power && r.value.power !== player) {
      return void problems.push(cx('not-your-power', { power: r.value.power, player }, { path: ['orders', at] }));
    }
    parsed.push({ text, at, order: r.value });
  });
  const orders = s.phase === 'movement' ? movement(s, player, parsed, problems) : s.phase === 'retreat' ? retreats(s, player, parsed, problems) : adjustments(s, player, parsed, problems);
  return problems.length > 0 ? err(boundProblems(problems)) : ok({ orders });
}

/** Beyond this many lines `sizeProblems` refuses a decision anyway: no need to join them first. */
const MAX_CLASSIC_LINES = MAX_LINES;

type Parsed = { text: string; at: number; order: ParsedOrder };

const wrongPhase = (p: Parsed, s: ClassicState): Problem =>
  cx('wrong-phase', { verb: p.order.verb, phase: s.phase }, { path: ['orders', p.at] });

function once(list: Parsed[], key: (p: Parsed) => string, problems: Problem[]): void {
  const seen = new Set<string>();
  for (const p of list) {
    const k = key(p);
    if (seen.has(k)) problems.push(cx('several-orders', { province: k }, { path: ['orders', p.at] }));
    seen.add(k);
  }
}

function movement(s: ClassicState, player: string, list: Parsed[], problems: Problem[]): ClassicOrder[] {
  once(list, (p) => p.order.unit.place.province, problems);
  const out: ClassicOrder[] = [];
  const at: number[] = [];
  const board = unitsByProvince(s.units);
  for (const p of list) {
    const order = movementOrder(p.order, player, s.units, board);
    const unit = board.get(p.order.unit.place.province);
    if (!order) problems.push(wrongPhase(p, s));
    else if (p.order.verb === 'move' && unit && coastAmbiguous(unit.kind, unit.region, p.order.to)) {
      problems.push(cx('coast-required', { province: p.order.to.province }, { path: ['orders', p.at], span: p.order.to.span }));
    } else {
      out.push({ text: p.text, phase: 'movement', order });
      at.push(p.at);
    }
  }
  const verdicts = checkOrders({ geography: classicMap, units: s.units, orders: out.map((o) => o.order as Order), rules: editionRules(s.options.edition).rules });
  verdicts.forEach((v, i) => {
    if (v.illegal) problems.push(cx(`illegal-${v.illegal}`, {}, { path: ['orders', at[i]!] }));
  });
  return out;
}

function retreats(s: ClassicState, player: string, list: Parsed[], problems: Problem[]): ClassicOrder[] {
  once(list, (p) => p.order.unit.place.province, problems);
  const out: ClassicOrder[] = [];
  for (const p of list) {
    const d = s.dislodged.find((x) => x.unit.power === player && classicMap.spaceOf(x.unit.region) === p.order.unit.place.province);
    const path = ['orders', p.at];
    if (p.order.verb !== 'move' && p.order.verb !== 'disband') problems.push(wrongPhase(p, s));
    else if (!d) problems.push(cx('not-dislodged', { province: p.order.unit.place.province }, { path }));
    else if (p.order.verb === 'disband') out.push({ text: p.text, phase: 'retreat', order: { unit: d.unit.region } });
    else {
      const to = aimedRegion(d.unit.kind, d.unit.region, p.order.to);
      if (!d.retreats.includes(to)) problems.push(cx('no-such-retreat', { retreats: d.retreats }, { path }));
      else out.push({ text: p.text, phase: 'retreat', order: { unit: d.unit.region, to } });
    }
  }
  return out;
}

function adjustments(s: ClassicState, player: string, list: Parsed[], problems: Problem[]): ClassicOrder[] {
  const out: ClassicOrder[] = [];
  for (const p of list) {
    if (p.order.verb !== 'build' && p.order.verb !== 'disband') {
      problems.push(wrongPhase(p, s));
      continue;
    }
    const order: AdjustmentOrder = {
      power: player,
      verb: p.order.verb,
      province: p.order.unit.place.province,
      ...(p.order.unit.type ? { type: p.order.unit.type } : {}),
      ...(p.order.unit.place.coast ? { coast: p.order.unit.place.coast } : {}),
    };
    // Each order is tried after the previous ones, as it would be carried out.
    const trial = adjust({ units: s.units, owners: s.owners, orders: [...out.map((o) => o.order as AdjustmentOrder), order] });
    const r = trial.results[trial.results.length - 1]!;
    if (!r.success) problems.push(cx(`cannot-${r.reason}`, { verb: order.verb, province: order.province }, { path: ['orders', p.at] }));
    else out.push({ text: p.text, phase: 'adjustment', order });
  }
  return out;
}

// ---- resolution ----

function resolve(s: ClassicState, decisions: Record<PlayerId, ClassicDecision>, ctx: ResolveContext): ClassicState {
  const all = POWERS.flatMap((p) => decisions[p]?.orders ?? []);
  if (s.phase === 'movement') resolveMovement(s, all, ctx);
  else if (s.phase === 'retreat') resolveRetreatPhase(s, all, ctx);
  else resolveAdjustments(s, all, ctx);
  return s;
}

function sheet(s: ClassicState, events: ClassicEvent[], ctx: ResolveContext): void {
  s.last = { year: s.year, season: s.season, phase: s.phase, events };
  for (const e of events) ctx.emit(e);
}

const unitWord = (u: Pick<Unit, 'kind' | 'region'>): UnitWord => ({ kind: u.kind === 'fleet' ? 'fleet' : 'army', region: u.region });

/** A movement order's outcome as a typed event (DATC 4.E.1: an illegal order holds). */
function orderEvent(r: OrderResult): ClassicEvent {
  const o = r.order;
  const order =
    o.kind === 'hold' ? { kind: 'hold' as const }
    : o.kind === 'move' ? { kind: 'move' as const, to: o.to, ...(o.viaConvoy ? { viaConvoy: true } : {}) }
    : o.kind === 'support' ? { kind: 'support' as const, target: o.target, ...(o.to ? { to: o.to } : {}) }
    : { kind: 'convoy' as const, from: o.from, to: o.to };
  return ev('order-result', {
    power: o.power,
    ...(r.unit ? { unit: unitWord(r.unit) } : {}),
    at: o.unit,
    order,
    ...(r.index < 0 ? { noOrder: true } : {}),
    reason: r.reason,
    ...(r.illegal ? { illegal: r.illegal } : {}),
    ...(r.by?.length ? { by: r.by } : {}),
    ...(r.strength !== undefined && o.kind === 'move' ? { strength: r.strength } : {}),
    ...(r.opposition !== undefined && o.kind === 'move' ? { opposition: r.opposition } : {}),
    ...(r.dislodgedBy ? { dislodgedBy: r.dislodgedBy } : {}),
  });
}

function retreatEvent(r: RetreatResult): ClassicEvent {
  const to = r.to ?? r.order?.to;
  return ev('retreat-result', {
    power: r.unit?.power ?? '',
    ...(r.unit ? { unit: unitWord(r.unit) } : {}),
    at: r.unit?.region ?? r.order?.unit ?? '',
    ...(to ? { to } : {}),
    reason: r.reason,
    ...(r.by?.length ? { by: r.by } : {}),
  });
}

function resolveMovement(s: ClassicState, all: ClassicOrder[], ctx: ResolveContext): void {
  const orders = all.flatMap((o) => (o.phase === 'movement' ? [o.order] : []));
  const a = adjudicate({ geography: classicMap, units: s.units, orders, rules: editionRules(s.options.edition).rules });
  sheet(s, a.results.map(orderEvent), ctx);
  s.units = a.units;
  // A dislodged unit with nowhere to retreat is disbanded at once (the rulebook's "disbanded
  // immediately"); the retreat phase is held only for units that may retreat, and only their
  // powers are asked. Found replaying the reference engine's games (issue 22: 9 of 696 phases).
  const stuck = a.dislodged.filter((d) => d.retreats.length === 0);
  if (stuck.length > 0) sheet(s, resolveRetreats(stuck, [], { spaceOf: (r) => classicMap.spaceOf(r) }).map(retreatEvent), ctx);
  s.dislodged = a.dislodged.filter((d) => d.retreats.length > 0);
  if (s.dislodged.length > 0) s.phase = 'retreat';
  else endOfSeason(s, ctx);
}

function resolveRetreatPhase(s: ClassicState, all: ClassicOrder[], ctx: ResolveContext): void {
  const orders = all.flatMap((o) => (o.phase === 'retreat' ? [o.order] : []));
  const results = resolveRetreats(s.dislodged, orders, { spaceOf: (r) => classicMap.spaceOf(r) });
  sheet(s, results.map(retreatEvent), ctx);
  for (const r of results) if (r.reason === 'retreated') s.units.push({ ...r.unit!, region: r.to! });
  s.dislodged = [];
  endOfSeason(s, ctx);
}

function resolveAdjustments(s: ClassicState, all: ClassicOrder[], ctx: ResolveContext): void {
  const orders = all.flatMap((o) => (o.phase === 'adjustment' ? [o.order] : []));
  const distance = editionRules(s.options.edition).distance;
  const r = adjust({ units: s.units, owners: s.owners, orders, distance });
  const results = r.results.map((x): ClassicEvent => {
    const o = x.order;
    return ev('adjustment-result', { power: o.power, verb: o.verb, ...(o.type ? { kind: o.type } : {}), province: o.province, ...(o.coast ? { coast: o.coast } : {}), reason: x.reason });
  });
  const disorder = r.civilDisorder.map((u) => ev('civil-disorder', { power: u.power, unit: unitWord(u) }));
  sheet(s, [...results, ...disorder], ctx);
  s.units = r.units;
  nextYear(s);
}

/** After a movement (and its retreats): fall hands the centres over; then winter or next spring. */
function endOfSeason(s: ClassicState, ctx: ResolveContext): void {
  s.phase = 'movement';
  if (s.season === 'spring') {
    s.season = 'fall';
    return;
  }
  for (const u of s.units) {
    const province = classicMap.spaceOf(u.region)!;
    if (!classicMap.supplyCentres.includes(province) || s.owners[province] === u.power) continue;
    ctx.emit(ev('centre-changed', { province, from: s.owners[province] ?? null, to: u.power }));
    s.owners[province] = u.power;
  }
  const counts = centreCounts(s.owners);
  const winners = POWERS.filter((p) => (counts.get(p) ?? 0) >= VICTORY);
  const why: ClassicResultWhy | null =
    winners.length > 0 ? { code: 'solo', winners, centres: VICTORY } : s.options.lastYear !== undefined && s.year >= s.options.lastYear ? { code: 'year-limit', year: s.year } : null;
  if (why) {
    const { code, ...data } = why;
    s.result = { winners, ranking: ranking(s), scores: centres(s), reason: '', why: { code, data } };
    // `reason` stays for API readers (English); interfaces write `why` in their language.
    s.result.reason = resultLine({ catalogs }, s.result, 'en');
    ctx.emit(ev('game-over', why));
    return;
  }
  s.season = 'winter';
  s.phase = 'adjustment';
  if (deciders(s).length === 0) nextYear(s);
}

function nextYear(s: ClassicState): void {
  s.year += 1;
  s.season = 'spring';
  s.phase = 'movement';
}

function centres(s: ClassicState): Record<string, number> {
  return Object.fromEntries(POWERS.map((p) => [p, centreCount(s.owners, p)]));
}

function ranking(s: ClassicState): PlayerId[][] {
  const c = centres(s);
  const levels = [...new Set(Object.values(c))].sort((a, b) => b - a);
  return levels.map((n) => POWERS.filter((p) => c[p] === n));
}

function view(s: ClassicState): ClassicView {
  return {
    edition: s.options.edition,
    year: s.year,
    season: s.season,
    phase: s.phase,
    units: s.units,
    owners: s.owners,
    centres: centres(s),
    dislodged: s.dislodged,
    ...(s.last ? { last: s.last } : {}),
  };
}

/** Standard Diplomacy on the standard map; everything on the board is public, orders stay secret until resolved. */
export const classic: GameDefinition<ClassicState, ClassicDecision, ClassicView, ClassicOptions> = {
  id: 'classic',
  title: 'Diplomacy (standard rules, DATC-compliant)',
  parseOptions,
  players: () => [...POWERS],
  setup,
  pending,
  validate,
  resolve,
  view,
  legalDecisions: () => null,
  catalogs,
  choices: (s, player) => classicChoices(s, player),
  decisionKind: 'free',
  defaultDecision: () => ({ orders: [] }),
  result: (s) => s.result ?? null,
  // Issue 21 items 2, 7: the board as a picture, for result mails and exports.
  picture: classicPicture,
  // Standard Diplomacy ends only by a solo victory: the fuzzer's games need a year limit.
  exampleOptions: [{ lastYear: 1910 }],
};
