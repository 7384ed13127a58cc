/**
 * What the search bot (L2) needs around the engine: a cheap view for the L1 policy in playouts
 * (the same fields as `viewOf`, without its deep copy, since playout states are the bot's own),
 * and the position evaluation at a playout's horizon.
 */
import type { Side } from '../data/map.ts';
import { UNIT } from '../data/counters.ts';
import { victoryPoints } from '../engine.ts';
import { other, pfOf } from '../state.ts';
import type { SyracuseState } from '../state.ts';
import type { SyracuseView } from '../view.ts';
import { viewFields } from '../view.ts';

/** The view of `side` the heuristic reads, sharing the (bot-owned) state's objects. */
export function playoutView(s: SyracuseState, side: Side): SyracuseView {
  // vp: not read by the heuristic; the evaluation computes its own.
  return viewFields(s, side, { vp: { ath: 0, syr: 0 }, choices: null });
}

export interface EvalWeights {
  /** Per victory point of margin (`syracuse 9.2`). */
  vp: number;
  /** Per strength point (PF) of land and sea units on the map, own minus other's. */
  pf: number;
  /** Per box of the supply track (`syracuse 6`), and for being in Disette. */
  supply: number;
  /** Per step towards a total victory (`syracuse 9.1`): Athenian walls and camp, the Syracusan chains. */
  total: number;
}

export const WEIGHTS: EvalWeights = { vp: 1, pf: 0.05, supply: 0.5, total: 2 };

function strength(s: SyracuseState, side: Side): number {
  let n = 0;
  for (const u of Object.values(s.units)) if (u.status === 'map' && UNIT[u.id]!.side === side) n += pfOf(u);
  return n;
}

/**
 * The value of `s` for `me` in [0, 1]: a finished game is 1, ½ or 0 (`syracuse 9`); otherwise a
 * logistic of the points margin, material, supply and the progress to a total victory.
 */
export function evaluate(s: SyracuseState, me: Side, w: EvalWeights = WEIGHTS): number {
  if (s.result) return s.result.winners.length === 0 ? 0.5 : s.result.winners.includes(me) ? 1 : 0;
  const op = other(me);
  const vp = victoryPoints(s);
  let x = w.vp * (vp[me] - vp[op]);
  x += w.pf * (strength(s, me) - strength(s, op));
  const sup = (side: Side) => s.supply[side].box - (s.supply[side].face === 'disette' ? 2 : 0);
  x += w.supply * (sup(me) - sup(op));
  // 9.1.3 / 9.1.4: the camp and the three Athenian walls against the Syracusan chains
  const athTotal = (s.camp === 'built' ? 1 : s.camp === 'destroyed' ? -3 : 0) + (['A1', 'A2', 'A3'] as const).filter((id) => s.walls[id] === 'built').length - (s.chains === 'built' ? 3 : 0);
  x += w.total * (me === 'ath' ? athTotal : -athTotal);
  return 1 / (1 + Math.exp(-x / 6));
}
