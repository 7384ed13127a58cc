/**
 * A full game state rebuilt from one seat's view, for a bot to try its choices on (the
 * "determinization" of information-set search). The view hides the other hands, the deck order,
 * the face-down pile of the 2- and 3-player game and the Fortune memo (successors 7; view.ts):
 * they are dealt here at random from the cards the viewer cannot see, in the sizes the view
 * shows — sampled, never read. The bot's own generator deals, never the game's dice.
 */
import { clone } from '@diadochi/kernel';
import type { Dice } from '@diadochi/kernel';
import type { CardNumber } from '../data/types.ts';
import type { Rules } from '../rules/board.ts';
import type { Faction, Step, SuccessorsState } from '../rules/state.ts';
import type { SuccessorsView } from '../view.ts';

/** Cards a step holds while it is played (an event waiting for its target, ops being spent). */
function stepCards(st: Step, out: Set<CardNumber>): void {
  const x = st as { card?: CardNumber; back?: Step };
  if (typeof x.card === 'number') out.add(x.card);
  if (x.back) stepCards(x.back, out);
}

/** The cards the viewer cannot place: in other hands, the deck or the pile. */
export function unseenCards(r: Rules, v: SuccessorsView): CardNumber[] {
  const seen = new Set<CardNumber>();
  const me = v.viewer;
  for (const n of (me ? v.hands[me] : null) ?? []) seen.add(n);
  for (const n of v.discard) seen.add(n);
  for (const n of v.removed) seen.add(n);
  for (const list of Object.values(v.front)) for (const n of list) seen.add(n);
  stepCards(v.step, seen);
  if (v.resume) stepCards(v.resume, seen);
  // A general card is in play only while its general waits in the deck (22.1.1, 8.5): public on the board.
  const inPlay = (c: (typeof r.data.cards)[number]) => c.kind !== 'general' || (c.general !== undefined && v.generals[c.general]?.where === 'deck');
  return r.data.cards.filter((c) => inPlay(c) && !seen.has(c.number)).map((c) => c.number).sort((a, b) => a - b);
}

/**
 * A state consistent with the view: the unseen cards shuffled into the other hands, the deck and the pile.
 * `unseen`: `unseenCards(r, v)` when the caller already has it (a search deals many worlds from one view).
 */
export function determinize(r: Rules, v: SuccessorsView, dice: Dice, unseen: readonly CardNumber[] = unseenCards(r, v)): SuccessorsState {
  const { viewer, hands, handSizes, deckSize, pileSize, vp, lp, choices, ...open } = v;
  void vp;
  void lp;
  void choices;
  const pool = dice.shuffle(unseen, 'determinize');
  const take = (k: number) => pool.splice(0, Math.min(k, pool.length));
  const dealt: Record<Faction, CardNumber[]> = {};
  for (const f of v.factions) dealt[f] = f === viewer ? [...(hands[f] ?? [])] : take(handSizes[f] ?? 0);
  const deck = take(deckSize);
  const pile = take(pileSize);
  return { ...(clone(open) as Omit<SuccessorsState, 'hands' | 'deck' | 'pile' | 'reveal'>), hands: dealt, deck, pile, reveal: [] };
}
