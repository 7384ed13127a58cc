/**
 * Runs a scenario file: adjudicates its season (and the diadokhoi retreat step), checks its
 * expectations, and prints the referee's result sheet. Never throws.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import { mapOf } from '../map/index.ts';
import { parseOrder } from '../vocabulary/military/read.ts';
import { printOrder } from '../vocabulary/military/print.ts';
import type { Order } from '../vocabulary/military/types.ts';
import type { OrderOutcome, SeasonReport } from '../rules/report.ts';
import { resolveRetreatStep } from '../rules/retreat-step.ts';
import { resolveSeason } from '../rules/season.ts';
import { nmrOrders } from '../rules/nmr.ts';
import type { GameState, Season } from '../rules/state.ts';
import type { GameEvent } from '@diadochi/kernel';
import type { WholeState } from '../game/types.ts';
import { checkGameExpectation, GAME_KINDS } from './expect-game.ts';
import { runGame } from './game.ts';
import type { StepRun } from './game.ts';
import { eventText } from '../game/i18n.ts';
import type { Lang } from '../game/i18n-words.ts';
import { printGameSheet } from './game-sheet.ts';
import { parseScenario } from './parse.ts';
import { printSheet } from './sheet.ts';
import type { ExpectationFailure, ExpectLine, ScenarioFile, ScenarioProblem } from './types.ts';
import { checkExpectation } from './expect.ts';
import { assignScenarioSeats, checkSeats, printSeats } from './seats.ts';

export type { ExpectationFailure } from './types.ts';

export interface ScenarioRun {
  fileName: string;
  scenario?: ScenarioFile;
  /** Problems reading the file (located). */
  problems: ScenarioProblem[];
  report?: SeasonReport;
  /** The position after the season. */
  after?: GameState;
  failures: ExpectationFailure[];
  /** The result sheet, as the referee writes it. */
  sheet: string;
  /** The dice rolled, in order. */
  rolls: number[];
  /** True when the file was read without problems and every expectation holds. */
  passed: boolean;
  /** Game scope: each step with its events, dice and expectations' failures. */
  steps?: GameStepRun[];
}

/** One step of a game-scope run, as `--json` gives it. */
export interface GameStepRun {
  year: number;
  season: Season;
  line: number;
  event?: string;
  events: GameEvent[];
  rolls: number[];
  failures: ExpectationFailure[];
}

/**
 * `lang`: the language of the printed sheet (`en` by default: the engine's English log; `fr`
 * from the game's catalogs). The expectations, the file's problems and `--json` do not change.
 */
export function runScenario(text: string, options: { fileName?: string; lang?: Lang } = {}): ScenarioRun {
  const fileName = options.fileName ?? 'scenario';
  const lang = options.lang ?? 'en';
  const parsed = parseScenario(text, { fileName });
  const problems = parsed.problems;
  const sc = parsed.scenario;
  if (!sc) return { fileName, problems, failures: [], sheet: problemsText(fileName, problems), rolls: [], passed: false };
  const seats = seatRun(sc, lang);
  if (sc.seatsOnly) {
    const failures = seats?.failures ?? [];
    const sheet = [problems.length > 0 ? problemsText(fileName, problems) : '', `${sc.title}\n${seats?.sheet ?? ''}`].filter((t) => t !== '').join('\n');
    return { fileName, scenario: sc, problems, failures, sheet, rolls: [], passed: problems.length === 0 && failures.length === 0 };
  }
  const run = sc.scope === 'game' ? runGameScenario(sc, problems, lang) : runSeasonScenario(sc, problems, lang);
  if (!seats) return run;
  const failures = [...seats.failures, ...run.failures];
  return { ...run, failures, sheet: `${seats.sheet}\n${run.sheet}`, passed: run.passed && seats.failures.length === 0 };
}

