/**
 * The L2 bot's winter spending (issue 20 item 2). L1 takes on new upkeep for about half of what
 * it could keep (`KEEP`, `./winter.ts`), so that money stays for bribes it seldom makes; its
 * treasury then idles (docs/bots.md: 20–35 T in the last year of L1 games). But the short game
 * ends after the autumn of its last year (`diadoques §3`, `diadokhoi §4.5.3`): the winter before
 * that year pays no upkeep after it, so an army bought then costs its price only
 * (`diadoques §10.6`, `§10.15`). `winter` (`L2Params`):
 * - `l1`: L1's spending throughout;
 * - `last`: in the winter before the last year, every talent left after the upkeep goes on
 *   armies, in every free citadel; L1's before;
 * - `spend`: `last`, and before it as much new upkeep as next year's income and its savings
 *   can keep (`x ≤ (money + income − due) / 2`: what is left plus the income pays the old
 *   upkeep and the new), up to four armies;
 * - `chest`: L1's, but out of what is left above a war chest of `CHEST` talents only — the price
 *   of the unit another diadochus commands (level 30, `diadoques §9b.4`; `./l2-leaders.ts`),
 *   which its treasury seldom reaches when L1's winters spend it; kept in the winter before the
 *   last year too, when the leader's diadochus is the one worth most. Les Diadoques only (L1's in
 *   Diadokhoi, where a diadochus's death does not end his player). With `leaders: 'all'` the
 *   default since issue 20's helper run (docs/bots.md).
 */
import { rulebook } from '../rulebook/index.ts';
import type { PowerId } from '../rules/state.ts';
import type { BotView } from './baseline.ts';
import { botWinter, KEEP } from './winter.ts';
import type { WinterSpending } from './winter.ts';

export type WinterPolicy = 'l1' | 'last' | 'spend' | 'chest';

/** All of it, in every free citadel: no winter's upkeep follows. */
const ALL: WinterSpending = { room: (money) => money, builds: Infinity };

/** What next year's income and its savings can keep, up to four armies. */
const KEPT: WinterSpending = { room: (money, income, due) => Math.max(0, Math.min(money, Math.floor((money + income - due) / 2))), builds: 4 };

/** The war chest `chest` keeps: a diadochus's mercenary army (30 T) at 85 % (`diadoques §9b.5`–`§9b.7`). */
export const CHEST = 40;

/** L1's room, out of what is left above the war chest. */
const CHESTED: WinterSpending = { room: (money, income, due) => KEEP.room(Math.max(0, money - CHEST), income, due), builds: KEEP.builds };

/** Is this the winter before the short game's last year (the year limit, in the view's options)? */
export function lastWinter(view: Pick<BotView, 'year'>): boolean {
  const lastYear = (view as { options?: { lastYear?: number } }).options?.lastYear;
  return lastYear !== undefined && view.year + 1 >= lastYear;
}

/** How `policy` spends in this winter. */
export function spendingOf(view: BotView, policy: WinterPolicy): WinterSpending {
  if (policy === 'l1') return KEEP;
  // The chest pays for a diadochus's unit, a lever only where his death eliminates (`./l2-leaders.ts`): L1's elsewhere.
  if (policy === 'chest') return rulebook(view).policies.victory.otherwise === 'prestige' ? CHESTED : KEEP;
  if (lastWinter(view)) return ALL;
  return policy === 'spend' ? KEPT : KEEP;
}

/** L2's winter orders for `power`: L1's, spending as `policy` says. */
export function l2Winter(view: BotView, power: PowerId, policy: WinterPolicy): string {
  return botWinter(view, power, spendingOf(view, policy));
}
