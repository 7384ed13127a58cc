/** The display of epoch cards: buying, discarding, sliding and refilling (phalanxx §buy.1–§buy.4). */
import type { RulesContext } from './chance.ts';
import { HEROISM } from './data/cards.ts';
import { neutralStrength } from './strength.ts';
import type { CardId, PhalanxxState } from './types.ts';
import { ev } from './words.ts';

/** Slides the cards right so no gap is left, then fills the slots next to the pile (phalanxx §buy.4). */
export function slideAndRefill(state: PhalanxxState, ctx: RulesContext): void {
  const cards = state.display.filter((c): c is CardId => c !== null);
  const gaps = state.display.length - cards.length;
  const next: (CardId | null)[] = [...Array<null>(gaps).fill(null), ...cards];
  for (let slot = gaps - 1; slot >= 0; slot--) {
    const drawn = state.deck.shift();
    if (drawn === undefined) break;
    if (state.peek?.card === drawn) state.peek = null;
    next[slot] = drawn;
    if (drawn === HEROISM) {
      ctx.emit(ev('heroism', {}, { rule: 'phalanxx §heroism.1' }));
    }
  }
  state.display = next;
  if (next.includes(null) && !state.endTriggered) {
    // phalanxx §end.1: the pile cannot refill the display; the round is played out.
    state.endTriggered = true;
    ctx.emit(ev('end-triggered', {}, { rule: 'phalanxx §end.1' }));
  }
}

/** Discards the rightmost display card to the box (phalanxx §buy.3; Heroism too, §heroism.5). */
export function discardRightmost(state: PhalanxxState, ctx: RulesContext): void {
  for (let slot = state.display.length - 1; slot >= 0; slot--) {
    const c = state.display[slot];
    if (c === null || c === undefined) continue;
    state.display[slot] = null;
    state.discarded.push(c);
    ctx.emit(ev('discard', { card: c }, { rule: c === HEROISM ? 'phalanxx §heroism.5' : 'phalanxx §buy.3' }));
    return;
  }
}

/** Solo: the rightmost card goes to MaXXimilian at the end of the player's turn (phalanxx §solo.6). Heroism is skipped: it cannot be taken. */
export function maxxTakes(state: PhalanxxState, ctx: RulesContext): void {
  const maxx = state.maxx;
  if (!maxx) return;
  for (let slot = state.display.length - 1; slot >= 0; slot--) {
    const c = state.display[slot];
    if (c === null || c === undefined || c === HEROISM) continue;
    state.display[slot] = null;
    maxx.cards.push(c);
    ctx.emit(ev('maxx-takes', { card: c, strength: neutralStrength(maxx) }, { rule: 'phalanxx §solo.6' }));
    break;
  }
  slideAndRefill(state, ctx);
}