/** `diadoques §2`: the seats of the file's rankings, and its `seat` expectations checked. */
function seatRun(sc: ScenarioFile, lang: Lang): { sheet: string; failures: ExpectationFailure[] } | undefined {
  if (!sc.seating) return undefined;
  const assignment = assignScenarioSeats(sc.ruleset, sc.seating, sc.seed);
  return { sheet: printSeats(sc.ruleset, sc.seating, assignment, lang), failures: checkSeats(assignment, sc.seats ?? []) };
}

/** Season scope: the military season alone (and the diadokhoi retreat step). */
function runSeasonScenario(sc: ScenarioFile, problems: ScenarioProblem[], lang: Lang): ScenarioRun {
  const fileName = sc.fileName;
  try {
    const dice = new Dice(rngFromSeed(sc.seed), sc.dice);
    const orders = Object.fromEntries(Object.entries(sc.orders).map(([p, b]) => [p, b.text]));
    // A power with units but no orders section sent none: the NMR rule (`diadokhoi §7.11.5`).
    for (const u of sc.state.units) {
      if (orders[u.power] !== undefined) continue;
      const text = nmrOrders(sc.state, u.power);
      if (text !== '') orders[u.power] = text;
    }
    // The military season alone: its secondary orders are those of its own lines (`src/rules/secondary.ts`).
    const first = resolveSeason({ state: sc.state, orders, dice });
    let report = first.report;
    let after = first.state;
    if (after.phase === 'retreats') {
      const step = resolveRetreatStep({ state: after, orders: Object.fromEntries(Object.entries(sc.retreats).map(([p, b]) => [p, b.text])), dice });
      report = merge(report, step.report);
      after = step.state;
    }
    locate(sc, report.orders, 'orders');
    if (report.retreatOrders) locate(sc, report.retreatOrders, 'retreats');
    const failures = sc.expect.flatMap((e) => check(sc, e, report, after));
    const rolls = dice.rolls.filter((r) => r.kind === 'roll').flatMap((r) => r.result);
    const sheet = [problems.length > 0 ? problemsText(fileName, problems) : '', printSheet(sc, report, after, rolls, lang)].filter((s) => s !== '').join('\n');
    return { fileName, scenario: sc, problems, report, after, failures, sheet, rolls, passed: problems.length === 0 && failures.length === 0 };
  } catch (e) {
    const problem = { code: 'internal-error', message: `The adjudicator failed: ${(e as Error).message}`, line: 1 };
    return { fileName, scenario: sc, problems: [...problems, problem], failures: [], sheet: problemsText(fileName, [...problems, problem]), rolls: [], passed: false };
  }
}

/** Game scope: every step through the whole-game layer, each expectation checked after its step. */
function runGameScenario(sc: ScenarioFile, problems: ScenarioProblem[], lang: Lang): ScenarioRun {
  const fileName = sc.fileName;
  try {
    const game = runGame(sc);
    const all = [...problems, ...game.problems];
    const steps = game.steps.map((st, i) => {
      const next = game.steps[i + 1]?.before ?? game.after;
      const spec = sc.steps[i]!;
      const failures = spec.expect.flatMap((e) => checkStep(sc, e, st, next));
      return { ...st, failures, expect: spec.expect };
    });
    // Expectations of steps never reached fail too: the file says they should hold.
    const unreached = sc.steps.slice(game.steps.length).flatMap((st) => st.expect.map((e) => ({ line: e.line, text: e.text, message: `step ${st.season} ${st.year} was not played` })));
    const failures = [...steps.flatMap((st) => st.failures), ...unreached];
    const r = game.after.result;
    // In English the engine's own line; in another language the catalog's line of the game-over event.
    const result = !r ? undefined : lang === 'en' ? `Game over: ${r.winners.join(', ') || 'nobody'} (${r.reason}${r.rule ? `, ${r.rule}` : ''})` : `${eventText({ type: 'game-over', data: r }, { ruleset: sc.ruleset, lang })}${r.rule ? ` (${r.rule})` : ''}`;
    const sheet = [all.length > 0 ? problemsText(fileName, all) : '', printGameSheet(sc.title, steps, game.opening, result, { ruleset: sc.ruleset, lang })].filter((t) => t !== '').join('\n');
    const last = [...game.steps].reverse().find((st) => st.report)?.report;
    return {
      fileName, scenario: sc, problems: all, ...(last ? { report: last } : {}), after: game.after, failures, sheet,
      rolls: steps.flatMap((st) => st.rolls), passed: all.length === 0 && failures.length === 0,
      steps: steps.map((st) => ({ year: st.year, season: st.season, line: st.line, ...(st.event ? { event: st.event } : {}), events: st.events, rolls: st.rolls, failures: st.failures })),
    };
  } catch (e) {
    const problem = { code: 'internal-error', message: `The adjudicator failed: ${(e as Error).message}`, line: 1 };
    return { fileName, scenario: sc, problems: [...problems, problem], failures: [], sheet: problemsText(fileName, [...problems, problem]), rolls: [], passed: false };
  }
}

