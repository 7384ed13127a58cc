/**
 * The kernel game definitions `diadoques` and `diadokhoi`: the military seasons played from
 * each ruleset's standard set-up (`src/map` SCENARIOS).
 *
 * Every player writes his orders each season, in secret, one per line in his ruleset's
 * notation (`diadoques §9a`, `diadokhoi §6.3.36`); they are resolved together
 * (`diadoques §8a.3`, `diadokhoi §6.1.3`). Diadokhoi has a retreat step when units were
 * dislodged. A player who sends nothing gets the play-by-mail NMR rule: units besieging an
 * enemy citadel go on besieging, all others hold (`diadokhoi §7.11.5`, used for both).
 *
 * NOT YET IMPLEMENTED — said plainly: winter (income, upkeep, builds, supply), corruption,
 * events, royal orders, auctions, elimination and the real victory conditions. After autumn
 * the game goes straight to the next spring, and it ends after the `lastYear` option with the
 * players ranked by major citadels held. Other layers will add those on this state model.
 */
import { err, ok, problem } from '@diadochi/kernel';
import type { GameDefinition, GameResult, Pending, PlayerId, Problem, ResolveContext, Result } from '@diadochi/kernel';
import { neighbours, space as spaceOfMap } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import { SCENARIOS } from '../map/scenarios.ts';
import { boundProblems, sizeProblems } from '../core/limits.ts';
import { parseOrders } from '../vocabulary/military/read.ts';
import { printOrder } from '../vocabulary/military/print.ts';
import type { Order } from '../vocabulary/military/types.ts';
import { reportEvents } from './report.ts';
import type { SeasonReport } from './report.ts';
import { resolveRetreatStep } from './retreat-step.ts';
import { nmrOrders } from './nmr.ts';
import { nextMilitary, resolveSeason } from './season.ts';
import { initialState } from './setup.ts';
import { checkState, unitById } from './state.ts';
import { voidOrderProblems, voidOrders } from './void-orders.ts';
import { orderChoices } from './choices.ts';
import { orderMark } from './marks.ts';
import type { GameState, RulesetId } from './state.ts';
import { isSeaType } from './units.ts';
import { profileOf, rulebook } from '../rulebook/index.ts';
import { textOf } from '../vocabulary/lexer.ts';

export interface MilitaryOptions {
  /** Set-up id of `src/map` SCENARIOS (default `standard`). */
  scenario: string;
  /** The game stops after the autumn of this year (negative, BC). */
  lastYear: number;
}

export interface DiadochiState extends GameState {
  options: MilitaryOptions;
  /** What the last resolved step did (public once resolved). */
  lastReport?: SeasonReport;
  result?: GameResult;
}

/** A decision: the player's orders, one per line. */
export interface OrdersDecision {
  orders: string;
}

export interface DiadochiView {
  viewer: PlayerId | null;
  state: Omit<DiadochiState, 'treasury' | 'counterCorruption' | 'ext'> & { treasury: Record<string, number>; counterCorruption: Record<string, number> };
}

/** Default length: the short game of five years (`diadokhoi §4.5.3`). */
const DEFAULT_YEARS = 5;

function definition(ruleset: RulesetId): GameDefinition<DiadochiState, OrdersDecision, DiadochiView, MilitaryOptions> {
  const title = `${profileOf(ruleset).title} (military seasons)`;
  return {
    id: ruleset,
    title,
    parseOptions: (raw) => parseOptions(ruleset, raw),
    players: (o) => SCENARIOS[ruleset].find((s) => s.id === o.scenario)!.powers.filter((p) => p.kind === 'player').map((p) => p.power),
    setup(o) {
      const s = initialState(ruleset, o.scenario);
      return { ...s, phase: 'orders', options: o };
    },
    pending: (s) => pending(s),
    validate: (s, player, decision) => validate(s, player, decision),
    resolve: (s, decisions, ctx) => resolve(s, decisions, ctx),
    view: (s, viewer) => view(s, viewer),
    legalDecisions: (s, player) => sampleDecisions(s, player),
    choices: (s, player) => orderChoices(s, player),
    decisionKind: 'free',
    defaultDecision: (s, player) => ({ orders: nmr(s, player) }),
    result: (s) => s.result ?? null,
    checkInvariants: (s) => invariants(s),
  };
}

function parseOptions(ruleset: RulesetId, raw: unknown): Result<MilitaryOptions> {
  const o = (raw ?? {}) as Partial<MilitaryOptions>;
  if (typeof o !== 'object') return err([problem('bad-options', 'Options must be an object.')]);
  const scenario = o.scenario ?? 'standard';
  const sc = SCENARIOS[ruleset].find((s) => s.id === scenario);
  if (!sc) return err([problem('bad-scenario', `No set-up "${String(scenario)}" (known: ${SCENARIOS[ruleset].map((s) => s.id).join(', ')}).`, { path: ['scenario'] })]);
  const first = sc.start.season === 'winter' ? sc.start.year + 1 : sc.start.year;
  const lastYear = o.lastYear ?? first + DEFAULT_YEARS - 1;
  if (!Number.isInteger(lastYear) || lastYear < first) return err([problem('bad-last-year', `lastYear must be a year from ${first}.`, { path: ['lastYear'] })]);
  return ok({ scenario, lastYear });
}

