/**
 * Game scope of scenario files (docs/scenario-format.md): the file's position becomes a whole
 * game's state and each step — a military season with the diadokhoi retreat step, or a winter —
 * goes through the real whole-game functions (`src/game`: `resolveMilitary`, `resolveRetreats`,
 * `finishSeason`, `resolveWholeWinter`), with a context collecting the kernel events they
 * emit, exactly as a game session does. Never throws on the file's input.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { GameEvent, ResolveContext } from '@diadochi/kernel';
import { drawEvent, NO_EVENT_DRAW } from '../events/index.ts';
import { resolveMilitary, resolveRetreats } from '../game/season.ts';
import { emitAll } from '../game/emit.ts';
import { isWinterMarker, orderTextProblems, resolveMergedWinter } from '../game/merged-winter.ts';
import type { WholeState } from '../game/types.ts';
import { resolveWholeWinter } from '../game/winter.ts';
import { mapOf } from '../map/index.ts';
import { startVictoryRecord } from '../politics/index.ts';
import { nmrOrders } from '../rules/nmr.ts';
import { parseOrders } from '../vocabulary/military/read.ts';
import type { OrderOutcome, SeasonReport } from '../rules/report.ts';
import { seasonKey } from '../rules/state.ts';
import type { PowerId, Season } from '../rules/state.ts';
import type { SheetStep } from './game-sheet.ts';
import type { Block, ScenarioFile, ScenarioProblem, ScenarioStep } from './types.ts';
import { rulebook } from '../rulebook/index.ts';

/** What one step did: its events (the diadokhoi event drawn as it opened included) and its report. */
export interface StepRun extends Omit<SheetStep, 'expect' | 'failures'> {
  line: number;
  /** The military report (with the retreat step's orders); absent in winter. */
  report?: SeasonReport;
  /** The position before the step. */
  before: WholeState;
}

export interface GameRun {
  steps: StepRun[];
  after: WholeState;
  problems: ScenarioProblem[];
  /** Diadokhoi: the next season's opening (its event), drawn as the last step ended. */
  opening?: { season: Season; year: number; events: GameEvent[] };
}

/** The file's position as the state of a game in progress. */
export function wholeStateOf(sc: ScenarioFile): WholeState {
  const state = structuredClone(sc.state);
  // A royal or other character the file leaves off the board is held by nobody: he brings no
  // VP, PP or royal order to the power of the standard set-up.
  for (const c of state.characters) if (c.space === null && !c.dead && (c.kind === 'royal' || c.kind === 'other')) c.controlledBy = null;
  const players = state.powers.filter((p) => p.kind === 'player').length;
  const lastYear = sc.lastYear ?? Math.max(...sc.steps.map((s) => s.year)) + 1;
  const s: WholeState = { ...state, phase: state.season === 'winter' ? 'winter' : 'orders', options: { scenario: 'standard', lastYear, players, ...sc.options } };
  startVictoryRecord(s);
  const off = sc.steps.filter((st) => st.noEvent).map((st) => seasonKey(st.year, st.season));
  if (off.length > 0) s.ext[NO_EVENT_DRAW] = off;
  return s;
}

export function runGame(sc: ScenarioFile): GameRun {
  const rng = rngFromSeed(sc.seed);
  const problems: ScenarioProblem[] = [];
  const steps: StepRun[] = [];
  let s = wholeStateOf(sc);
  let carried: GameEvent[] = [];
  for (const [i, step] of sc.steps.entries()) {
    const why = cannotRun(s, step, i);
    if (why) {
      problems.push({ code: 'then', message: why, line: step.line });
      break;
    }
    const dice = new Dice(rng, step.dice);
    const events: GameEvent[] = carried;
    carried = [];
    const ctx: ResolveContext = { dice, emit: (e) => void events.push(e) };
    const before = structuredClone(s);
    problems.push(...orderProblems(s, step));
    // Diadokhoi draws a season's event as it opens (`diadokhoi §6.2.2`): the file opens step 1.
    if (i === 0 && rulebook(s).policies.game.eventDrawn === 'as-season-opens' && s.phase === 'orders' && !s.firstTurn) emitAll(ctx, drawEvent(s, { dice }).events);
    const mark = events.length;
    const done = resolveStep(s, step, ctx);
    s = done.state;
    // The next season's opening (diadokhoi: its event) is the next step's first lines.
    if (rulebook(s).policies.game.eventDrawn === 'as-season-opens') {
      const k = events.findIndex((e, j) => j >= mark && e.type === 'event');
      if (k >= 0) carried = events.splice(k);
    }
    if (done.report) locate(done.report, step, s.ruleset);
    const drawn = events.find((e) => e.type === 'event');
    steps.push({
      year: step.year,
      season: step.season,
      line: step.line,
      events,
      ...(step.noEvent ? { event: 'none (event: none)', drawn: 'none' as const } : drawn ? { event: `${drawn.text ?? ''} (${drawn.rule ?? ''})`, drawn } : {}),
      ...(done.report ? { report: done.report } : {}),
      rolls: dice.rolls.filter((r) => r.kind === 'roll').flatMap((r) => r.result),
      unusedDice: dice.forcedRemaining,
      before,
    });
  }
  delete s.ext[NO_EVENT_DRAW];
  const opening = carried.length > 0 ? { season: s.season, year: s.year, events: carried } : undefined;
  return { steps, after: s, problems, ...(opening ? { opening } : {}) };
}