/** An expectation of a game step: the whole-step kinds, or the season-scope kinds on the step's report. */
function checkStep(sc: ScenarioFile, e: ExpectLine, st: StepRun, after: WholeState): ExpectationFailure[] {
  const x = e.expectation;
  const why = GAME_KINDS.includes(x.kind)
    ? checkGameExpectation(x as Parameters<typeof checkGameExpectation>[0], { events: st.events, before: st.before, after })
    : checkExpectation(sc, x, st.report ?? emptyReport(st), after, (text) => sameOrder(sc, text));
  return why ? [{ line: e.line, text: e.text, message: why }] : [];
}

function emptyReport(st: StepRun): SeasonReport {
  return { ruleset: st.before.ruleset, year: st.year, season: st.season, firstTurn: false, orders: [], dislodged: [], retreats: [], sieges: [], characters: [], control: [], money: [], contested: [], notes: [] };
}

function merge(a: SeasonReport, b: SeasonReport): SeasonReport {
  return {
    ...a,
    retreats: [...a.retreats, ...b.retreats],
    characters: [...a.characters, ...b.characters],
    control: [...a.control, ...b.control],
    money: [...a.money, ...b.money],
    notes: [...a.notes, ...b.notes],
    ...(b.retreatOrders ? { retreatOrders: b.retreatOrders } : {}),
  };
}

/** Outcomes carry the line of the power's orders; turn it into the file's line. */
function locate(sc: ScenarioFile, outcomes: OrderOutcome[], where: 'orders' | 'retreats'): void {
  const blocks = where === 'orders' ? sc.orders : sc.retreats;
  for (const o of outcomes) {
    if (o.line === undefined) continue;
    const fileLine = blocks[o.power]?.lines[o.line];
    if (fileLine !== undefined) o.line = fileLine;
  }
}

function check(sc: ScenarioFile, e: ExpectLine, report: SeasonReport, after: GameState): ExpectationFailure[] {
  const why = checkExpectation(sc, e.expectation, report, after, (text) => sameOrder(sc, text));
  return why ? [{ line: e.line, text: e.text, message: why }] : [];
}

/** A key for an order text: its canonical print when it reads, else the text itself. */
function sameOrder(sc: ScenarioFile, text: string): string {
  const map = mapOf(sc.ruleset)!;
  const known = sc.state.characters.map((c) => c.id);
  const r = parseOrder(text, { map, characters: known });
  if (r.ok) return printOrder(map, r.value);
  const r2 = parseOrder(text, { map, characters: known, phase: 'retreats' });
  return r2.ok ? printOrder(map, r2.value) : text.trim();
}

export function orderKey(map: ReturnType<typeof mapOf>, order: Order | undefined, text: string): string {
  return order && map ? printOrder(map, order) : text.trim();
}

function problemsText(fileName: string, problems: ScenarioProblem[]): string {
  return problems.map((p) => `${fileName}:${p.line}${p.column ? `:${p.column}` : ''}: ${p.message}`).join('\n');
}
