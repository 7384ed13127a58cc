/**
 * The judge server: `npx tsx apps/server/src/main.ts`. Listens on http://localhost:8080
 * (PORT, HOST), stores games in SQLite under ./data (DATA_DIR) or in PostgreSQL when
 * DATABASE_URL is set. See docs/API.md.
 */
import { botFor, games } from '@diadochi/catalog';
import type { BotFactory } from './games/judge.ts';
import { run } from './run.ts';

/** The catalog's best bot for each game that has one; the others get the kernel's random bot. */
const bots: Record<string, BotFactory> = Object.fromEntries(games.flatMap((g) => (botFor(g.id) ? [[g.id, botFor(g.id)!]] : [])));

const started = await run(games, process.env, bots);
console.log(`Diadochi judge listening on ${started.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void started.stop().then(() => process.exit(0));
  });
}