/** Why a step cannot be adjudicated now: the game is over, or it is not the season the game reaches. */
function cannotRun(s: WholeState, step: ScenarioStep, i: number): string | undefined {
  if (s.phase === 'over') return `The game is over (${s.result?.reason ?? 'ended'}): no ${step.season} ${step.year} to play.`;
  if (i > 0 && (s.year !== step.year || s.season !== step.season)) return `"then: ${step.season} ${step.year}", but the game reaches ${s.season} ${s.year} next.`;
  return undefined;
}

/** Resolves one step: winter orders, or a military season and its retreat step. */
function resolveStep(s: WholeState, step: ScenarioStep, ctx: ResolveContext): { state: WholeState; report?: SeasonReport } {
  if (s.phase === 'winter') return { state: resolveWholeWinter(s, texts(step.orders), ctx) };
  const orders = texts(step.orders);
  // A player who sent no orders gets the game's default (`diadokhoi §7.11.5`).
  for (const p of s.powers.filter((x) => x.kind === 'player' && !x.eliminated)) {
    if (orders[p.id] !== undefined) continue;
    const nmr = nmrOrders(s, p.id);
    if (nmr !== '') orders[p.id] = nmr;
  }
  // diadokhoi §7.11.2: a merged autumn goes on with its winter in the same step, as in a game.
  let next = resolveMilitary(s, orders, ctx);
  const report = next.lastReport;
  if (next.phase !== 'retreats') return { state: resolveMergedWinter(next, ctx), ...(report ? { report } : {}) };
  const mark = report?.orders.length ?? 0;
  const collected: GameEvent[] = [];
  const spy: ResolveContext = { dice: ctx.dice, emit: (e) => (collected.push(e), ctx.emit(e)) };
  next = resolveRetreats(next, texts(step.retreats), spy);
  const retreatOrders = collected.filter((e) => e.type === 'order').map((e) => e.data as OrderOutcome);
  const merged = next.lastReport ? { ...next.lastReport, orders: next.lastReport.orders.slice(0, mark), retreatOrders } : undefined;
  return { state: resolveMergedWinter(next, ctx), ...(merged ? { report: merged } : {}) };
}

const texts = (blocks: Record<PowerId, Block>): Record<PowerId, string> => Object.fromEntries(Object.entries(blocks).map(([p, b]) => [p, b.text]));

/** Lines no reader understands, at the file's line (`splitOrders`, `parseWinterOrders`, a merged autumn's winter lines). */
function orderProblems(s: WholeState, step: ScenarioStep): ScenarioProblem[] {
  const out: ScenarioProblem[] = [];
  for (const [power, block] of Object.entries(step.orders)) {
    const found = orderTextProblems(s, block.text);
    for (const p of found) {
      const at = typeof p.path?.[1] === 'number' ? block.lines[p.path[1]] : undefined;
      out.push({ code: p.code, message: `orders ${power}: ${p.message}`, line: at ?? step.line });
    }
  }
  return out;
}

/**
 * Outcomes carry the line of the military text the game read (the power's lines minus its
 * political ones); turn it into the file's line.
 */
function locate(report: SeasonReport, step: ScenarioStep, ruleset: WholeState['ruleset']): void {
  const map = mapOf(ruleset)!;
  const militaryLines: Record<PowerId, number[]> = {};
  for (const [power, block] of Object.entries(step.orders)) {
    const lines = block.text.split('\n');
    const cut = lines.findIndex(isWinterMarker);
    militaryLines[power] = (cut < 0 ? lines : lines.slice(0, cut)).flatMap((raw, i) => {
      const m = parseOrders(raw, { map });
      return m.orders.length > 0 && m.problems.length === 0 ? [block.lines[i]!] : [];
    });
  }
  for (const o of report.orders) if (o.line !== undefined && militaryLines[o.power]?.[o.line] !== undefined) o.line = militaryLines[o.power]![o.line];
  for (const o of report.retreatOrders ?? []) if (o.line !== undefined && step.retreats[o.power]?.lines[o.line] !== undefined) o.line = step.retreats[o.power]!.lines[o.line];
}
