/**
 * What a game of bots alone costs the judge's event loop (issue 13 item 2): a referee starts a
 * six-bot Diadokhoi game over HTTP while a client asks GET /api/health every 20 ms; reports how
 * long the start request took, the slowest health answer during it, the event loop's largest
 * delay, and how long the game took to finish (the scheduler settling the rest in slices).
 *
 *   node --import tsx apps/server/bench/bot-start.ts [--engine worker|inline] [--last-year -300] [--json]
 *
 * `worker`: the rules in engine worker threads (what `main.ts` runs); `inline`: on the event loop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { findGame } from '@diadochi/catalog';
import type { GameDefinition } from '@diadochi/kernel';
import { createServer, openStorage, platformBots } from '../src/index.ts';
import { CATALOG_ENGINE } from '../src/engine/catalog.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'worker' },
    'last-year': { type: 'string', default: '-300' },
    json: { type: 'boolean', default: false },
  },
});

const defs = [findGame('diadokhoi') as GameDefinition];
const dir = mkdtempSync(join(tmpdir(), 'diadochi-bot-start-'));
const storage = await openStorage({ sqlite: join(dir, 'bench.sqlite') });
const server = await createServer({
  games: defs,
  bots: platformBots(defs),
  db: storage,
  passwordHashing: { memoryCost: 1024, timeCost: 1 },
  rateLimits: { login: false, writes: false },
  scheduler: { enabled: false },
  webRoot: null,
  ...(args.engine === 'worker' ? { engine: { module: CATALOG_ENGINE } } : {}),
});
try {
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const reg = await fetch(`${url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'bench-referee', password: 'benchmark password' }) });
  const csrf = ((await reg.json()) as { csrfToken: string }).csrfToken;
  const headers = { 'content-type': 'application/json', cookie: reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), 'x-csrf-token': csrf };
  const created = await fetch(`${url}/api/games`, { method: 'POST', headers, body: JSON.stringify({ ruleset: 'diadokhoi', options: { lastYear: Number(args['last-year']) }, emptySeats: 'bot' }) });
  const { id } = (await created.json()) as { id: string };
  // Let the engine's workers finish loading the catalog before measuring.
  await new Promise((r) => setTimeout(r, 1500));

  const loop = monitorEventLoopDelay({ resolution: 10 });
  let polling = true;
  const health: number[] = [];
  const poller = (async () => {
    while (polling) {
      const t = performance.now();
      await fetch(`${url}/api/health`);
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  loop.enable();
  const t0 = performance.now();
  const started = await fetch(`${url}/api/games/${id}/start`, { method: 'POST', headers, body: '{}' });
  const startMs = performance.now() - t0;
  if (started.status !== 200) throw new Error(`start: ${started.status} ${await started.text()}`);
  let passes = 0;
  while ((await server.judge.gameRow(id)).status === 'running' && passes < 10_000) {
    await server.scheduler.tick();
    passes++;
  }
  const totalMs = performance.now() - t0;
  loop.disable();
  polling = false;
  await poller;
  const row = await server.judge.gameRow(id);
  const sorted = [...health].sort((a, b) => a - b);
  const result = {
    engine: args.engine,
    lastYear: Number(args['last-year']),
    status: row.status,
    steps: row.step,
    startRequestMs: Math.round(startMs),
    untilOverMs: Math.round(totalMs),
    schedulerPasses: passes,
    healthChecks: health.length,
    healthMaxMs: Math.round(sorted[sorted.length - 1] ?? NaN),
    healthP50Ms: +(sorted[Math.floor(sorted.length / 2)] ?? NaN).toFixed(1),
    eventLoopMaxDelayMs: Math.round(loop.max / 1e6),
  };
  console.log(args.json ? JSON.stringify(result) : result);
} finally {
  await server.close();
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
}
