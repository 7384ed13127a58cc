/**
 * What one player may see (successors 7: hands and the deck order are secret; hand sizes and
 * the discard pile are public). Everything on the map is public (9.1.4: CU counts are public).
 */
import { clone } from '@diadochi/kernel';
import type { Choice } from '@diadochi/kernel';
import type { Rules } from './rules/board.ts';
import type { Faction, SuccessorsState } from './rules/state.ts';
import { allVictoryPoints, legitimacy } from './rules/query.ts';
import { choicesOf } from './rules/actions.ts';

export interface SuccessorsView extends Omit<SuccessorsState, 'hands' | 'deck' | 'pile' | 'reveal'> {
  viewer: Faction | null;
  /** The viewer's own hand; other hands are `null`. */
  hands: Record<Faction, number[] | null>;
  handSizes: Record<Faction, number>;
  deckSize: number;
  /** The face-down pile of the 2- and 3-player game (24.1.3): only its size. */
  pileSize: number;
  vp: Record<Faction, number>;
  lp: Record<Faction, number>;
  /** The viewer's legal choices now (empty when it is not his decision). */
  choices: Choice[];
}

export function viewOf(r: Rules, s: SuccessorsState, viewer: Faction | null): SuccessorsView {
  // The Fortune memo (rules/fortune.ts) holds a whole earlier state, hands included: never shown.
  const { hands, deck, pile, reveal, fortuneRoll, ...open } = s;
  void fortuneRoll;
  const over = s.result !== null;
  // A private copy (plain JSON), so that no reader can alter the game through its view.
  const vp = allVictoryPoints(r, s);
  return clone({
    ...open,
    viewer,
    hands: Object.fromEntries(s.factions.map((f) => [f, f === viewer || over ? [...(hands[f] ?? [])] : null])),
    handSizes: Object.fromEntries(s.factions.map((f) => [f, hands[f]?.length ?? 0])),
    deckSize: deck.length,
    pileSize: pile.length + reveal.length,
    vp,
    lp: Object.fromEntries(s.factions.map((f) => [f, legitimacy(r, s, f)])),
    choices: viewer ? choicesOf(r, s, viewer) : [],
  }) as SuccessorsView;
}
