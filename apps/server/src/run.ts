import { join } from 'node:path';
import type { GameDefinition } from '@diadochi/kernel';
import type { BotFactory } from './games/judge.ts';
import { openStorage } from './db/open.ts';
import { ensureDemo } from './demo.ts';
import { createServer } from './server.ts';
import type { DiadochiServer } from './server.ts';

/** Settings read from the environment by `main.ts` (and by the crash test's child server). */
export interface RunEnv {
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
  /** Test only: pause inside every adjudication transaction (prints `paused-in-adjudication`). */
  DIADOCHI_PAUSE_IN_ADJUDICATION?: string;
}

export async function run(
  games: GameDefinition[],
  env: RunEnv,
  bots: Record<string, BotFactory> = {},
): Promise<{ server: DiadochiServer; url: string; stop(): Promise<void> }> {
  const db = env.DATABASE_URL
    ? await openStorage({ postgres: env.DATABASE_URL, ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}) })
    : await openStorage({ sqlite: join(env.DATA_DIR ?? './data', 'diadochi.sqlite') });
  const pause = env.DIADOCHI_PAUSE_IN_ADJUDICATION === '1';
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
    ...(pause
      ? {
          hooks: {
            async inAdjudication(info: { gameId: string; step: number }) {
              process.stdout.write(`paused-in-adjudication ${info.gameId} ${info.step}\n`);
              await new Promise(() => {}); // until the test kills the process
            },
          },
        }
      : {}),
  });
  const demo = await ensureDemo(server);
  server.app.log.info(demo ? `demo game: ${demo}` : 'no demo game: none of its rulesets is installed');
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
