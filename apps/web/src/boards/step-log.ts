/**
 * A board's log: the result lines of every step so far, fetched as steps come — only the steps
 * not seen yet (`GET /api/games/:id/history?from=N`), so following a long game (Successors plays
 * some 2,000 steps) costs one small request a step, not the whole record each time. When the game
 * ends the history is fetched whole once: the end may reveal lines of earlier steps.
 */
import { api } from '../api.ts';
import type { HistoryStep } from '../api.ts';

export type LogEvents = HistoryStep['events'];

/** Returns `follow(step, over)`, to call on each update; `changed` gets every line so far. */
export function stepLog(gameId: string, changed: (events: LogEvents) => void): (step: number, over: boolean) => void {
  const steps: HistoryStep[] = [];
  let seen = -1;
  let whole = false;
  // One request at a time, in order: a later update waits for the one before it.
  let chain = Promise.resolve();
  return (step, over) => {
    const refetch = over && !whole;
    if (step <= seen && !refetch) return;
    seen = Math.max(seen, step);
    if (refetch) whole = true;
    chain = chain.then(async () => {
      try {
        const from = refetch ? 0 : steps.length;
        const got = (await api.history(gameId, from)).steps;
        if (from === 0) steps.length = 0;
        for (const s of got) if (s.step === steps.length) steps.push(s);
        changed(steps.flatMap((s) => s.events));
      } catch {
        // the log is a convenience: the board works without it
      }
    });
  };
}
