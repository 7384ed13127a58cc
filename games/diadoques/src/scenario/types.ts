/** A scenario file read into data (docs/scenario-format.md). */
import type { GameState, PowerId, RulesetId, Season } from '../rules/state.ts';
import type { Assignment } from '../politics/assignment.ts';

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
  | { kind: 'treasury'; power: PowerId; amount: number }
  // Game scope only (the state and events of a whole step):
  | { kind: 'income'; power: PowerId; amount: number }
  | { kind: 'unit-count'; power: PowerId; count: number }
  | { kind: 'prestige'; power: PowerId; points: number }
  | { kind: 'vp'; power: PowerId; points: number }
  | { kind: 'corrupted'; space: string; power: PowerId }
  | { kind: 'event'; text: string }
  | { kind: 'log'; text: string }
  | { kind: 'result'; outcome: 'winner' | 'shared' | 'none' | 'not-over'; powers: PowerId[] };

export interface ExpectLine {
  expectation: Expectation;
  text: string;
  line: number;
}

/**
 * One step of a game-scope file: a military season (with the diadokhoi retreat step) or a
 * winter, with the orders, dice and expectations written under it.
 */
export interface ScenarioStep {
  year: number;
  season: Season;
  /** File line of its `season:` or `then:` line. */
  line: number;
  orders: Record<PowerId, Block>;
  retreats: Record<PowerId, Block>;
  dice: number[];
  expect: ExpectLine[];
  /** `event: none`: no season event is drawn for this step. */
  noEvent: boolean;
}

/** Optional rules of the whole game a file may switch on (`options:`). */
export interface GameRuleOptions {
  /** `diadokhoi §7.10.1`: prestige points. */
  prestige?: boolean;
  /** `diadokhoi §4.2.12`: 4 fleets with 5–6 major cities, 5 with 7 or more. */
  extraFleets?: boolean;
  /** `setup 4p`: the game is that set-up's (the variants' rules, `diadokhoi §8.1.6`–`§8.1.8`); default `standard`. */
  scenario?: string;
  /** `merged winter`: the winter orders go with the autumn's (`diadokhoi §7.11.2`). */
  mergedWinter?: boolean;
  /** `violent revolts`: a rising destroys the units in its province (`diadokhoi §7.9.1`). */
  violentRevolts?: boolean;
}

export interface ScenarioFile {
  fileName: string;
  /**
   * `season`: one military season through `src/rules` (the original format); `game`: the
   * steps through the whole-game layer (`src/game`), winter, politics and events included.
   */
  scope: 'season' | 'game';
  /** Game scope: every step, the first one being the file's `season:`. Season scope: that one step. */
  steps: ScenarioStep[];
  /** Game scope: `last year:`, the year whose autumn ends the game; absent: the game does not end. */
  lastYear?: number;
  /** Game scope: `options:`, the optional rules the game plays. */
  options?: GameRuleOptions;
  title: string;
  rules: string[];
  ruleset: RulesetId;
  /** The position before the season (game scope: before the first step). */
  state: GameState;
  /** The first step's orders, retreats, dice and expectations (kept for the season scope). */
  orders: Record<PowerId, Block>;
  /** Diadokhoi retreat step orders. */
  retreats: Record<PowerId, Block>;
  dice: number[];
  seed: string;
  expect: ExpectLine[];
  /** `rankings:` / `seating:` — who plays which diadochus (`diadoques §2`). */
  seating?: Seating;
  /** `seat POWER: PLAYER` expectations. */
  seats?: SeatExpectation[];
  /** A file of seats alone: no `season:`, nothing adjudicated. */
  seatsOnly?: boolean;
}

/** How seats are given: `preferences` (`diadoques §2.2`–`§2.4`) or `lot` (`§2.1`). */
export type SeatingMethod = 'preferences' | 'lot';

export interface Seating {
  method: SeatingMethod;
  /** Player → diadochi from first to last choice, in the order the file lists the players. */
  rankings: Record<string, PowerId[]>;
  /** File line of the `rankings:` section. */
  line: number;
}

/** `seat POWER: PLAYER`, with the step that decided it when written: `(single)`, `(tie)`, `(lot)`, `(left)`. */
export interface SeatExpectation {
  power: PowerId;
  player: string;
  how?: Assignment['steps'][number]['how'];
  text: string;
  line: number;
}

/** An expectation of a scenario file that the run did not meet, with its line. */
export interface ExpectationFailure {
  line: number;
  text: string;
  message: string;
}
