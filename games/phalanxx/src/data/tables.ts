/** Small rule tables of PhalanXX, as data with the paragraph each comes from. */
import type { ExpertAbility } from '../types.ts';
import type { SoloRank } from '../words.ts';

/**
 * Display prices by slot, from the slot next to the pile (0) to the rightmost (4) — phalanxx
 * §buy.1 gives "1 – 5 Talents". Reconstructed order: the newest card (next to the pile) is
 * the dearest and the rightmost, which is discarded when nobody buys (§buy.3), the cheapest.
 */
export const SLOT_PRICES: readonly number[] = [5, 4, 3, 2, 1];

/** Epoch cards removed unseen per epoch, by player count (phalanxx §setup.6); the solo game is set up as for two (§solo.1). */
export const REMOVED_PER_EPOCH: Record<number, number> = { 1: 6, 2: 6, 3: 3, 4: 0 };

/** Cards shuffled with Heroism at the bottom of the XXX pile (phalanxx §setup.7). */
export const HEROISM_BOTTOM = 6;

/** Expert abilities by action-card number (phalanxx §expert.2–§expert.5; Intrigue is the first player's). */
export const ABILITY_BY_ACTION_CARD: Record<number, ExpertAbility> = { 1: 'intrigue', 2: 'merchant', 3: 'legend', 4: 'forced-march' };

export const MEEPLES_PER_COLOUR = 12;
export const START_HAND = 2;
export const LEGEND_HAND = 3;
export const LOW_ROLL_LIMIT = 8;
export const LOW_ROLL_INCOME = 3;
export const INCOME = 3;
export const CONFLICT_COST = 3;
export const SCOUT_PRICE = 4;
export const MERCHANT_PRICE = 1;
export const GROUPING_VALUE = 5;
export const CAMOUFLAGE_STRENGTH = 4;
export const LEGEND_BONUS = 2;

/** Solo ranks by how far the player's strength exceeds MaXXimilian's (phalanxx §solo.8–§solo.14). */
export const SOLO_RANKS: readonly { min: number; rank: SoloRank; rule: string }[] = [
  { min: 26, rank: 'the-great', rule: 'phalanxx §solo.14' },
  { min: 21, rank: 'counsellor', rule: 'phalanxx §solo.13' },
  { min: 16, rank: 'general', rule: 'phalanxx §solo.12' },
  { min: 11, rank: 'lieutenant', rule: 'phalanxx §solo.11' },
  { min: 6, rank: 'sergeant', rule: 'phalanxx §solo.10' },
  { min: 1, rank: 'hired', rule: 'phalanxx §solo.9' },
  { min: -Infinity, rank: 'dishonoured', rule: 'phalanxx §solo.8' },
];

export function soloRank(margin: number): { rank: SoloRank; rule: string } {
  const row = SOLO_RANKS.find((r) => margin >= r.min)!;
  return { rank: row.rank, rule: row.rule };
}

/** Seat names in table (clockwise) order. */
export const SEAT_COLOURS = ['red', 'blue', 'green', 'yellow'] as const;
