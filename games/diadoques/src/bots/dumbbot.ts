/**
 * DumbBot's weights for the Diadochi L1 bot (issue 20). Its near-best choice is shared with the
 * classic L1 in `src/search/near-best.ts`; the classic weights stay in `src/classic/bot-values.ts`
 * (there the seasons are spring and fall).
 */
export interface Weights {
  attack: number;
  defence: number;
  proximity: readonly number[];
  strength: number;
  competition: number;
}

/** DumbBot's weights for spring (and summer here) and for fall (autumn here). */
export const WEIGHTS: Record<'spring' | 'fall', Weights> = {
  spring: { attack: 700, defence: 300, proximity: [100, 1000, 30, 10, 6, 5, 4, 3, 2, 1], strength: 1000, competition: 1000 },
  fall: { attack: 600, defence: 400, proximity: [1000, 100, 30, 10, 6, 5, 4, 3, 2, 1], strength: 1000, competition: 1000 },
};
