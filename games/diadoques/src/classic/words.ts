/**
 * Classic Diplomacy's vocabulary (issue 17 items 4, 11): every event, problem, prompt and result
 * reason as a code with the shape of its data. The engine emits and returns these typed values
 * and writes no prose; the catalogs (catalog/en.ts, catalog/fr.ts) write the lines in the
 * reader's language, province names included, and the type checker makes each catalog cover
 * every code.
 */
import { eventMaker } from '@diadochi/kernel';
import type { EventOf } from '@diadochi/kernel';
import type { IllegalCode, Reason } from '../core/index.ts';
import type { RetreatReason } from '../core/retreats.ts';
import type { AdjustmentReason } from './adjust.ts';

/** A unit as a line names it: its kind and its region (`stp(sc)`). */
export interface UnitWord {
  kind: 'army' | 'fleet';
  region: string;
}

/** An order of the movement phase as the result sheet writes it (regions, no prose). */
export type OrderWord =
  | { kind: 'hold' }
  | { kind: 'move'; to: string; viaConvoy?: boolean }
  | { kind: 'support'; target: string; to?: string }
  | { kind: 'convoy'; from: string; to: string };

export interface ClassicEvents {
  /** One movement order and what became of it (DATC; `Reason` of the adjudicator). */
  'order-result': {
    power: string;
    /** The ordered unit; absent when the order named a place without a unit. */
    unit?: UnitWord;
    /** The region the order named, when no unit stands there. */
    at: string;
    order: OrderWord;
    /** The unit had no order and held. */
    noOrder?: boolean;
    reason: Reason;
    illegal?: IllegalCode;
    by?: string[];
    strength?: number;
    opposition?: number;
    dislodgedBy?: string;
  };
  'retreat-result': { power: string; unit?: UnitWord; at: string; to?: string; reason: RetreatReason; by?: string[] };
  'adjustment-result': { power: string; verb: 'build' | 'disband'; kind?: UnitWord['kind']; province: string; coast?: string; reason: AdjustmentReason };
  /** A unit removed because its power did not disband enough (civil disorder). */
  'civil-disorder': { power: string; unit: UnitWord };
  /** A supply centre changed hands after a fall. */
  'centre-changed': { province: string; from: string | null; to: string };
  'game-over': ClassicResultWhy;
}

export type ClassicEvent = EventOf<ClassicEvents>;
export const ev = eventMaker<ClassicEvents>();

/** Why the game ended, for `GameResult.why` and the `game-over` event. */
export type ClassicResultWhy = { code: 'solo'; winners: string[]; centres: number } | { code: 'year-limit'; year: number };

export interface ClassicResults {
  solo: { winners: string[]; centres: number };
  'year-limit': { year: number };
}

type None = Record<string, never>;

/** The phases' names as `Pending.phase` gives them: `${season}-${phase}`. */
export type ClassicPhaseId = 'spring-movement' | 'spring-retreat' | 'fall-movement' | 'fall-retreat' | 'winter-adjustment';

export type ClassicPrompts = { [K in ClassicPhaseId]: { year: number } };

export interface ClassicProblems {
  'bad-options': None;
  'bad-edition': { editions: string[] };
  'bad-last-year': None;
  'bad-decision': None;
  'not-your-power': { power: string; player: string };
  'wrong-phase': { verb: string; phase: 'movement' | 'retreat' | 'adjustment' };
  'several-orders': { province: string };
  'coast-required': { province: string };
  'not-dislodged': { province: string };
  'no-such-retreat': { retreats: string[] };
  /** An adjustment that cannot be carried out (`cannot-<reason>`), one code per reason. */
  'cannot-built': Adjust;
  'cannot-disbanded': Adjust;
  'cannot-no-builds-due': Adjust;
  'cannot-no-builds-left': Adjust;
  'cannot-not-home-centre': Adjust;
  'cannot-not-owned': Adjust;
  'cannot-occupied': Adjust;
  'cannot-cannot-stand': Adjust;
  'cannot-coast-required': Adjust;
  'cannot-type-required': Adjust;
  'cannot-no-disbands-due': Adjust;
  'cannot-no-disbands-left': Adjust;
  'cannot-no-unit': Adjust;
  'cannot-not-own-unit': Adjust;
  // The order reader (notation.ts).
  'missing-province': None;
  'bad-province': { text: string };
  'unknown-province': { province: string };
  'unknown-coast': { coast: string };
  'missing-arrow': None;
  'order-too-complex': { work: number; budget: number; length: number };
  'internal-error': { error: string };
  'empty-order': None;
  'unexpected-words': { text: string };
  'bad-order': None;
  'missing-action': None;
  'bad-via': None;
  'unknown-action': { text: string };
  // Size limits (core/limits.ts), checked before any reader.
  'decision-too-long': { length: number; max: number };
  'too-many-lines': { max: number };
  'line-too-long': { length: number; max: number };
  'too-many-words': { words: number; max: number };
  'too-many-problems': { more: number; max: number };
  // Illegal orders (DATC 4.E.1), refused at once: `illegal-<IllegalCode>`.
  'illegal-no-unit': None;
  'illegal-not-own-unit': None;
  'illegal-several-orders': None;
  'illegal-unknown-region': None;
  'illegal-same-space': None;
  'illegal-not-adjacent': None;
  'illegal-cannot-be-convoyed': None;
  'illegal-no-convoy-route': None;
  'illegal-cannot-reach': None;
  'illegal-no-target-unit': None;
  'illegal-target-cannot-reach': None;
  'illegal-cannot-convoy': None;
  'illegal-not-on-convoy-route': None;
  'illegal-forbidden': None;
}

type Adjust = { verb: 'build' | 'disband'; province: string };

export type ClassicProblemCode = keyof ClassicProblems;