const players = (s: DiadochiState) => s.powers.filter((p) => p.kind === 'player' && !p.eliminated).map((p) => p.id);

function pending(s: DiadochiState): Pending | null {
  if (s.phase === 'over' || s.result) return null;
  if (s.phase === 'retreats') {
    const owners = [...new Set((s.retreats ?? []).map((r) => unitById(s, r.unit)?.power).filter((p): p is string => !!p))];
    const who = players(s).filter((p) => owners.includes(p));
    return { mode: 'simultaneous', players: who, phase: 'retreats', prompt: 'Retreat (A Cil - Cat) or disband (A Cil disband) each dislodged unit.' };
  }
  return { mode: 'simultaneous', players: players(s), phase: `${s.season}-orders`, prompt: `Orders for ${s.season} ${s.year}, one per line.` };
}

/** Reads the orders; refuses lines that cannot be read, and orders the season would ignore whatever the others write. */
function validate(s: DiadochiState, player: PlayerId, decision: unknown): Result<OrdersDecision> {
  const text = textOf(decision);
  if (text === undefined) return err([problem('bad-decision', 'Orders are text, one order per line.')]);
  // Issue 13: a text beyond what a player writes is refused before any reader sees it.
  const tooBig = sizeProblems(text);
  if (tooBig.length > 0) return err(tooBig);
  const map = mapOf(s.ruleset)!;
  const phase = s.phase === 'retreats' ? 'retreats' : 'orders';
  const parsed = parseOrders(text, { map, phase, characters: s.characters.map((c) => c.id) });
  const problems: Problem[] = [...parsed.problems];
  // Every order the season would ignore for a reason known now (`./void-orders.ts`, the adjudicator's own checks, issue 17).
  if (phase === 'orders') problems.push(...voidOrderProblems(s, player, text, parsed));
  if (problems.length > 0) return err(boundProblems(problems));
  return ok({ orders: text });
}

function resolve(s: DiadochiState, decisions: Record<PlayerId, OrdersDecision>, ctx: ResolveContext): DiadochiState {
  const texts = Object.fromEntries(Object.entries(decisions).map(([p, d]) => [p, d.orders]));
  let step = s.phase === 'retreats' ? resolveRetreatStep({ state: s, orders: texts, dice: ctx.dice }) : resolveSeason({ state: s, orders: texts, dice: ctx.dice });
  emit(step.report, ctx);
  let report = step.report;
  // Retreats of units no player owns (neutrals) need no decision: the default applies at once.
  if (step.state.phase === 'retreats' && pending({ ...(step.state as DiadochiState) })!.players.length === 0) {
    step = resolveRetreatStep({ state: step.state, orders: {}, dice: ctx.dice });
    emit(step.report, ctx);
    report = { ...report, retreats: [...report.retreats, ...step.report.retreats], characters: [...report.characters, ...step.report.characters], control: [...report.control, ...step.report.control] };
  }
  const next: DiadochiState = { ...(step.state as DiadochiState), options: s.options, lastReport: report };
  if (next.phase === 'retreats') return next;
  return advance(next);
}

/** After the season: the next military season — winter is not implemented yet — or the end. */
function advance(s: DiadochiState): DiadochiState {
  const n = nextMilitary(s.year, s.season);
  s.weather = { floods: [], storms: [], blocked: [] };
  if (n.year > s.options.lastYear) {
    s.phase = 'over';
    s.result = ranking(s);
    return s;
  }
  s.year = n.year;
  s.season = n.season;
  s.phase = 'orders';
  return s;
}

/** Provisional result: players ranked by the major citadels they hold (`diadoques §3.3`, `diadokhoi §4.4.5`). */
function ranking(s: DiadochiState): GameResult {
  const map = mapOf(s.ruleset)!;
  const scores: Record<string, number> = {};
  for (const p of players(s)) scores[p] = 0;
  for (const c of map.citadels) {
    const owner = s.control[c.id];
    if (owner && owner in scores && c.rank !== 'minor') scores[owner]! += 1;
  }
  const values = [...new Set(Object.values(scores))].sort((a, b) => b - a);
  const ranking = values.map((v) => Object.keys(scores).filter((p) => scores[p] === v).sort());
  return { winners: ranking[0] ?? [], ranking, scores, reason: `year limit ${s.options.lastYear} reached: most major citadels held (winter and the real victory conditions are not implemented yet)`, rule: rulebook(s).rules.yearLimit };
}

function emit(report: SeasonReport, ctx: ResolveContext): void {
  for (const e of reportEvents(report)) ctx.emit(e);
}

