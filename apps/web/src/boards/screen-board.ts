/**
 * The online board of a game drawn by one screen (PhalanXX, Syracuse, Successors): it keeps the
 * judge's latest view and the game record this player may see (`step-log.ts`), asks the game for
 * the screen's model of the present or of a past step, and sends a clicked decision as ready.
 * What differs between the games — the model — is theirs; the shell around it is this one.
 */
import type { GameEvent } from '@diadochi/kernel';
import type { GameView } from '../api.ts';
import type { Board, BoardContext, PastStep } from './board.ts';
import { stepLog } from './step-log.ts';

export interface Screen<M> {
  main: HTMLElement;
  panel: HTMLElement;
  set(model: M): void;
}

export interface ScreenModels<M> {
  /** The present: `expected` is whether a decision is asked of this player now (and not yet given). */
  now(gv: GameView, log: GameEvent[], expected: boolean): M;
  /** A past step shown by the history slider; `last` is the present, for what a past view lacks. */
  past(p: PastStep, last: GameView | null): M;
}

/** Whether the judge waits on this player's decision: seated, among the pending players, not yet ready. */
export function expectedOf(gv: GameView): boolean {
  const me = gv.game.you.power;
  return !!me && !!gv.view.pending?.players.includes(me) && !gv.ready.includes(me);
}

/** The decision sender a screen takes: the clicked decision goes to the judge as ready. */
export function submitter<D>(ctx: BoardContext): (d: D) => Promise<void> {
  return async (d) => {
    await ctx.submit(d, true);
  };
}

export function screenBoard<M>(ctx: BoardContext, screen: Screen<M>, models: ScreenModels<M>, extra: Pick<Board, 'sheetLine'> = {}): Board {
  let log: GameEvent[] = [];
  let last: GameView | null = null;
  const draw = () => {
    if (last) screen.set(models.now(last, log, expectedOf(last)));
  };
  const follow = stepLog(ctx.gameId, (events) => {
    log = events;
    draw();
  });
  // Usable once the browser has painted the first position drawn, two animation frames after it:
  // the game page's mark `diadochi:game-interactive` says "map painted and clickable", and was set
  // before the browser had laid out the board or drawn Successors' map picture (issue 22).
  let painted: () => void = () => {};
  const ready = new Promise<void>((done) => (painted = done));
  let first = true;
  return {
    main: screen.main,
    orders: screen.panel,
    update(gv) {
      last = gv;
      draw();
      follow(gv.view.step, gv.game.status === 'over');
      if (first) {
        first = false;
        if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => requestAnimationFrame(() => painted()));
        else painted();
      }
    },
    ready,
    showPast(p) {
      if (p) screen.set(models.past(p, last));
      else draw();
    },
    ...extra,
    destroy() {},
  };
}
