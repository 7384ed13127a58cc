/**
 * A slow bot's step taken in a worker (`bot-worker.ts`) by a page of a game on this device, so the
 * board stays live while the bot thinks (issue 19: the search bots run up to seconds a decision).
 * The page posts its game; the worker's answer is the game after the bot's step, the same game the
 * page would have made itself (`botStep` is deterministic). Without a worker, or when it fails, the
 * page takes the step itself after `delayMs`.
 */
export interface BotThinker<Game> {
  /** Starts the step; `done` gets the game after it, unless `cancel` came first. */
  think(game: Game, done: (next: Game) => void): void;
  /** Drops a step under way (its worker with it: a later step does not wait behind it). */
  cancel(): void;
  /** Ends the worker for good (the page is left). */
  close(): void;
}

export function botThinker<Game>(makeWorker: () => Worker, botStep: (game: Game) => Game, delayMs: number): BotThinker<Game> {
  let worker: Worker | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Counts the steps asked: an answer for an earlier one is dropped. */
  let asked = 0;
  let thinking = false;
  const drop = () => {
    worker?.terminate();
    worker = null;
    thinking = false;
  };
  return {
    think(game, done) {
      const ticket = ++asked;
      const own = () => {
        if (ticket === asked) done(botStep(game));
      };
      try {
        worker ??= makeWorker();
        worker.onmessage = (e: MessageEvent<Game>) => {
          thinking = false;
          if (ticket === asked) done(e.data);
        };
        worker.onerror = () => {
          drop();
          own();
        };
        thinking = true;
        worker.postMessage(game);
      } catch {
        drop();
        timer = setTimeout(own, delayMs);
      }
    },
    cancel() {
      asked++;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (thinking) drop();
    },
    close() {
      this.cancel();
      drop();
    },
  };
}
