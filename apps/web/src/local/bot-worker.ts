/**
 * The body of a game's bot worker (`boards/<game>/bot-worker.ts`; PhalanXX's is
 * `local/phalanxx-bot-worker.ts`): a slow bot (a search, up to seconds a decision) decides off
 * the page's thread, so the board stays live while it thinks.
 * The page posts the game, the worker answers with the game after the bot's step — `botStep`
 * is deterministic, so the game is the one the page would have made itself.
 */
export function serveBotSteps<Game>(botStep: (game: Game) => Game): void {
  self.onmessage = (e: MessageEvent<Game>) => {
    self.postMessage(botStep(e.data));
  };
}
