/** Scenario files: the referee's what-if sandbox and the adjudicator's test cases (docs/scenario-format.md). */
export type * from './types.ts';
export { parseScenario, parseExpectation } from './parse.ts';
export { runScenario } from './run.ts';
export type { ScenarioRun, ExpectationFailure } from './run.ts';
export { printReport, printSheet, printOutcome } from './sheet.ts';
