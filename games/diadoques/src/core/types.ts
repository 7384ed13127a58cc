/**
 * Types of the adjudication core: an abstract position (units in regions of spaces), the orders
 * of a movement season, and what became of each order and why.
 *
 * Vocabulary. A REGION is where a unit stands (a province, one coast of a two-coast province, a
 * citadel). A SPACE is what holds at most one unit after movement: in classic Diplomacy the
 * province, whatever its coast; in Diadoques a province's open field and its citadel are two
 * spaces. Stand-offs, head-to-head battles, cuts and dislodgements are decided between spaces;
 * adjacency is decided between regions.
 */

export type PowerId = string;
export type RegionId = string;
export type SpaceId = string;
/** `army`, `fleet` in classic; a game may add its own kinds (a garrison). */
export type UnitKind = string;

export interface Unit {
  power: PowerId;
  kind: UnitKind;
  region: RegionId;
  /**
   * Combat strength: what the unit adds to its own move or hold, and (by default) to a move or
   * hold it supports. 1 when absent (classic). Diadokhoi: an elite 2, a leading diadochos +1,
   * Olympias +0.5 (`diadokhoi §6.3.39`, `diadokhoi §6.3.40`) — any finite number ≥ 0.
   */
  strength?: number;
}

interface OrderBase {
  /** The power giving the order: a power may order only its own units (DATC 6.A.6). */
  power: PowerId;
  /** The ordered unit, named by its region or its space (a wrong coast is ignored, DATC 4.B.5). */
  unit: RegionId;
}

/**
 * Stay in place. A game may mark a holding task as cut like a support: a resupply is cut by any
 * attack on the resupplying unit (`diadoques §9a.37`, `diadokhoi §6.3.33`).
 */
export interface HoldOrder extends OrderBase {
  kind: 'hold';
  /** The game's name for the task (`siege`, `resupply`); the core only reports it back. */
  task?: string;
  /** When true the result says whether the task was cut (any foreign attack with a path, or dislodgement). */
  cuttable?: boolean;
}

export interface MoveOrder extends OrderBase {
  kind: 'move';
  /** Destination region (a coast when the unit must name one). */
  to: RegionId;
  /** The player wrote "via convoy" (2000/2023 rulebook): the move must use a convoy. */
  viaConvoy?: boolean;
  /**
   * Explicit convoy route: the regions of the convoying fleets, in order from origin to
   * destination (Diadokhoi writes them in brackets, `diadokhoi §6.3.27`). When given, only this
   * chain may carry the army, and one of its fleets dislodged disrupts it (`diadokhoi §6.3.29`).
   */
  route?: readonly RegionId[];
}

export interface SupportOrder extends OrderBase {
  kind: 'support';
  /** Where the supported unit stands (region or space). */
  target: RegionId;
  /**
   * Absent: support to hold. Present: support of the target's move there. The destination space
   * matches any coast; a coast region must match the move's coast (DATC 6.B.9).
   */
  to?: RegionId;
}

export interface ConvoyOrder extends OrderBase {
  kind: 'convoy';
  /** Where the convoyed army stands. */
  from: RegionId;
  /** Where it goes. */
  to: RegionId;
}

export type Order = HoldOrder | MoveOrder | SupportOrder | ConvoyOrder;

/**
 * Why an order is illegal (DATC 4.E.1: an order that could not succeed whatever the other orders
 * are). An illegal order is ignored: its unit holds and may receive support to hold.
 */
export type IllegalCode =
  | 'no-unit'
  | 'not-own-unit'
  | 'several-orders'
  | 'unknown-region'
  | 'same-space'
  | 'not-adjacent'
  | 'cannot-be-convoyed'
  | 'no-convoy-route'
  | 'cannot-reach'
  | 'no-target-unit'
  | 'target-cannot-reach'
  | 'cannot-convoy'
  | 'not-on-convoy-route'
  | 'forbidden';

