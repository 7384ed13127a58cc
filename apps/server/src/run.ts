import { join } from 'node:path';
import type { GameDefinition } from '@diadochi/kernel';
import type { BotFactory } from './engine/jobs.ts';
import { openStorage } from './db/open.ts';
import { notifyFromEnv } from './notify/config.ts';
import type { NotifyEnv } from './notify/config.ts';
import { createServer } from './server.ts';
import type { DiadochiServer, ServerOptions } from './server.ts';

/** Settings read from the environment by `main.ts` (and by the crash test's child server). */
/** With the notification variables (SMTP_*, PUBLIC_URL, WEBHOOKS_ALLOW_PRIVATE: `notify/config.ts`). */
export interface RunEnv extends NotifyEnv {
  PORT?: string;
  HOST?: string;
  DATA_DIR?: string;
  DATABASE_URL?: string;
  /** PostgreSQL schema to use (created if absent); default `public`. */
  DATABASE_SCHEMA?: string;
  REDIS_URL?: string;
  /** Comma-separated user names that become admins when they register. */
  ADMIN_USERS?: string;
  LOG_LEVEL?: string;
  COOKIE_SECURE?: string;
  SCHEDULER_INTERVAL_MS?: string;
  /** `1`: behind a reverse proxy, take the client address from X-Forwarded-For (rate limits). */
  TRUST_PROXY?: string;
  /** Milliseconds one rules-engine job (a validation, an adjudication slice) may run; default 10000. */
  ENGINE_BUDGET_MS?: string;
  /** Rules-engine worker threads; default 2. */
  ENGINE_THREADS?: string;
}

/**
 * `engineModule`: URL of the module the engine's worker threads load (it exports the same
 * `games`, and the `bots`); `main.ts` gives the catalog's. Without it the rules run on the
 * event loop with no time budget (small embeddings and tests only). `extra`: further server options
 * (tests add their hooks here; `main.ts` the bot levels of `platformRoster`).
 */

export async function run(
  games: GameDefinition[],
  env: RunEnv,
  bots: Record<string, BotFactory> = {},
  engineModule?: string,
  extra: Partial<ServerOptions> = {},
): Promise<{ server: DiadochiServer; url: string; stop(): Promise<void> }> {
  const db = env.DATABASE_URL
    ? await openStorage({ postgres: env.DATABASE_URL, ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}) })
    : await openStorage({ sqlite: join(env.DATA_DIR ?? './data', 'diadochi.sqlite') });
  const server = await createServer({
    games,
    db,
    bots,
    logger: { level: env.LOG_LEVEL ?? 'info' },
    admins: (env.ADMIN_USERS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    secureCookies: env.COOKIE_SECURE === '1',
    trustProxy: env.TRUST_PROXY === '1',
    scheduler: { intervalMs: Number(env.SCHEDULER_INTERVAL_MS ?? 1000) },
    notify: notifyFromEnv(env),
    ...(engineModule
      ? {
          engine: {
            module: engineModule,
            ...(env.ENGINE_BUDGET_MS ? { budgetMs: Number(env.ENGINE_BUDGET_MS) } : {}),
            ...(env.ENGINE_THREADS ? { threads: Number(env.ENGINE_THREADS) } : {}),
          },
        }
      : {}),
    ...extra,
  });
  const url = await server.app.listen({ port: Number(env.PORT ?? 8080), host: env.HOST ?? 'localhost' });
  return {
    server,
    url,
    async stop() {
      await server.close();
      await db.close();
    },
  };
}
