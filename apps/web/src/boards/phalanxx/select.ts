/**
 * Moves by clicking (issue 17 item 3): what is lit on the PhalanXX table, and what a click on a
 * die, a card, a region or a slot does, from the engine's list of legal decisions only. A
 * selection narrows the list (a rolled die, then a grey slot, a card or a region); a click sends
 * a decision only when exactly one legal decision is left, and that decision is the engine's own
 * object from the list, never one made up here. Pure: no DOM (apps/web/test/phalanxx-select.test.ts).
 *
 * The action step (phalanxx §action.1): a rolled die goes beside a personal die, on the grey slot
 * of that column, to play a card (§card-play.1), conquer a region (§conquer.1), push the personal
 * die out (§push.1) or take income (§talents.1); a die may first be set to another value for a
 * meeple (§meeple-die.1) or by the Blacksmith (§equipment.2).
 */
import type { CardId, Decision, RegionId, Step } from '@diadochi/phalanxx';

/** What the player has chosen so far. */
export interface Sel {
  die?: number;
  slot?: number;
  card?: CardId;
  region?: RegionId;
  /** Swap after buying (phalanxx §buy.2): the hand card given, or the display slot taken. */
  hand?: CardId;
  display?: number;
}

/** What is lit now: legal places for the selection, and the decisions that are buttons. */
export interface Lit {
  dice: Set<number>;
  hand: Set<CardId>;
  display: Set<number>;
  regions: Set<RegionId>;
  grey: Set<number>;
  played: Set<CardId>;
  /** Personal dice of other holders that may be swapped with (`owner:slot`, phalanxx §talents.2). */
  personal: Set<string>;
  /** The card the Scout turned up may be bought (phalanxx §equipment.6). */
  top: boolean;
  /** Buttons for the selection: income or push at the chosen slot, setting the chosen die. */
  menu: Decision[];
  /** Buttons for decisions with no place on the board: pass, scout, keep, put back. */
  others: Decision[];
}

export type Click =
  | { on: 'die'; die: number }
  | { on: 'hand'; card: CardId }
  | { on: 'display'; slot: number }
  | { on: 'region'; region: RegionId }
  | { on: 'grey'; slot: number }
  | { on: 'played'; card: CardId }
  | { on: 'personal'; owner: string; slot: number }
  | { on: 'top' };

type Of<K extends Decision['do']> = Extract<Decision, { do: K }>;
const only = <K extends Decision['do']>(legal: readonly Decision[], ...kinds: K[]) => legal.filter((d): d is Of<K> => (kinds as string[]).includes(d.do));

const PLACED = ['play', 'conquer', 'push', 'income'] as const;
const SET_DIE = ['fix-die', 'forge'] as const;

/** The decisions of the action step that still fit the selection. */
function fitting(legal: readonly Decision[], sel: Sel): Of<(typeof PLACED)[number]>[] {
  return only(legal, ...PLACED).filter(
    (d) =>
      d.die === sel.die &&
      (sel.slot === undefined || d.slot === sel.slot) &&
      (sel.card === undefined || (d.do === 'play' && d.card === sel.card)) &&
      (sel.region === undefined || (d.do === 'conquer' && d.region === sel.region)),
  );
}

