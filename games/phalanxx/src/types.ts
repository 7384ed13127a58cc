/** Types of PhalanXX: components (cards, dice, board) and the game state. Plain JSON data. */
import type { PlayerId } from '@diadochi/kernel';

export type Epoch = 'X' | 'XX' | 'XXX';
/** Card colours (phalanxx §components.6): white Army, orange Leader, violet Equipment. */
export type CardColour = 'army' | 'leader' | 'equipment';
/** Die colours (phalanxx §setup.10): white Army die, orange Leader die, violet Equipment die. */
export type DieColour = 'white' | 'orange' | 'violet';
/** Army symbols, bottom right of army cards (phalanxx §groupings.5). */
export type ArmySymbol = 'archer' | 'cavalry' | 'infantry';
export type CardId = string;
export type RegionId = string;
/** Who holds a region or a die: a player, or the neutral MaXXimilian of the solo game. */
export type Owner = PlayerId;
export const MAXX: Owner = 'maxximilian';

/** The nine kinds of conditions of play (phalanxx §conditions.3–§conditions.10). */
export type Condition =
  | { kind: 'die-colour'; colour: DieColour }
  | { kind: 'army-symbols'; min: number; symbol?: ArmySymbol }
  | { kind: 'die-value'; min: number }
  | { kind: 'meeples'; min: number }
  | { kind: 'talents'; min: number }
  | { kind: 'cities'; min: number }
  | { kind: 'oases'; min: number }
  | { kind: 'cards'; colour: CardColour; min: number }
  | { kind: 'strength'; min: number };

/** What a card's strength counts when it grows (leaders, Horses, Fortress, Military music). */
export type Counted = ArmySymbol | CardColour;

export type StrengthRule =
  | { kind: 'fixed'; value: number }
  /** `table[n]` is the strength with n counted cards/symbols played; the last entry holds for more. */
  | { kind: 'grows'; counts: Counted; table: number[] };

/** Special abilities of equipment cards (phalanxx §equipment.1). */
export type CardAbility = 'blacksmith' | 'supply-talents' | 'supply-die' | 'camouflage' | 'scout';

export interface EpochCard {
  id: CardId;
  name: string;
  epoch: Epoch;
  colour: CardColour;
  conditions: Condition[];
  strength: StrengthRule;
  symbol?: ArmySymbol;
  ability?: CardAbility;
  /** The published card text is not in the rulebook extraction: values are reconstructed. */
  reconstructed: boolean;
}

export type RegionKind = 'city' | 'oasis' | 'land';

export interface Region {
  id: RegionId;
  name: string;
  kind: RegionKind;
  /** Printed value of a city or oasis (phalanxx §scoring.5); 0 for land. */
  value: number;
  /** Starting-place number printed on the board (phalanxx §setup.16). */
  start?: number;
  /** Side II/IV only: which half (the two-player game uses the left half, phalanxx §setup2p.1). */
  half?: 'left' | 'right';
  adjacent: RegionId[];
}

export interface BoardSide {
  id: 'II/IV' | 'III';
  regions: Region[];
  reconstructed: boolean;
}

/** Expert abilities, one per action card (phalanxx §expert.2–§expert.5). */
export type ExpertAbility = 'intrigue' | 'merchant' | 'legend' | 'forced-march';

export interface Die {
  colour: DieColour;
  value: number;
}

export interface PlayedCard {
  card: CardId;
  /** Turned by 90° after a conflict (phalanxx §conflict.3). */
  turned: boolean;
}

export interface Seat {
  id: PlayerId;
  actionCard: number;
  /** Expert ability, or null in the basic game. */
  ability: ExpertAbility | null;
  /** The red slots: personal dice (phalanxx §components.3). */
  personal: Die[];
  /** The grey slots beside them (phalanxx §components.4). */
  grey: (Die | null)[];
  talents: number;
  hand: CardId[];
  played: PlayedCard[];
  reserve: number;
  /** Meeples gone to the box (lost in conflicts or spent to choose a die's value). */
  boxed: number;
  /** Extra strength from the Legend ability (phalanxx §expert.4). */
  legendBonus: number;
}

