/** A scenario file read into data (docs/scenario-format.md). */
import type { GameState, PowerId, RulesetId } from '../rules/state.ts';

/** A problem in a scenario file, with its 1-based line and column. */
export interface ScenarioProblem {
  code: string;
  message: string;
  line: number;
  column?: number;
}

/** The text of a block of lines, and the file line of each. */
export interface Block {
  text: string;
  /** File line (1-based) of each line of `text`. */
  lines: number[];
}

export type Expectation =
  | { kind: 'order'; order: string; status: 'succeeds' | 'fails' | 'void' | 'ignored'; reason?: string }
  | { kind: 'unit'; power: PowerId; unit: string }
  | { kind: 'no-unit'; space: string }
  | { kind: 'dislodged'; space: string }
  | { kind: 'retreat'; from: string; to: string }
  | { kind: 'destroyed'; space: string }
  | { kind: 'siege'; citadel: string; seasons: number; by: string }
  | { kind: 'no-siege'; citadel: string }
  | { kind: 'control'; space: string; power: PowerId | null }
  | { kind: 'captured'; character: string; power: PowerId }
  | { kind: 'killed'; character: string }
  | { kind: 'free'; character: string }
  | { kind: 'character'; character: string; space: string }
  | { kind: 'treasury'; power: PowerId; amount: number };

export interface ExpectLine {
  expectation: Expectation;
  text: string;
  line: number;
}

export interface ScenarioFile {
  fileName: string;
  title: string;
  rules: string[];
  ruleset: RulesetId;
  /** The position before the season. */
  state: GameState;
  orders: Record<PowerId, Block>;
  /** Diadokhoi retreat step orders. */
  retreats: Record<PowerId, Block>;
  dice: number[];
  seed: string;
  expect: ExpectLine[];
}
