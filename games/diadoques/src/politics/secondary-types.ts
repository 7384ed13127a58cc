/**
 * Secondary orders (`diadoques ch. 9c`) and the other political orders written with them —
 * bribes and counter-corruption (`§9b`), votes (`§3.7`, `diadokhoi §4.5.2`), diadokhoi's
 * release and deposits (`diadokhoi §7.6.6`, `§5.1.6`) — as data.
 *
 * The two groups, in the order ch. 9c lists them (and `applySecondaryOrders` applies them —
 * except passage, do-not-capture, do-not-take-control, do-not-seize-treasure, dissociate and
 * place in command, which a military season carries out: `setAsideHanded`, `militaryInputs` in `./secondary.ts`):
 * - before the military orders: passage, gift of a character, do-not-capture, murder, bids
 *   (resolved earlier, at the auction step of `diadoques §8a.2`), royal order;
 * - after them: opening a citadel's gates, gold gift, do-not-take-control, capital transfer,
 *   do-not-seize-treasure, seize a treasure, dissociate, place in command, marriage,
 *   Chandragupta.
 */
import type { UnitRef } from '../rules/orders/types.ts';
import type { PowerId, SpaceId } from '../rules/state.ts';

/** What a bribe or counter-corruption targets, as written: a unit or a character. */
export type TargetRef = { unit: UnitRef } | { character: string };

export type SecondaryOrder =
  /** `diadoques §9c.2` */
  | { kind: 'passage'; power: PowerId }
  /** `diadoques §9c.3` */
  | { kind: 'give-character'; character: string; to: PowerId }
  /** `diadoques §9c.4` */
  | { kind: 'no-capture'; character: string }
  /** `diadoques §9c.5` */
  | { kind: 'assassinate'; character: string }
  /** `diadoques §9c.6`, `§11b.6` */
  | { kind: 'bid'; unit: UnitRef; amounts: number[] }
  /** `diadoques §9c.7`, `§11c.6`; `null`: abstain */
  | { kind: 'royal-order'; beneficiary: PowerId | null }
  /** `diadoques §9c.8` */
  | { kind: 'open-gates'; citadel: SpaceId; to: PowerId }
  /** `diadoques §9c.9` */
  | { kind: 'gold'; to: PowerId; amount: number; announced: boolean }
  /** `diadoques §9c.10` */
  | { kind: 'no-control'; space: SpaceId }
  /** `diadoques §9c.11`, `diadokhoi §4.7.3` */
  | { kind: 'capital'; citadel: SpaceId; name?: string }
  /** `diadoques §9c.12` */
  | { kind: 'no-treasure'; citadel: SpaceId }
  /** `diadoques §9c.13` */
  | { kind: 'seize'; citadel: SpaceId }
  /** `diadoques §9c.14` */
  | { kind: 'dissociate'; character: string }
  /** `diadoques §9c.15` */
  | { kind: 'command'; character: string; unit: UnitRef }
  /** `diadoques §9c.16`: the announcement; the wedding follows by itself (`§6b.12`) */
  | { kind: 'marriage' }
  /** `diadoques §9c.17`, `§11d.1` */
  | { kind: 'chandragupta'; province: 'GHA' | 'IND' }
  /** `diadoques ch. 9b`, `diadokhoi §6.3.2` */
  | { kind: 'bribe'; target: TargetRef; amount: number; spareLeader?: boolean }
  /** `diadoques §9b.13`, `diadokhoi §6.3.6` */
  | { kind: 'counter'; target: TargetRef; amount: number }
  /** `diadoques §3.7` */
  | { kind: 'vote'; candidate: PowerId; yes: boolean }
  /** `diadokhoi §4.5.2` */
  | { kind: 'draw'; yes: boolean }
  /** `diadokhoi §7.6.6` */
  | { kind: 'release'; character: string }
  /** `diadokhoi §5.1.6` */
  | { kind: 'deposit'; citadel: SpaceId; amount: number }
  /** `diadokhoi §7.7.2`: `break alliance Antigonos` — the ally whose unit one's leader leaves */
  | { kind: 'break-alliance'; ally: PowerId };

export type SecondaryKind = SecondaryOrder['kind'];

/** The first group, applied before corruption and the military orders (`diadoques §8a.2`). */
export const BEFORE: readonly SecondaryKind[] = ['passage', 'give-character', 'no-capture', 'assassinate', 'release', 'royal-order'];

/** The second group, applied after the military orders and the characters' retreats (`diadoques §8a.4`). */
export const AFTER: readonly SecondaryKind[] = ['open-gates', 'gold', 'deposit', 'no-control', 'capital', 'no-treasure', 'seize', 'dissociate', 'command', 'marriage', 'chandragupta'];

/**
 * Written with the secondary orders but resolved elsewhere: bids (`resolveAuctions`), bribes
 * and counter-corruption (`resolveCorruption`), votes (`victory`), and the breaking of an
 * alliance, at the very beginning of the season (`breakAlliances`, `diadokhoi §7.7.2`).
 */
export const ELSEWHERE: readonly SecondaryKind[] = ['bid', 'bribe', 'counter', 'vote', 'draw', 'break-alliance'];