/** The neutral player of the solo game (phalanxx §solo.3). */
export interface Neutral {
  personal: Die[];
  cards: CardId[];
  reserve: number;
  boxed: number;
}

export type Step = 'buy' | 'scout' | 'swap-card' | 'action' | 'take-meeple' | 'rotate' | 'swap-die' | 'over';

export interface PendingConquest {
  region: RegionId;
  /** Meeples the conquest needs (2 for a city). */
  need: number;
  /** Meeples still to bring from land regions (phalanxx §conquer.5). */
  toTake: number;
  /** Previous holder, when this is a conflict. */
  defender: Owner | null;
}

export interface Peek {
  player: PlayerId;
  card: CardId;
}

export interface PhalanxxOptions {
  players: number;
  expert: boolean;
}

export interface PhalanxxState {
  options: PhalanxxOptions;
  side: BoardSide['id'];
  seats: Seat[];
  maxx: Neutral | null;
  /** Holder and meeple count of every region in play. */
  regions: Record<RegionId, { owner: Owner | null; meeples: number }>;
  /** The pile, top first. Secret. */
  deck: CardId[];
  /** The five display slots, 0 next to the pile (price 5) to 4 rightmost (price 1). */
  display: (CardId | null)[];
  /** Cards discarded face up during the game (public). */
  discarded: CardId[];
  /** Cards removed unseen at set-up (phalanxx §setup.6). Secret. */
  removed: CardId[];
  first: number;
  current: number;
  step: Step;
  /** The travelling dice in the current player's hands; null once placed on a grey slot. */
  rolled: (Die | null)[];
  conquest: PendingConquest | null;
  /** The grey slot of the income action whose personal die may be swapped (phalanxx §talents.2). */
  incomeSlot: number | null;
  turnFlags: { scouted: boolean; forgeUsed: boolean };
  peek: Peek | null;
  endTriggered: boolean;
  turn: number;
}

/**
 * Decisions: one small step each, so that every legal decision can be listed (decisions.ts
 * checks their shape, legal.ts whether one may be taken now).
 */
export type Decision =
  /** Buy the card of a display slot (phalanxx §buy.1). */
  | { do: 'buy'; slot: number }
  /** Buy nothing: the rightmost card is discarded (phalanxx §buy.3). */
  | { do: 'pass' }
  /** Scout: turn up the top card of the pile (phalanxx §equipment.6). */
  | { do: 'scout' }
  | { do: 'scout-buy' }
  | { do: 'scout-return' }
  /** After paying 4 or 5: give a hand card for a display card (phalanxx §buy.2). */
  | { do: 'swap-card'; card: CardId; slot: number }
  /** Decline an optional swap (card after buying, die after income). */
  | { do: 'keep' }
  /** Discard a reserve meeple to set a rolled die (phalanxx §meeple-die.1). */
  | { do: 'fix-die'; die: number; value: number }
  /** Blacksmith: set a rolled die (phalanxx §equipment.2). */
  | { do: 'forge'; die: number; value: number }
  /** Play a hand card with a rolled die on the grey slot beside a personal die (phalanxx §card-play.1). */
  | { do: 'play'; die: number; slot: number; card: CardId }
  | { do: 'conquer'; die: number; slot: number; region: RegionId }
  | { do: 'push'; die: number; slot: number }
  | { do: 'income'; die: number; slot: number }
  /** Bring a meeple from a land region for the conquest under way (phalanxx §conquer.5). */
  | { do: 'take-meeple'; region: RegionId }
  /** Turn a card after a conflict (phalanxx §conflict.3). */
  | { do: 'rotate'; card: CardId }
  /** Swap the personal die beside the income slot with another holder's die (phalanxx §talents.2). */
  | { do: 'swap-die'; with: Owner; slot: number };