export function litFor(step: Step, legal: readonly Decision[], sel: Sel | null): Lit {
  const lit: Lit = { dice: new Set(), hand: new Set(), display: new Set(), regions: new Set(), grey: new Set(), played: new Set(), personal: new Set(), top: false, menu: [], others: [] };
  const s = sel ?? {};
  switch (step) {
    case 'action': {
      for (const d of legal) if ('die' in d) lit.dice.add(d.die);
      if (s.die === undefined) break;
      const fit = fitting(legal, s);
      for (const d of fit) {
        if (d.do === 'play') lit.hand.add(d.card);
        if (d.do === 'conquer') lit.regions.add(d.region);
        if (s.card !== undefined || s.region !== undefined ? d.do === 'play' || d.do === 'conquer' : true) lit.grey.add(d.slot);
      }
      if (s.slot !== undefined && s.card === undefined && s.region === undefined) lit.menu = fit.filter((d) => d.do === 'income' || d.do === 'push');
      if (s.slot === undefined && s.card === undefined && s.region === undefined) lit.menu = only(legal, ...SET_DIE).filter((d) => d.die === s.die);
      break;
    }
    case 'buy':
      for (const d of only(legal, 'buy')) lit.display.add(d.slot);
      lit.others = legal.filter((d) => d.do === 'pass' || d.do === 'scout');
      break;
    case 'scout':
      lit.top = legal.some((d) => d.do === 'scout-buy');
      lit.others = legal.filter((d) => d.do === 'scout-return');
      break;
    case 'swap-card':
      for (const d of only(legal, 'swap-card')) {
        if (s.display === undefined || d.slot === s.display) lit.hand.add(d.card);
        if (s.hand === undefined || d.card === s.hand) lit.display.add(d.slot);
      }
      lit.others = legal.filter((d) => d.do === 'keep');
      break;
    case 'take-meeple':
      for (const d of only(legal, 'take-meeple')) lit.regions.add(d.region);
      break;
    case 'rotate':
      for (const d of only(legal, 'rotate')) lit.played.add(d.card);
      break;
    case 'swap-die':
      for (const d of only(legal, 'swap-die')) lit.personal.add(`${d.with}:${d.slot}`);
      lit.others = legal.filter((d) => d.do === 'keep');
      break;
    case 'over':
      break;
  }
  return lit;
}

/** A click: the decision to send (exactly one legal decision left), or the new selection. */
export function clickOn(step: Step, legal: readonly Decision[], sel: Sel | null, c: Click): { send: Decision } | { sel: Sel | null } {
  const s = sel ?? {};
  const one = (list: Decision[], next: Sel | null) => (list.length === 1 ? { send: list[0]! } : { sel: list.length > 1 ? next : sel });
  switch (c.on) {
    case 'die':
      if (step !== 'action') return { sel };
      return { sel: s.die === c.die ? null : { die: c.die } };
    case 'hand':
      if (step === 'action' && s.die !== undefined) return one(fitting(legal, { die: s.die, slot: s.slot, card: c.card }), { die: s.die, card: c.card });
      if (step === 'swap-card') {
        const list = only(legal, 'swap-card').filter((d) => d.card === c.card && (s.display === undefined || d.slot === s.display));
        return s.display !== undefined ? one(list, { hand: c.card }) : { sel: list.length ? { hand: c.card } : sel };
      }
      return { sel };
    case 'display':
      if (step === 'buy') return one(only(legal, 'buy').filter((d) => d.slot === c.slot), sel);
      if (step === 'swap-card') {
        const list = only(legal, 'swap-card').filter((d) => d.slot === c.slot && (s.hand === undefined || d.card === s.hand));
        return s.hand !== undefined ? one(list, { display: c.slot }) : { sel: list.length ? { display: c.slot } : sel };
      }
      return { sel };
    case 'region':
      if (step === 'action' && s.die !== undefined) return one(fitting(legal, { die: s.die, slot: s.slot, region: c.region }), { die: s.die, region: c.region });
      if (step === 'take-meeple') return one(only(legal, 'take-meeple').filter((d) => d.region === c.region), sel);
      return { sel };
    case 'grey': {
      if (step !== 'action' || s.die === undefined) return { sel };
      if (s.card !== undefined || s.region !== undefined) return one(fitting(legal, { ...s, slot: c.slot }), sel);
      const list = fitting(legal, { die: s.die, slot: c.slot });
      return { sel: list.length ? { die: s.die, slot: c.slot } : sel };
    }
    case 'played':
      return step === 'rotate' ? one(only(legal, 'rotate').filter((d) => d.card === c.card), sel) : { sel };
    case 'personal':
      return step === 'swap-die' ? one(only(legal, 'swap-die').filter((d) => d.with === c.owner && d.slot === c.slot), sel) : { sel };
    case 'top':
      return step === 'scout' ? one(legal.filter((d) => d.do === 'scout-buy'), sel) : { sel };
  }
}
