/**
 * The judge server: `npx tsx apps/server/src/main.ts`. Listens on http://localhost:8080
 * (PORT, HOST), stores games in SQLite under ./data (DATA_DIR) or in PostgreSQL when
 * DATABASE_URL is set. See docs/API.md.
 */
import { games } from '@diadochi/catalog';
import { platformBots, platformRoster } from './bots.ts';
import { CATALOG_ENGINE } from './engine/catalog.ts';
import { run } from './run.ts';

// The engine's worker threads load the same catalog (engine/catalog.ts): no rules run on this thread's event loop.
// The levels a seat may be given (issue 20 item 5); the workers load the same (engine/catalog.ts).
const started = await run(games, process.env, platformBots(games), CATALOG_ENGINE, platformRoster(games));
console.log(`Diadochi judge listening on ${started.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void started.stop().then(() => process.exit(0));
  });
}