/** Everyone sees the board; money and counter-corruption stay secret (`diadoques §7c.1`); orders are never in the state. */
function view(s: DiadochiState, viewer: PlayerId | null): DiadochiView {
  const { ext: _ext, ...rest } = s;
  const mine = (r: Record<string, number>) => (viewer && viewer in r ? { [viewer]: r[viewer]! } : {});
  return { viewer, state: { ...rest, treasury: mine(s.treasury), counterCorruption: mine(s.counterCorruption) } };
}

/** NMR (`diadokhoi §7.11.5`): units besieging an enemy citadel go on; all others hold. Retreat step: the NRR default. */
function nmr(s: DiadochiState, player: PlayerId): string {
  return s.phase === 'retreats' ? '' : nmrOrders(s, player);
}

/**
 * A few legal decisions, for bots and fuzzing (the full set is far too large to list): all
 * hold, the NMR default, and variations where each unit moves to one of its neighbours or
 * besieges a citadel of its province.
 */
function sampleDecisions(s: DiadochiState, player: PlayerId): OrdersDecision[] {
  if (s.phase === 'retreats') {
    const map = mapOf(s.ruleset)!;
    const mine = (s.retreats ?? []).filter((r) => unitById(s, r.unit)?.power === player);
    return [0, 1, 2].map((i) => ({ orders: mine.map((r) => {
      const u = unitById(s, r.unit)!;
      const to = r.options[i % (r.options.length + 1)];
      return to === undefined ? printOrder(map, { unit: markedRef(s, u), kind: 'disband' }) : printOrder(map, { unit: markedRef(s, u), kind: 'retreat', to: to.split('/')[0]!, ...(to.includes('/') ? { coast: to.split('/')[1]! } : {}) });
    }).join('\n') }));
  }
  const units = s.units.filter((u) => u.power === player && !u.transit);
  const options = units.map((u) => choices(s, u));
  const out: OrdersDecision[] = [{ orders: '' }, { orders: nmr(s, player) }];
  for (let i = 0; i < 6; i++) {
    const picked = units.map((_, k) => options[k]![(i * 7 + k * 3) % options[k]!.length]!);
    out.push({ orders: heldWhereVoid(s, player, picked) });
  }
  return out;
}

/**
 * The sampled orders as text, each one the season would void (a fleet into a land province it
 * cannot enter, a move across a mountain…) turned into a hold, so that every listed decision is
 * one `validate` accepts (the fuzzer checks it).
 */
function heldWhereVoid(s: DiadochiState, player: PlayerId, orders: Order[]): string {
  const map = mapOf(s.ruleset)!;
  const text = orders.map((o) => printOrder(map, o)).join('\n');
  const refused = new Set(voidOrders(s, player, text).map((o) => o.line));
  if (refused.size === 0) return text;
  return orders.map((o, line) => printOrder(map, refused.has(line) && 'unit' in o ? { unit: o.unit, kind: 'hold' } : o)).join('\n');
}

/** The unit as an order names it: type, space and, in a stack, its mark (`./marks.ts`). */
function markedRef(s: DiadochiState, u: DiadochiState['units'][number]): { type: DiadochiState['units'][number]['type']; leader?: string; space: string } {
  const mark = orderMark(s, u);
  return { type: u.type, ...(mark !== undefined ? { leader: mark } : {}), space: u.space };
}

function choices(s: DiadochiState, u: DiadochiState['units'][number]): Order[] {
  const map = mapOf(s.ruleset)!;
  // A unit of a stack is named by its mark too (`diadoques §9a.3`), else two marked units of one
  // space read as one ambiguous order (found by the fuzzer: "A MAC X" twice, refused).
  const unit = { ...markedRef(s, u), ...(u.coast ? { coast: u.coast } : {}) };
  const out: Order[] = [{ unit, kind: 'hold' }];
  const sea = isSeaType(u.type);
  const mover = sea ? 'fleet' : 'army';
  for (const step of neighbours(map, { space: u.space, ...(u.coast ? { coast: u.coast } : {}) }, mover, { specials: false })) {
    const to = spaceOfMap(map, step.to);
    if (!to || (to.kind === 'citadel' && s.control[to.id] !== u.power)) continue;
    if (!rulebook(s).policies.military.fleetsOnCoasts && sea && to.kind === 'land') continue;
    out.push({ unit, kind: 'move', to: step.to, ...(step.coast ? { coast: step.coast } : {}) });
  }
  const here = spaceOfMap(map, u.space);
  if (here?.kind === 'land' && !sea) {
    for (const c of here.citadels) if (s.control[c] !== u.power) out.push({ unit, kind: 'siege', citadel: c, round: s.sieges.some((x) => x.unit === u.id && x.citadel === c) ? 2 : 1 });
  }
  return out;
}

function invariants(s: DiadochiState): string[] {
  const map = mapOf(s.ruleset)!;
  const out = checkState(s);
  for (const u of s.units) if (!spaceOfMap(map, u.space)) out.push(`unit ${u.id} in unknown space ${u.space}`);
  for (const c of s.characters) if (c.space !== null && !spaceOfMap(map, c.space)) out.push(`${c.id} in unknown space ${c.space}`);
  return out;
}

export const diadoques = definition('diadoques');
export const diadokhoi = definition('diadokhoi');