/**
 * The outcome of an order, in words a result sheet can print.
 * - move: `moved` | `illegal` | `no-path` (no convoy ordered for it) | `convoy-disrupted` (its
 *   convoy was dislodged or failed in a paradox) | `own-unit` (it would dislodge a unit of its own
 *   power) | `bounced` (the unit in the destination held, or beat it head to head) | `stand-off`
 *   (another unit moving there was as strong or stronger)
 * - hold: `held` | `dislodged` | `illegal`
 * - support: `supported` | `cut` | `dislodged` | `void-support` (no matching order) | `illegal`
 * - convoy: `convoyed` | `dislodged` | `paradox` (Szykman rule) | `void-convoy` | `illegal`
 */
export type Reason =
  | 'moved'
  | 'no-path'
  | 'convoy-disrupted'
  | 'own-unit'
  | 'bounced'
  | 'stand-off'
  | 'held'
  | 'dislodged'
  | 'supported'
  | 'cut'
  | 'void-support'
  | 'convoyed'
  | 'paradox'
  | 'void-convoy'
  | 'illegal';

export interface OrderResult {
  order: Order;
  /** Index in the submitted order list; -1 for the implicit hold of a unit without order. */
  index: number;
  /** The ordered unit, when there is one. */
  unit?: Unit;
  /** Moved; held its place; support counted; convoy carried (or stood ready). */
  success: boolean;
  reason: Reason;
  /** Why it is illegal, or the game's reason for a forbidden support. */
  illegal?: IllegalCode;
  detail?: string;
  /** The units (by region) that caused a failure: bounced it, stood it off, cut it. */
  by?: RegionId[];
  /** Region the dislodging unit came from, when the ordered unit was dislodged. */
  dislodgedBy?: RegionId;
  /** Region of a unit whose attack cut this support or task (also set when dislodged). */
  cutBy?: RegionId;
  /** Whether a move went by convoy. */
  convoyed?: boolean;
  /** Move: its attack strength. Others: the hold strength of the space. */
  strength?: number;
  /** Move: the strongest opposition it met (hold, defend or prevent strength). */
  opposition?: number;
}

export interface Dislodgement {
  unit: Unit;
  /** Region the attacker came from. */
  by: RegionId;
  /** Whether the attacker came by convoy (it may then retreat there, DATC 4.A.5). */
  byConvoy: boolean;
  /** Regions it may retreat to; empty: it is disbanded. */
  retreats: RegionId[];
}

export interface Adjudication {
  /** One per submitted order, in order, then one implicit hold per unit left without a valid order. */
  results: OrderResult[];
  /** Units after movement (dislodged units excluded). */
  units: Unit[];
  dislodged: Dislodgement[];
  /** Spaces left empty by a stand-off: no retreat there. */
  contested: SpaceId[];
}

/** Per-game hooks and options. Every field is optional; the defaults are the 2023 Diplomacy rules. */
export interface AdjudicationRules {
  /** A unit's strength; default `unit.strength ?? 1`. */
  strength?(unit: Unit): number;
  /** What a support adds; default the supporter's strength. */
  supportStrength?(supporter: Unit, supported: Unit): number;
  /**
   * May forbid a support (no support across a mountain range, `diadokhoi §6.3.25`; none from or
   * into a space hit by a storm or flood). Return a reason to forbid it; the support is then
   * illegal and its unit holds.
   */
  forbidSupport?(support: { supporter: Unit; supported: Unit; into: SpaceId }): string | undefined;
  /**
   * When an army that could walk instead goes by convoy (DATC 4.A.3):
   * - `intent` (2000/2023, and 1982): when ordered "via convoy" or when a fleet of its own power
   *   is legally ordered to convoy it; no fallback to the land route.
   * - `explicit` (DPTG): only when ordered "via convoy".
   * - `opposite-move` (1971 as the DATC reads it): when the unit in the destination moves to the
   *   army's province and the ordered convoy is not disrupted; otherwise over land.
   */
  adjacentConvoy?: 'intent' | 'explicit' | 'opposite-move';
  /** May a unit dislodged by a convoyed army retreat to where the army came from (DATC 4.A.5)? Default true. */
  retreatToConvoyOrigin?: boolean;
  /** Extra retreat limits (only into a controlled citadel, `diadoques §9a.40`). Default: any. */
  canRetreatTo?(unit: Unit, region: RegionId): boolean;
}
