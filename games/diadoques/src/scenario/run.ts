/**
 * Runs a scenario file: adjudicates its season (and the diadokhoi retreat step), checks its
 * expectations, and prints the referee's result sheet. Never throws.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import { mapOf } from '../map/index.ts';
import { parseOrder } from '../rules/orders/parse.ts';
import { printOrder } from '../rules/orders/print.ts';
import type { Order } from '../rules/orders/types.ts';
import type { OrderOutcome, SeasonReport } from '../rules/report.ts';
import { resolveRetreatStep } from '../rules/retreat-step.ts';
import { resolveSeason } from '../rules/season.ts';
import { nmrOrders } from '../rules/nmr.ts';
import type { GameState } from '../rules/state.ts';
import { parseScenario } from './parse.ts';
import { printSheet } from './sheet.ts';
import type { ExpectLine, ScenarioFile, ScenarioProblem } from './types.ts';
import { checkExpectation } from './expect.ts';

export interface ExpectationFailure {
  line: number;
  text: string;
  message: string;
}

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
}

export function runScenario(text: string, options: { fileName?: string } = {}): ScenarioRun {
  const fileName = options.fileName ?? 'scenario';
  const parsed = parseScenario(text, { fileName });
  const problems = parsed.problems;
  const sc = parsed.scenario;
  if (!sc) return { fileName, problems, failures: [], sheet: problemsText(fileName, problems), rolls: [], passed: false };
  try {
    const dice = new Dice(rngFromSeed(sc.seed), sc.dice);
    const orders = Object.fromEntries(Object.entries(sc.orders).map(([p, b]) => [p, b.text]));
    // A power with units but no orders section sent none: the NMR rule (`diadokhoi §7.11.5`).
    for (const u of sc.state.units) {
      if (orders[u.power] !== undefined) continue;
      const text = nmrOrders(sc.state, u.power);
      if (text !== '') orders[u.power] = text;
    }
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
    const sheet = [problems.length > 0 ? problemsText(fileName, problems) : '', printSheet(sc, report, after, rolls)].filter((s) => s !== '').join('\n');
    return { fileName, scenario: sc, problems, report, after, failures, sheet, rolls, passed: problems.length === 0 && failures.length === 0 };
  } catch (e) {
    const problem = { code: 'internal-error', message: `The adjudicator failed: ${(e as Error).message}`, line: 1 };
    return { fileName, scenario: sc, problems: [...problems, problem], failures: [], sheet: problemsText(fileName, [...problems, problem]), rolls: [], passed: false };
  }
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
