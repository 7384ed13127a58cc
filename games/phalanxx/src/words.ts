/**
 * PhalanXX's vocabulary: every event, problem, prompt and result reason as a code with the
 * shape of its data. The rules emit and return these typed values and write no prose; the
 * catalogs (catalog/en.ts, catalog/fr.ts) write the lines, one per language, and the type
 * checker makes each catalog cover every code.
 */
import { eventMaker } from '@diadochi/kernel';
import type { EventOf } from '@diadochi/kernel';
import type { BoardSide, CardId, Condition, Decision, Die, Owner, RegionId, Step } from './types.ts';

type P = { player: Owner };
/** A region, with the board side whose printed name it has. */
type At = { region: RegionId; side: BoardSide['id'] };

export interface PhalanxxEvents {
  display: { cards: (CardId | null)[] };
  draw: P & { count: number };
  hand: P & { cards: CardId[] };
  'personal-dice': P & { faces: number[]; talents: number };
  start: P & { city: RegionId; oasis: RegionId; side: BoardSide['id'] };
  maxx: { cards: CardId[] };
  'first-player': P;
  pass: P;
  scout: P & { card: CardId };
  buy: P & { card: CardId; price: number; from: 'display' | 'pile' };
  'swap-card': P & { gave: CardId; took: CardId };
  'fix-die': P & { value: number };
  forge: P & { value: number };
  roll: P & { faces: number[] };
  'low-roll': P & { sum: number; talents: number };
  play: P & { card: CardId; strength: number };
  conflict: P & At & { defender: Owner };
  conquer: P & At;
  'take-meeple': P & At;
  rotate: P & { card: CardId; strength: number };
  push: P & { old: Die; incoming: Die; talents: number };
  income: P & { talents: number };
  'swap-die': P & { with: Owner; gave: Die; took: Die };
  heroism: Record<string, never>;
  'end-triggered': Record<string, never>;
  discard: { card: CardId };
  'maxx-takes': { card: CardId; strength: number };
  turn: P;
  'game-over': Record<string, never>;
}

export type PhalanxxEvent = EventOf<PhalanxxEvents>;
export const ev = eventMaker<PhalanxxEvents>();

type None = Record<string, never>;

export interface PhalanxxProblems {
  'bad-options': None;
  'bad-players': None;
  'bad-expert': None;
  'bad-decision': None;
  'unknown-decision': { kind: string; expected: string[] };
  'bad-field': { field: string; type: 'string' | 'integer'; length?: number; max?: number };
  'unknown-choice': { verb: string };
  'bad-target': { verb: string; target: string };
  'game-over': None;
  'not-your-turn': { player: Owner };
  'wrong-step': { kind: string; step: Step; expected: string[] };
  'heroism-not-for-sale': None;
  'too-poor': { price: number; talents: number };
  'no-reserve': None;
  'empty-slot': { slot: number };
  'no-scout': None;
  scouted: None;
  'empty-pile': None;
  'not-in-hand': { card: string };
  'bad-die': { die: number };
  'bad-value': None;
  'same-value': { die: number; value: number };
  'no-blacksmith': None;
  'forge-used': None;
  /** A slot that is no grey slot, no display slot with a card to take, or no personal die's slot. */
  'bad-slot': { of: 'grey' | 'display' | 'personal'; slot?: number };
  'slot-taken': { slot: number };
  'die-too-low': { value: number; own: number; slot: number };
  'conditions-unmet': { card: CardId; unmet: Condition[] };
  'unknown-region': { region: string };
  'own-region': At;
  'not-adjacent': At;
  'no-meeples': At & { need: number };
  'nothing-to-turn': None;
  'too-weak': None;
  'not-stronger': { mine: number; theirs: number; defender: Owner };
  'not-turnable': { card: string };
  'bad-source': { region: string };
  'bad-holder': { holder: string };
  'values-differ': { mine: number; theirs: number };
}

/** One prompt per decision point (`Pending.phase`). */
export type PhalanxxPrompts = { [K in Exclude<Step, 'over'>]: None };

export interface PhalanxxResults {
  strongest: { winners: Owner[]; total: number };
  solo: { player: Owner; margin: number; rank: SoloRank };
}

/** What a decision's label names beyond the decision: the dice and cards it moves, read from the player's view. */
export interface DecisionContext {
  side: BoardSide['id'];
  /** The rolled die the decision uses, the personal die beside its slot, the card of its display slot. */
  die?: Die;
  beside?: Die;
  card?: CardId;
  price?: number;
  /** The holder of the region to conquer; the other holder's die to swap with. */
  holder?: Owner;
  theirs?: Die;
}

/** One label per kind of decision (buttons, the terminal's numbered list). */
export type PhalanxxDecisionLabels = { [K in Decision['do']]: { d: Extract<Decision, { do: K }>; at: DecisionContext } };

export type SoloRank = 'the-great' | 'counsellor' | 'general' | 'lieutenant' | 'sergeant' | 'hired' | 'dishonoured';
