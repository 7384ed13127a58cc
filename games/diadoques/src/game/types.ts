/**
 * The whole game's state and decisions: the military model of `src/rules` plus what the
 * composition needs between two resolutions (kept in `state.ext.game`, never shown).
 */
import type { GameResult } from '@diadochi/kernel';
import type { SeasonReport } from '../rules/report.ts';
import type { GameState } from '../rules/state.ts';
import type { RulesOptions } from '../economy/common.ts';

/** Between the diadokhoi movement and retreat steps: the season's political orders (secret), kept in `state.ext.game`. */
export type { Carry } from '../rules/ext.ts';

export interface GameOptions {
  /** Set-up id of `src/map` SCENARIOS. */
  scenario: string;
  /**
   * The game stops after the autumn of this year (negative, BC): the short game, an option
   * (`diadokhoi §4.5.3`: "a shorter game can be agreed upon"). Absent: the rulebook's length —
   * no time limit, the game runs until a victory (issue 18 ruling, decisions.md).
   */
  lastYear?: number;
  /** Number of players (diadokhoi: 2–6 picks the set-up; diadoques: 6). */
  players: number;
  /** Diadokhoi optional violent revolts (`diadokhoi §7.9.1`): off unless set. */
  violentRevolts?: boolean;
  /** `diadokhoi §8.7.1` (optional): rebels who fulfilled their mission and a dead Diadokhos' units get an AM. */
  optionalAm?: boolean;
  /** Diadokhoi optional prestige points (`diadokhoi §7.10.1`): off unless set. */
  prestige?: boolean;
  /** Diadokhoi optional 4th and 5th fleets (`diadokhoi §4.2.12`): off unless set. */
  extraFleets?: boolean;
  /** Play by mail (`diadokhoi §7.11.2`): the winter orders are sent with the autumn's and resolved with it. Off unless set. */
  mergedWinter?: boolean;
}

/** The rules options the layers read (`RulesOptions`), from the game's options. */
export function rulesOptions(o: GameOptions): RulesOptions {
  return { ...(o.prestige === true ? { prestige: true } : {}), ...(o.extraFleets === true ? { extraFleets: true } : {}) };
}

export interface WholeState extends GameState {
  options: GameOptions;
  /** What the last military step did (public once resolved). */
  lastReport?: SeasonReport;
  result?: GameResult;
}

/** A decision: orders, one per line — military, secondary and money orders mixed, or winter orders. */
export interface OrdersDecision {
  orders: string;
}

export const GAME_EXT = 'game';
