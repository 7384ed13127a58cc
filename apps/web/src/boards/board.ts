/** What every game's board gives the game page, whatever the game. */
import type { PlayerView, Problem } from '@diadochi/kernel';
import type { GameView, HistoryStep, SubmitOutcome } from '../api.ts';
import type { PowerColour } from '../palette.ts';

export interface BoardContext {
  gameId: string;
  ruleset: string;
  colours: Map<string, PowerColour>;
  powerName(power: string): string;
  /** Sends the decision (ready or as a draft); throws `ApiError` with the judge's problems. */
  submit(decision: unknown, ready: boolean): Promise<SubmitOutcome>;
  setReady(ready: boolean): Promise<SubmitOutcome>;
  /** Saves the draft as typed, valid or not, apart from the decision (issue 17 item 5). */
  saveDraft(decision: unknown): Promise<{ problems: Problem[] | null }>;
  /** Opens the rules panel at a paragraph. */
  showRule(id: string): void;
}

/** A past step shown by the history slider: the position before it and its result sheet. */
export interface PastStep {
  step: number;
  before: PlayerView;
  after: PlayerView;
  sheet: HistoryStep;
}

export interface Board {
  /** The map, or the table of a game without a map. */
  main: HTMLElement;
  /** Order entry; filled by `update`. */
  orders: HTMLElement;
  /** A new position (a new phase, or the page's first load). */
  update(gv: GameView): void;
  /** Shows a past step (results view), or the present again with `null`. */
  showPast(past: PastStep | null): void;
  /** Renders one line of a result sheet; null: the generic line. */
  sheetLine?(event: HistoryStep['events'][number], step: HistoryStep): HTMLElement | null;
  /** Resolves once the board can be used (the map drawn); absent: at once. */
  ready?: Promise<void>;
  destroy(): void;
}
