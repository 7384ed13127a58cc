/** The heuristic (L1) policy: placeholder picking the first listed decision. */
import type { SyracuseView } from './view.ts';

export type Decision = { verb: string; subject?: string; target?: string };

export function heuristicChoice(_view: SyracuseView, legal: Decision[] | null): Decision | undefined {
  return legal?.[0];
}
