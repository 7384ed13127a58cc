/**
 * A season's drawn event as data (`diadoques ch. 14`, `diadokhoi §6.2`): the events layer draws
 * it (`src/events`), the state keeps it (`GameState.ext.events`), so its types sit below both.
 */
import type { GameEvent } from '@diadochi/kernel';
import type { Reason } from '../core/reasons/index.ts';
import type { Season, SpaceId } from './ids.ts';

/** What a row of an event table says happens. */
export type Outcome =
  /** Roll again on a sub-table (`diadoques §T1.2`: "Crue (1d6)"). */
  | { kind: 'roll'; dice: number; sides: number; rows: Row[] }
  /** Roll on another named table (Table II, III, IV, V; Tables 6.1–6.3). */
  | { kind: 'table'; table: TableId }
  | { kind: 'sea-storm'; seas: SpaceId[] }
  | { kind: 'flood'; rivers: string[] }
  | { kind: 'sand-storm'; spaces: SpaceId[] }
  | { kind: 'snow-storm'; spaces: SpaceId[] }
  /** A revolt or intervention of `src/neutrals` (its data id). */
  | { kind: 'neutral'; id: string }
  /** Gold sent by a foreign king to whoever controls a citadel (`diadoques §14f.1`). */
  | { kind: 'gold'; from: 'carthage' | 'chandragupta'; citadel: SpaceId; amount: number }
  /** Death of a member of the royal family (`diadoques §14a.1`). */
  | { kind: 'royal-death'; character: string };

export interface Row {
  min: number;
  max: number;
  rule: string;
  outcome: Outcome;
  /** Values the rulebook does not print (a die mapping, a river's provinces). */
  reconstructed?: boolean;
  note?: string;
}

export type TableId = string;

/** One die roll made while drawing the event, for the result sheet. */
export interface EventRoll {
  table: TableId;
  what: string;
  faces: number[];
  total: number;
  rule: string;
}

/**
 * The event of a season, once drawn: what the rows said (`outcome`), every roll made, and
 * whether it applies. An event that cannot apply (`diadoques §14.1`, `diadokhoi §6.2.2`) is a
 * `none` with its reason.
 */
export interface SeasonEventData {
  season: Season;
  year: number;
  outcome: Outcome | { kind: 'none'; reason: string; why?: Reason };
  rolls: EventRoll[];
  /** Rule ids of every row followed, outermost first. */
  rules: string[];
  /** Rolls made to place the units of a revolt (`diadoques §14e.4`: "1d6 : 1-4 ETO, 5-6 THE"). */
  place?: Record<string, SpaceId>;
}

/** A season event: a kernel `GameEvent` with typed data. `type` is `event`. */
export interface SeasonEvent extends GameEvent {
  type: 'event';
  rule: string;
  text: string;
  data: SeasonEventData;
}
