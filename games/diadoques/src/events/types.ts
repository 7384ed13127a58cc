/**
 * The random events of Les Diadoques (`diadoques ch. 14`, tables I–V) and Diadokhoi
 * (`diadokhoi §6.2`, Tables 6–6.3) as typed data, and the records the event layer returns.
 *
 * A table is a list of rows, each a range of dice sums with the rule id that prints it and an
 * outcome; an outcome may itself roll on a sub-table (`roll`), or point at another table
 * (`table`). Rolling one follows the rows; nothing here decides with code branches what the
 * rulebook prints as a table.
 */
import type { Dice, GameEvent } from '@diadochi/kernel';
import type { PowerId, Season } from '../rules/state.ts';
import type { Row, TableId } from '../rules/season-event.ts';

/** A drawn event is kept in the state (`GameState.ext.events`), so its data types sit in the rules layer. */
export type { EventRoll, Outcome, Row, SeasonEvent, SeasonEventData, TableId } from '../rules/season-event.ts';

export interface Table {
  id: TableId;
  /** How it is rolled: 2d6, 3d6, 1d6. */
  dice: number;
  sides: number;
  rule: string;
  rows: Row[];
}

/** One ruleset's tables: the season tables and the tables they point at. */
export interface EventTables {
  ruleset: 'diadoques' | 'diadokhoi';
  seasons: Record<Exclude<Season, 'winter'>, Table>;
  tables: Record<TableId, Table>;
  /** The money unit of the gold events. */
  currency: 'T' | 'talents';
}

/** What the event layer's functions need besides the state. */
export interface EventContext {
  dice: Dice;
  /**
   * The orders the players sent this season, by power (diadoques: the event is drawn after the
   * orders, `diadoques §8a.2`): a unit driven out by a revolt retreats towards its ordered move
   * first (`diadoques §14d.18`). Optional.
   */
  orders?: Record<PowerId, string>;
}

/** Every function of the event layer returns what happened, one kernel event per fact. */
export type EventRecord = GameEvent;
