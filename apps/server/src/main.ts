/**
 * The judge server: `npx tsx apps/server/src/main.ts`. Listens on http://localhost:8080
 * (PORT, HOST), stores games in SQLite under ./data (DATA_DIR) or in PostgreSQL when
 * DATABASE_URL is set. See docs/API.md.
 */
import { games } from '@diadochi/catalog';
import { platformBots } from './bots.ts';
import { run } from './run.ts';

const started = await run(games, process.env, platformBots(games));
console.log(`Diadochi judge listening on ${started.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void started.stop().then(() => process.exit(0));
  });
}
