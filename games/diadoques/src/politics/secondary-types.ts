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
import type { SecondaryOrder } from '../vocabulary/secondary.ts';

/** The orders as data, with their reader and printer: `src/vocabulary/secondary.ts` and `money.ts` (issue 18). */
export type { SecondaryOrder, TargetRef } from '../vocabulary/secondary.ts';

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
