/**
 * Deadline benchmark (issue 22: "1,000 deadlines due at once adjudicated within 2 s without
 * stalling requests"): --games running games of the kernel's test game, each with one human
 * seat that sends nothing and bots on the others, all with the same deadline; the clock jumps
 * past it, and the server's own scheduler (its timer, `scheduler.ts`) adjudicates them while a
 * prober asks for a game view every --probe-ms. Reports the time until every game has moved on,
 * and the probe's latencies meanwhile.
 *
 *   npx tsx apps/server/bench/deadlines.ts [--games 1000] [--players 2] [--probe-ms 25] [--json]
 *
 * SQLite on a temporary file, rules inline (as in tests). The games are set up through the
 * judge's own calls, not HTTP, to keep the set-up short; the prober uses HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { GameDefinition } from '@diadochi/kernel';
import { tribute } from '@diadochi/kernel/test-game';
import { createGameSchema } from '../src/games/settings.ts';
import { createServer, openStorage } from '../src/index.ts';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '1000' },
    players: { type: 'string', default: '2' },
    'probe-ms': { type: 'string', default: '25' },
    'max-seconds': { type: 'string', default: '120' },
    json: { type: 'boolean', default: false },
  },
});
const GAMES = Number(args.games);
const PLAYERS = Number(args.players);
const PROBE_MS = Number(args['probe-ms']);
const MAX_SECONDS = Number(args['max-seconds']);
const DEADLINE_S = 3600;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** The server's clock: real time plus a jump past the deadlines at the start of the measure. */
let offset = 0;
const clock = () => Date.now() + offset;

const dir = mkdtempSync(join(tmpdir(), 'diadochi-deadlines-'));
const storage = await openStorage({ sqlite: join(dir, 'bench.sqlite') });
const server = await createServer({
  games: [tribute as unknown as GameDefinition],
  db: storage,
  clock,
  passwordHashing: { memoryCost: 1024, timeCost: 1 },
  rateLimits: { login: false, writes: false },
  webRoot: null,
  // Started by hand once the games are set up (its timer, its default interval).
  scheduler: { enabled: false },
});
let result: Record<string, unknown>;
try {
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const reg = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'deadline-gm', password: 'benchmark password' }) });
  const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const row = await storage.db.selectFrom('users').select(['id', 'name', 'role']).where('name', '=', 'deadline-gm').executeTakeFirstOrThrow();
  const gm = { id: row.id, name: row.name, role: row.role };
  const input = createGameSchema.parse({ ruleset: 'tribute', players: PLAYERS, options: { rounds: 3 }, deadlines: { default: DEADLINE_S }, reminders: [] });
  const ids: string[] = [];
  const s0 = performance.now();
  for (let i = 0; i < GAMES; i++) {
    const id = await server.judge.create(gm, input);
    await server.judge.join(gm, id, []);
    await server.judge.start(gm, id);
    ids.push(id);
  }
  const setupSeconds = (performance.now() - s0) / 1000;
  // The bots' decisions of the first step are made at the start, in the game's lane.
  const stepOf = async () => new Map((await storage.db.selectFrom('games').select(['id', 'step']).execute()).map((g) => [g.id, g.step]));
  const before = await stepOf();

  const probes: number[] = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const t = performance.now();
      const r = await fetch(`${base}/api/games/${ids[probes.length % ids.length]}`, { headers: { cookie } });
      await r.text();
      probes.push(performance.now() - t);
      await new Promise((ok) => setTimeout(ok, PROBE_MS));
    }
  })();

  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  offset = (DEADLINE_S + 1) * 1000;
  server.scheduler.start();
  let moved = 0;
  let seconds = NaN;
  while (performance.now() - t0 < MAX_SECONDS * 1000) {
    await new Promise((ok) => setTimeout(ok, 50));
    const now = await stepOf();
    moved = ids.filter((id) => now.get(id)! > before.get(id)!).length;
    if (moved === GAMES) {
      seconds = (performance.now() - t0) / 1000;
      break;
    }
  }
  probing = false;
  await prober;
  const cpu = process.cpuUsage(cpu0);
  const sorted = [...probes].sort((a, b) => a - b);
  result = {
    games: GAMES,
    adjudicated: moved,
    setupSeconds: +setupSeconds.toFixed(1),
    allAdjudicatedSeconds: Number.isNaN(seconds) ? null : +seconds.toFixed(2),
    probes: probes.length,
    probeP50ms: +pct(sorted, 50).toFixed(1),
    probeP99ms: +pct(sorted, 99).toFixed(1),
    probeMaxms: +(sorted.at(-1) ?? NaN).toFixed(1),
    cpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(2),
  };
} finally {
  await server.close();
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
}
if (args.json) console.log(JSON.stringify(result, null, 2));
else {
  console.log(`${GAMES} deadlines due at once (goal: all adjudicated within 2 s, requests not stalled)`);
  console.table([result]);
  console.log(`load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} CPUs`);
}
