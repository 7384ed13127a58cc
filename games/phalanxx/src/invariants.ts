import { ALL_CARD_IDS } from './data/cards.ts';
import { meeplesOnBoard } from './board.ts';
import { MAXX } from './types.ts';
import type { PhalanxxState } from './types.ts';

/**
 * What must hold after every step (checked by self-play): talents never negative, each
 * colour's 12 meeples conserved, three personal dice per player plus three travelling dice,
 * every card in exactly one place.
 */
export function invariantViolations(s: PhalanxxState): string[] {
  const out: string[] = [];
  for (const seat of s.seats) {
    if (seat.talents < 0) out.push(`${seat.id} has ${seat.talents} talents`);
    const meeples = seat.reserve + meeplesOnBoard(s, seat.id) + seat.boxed;
    if (seat.reserve < 0 || meeples !== 12) out.push(`${seat.id} has ${meeples} meeples (reserve ${seat.reserve})`);
    if (seat.personal.length !== 3 || !seat.personal.every((d) => d.value >= 1 && d.value <= 6)) out.push(`${seat.id} personal dice are wrong`);
  }
  if (s.maxx) {
    const meeples = s.maxx.reserve + meeplesOnBoard(s, MAXX) + s.maxx.boxed;
    if (meeples !== 12) out.push(`MaXXimilian has ${meeples} meeples`);
    if (s.maxx.personal.length !== 3) out.push('MaXXimilian personal dice are wrong');
  }
  const travelling = s.seats.reduce((a, x) => a + x.grey.filter((d) => d !== null).length, 0) + s.rolled.filter((d) => d !== null).length;
  if (travelling !== 3) out.push(`${travelling} travelling dice instead of 3`);
  for (const [id, h] of Object.entries(s.regions)) {
    if (h.owner === null ? h.meeples !== 0 : h.meeples < 1) out.push(`region ${id} holds ${h.meeples} meeples of ${String(h.owner)}`);
  }
  const places = [
    ...s.deck,
    ...s.display.filter((c) => c !== null),
    ...s.discarded,
    ...s.removed,
    ...s.seats.flatMap((x) => [...x.hand, ...x.played.map((p) => p.card)]),
    ...(s.maxx?.cards ?? []),
  ];
  if (places.length !== ALL_CARD_IDS.length || new Set(places).size !== ALL_CARD_IDS.length) out.push(`cards: ${places.length} placed, ${new Set(places).size} distinct, ${ALL_CARD_IDS.length} expected`);
  return out;
}
